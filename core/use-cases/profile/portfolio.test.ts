import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { PORTFOLIO_MESSAGES, type PortfolioItemInput } from '../../domain/bidding/portfolio-item-rules.js';
import { PORTFOLIO_LIMITS } from '../../domain/bidding/portfolio.js';
import { ManagePortfolio } from './portfolio.js';

const input = (title: string, overrides: Partial<PortfolioItemInput> = {}): PortfolioItemInput => ({
  title,
  url: 'https://example.com/work',
  skills: ['PHP'],
  summary: `${title} in one line.`,
  ...overrides,
});

describe('ManagePortfolio', () => {
  let storage: InMemoryStorage;
  let portfolio: ManagePortfolio;
  let userId: string;
  let otherId: string;

  beforeEach(async () => {
    storage = new InMemoryStorage(new FixedClock());
    portfolio = new ManagePortfolio(storage.portfolio);
    userId = (await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' })).id;
    otherId = (await storage.users.create({ name: 'Eve', email: 'eve@example.com', passwordHash: 'x' })).id;
  });

  it('adds, lists in the order entered, updates and removes the user’s items', async () => {
    const shop = await portfolio.add(userId, input(' Shop ', { skills: ['PHP', 'php', 'Laravel'] }));
    expect(shop).toMatchObject({ title: 'Shop', skills: ['PHP', 'Laravel'], userId });
    const app = await portfolio.add(userId, input('App'));
    expect((await portfolio.list(userId)).map((item) => item.title)).toEqual(['Shop', 'App']);
    expect(await portfolio.update(userId, shop.id, input('Shop v2', { url: 'http://shop.example' }))).toMatchObject({
      id: shop.id,
      title: 'Shop v2',
      url: 'http://shop.example',
    });
    await portfolio.remove(userId, shop.id);
    expect(await portfolio.list(userId)).toEqual([app]);
  });

  it('refuses an invalid item before storing anything', async () => {
    await expect(portfolio.add(userId, input('Bad', { url: 'javascript:alert(1)' }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'url' },
    });
    const item = await portfolio.add(userId, input('Good'));
    await expect(portfolio.update(userId, item.id, input('Two\nlines'))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'title' },
    });
    expect(await portfolio.list(userId)).toEqual([item]);
  });

  it(`refuses item ${PORTFOLIO_LIMITS.items + 1} with PORTFOLIO_LIMIT_REACHED and a clear message`, async () => {
    for (let i = 0; i < PORTFOLIO_LIMITS.items; i += 1) await portfolio.add(userId, input(`Item ${i}`));
    await expect(portfolio.add(userId, input('One too many'))).rejects.toMatchObject({
      code: 'PORTFOLIO_LIMIT_REACHED',
      message: PORTFOLIO_MESSAGES.limitReached,
    });
    expect(await portfolio.add(otherId, input('Someone else still can'))).toMatchObject({ userId: otherId });
  });

  it("answers another user's item as an unknown one and leaves it as it was", async () => {
    const item = await portfolio.add(userId, input('Mine'));
    await expect(portfolio.update(otherId, item.id, input('Stolen'))).rejects.toMatchObject({
      code: 'PORTFOLIO_ITEM_NOT_FOUND',
    });
    await expect(portfolio.remove(otherId, item.id)).rejects.toMatchObject({ code: 'PORTFOLIO_ITEM_NOT_FOUND' });
    await expect(portfolio.remove(userId, 'no-such-item')).rejects.toMatchObject({ code: 'PORTFOLIO_ITEM_NOT_FOUND' });
    expect(await portfolio.list(userId)).toEqual([item]);
    expect(await portfolio.list(otherId)).toEqual([]);
  });
});
