import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bidRefusalCause } from '../../core/domain/bidding/bid-refusal.js';
import type { Project, ProjectClient } from '../../core/domain/bidding/project.js';
import type { AwardStatus, Marketplace } from '../../core/ports/marketplace.port.js';

export type MarketplaceFailure = 'MARKETPLACE_RATE_LIMITED' | 'MARKETPLACE_UNAVAILABLE';

export interface MarketplaceHarness {
  readonly marketplace: Marketplace;
  /** Makes `project` an active project on the marketplace. */
  readonly seedProject: (project: Project) => void | Promise<void>;
  /** The (seeded) project stops taking bids, as when its client closes it. */
  readonly closeProject: (projectId: string) => void | Promise<void>;
  /** The next call to the marketplace fails with `code`, once. */
  readonly failNext: (code: MarketplaceFailure) => void | Promise<void>;
  /** Another freelancer bids on the (seeded) project, with their own account. */
  readonly bidByAnotherFreelancer: (projectId: string) => void | Promise<void>;
  /** Decides a placed bid, as the project's owner would; absent when the implementation cannot. */
  readonly awardBid?: (marketplaceBidId: string, status: AwardStatus) => void | Promise<void>;
  /** The client of the bid's project starts a message thread with the bidder now. */
  readonly clientWritesFirst: (marketplaceBidId: string) => void | Promise<void>;
  /** What the marketplace kept of a placed bid: its amount, period and first milestone's share. */
  readonly placedBid: (
    marketplaceBidId: string,
  ) => Promise<{ readonly amount: number; readonly period: number; readonly milestonePercentage: number } | null>;
  /** The bidder starts a message thread with the client; absent when the implementation cannot. */
  readonly bidderWritesFirst?: (marketplaceBidId: string) => void | Promise<void>;
  readonly teardown?: () => Promise<void>;
}

/** Whole seconds, as Freelancer's unix timestamps carry them. */
export const aMarketplaceProject = (id: string, postedAt: string, overrides: Partial<Project> = {}): Project => ({
  id,
  title: `Build a React dashboard ${id}`,
  description: 'Need a React.js dashboard with charts and a REST API.',
  url: `https://www.freelancer.com/projects/react-js/build-react-dashboard-${id}`,
  type: 'fixed',
  currency: 'USD',
  // What Freelancer gives with the currency (`exchange_rate`); the simulator's catalogue rates below.
  usdPerUnit: 1,
  budgetMin: 250,
  budgetMax: 750,
  bidCount: 3,
  skills: ['React.js', 'PHP'],
  postedAt: new Date(postedAt),
  kinds: [],
  ownerId: '81234567',
  isOpen: true,
  language: 'en',
  bidAvg: 420,
  upgrades: [],
  client: aMarketplaceClient('81234567'),
  ...overrides,
});

/** A client as the owner projections describe one; whole seconds, as `registration_date` carries them. */
export const aMarketplaceClient = (id: string, overrides: Partial<ProjectClient> = {}): ProjectClient => ({
  id,
  paymentVerified: true,
  rating: 4.8,
  reviews: 12,
  country: 'GB',
  registeredAt: new Date('2019-04-01T08:00:00Z'),
  ...overrides,
});

const codeOf = async (work: Promise<unknown>): Promise<unknown> =>
  work.then(
    () => 'no error',
    (error: { code?: unknown }) => error.code,
  );

const TOKEN = 'contract-token';

/** The Marketplace port's behaviour, for the fake, the REST adapter on msw, and the REST adapter on the simulator. */
export function describeMarketplaceContract(name: string, setup: () => Promise<MarketplaceHarness>): void {
  describe(`Marketplace contract: ${name}`, () => {
    let harness: MarketplaceHarness;
    const marketplace = (): Marketplace => harness.marketplace;
    const bidderId = async (): Promise<string> => (await marketplace().getSelf(TOKEN)).id;

    beforeEach(async () => {
      harness = await setup();
    });
    afterEach(async () => {
      await harness.teardown?.();
    });

    describe('getSelf', () => {
      it('answers the token owner’s id, username and skill names', async () => {
        const self = await marketplace().getSelf(TOKEN);

        expect(self.id).toMatch(/^\d+$/);
        expect(self.username).toEqual(expect.any(String));
        expect(self.username.length).toBeGreaterThan(0);
        expect(self.skills.length).toBeGreaterThan(0);
        for (const skill of self.skills) expect(skill).toEqual(expect.any(String));
        expect(await marketplace().getSelf(TOKEN)).toEqual(self);
      });

      it('answers the account’s own bids: whole counts of zero or more or unknown (null), a refresh time or null, limited or not', async () => {
        const { account } = await marketplace().getSelf(TOKEN);
        for (const count of [account.bidsRemaining, account.bidLimit]) {
          if (count !== null) expect(Number.isInteger(count) && count >= 0).toBe(true);
        }
        if (account.bidsRefreshedAt !== null) expect(account.bidsRefreshedAt).toBeInstanceOf(Date);
        expect(typeof account.limited).toBe('boolean');
      });

      it('refuses a token starting with invalid with MARKETPLACE_TOKEN_INVALID, without echoing the token', async () => {
        const refused = await marketplace()
          .getSelf('invalid-secret-123')
          .catch((error: unknown) => error);

        expect(refused).toMatchObject({
          code: 'MARKETPLACE_TOKEN_INVALID',
          message: 'The Freelancer token was refused. Please check it and try again.',
        });
        expect(
          JSON.stringify({ message: (refused as Error).message, details: (refused as { details?: unknown }).details }),
        ).not.toContain('secret-123');
        expect(await codeOf(marketplace().searchActiveProjects({ token: 'invalid-x', limit: 10, offset: 0 }))).toBe(
          'MARKETPLACE_TOKEN_INVALID',
        );
      });
    });

    describe('searchActiveProjects', () => {
      it('answers seeded projects newest first, every field intact', async () => {
        const older = aMarketplaceProject('39500001', '2026-01-01T10:00:00Z', {
          type: 'hourly',
          currency: 'EUR',
          usdPerUnit: 1.05,
          budgetMin: 15,
          budgetMax: 25,
          skills: ['PHP'],
        });
        const newest = aMarketplaceProject('39500003', '2026-01-01T12:00:00Z', {
          budgetMax: null,
          bidCount: 0,
          bidAvg: null,
        });
        const middle = aMarketplaceProject('39500002', '2026-01-01T11:00:00Z', {
          currency: 'INR',
          usdPerUnit: 0.0116,
          budgetMin: 12500,
          budgetMax: 37500,
          bidCount: 41,
        });
        for (const project of [older, newest, middle]) await harness.seedProject(project);

        const found = await marketplace().searchActiveProjects({ token: TOKEN, limit: 10, offset: 0 });

        expect(found).toEqual({ projects: [newest, middle, older], listed: 3 });
      });

      it('answers each project’s language, average bid, upgrades and client as the marketplace describes them', async () => {
        const hourly = aMarketplaceProject('39500101', '2026-01-01T10:00:00Z', {
          type: 'hourly',
          currency: 'EUR',
          usdPerUnit: 1.05,
          budgetMin: 2,
          budgetMax: 8,
          bidAvg: 6.5,
          language: 'de',
          upgrades: ['sealed', 'urgent'],
          client: aMarketplaceClient('81234567', {
            paymentVerified: false,
            rating: 0,
            reviews: 0,
            country: 'NG',
            registeredAt: new Date('2026-10-30T12:00:00Z'),
          }),
        });
        const unknownClient = aMarketplaceProject('39500102', '2026-01-01T10:05:00Z', {
          ownerId: '81234599',
          client: aMarketplaceClient('81234599', {
            paymentVerified: null,
            rating: null,
            reviews: null,
            country: null,
            registeredAt: null,
          }),
        });
        const noClient = aMarketplaceProject('39500103', '2026-01-01T10:10:00Z', {
          ownerId: '81234600',
          client: null,
          kinds: ['nda', 'featured'],
          upgrades: ['featured', 'nda'],
        });
        for (const project of [hourly, unknownClient, noClient]) await harness.seedProject(project);

        const found = await marketplace().searchActiveProjects({ token: TOKEN, limit: 10, offset: 0 });

        expect(found.projects).toEqual([noClient, unknownClient, hourly]);
        expect(await marketplace().findProject({ token: TOKEN, project: { kind: 'id', id: '39500101' } })).toEqual(
          hourly,
        );
        expect(
          await marketplace().findProject({
            token: TOKEN,
            project: { kind: 'path', seoUrl: 'react-js/build-react-dashboard-39500103' },
          }),
        ).toEqual(noClient);
      });

      it('answers only projects posted after since', async () => {
        await harness.seedProject(aMarketplaceProject('39500011', '2026-01-01T10:00:00Z'));
        await harness.seedProject(aMarketplaceProject('39500012', '2026-01-01T10:30:00Z'));
        await harness.seedProject(aMarketplaceProject('39500013', '2026-01-01T11:00:00Z'));

        const found = await marketplace().searchActiveProjects({
          token: TOKEN,
          since: new Date('2026-01-01T10:30:00Z'),
          limit: 10,
          offset: 0,
        });

        expect(found.projects.map((project) => project.id)).toEqual(['39500013']);
      });

      it('pages with limit and offset', async () => {
        for (let hour = 1; hour <= 5; hour += 1)
          await harness.seedProject(aMarketplaceProject(`3950002${hour}`, `2026-01-01T0${hour}:00:00Z`));

        const page = await marketplace().searchActiveProjects({ token: TOKEN, limit: 2, offset: 1 });
        const rest = await marketplace().searchActiveProjects({ token: TOKEN, limit: 10, offset: 3 });

        expect(page).toMatchObject({ listed: 2 });
        expect(page.projects.map((project) => project.id)).toEqual(['39500024', '39500023']);
        expect(rest).toMatchObject({ listed: 2 });
        expect(rest.projects.map((project) => project.id)).toEqual(['39500022', '39500021']);
      });
    });

    describe('findProject', () => {
      it('answers one project by its id, every field intact, however old', async () => {
        const project = aMarketplaceProject('39500091', '2025-06-01T10:00:00Z', {
          type: 'hourly',
          currency: 'EUR',
          usdPerUnit: 1.05,
          budgetMin: 15,
          budgetMax: 25,
          bidCount: 12,
        });
        await harness.seedProject(project);
        await harness.seedProject(aMarketplaceProject('39500092', '2025-06-01T11:00:00Z'));

        expect(await marketplace().findProject({ token: TOKEN, project: { kind: 'id', id: '39500091' } })).toEqual(
          project,
        );
      });

      it('answers one project by its link’s seo_url path', async () => {
        const project = aMarketplaceProject('39500093', '2026-01-01T10:00:00Z');
        await harness.seedProject(project);
        await harness.seedProject(aMarketplaceProject('39500094', '2026-01-01T10:05:00Z'));

        expect(
          await marketplace().findProject({
            token: TOKEN,
            project: { kind: 'path', seoUrl: 'react-js/build-react-dashboard-39500093' },
          }),
        ).toEqual(project);
      });

      it('answers null for an id or a link the marketplace does not know', async () => {
        await harness.seedProject(aMarketplaceProject('39500095', '2026-01-01T10:00:00Z'));

        expect(await marketplace().findProject({ token: TOKEN, project: { kind: 'id', id: '39999996' } })).toBeNull();
        expect(
          await marketplace().findProject({ token: TOKEN, project: { kind: 'path', seoUrl: 'php/no-such-project' } }),
        ).toBeNull();
        expect(
          await marketplace().findProject({
            token: TOKEN,
            project: { kind: 'path', seoUrl: 'php/build-react-dashboard-39500095' },
          }),
        ).toBeNull();
      });

      it('still reads a closed project, answered as no longer open', async () => {
        const project = aMarketplaceProject('39500096', '2026-01-01T10:00:00Z');
        await harness.seedProject(project);
        await harness.closeProject('39500096');

        expect(await marketplace().findProject({ token: TOKEN, project: { kind: 'id', id: '39500096' } })).toEqual({
          ...project,
          isOpen: false,
        });
        expect(
          await marketplace().findProject({
            token: TOKEN,
            project: { kind: 'path', seoUrl: 'react-js/build-react-dashboard-39500096' },
          }),
        ).toEqual({ ...project, isOpen: false });
      });

      it('refuses a token starting with invalid with MARKETPLACE_TOKEN_INVALID, and reports an outage as MARKETPLACE_UNAVAILABLE', async () => {
        await harness.seedProject(aMarketplaceProject('39500097', '2026-01-01T10:00:00Z'));

        expect(
          await codeOf(marketplace().findProject({ token: 'invalid-token', project: { kind: 'id', id: '39500097' } })),
        ).toBe('MARKETPLACE_TOKEN_INVALID');
        await harness.failNext('MARKETPLACE_UNAVAILABLE');
        expect(await codeOf(marketplace().findProject({ token: TOKEN, project: { kind: 'id', id: '39500097' } }))).toBe(
          'MARKETPLACE_UNAVAILABLE',
        );
        expect((await marketplace().findProject({ token: TOKEN, project: { kind: 'id', id: '39500097' } }))?.id).toBe(
          '39500097',
        );
      });
    });

    describe('placeBid', () => {
      it('answers the marketplace bid id, and refuses a second bid by the same bidder on the project', async () => {
        await harness.seedProject(aMarketplaceProject('39500031', '2026-01-01T10:00:00Z'));
        const bid = {
          token: TOKEN,
          projectId: '39500031',
          bidderId: await bidderId(),
          amount: 300,
          period: 7,
          description: 'I can build it.',
        };

        const placed = await marketplace().placeBid(bid);
        const again = await marketplace()
          .placeBid({ ...bid, amount: 280 })
          .catch((error: unknown) => error);

        expect(placed.marketplaceBidId).toMatch(/^\d+$/);
        expect(again).toMatchObject({ code: 'BID_REJECTED', message: 'You have already bid on that project.' });
      });

      it('sends the amount, the period and the first milestone’s share, 100 when none is given', async () => {
        await harness.seedProject(aMarketplaceProject('39500033', '2026-01-01T10:00:00Z'));
        await harness.seedProject(aMarketplaceProject('39500034', '2026-01-01T10:00:00Z'));
        const me = await bidderId();

        const half = await marketplace().placeBid({
          token: TOKEN,
          projectId: '39500033',
          bidderId: me,
          amount: 312.5,
          period: 3,
          milestonePercentage: 50,
          description: 'Half up front',
        });
        const whole = await marketplace().placeBid({
          token: TOKEN,
          projectId: '39500034',
          bidderId: me,
          amount: 300,
          period: 7,
          description: 'All of it',
        });

        expect(await harness.placedBid(half.marketplaceBidId)).toMatchObject({
          amount: 312.5,
          period: 3,
          milestonePercentage: 50,
        });
        expect(await harness.placedBid(whole.marketplaceBidId)).toMatchObject({
          amount: 300,
          period: 7,
          milestonePercentage: 100,
        });
      });

      it.each([-1, 100.5, 150, Number.NaN])(
        'refuses a first milestone of %s percent with BID_REJECTED, and places nothing',
        async (milestonePercentage) => {
          await harness.seedProject(aMarketplaceProject('39500035', '2026-01-01T10:00:00Z'));
          const me = await bidderId();

          const refused = await marketplace()
            .placeBid({
              token: TOKEN,
              projectId: '39500035',
              bidderId: me,
              amount: 300,
              period: 7,
              milestonePercentage,
              description: 'Odd milestone',
            })
            .catch((error: unknown) => error);

          expect(refused).toMatchObject({ code: 'BID_REJECTED' });
          expect(await marketplace().findOwnBid({ token: TOKEN, bidderId: me, projectId: '39500035' })).toBeNull();
        },
      );

      it('refuses a bid on a project it does not list with BID_REJECTED, a message and the cause PROJECT_NOT_FOUND', async () => {
        const refused = await marketplace()
          .placeBid({
            token: TOKEN,
            projectId: '39999999',
            bidderId: await bidderId(),
            amount: 100,
            period: 3,
            description: 'Hello',
          })
          .catch((error: unknown) => error);

        expect(refused).toMatchObject({ code: 'BID_REJECTED', message: expect.any(String) });
        expect((refused as Error).message.length).toBeGreaterThan(0);
        expect(bidRefusalCause(refused)).toBe('PROJECT_NOT_FOUND');
      });

      it('refuses a second bid with the cause REFUSED: a refusal the bid stays charged for', async () => {
        await harness.seedProject(aMarketplaceProject('39500032', '2026-01-01T10:00:00Z'));
        const bid = {
          token: TOKEN,
          projectId: '39500032',
          bidderId: await bidderId(),
          amount: 300,
          period: 7,
          description: 'Twice',
        };
        await marketplace().placeBid(bid);

        expect(
          bidRefusalCause(
            await marketplace()
              .placeBid(bid)
              .catch((error: unknown) => error),
          ),
        ).toBe('REFUSED');
      });
    });

    describe('findOwnBid', () => {
      it('answers null while the bidder has no bid on the project, listed or not', async () => {
        await harness.seedProject(aMarketplaceProject('39500061', '2026-01-01T10:00:00Z'));
        const me = await bidderId();

        expect(await marketplace().findOwnBid({ token: TOKEN, bidderId: me, projectId: '39500061' })).toBeNull();
        expect(await marketplace().findOwnBid({ token: TOKEN, bidderId: me, projectId: '39999998' })).toBeNull();
      });

      it('answers the id placeBid answered, on that project only', async () => {
        await harness.seedProject(aMarketplaceProject('39500062', '2026-01-01T10:00:00Z'));
        await harness.seedProject(aMarketplaceProject('39500063', '2026-01-01T10:05:00Z'));
        const me = await bidderId();
        const placed = await marketplace().placeBid({
          token: TOKEN,
          projectId: '39500062',
          bidderId: me,
          amount: 300,
          period: 7,
          description: 'Mine',
        });

        expect(await marketplace().findOwnBid({ token: TOKEN, bidderId: me, projectId: '39500062' })).toEqual({
          marketplaceBidId: placed.marketplaceBidId,
        });
        expect(await marketplace().findOwnBid({ token: TOKEN, bidderId: me, projectId: '39500063' })).toBeNull();
      });

      it('never takes another freelancer’s bid on the project for ours', async () => {
        await harness.seedProject(aMarketplaceProject('39500064', '2026-01-01T10:00:00Z'));
        const me = await bidderId();
        await harness.bidByAnotherFreelancer('39500064');

        expect(await marketplace().findOwnBid({ token: TOKEN, bidderId: me, projectId: '39500064' })).toBeNull();

        const placed = await marketplace().placeBid({
          token: TOKEN,
          projectId: '39500064',
          bidderId: me,
          amount: 300,
          period: 7,
          description: 'Mine too',
        });
        expect(await marketplace().findOwnBid({ token: TOKEN, bidderId: me, projectId: '39500064' })).toEqual({
          marketplaceBidId: placed.marketplaceBidId,
        });
      });

      it('refuses a token starting with invalid with MARKETPLACE_TOKEN_INVALID', async () => {
        await harness.seedProject(aMarketplaceProject('39500065', '2026-01-01T10:00:00Z'));
        const me = await bidderId();
        await marketplace().placeBid({
          token: TOKEN,
          projectId: '39500065',
          bidderId: me,
          amount: 300,
          period: 7,
          description: 'Mine',
        });

        expect(
          await codeOf(marketplace().findOwnBid({ token: 'invalid-token', bidderId: me, projectId: '39500065' })),
        ).toBe('MARKETPLACE_TOKEN_INVALID');
      });
    });

    describe('awardStatuses', () => {
      it('answers pending for fresh bids, the decision once made, and nothing for unknown ids', async (test) => {
        await harness.seedProject(aMarketplaceProject('39500041', '2026-01-01T10:00:00Z'));
        await harness.seedProject(aMarketplaceProject('39500042', '2026-01-01T10:05:00Z'));
        const me = await bidderId();
        const first = await marketplace().placeBid({
          token: TOKEN,
          projectId: '39500041',
          bidderId: me,
          amount: 300,
          period: 7,
          description: 'One',
        });
        const second = await marketplace().placeBid({
          token: TOKEN,
          projectId: '39500042',
          bidderId: me,
          amount: 400,
          period: 7,
          description: 'Two',
        });
        const ids = [first.marketplaceBidId, second.marketplaceBidId];

        const fresh = await marketplace().awardStatuses({
          token: TOKEN,
          bidderId: me,
          marketplaceBidIds: [...ids, '987654321'],
        });
        expect(Object.fromEntries(fresh)).toEqual({ [ids[0] as string]: 'pending', [ids[1] as string]: 'pending' });
        expect(await marketplace().awardStatuses({ token: TOKEN, bidderId: me, marketplaceBidIds: [] })).toEqual(
          new Map(),
        );

        if (harness.awardBid === undefined) return test.skip();
        await harness.awardBid(first.marketplaceBidId, 'awarded');
        await harness.awardBid(second.marketplaceBidId, 'rejected');
        const decided = await marketplace().awardStatuses({ token: TOKEN, bidderId: me, marketplaceBidIds: ids });
        expect(Object.fromEntries(decided)).toEqual({ [ids[0] as string]: 'awarded', [ids[1] as string]: 'rejected' });
      });
    });

    describe('repliedProjects', () => {
      it('answers the projects whose client wrote first, and when; none before they write, and none for other projects', async () => {
        await harness.seedProject(aMarketplaceProject('39500081', '2026-01-01T10:00:00Z'));
        await harness.seedProject(aMarketplaceProject('39500082', '2026-01-01T10:05:00Z'));
        const me = await bidderId();
        const first = await marketplace().placeBid({
          token: TOKEN,
          projectId: '39500081',
          bidderId: me,
          amount: 300,
          period: 7,
          description: 'One',
        });
        await marketplace().placeBid({
          token: TOKEN,
          projectId: '39500082',
          bidderId: me,
          amount: 300,
          period: 7,
          description: 'Two',
        });
        const asked = { token: TOKEN, bidderId: me, projectIds: ['39500081', '39500082', '39999997'] };

        expect(await marketplace().repliedProjects(asked)).toEqual(new Map());
        await harness.clientWritesFirst(first.marketplaceBidId);
        const replied = await marketplace().repliedProjects(asked);

        expect([...replied.keys()]).toEqual(['39500081']);
        expect(Number.isNaN(replied.get('39500081')?.getTime())).toBe(false);
        expect(await marketplace().repliedProjects({ ...asked, projectIds: ['39500082'] })).toEqual(new Map());
        expect(await marketplace().repliedProjects({ ...asked, projectIds: [] })).toEqual(new Map());
      });

      it('does not count a thread the bidder started as a reply', async (test) => {
        if (harness.bidderWritesFirst === undefined) return test.skip();
        await harness.seedProject(aMarketplaceProject('39500083', '2026-01-01T10:00:00Z'));
        const me = await bidderId();
        const placed = await marketplace().placeBid({
          token: TOKEN,
          projectId: '39500083',
          bidderId: me,
          amount: 300,
          period: 7,
          description: 'Three',
        });
        await harness.bidderWritesFirst(placed.marketplaceBidId);

        expect(await marketplace().repliedProjects({ token: TOKEN, bidderId: me, projectIds: ['39500083'] })).toEqual(
          new Map(),
        );
      });

      it('refuses a token starting with invalid with MARKETPLACE_TOKEN_INVALID', async () => {
        expect(
          await codeOf(
            marketplace().repliedProjects({
              token: 'invalid-token',
              bidderId: await bidderId(),
              projectIds: ['39500081'],
            }),
          ),
        ).toBe('MARKETPLACE_TOKEN_INVALID');
      });
    });

    describe('failures', () => {
      it('reports an outage while looking for our bid as MARKETPLACE_UNAVAILABLE, then answers', async () => {
        await harness.seedProject(aMarketplaceProject('39500071', '2026-01-01T10:00:00Z'));
        const me = await bidderId();
        const placed = await marketplace().placeBid({
          token: TOKEN,
          projectId: '39500071',
          bidderId: me,
          amount: 300,
          period: 7,
          description: 'Mine',
        });
        await harness.failNext('MARKETPLACE_UNAVAILABLE');

        expect(await codeOf(marketplace().findOwnBid({ token: TOKEN, bidderId: me, projectId: '39500071' }))).toBe(
          'MARKETPLACE_UNAVAILABLE',
        );
        expect(await marketplace().findOwnBid({ token: TOKEN, bidderId: me, projectId: '39500071' })).toEqual({
          marketplaceBidId: placed.marketplaceBidId,
        });
      });

      it('reports a rate limit as MARKETPLACE_RATE_LIMITED, then recovers', async () => {
        await harness.failNext('MARKETPLACE_RATE_LIMITED');

        expect(await codeOf(marketplace().searchActiveProjects({ token: TOKEN, limit: 10, offset: 0 }))).toBe(
          'MARKETPLACE_RATE_LIMITED',
        );
        expect(await marketplace().searchActiveProjects({ token: TOKEN, limit: 10, offset: 0 })).toEqual({
          projects: [],
          listed: 0,
        });
      });

      it('reports an outage as MARKETPLACE_UNAVAILABLE, then recovers', async () => {
        await harness.failNext('MARKETPLACE_UNAVAILABLE');

        const failed = await marketplace()
          .getSelf(TOKEN)
          .catch((error: unknown) => error);

        expect(failed).toMatchObject({ code: 'MARKETPLACE_UNAVAILABLE' });
        expect((await marketplace().getSelf(TOKEN)).id).toMatch(/^\d+$/);
      });

      it('fails a bid with the scripted failure and lets the retry through', async () => {
        await harness.seedProject(aMarketplaceProject('39500051', '2026-01-01T10:00:00Z'));
        const bid = {
          token: TOKEN,
          projectId: '39500051',
          bidderId: await bidderId(),
          amount: 300,
          period: 7,
          description: 'Retry me',
        };
        await harness.failNext('MARKETPLACE_UNAVAILABLE');

        expect(await codeOf(marketplace().placeBid(bid))).toBe('MARKETPLACE_UNAVAILABLE');
        expect((await marketplace().placeBid(bid)).marketplaceBidId).toMatch(/^\d+$/);
      });
    });
  });
}
