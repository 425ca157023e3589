import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Pagination } from '../../../../../contract/common';
import { Button } from '../../../components/ui/button';

/** Previous/Next with where the reader is; only when the payments take more than one page. */
export function PaymentsPagination({ pagination, onPage }: { readonly pagination: Pagination; readonly onPage: (page: number) => void }) {
  const { current, pages, total, limit } = pagination;
  if (pages <= 1) return null;
  const first = Math.min((current - 1) * limit + 1, total);
  const last = Math.min(current * limit, total);
  return (
    <nav aria-label="Payment pages" className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" disabled={current <= 1} onClick={() => onPage(Math.min(current - 1, pages))}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {current} of {pages} <span className="text-slate-500">({first > last ? 0 : `${first}–${last}`} of {total})</span>
      </p>
      <Button variant="secondary" disabled={current >= pages} onClick={() => onPage(current + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
