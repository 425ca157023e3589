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

/**
 * The project the place-bid worker's suites bid on: #4021, a fixed EUR 250–750 React dashboard
 * with four bids, posted at 11:40 on 2026-01-15 (twenty minutes before their "now").
 */
export const aDashboardProject = (overrides: Partial<Project> = {}): Project => ({
  id: '4021',
  title: 'Build a React dashboard',
  description: 'Charts and CSV export',
  url: 'https://www.freelancer.com/projects/react-dashboard',
  type: 'fixed',
  currency: 'EUR',
  budgetMin: 250,
  budgetMax: 750,
  bidCount: 4,
  skills: ['React.js'],
  postedAt: new Date('2026-01-15T11:40:00.000Z'),
  kinds: [],
  ownerId: null,
  isOpen: true,
  ...overrides,
});

/** The #4021 dashboard as the engine hands it to a proposal writer: React.js, TypeScript and CSS, briefed for a sales team. */
export const aProposalProject = (overrides: Partial<Project> = {}): Project =>
  aDashboardProject({
    description: 'We need a dashboard for our sales team.',
    skills: ['React.js', 'TypeScript', 'CSS'],
    postedAt: new Date('2026-01-15T11:50:00Z'),
    ...overrides,
  });

/** A fixed-price USD project in React.js and CSS; postedAt as given. */
export const aFeedProject = (id: string, postedAt: Date, overrides: Partial<Project> = {}): Project => ({
  id,
  title: `Project ${id}`,
  description: 'Build it',
  url: `https://www.freelancer.com/projects/p-${id}`,
  type: 'fixed',
  currency: 'USD',
  budgetMin: 100,
  budgetMax: 500,
  bidCount: 3,
  skills: ['React.js', 'CSS'],
  postedAt,
  kinds: [],
  ownerId: null,
  isOpen: true,
  ...overrides,
});
