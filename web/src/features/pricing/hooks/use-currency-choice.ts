import { useMemo, useState } from 'react';
import { isSupportedCurrency, type CurrencyCode } from '@core/domain/money/currency';
import { browserSignals, guessCurrency } from './guess-currency';
import { useLocationLookup } from './use-detected-currency';

/** The currency the visitor picked themselves, kept for the tab's session. */
export const CURRENCY_CHOICE_KEY = 'pricingCurrency';

function storedChoice(): CurrencyCode | null {
  const stored = sessionStorage.getItem(CURRENCY_CHOICE_KEY);
  return stored !== null && isSupportedCurrency(stored) ? stored : null;
}

/** Where the 'Auto' currency came from: the browser's language and time zone, or the visitor's location when they asked. */
export type DetectedFrom = 'browser' | 'location';

/** The Detect button's last outcome, for the line that reports it. */
export type LocationLookupState =
  { readonly kind: 'idle' | 'looking' | 'failed' } | { readonly kind: 'found'; readonly currency: CurrencyCode };

export interface CurrencyChoice {
  readonly currency: CurrencyCode;
  /** The guessed or located currency (it wears the 'Auto' badge), or null without one. */
  readonly detected: CurrencyCode | null;
  readonly detectedFrom: DetectedFrom;
  choose(code: CurrencyCode): void;
  /** Runs the location lookup: only ever on the visitor's request. */
  detect(): void;
  readonly lookup: LocationLookupState;
}

/**
 * The currency prices are shown in. Until the visitor picks one, the guess from the browser's
 * language and time zone (no request, no prompt); otherwise USD. A currency they picked (USD
 * included) always wins over the guess. Detect asks for their location and applies what it finds,
 * since they asked for it.
 */
export function useCurrencyChoice(): CurrencyChoice {
  const [chosen, setChosen] = useState<CurrencyCode | null>(storedChoice);
  const guessed = useMemo(() => guessCurrency(browserSignals()), []);
  const choose = (code: CurrencyCode) => {
    sessionStorage.setItem(CURRENCY_CHOICE_KEY, code);
    setChosen(code);
  };
  const location = useLocationLookup(choose);
  const located = location.data ?? null;
  const lookup: LocationLookupState = location.isPending
    ? { kind: 'looking' }
    : location.isSuccess
      ? located === null
        ? { kind: 'failed' }
        : { kind: 'found', currency: located }
      : { kind: 'idle' };
  return {
    currency: chosen ?? guessed ?? 'USD',
    detected: located ?? guessed,
    detectedFrom: located === null ? 'browser' : 'location',
    choose,
    detect: () => location.mutate(),
    lookup,
  };
}
