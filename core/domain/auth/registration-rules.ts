import { validationFailed } from '../errors.js';
import type { DomainError } from '../errors.js';
import { hasInvisibleCharacter } from '../text/display-text.js';
import { normalizeEmail } from '../users/user.js';
import { checkPassword, passwordsMismatch } from './password-policy.js';

export const NAME_MAX_LENGTH = 100;
/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

// Deliberately loose: one @, no spaces, a dot in the domain. Delivery is the real check.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Format characters (zero-width spaces and joiners, word joiner, BOM, soft hyphen, direction marks)
// and the rest of what is drawn as nothing (Hangul fillers, variation selectors, the braille blank)
// make an address look like another person's. Controls are left to the shape check: a line feed
// pasted after an address is trimmed away, as it always was.
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

export interface RegistrationInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** Only the web form sends it; the API payload has name, email, password. */
  readonly confirmPassword?: string;
}

export interface ValidRegistration {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

export type RegistrationCheck =
  { readonly ok: true; readonly value: ValidRegistration } | { readonly ok: false; readonly error: DomainError };

export const NAME_HIDDEN_CHARACTER_MESSAGE =
  'Name cannot contain control or invisible characters (line breaks, tabs, zero-width spaces, text-direction marks)';

/**
 * A user's name as it will be kept (trimmed): shown to admins and in mails, so it must read as what
 * it is. A right-to-left override or a zero-width space would make it read as another name.
 */
export function checkName(name: string): DomainError | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return validationFailed('Name is required', 'name');
  if (trimmed.length > NAME_MAX_LENGTH)
    return validationFailed(`Name must be at most ${NAME_MAX_LENGTH} characters`, 'name');
  if (hasInvisibleCharacter(trimmed)) return validationFailed(NAME_HIDDEN_CHARACTER_MESSAGE, 'name');
  return null;
}

export function checkEmail(email: string): DomainError | null {
  // Checked on the raw input: trimming would silently drop a trailing BOM.
  if (INVISIBLE.test(email)) return validationFailed('Email must not contain invisible characters', 'email');
  const normalized = normalizeEmail(email);
  if (normalized.length === 0) return validationFailed('Email is required', 'email');
  if (normalized.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(normalized)) {
    return validationFailed('Please enter a valid email address', 'email');
  }
  return null;
}

/** First failing rule in form order (name, email, password, confirmation), or the cleaned input. */
export function checkRegistration(input: RegistrationInput): RegistrationCheck {
  const fieldError = checkName(input.name) ?? checkEmail(input.email);
  if (fieldError) return { ok: false, error: fieldError };
  const strength = checkPassword(input.password);
  if (!strength.ok) return { ok: false, error: validationFailed(strength.message, 'password') };
  const mismatch =
    input.confirmPassword === undefined ? null : passwordsMismatch(input.password, input.confirmPassword);
  if (mismatch) return { ok: false, error: validationFailed(mismatch, 'confirmPassword') };
  return { ok: true, value: { name: input.name.trim(), email: normalizeEmail(input.email), password: input.password } };
}
