import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaymentFilters } from '../api/get-payments';
import { PAYMENT_METHOD_OPTIONS, PAYMENT_STATUS_OPTIONS } from '../components/payment-display';

/** Typing settles this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

const oneOf = (value: string | null, options: readonly { readonly value: string }[]): string =>
  options.some((option) => option.value === value) ? (value ?? '') : '';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list's filters live in the address (?search=&status=&paymentMethod=&page=), so a reload or a
 * shared link shows the same list; empty ones are left out of it. Changing a filter goes back to page 1.
 */
export function usePaymentFilters() {
  const [params, setParams] = useSearchParams();
  const filters: PaymentFilters = {
    page: pageOf(params.get('page')),
    search: params.get('search') ?? '',
    status: oneOf(params.get('status'), PAYMENT_STATUS_OPTIONS),
    paymentMethod: oneOf(params.get('paymentMethod'), PAYMENT_METHOD_OPTIONS),
  };

  const change = (changes: Partial<PaymentFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries({ page: 1, ...changes })) {
          if (value === '' || (name === 'page' && value === 1)) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace: true },
    );

  return { filters, change };
}

/** The search box's own text, written to the filters once typing pauses. */
export function useDebouncedSearch(search: string, apply: (search: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(search);
  // The latest `apply`, so a re-render alone does not restart the wait.
  const applyLatest = useRef(apply);
  applyLatest.current = apply;
  useEffect(() => {
    if (text.trim() === search.trim()) return;
    const timer = setTimeout(() => applyLatest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);
  return [text, setText];
}
