import { validationFailed } from '../../../domain/errors.js';

/** Lower-case words of a-z and 0-9 joined by single dashes: 'pro-plus', 'team-2025'. */
export const PLAN_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const PLAN_SLUG_MESSAGE = 'Slug may contain only lower-case letters, digits and single dashes between them';

/** What an admin assigns to mean "No Plan" (ChangeUserStatus), so no plan may take it: it could never be assigned. */
const NO_PLAN_SLUG = 'none';

export const RESERVED_SLUG_MESSAGE = `Slug "${NO_PLAN_SLUG}" is reserved: it means No Plan; choose another slug`;

/** 'Pro Plus (2025)!' → 'pro-plus-2025'. Accents are dropped to their base letter first. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The given slug, or one derived from the name; refuses a name that yields no letters or digits, and `none`. */
export function resolvePlanSlug(slug: string | undefined, name: string): string {
  const resolved = slug ?? slugFromName(name);
  if (resolved === '') throw validationFailed('Slug is required when the name has no letters or digits', 'slug');
  if (!PLAN_SLUG_PATTERN.test(resolved)) throw validationFailed(PLAN_SLUG_MESSAGE, 'slug');
  if (resolved === NO_PLAN_SLUG) throw validationFailed(RESERVED_SLUG_MESSAGE, 'slug');
  return resolved;
}
