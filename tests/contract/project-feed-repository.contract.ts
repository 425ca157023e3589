import { describe, expect, it } from 'vitest';
import type { Project } from '../../core/domain/bidding/project.js';
import { aFeedProject } from '../builders/projects.js';
import { useHarness, type StorageSetup } from './storage-harness.js';

const at = (iso: string): Date => new Date(iso);

/** A feed project with what storage must keep exactly: non-ASCII text, a fractional budget, milliseconds. */
const aProject = (id: string, overrides: Partial<Project> = {}): Project =>
  aFeedProject(id, at('2026-03-01T09:30:00.123Z'), {
    description: 'Build a landing page — ünïcode ✓',
    currency: 'EUR',
    budgetMin: 250.5,
    budgetMax: 750,
    bidCount: 4,
    ...overrides,
  });

export function describeProjectFeedRepositoryContract(name: string, setup: StorageSetup): void {
  describe(`${name}: ProjectFeedRepository`, () => {
    const h = useHarness(setup);
    const feed = () => h().storage.feed;
    const ids = async (since: Date) => (await feed().listSeenSince(since)).map((entry) => entry.project.id);

    it('stores new projects with the instant they were first seen, every field exact', async () => {
      const hourly = aProject('2', {
        type: 'hourly',
        budgetMax: null,
        skills: [],
        currency: 'USD',
        postedAt: at('2026-03-01T09:00:00.000Z'),
      });
      const seenAt = at('2026-03-01T10:00:00.000Z');

      expect(await feed().addNew([aProject('1'), hourly], seenAt)).toBe(2);

      expect(await feed().listSeenSince(at('2026-03-01T09:59:59.999Z'))).toEqual([
        { project: aProject('1'), firstSeenAt: seenAt },
        { project: hourly, firstSeenAt: seenAt },
      ]);
    });

    it("keeps a project's kinds, client and status", async () => {
      const upgraded = aProject('7', { kinds: ['nda', 'featured'], ownerId: '81234567', isOpen: false });

      await feed().addNew([upgraded], at('2026-03-01T10:00:00.000Z'));

      expect((await feed().listSeenSince(at('2026-03-01T09:00:00.000Z'))).map((entry) => entry.project)).toEqual([
        upgraded,
      ]);
    });

    it("keeps a project's marketplace rate, language, average bid, upgrades and client, and a client or language the marketplace did not give", async () => {
      const described = aProject('81', {
        usdPerUnit: 0.64,
        language: 'de',
        bidAvg: 312.5,
        upgrades: ['sealed', 'nda'],
        ownerId: '81234567',
        client: {
          id: '81234567',
          paymentVerified: false,
          rating: 4.25,
          reviews: 0,
          country: 'NG',
          registeredAt: at('2026-02-20T08:00:00.000Z'),
        },
      });
      const unknown = aProject('82', {
        usdPerUnit: null,
        language: null,
        bidAvg: null,
        upgrades: [],
        ownerId: '81234568',
        client: {
          id: '81234568',
          paymentVerified: null,
          rating: null,
          reviews: null,
          country: null,
          registeredAt: null,
        },
      });
      const clientless = aProject('83', { client: null });

      await feed().addNew([described, unknown, clientless], at('2026-03-01T10:00:00.000Z'));

      expect((await feed().listSeenSince(at('2026-03-01T09:00:00.000Z'))).map((entry) => entry.project)).toEqual([
        described,
        unknown,
        clientless,
      ]);
    });

    it('keeps the first sighting of a project seen again, and counts a project listed twice once', async () => {
      await feed().addNew([aProject('1')], at('2026-03-01T10:00:00.000Z'));

      const added = await feed().addNew(
        [aProject('1', { bidCount: 40, title: 'Changed' }), aProject('3'), aProject('3')],
        at('2026-03-01T10:05:00.000Z'),
      );

      expect(added).toBe(1);
      expect(await feed().listSeenSince(at('2026-03-01T00:00:00.000Z'))).toEqual([
        { project: aProject('1'), firstSeenAt: at('2026-03-01T10:00:00.000Z') },
        { project: aProject('3'), firstSeenAt: at('2026-03-01T10:05:00.000Z') },
      ]);
      expect(await feed().addNew([], at('2026-03-01T10:06:00.000Z'))).toBe(0);
    });

    it('answers the latest posting instant stored, null while the feed is empty, and forgets pruned projects', async () => {
      expect(await feed().newestPostedAt()).toBeNull();

      await feed().addNew(
        [
          aProject('old', { postedAt: at('2026-03-01T09:00:00.000Z') }),
          aProject('new', { postedAt: at('2026-03-01T09:45:00.250Z') }),
        ],
        at('2026-03-01T10:00:00.000Z'),
      );
      await feed().addNew(
        [aProject('late', { postedAt: at('2026-03-01T09:30:00.000Z') })],
        at('2026-03-01T10:05:00.000Z'),
      );
      expect(await feed().newestPostedAt()).toEqual(at('2026-03-01T09:45:00.250Z'));

      await feed().pruneSeenBefore(at('2026-03-01T10:01:00.000Z'));
      expect(await feed().newestPostedAt()).toEqual(at('2026-03-01T09:30:00.000Z'));
    });

    it('stores more new projects at once than one multi-row insert takes', async () => {
      const many = Array.from({ length: 1_200 }, (_, n) => aProject(String(10_000 + n)));
      expect(await feed().addNew(many, at('2026-03-01T10:00:00.000Z'))).toBe(1_200);
      expect(await ids(at('2026-03-01T09:00:00.000Z'))).toHaveLength(1_200);
    });

    it('answers which of the given ids are stored', async () => {
      await feed().addNew([aProject('1'), aProject('2')], at('2026-03-01T10:00:00.000Z'));
      expect([...(await feed().knownIds(['2', '9', '1', '2']))].sort()).toEqual(['1', '2']);
      expect(await feed().knownIds([])).toEqual(new Set());
    });

    it('lists projects first seen strictly after an instant: first seen, then newest posted, then id', async () => {
      const t = (minute: number) => at(`2026-03-01T10:0${minute}:00.000Z`);
      await feed().addNew([aProject('old')], t(0));
      await feed().addNew(
        [aProject('b', { postedAt: t(1) }), aProject('a', { postedAt: t(1) }), aProject('newest', { postedAt: t(2) })],
        t(2),
      );
      await feed().addNew([aProject('last', { postedAt: t(0) })], t(3));

      expect(await ids(t(0))).toEqual(['newest', 'a', 'b', 'last']);
      expect(await ids(t(2))).toEqual(['last']);
      expect(await ids(t(3))).toEqual([]);
    });

    it('prunes the projects first seen before an instant, and takes a pruned project anew', async () => {
      await feed().addNew([aProject('1')], at('2026-03-01T08:00:00.000Z'));
      await feed().addNew([aProject('2')], at('2026-03-01T09:00:00.000Z'));

      expect(await feed().pruneSeenBefore(at('2026-03-01T09:00:00.000Z'))).toBe(1);
      expect(await feed().pruneSeenBefore(at('2026-03-01T09:00:00.000Z'))).toBe(0);
      expect(await ids(at('2026-03-01T00:00:00.000Z'))).toEqual(['2']);
      expect(await feed().knownIds(['1'])).toEqual(new Set());
      expect(await feed().addNew([aProject('1')], at('2026-03-01T10:00:00.000Z'))).toBe(1);
    });

    it('returns copies: mutating a listed project does not change the store', async () => {
      await feed().addNew([aProject('1')], at('2026-03-01T10:00:00.000Z'));
      const [entry] = await feed().listSeenSince(at('2026-03-01T00:00:00.000Z'));
      (entry?.project.skills as string[]).push('Injected');
      expect((await feed().listSeenSince(at('2026-03-01T00:00:00.000Z')))[0]?.project.skills).toEqual([
        'React.js',
        'CSS',
      ]);
    });
  });
}
