import { Plus } from 'lucide-react';
import { useId } from 'react';
import { PROMPT_PLACEHOLDERS } from '@core/domain/bidding/default-prompt';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { PLACEHOLDER_MEANINGS } from './sample-project';

/** The placeholders the writers fill, each put at the text area's cursor with one click. */
export function PlaceholderButtons({ onInsert }: { readonly onInsert: (placeholder: string) => void }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-800">
        Placeholders
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Filled in for each project when a proposal is written. Click one to insert it at the cursor.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 sm:grid sm:grid-cols-2">
        {PROMPT_PLACEHOLDERS.map((placeholder, index) => (
          <li key={placeholder} className="sm:h-full">
            <button
              type="button"
              aria-describedby={`${id}-${index}`}
              onClick={() => onInsert(placeholder)}
              className={cn(
                'flex items-start gap-1.5 rounded-md border border-slate-200 bg-slate-50 px-2 py-2 sm:gap-2 sm:px-3 text-left hover:border-blue-300 hover:bg-blue-50 sm:h-full sm:w-full',
                focusRing,
              )}
            >
              <Plus aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-blue-600" />
              <span className="min-w-0">
                <span className="block font-mono text-xs text-slate-900 sm:text-sm">
                  <span className="sr-only">Insert </span>
                  {placeholder}
                </span>
                {/* Read as the button's description, not as part of its name. */}
                <span id={`${id}-${index}`} aria-hidden="true" className="hidden text-xs text-slate-600 sm:block">
                  {PLACEHOLDER_MEANINGS[placeholder]}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
