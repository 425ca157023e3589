import type { NewReviewDraft, ReviewDraft } from '../../../core/domain/bidding/review-draft.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import type { DraftDecision, ReviewDraftRepository } from '../../../core/ports/review-draft-repository.port.js';
import { compare, copy, pageOf, requireUser, type MemoryTables } from './memory-tables.js';

/** The review lane's drafts in memory; ordering and conditional decisions as the knex repository. */
export class InMemoryReviewDraftRepository implements ReviewDraftRepository {
  constructor(private readonly tables: MemoryTables) {}

  async insertIfAbsent(draft: NewReviewDraft): Promise<{ readonly inserted: boolean; readonly draft: ReviewDraft }> {
    requireUser(this.tables, draft.userId);
    const existing = [...this.tables.reviewDrafts.values()].find(
      (row) => row.userId === draft.userId && row.projectId === draft.projectId,
    );
    if (existing !== undefined) return { inserted: false, draft: copy(existing) };
    const stored: ReviewDraft = { ...copy(draft), status: 'waiting', decidedAt: null, note: null };
    this.tables.reviewDrafts.set(stored.id, stored);
    return { inserted: true, draft: copy(stored) };
  }

  async find(userId: string, id: string): Promise<ReviewDraft | null> {
    const draft = this.tables.reviewDrafts.get(id);
    return draft === undefined || draft.userId !== userId ? null : copy(draft);
  }

  async findMany(userId: string, ids: readonly string[]): Promise<readonly ReviewDraft[]> {
    return [...new Set(ids)]
      .map((id) => this.tables.reviewDrafts.get(id))
      .filter((draft): draft is ReviewDraft => draft !== undefined && draft.userId === userId)
      .map(copy);
  }

  async list(userId: string, page: PageRequest): Promise<Page<ReviewDraft>> {
    const key = (draft: ReviewDraft): [number, number] =>
      draft.status === 'waiting' ? [0, draft.expiresAt.getTime()] : [1, -draft.createdAt.getTime()];
    const sorted = [...this.tables.reviewDrafts.values()]
      .filter((draft) => draft.userId === userId)
      .sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        return compare(ka[0], kb[0]) || compare(ka[1], kb[1]) || compare(b.id, a.id);
      });
    return pageOf(sorted, page);
  }

  async countWaiting(userId: string, now: Date): Promise<number> {
    return [...this.tables.reviewDrafts.values()].filter(
      (draft) => draft.userId === userId && draft.status === 'waiting' && draft.expiresAt > now,
    ).length;
  }

  async decide(userId: string, id: string, decision: DraftDecision): Promise<ReviewDraft | null> {
    const draft = this.tables.reviewDrafts.get(id);
    if (draft === undefined || draft.userId !== userId || draft.status !== 'waiting' || draft.expiresAt <= decision.at)
      return null;
    const next: ReviewDraft = {
      ...draft,
      ...(decision.status === 'approved' ? decision.terms : {}),
      status: decision.status,
      decidedAt: decision.at,
      note: null,
    };
    this.tables.reviewDrafts.set(id, next);
    return copy(next);
  }

  async markPlaced(id: string): Promise<void> {
    const draft = this.tables.reviewDrafts.get(id);
    if (draft?.status === 'approved') this.tables.reviewDrafts.set(id, { ...draft, status: 'placed', note: null });
  }

  async reopen(id: string, change: { readonly note: string; readonly expiresAt: Date }): Promise<ReviewDraft | null> {
    const draft = this.tables.reviewDrafts.get(id);
    if (draft?.status !== 'approved') return null;
    const next: ReviewDraft = {
      ...draft,
      status: 'waiting',
      decidedAt: null,
      note: change.note,
      expiresAt: change.expiresAt,
    };
    this.tables.reviewDrafts.set(id, next);
    return copy(next);
  }

  async markFailed(id: string, change: { readonly note: string; readonly at: Date }): Promise<void> {
    const draft = this.tables.reviewDrafts.get(id);
    if (draft?.status === 'approved')
      this.tables.reviewDrafts.set(id, { ...draft, status: 'failed', note: change.note, decidedAt: change.at });
  }

  async expireDue(now: Date, limit: number): Promise<readonly ReviewDraft[]> {
    const due = [...this.tables.reviewDrafts.values()]
      .filter((draft) => draft.status === 'waiting' && draft.expiresAt <= now)
      .sort((a, b) => compare(a.expiresAt.getTime(), b.expiresAt.getTime()))
      .slice(0, limit);
    return due.map((draft) => {
      const next: ReviewDraft = { ...draft, status: 'expired', decidedAt: now };
      this.tables.reviewDrafts.set(draft.id, next);
      return copy(next);
    });
  }

  async recordBidCountry(userId: string, country: string): Promise<void> {
    requireUser(this.tables, userId);
    this.tables.bidCountries.set(`${userId} ${country}`, { userId, country });
  }

  async hasBidCountry(userId: string, country: string): Promise<boolean> {
    return this.tables.bidCountries.has(`${userId} ${country}`);
  }
}
