import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClasses } from './field';

/** A labelled search input with a magnifier; the label may be visually hidden. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses(false, 'pl-9')}
        />
      </div>
    </div>
  );
}
