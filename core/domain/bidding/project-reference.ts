/**
 * What a user pastes to ask "why not this project?": a Freelancer project id, or a project link
 * (`https://www.freelancer.com/projects/{seo_url}`, seo_url being `category/slug`; the sandbox's and
 * the built-in simulator's links too), with or without the scheme, a page suffix (`/details`,
 * `/proposals`), a query or a fragment. Freelancer's links carry no id, so a link is matched by
 * its seo_url path.
 */
export type ProjectReference =
  { readonly kind: 'id'; readonly id: string } | { readonly kind: 'path'; readonly seoUrl: string };

/** The refusal of what is not one, worded for the box it is typed in ("Freelancer project link or id"). */
export const PROJECT_REFERENCE_REQUIRED = 'Enter a Freelancer project link or id';

const PAGE_SUFFIXES = new Set(['details', 'proposals', 'bids', 'clarification-board', 'files']);
const MAX_INPUT = 500;

export function parseProjectReference(input: string): ProjectReference | null {
  const text = input.trim();
  if (text === '' || text.length > MAX_INPUT) return null;
  if (/^\d{1,15}$/.test(text)) return { kind: 'id', id: String(Number(text)) };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const start = segments.findIndex((segment) => segment.toLowerCase() === 'projects');
  if (start === -1) return null;
  const rest = segments.slice(start + 1);
  while (rest.length > 0 && PAGE_SUFFIXES.has((rest[rest.length - 1] ?? '').toLowerCase())) rest.pop();
  if (rest.length === 1 && /^\d{1,15}$/.test(rest[0] ?? '')) return { kind: 'id', id: String(Number(rest[0])) };
  if (rest.length === 0 || rest.length > 2 || !rest.every((segment) => /^[\w.-]+$/.test(segment))) return null;
  return { kind: 'path', seoUrl: rest.join('/').toLowerCase() };
}

/** Whether a project (by its id and its link) is the one referred to. */
export function refersTo(reference: ProjectReference, project: { readonly id: string; readonly url: string }): boolean {
  if (reference.kind === 'id') return project.id === reference.id;
  const parsed = parseProjectReference(project.url);
  return parsed?.kind === 'path' && parsed.seoUrl === reference.seoUrl;
}
