import { PROJECT_KINDS, type ProjectKind } from '../../../core/domain/bidding/project-kind.js';
import {
  defaultBiddingSettings,
  runSettingsOf,
  type BiddingSettings,
  type BiddingSettingsPatch,
  type RunSettings,
} from '../../../core/domain/bidding/settings.js';
import type { BiddingSettingsRepository } from '../../../core/ports/bidding-settings-repository.port.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import { compare, copy, definedOnly, requireUser, type MemoryTables } from './memory-tables.js';

/** minBidUsd is kept to the cent, as the database keeps it. */
const toCents = (settings: BiddingSettings): BiddingSettings => ({
  ...settings,
  minBidUsd: Math.round(settings.minBidUsd * 100) / 100,
});

export class InMemoryBiddingSettingsRepository implements BiddingSettingsRepository {
  constructor(
    private readonly tables: MemoryTables,
    private readonly clock: Clock,
  ) {}

  async get(userId: string): Promise<BiddingSettings> {
    return copy(this.stored(userId));
  }

  async update(userId: string, patch: BiddingSettingsPatch): Promise<BiddingSettings> {
    const next = toCents({ ...this.stored(userId), ...definedOnly(patch), userId, updatedAt: this.clock.now() });
    this.tables.settings.set(userId, copy(next));
    return copy(next);
  }

  async listActive(): Promise<readonly RunSettings[]> {
    return [...this.tables.settings.values()]
      .filter((settings) => settings.isActive)
      .sort((a, b) => compare(a.userId, b.userId))
      .map((settings) => runSettingsOf(copy(settings)));
  }

  async recordRuns(userIds: readonly string[], at: Date): Promise<void> {
    for (const userId of userIds) {
      const found = this.tables.settings.get(userId);
      if (found !== undefined) this.tables.settings.set(userId, { ...found, lastRunAt: new Date(at) });
    }
  }

  async addUnbiddableKind(userId: string, kind: ProjectKind): Promise<BiddingSettings> {
    const found = this.stored(userId);
    const kinds = PROJECT_KINDS.filter((known) => known === kind || found.unbiddableKinds.includes(known));
    const next = { ...found, unbiddableKinds: kinds };
    this.tables.settings.set(userId, copy(next));
    return copy(next);
  }

  async updateBlockedClients(
    userId: string,
    edit: (blocked: readonly string[]) => readonly string[],
  ): Promise<BiddingSettings> {
    const found = this.stored(userId);
    const next = { ...found, blockedClientIds: [...edit(found.blockedClientIds)], updatedAt: this.clock.now() };
    this.tables.settings.set(userId, copy(next));
    return copy(next);
  }

  private stored(userId: string): BiddingSettings {
    const found = this.tables.settings.get(userId);
    if (found !== undefined) return found;
    requireUser(this.tables, userId);
    const created = defaultBiddingSettings(userId, this.clock.now());
    this.tables.settings.set(userId, copy(created));
    return created;
  }
}
