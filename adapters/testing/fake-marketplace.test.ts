import { describe, expect, it } from 'vitest';
import { aFeedProject } from '../../tests/builders/projects.js';
import { FakeMarketplace } from './fake-marketplace.js';

const aProject = (id: string, postedAt: string) => aFeedProject(id, new Date(postedAt));

describe('FakeMarketplace', () => {
  it('refuses tokens that start with invalid, like the simulator', async () => {
    const marketplace = new FakeMarketplace();
    await expect(marketplace.getSelf('invalid-token')).rejects.toMatchObject({ code: 'MARKETPLACE_TOKEN_INVALID' });
    await expect(marketplace.getSelf('good-token')).resolves.toMatchObject({ id: '26605882' });
  });

  it('lists projects newer than since, newest first', async () => {
    const marketplace = new FakeMarketplace();
    marketplace.seedProject(aProject('1', '2026-01-01T10:00:00Z'));
    marketplace.seedProject(aProject('2', '2026-01-01T11:00:00Z'));
    marketplace.seedProject(aProject('3', '2026-01-01T12:00:00Z'));

    const found = await marketplace.searchActiveProjects({
      token: 't',
      since: new Date('2026-01-01T10:30:00Z'),
      limit: 10,
      offset: 0,
    });

    expect(found.projects.map((project) => project.id)).toEqual(['3', '2']);
    expect(found.listed).toBe(2);
  });

  it('refuses a second bid by the same bidder on a project', async () => {
    const marketplace = new FakeMarketplace();
    marketplace.seedProject(aProject('1', '2026-01-01T10:00:00Z'));
    const bid = { token: 't', projectId: '1', bidderId: '9', amount: 250, period: 7, description: 'Hello' };

    await marketplace.placeBid(bid);

    await expect(marketplace.placeBid(bid)).rejects.toMatchObject({
      code: 'BID_REJECTED',
      message: 'You have already bid on that project.',
    });
    expect(marketplace.bidsPlaced()).toHaveLength(1);
  });

  it('fails the next call as scripted, then recovers', async () => {
    const marketplace = new FakeMarketplace();
    marketplace.failNext('MARKETPLACE_RATE_LIMITED');

    await expect(marketplace.getSelf('t')).rejects.toMatchObject({ code: 'MARKETPLACE_RATE_LIMITED' });
    await expect(marketplace.getSelf('t')).resolves.toBeDefined();
  });
});
