import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PortfolioItemView } from '@contract/portfolio';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { focusRing } from '@/components/ui/focus-ring';
import { FormSection } from '@/components/ui/form-section';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useDeletePortfolioItem, usePortfolio } from '../api/portfolio';
import { PortfolioItemDialog } from './portfolio-item-dialog';

export const PORTFOLIO_EMPTY =
  'No portfolio items yet. Add past work with its link and skills: each proposal names the one item sharing most skills with the project, and none when no item shares a skill.';

function PortfolioEntry({
  item,
  onEdit,
  onDelete,
}: {
  readonly item: PortfolioItemView;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(
            'inline-flex items-center gap-1 font-medium break-all text-blue-700 hover:underline',
            focusRing,
          )}
        >
          {item.title}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <p className="text-sm break-words text-slate-600">{item.summary}</p>
        <ul aria-label={`Skills of ${item.title}`} className="flex flex-wrap gap-1.5 pt-1">
          {item.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {skill}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${item.title}`}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit
        </Button>
        <Button variant="secondary" onClick={onDelete} aria-label={`Delete ${item.title}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Profile's "Portfolio": past work, a link each, of which a proposal names the best fit (docs/design.md#portfolio). */
export function PortfolioSection() {
  const portfolio = usePortfolio();
  const [editing, setEditing] = useState<PortfolioItemView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItemView | null>(null);
  // The deleted item's Delete button had focus: once the list no longer shows it, focus goes to Add, not to the page.
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = useDeletePortfolioItem({
    onDeleted: (item) => {
      setDeleting(null);
      setDeletedId(item.id);
    },
  });
  const items = portfolio.data?.items;
  useEffect(() => {
    if (deletedId === null || items === undefined || items.some((item) => item.id === deletedId)) return;
    setDeletedId(null);
    addButton.current?.focus();
  }, [deletedId, items]);

  return (
    <FormSection title="Portfolio" description="Past work a proposal can point the client to.">
      {portfolio.isPending ? (
        <div className="flex justify-center">
          <Spinner />
        </div>
      ) : portfolio.isError ? (
        <LoadFailed text="Your portfolio could not be loaded." onRetry={() => void portfolio.refetch()} />
      ) : (
        <>
          {portfolio.data.items.length === 0 ? (
            <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              {PORTFOLIO_EMPTY}
            </p>
          ) : (
            <ul aria-label="Your portfolio items" className="divide-y divide-slate-200">
              {portfolio.data.items.map((item) => (
                <PortfolioEntry
                  key={item.id}
                  item={item}
                  onEdit={() => setEditing(item)}
                  onDelete={() => setDeleting(item)}
                />
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-500">
              {portfolio.data.items.length} of {portfolio.data.max} items
            </p>
            <Button
              ref={addButton}
              onClick={() => setEditing('new')}
              disabled={portfolio.data.items.length >= portfolio.data.max}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add portfolio item
            </Button>
          </div>
        </>
      )}
      <PortfolioItemDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        subject={deleting}
        title="Delete portfolio item"
        describe={(item) => `Delete "${item.title}"? Proposals stop naming it.`}
        deleting={remove.isPending}
        onConfirm={() => deleting !== null && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </FormSection>
  );
}
