import { describe, expect, it } from 'vitest';
import { normalizeEmail, searchSpellings } from './user.js';

describe('normalizeEmail', () => {
  it('trims and lower-cases an address', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('folds full-width and other compatibility forms into the plain address', () => {
    expect(normalizeEmail('ｕser@x.test')).toBe('user@x.test');
    expect(normalizeEmail('ＵＳＥＲ＠Ｘ．ＴＥＳＴ')).toBe('user@x.test');
    // The Kelvin sign and the ligature "ﬁ" are compatibility characters of "K" and "fi".
    expect(normalizeEmail('\u212Aate@ﬁrm.test')).toBe('kate@firm.test');
  });

  it('answers the same form when applied twice', () => {
    for (const email of ['ｕser@x.test', ' İnci@Örnek.test ', 'ẞtraße@x.test', '\u212Aate@ﬁrm.test']) {
      expect(normalizeEmail(normalizeEmail(email))).toBe(normalizeEmail(email));
    }
  });
});

describe('searchSpellings', () => {
  it('answers the typed term lower-cased and its folded form, once each', () => {
    expect(searchSpellings(' ＵSER ')).toEqual(['ｕser', 'user']);
    expect(searchSpellings('Ada')).toEqual(['ada']);
  });

  it('answers nothing for a blank search', () => {
    expect(searchSpellings('  ')).toEqual([]);
    expect(searchSpellings(undefined)).toEqual([]);
  });
});
