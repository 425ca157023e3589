import { describe, expect, it } from 'vitest';
import { guessCurrency } from './guess-currency';

describe('guessCurrency', () => {
  it('reads the time zone’s country first: a default en-US browser in India is guessed INR', () => {
    expect(guessCurrency({ languages: ['en-US', 'en'], timeZone: 'Asia/Kolkata' })).toBe('INR');
    expect(guessCurrency({ languages: ['en-US'], timeZone: 'Africa/Johannesburg' })).toBe('ZAR');
    expect(guessCurrency({ languages: ['en-US'], timeZone: 'Europe/London' })).toBe('GBP');
    expect(guessCurrency({ languages: ['en-US'], timeZone: 'Europe/Madrid' })).toBe('EUR');
  });

  it('falls back to the first preferred language that names a supported country', () => {
    expect(guessCurrency({ languages: ['pt-BR', 'en', 'en-GB', 'de-DE'], timeZone: 'UTC' })).toBe('GBP');
    expect(guessCurrency({ languages: ['fr-FR'], timeZone: undefined })).toBe('EUR');
    expect(guessCurrency({ languages: ['hi-IN'], timeZone: 'Asia/Tokyo' })).toBe('INR');
  });

  it('makes no guess from a bare language, a malformed tag, an unlisted country, or one whose currency is the default USD', () => {
    expect(guessCurrency({ languages: ['en', 'de'], timeZone: 'UTC' })).toBeNull();
    expect(guessCurrency({ languages: ['not a tag!', ''], timeZone: 'Mars/Olympus' })).toBeNull();
    expect(guessCurrency({ languages: ['pt-BR', 'ja-JP'], timeZone: 'America/Sao_Paulo' })).toBeNull();
    expect(guessCurrency({ languages: ['en-GB'], timeZone: 'America/New_York' })).toBeNull();
    expect(guessCurrency({ languages: [], timeZone: undefined })).toBeNull();
  });
});
