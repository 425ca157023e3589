/** The channels a user links or switches off themselves; the inbox is always on and webhooks keep their own endpoints. */
export type LinkableChannel = 'email' | 'telegram' | 'slack';

/** A user's standing on one channel. */
export interface ChannelLink {
  readonly userId: string;
  readonly channel: LinkableChannel;
  /** Where messages go, in clear: a Telegram chat id, a Slack webhook URL; null for e-mail (the account's own address) and once switched off. */
  readonly target: string | null;
  /** Why the channel is off (a dead target, or the user's own choice); null while it is on. */
  readonly switchedOffReason: string | null;
  readonly changedAt: Date;
}

/**
 * Where each user's channels point (docs/design.md#channels). Targets are secrets (a Slack
 * webhook URL lets anyone post): real adapters seal them at rest. A Telegram chat is linked with a
 * one-time code the bot receives as `/start CODE`; codes are kept only as their SHA-256.
 */
export interface ChannelLinks {
  /** The user's link on the channel, or null when they never linked it (or unlinked it). */
  find(userId: string, channel: LinkableChannel): Promise<ChannelLink | null>;
  /** Every channel the user has a row for. */
  forUser(userId: string): Promise<readonly ChannelLink[]>;
  /** Points the channel at `target` (null for e-mail) and switches it on, replacing any earlier target or reason. */
  link(userId: string, channel: LinkableChannel, target: string | null, at: Date): Promise<void>;
  /** Forgets the target and keeps why, so the user sees it where they link the channel again. */
  switchOff(userId: string, channel: LinkableChannel, reason: string, at: Date): Promise<void>;
  /** Forgets the channel for the user: no target, no reason. */
  remove(userId: string, channel: LinkableChannel): Promise<void>;
  /** Keeps a Telegram link code's hash until `expiresAt`, dropping the user's earlier codes: one live code per user. */
  saveLinkCode(codeHash: string, userId: string, expiresAt: Date): Promise<void>;
  /** Spends the code: answers its user and deletes it, or null when unknown, spent or expired at `now`. */
  takeLinkCode(codeHash: string, now: Date): Promise<string | null>;
}
