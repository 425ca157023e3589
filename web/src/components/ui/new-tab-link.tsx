import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

/**
 * A link to another site, in a new tab that cannot reach back to this one. Screen readers hear
 * `srDetail` after the visible text, then that it opens a new tab.
 */
export function NewTabLink({
  href,
  srDetail,
  className,
  children,
}: {
  readonly href: string;
  readonly srDetail: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline',
        focusRing,
        className,
      )}
    >
      {children}
      <span className="sr-only"> {srDetail} (opens in a new tab)</span>
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
    </a>
  );
}
