import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Previous/Next with 'Page X of Y'; the caller shows it only when there is more than one page. */
export function ListPagination({ label, current, pages, onPage }: { readonly label: string; readonly current: number; readonly pages: number; readonly onPage: (page: number) => void }) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={current <= 1} onClick={() => onPage(Math.min(current - 1, pages))}>
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
