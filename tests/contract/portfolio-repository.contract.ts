import { describe, expect, it } from 'vitest';
import { PORTFOLIO_LIMITS, type NewPortfolioItem } from '../../core/domain/bidding/portfolio.js';
import { aUser } from '../builders/users.js';
import { T0, useHarness, type StorageSetup } from './storage-harness.js';

const MAX = PORTFOLIO_LIMITS.items;

const anItem = (title: string, overrides: Partial<NewPortfolioItem> = {}): NewPortfolioItem => ({
  title,
  url: `https://example.com/work/${encodeURIComponent(title)}`,
  skills: ['Laravel', 'PHP'],
  summary: `A line about ${title}.`,
  ...overrides,
});

/** The PortfolioRepository contract: entry order, every call scoped to its user, the limit held under races. */
export function describePortfolioRepositoryContract(name: string, setup: StorageSetup): void {
  describe(`${name}: PortfolioRepository`, () => {
    const h = useHarness(setup);
    const portfolio = () => h().storage.portfolio;
    const newUserId = async () => (await h().storage.users.create(aUser())).id;
    const titles = async (userId: string) => (await portfolio().list(userId)).map((item) => item.title);

    it('stores an item whole with its owner and time, and lists a user’s items in the order entered', async () => {
      const userId = await newUserId();
      const shop = await portfolio().add(userId, anItem('Shop'), MAX);
      expect(shop).toEqual({ id: expect.any(String), userId, ...anItem('Shop'), createdAt: new Date(T0) });
      // The same instant for all three: the order is the order of entry, not of ids or titles.
      await portfolio().add(userId, anItem('Zebra app'), MAX);
      await portfolio().add(userId, anItem('Api'), MAX);
      expect(await titles(userId)).toEqual(['Shop', 'Zebra app', 'Api']);
      expect((await portfolio().list(userId))[0]).toEqual(shop);
      expect(await portfolio().list(await newUserId())).toEqual([]);
    });

    it('puts an item added after a removal last, never in the freed place', async () => {
      const userId = await newUserId();
      const [first] = [
        await portfolio().add(userId, anItem('First'), MAX),
        await portfolio().add(userId, anItem('Second'), MAX),
      ];
      expect(await portfolio().remove(userId, first?.id ?? '')).toBe(true);
      await portfolio().add(userId, anItem('Third'), MAX);
      expect(await titles(userId)).toEqual(['Second', 'Third']);
    });

    it('refuses an item of an unknown user with USER_NOT_FOUND', async () => {
      await expect(portfolio().add('no-such-user', anItem('Orphan'), MAX)).rejects.toMatchObject({
        code: 'USER_NOT_FOUND',
      });
    });

    it('replaces an item’s fields, keeping its id, owner, place and creation time', async () => {
      const userId = await newUserId();
      const first = await portfolio().add(userId, anItem('First'), MAX);
      await portfolio().add(userId, anItem('Second'), MAX);
      h().clock.advance(60_000);
      const changes = {
        title: 'First, renamed',
        url: 'http://example.org/new',
        skills: ['Vue'],
        summary: 'Now a Vue app.',
      };
      const updated = await portfolio().update(userId, first?.id ?? '', changes);
      expect(updated).toEqual({ ...first, ...changes });
      expect(await portfolio().list(userId)).toEqual([updated, expect.objectContaining({ title: 'Second' })]);
    });

    it("never changes or removes another user's item, and answers an unknown id with null or false", async () => {
      const [owner, other] = [await newUserId(), await newUserId()];
      const item = await portfolio().add(owner, anItem('Mine'), MAX);
      const id = item?.id ?? '';
      expect(await portfolio().update(other, id, anItem('Stolen'))).toBeNull();
      expect(await portfolio().remove(other, id)).toBe(false);
      expect(await portfolio().list(other)).toEqual([]);
      expect(await portfolio().list(owner)).toEqual([item]);
      expect(await portfolio().update(owner, 'no-such-item', anItem('x'))).toBeNull();
      expect(await portfolio().remove(owner, 'no-such-item')).toBe(false);
    });

    it('removes an item once', async () => {
      const userId = await newUserId();
      const [keep, gone] = [
        await portfolio().add(userId, anItem('Keep'), MAX),
        await portfolio().add(userId, anItem('Gone'), MAX),
      ];
      expect(await portfolio().remove(userId, gone?.id ?? '')).toBe(true);
      expect(await portfolio().remove(userId, gone?.id ?? '')).toBe(false);
      expect(await portfolio().list(userId)).toEqual([keep]);
    });

    it('refuses an addition past the limit, counting only the user’s own items', async () => {
      const [userId, other] = [await newUserId(), await newUserId()];
      await portfolio().add(other, anItem('Theirs'), MAX);
      for (let i = 0; i < MAX; i += 1) expect(await portfolio().add(userId, anItem(`Item ${i}`), MAX)).not.toBeNull();
      expect(await portfolio().add(userId, anItem('One too many'), MAX)).toBeNull();
      expect(await portfolio().list(userId)).toHaveLength(MAX);
      const first = (await portfolio().list(userId))[0];
      await portfolio().remove(userId, first?.id ?? '');
      expect(await portfolio().add(userId, anItem('Fits again'), MAX)).not.toBeNull();
      expect((await titles(userId)).at(-1)).toBe('Fits again');
    });

    it('lets only as many additions pass as there is room for when they run at once', async () => {
      const userId = await newUserId();
      for (let i = 0; i < MAX - 2; i += 1) await portfolio().add(userId, anItem(`Item ${i}`), MAX);
      const racers = Array.from({ length: 5 }, (_, i) => portfolio().add(userId, anItem(`Racer ${i}`), MAX));
      const results = await Promise.all(racers);
      expect(results.filter((result) => result !== null)).toHaveLength(2);
      expect(await portfolio().list(userId)).toHaveLength(MAX);
    });

    it('keeps text beyond ASCII and skills exactly as given, in their order', async () => {
      const userId = await newUserId();
      const item: NewPortfolioItem = {
        // 50 emoji are 100 UTF-16 units: the longest title the use case lets through in them.
        title: '🚀'.repeat(50),
        url: 'https://例え.jp/作品?q=ü&x=%E2%9C%93',
        skills: ['Node.js', 'C#', 'Français', '日本語', 'Ruby "on" Rails, 7', 'عربى'],
        summary: `${'é'.repeat(150)} — "quotes", 'apostrophes' and a \\ backslash; שלום`,
      };
      const added = await portfolio().add(userId, item, MAX);
      expect(added).toMatchObject(item);
      expect((await portfolio().list(userId))[0]).toMatchObject(item);
      const noSkills = await portfolio().add(userId, anItem('No skills', { skills: [] }), MAX);
      expect((await portfolio().list(userId)).find((stored) => stored.id === noSkills?.id)?.skills).toEqual([]);
    });

    it('removes the items with their user', async () => {
      const [userId, other] = [await newUserId(), await newUserId()];
      await portfolio().add(userId, anItem('Mine'), MAX);
      const kept = await portfolio().add(other, anItem('Theirs'), MAX);
      expect(await h().storage.users.delete(userId)).toBe(true);
      expect(await portfolio().list(userId)).toEqual([]);
      expect(await portfolio().list(other)).toEqual([kept]);
    });

    it('takes back an addition whose transaction fails', async () => {
      const userId = await newUserId();
      const failing = h().storage.transaction(async (repositories) => {
        await repositories.portfolio.add(userId, anItem('Rolled back'), MAX);
        throw new Error('later step failed');
      });
      await expect(failing).rejects.toThrow('later step failed');
      expect(await portfolio().list(userId)).toEqual([]);
    });

    it('returns copies: mutating a returned item does not change the store', async () => {
      const userId = await newUserId();
      const added = await portfolio().add(userId, anItem('Mine'), MAX);
      (added?.skills as string[]).push('Injected');
      const listed = await portfolio().list(userId);
      (listed[0]?.skills as string[]).push('Injected');
      expect((await portfolio().list(userId))[0]?.skills).toEqual(['Laravel', 'PHP']);
    });
  });
}
