import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

interface PaginationProps {
  /** The nav's accessible name: 'Bid log pages', 'User pages'… */
  readonly label: string;
  readonly current: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
  /** Said after 'Page X of Y', e.g. which rows the page holds. */
  readonly summary?: ReactNode;
}

/** Previous/Next and 'Page X of Y'. Previous from past the end (an old link) lands on the last page. */
export function Pagination({ label, current, pages, onPage, summary }: PaginationProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" disabled={current <= 1} onClick={() => onPage(Math.min(current - 1, pages))}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {current} of {pages}
        {summary === undefined ? null : <> {summary}</>}
      </p>
      <Button variant="secondary" disabled={current >= pages} onClick={() => onPage(current + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
