/** One request the inbox received, as it arrived. */
export interface ReceivedWebhook {
  readonly receivedAt: Date;
  readonly method: string;
  /** Lower-case names; only the headers a webhook receiver looks at, so no cookie of a browser that posts here is kept. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** The status the inbox answered. */
  readonly answered: number;
}

export const KEPT_HEADERS = [
  'content-type',
  'user-agent',
  'webhook-id',
  'webhook-timestamp',
  'webhook-signature',
] as const;

/** Per inbox, newest first; older ones fall off. */
const MAX_PER_INBOX = 50;
/** Inboxes kept; the least recently used one is forgotten first. */
const MAX_INBOXES = 200;
/** A body longer than this is kept cut, with a note. */
export const MAX_KEPT_BODY = 64 * 1024;

/**
 * The built-in webhook receiver's memory: requests per inbox name, bounded in inboxes, requests
 * and body size, so anyone posting to a demo server cannot grow it without end.
 */
export class WebhookInboxes {
  private readonly inboxes = new Map<string, ReceivedWebhook[]>();

  record(inbox: string, received: ReceivedWebhook): void {
    const kept = this.inboxes.get(inbox) ?? [];
    this.inboxes.delete(inbox);
    this.inboxes.set(inbox, [received, ...kept].slice(0, MAX_PER_INBOX));
    while (this.inboxes.size > MAX_INBOXES) {
      const oldest = this.inboxes.keys().next().value;
      if (oldest === undefined) break;
      this.inboxes.delete(oldest);
    }
  }

  list(inbox: string): readonly ReceivedWebhook[] {
    return this.inboxes.get(inbox) ?? [];
  }
}
