import { randomBytes } from 'node:crypto';

/** A message as a webhook received it. */
export interface SlackSimulatorMessage {
  readonly text: string;
  /** The blocks' text, flattened for the page (section and context texts, button labels and links). */
  readonly blockTexts: readonly string[];
  readonly receivedAt: Date;
}

/** How a webhook answers its next post instead of taking it: a status and Slack's error text. */
export interface SlackSimulatorFailure {
  readonly status: number;
  readonly body: string;
}

/** Messages kept per webhook: enough for a walk-through, bounded so a long-running server stays small. */
const KEPT_PER_WEBHOOK = 50;
/** Webhooks kept: the oldest is forgotten beyond this. */
const KEPT_WEBHOOKS = 200;

const randomId = (prefix: string, bytes: number): string =>
  `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;

/**
 * The Slack simulator's memory: webhooks by their path (`/services/T…/B…/secret`), each with the
 * messages posted to it. A path nobody created is taken too, as Slack takes any live webhook; one
 * removed answers 404 `no_service`, as Slack does once a webhook is removed from its app.
 */
export class SlackSimulatorState {
  private readonly webhooks = new Map<string, SlackSimulatorMessage[]>();
  private readonly removed = new Set<string>();
  private readonly failures = new Map<string, SlackSimulatorFailure[]>();

  /** A fresh webhook's path, as Slack makes one when an app is installed into a channel. */
  create(): string {
    const path = `/services/${randomId('T', 4)}/${randomId('B', 5)}/${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
    this.remember(path, []);
    return path;
  }

  /** Takes a post, or answers the refusal its webhook gives now. */
  post(path: string, message: Omit<SlackSimulatorMessage, 'receivedAt'>, now: Date): SlackSimulatorFailure | null {
    if (this.removed.has(path)) return { status: 404, body: 'no_service' };
    const failure = this.failures.get(path)?.shift();
    if (failure !== undefined) return failure;
    const messages = this.webhooks.get(path) ?? [];
    messages.push({ ...message, receivedAt: now });
    if (messages.length > KEPT_PER_WEBHOOK) messages.shift();
    this.remember(path, messages);
    return null;
  }

  /** The webhook's messages, oldest first. */
  messages(path: string): readonly SlackSimulatorMessage[] {
    return this.webhooks.get(path) ?? [];
  }

  isRemoved(path: string): boolean {
    return this.removed.has(path);
  }

  /** Removes the webhook: every later post is refused with 404 `no_service`. */
  remove(path: string): void {
    this.removed.add(path);
  }

  /** Makes the webhook's next post fail with this answer (tests: 429, 500, 410…). */
  failNext(path: string, failure: SlackSimulatorFailure): void {
    this.failures.set(path, [...(this.failures.get(path) ?? []), failure]);
  }

  private remember(path: string, messages: SlackSimulatorMessage[]): void {
    this.webhooks.delete(path);
    this.webhooks.set(path, messages);
    const oldest = this.webhooks.keys().next().value;
    if (this.webhooks.size > KEPT_WEBHOOKS && oldest !== undefined) this.webhooks.delete(oldest);
  }
}
