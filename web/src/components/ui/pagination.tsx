import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';

interface PaginationProps {
  /** The nav's accessible name: 'Bid log pages', 'User pages'… */
  readonly label: string;
  readonly current: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
  /** Said after 'Page X of Y', e.g. which rows the page holds. */
  readonly summary?: ReactNode;
  /** Shown on a single page too (the spec draws Bid Logs' pager always); otherwise only when there is a page to turn to. */
  readonly alwaysShown?: boolean;
  readonly className?: string;
}

/**
 * Previous/Next and 'Page X of Y', when there is another page to turn to. Previous from past the
 * end (an old link) lands on the last page.
 * A button that turns to the first or last page is then disabled, which would drop keyboard focus
 * to the page body: focus moves to the other button instead, once the page has turned.
 */
export function Pagination({
  label,
  current,
  pages,
  onPage,
  summary,
  alwaysShown = false,
  className,
}: PaginationProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const refocus = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const target = refocus.current;
    if (target === null || target.disabled) return;
    refocus.current = null;
    // Only focus the page turn dropped: not focus the reader has since moved elsewhere.
    const dropped =
      document.activeElement === null ||
      document.activeElement === document.body ||
      (document.activeElement as HTMLButtonElement).disabled === true;
    if (dropped) target.focus();
  }, [current, pages]);
  const turnTo = (page: number) => {
    if (page <= 1) refocus.current = next.current;
    else if (page >= pages) refocus.current = previous.current;
    onPage(page);
  };
  if (!alwaysShown && pages <= 1 && current <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <Button
        ref={previous}
        variant="secondary"
        disabled={current <= 1}
        onClick={() => turnTo(Math.min(current - 1, pages))}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {current} of {pages}
        {summary === undefined ? null : <> {summary}</>}
      </p>
      <Button ref={next} variant="secondary" disabled={current >= pages} onClick={() => turnTo(current + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
