import { Filter } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';

type DecisionsCounts = readonly { readonly code: string; readonly message: string; readonly count: number }[];

/** The skip reasons of the last days with their counts, each a filter of the list below. */
export function ReasonChips({
  counts,
  selected,
  days,
  onSelect,
}: {
  readonly counts: DecisionsCounts;
  readonly selected: string | null;
  readonly days: number;
  readonly onSelect: (reason: string | null) => void;
}) {
  const chip = (active: boolean) =>
    cn(
      'inline-flex items-center gap-1 rounded-2xl border px-3 py-1 text-left text-sm',
      focusRing,
      active ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
    );
  return (
    <section
      aria-labelledby="skip-reasons-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="skip-reasons-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Filter aria-hidden="true" className="h-4 w-4 text-slate-500" />
        Why projects were skipped, last {days} days
      </h2>
      {counts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No project was skipped in the last {days} days.</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Filter by reason">
          <li>
            <button
              type="button"
              className={chip(selected === null)}
              aria-pressed={selected === null}
              onClick={() => onSelect(null)}
            >
              All reasons
            </button>
          </li>
          {counts.map((count) => (
            <li key={count.code}>
              <button
                type="button"
                className={chip(selected === count.code)}
                aria-pressed={selected === count.code}
                onClick={() => onSelect(count.code)}
              >
                {count.message}
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs font-semibold',
                    selected === count.code ? 'bg-white/20' : 'bg-slate-100',
                  )}
                >
                  {count.count.toLocaleString('en-US')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-500">
        Counts cover every project your runs looked at; the list keeps the newest few skips of each run. Projects
        sharing no skill with you are counted, not listed.
      </p>
    </section>
  );
}
