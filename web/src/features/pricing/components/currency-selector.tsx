import { LocateFixed } from 'lucide-react';
import { useId } from 'react';
import { CURRENCY_OPTIONS, isSupportedCurrency, type CurrencyCode } from '@core/domain/money/currency';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/field';
import { focusRing } from '@/components/ui/focus-ring';
import { REVERSE_GEOCODE_SERVICE } from '@/config/geolocation';
import type { DetectedFrom, LocationLookupState } from '../hooks/use-currency-choice';

export interface CurrencySelectorProps {
  readonly value: CurrencyCode;
  /**
   * The currency guessed from the browser or located on request: it wears 'Auto' once, as the badge
   * beside the box when chosen, else in its option (the box shows the chosen option's text).
   */
  readonly detected: CurrencyCode | null;
  readonly detectedFrom: DetectedFrom;
  readonly onChange: (code: CurrencyCode) => void;
  /** Asks for the visitor's location; the only way the lookup runs. */
  readonly onDetect: () => void;
  readonly lookup: LocationLookupState;
}

const AUTO_TITLE: Record<DetectedFrom, string> = {
  browser: 'Guessed from your browser’s language and time zone',
  location: 'Detected from your location',
};

function lookupText(lookup: LocationLookupState): string {
  if (lookup.kind === 'looking') return 'Finding your country…';
  if (lookup.kind === 'found') return `Prices now in ${lookup.currency}, from your location.`;
  if (lookup.kind === 'failed') return 'Your location could not be used; the currency is unchanged.';
  return '';
}

/**
 * A native select (every option reads flag, code, symbol and name; the keyboard works as
 * everywhere) and a Detect button that alone asks for the visitor's location, naming the service
 * their coordinates go to.
 */
export function CurrencySelector({ value, detected, detectedFrom, onChange, onDetect, lookup }: CurrencySelectorProps) {
  const id = useId();
  const noteId = useId();
  return (
    <div className="flex flex-col items-center gap-1 sm:items-start">
      <div className="flex flex-wrap items-center justify-center gap-2 sm:flex-nowrap">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Currency
        </label>
        <select
          id={id}
          value={value}
          onChange={(event) => {
            if (isSupportedCurrency(event.target.value)) onChange(event.target.value);
          }}
          className={cn(inputClasses(), 'w-auto pr-8')}
        >
          {CURRENCY_OPTIONS.map((option) => (
            <option key={option.code} value={option.code}>
              {`${option.flag} ${option.code} (${option.symbol}) ${option.name}${option.code === detected && detected !== value ? ' · Auto' : ''}`}
            </option>
          ))}
        </select>
        {detected !== null && detected === value ? (
          <span title={AUTO_TITLE[detectedFrom]}>
            <Badge tone="blue">Auto</Badge>
            <span className="sr-only">{AUTO_TITLE[detectedFrom]}</span>
          </span>
        ) : null}
        <button
          type="button"
          onClick={onDetect}
          disabled={lookup.kind === 'looking'}
          aria-describedby={noteId}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60',
            focusRing,
          )}
        >
          <LocateFixed aria-hidden="true" className="h-4 w-4" />
          Detect
        </button>
      </div>
      <p id={noteId} className="text-xs text-slate-600">
        Detect uses your location via {REVERSE_GEOCODE_SERVICE}.
      </p>
      <p role="status" className="min-h-4 text-xs text-slate-700">
        {lookupText(lookup)}
      </p>
    </div>
  );
}
