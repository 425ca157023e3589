import type { Project } from '../../core/domain/bidding/project.js';

/**
 * A project as the bidding rules see it on the feed: fixed, US$100–500, React, three bids, open,
 * posted at 11:50 on 2026-01-15 (ten minutes before the rules' suites' "now").
 */
export const aListedProject = (id: string, overrides: Partial<Project> = {}): Project => ({
  id,
  title: `Project ${id}`,
  description: '',
  url: `https://example.test/${id}`,
  type: 'fixed',
  currency: 'USD',
  budgetMin: 100,
  budgetMax: 500,
  bidCount: 3,
  skills: ['React'],
  postedAt: new Date('2026-01-15T11:50:00Z'),
  kinds: [],
  ownerId: null,
  isOpen: true,
  ...overrides,
});
