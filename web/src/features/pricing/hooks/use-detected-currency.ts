import { useQuery } from '@tanstack/react-query';
import { countryToCurrency, type CurrencyCode } from '../../../../../core/domain/money/currency';
import { GEOLOCATION_OPTIONS, REVERSE_GEOCODE_URL } from '../../../config/geolocation';
import { pricingKeys } from '../api/query-keys';

const currentPosition = (): Promise<GeolocationPosition> =>
  new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS));

async function countryCodeAt({ latitude, longitude }: GeolocationCoordinates, signal?: AbortSignal): Promise<string | null> {
  const url = new URL(REVERSE_GEOCODE_URL);
  url.searchParams.set('latitude', String(latitude));
  url.searchParams.set('longitude', String(longitude));
  url.searchParams.set('localityLanguage', 'en');
  const response = await fetch(url, { signal });
  if (!response.ok) return null;
  const { countryCode } = (await response.json()) as { countryCode?: unknown };
  return typeof countryCode === 'string' ? countryCode : null;
}

/**
 * The currency of the country the browser says the visitor is in, or null. A refused permission,
 * a timeout, an unknown country or a failed lookup all mean "no guess": nothing is shown or logged.
 */
export async function detectCurrency(signal?: AbortSignal): Promise<CurrencyCode | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;
  try {
    const { coords } = await currentPosition();
    const countryCode = await countryCodeAt(coords, signal);
    return countryCode === null ? null : countryToCurrency(countryCode);
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return null;
  }
}

/** Asked once per page load of the app: the browser's permission prompt must not come back on every visit to /pricing. */
export const useDetectedCurrency = () =>
  useQuery({ queryKey: pricingKeys.detectedCurrency, queryFn: ({ signal }) => detectCurrency(signal), staleTime: Infinity, gcTime: Infinity, retry: false });
