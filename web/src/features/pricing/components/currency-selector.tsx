import { useId } from 'react';
import { CURRENCY_OPTIONS, isSupportedCurrency, type CurrencyCode } from '../../../../../core/domain/money/currency';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/field';

export interface CurrencySelectorProps {
  readonly value: CurrencyCode;
  /** The currency guessed from the visitor's location: its option and, when chosen, the box wear 'Auto'. */
  readonly detected: CurrencyCode | null;
  readonly onChange: (code: CurrencyCode) => void;
}

/** A native select: every option reads flag, code, symbol and name, and the keyboard works as everywhere. */
export function CurrencySelector({ value, detected, onChange }: CurrencySelectorProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
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
            {`${option.flag} ${option.code} (${option.symbol}) ${option.name}${option.code === detected ? ' · Auto' : ''}`}
          </option>
        ))}
      </select>
      {detected !== null && detected === value ? (
        <span title="Detected from your location">
          <Badge tone="blue">Auto</Badge>
        </span>
      ) : null}
    </div>
  );
}
