import { describe, expect, it } from 'vitest';
import { CATEGORIES, JOBS } from './catalogue.js';
import { generateProject, othersBidCount, UPGRADE_FLAGS, type SandboxProject } from './project-generator.js';
import { seededRandom } from './random.js';

const START = Date.parse('2026-03-01T12:00:00Z');
const many = (count: number, seed = 7): SandboxProject[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => generateProject(random, { id: 39_600_000 + index, at: START + index * 60_000 }));
};

describe('generateProject', () => {
  it('makes the same projects from the same seed', () => {
    expect(many(20, 42)).toEqual(many(20, 42));
    expect(many(20, 42)).not.toEqual(many(20, 43));
  });

  it('covers the six landing-page categories, fixed and hourly, and the usual currencies', () => {
    const projects = many(1000);
    const categories = new Set(projects.map((project) => project.jobs[0]?.categoryId));
    const types = new Set(projects.map((project) => project.type));
    const currencies = new Set(projects.map((project) => project.currency.code));

    expect([...categories].sort()).toEqual(CATEGORIES.map((category) => category.id));
    expect(types).toEqual(new Set(['fixed', 'hourly']));
    for (const code of ['USD', 'EUR', 'GBP', 'INR', 'ZAR']) expect(currencies).toContain(code);
    const hourlyShare = projects.filter((project) => project.type === 'hourly').length / projects.length;
    expect(hourlyShare).toBeGreaterThan(0.15);
    expect(hourlyShare).toBeLessThan(0.4);
  });

  it('uses Freelancer budget ranges, some worth more than $2,500', () => {
    const projects = many(1000);
    const overLimit = projects.filter((project) => (project.budget.maximum ?? project.budget.minimum) * project.currency.exchangeRate > 2500);

    expect(overLimit.length / projects.length).toBeGreaterThan(0.05);
    expect(overLimit.length / projects.length).toBeLessThan(0.35);
    for (const { budget } of projects) {
      expect(budget.minimum).toBeGreaterThan(0);
      if (budget.maximum !== null) expect(budget.maximum).toBeGreaterThan(budget.minimum);
    }
    expect(projects.some((project) => project.type === 'hourly' && project.budget.maximum === null)).toBe(true);
  });

  it('composes titles and descriptions from catalogue jobs with no placeholder left', () => {
    const catalogue = new Set(JOBS.map((job) => job.id));
    for (const project of many(300)) {
      const [primary] = project.jobs;
      expect(project.jobs.length).toBeGreaterThanOrEqual(2);
      for (const job of project.jobs) expect(catalogue.has(job.id)).toBe(true);
      expect(`${project.title} ${project.description}`).not.toMatch(/[{}]/);
      expect(project.description).toContain(`Skills needed: ${project.jobs.map((job) => job.name).join(', ')}.`);
      expect(project.seoUrl).toMatch(new RegExp(`^${primary?.seoUrl}/[a-z0-9-]+-${project.id}$`));
      expect(project.submittedAt % 1000).toBe(0);
      expect(project.closesAt).toBeGreaterThan(project.submittedAt);
    }
  });

  it('carries every upgrade flag, some of the harmless ones set, none of those that bar accounts (the simulator serves those by rate)', () => {
    const projects = many(1000);

    for (const project of projects) expect(Object.keys(project.upgrades).sort()).toEqual([...UPGRADE_FLAGS].sort());
    for (const flag of ['urgent', 'sealed', 'ip_contract'] as const) expect(projects.some((project) => project.upgrades[flag])).toBe(true);
    for (const flag of ['featured', 'NDA', 'pf_only', 'premium', 'qualified'] as const) expect(projects.some((project) => project.upgrades[flag])).toBe(false);
  });

  it('gathers other freelancers’ bids as the project ages, up to its cap', () => {
    const project = { ...many(1)[0]!, initialBids: 1, bidsPerHour: 6, maxBids: 10 };

    expect(othersBidCount(project, project.submittedAt)).toBe(1);
    expect(othersBidCount(project, project.submittedAt + 30 * 60_000)).toBe(4);
    expect(othersBidCount(project, project.submittedAt + 24 * 3_600_000)).toBe(10);
  });
});
