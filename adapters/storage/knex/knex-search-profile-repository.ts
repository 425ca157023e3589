import { randomUUID } from 'node:crypto';
import {
  profileRulesOf,
  rulesFromStored,
  type NewSearchProfile,
  type ProfileRules,
  type SearchProfile,
  type SearchProfilePatch,
} from '../../../core/domain/bidding/search-profile.js';
import { defaultBiddingSettings } from '../../../core/domain/bidding/settings.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { SearchProfileRepository } from '../../../core/ports/search-profile-repository.port.js';
import { isPostgres } from './knex-client.js';
import { bool, idBatches, ownedByUser, toDate, uniqueAs, whereAmong, type Db } from './knex-rows.js';

const PROFILES = 'search_profiles';
/** Two writes of one name at once: the unique index turns the second away. */
const nameTaken = <T>(write: () => Promise<T>): Promise<T> =>
  uniqueAs('SEARCH_PROFILE_NAME_TAKEN', 'You already have a profile with this name', write);

interface ProfileRow {
  id: string;
  user_id: string;
  name: string;
  is_active: boolean | number;
  rules: string;
  created_at_ms: number | string;
  updated_at_ms: number | string;
}

/** A rule added after a profile was stored reads as its default. */
const DEFAULT_RULES: ProfileRules = profileRulesOf(defaultBiddingSettings('', new Date(0)));

const toProfile = (row: ProfileRow): SearchProfile => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  isActive: bool(row.is_active),
  rules: rulesFromStored(JSON.parse(row.rules), DEFAULT_RULES),
  createdAt: toDate(row.created_at_ms),
  updatedAt: toDate(row.updated_at_ms),
});

/** The profiles beside each user's main one, a row each with the rules as JSON (migration 030). */
/** Users asked for at once above which every active profile is read instead. */
const ALL_ACTIVE_ABOVE = 500;

export class KnexSearchProfileRepository implements SearchProfileRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<readonly SearchProfile[]> {
    const rows = await this.db<ProfileRow>(PROFILES)
      .where({ user_id: userId })
      .orderBy([{ column: 'created_at_ms' }, { column: 'id' }]);
    return rows.map(toProfile);
  }

  async listActiveForUsers(userIds: readonly string[]): Promise<ReadonlyMap<string, readonly SearchProfile[]>> {
    const result = new Map<string, SearchProfile[]>();
    const wanted = new Set(userIds);
    const order = [{ column: 'user_id' }, { column: 'created_at_ms' }, { column: 'id' }];
    // A tick asks for thousands of users, most with no profile beside the main one: one read of
    // every active profile (at most MAX_SEARCH_PROFILES a user) beats binding every id.
    const batches = wanted.size > ALL_ACTIVE_ABOVE ? [null] : idBatches(this.db, wanted);
    for (const batch of batches) {
      const query = this.db<ProfileRow>(PROFILES).where({ is_active: true }).orderBy(order);
      const rows = await (batch === null ? query : whereAmong(query, 'user_id', batch));
      for (const row of rows) {
        if (!wanted.has(row.user_id)) continue;
        const profiles = result.get(row.user_id) ?? [];
        profiles.push(toProfile(row));
        result.set(row.user_id, profiles);
      }
    }
    return result;
  }

  async find(userId: string, id: string): Promise<SearchProfile | null> {
    const row = await this.db<ProfileRow>(PROFILES).where({ id, user_id: userId }).first();
    return row === undefined ? null : toProfile(row);
  }

  async create(userId: string, profile: NewSearchProfile, maxOthers: number): Promise<SearchProfile | null> {
    const now = this.clock.now().getTime();
    const row: ProfileRow = {
      id: randomUUID(),
      user_id: userId,
      name: profile.name,
      is_active: profile.isActive,
      rules: JSON.stringify(profile.rules),
      created_at_ms: now,
      updated_at_ms: now,
    };
    const created = await ownedByUser(() =>
      nameTaken(() =>
        this.db.transaction(async (trx) => {
          // The user's row locked on Postgres, so two creations at once count each other; SQLite's transactions are serial already.
          if (isPostgres(trx)) await trx('users').where({ id: userId }).forUpdate().first('id');
          const [{ count }] = (await trx(PROFILES).where({ user_id: userId }).count({ count: '*' })) as [
            { count: number | string },
          ];
          if (Number(count) >= maxOthers) return false;
          await trx(PROFILES).insert(row);
          return true;
        }),
      ),
    );
    return created ? toProfile(row) : null;
  }

  async update(userId: string, id: string, patch: SearchProfilePatch): Promise<SearchProfile | null> {
    const updated = await nameTaken(() =>
      this.db.transaction(async (trx) => {
        const query = trx<ProfileRow>(PROFILES).where({ id, user_id: userId });
        const row = await (isPostgres(trx) ? query.forUpdate() : query).first();
        if (row === undefined) return false;
        const current = toProfile(row);
        const rules = Object.fromEntries(Object.entries(patch.rules ?? {}).filter(([, value]) => value !== undefined));
        await trx(PROFILES)
          .where({ id })
          .update({
            ...(patch.name === undefined ? {} : { name: patch.name }),
            ...(patch.isActive === undefined ? {} : { is_active: patch.isActive }),
            rules: JSON.stringify({ ...current.rules, ...rules }),
            updated_at_ms: this.clock.now().getTime(),
          });
        return true;
      }),
    );
    return updated ? this.find(userId, id) : null;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const deleted = await this.db(PROFILES).where({ id, user_id: userId }).del();
    return deleted > 0;
  }
}
