import { validationFailed } from '../../../domain/errors.js';

/** Lower-case words of a-z and 0-9 joined by single dashes: 'pro-plus', 'team-2025'. */
export const PLAN_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const PLAN_SLUG_MESSAGE = 'Slug may contain only lower-case letters, digits and single dashes between them';

/** 'Pro Plus (2025)!' → 'pro-plus-2025'. Accents are dropped to their base letter first. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The given slug, or one derived from the name; refuses a name that yields no letters or digits. */
export function resolvePlanSlug(slug: string | undefined, name: string): string {
  const resolved = slug ?? slugFromName(name);
  if (resolved === '') throw validationFailed('Slug is required when the name has no letters or digits', 'slug');
  if (!PLAN_SLUG_PATTERN.test(resolved)) throw validationFailed(PLAN_SLUG_MESSAGE, 'slug');
  return resolved;
}
