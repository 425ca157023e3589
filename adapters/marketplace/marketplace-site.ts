const PRODUCTION_SITE = 'https://www.freelancer.com';
const SANDBOX_SITE = 'https://www.freelancer-sandbox.com';

const isHostOf = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

/**
 * Where the marketplace behind an API root shows its projects to people: project links are
 * `{site}/projects/{seo_url}` (docs/design.md#freelancer). Freelancer's sandbox API (on
 * freelancer-sandbox.com, or the `api-sandbox.freelancer.com` host one unofficial SDK uses) has its
 * projects on the sandbox site, whose tokens and projects production does not know; Freelancer's
 * production API on freelancer.com. Any other root (a proxy, a test server, the built-in
 * simulator) serves its projects beside its API: the root without its trailing `/api`.
 */
export function marketplaceSiteFor(apiBaseUrl: string): string {
  const url = new URL(apiBaseUrl);
  const host = url.hostname.toLowerCase();
  if (isHostOf(host, 'freelancer-sandbox.com') || host === 'api-sandbox.freelancer.com') return SANDBOX_SITE;
  if (isHostOf(host, 'freelancer.com')) return PRODUCTION_SITE;
  return `${url.origin}${url.pathname.replace(/\/+$/, '').replace(/\/api$/i, '')}`;
}
