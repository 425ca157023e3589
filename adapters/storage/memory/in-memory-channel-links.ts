import type { ChannelLink, ChannelLinks, LinkableChannel } from '../../../core/ports/channel-links.port.js';

const keyOf = (userId: string, channel: LinkableChannel): string => `${userId}\u0000${channel}`;

/** Channel links in process memory, targets in clear: for tests and the core run alone. */
export class InMemoryChannelLinks implements ChannelLinks {
  private readonly links = new Map<string, ChannelLink>();
  private readonly codes = new Map<string, { readonly userId: string; readonly expiresAt: Date }>();

  async find(userId: string, channel: LinkableChannel): Promise<ChannelLink | null> {
    const link = this.links.get(keyOf(userId, channel));
    return link === undefined ? null : { ...link };
  }

  async forUser(userId: string): Promise<readonly ChannelLink[]> {
    return [...this.links.values()].filter((link) => link.userId === userId).map((link) => ({ ...link }));
  }

  async link(userId: string, channel: LinkableChannel, target: string | null, at: Date): Promise<void> {
    this.links.set(keyOf(userId, channel), {
      userId,
      channel,
      target,
      switchedOffReason: null,
      changedAt: new Date(at),
    });
  }

  async switchOff(userId: string, channel: LinkableChannel, reason: string, at: Date): Promise<void> {
    this.links.set(keyOf(userId, channel), {
      userId,
      channel,
      target: null,
      switchedOffReason: reason,
      changedAt: new Date(at),
    });
  }

  async remove(userId: string, channel: LinkableChannel): Promise<void> {
    this.links.delete(keyOf(userId, channel));
  }

  async saveLinkCode(codeHash: string, userId: string, expiresAt: Date): Promise<void> {
    for (const [hash, code] of this.codes) if (code.userId === userId) this.codes.delete(hash);
    this.codes.set(codeHash, { userId, expiresAt: new Date(expiresAt) });
  }

  async takeLinkCode(codeHash: string, now: Date): Promise<string | null> {
    const code = this.codes.get(codeHash);
    if (code === undefined) return null;
    this.codes.delete(codeHash);
    return code.expiresAt.getTime() > now.getTime() ? code.userId : null;
  }
}
