import type { Project } from '../../core/domain/bidding/project.js';
import { pick } from './deterministic.js';

/** Skills common on Freelancer's feed: what the benches' projects ask for and their users offer. */
export const SKILL_POOL: readonly string[] = [
  'PHP',
  'Python',
  'React.js',
  'Node.js',
  'WordPress',
  'Graphic Design',
  'Logo Design',
  'Data Entry',
  'Excel',
  'SEO',
  'Copywriting',
  'Java',
];

export const CURRENCIES: readonly string[] = ['USD', 'EUR', 'GBP', 'INR', 'ZAR'];

/**
 * A feed project's terms drawn from `next`: three in ten hourly, one in ten with no budget
 * ceiling, up to 120 bids so far and two skills of the pool.
 */
export const randomProjectTerms = (next: () => number): Partial<Project> => ({
  type: next() < 0.3 ? 'hourly' : 'fixed',
  currency: pick(next, CURRENCIES),
  budgetMax: next() < 0.1 ? null : Math.round(50 + next() * 5_000),
  bidCount: Math.floor(next() * 120),
  skills: [pick(next, SKILL_POOL), pick(next, SKILL_POOL)],
});
