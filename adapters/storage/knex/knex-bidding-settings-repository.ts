import { PROJECT_KINDS, type ProjectKind } from '../../../core/domain/bidding/project-kind.js';
import {
  defaultBiddingSettings,
  type BiddingSettings,
  type BiddingSettingsPatch,
  type RunSettings,
} from '../../../core/domain/bidding/settings.js';
import type { BiddingSettingsRepository } from '../../../core/ports/bidding-settings-repository.port.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import { isPostgres } from './knex-client.js';
import { idBatches, ownedByUser, whereAmong, type Db } from './knex-rows.js';
import { toRunSettings, toSettings } from './knex-settings-from-rows.js';
import {
  RUN_SETTINGS_COLUMNS,
  SETTINGS,
  settingsPatchRow,
  settingsRowFromJson,
  SQLITE_RUN_SETTINGS_ROW_JSON,
  type SettingsRow,
} from './knex-settings-rows.js';

/**
 * One row per user, created with the defaults on first read. An update writes only the patched
 * columns, so two concurrent patches of different fields both land.
 */
export class KnexBiddingSettingsRepository implements BiddingSettingsRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(userId: string): Promise<BiddingSettings> {
    const found = await this.find(userId);
    if (found !== null) return found;
    await this.insertDefaults(userId);
    return this.mustFind(userId);
  }

  async update(userId: string, patch: BiddingSettingsPatch): Promise<BiddingSettings> {
    await this.insertDefaults(userId);
    const row = { ...settingsPatchRow(patch), updated_at_ms: this.clock.now().getTime() };
    await this.db(SETTINGS).where({ user_id: userId }).update(row);
    return this.mustFind(userId);
  }

  async listActive(): Promise<readonly RunSettings[]> {
    const active = this.db(SETTINGS).where({ is_active: true }).orderBy('user_id');
    // Postgres' driver reads the wide rows as fast as their JSON; SQLite's is the slower by half.
    if (isPostgres(this.db)) return ((await active.select(RUN_SETTINGS_COLUMNS)) as SettingsRow[]).map(toRunSettings);
    const rows: readonly { readonly row_json: unknown }[] = await active.select(
      this.db.raw(SQLITE_RUN_SETTINGS_ROW_JSON),
    );
    return rows.map((row) => toRunSettings(settingsRowFromJson(row.row_json)));
  }

  async recordRuns(userIds: readonly string[], at: Date): Promise<void> {
    for (const batch of idBatches(this.db, userIds))
      await whereAmong(this.db(SETTINGS), 'user_id', batch).update({ last_run_at_ms: at.getTime() });
  }

  async addUnbiddableKind(userId: string, kind: ProjectKind): Promise<BiddingSettings> {
    await this.insertDefaults(userId);
    // Read and written in one transaction, so two kinds learned at once both stay.
    await this.db.transaction(async (trx) => {
      const query = trx<SettingsRow>(SETTINGS).where({ user_id: userId });
      // SQLite has one connection, so its transactions are serial already.
      const row = await (isPostgres(trx) ? query.forUpdate() : query).first();
      const known = row === undefined ? [] : toSettings(row).unbiddableKinds;
      const kinds = PROJECT_KINDS.filter((candidate) => candidate === kind || known.includes(candidate));
      await trx(SETTINGS)
        .where({ user_id: userId })
        .update({ unbiddable_kinds: JSON.stringify(kinds) });
    });
    return this.mustFind(userId);
  }

  async updateBlockedClients(
    userId: string,
    edit: (blocked: readonly string[]) => readonly string[],
  ): Promise<BiddingSettings> {
    await this.insertDefaults(userId);
    // As addUnbiddableKind: one transaction, the row locked on Postgres, so two blocks at once both stay.
    await this.db.transaction(async (trx) => {
      const query = trx<SettingsRow>(SETTINGS).where({ user_id: userId });
      const row = await (isPostgres(trx) ? query.forUpdate() : query).first();
      const blocked = edit(row === undefined ? [] : toSettings(row).blockedClientIds);
      await trx(SETTINGS)
        .where({ user_id: userId })
        .update({ blocked_client_ids: JSON.stringify(blocked), updated_at_ms: this.clock.now().getTime() });
    });
    return this.mustFind(userId);
  }

  private async insertDefaults(userId: string): Promise<void> {
    const { userId: _id, updatedAt, ...defaults } = defaultBiddingSettings(userId, this.clock.now());
    const row = {
      user_id: userId,
      ...settingsPatchRow(defaults),
      last_run_at_ms: null,
      updated_at_ms: updatedAt.getTime(),
    };
    await ownedByUser(() => this.db(SETTINGS).insert(row).onConflict('user_id').ignore());
  }

  private async find(userId: string): Promise<BiddingSettings | null> {
    const row = await this.db<SettingsRow>(SETTINGS).where({ user_id: userId }).first();
    return row === undefined ? null : toSettings(row);
  }

  private async mustFind(userId: string): Promise<BiddingSettings> {
    const found = await this.find(userId);
    if (found === null) throw new Error(`bidding_settings row for ${userId} vanished after insert`);
    return found;
  }
}
