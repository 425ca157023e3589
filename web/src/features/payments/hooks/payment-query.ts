import { paths } from '@/config/paths';

/** Where the success page goes once the payment is done, unless the query says otherwise. */
export const DEFAULT_RETURN_PATH = paths.subscription;

// Only the path is used; the origin is a placeholder that can never equal a real one.
const SAME_SITE = 'https://bidpilot.invalid';

/** What a browser would read as another host, or a scheme: a second leading slash or a backslash after the first. */
const leavesSite = (path: string): boolean => !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\');

/**
 * `return_to` as a path of this app, else the default. It is judged twice: as written (a backslash,
 * a control character or white space anywhere, which browsers drop or read as `/`, refuses it), and
 * once normalised (dot segments, `%2e%2e` included, resolved), since `/..//evil.example` resolves to
 * `//evil.example`, which a link would take to another site.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (raw === null || raw === undefined) return DEFAULT_RETURN_PATH;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (leavesSite(raw) || /[\\\u0000-\u001f\u007f\s]/.test(raw)) return DEFAULT_RETURN_PATH;
  const url = new URL(raw, SAME_SITE);
  if (url.origin !== SAME_SITE || leavesSite(url.pathname)) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A query value trimmed, or null when absent or blank. */
const present = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * What the gateway's return link (or our own link) tells the success page. The billing type the
 * checkout carried back (custom_str4) is not read: the stored payment says what was bought.
 */
export interface SuccessQuery {
  /** Our payment reference; null means the link is no payment's. */
  readonly paymentId: string | null;
  /** The gateway's reference, passed on to verify; the server does not trust it. */
  readonly pfPaymentId: string | null;
  readonly returnTo: string;
}

export function readSuccessQuery(search: URLSearchParams): SuccessQuery {
  return {
    paymentId: present(search.get('payment_id')),
    pfPaymentId: present(search.get('pf_payment_id')),
    returnTo: safeReturnPath(search.get('return_to')),
  };
}

/** The processing and cancel pages read only the payment reference. */
export const readProcessingQuery = (search: URLSearchParams): { readonly paymentId: string | null } => ({
  paymentId: present(search.get('payment_id')),
});
