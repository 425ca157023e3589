/**
 * The pricing page's Detect button finds the visitor's currency from where the browser says they
 * are (on load it only guesses from the browser's language and time zone, sending nothing). The
 * reverse-geocoding service is BigDataCloud's key-less client endpoint, which answers
 * `countryCode` for a latitude and longitude; its origin is allowed in the server's
 * Content-Security-Policy (connect-src), so change both together (docs/adr/0018-pricing-currency-guess.md).
 */
export const REVERSE_GEOCODE_URL = 'https://api.bigdatacloud.net/data/reverse-geocode-client';

/** Named beside the Detect button: the visitor's coordinates go to this company. */
export const REVERSE_GEOCODE_SERVICE = 'BigDataCloud';

/** How long the browser may take to locate the visitor; low accuracy is plenty for a country. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  timeout: 10_000,
  enableHighAccuracy: false,
  maximumAge: 60 * 60_000,
};
