import { randomUUID } from 'node:crypto';
import { SENT_BID_STATUSES, type BidStatus } from '../../../core/domain/bidding/bid.js';
import type { ArmCounts } from '../../../core/domain/bidding/experiment-stats.js';
import type { PromptVariant, VariantPlan } from '../../../core/domain/bidding/prompt-experiment.js';
import { MAIN_PROFILE_ID } from '../../../core/domain/bidding/search-profile.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type {
  ArmOutcomes,
  OutcomeQuery,
  PromptExperimentRepository,
} from '../../../core/ports/prompt-experiment-repository.port.js';
import { compare, copy, requireUser, type MemoryTables } from './memory-tables.js';

/** Statuses of bids whose proposal the marketplace took: an arm's placed bids. */
const SENT: ReadonlySet<BidStatus> = new Set(SENT_BID_STATUSES);

const emptyArm = (): { placed: number; replied: number; awarded: number } => ({ placed: 0, replied: 0, awarded: 0 });

/** Prompt variants in memory; order, scoping and counting as the knex repository. */
export class InMemoryPromptExperimentRepository implements PromptExperimentRepository {
  constructor(
    private readonly tables: MemoryTables,
    private readonly clock: Clock,
  ) {}

  private runningRows(userId: string, profileId: string): PromptVariant[] {
    return [...this.tables.promptVariants.values()]
      .filter((variant) => variant.userId === userId && variant.profileId === profileId && variant.endedAt === null)
      .sort(
        (a, b) =>
          compare(a.position, b.position) ||
          compare(a.createdAt.getTime(), b.createdAt.getTime()) ||
          compare(a.id, b.id),
      );
  }

  async running(userId: string, profileId: string): Promise<readonly PromptVariant[]> {
    return this.runningRows(userId, profileId).map(copy);
  }

  async find(userId: string, id: string): Promise<PromptVariant | null> {
    const variant = this.tables.promptVariants.get(id);
    return variant === undefined || variant.userId !== userId ? null : copy(variant);
  }

  /** Synchronous after entry, so two changes at once apply one after the other. */
  async change(userId: string, profileId: string, plan: VariantPlan): Promise<readonly PromptVariant[]> {
    requireUser(this.tables, userId);
    const now = this.clock.now();
    const kept = new Map(plan.keep.map((variant) => [variant.id, variant]));
    for (const variant of this.runningRows(userId, profileId)) {
      const keep = kept.get(variant.id);
      this.tables.promptVariants.set(
        variant.id,
        keep === undefined
          ? { ...variant, endedAt: now }
          : { ...variant, name: keep.name, sharePercent: keep.sharePercent, position: keep.position },
      );
    }
    for (const variant of plan.add) {
      const id = randomUUID();
      this.tables.promptVariants.set(id, {
        id,
        userId,
        profileId,
        name: variant.name,
        prompt: variant.prompt,
        sharePercent: variant.sharePercent,
        position: variant.position,
        createdAt: now,
        endedAt: null,
      });
    }
    return this.running(userId, profileId);
  }

  async end(userId: string, profileId: string): Promise<number> {
    const running = this.runningRows(userId, profileId);
    const now = this.clock.now();
    for (const variant of running) this.tables.promptVariants.set(variant.id, { ...variant, endedAt: now });
    return running.length;
  }

  async endWithVariant(userId: string, variantId: string): Promise<PromptVariant | null> {
    const variant = this.tables.promptVariants.get(variantId);
    if (variant === undefined || variant.userId !== userId || variant.endedAt !== null) return null;
    await this.end(userId, variant.profileId);
    return copy(variant);
  }

  async outcomes(query: OutcomeQuery): Promise<ArmOutcomes> {
    const profileId = query.profileId === MAIN_PROFILE_ID ? null : query.profileId;
    const wanted = new Set(query.variantIds);
    const control = emptyArm();
    const variants = new Map<string, ArmCounts & { placed: number; replied: number; awarded: number }>(
      query.variantIds.map((id) => [id, emptyArm()]),
    );
    for (const bid of this.tables.bids.values()) {
      if (bid.userId !== query.userId || bid.profileId !== profileId || !SENT.has(bid.status)) continue;
      const arm =
        bid.promptVariantId === null
          ? bid.submittedAt >= query.since
            ? control
            : undefined
          : wanted.has(bid.promptVariantId)
            ? variants.get(bid.promptVariantId)
            : undefined;
      if (arm === undefined) continue;
      arm.placed += 1;
      if (bid.repliedAt !== null) arm.replied += 1;
      if (bid.status === 'accepted') arm.awarded += 1;
    }
    return { control, variants };
  }
}
