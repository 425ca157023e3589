import { randomUUID } from 'node:crypto';
import { SENT_BID_STATUSES } from '../../../core/domain/bidding/bid.js';
import type { ArmCounts } from '../../../core/domain/bidding/experiment-stats.js';
import type { PromptVariant, VariantPlan } from '../../../core/domain/bidding/prompt-experiment.js';
import { MAIN_PROFILE_ID } from '../../../core/domain/bidding/search-profile.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type {
  ArmOutcomes,
  OutcomeQuery,
  PromptExperimentRepository,
} from '../../../core/ports/prompt-experiment-repository.port.js';
import { isPostgres } from './knex-client.js';
import { num, ownedByUser, toDate, toDateOrNull, type Db } from './knex-rows.js';

const VARIANTS = 'prompt_variants';
/** Statuses of bids whose proposal the marketplace took: an arm's placed bids. */

interface VariantRow {
  id: string;
  user_id: string;
  profile_id: string;
  name: string;
  prompt: string;
  share_percent: number | string;
  position: number | string;
  created_at_ms: number | string;
  ended_at_ms: number | string | null;
}

const toVariant = (row: VariantRow): PromptVariant => ({
  id: row.id,
  userId: row.user_id,
  profileId: row.profile_id,
  name: row.name,
  prompt: row.prompt,
  sharePercent: num(row.share_percent),
  position: num(row.position),
  createdAt: toDate(row.created_at_ms),
  endedAt: toDateOrNull(row.ended_at_ms),
});

/** The prompt variants of each user's profiles, a row each (migration 032). */
export class KnexPromptExperimentRepository implements PromptExperimentRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async running(userId: string, profileId: string): Promise<readonly PromptVariant[]> {
    return (await this.runningOn(this.db, userId, profileId)).map(toVariant);
  }

  async find(userId: string, id: string): Promise<PromptVariant | null> {
    const row = await this.db<VariantRow>(VARIANTS).where({ id, user_id: userId }).first();
    return row === undefined ? null : toVariant(row);
  }

  async change(userId: string, profileId: string, plan: VariantPlan): Promise<readonly PromptVariant[]> {
    const now = this.clock.now().getTime();
    await ownedByUser(() =>
      this.db.transaction(async (trx) => {
        // The user's row locked on Postgres, so two changes at once apply one after the other; SQLite's transactions are serial already.
        if (isPostgres(trx)) await trx('users').where({ id: userId }).forUpdate().first('id');
        const running = await this.runningOn(trx, userId, profileId);
        const kept = new Map(plan.keep.map((variant) => [variant.id, variant]));
        for (const row of running) {
          const keep = kept.get(row.id);
          const change =
            keep === undefined
              ? { ended_at_ms: now }
              : { name: keep.name, share_percent: keep.sharePercent, position: keep.position };
          await trx(VARIANTS).where({ id: row.id }).update(change);
        }
        if (plan.add.length > 0) {
          await trx(VARIANTS).insert(
            plan.add.map((variant) => ({
              id: randomUUID(),
              user_id: userId,
              profile_id: profileId,
              name: variant.name,
              prompt: variant.prompt,
              share_percent: variant.sharePercent,
              position: variant.position,
              created_at_ms: now,
              ended_at_ms: null,
            })),
          );
        }
      }),
    );
    return this.running(userId, profileId);
  }

  async end(userId: string, profileId: string): Promise<number> {
    return this.db(VARIANTS)
      .where({ user_id: userId, profile_id: profileId })
      .whereNull('ended_at_ms')
      .update({ ended_at_ms: this.clock.now().getTime() });
  }

  async endWithVariant(userId: string, variantId: string): Promise<PromptVariant | null> {
    return this.db.transaction(async (trx) => {
      // Locked on Postgres: a second promotion waits here, then reads the variant ended and leaves.
      const query = trx<VariantRow>(VARIANTS).where({ id: variantId, user_id: userId }).whereNull('ended_at_ms');
      const row = await (isPostgres(trx) ? query.forUpdate() : query).first();
      if (row === undefined) return null;
      await trx(VARIANTS)
        .where({ user_id: userId, profile_id: row.profile_id })
        .whereNull('ended_at_ms')
        .update({ ended_at_ms: this.clock.now().getTime() });
      return toVariant(row);
    });
  }

  async outcomes(query: OutcomeQuery): Promise<ArmOutcomes> {
    const bids = this.db('bids').where({ user_id: query.userId }).whereIn('status', SENT_BID_STATUSES);
    if (query.profileId === MAIN_PROFILE_ID) void bids.whereNull('profile_id');
    else void bids.where({ profile_id: query.profileId });
    void bids.where((arms) => {
      void arms.where(
        (control) => void control.whereNull('prompt_variant_id').where('submitted_at_ms', '>=', query.since.getTime()),
      );
      if (query.variantIds.length > 0) void arms.orWhereIn('prompt_variant_id', query.variantIds);
    });
    const rows = (await bids
      .select('prompt_variant_id')
      .select(this.db.raw('count(*) as placed'))
      .select(this.db.raw('sum(case when replied_at_ms is not null then 1 else 0 end) as replied'))
      .select(this.db.raw(`sum(case when status = 'accepted' then 1 else 0 end) as awarded`))
      .groupBy('prompt_variant_id')) as {
      prompt_variant_id: string | null;
      placed: unknown;
      replied: unknown;
      awarded: unknown;
    }[];
    const variants = new Map<string, ArmCounts>(
      query.variantIds.map((id) => [id, { placed: 0, replied: 0, awarded: 0 }]),
    );
    let control: ArmCounts = { placed: 0, replied: 0, awarded: 0 };
    for (const row of rows) {
      const counts = { placed: num(row.placed), replied: num(row.replied), awarded: num(row.awarded) };
      if (row.prompt_variant_id === null) control = counts;
      else variants.set(row.prompt_variant_id, counts);
    }
    return { control, variants };
  }

  /** The profile's running rows, in order. */
  private async runningOn(db: Db, userId: string, profileId: string): Promise<VariantRow[]> {
    return db<VariantRow>(VARIANTS)
      .where({ user_id: userId, profile_id: profileId })
      .whereNull('ended_at_ms')
      .orderBy([{ column: 'position' }, { column: 'created_at_ms' }, { column: 'id' }]);
  }
}
