import { describe, expect, it } from 'vitest';
import { checkPassword, PASSWORD_SYMBOLS, passwordsMismatch } from './password-policy.js';

describe('checkPassword', () => {
  it('accepts a password when it has every class and exactly 8 characters', () => {
    expect(checkPassword('Abcdef1!')).toEqual({ ok: true });
  });

  it('asks for minimum 8 characters when the password has 7', () => {
    expect(checkPassword('Abcde1!')).toEqual({
      ok: false,
      missing: ['minimum 8 characters'],
      message: 'Password must contain: minimum 8 characters',
    });
  });

  it('lists every missing item in the spec order when the password is empty', () => {
    const result = checkPassword('');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(
      'Password must contain: uppercase letter, lowercase letter, number, symbol, minimum 8 characters',
    );
  });

  it('names uppercase and number when only those are missing', () => {
    const result = checkPassword('abcdefg!');
    expect(result.ok ? [] : result.missing).toEqual(['uppercase letter', 'number']);
  });

  it('accepts each symbol of the spec set when it is the only symbol', () => {
    for (const symbol of PASSWORD_SYMBOLS) expect(checkPassword(`Abcdef1${symbol}`)).toEqual({ ok: true });
  });

  it('asks for a symbol when the only special character is outside the set', () => {
    for (const other of ['~', '`', ' ', 'é']) {
      const result = checkPassword(`Abcdef1${other}`);
      expect(result.ok ? [] : result.missing).toEqual(['symbol']);
    }
  });

  it('does not count non-ASCII letters as uppercase or lowercase when checking classes', () => {
    const result = checkPassword('ÄÖÜäöü1!');
    expect(result.ok ? [] : result.missing).toEqual(['uppercase letter', 'lowercase letter']);
  });
});

describe('passwordsMismatch', () => {
  it('answers the spec message when the confirmation differs', () => {
    expect(passwordsMismatch('Abcdef1!', 'Abcdef1?')).toBe('Passwords do not match');
  });

  it('answers null when both are equal', () => {
    expect(passwordsMismatch('Abcdef1!', 'Abcdef1!')).toBeNull();
  });
});
