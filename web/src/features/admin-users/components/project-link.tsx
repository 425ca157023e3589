import { ExternalLink } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';

/** The project on the marketplace, in a new tab that cannot reach back to this one. */
export function ViewProjectLink({ url, title }: { readonly url: string; readonly title: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded text-sm font-medium text-blue-700 hover:underline',
        focusRing,
      )}
    >
      View Project
      <span className="sr-only"> {title} (opens in a new tab)</span>
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
    </a>
  );
}
