import type { Knex } from 'knex';
import type { ChannelLink, ChannelLinks, LinkableChannel } from '../../../core/ports/channel-links.port.js';
import { toDate } from './knex-rows.js';
import { TokenCipher } from './token-cipher.js';

interface LinkRow {
  readonly user_id: string;
  readonly channel: LinkableChannel;
  readonly target_sealed: string | null;
  readonly switched_off_reason: string | null;
  readonly changed_at_ms: number | string;
}

/** Channel links in `channel_links`, targets sealed with ENCRYPTION_KEY; link codes in `telegram_link_codes`, hashed. */
export class KnexChannelLinks implements ChannelLinks {
  private readonly cipher: TokenCipher;

  constructor(
    private readonly db: Knex,
    encryptionKey: Buffer,
  ) {
    this.cipher = new TokenCipher(encryptionKey);
  }

  async find(userId: string, channel: LinkableChannel): Promise<ChannelLink | null> {
    const row = (await this.db('channel_links').where({ user_id: userId, channel }).first()) as LinkRow | undefined;
    return row === undefined ? null : this.toLink(row);
  }

  async forUser(userId: string): Promise<readonly ChannelLink[]> {
    const rows = (await this.db('channel_links').where({ user_id: userId }).orderBy('channel')) as LinkRow[];
    return rows.map((row) => this.toLink(row));
  }

  async link(userId: string, channel: LinkableChannel, target: string | null, at: Date): Promise<void> {
    await this.upsert({
      user_id: userId,
      channel,
      target_sealed: target === null ? null : this.cipher.seal(target),
      switched_off_reason: null,
      changed_at_ms: at.getTime(),
    });
  }

  async switchOff(userId: string, channel: LinkableChannel, reason: string, at: Date): Promise<void> {
    await this.upsert({
      user_id: userId,
      channel,
      target_sealed: null,
      switched_off_reason: reason.slice(0, 500),
      changed_at_ms: at.getTime(),
    });
  }

  async remove(userId: string, channel: LinkableChannel): Promise<void> {
    await this.db('channel_links').where({ user_id: userId, channel }).delete();
  }

  async saveLinkCode(codeHash: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('telegram_link_codes').where({ user_id: userId }).delete();
      await trx('telegram_link_codes').insert({
        code_hash: codeHash,
        user_id: userId,
        expires_at_ms: expiresAt.getTime(),
      });
    });
  }

  async takeLinkCode(codeHash: string, now: Date): Promise<string | null> {
    // Deleted and read in one statement, so two bots (or two messages) racing for one code link it once.
    const result: unknown = await this.db.raw(
      'delete from telegram_link_codes where code_hash = ? returning user_id, expires_at_ms',
      [codeHash],
    );
    const [row] = rowsOf(result) as { user_id: string; expires_at_ms: number | string }[];
    return row !== undefined && Number(row.expires_at_ms) > now.getTime() ? row.user_id : null;
  }

  private async upsert(row: LinkRow): Promise<void> {
    await this.db('channel_links')
      .insert(row)
      .onConflict(['user_id', 'channel'])
      .merge(['target_sealed', 'switched_off_reason', 'changed_at_ms']);
  }

  private toLink(row: LinkRow): ChannelLink {
    return {
      userId: row.user_id,
      channel: row.channel,
      target: row.target_sealed === null ? null : this.cipher.open(row.target_sealed),
      switchedOffReason: row.switched_off_reason,
      changedAt: toDate(row.changed_at_ms),
    };
  }
}

/** knex.raw answers `{ rows }` on Postgres and the row array on SQLite. */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows: unknown[] }).rows;
}
