import type { NotificationResponse } from '@contract/notifications';
import { paths } from '@/config/paths';

/** A review notification's signed one-time links, as app paths with their token. */
export interface SignedReviewLinks {
  readonly approve: string;
  readonly reject: string;
}

/** The confirm page's path and query of a signed link, or null for anything that is not one. */
function confirmPath(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.pathname !== paths.reviewLink || !parsed.searchParams.has('token')) return null;
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

/**
 * A waiting draft's notification carries its signed Approve and Reject links in `data` and, for
 * mail and chat, spelled out in the body. The inbox shows them as two links, so the body drops
 * the lines that spell them (a signed URL is hundreds of characters no one reads).
 */
export function signedReviewLinks(
  notification: NotificationResponse,
): { readonly links: SignedReviewLinks; readonly body: string } | null {
  const { approveUrl, rejectUrl } = notification.data;
  const approve = confirmPath(approveUrl);
  const reject = confirmPath(rejectUrl);
  if (approve === null || reject === null) return null;
  const body = notification.body
    .split('\n')
    .filter((line) => !line.includes(String(approveUrl)) && !line.includes(String(rejectUrl)))
    .join('\n')
    .trim();
  return { links: { approve, reject }, body };
}
