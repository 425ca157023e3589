export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export type PasswordRequirement =
  'uppercase letter' | 'lowercase letter' | 'number' | 'symbol' | 'minimum 8 characters';

export type PasswordCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly missing: readonly PasswordRequirement[]; readonly message: string };

const symbols = new Set(PASSWORD_SYMBOLS);

const has = (password: string, test: (char: string) => boolean): boolean => {
  for (const char of password) if (test(char)) return true;
  return false;
};

const isUpper = (c: string): boolean => c >= 'A' && c <= 'Z';
const isLower = (c: string): boolean => c >= 'a' && c <= 'z';
const isDigit = (c: string): boolean => c >= '0' && c <= '9';

/** The spec's strength rule; `missing` keeps the spec's order, which is also the message's. */
export function checkPassword(password: string): PasswordCheck {
  const missing: PasswordRequirement[] = [];
  if (!has(password, isUpper)) missing.push('uppercase letter');
  if (!has(password, isLower)) missing.push('lowercase letter');
  if (!has(password, isDigit)) missing.push('number');
  if (!has(password, (c) => symbols.has(c))) missing.push('symbol');
  if (password.length < PASSWORD_MIN_LENGTH) missing.push('minimum 8 characters');
  if (missing.length === 0) return { ok: true };
  return { ok: false, missing, message: `Password must contain: ${missing.join(', ')}` };
}

/** null when the confirmation matches, else the spec's message. */
export const passwordsMismatch = (password: string, confirmPassword: string): string | null =>
  password === confirmPassword ? null : PASSWORDS_DO_NOT_MATCH;
