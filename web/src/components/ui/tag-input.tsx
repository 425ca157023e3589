import { Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from './cn';
import { inputClasses } from './field';
import { focusRing } from './focus-ring';
import { RemovableChips } from './removable-chips';

export interface TagInputProps {
  readonly label: string;
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  readonly hint?: string;
  /** An error from the form (the server's or the schema's), shown under the list. */
  readonly error?: string;
  readonly placeholder?: string;
  readonly maxItems: number;
  readonly maxLength: number;
  /** What is stored for what was typed: trimmed by default; codes change case. */
  readonly normalise?: (text: string) => string;
  /** Why a value cannot be added, or null. */
  readonly refuse?: (value: string) => string | null;
  /** How a value reads in its chip (a country code as its name). */
  readonly describe?: (value: string) => string;
  /** Read with each remove button: 'Remove {what} {value}'. */
  readonly what: string;
}

/** Lists match case-insensitively on the server, so 'Laravel' and 'laravel' are one entry. */
const containsIgnoringCase = (values: readonly string[], value: string): boolean =>
  values.some((existing) => existing.toLowerCase() === value.toLowerCase());

/**
 * A list of short values as chips: type and press Enter (or Add) to add, each chip removed on its
 * own. A value the list cannot take is refused in words beside the box, before any save.
 */
export function TagInput({
  label,
  values,
  onChange,
  hint,
  error,
  placeholder,
  maxItems,
  maxLength,
  normalise = (text) => text.trim(),
  refuse,
  describe = (value) => value,
  what,
}: TagInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState('');
  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint === undefined ? null : hintId, statusId, error === undefined ? null : errorId]
    .filter(Boolean)
    .join(' ');

  const reasonAgainst = (value: string): string | null => {
    if (containsIgnoringCase(values, value)) return `"${value}" is already in the list`;
    if (values.length >= maxItems) return `The list holds at most ${maxItems} entries`;
    return refuse?.(value) ?? null;
  };

  const add = () => {
    const value = normalise(text);
    if (value === '') return;
    const reason = reasonAgainst(value);
    if (reason !== null) {
      setRefusal(reason);
      return;
    }
    onChange([...values, value]);
    setText('');
    setRefusal('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds; it never submits the surrounding form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          autoComplete="off"
          maxLength={maxLength}
          placeholder={placeholder}
          value={text}
          aria-invalid={error === undefined && refusal === '' ? undefined : true}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            setRefusal('');
          }}
          onKeyDown={onKeyDown}
          className={inputClasses(error !== undefined || refusal !== '')}
        />
        <button
          type="button"
          onClick={add}
          aria-label={`Add to ${label}`}
          className={cn(
            'inline-flex shrink-0 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50',
            focusRing,
          )}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add
        </button>
      </div>
      {hint === undefined ? null : (
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <p id={statusId} aria-live="polite" className={cn('text-sm text-amber-700', refusal === '' ? 'sr-only' : 'mt-1')}>
        {refusal}
      </p>
      {error === undefined ? null : (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      {values.length === 0 ? null : (
        <RemovableChips
          label={`Your ${label.toLowerCase()}`}
          values={values}
          onChange={onChange}
          describe={describe}
          removeLabel={(value) => `Remove ${what} ${describe(value)}`}
        />
      )}
    </div>
  );
}
