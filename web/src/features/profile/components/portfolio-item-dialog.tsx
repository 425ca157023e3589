import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { PortfolioItemBody, type PortfolioItemView } from '@contract/portfolio';
import { PORTFOLIO_SKILL_CHARS } from '@core/domain/bidding/portfolio-item-rules';
import { PORTFOLIO_LIMITS } from '@core/domain/bidding/portfolio';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { TagInput } from '@/components/ui/tag-input';
import { errorMessage } from '@/lib/api-error';
import { useSavePortfolioItem } from '../api/portfolio';

export const PORTFOLIO_SAVE_FAILED = 'Failed to save the portfolio item';

interface ItemValues {
  title: string;
  url: string;
  skills: string[];
  summary: string;
}

const EMPTY: ItemValues = { title: '', url: '', skills: [], summary: '' };
const valuesOf = (item: PortfolioItemView | null): ItemValues =>
  item === null ? EMPTY : { title: item.title, url: item.url, skills: [...item.skills], summary: item.summary };

export interface PortfolioItemDialogProps {
  /** Open to add an item ('new') or to edit this one; null while shut. */
  readonly editing: PortfolioItemView | 'new' | null;
  readonly onClose: () => void;
}

/** Adds or edits one portfolio item; the body is checked with the server's own schema before it is sent. */
export function PortfolioItemDialog({ editing, onClose }: PortfolioItemDialogProps) {
  const item = editing === 'new' ? null : editing;
  const form = useForm<ItemValues>({ values: valuesOf(item), resolver: zodResolver(PortfolioItemBody) });
  const save = useSavePortfolioItem({ onSaved: () => close() });
  const { errors } = form.formState;
  // A refusal of the whole list, or else of the first skill refused on its own.
  const skillsError =
    errors.skills?.message ??
    (Array.isArray(errors.skills)
      ? (errors.skills as ({ message?: string } | undefined)[]).find((skill) => skill?.message !== undefined)?.message
      : undefined);
  function close() {
    save.reset();
    form.reset(EMPTY);
    onClose();
  }
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(next) => (next ? undefined : close())}
      title={item === null ? 'Add portfolio item' : 'Edit portfolio item'}
      description="A proposal names the item sharing most skills with the project, with its link and line."
      busy={save.isPending}
      size="lg"
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((body) => save.mutate({ id: item?.id ?? null, body }))}
      >
        <Field
          label="Title"
          autoFocus
          required
          maxLength={PORTFOLIO_LIMITS.titleChars}
          placeholder="e.g. Shopify store rebuild"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Field
          label="URL"
          type="url"
          inputMode="url"
          required
          maxLength={PORTFOLIO_LIMITS.urlChars}
          placeholder="https://"
          hint="A page the client can open: http:// or https:// only."
          error={errors.url?.message}
          {...form.register('url')}
        />
        <Controller
          control={form.control}
          name="skills"
          render={({ field }) => (
            <TagInput
              label="Skills"
              what="skill"
              values={field.value}
              onChange={field.onChange}
              maxItems={PORTFOLIO_LIMITS.skills}
              maxLength={PORTFOLIO_SKILL_CHARS}
              placeholder="e.g. Laravel"
              hint={`Up to ${PORTFOLIO_LIMITS.skills}, spelled as on Freelancer: they decide which projects this item is named for.`}
              error={skillsError}
            />
          )}
        />
        <Field
          label="One line about the work"
          required
          maxLength={PORTFOLIO_LIMITS.summaryChars}
          placeholder="e.g. Moved 10,000 products to a faster theme"
          error={errors.summary?.message}
          {...form.register('summary')}
        />
        {save.error === null ? null : (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {errorMessage(save.error, PORTFOLIO_SAVE_FAILED)}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={save.isPending} onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : item === null ? 'Add item' : 'Save item'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
