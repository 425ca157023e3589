import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Field, inputClasses } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-error';
import { VariantList, type ArmView } from '@contract/prompt-experiments';
import {
  MAX_PROMPT_VARIANTS,
  MIN_CONTROL_SHARE,
  MIN_VARIANT_SHARE,
  VARIANT_NAME_MAX_LENGTH,
} from '@core/domain/bidding/prompt-experiment';
import { CUSTOM_PROMPT_MAX_LENGTH } from '@core/domain/bidding/settings';
import { EXPERIMENT_SAVE_FAILED, useSaveExperiment } from '../api/change-experiment';
import type { Experiment } from '../api/get-experiment';

interface VariantValues {
  /** A running variant's id: kept so its bids keep counting while its prompt stays the same. */
  id?: string;
  name: string;
  prompt: string;
  sharePercent: number;
}
interface FormValues {
  variants: VariantValues[];
}

const formSchema = z.object({ variants: VariantList }) as unknown as z.ZodType<FormValues, FormValues>;
const NEW_SHARE = 20;
const LETTERS = ['B', 'C', 'D'];

const valuesOf = (arms: readonly ArmView[]): FormValues => ({
  variants: arms
    .filter((arm) => !arm.isControl)
    .map((arm) => ({ id: arm.id, name: arm.name, prompt: arm.prompt, sharePercent: arm.sharePercent })),
});

/** A name not yet taken: "Variant B", "Variant C"… as the control is the first. */
const freshName = (taken: readonly string[]): string =>
  LETTERS.map((letter) => `Variant ${letter}`).find((name) => !taken.includes(name)) ?? `Variant ${taken.length + 2}`;

function VariantFields({
  form,
  index,
  onRemove,
}: {
  readonly form: UseFormReturn<FormValues>;
  readonly index: number;
  readonly onRemove: () => void;
}) {
  const id = useId();
  const errors = form.formState.errors.variants?.[index];
  const name = form.watch(`variants.${index}.name`);
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {name.trim() === '' ? `Variant ${index + 1}` : name}
      </legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <Field
          label="Name"
          maxLength={VARIANT_NAME_MAX_LENGTH}
          error={errors?.name?.message}
          {...form.register(`variants.${index}.name`)}
        />
        <Field
          label="Share of bids (%)"
          type="number"
          inputMode="numeric"
          min={MIN_VARIANT_SHARE}
          max={100 - MIN_CONTROL_SHARE}
          step={1}
          error={errors?.sharePercent?.message}
          {...form.register(`variants.${index}.sharePercent`, { valueAsNumber: true })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-prompt`} className="mb-1 block text-sm font-medium text-slate-700">
          Prompt
        </label>
        <textarea
          id={`${id}-prompt`}
          rows={5}
          maxLength={CUSTOM_PROMPT_MAX_LENGTH}
          aria-invalid={errors?.prompt === undefined ? undefined : true}
          aria-describedby={errors?.prompt === undefined ? undefined : `${id}-prompt-error`}
          className={cn(inputClasses(errors?.prompt !== undefined), 'resize-y font-mono leading-relaxed')}
          {...form.register(`variants.${index}.prompt`)}
        />
        {errors?.prompt === undefined ? null : (
          <p id={`${id}-prompt-error`} className="mt-1 text-sm text-red-600">
            {errors.prompt.message}
          </p>
        )}
      </div>
      <Button variant="secondary" onClick={onRemove}>
        Remove {name.trim() === '' ? `variant ${index + 1}` : name}
      </Button>
    </fieldset>
  );
}

/**
 * The variants and their shares. The control's share is what they leave; a variant keeps its
 * counts while only its name or share changes, and starts again when its prompt does.
 */
export function VariantsForm({ experiment }: { readonly experiment: Experiment }) {
  const form = useForm<FormValues>({ values: valuesOf(experiment.arms), resolver: zodResolver(formSchema) });
  const variants = useFieldArray({ control: form.control, name: 'variants', keyName: 'key' });
  const save = useSaveExperiment((_experiment, message) =>
    toast.success(message === '' ? 'Experiment saved' : message),
  );
  const shares = form
    .watch('variants')
    .map((variant) => (Number.isFinite(variant.sharePercent) ? variant.sharePercent : 0));
  const variantsShare = shares.reduce((sum, share) => sum + share, 0);
  const overLimit = 100 - variantsShare < MIN_CONTROL_SHARE;
  const listError = form.formState.errors.variants?.root?.message ?? form.formState.errors.variants?.message;
  const submit = form.handleSubmit(({ variants: values }) =>
    save.mutate({
      profileId: experiment.profileId,
      variants: values.map(({ id, ...variant }) => (id === undefined ? variant : { id, ...variant })),
    }),
  );
  return (
    <Card>
      <CardTitle>{experiment.running ? 'Variants' : 'Start an experiment'}</CardTitle>
      <p className="mt-1 text-sm text-slate-600">
        Up to {MAX_PROMPT_VARIANTS} other prompts each take a share of this profile&apos;s bids; your current prompt
        keeps the rest (at least {MIN_CONTROL_SHARE}%). Changing a variant&apos;s prompt starts its count again.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <p
          className={cn(
            'rounded-md px-3 py-2 text-sm',
            overLimit ? 'bg-red-50 text-red-800' : 'bg-slate-50 text-slate-700',
          )}
          aria-live="polite"
        >
          {/* Over the limit what the control would keep can go below zero: the variants' total is what is wrong. */}
          {overLimit ? (
            <>
              Variants take <strong>{variantsShare}%</strong> of bids
            </>
          ) : (
            <>
              Current prompt keeps <strong>{100 - variantsShare}%</strong> of bids
            </>
          )}
        </p>
        {variants.fields.map((field, index) => (
          <VariantFields key={field.key} form={form} index={index} onRemove={() => variants.remove(index)} />
        ))}
        {listError === undefined ? null : (
          <p role="alert" className="text-sm text-red-600">
            {listError}
          </p>
        )}
        {save.error === null ? null : (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {errorMessage(save.error, EXPERIMENT_SAVE_FAILED)}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
          <Button
            variant="secondary"
            disabled={variants.fields.length >= MAX_PROMPT_VARIANTS}
            onClick={() =>
              variants.append({
                name: freshName(form.getValues('variants').map((variant) => variant.name)),
                prompt: experiment.controlPrompt,
                sharePercent: NEW_SHARE,
              })
            }
          >
            Add variant
          </Button>
          <Button type="submit" disabled={save.isPending || variants.fields.length === 0}>
            {save.isPending ? 'Saving...' : experiment.running ? 'Save variants' : 'Start experiment'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
