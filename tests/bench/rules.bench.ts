import { pathToFileURL } from 'node:url';
import { evaluateAutobidRules, type AutobidContext } from '../../core/domain/bidding/autobid-rules.js';
import type { Project } from '../../core/domain/bidding/project.js';
import type { ProjectKind } from '../../core/domain/bidding/project-kind.js';
import { defaultBiddingSettings, type BiddingSettings } from '../../core/domain/bidding/settings.js';
import { random } from './deterministic.js';
import { CURRENCIES, SKILL_POOL as FEED_SKILLS } from './feed-terms.js';
import { formatFigure, type Benchmark } from './figure.js';

const USERS = 10_000;
const PROJECTS = 1_000;
/** The feed's skills and four more, so that fewer users and projects share each. */
const SKILL_POOL = [...FEED_SKILLS, 'Mobile App Development', 'Laravel', 'Shopify', 'Video Editing'];
const PER_USD: Readonly<Record<string, number>> = { USD: 1, EUR: 0.95, GBP: 0.82, INR: 86, ZAR: 18.5 };
const NOW = new Date('2026-11-22T12:00:00Z');

function projects(next: () => number): Project[] {
  return Array.from({ length: PROJECTS }, (_, index) => ({
    id: String(40_000_000 + index),
    title: `Project ${index}`,
    description: 'A realistic project description',
    url: `https://www.freelancer.com/projects/p-${index}`,
    type: next() < 0.3 ? 'hourly' : 'fixed',
    currency: CURRENCIES[index % CURRENCIES.length] ?? 'USD',
    budgetMin: 30,
    budgetMax: next() < 0.1 ? null : Math.round(50 + next() * 5_000),
    bidCount: Math.floor(next() * 120),
    skills: [
      SKILL_POOL[Math.floor(next() * SKILL_POOL.length)] ?? 'PHP',
      SKILL_POOL[Math.floor(next() * SKILL_POOL.length)] ?? 'SEO',
    ],
    postedAt: new Date(NOW.getTime() - Math.floor(next() * 30 * 3_600_000)),
    // About one project in twenty is upgraded (featured or NDA), as on Freelancer.
    kinds: next() < 0.05 ? [next() < 0.5 ? 'featured' : 'nda'] : [],
    ownerId: String(26_000_000 + Math.floor(next() * USERS)),
    isOpen: true,
  }));
}

function settings(next: () => number, userId: string): BiddingSettings {
  const skills = Array.from(
    { length: 1 + Math.floor(next() * 4) },
    () => SKILL_POOL[Math.floor(next() * SKILL_POOL.length)] ?? 'PHP',
  );
  return {
    ...defaultBiddingSettings(userId, NOW),
    isActive: true,
    skills,
    maxBidsThreshold: ([10, 25, 50, 75, 100] as const)[Math.floor(next() * 5)] ?? 25,
    timeLimit: (['no_limit', '1hour', '6hours', '12hours', '24hours'] as const)[Math.floor(next() * 5)] ?? 'no_limit',
    bidsLimit: (['no_limit', 5, 10, 20, 50] as const)[Math.floor(next() * 5)] ?? 'no_limit',
    scheduleAutobidding: next() < 0.5,
    startTime: '08:00',
    endTime: '02:00',
    timezone:
      (['UTC', 'Asia/Kolkata', 'Europe/London', 'America/New_York', 'Africa/Johannesburg'] as const)[
        Math.floor(next() * 5)
      ] ?? 'UTC',
    isProfileVerified: next() < 0.5,
    minBidUsd: Math.floor(next() * 50),
  };
}

function contexts(): AutobidContext[] {
  const next = random(42);
  const feed = projects(next);
  return Array.from({ length: USERS }, (_, index) => ({
    settings: settings(next, `user-${index}`),
    user: { role: 'user', planStatus: 'active', isActive: true },
    hasToken: true,
    balance: { total: 50 + index, unlimited: index % 10 === 0 },
    projects: feed,
    now: NOW,
    projectIdsAlreadyBid: new Set<string>(),
    freelancerUserId: String(26_000_000 + index),
    // Some users were refused on featured projects, as the refusal classifier records it.
    unbiddableKinds: new Set<ProjectKind>(index % 5 === 0 ? ['featured'] : []),
    bidsPlacedLast24h: index % 7,
    usdRate: (currency: string) => PER_USD[currency],
    explain: false,
  }));
}

/** Pairs (user × project) the rule function decides per second, as the dispatcher runs it. */
export const rulesBenchmark: Benchmark = async () => {
  const all = contexts();
  let bids = 0;
  for (const ctx of all.slice(0, 500)) evaluateAutobidRules(ctx); // warm-up
  const started = performance.now();
  for (const ctx of all) {
    const result = evaluateAutobidRules(ctx);
    if (result.kind === 'evaluated') bids += result.decisions.length;
  }
  const seconds = (performance.now() - started) / 1000;
  return [
    { name: 'rules.pairs_per_s', value: Math.round((USERS * PROJECTS) / seconds), unit: 'pairs/s' },
    { name: 'rules.bids_decided', value: bids, unit: 'bids' },
  ];
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await rulesBenchmark()) console.log(formatFigure(figure));
}
