import { describe, expect, it } from 'vitest';
import { CATEGORIES, JOBS } from './catalogue.js';
import { BRIEF_TRAITS, FOREIGN, INSTRUCTIONS, SCAMS } from './project-briefs.js';
import { generateProject, othersBidCount, UPGRADE_FLAGS, type SimulatorProject } from './project-generator.js';
import { CLIENT_POOL_SIZE, isPoolClient } from './simulator-clients.js';
import { seededRandom } from './random.js';

const START = Date.parse('2026-03-01T12:00:00Z');
const many = (count: number, seed = 7): SimulatorProject[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) =>
    generateProject(random, { id: 39_600_000 + index, at: START + index * 60_000 }),
  );
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
    const overLimit = projects.filter(
      (project) => (project.budget.maximum ?? project.budget.minimum) * project.currency.exchangeRate > 2500,
    );

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
      const skills = project.jobs.map((job) => job.name).join(', ');
      if (project.language === 'en') expect(project.description).toContain(`Skills needed: ${skills}.`);
      else expect(project.description).toContain(skills);
      expect(project.seoUrl).toMatch(new RegExp(`^${primary?.seoUrl}/[a-z0-9-]+-${project.id}$`));
      expect(project.submittedAt % 1000).toBe(0);
      expect(project.closesAt).toBeGreaterThan(project.submittedAt);
    }
  });

  it('carries every upgrade flag, some of the harmless ones set, none of those that bar accounts (the simulator serves those by rate)', () => {
    const projects = many(1000);

    for (const project of projects) expect(Object.keys(project.upgrades).sort()).toEqual([...UPGRADE_FLAGS].sort());
    for (const flag of ['urgent', 'sealed', 'ip_contract'] as const)
      expect(projects.some((project) => project.upgrades[flag])).toBe(true);
    for (const flag of ['featured', 'NDA', 'pf_only', 'premium', 'qualified'] as const)
      expect(projects.some((project) => project.upgrades[flag])).toBe(false);
  });

  it('posts for a pool of clients who come back', () => {
    const projects = many(1000);
    const owners = new Set(projects.map((project) => project.ownerId));

    for (const owner of owners) expect(isPoolClient(owner)).toBe(true);
    expect(owners.size).toBeGreaterThan(CLIENT_POOL_SIZE / 2);
    expect(owners.size).toBeLessThan(projects.length);
  });

  const shareOf = (projects: readonly SimulatorProject[], test: (project: SimulatorProject) => boolean): number =>
    projects.filter(test).length / projects.length;

  it.each([
    ['a stated timeline', 'timeline', 0.3, 0.5],
    ['questions for the bidder', 'question', 0.2, 0.35],
    ['an instruction to the bidder', 'instruction', 0.15, 0.35],
    ['a scam', 'scam', 0.015, 0.07],
    ['another language', 'non_english', 0.05, 0.12],
    ['the skill trap', 'skill_trap', 0.01, 0.06],
  ] as const)('gives a share of briefs %s', (_what, trait, low, high) => {
    const share = shareOf(many(3000), (project) => project.traits?.includes(trait) === true);

    expect(share).toBeGreaterThan(low);
    expect(share).toBeLessThan(high);
  });

  it('writes what each trait says into the brief', () => {
    for (const project of many(2000)) {
      const traits = project.traits ?? [];
      for (const trait of traits) expect(BRIEF_TRAITS).toContain(trait);
      if (project.language !== 'en') {
        expect(['de', 'es', 'fr', 'pt']).toContain(project.language);
        expect(traits).toContain('non_english');
        expect(project.description).toContain(FOREIGN[project.language as keyof typeof FOREIGN].closing);
        expect(project.description).not.toContain('Skills needed');
        continue;
      }
      expect(traits.includes('timeline')).toBe(
        /within \d+ days|deadline is (in \d+ weeks|\d+ days)|within \d+ weeks/i.test(project.description),
      );
      expect(traits.includes('question')).toBe(/\?/.test(project.description));
      expect(traits.includes('scam')).toBe(SCAMS.some((scam) => project.description.includes(scam)));
      expect(traits.includes('instruction')).toBe(/the word|as the first word/i.test(project.description));
      if (traits.includes('instruction')) expect(INSTRUCTIONS.length).toBeGreaterThan(0);
    }
  });

  it('states a timeline as days or whole weeks, and asks fixed projects without one for a timeline', () => {
    const english = many(2000).filter((project) => project.language === 'en' && project.type === 'fixed');

    expect(english.some((project) => /Needed within 3 days\./.test(project.description))).toBe(true);
    expect(english.some((project) => /The deadline is in 2 weeks\./.test(project.description))).toBe(true);
    for (const project of english.filter((candidate) => !candidate.traits?.includes('timeline')))
      expect(project.description).toContain('Please include your price and a timeline.');
  });

  it('sets the skill trap: a finance-newsletter writing job listing one developer skill', () => {
    const traps = many(3000).filter((project) => project.traits?.includes('skill_trap'));

    expect(traps.length).toBeGreaterThan(0);
    for (const trap of traps) {
      expect(trap.title).toMatch(/newsletter/);
      expect(trap.jobs.filter((job) => job.categoryId === 4).length).toBeGreaterThanOrEqual(1);
      expect(trap.jobs.filter((job) => job.categoryId !== 4)).toHaveLength(1);
      expect(trap.seoUrl.startsWith(`${trap.jobs[0]?.seoUrl}/`)).toBe(true);
    }
  });

  it('offers hourly projects in the ranges clients use, such as $15–25 and €2–8 an hour', () => {
    const hourly = many(3000).filter((project) => project.type === 'hourly');
    const range = (code: string, minimum: number, maximum: number) =>
      hourly.some(
        (project) =>
          project.currency.code === code && project.budget.minimum === minimum && project.budget.maximum === maximum,
      );

    expect(range('USD', 15, 25)).toBe(true);
    expect(range('EUR', 2, 8)).toBe(true);
    for (const project of hourly) expect(project.hoursPerWeek).toBeGreaterThan(0);
  });

  it('gathers other freelancers’ bids as the project ages, up to its cap', () => {
    const project = { ...many(1)[0]!, initialBids: 1, bidsPerHour: 6, maxBids: 10 };

    expect(othersBidCount(project, project.submittedAt)).toBe(1);
    expect(othersBidCount(project, project.submittedAt + 30 * 60_000)).toBe(4);
    expect(othersBidCount(project, project.submittedAt + 24 * 3_600_000)).toBe(10);
  });
});
