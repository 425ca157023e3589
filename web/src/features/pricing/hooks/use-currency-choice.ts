import { useState } from 'react';
import { isSupportedCurrency, type CurrencyCode } from '../../../../../core/domain/money/currency';
import { useDetectedCurrency } from './use-detected-currency';

/** The currency the visitor picked themselves, kept for the tab's session. */
export const CURRENCY_CHOICE_KEY = 'pricingCurrency';

function storedChoice(): CurrencyCode | null {
  const stored = sessionStorage.getItem(CURRENCY_CHOICE_KEY);
  return stored !== null && isSupportedCurrency(stored) ? stored : null;
}

export interface CurrencyChoice {
  readonly currency: CurrencyCode;
  /** The guessed currency (it wears the 'Auto' badge), or null while unknown or without a guess. */
  readonly detected: CurrencyCode | null;
  choose(code: CurrencyCode): void;
}

/**
 * The currency prices are shown in. Until the visitor picks one the selection is USD, and the
 * location guess replaces it when it arrives; once they have picked one (USD included) the guess
 * never overrides their choice, even if it arrives later.
 */
export function useCurrencyChoice(): CurrencyChoice {
  const [chosen, setChosen] = useState<CurrencyCode | null>(storedChoice);
  const detected = useDetectedCurrency().data ?? null;
  return {
    currency: chosen ?? detected ?? 'USD',
    detected,
    choose: (code) => {
      sessionStorage.setItem(CURRENCY_CHOICE_KEY, code);
      setChosen(code);
    },
  };
}
