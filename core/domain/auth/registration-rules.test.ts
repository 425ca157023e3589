import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkName,
  checkRegistration,
  NAME_HIDDEN_CHARACTER_MESSAGE,
  NAME_MAX_LENGTH,
} from './registration-rules.js';

const valid = { name: '  Ada Lovelace ', email: ' Ada@Example.COM ', password: 'Abcdef1!' };

const failure = (input: Parameters<typeof checkRegistration>[0]) => {
  const result = checkRegistration(input);
  return result.ok
    ? null
    : { code: result.error.code, message: result.error.message, field: result.error.details?.['field'] };
};

describe('checkRegistration', () => {
  it('returns the trimmed name and normalized email when every field is valid', () => {
    expect(checkRegistration(valid)).toEqual({
      ok: true,
      value: { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Abcdef1!' },
    });
  });

  it('fails with VALIDATION_FAILED on name when the name is only spaces', () => {
    expect(failure({ ...valid, name: '   ' })).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Name is required',
      field: 'name',
    });
  });

  it('reports the password rule message when the password is weak', () => {
    expect(failure({ ...valid, password: 'abcdefgh' })).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Password must contain: uppercase letter, number, symbol',
      field: 'password',
    });
  });

  it('reports a mismatch when a confirmation is given and differs', () => {
    expect(failure({ ...valid, confirmPassword: 'Abcdef1?' })?.message).toBe('Passwords do not match');
  });

  it('checks the name before the email when both are wrong', () => {
    expect(failure({ ...valid, name: '', email: 'nope' })?.field).toBe('name');
  });
});

describe('checkName', () => {
  it('accepts a name when it is exactly the maximum length', () => {
    expect(checkName('a'.repeat(NAME_MAX_LENGTH))).toBeNull();
  });

  it('refuses a name when it is one over the maximum length', () => {
    expect(checkName('a'.repeat(NAME_MAX_LENGTH + 1))?.message).toBe('Name must be at most 100 characters');
  });

  it.each([
    ['a right-to-left override', 'Eve\u202Eevil'],
    ['the audit’s registered name', 'Eve\u202Eevil\u0000\u200B'],
    ['a left-to-right isolate', 'Eve\u2066x\u2069'],
    ['a right-to-left mark', 'Eve\u200F'],
    ['a zero-width space', 'Ad\u200Bmin'],
    ['a word joiner', 'Ad\u2060min'],
    ['a soft hyphen', 'Ad\u00ADmin'],
    ['a BOM inside', 'Ad\uFEFFmin'],
    ['a NUL', 'Nul\u0000Name'],
    ['a tab inside', 'Ada\tLovelace'],
    ['a line feed inside', 'Ada\nBcc: x@y.test'],
    ['an escape', 'Ada\u001B[31m'],
    ['DEL', 'Ada\u007F'],
    ['a C1 control', 'Ada\u0085'],
    ['a line separator', 'Ada\u2028Lovelace'],
    ['a paragraph separator', 'Ada\u2029Lovelace'],
  ])('refuses a name holding %s, saying why', (_case, name) => {
    expect(checkName(name)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: NAME_HIDDEN_CHARACTER_MESSAGE,
      details: { field: 'name' },
    });
    expect(failure({ ...valid, name })).toEqual({
      code: 'VALIDATION_FAILED',
      message: NAME_HIDDEN_CHARACTER_MESSAGE,
      field: 'name',
    });
  });

  it('accepts names in any script, with accents, apostrophes, hyphens and inner spaces', () => {
    for (const name of [
      'José Ñúñez',
      "O'Brien-Smith",
      '李小龍',
      'Ελένη',
      'Ана Мария',
      'محمد علی',
      'Zoë 🙂',
      'فاطمه\u200Cزهرا',
      'Ada 👩\u200D💻',
    ]) {
      expect(checkName(name), name).toBeNull();
    }
  });

  it('judges the name as kept: outer spaces, tabs and line breaks are trimmed away, not refused', () => {
    expect(checkName(' \tAda Lovelace\r\n')).toBeNull();
    expect(checkRegistration({ ...valid, name: '\tAda\n' })).toMatchObject({ ok: true, value: { name: 'Ada' } });
  });
});

describe('checkEmail', () => {
  it('accepts common addresses when they have a user, @ and a dotted domain', () => {
    for (const email of ['a@b.co', 'first.last+tag@mail.example.org', 'A@B.IO']) expect(checkEmail(email)).toBeNull();
  });

  it('refuses malformed addresses when the shape is wrong', () => {
    for (const email of ['plain', 'a@b', 'a b@c.de', 'a@@b.de', '@b.de', 'a@b..de', 'a@.de', 'a@b.de.']) {
      expect(checkEmail(email)?.message).toBe('Please enter a valid email address');
    }
  });

  it('asks for an email when it is blank', () => {
    expect(checkEmail('  ')?.message).toBe('Email is required');
  });

  it('refuses an address with an invisible character anywhere in it, before trimming', () => {
    const formats = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u202E'];
    // Drawn as nothing or as a blank, though not format characters: Hangul fillers, a variation selector, the braille blank.
    const blanks = ['\u3164', '\uFFA0', '\u115F', '\u034F', '\uFE0F', '\u2800'];
    const invisible = [...formats, ...blanks];
    for (const char of invisible) {
      for (const email of [`user@x.test${char}`, `${char}user@x.test`, `us${char}er@x.test`]) {
        expect(checkEmail(email)).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'Email must not contain invisible characters',
          details: { field: 'email' },
        });
      }
    }
  });

  it('still trims a line feed pasted after an address: a control is not an invisible character there', () => {
    expect(checkEmail('user@x.test\n')).toBeNull();
  });

  it('accepts a full-width address, which is the same address as the plain one', () => {
    expect(checkEmail('ｕser@x.test')).toBeNull();
    expect(checkRegistration({ ...valid, email: 'ｕser@x.test' })).toMatchObject({
      ok: true,
      value: { email: 'user@x.test' },
    });
  });

  it('refuses an address when it is longer than 254 characters', () => {
    expect(checkEmail(`${'a'.repeat(245)}@example.com`)).not.toBeNull();
  });
});
