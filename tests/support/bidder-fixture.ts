import { expect } from 'vitest';
import type { Project } from '../../core/domain/bidding/project.js';
import type { ApiHarness, SignedIn } from './api-harness.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A ready bidder over the API (plan, token, bids, React.js skills) and projects listed on the fake
 * marketplace, for the suites that trigger dispatches. `api` is read when a helper runs, so a suite
 * can build this before its harness starts; `firstProjectId` keeps suites' project ids apart.
 */
export function bidderFixture(api: () => ApiHarness, firstProjectId: number) {
  let nextProjectId = firstProjectId;
  const listed = (overrides: Partial<Project> = {}): Project => {
    const id = String(nextProjectId++);
    const project: Project = {
      id,
      title: `Landing page ${id}`,
      description: 'A one-page site with a contact form.',
      url: `https://www.freelancer.com/projects/landing-${id}`,
      type: 'fixed',
      currency: 'USD',
      budgetMin: 100,
      budgetMax: 400,
      bidCount: 2,
      skills: ['React.js', 'CSS'],
      postedAt: new Date(api().deps.clock.now().getTime() - 5 * MINUTE),
      kinds: [],
      ownerId: null,
      isOpen: true,
      ...overrides,
    };
    api().deps.marketplace.seedProject(project);
    return project;
  };
  const withPlan = (userId: string) =>
    api().deps.storage.users.update(userId, {
      planStatus: 'active',
      currentPlan: 'starter',
      billingPeriod: 'monthly',
      planExpirationDate: new Date(api().deps.clock.now().getTime() + 30 * DAY),
    });
  const withBids = (userId: string, bids: number) =>
    api().deps.storage.ledger.credit({
      userId,
      kind: 'plan_grant',
      key: `grant:${userId}`,
      planDelta: bids,
      extraDelta: 0,
    });
  const withToken = async (session: SignedIn) =>
    expect(
      (
        await api().request('PUT', '/api/users/freelancer-profile', {
          token: session.token,
          body: { oauthToken: 'tok-ok' },
        })
      ).status,
    ).toBe(200);
  const withSettings = async (session: SignedIn, body: Record<string, unknown>) =>
    expect((await api().request('PUT', '/api/bidding/settings', { token: session.token, body })).status).toBe(200);
  const aBidder = async (bids = 10): Promise<SignedIn> => {
    const session = await api().signUp({ name: 'Grace Hopper' });
    await withPlan(session.user.id);
    await withToken(session);
    await withBids(session.user.id, bids);
    await withSettings(session, { skills: ['React.js'], minBidUsd: 50, bidPercentage: 50, completionPeriod: 7 });
    return session;
  };
  /** The id the next listed project gets. */
  const upcomingProjectId = (): number => nextProjectId;
  return { listed, withPlan, withBids, withToken, withSettings, aBidder, upcomingProjectId };
}
