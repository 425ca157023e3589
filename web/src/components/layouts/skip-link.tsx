import { cn } from '../ui/cn';
import { focusRing } from '../ui/focus-ring';

/** The first stop of the Tab key: straight to the page's content, past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className={cn(
        'sr-only rounded-md bg-white px-4 py-2 text-sm font-medium text-blue-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50',
        focusRing,
      )}
    >
      Skip to content
    </a>
  );
}
