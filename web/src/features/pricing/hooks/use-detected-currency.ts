import { useMutation } from '@tanstack/react-query';
import { countryToCurrency, type CurrencyCode } from '@core/domain/money/currency';
import { GEOLOCATION_OPTIONS, REVERSE_GEOCODE_URL } from '@/config/geolocation';

const currentPosition = (): Promise<GeolocationPosition> =>
  new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS));

async function countryCodeAt({ latitude, longitude }: GeolocationCoordinates): Promise<string | null> {
  const url = new URL(REVERSE_GEOCODE_URL);
  url.searchParams.set('latitude', String(latitude));
  url.searchParams.set('longitude', String(longitude));
  url.searchParams.set('localityLanguage', 'en');
  const response = await fetch(url);
  if (!response.ok) return null;
  const { countryCode } = (await response.json()) as { countryCode?: unknown };
  return typeof countryCode === 'string' ? countryCode : null;
}

/**
 * The currency of the country the browser says the visitor is in, or null. A refused permission,
 * a timeout, an unknown country or a failed lookup all mean "no result"; nothing is logged.
 */
export async function detectCurrency(): Promise<CurrencyCode | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;
  try {
    const { coords } = await currentPosition();
    const countryCode = await countryCodeAt(coords);
    return countryCode === null ? null : countryToCurrency(countryCode);
  } catch {
    return null;
  }
}

/**
 * The spec's location lookup, run only when the visitor asks for it (the Detect button): the
 * browser's permission prompt, then the visitor's coordinates sent to the reverse-geocoding service
 * (docs/adr/0018-pricing-currency-guess.md). Never on load.
 */
export const useLocationLookup = (onDetected: (code: CurrencyCode) => void) =>
  useMutation({
    mutationFn: detectCurrency,
    onSuccess: (code) => {
      if (code !== null) onDetected(code);
    },
  });
