import { describe, expect, it } from 'vitest';
import { aReviewDraft } from '../builders/review-drafts.js';
import { aUser } from '../builders/users.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const at = (minutes: number): Date => new Date(T0 + minutes * 60_000);

export function describeReviewDraftRepositoryContract(name: string, setup: StorageSetup): void {
  describe(`${name}: ReviewDraftRepository`, () => {
    const h = useHarness(setup);
    const reviews = () => h().storage.reviews;
    const newUserId = async () => (await h().storage.users.create(aUser())).id;

    it('stores one draft per user and project, answering the first to a retry', async () => {
      const userId = await newUserId();
      const draft = aReviewDraft(userId, { projectId: '1' });
      const first = await reviews().insertIfAbsent(draft);
      expect(first).toEqual({ inserted: true, draft: { ...draft, status: 'waiting', decidedAt: null, note: null } });
      const again = await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '1', proposal: 'other' }));
      expect(again).toEqual({ inserted: false, draft: first.draft });
      expect(await reviews().find(userId, draft.id)).toEqual(first.draft);
      await expect(reviews().insertIfAbsent(aReviewDraft('no-such-user', { projectId: '1' }))).rejects.toMatchObject({
        code: 'USER_NOT_FOUND',
      });
    });

    it("never answers another user's draft", async () => {
      const [owner, other] = [await newUserId(), await newUserId()];
      const { draft } = await reviews().insertIfAbsent(aReviewDraft(owner, { projectId: '1' }));
      expect(await reviews().find(other, draft.id)).toBeNull();
      expect(await reviews().decide(other, draft.id, { status: 'rejected', at: at(1) })).toBeNull();
      expect((await reviews().find(owner, draft.id))?.status).toBe('waiting');
    });

    it("finds the user's own drafts among many ids in one read, leaving out absent ones and others'", async () => {
      const [owner, other] = [await newUserId(), await newUserId()];
      const mine = [
        (await reviews().insertIfAbsent(aReviewDraft(owner, { projectId: '1' }))).draft,
        (await reviews().insertIfAbsent(aReviewDraft(owner, { projectId: '2' }))).draft,
      ];
      const theirs = (await reviews().insertIfAbsent(aReviewDraft(other, { projectId: '1' }))).draft;
      const found = await reviews().findMany(owner, [
        mine[1]!.id,
        theirs.id,
        'no-such-draft',
        mine[0]!.id,
        mine[1]!.id,
      ]);
      expect([...found].sort((a, b) => a.projectId.localeCompare(b.projectId))).toEqual(mine);
      expect(await reviews().findMany(owner, [])).toEqual([]);
      expect(await reviews().findMany(other, [mine[0]!.id])).toEqual([]);
    });

    it('lists waiting drafts first, soonest due first, then the rest newest first, and counts the waiting ones', async () => {
      const userId = await newUserId();
      const late = (
        await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '1', createdAt: at(0), expiresAt: at(90) }))
      ).draft;
      const soon = (
        await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '2', createdAt: at(1), expiresAt: at(30) }))
      ).draft;
      const oldDone = (await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '3', createdAt: at(2) })))
        .draft;
      const newDone = (await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '4', createdAt: at(3) })))
        .draft;
      await reviews().decide(userId, oldDone.id, { status: 'rejected', at: at(5) });
      await reviews().decide(userId, newDone.id, { status: 'rejected', at: at(5) });
      const page = await reviews().list(userId, { page: 1, limit: 3 });
      expect(page.total).toBe(4);
      expect(page.items.map((d) => d.id)).toEqual([soon.id, late.id, newDone.id]);
      expect((await reviews().list(userId, { page: 2, limit: 3 })).items.map((d) => d.id)).toEqual([oldDone.id]);
      expect(await reviews().countWaiting(userId, at(10))).toBe(2);
      expect(await reviews().countWaiting(userId, at(30))).toBe(1);
    });

    it('approves with the terms once; a second decision loses', async () => {
      const userId = await newUserId();
      const { draft } = await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '1' }));
      const terms = { proposal: 'Edited proposal text for the client.', amount: 500, amountUsd: 545.6, period: 10 };
      const results = await Promise.all([
        reviews().decide(userId, draft.id, { status: 'approved', terms, at: at(5) }),
        reviews().decide(userId, draft.id, { status: 'rejected', at: at(5) }),
      ]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      const approved = await reviews().decide(userId, draft.id, { status: 'approved', terms, at: at(6) });
      expect(approved).toBeNull();
      const stored = await reviews().find(userId, draft.id);
      if (stored?.status === 'approved') expect(stored).toMatchObject({ ...terms, decidedAt: at(5) });
      else expect(stored).toMatchObject({ status: 'rejected', proposal: draft.proposal, amount: draft.amount });
    });

    it('marks an approved draft placed, and nothing else', async () => {
      const userId = await newUserId();
      const a = (await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '1' }))).draft;
      const b = (await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '2' }))).draft;
      await reviews().decide(userId, a.id, {
        status: 'approved',
        terms: { proposal: a.proposal, amount: a.amount, amountUsd: a.amountUsd, period: a.period },
        at: at(1),
      });
      await reviews().markPlaced(a.id);
      await reviews().markPlaced(b.id);
      expect((await reviews().find(userId, a.id))?.status).toBe('placed');
      expect((await reviews().find(userId, b.id))?.status).toBe('waiting');
    });

    it('gives an approved draft back to its user with the reason, or closes it failed; only an approved one, once', async () => {
      const userId = await newUserId();
      const insert = async (projectId: string) =>
        (await reviews().insertIfAbsent(aReviewDraft(userId, { projectId, expiresAt: at(60) }))).draft;
      const [back, failed, waiting] = [await insert('1'), await insert('2'), await insert('3')];
      for (const draft of [back, failed])
        await reviews().decide(userId, draft.id, {
          status: 'approved',
          terms: { proposal: draft.proposal, amount: draft.amount, amountUsd: draft.amountUsd, period: draft.period },
          at: at(1),
        });
      expect(await reviews().reopen(back.id, { note: 'No available bids left', expiresAt: at(120) })).toMatchObject({
        id: back.id,
        status: 'waiting',
        decidedAt: null,
        note: 'No available bids left',
        expiresAt: at(120),
      });
      expect(await reviews().reopen(back.id, { note: 'again', expiresAt: at(180) })).toBeNull();
      expect(await reviews().reopen(waiting.id, { note: 'x', expiresAt: at(180) })).toBeNull();
      expect(await reviews().countWaiting(userId, at(90))).toBe(1);
      // Approved again: the note goes with the new decision.
      expect(
        await reviews().decide(userId, back.id, {
          status: 'approved',
          terms: { proposal: back.proposal, amount: back.amount, amountUsd: back.amountUsd, period: back.period },
          at: at(90),
        }),
      ).toMatchObject({ status: 'approved', note: null });

      await reviews().markFailed(failed.id, { note: 'This project is no longer accepting bids.', at: at(2) });
      await reviews().markFailed(waiting.id, { note: 'x', at: at(2) });
      expect(await reviews().find(userId, failed.id)).toMatchObject({
        status: 'failed',
        note: 'This project is no longer accepting bids.',
        decidedAt: at(2),
      });
      expect(await reviews().find(userId, waiting.id)).toMatchObject({ status: 'waiting', note: null });
    });

    it('expires due waiting drafts once, and a due draft can no longer be decided', async () => {
      const userId = await newUserId();
      const due = (await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '1', expiresAt: at(30) }))).draft;
      const notDue = (await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '2', expiresAt: at(90) })))
        .draft;
      const decided = (await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '3', expiresAt: at(10) })))
        .draft;
      await reviews().decide(userId, decided.id, { status: 'rejected', at: at(5) });
      expect(await reviews().decide(userId, due.id, { status: 'rejected', at: at(30) })).toBeNull();
      const expired = await reviews().expireDue(at(60), 10);
      expect(expired.map((d) => [d.id, d.status, d.decidedAt])).toEqual([[due.id, 'expired', at(60)]]);
      expect(await reviews().expireDue(at(60), 10)).toEqual([]);
      expect((await reviews().find(userId, notDue.id))?.status).toBe('waiting');
      expect((await reviews().find(userId, decided.id))?.status).toBe('rejected');
    });

    it('remembers the client countries a user bid into', async () => {
      const [userId, other] = [await newUserId(), await newUserId()];
      expect(await reviews().hasBidCountry(userId, 'DE')).toBe(false);
      await reviews().recordBidCountry(userId, 'DE');
      await reviews().recordBidCountry(userId, 'DE');
      expect(await reviews().hasBidCountry(userId, 'DE')).toBe(true);
      expect(await reviews().hasBidCountry(userId, 'US')).toBe(false);
      expect(await reviews().hasBidCountry(other, 'DE')).toBe(false);
    });

    it('goes with its user', async () => {
      const userId = await newUserId();
      const { draft } = await reviews().insertIfAbsent(aReviewDraft(userId, { projectId: '1' }));
      await reviews().recordBidCountry(userId, 'DE');
      await h().storage.users.delete(userId);
      expect(await reviews().find(userId, draft.id)).toBeNull();
      expect(await reviews().hasBidCountry(userId, 'DE')).toBe(false);
    });
  });
}
