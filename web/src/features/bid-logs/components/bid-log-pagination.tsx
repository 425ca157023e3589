import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Previous/Next and 'Page X of Y'. */
export function BidLogPagination({ current, pages, onPage }: { readonly current: number; readonly pages: number; readonly onPage: (page: number) => void }) {
  return (
    <nav aria-label="Bid log pages" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {current} of {pages}
      </p>
      <Button variant="secondary" disabled={current >= pages} onClick={() => onPage(current + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
