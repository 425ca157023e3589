import type { AttemptResult } from '../domain/webhooks/webhook.js';

/** One signed POST to an endpoint. */
export interface SignedWebhookRequest {
  readonly url: string;
  /** The endpoint's `whsec_...` secret. */
  readonly secret: string;
  /** The `webhook-id`. */
  readonly messageId: string;
  /** The `webhook-timestamp`: this attempt's time. */
  readonly timestamp: Date;
  /** The JSON body, signed byte for byte. */
  readonly body: string;
}

/**
 * Signs a webhook by the Standard Webhooks scheme and POSTs it, answering the status code or why
 * none came. Never follows a redirect, gives up after its timeout, reads at most a small part of
 * the answer, and refuses addresses the deployment forbids (SSRF).
 */
export interface WebhookTransport {
  send(request: SignedWebhookRequest): Promise<AttemptResult>;
}
