import { z } from 'zod';
import type {
  ApprovedTerms,
  NewReviewDraft,
  ReviewDraft,
  ReviewStatus,
} from '../../../core/domain/bidding/review-draft.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import type { DraftDecision, ReviewDraftRepository } from '../../../core/ports/review-draft-repository.port.js';
import { num, ownedByUser, pageOf, parseJsonColumn, toDate, toDateOrNull, type Db } from './knex-rows.js';

const DRAFTS = 'review_drafts';
const COUNTRIES = 'bid_client_countries';

interface DraftRow {
  id: string;
  user_id: string;
  bid_id: string;
  project_id: string;
  project_title: string;
  project_url: string;
  project_type: string;
  description: string;
  budget_min: number | string;
  budget_max: number | string | null;
  currency: string;
  client_id: string | null;
  client_country: string | null;
  proposal: string;
  amount_minor: number | string;
  amount_usd_cents: number | string;
  period_days: number | string;
  fit_score: number | string | null;
  hold_reasons: string;
  status: string;
  created_at_ms: number | string;
  expires_at_ms: number | string;
  decided_at_ms: number | string | null;
  job: string;
  note: string | null;
}

const HoldReasons = z.array(
  z.object({
    code: z.enum(['REVIEW_ALL', 'LOW_FIT', 'GUARD_WARNING', 'HIGH_AMOUNT', 'NEW_CLIENT_COUNTRY']),
    message: z.string(),
  }),
);

const toDraft = (row: DraftRow): ReviewDraft => ({
  id: row.id,
  userId: row.user_id,
  bidId: row.bid_id,
  projectId: row.project_id,
  projectTitle: row.project_title,
  projectUrl: row.project_url,
  projectType: row.project_type === 'hourly' ? 'hourly' : 'fixed',
  description: row.description,
  budgetMin: num(row.budget_min),
  budgetMax: row.budget_max === null ? null : num(row.budget_max),
  currency: row.currency,
  clientId: row.client_id,
  clientCountry: row.client_country,
  proposal: row.proposal,
  amount: num(row.amount_minor) / 100,
  amountUsd: num(row.amount_usd_cents) / 100,
  period: num(row.period_days),
  fitScore: row.fit_score === null ? null : num(row.fit_score),
  holdReasons: parseJsonColumn(HoldReasons, row.hold_reasons, 'review_drafts.hold_reasons'),
  status: row.status as ReviewStatus,
  createdAt: toDate(row.created_at_ms),
  expiresAt: toDate(row.expires_at_ms),
  decidedAt: toDateOrNull(row.decided_at_ms),
  job: row.job,
  note: row.note ?? null,
});

const toRow = (draft: NewReviewDraft): DraftRow => ({
  id: draft.id,
  user_id: draft.userId,
  bid_id: draft.bidId,
  project_id: draft.projectId,
  project_title: draft.projectTitle,
  project_url: draft.projectUrl,
  project_type: draft.projectType,
  description: draft.description,
  budget_min: draft.budgetMin,
  budget_max: draft.budgetMax,
  currency: draft.currency,
  client_id: draft.clientId,
  client_country: draft.clientCountry,
  proposal: draft.proposal,
  amount_minor: Math.round(draft.amount * 100),
  amount_usd_cents: Math.round(draft.amountUsd * 100),
  period_days: draft.period,
  fit_score: draft.fitScore,
  hold_reasons: JSON.stringify(draft.holdReasons),
  status: 'waiting',
  created_at_ms: draft.createdAt.getTime(),
  expires_at_ms: draft.expiresAt.getTime(),
  decided_at_ms: null,
  job: draft.job,
  note: null,
});

const termsRow = (terms: ApprovedTerms) => ({
  proposal: terms.proposal,
  amount_minor: Math.round(terms.amount * 100),
  amount_usd_cents: Math.round(terms.amountUsd * 100),
  period_days: terms.period,
});

/** docs/design.md#review-lane: every status change is one conditional update on `status = 'waiting'`. */
export class KnexReviewDraftRepository implements ReviewDraftRepository {
  constructor(private readonly db: Db) {}

  async insertIfAbsent(draft: NewReviewDraft): Promise<{ readonly inserted: boolean; readonly draft: ReviewDraft }> {
    const rows = await ownedByUser(() =>
      this.db(DRAFTS).insert(toRow(draft)).onConflict(['user_id', 'project_id']).ignore().returning('id'),
    );
    const stored = await this.db<DraftRow>(DRAFTS)
      .where({ user_id: draft.userId, project_id: draft.projectId })
      .first();
    if (stored === undefined) throw new Error(`Review draft for project ${draft.projectId} vanished after insert`);
    return { inserted: (rows as unknown[]).length > 0 && stored.id === draft.id, draft: toDraft(stored) };
  }

  async find(userId: string, id: string): Promise<ReviewDraft | null> {
    const row = await this.db<DraftRow>(DRAFTS).where({ user_id: userId, id }).first();
    return row === undefined ? null : toDraft(row);
  }

  async findMany(userId: string, ids: readonly string[]): Promise<readonly ReviewDraft[]> {
    if (ids.length === 0) return [];
    const rows = await this.db<DraftRow>(DRAFTS)
      .where({ user_id: userId })
      .whereIn('id', [...ids]);
    return rows.map(toDraft);
  }

  list(userId: string, page: PageRequest): Promise<Page<ReviewDraft>> {
    return pageOf<DraftRow, ReviewDraft>(
      this.db(DRAFTS).where({ user_id: userId }),
      page,
      (query) =>
        query
          .orderByRaw(`case when status = 'waiting' then 0 else 1 end`)
          .orderByRaw(`case when status = 'waiting' then expires_at_ms else -created_at_ms end`)
          .orderBy('id', 'desc'),
      toDraft,
    );
  }

  async countWaiting(userId: string, now: Date): Promise<number> {
    const [row] = (await this.db(DRAFTS)
      .where({ user_id: userId, status: 'waiting' })
      .andWhere('expires_at_ms', '>', now.getTime())
      .count({ n: '*' })) as { n: unknown }[];
    return num(row?.n);
  }

  async decide(userId: string, id: string, decision: DraftDecision): Promise<ReviewDraft | null> {
    const change = {
      status: decision.status,
      decided_at_ms: decision.at.getTime(),
      note: null,
      ...(decision.status === 'approved' ? termsRow(decision.terms) : {}),
    };
    const updated = await this.db(DRAFTS)
      .where({ user_id: userId, id, status: 'waiting' })
      .andWhere('expires_at_ms', '>', decision.at.getTime())
      .update(change);
    return updated === 1 ? this.find(userId, id) : null;
  }

  async markPlaced(id: string): Promise<void> {
    await this.db(DRAFTS).where({ id, status: 'approved' }).update({ status: 'placed', note: null });
  }

  async reopen(id: string, change: { readonly note: string; readonly expiresAt: Date }): Promise<ReviewDraft | null> {
    const updated = await this.db(DRAFTS).where({ id, status: 'approved' }).update({
      status: 'waiting',
      decided_at_ms: null,
      note: change.note,
      expires_at_ms: change.expiresAt.getTime(),
    });
    if (updated !== 1) return null;
    const row = await this.db<DraftRow>(DRAFTS).where({ id }).first();
    return row === undefined ? null : toDraft(row);
  }

  async markFailed(id: string, change: { readonly note: string; readonly at: Date }): Promise<void> {
    await this.db(DRAFTS)
      .where({ id, status: 'approved' })
      .update({ status: 'failed', note: change.note, decided_at_ms: change.at.getTime() });
  }

  async expireDue(now: Date, limit: number): Promise<readonly ReviewDraft[]> {
    const due = await this.db<DraftRow>(DRAFTS)
      .where({ status: 'waiting' })
      .andWhere('expires_at_ms', '<=', now.getTime())
      .orderBy('expires_at_ms')
      .limit(limit);
    const expired: ReviewDraft[] = [];
    for (const row of due) {
      // A decision that lands between the read and this write keeps its draft.
      const changed = await this.db(DRAFTS)
        .where({ id: row.id, status: 'waiting' })
        .update({ status: 'expired', decided_at_ms: now.getTime() });
      if (changed === 1) expired.push({ ...toDraft(row), status: 'expired', decidedAt: now });
    }
    return expired;
  }

  async recordBidCountry(userId: string, country: string): Promise<void> {
    await ownedByUser(() =>
      this.db(COUNTRIES).insert({ user_id: userId, country }).onConflict(['user_id', 'country']).ignore(),
    );
  }

  async hasBidCountry(userId: string, country: string): Promise<boolean> {
    return (await this.db(COUNTRIES).where({ user_id: userId, country }).first()) !== undefined;
  }
}
