import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

/** A whole page number from the address; anything else is page 1. */
const pageOf = (text: string | null): number => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * A list screen's state in the address (?search=…&page=…&…), so Back and a shared link open the
 * same view. The search box's text is applied once typing has settled for 300 ms; applying it, or
 * changing any other parameter, goes back to page 1. Typing replaces the history entry rather than
 * adding one per pause; a page or filter change adds one, unless `replaceHistory` (a screen whose
 * Back button should leave the screen rather than step through its filters).
 */
export function useListParams({ replaceHistory = false }: { readonly replaceHistory?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = pageOf(params.get('page'));
  const [text, setText] = useState(search);
  const typed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const applied = useRef(typed);

  const update = useCallback(
    (changes: Readonly<Record<string, string | null>>, options?: { readonly replace?: boolean }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }, options),
    [setParams],
  );

  useEffect(() => {
    if (applied.current === typed) return;
    applied.current = typed;
    if (typed.trim() !== search) update({ search: typed.trim() }, { replace: true });
  }, [typed, search, update]);

  // Back or a link may bring another search: the box shows it.
  useEffect(() => setText((current) => (current.trim() === search ? current : search)), [search]);

  const setPage = useCallback(
    (next: number) => update({ page: next === 1 ? null : String(next) }, { replace: replaceHistory }),
    [update, replaceHistory],
  );
  const setParam = useCallback(
    (name: string, value: string | null) => update({ [name]: value }, { replace: replaceHistory }),
    [update, replaceHistory],
  );
  return { params, search, page, text, setText, setPage, setParam };
}
