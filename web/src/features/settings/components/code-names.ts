import { isCountryCode, isLanguageCode } from '@contract/what-gets-bid-settings';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** 'de' reads 'German (de)': the code is what the user types, the name is what they check it against. */
export const languageLabel = (code: string): string => `${languageNames.of(code) ?? code} (${code})`;
export const countryLabel = (code: string): string => `${regionNames.of(code) ?? code} (${code})`;

export const refuseLanguage = (code: string): string | null =>
  isLanguageCode(code) ? null : `"${code}" is not a two-letter language code, e.g. en or de`;
export const refuseCountry = (code: string): string | null =>
  isCountryCode(code) ? null : `"${code}" is not a two-letter country code, e.g. US or IN`;
