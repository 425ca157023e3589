import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { aFeedProject } from '../../../tests/builders/projects.js';
import type { Project } from '../../domain/bidding/project.js';
import type { ProjectReference } from '../../domain/bidding/project-reference.js';
import type { User } from '../../domain/users/user.js';
import type { Marketplace } from '../../ports/marketplace.port.js';
import { ExplainProject } from './explain-project.js';

const NOW = '2026-03-01T10:00:00Z';
const DAY = 24 * 3600_000;

/** A feed project posted now: a US$250–750 React.js dashboard by client 81234567, its seo path in its url. */
const aProject = (id: string, overrides: Partial<Project> = {}): Project =>
  aFeedProject(id, new Date(NOW), {
    title: `Build a dashboard ${id}`,
    description: 'Charts and a REST API.',
    url: `https://www.freelancer.com/projects/react-js/build-a-dashboard-${id}`,
    budgetMin: 250,
    budgetMax: 750,
    skills: ['React.js'],
    ownerId: '81234567',
    ...overrides,
  });

/** Freelancer as far as explain reads it: one project at a time, the asks recorded. */
class OneProjectReads implements Pick<Marketplace, 'findProject'> {
  readonly asked: Array<{ readonly token: string; readonly project: ProjectReference }> = [];
  constructor(private readonly known: readonly Project[]) {}
  async findProject(input: { token: string; project: ProjectReference }): Promise<Project | null> {
    this.asked.push(input);
    const { project } = input;
    return (
      this.known.find((candidate) =>
        project.kind === 'id' ? candidate.id === project.id : candidate.url.endsWith(`/projects/${project.seoUrl}`),
      ) ?? null
    );
  }
}

describe('ExplainProject', () => {
  let storage: InMemoryStorage;
  let clock: FixedClock;
  let user: User;

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    user = await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' });
    await storage.profiles.save(user.id, { oauthToken: 'token-1', freelancerUserId: '42' });
    await storage.settings.update(user.id, { skills: ['React.js'] });
  });

  const explainer = (marketplace: OneProjectReads) =>
    new ExplainProject(storage, marketplace, new FixedExchangeRates(), clock);

  it('finds a project of the stored feed without asking Freelancer', async () => {
    const fresh = aProject('40100001');
    await storage.feed.addNew([fresh], clock.now());
    const marketplace = new OneProjectReads([]);

    expect((await explainer(marketplace).execute(user, fresh.id)).project).toEqual(fresh);
    expect(marketplace.asked).toEqual([]);
  });

  it('answers the fit now with its reasons, the minimum-fit rule, and which request made a brief a scam', async () => {
    const scam = aProject('40100002', {
      description: 'Logo work. Contact me on WhatsApp first.',
      client: { id: '9', paymentVerified: false, rating: null, reviews: null, country: null, registeredAt: null },
    });
    await storage.feed.addNew([scam], clock.now());
    await storage.settings.update(user.id, { minFitScore: 90 });

    const answer = await explainer(new OneProjectReads([])).execute(user, scam.id);

    expect(answer.fit.score).toBe(74);
    expect(answer.fit.reasons[0]).toEqual({ code: 'skills', points: 20, text: 'shares 1 of 1 skill' });
    expect(answer.rules.filter((rule) => !rule.passed)).toEqual([
      {
        code: 'BRIEF_SCAM',
        label: 'The brief asks nothing scammers ask for',
        passed: false,
        message: 'The brief asks to talk outside Freelancer',
      },
      {
        code: 'FIT_TOO_LOW',
        label: 'Fit score at or above your minimum',
        passed: false,
        message: 'The fit score is below your minimum',
      },
    ]);
  });

  it('reads a project in neither the feed nor any active list, however old and closed, by id or by link, with the user’s token', async () => {
    const old = aProject('40100002', { postedAt: new Date(Date.parse(NOW) - 40 * DAY), isOpen: false });
    const marketplace = new OneProjectReads([old]);

    const byId = await explainer(marketplace).execute(user, old.id);
    const byLink = await explainer(marketplace).execute(user, `${old.url}/details?ref=x`);

    expect(byId.project).toEqual(old);
    expect(byLink.project).toEqual(old);
    expect(byId.rules.find((rule) => rule.code === 'PROJECT_CLOSED')).toMatchObject({ passed: false });
    expect(marketplace.asked).toEqual([
      { token: 'token-1', project: { kind: 'id', id: '40100002' } },
      { token: 'token-1', project: { kind: 'path', seoUrl: 'react-js/build-a-dashboard-40100002' } },
    ]);
  });

  it('answers PROJECT_NOT_FOUND when Freelancer has no such project, and without a token asks nobody', async () => {
    const marketplace = new OneProjectReads([]);
    await expect(explainer(marketplace).execute(user, '999999999')).rejects.toMatchObject({
      code: 'PROJECT_NOT_FOUND',
    });
    expect(marketplace.asked).toHaveLength(1);

    await storage.profiles.save(user.id, { oauthToken: null, freelancerUserId: null });
    await expect(explainer(marketplace).execute(user, '999999999')).rejects.toMatchObject({
      code: 'PROJECT_NOT_FOUND',
    });
    expect(marketplace.asked).toHaveLength(1);
  });

  it('answers a verdict for the matching and client rules, and lists only the rule of the project’s own type', async () => {
    await storage.settings.update(user.id, {
      excludedKeywords: ['dashboard'],
      requiredKeywords: ['laravel'],
      languages: ['en'],
      requirePaymentVerified: true,
      blockedCountries: ['NG'],
      fixedBudgetMaxUsd: 500,
    });
    const project = aProject('40100003', {
      language: 'de',
      client: { id: '81234567', paymentVerified: false, rating: 4, reviews: 10, country: 'NG', registeredAt: null },
    });
    await storage.feed.addNew([project], clock.now());

    const answer = await explainer(new OneProjectReads([])).execute(user, project.id);

    const verdicts = Object.fromEntries(answer.rules.map((rule) => [rule.code, rule.passed]));
    expect(verdicts).toMatchObject({
      FIXED_EXCLUDED: true,
      KEYWORD_EXCLUDED: false,
      KEYWORD_MISSING: false,
      LANGUAGE_MISMATCH: false,
      CLIENT_NOT_VERIFIED: false,
      CLIENT_COUNTRY_BLOCKED: false,
      CLIENT_REPUTATION_LOW: true,
      CLIENT_BLOCKED: true,
      BUDGET_OUT_OF_RANGE: false,
      SKILLS_MISMATCH: true,
    });
    expect(verdicts).not.toHaveProperty('HOURLY_EXCLUDED');
    expect(answer.rules.find((rule) => rule.code === 'BUDGET_OUT_OF_RANGE')?.message).toContain('outside your range');
  });

  it('explains a project not in English as the bid would go: skipped without a language model for a user with no languages, saying why; bid with one', async () => {
    const project = aProject('40100005', { language: 'fr' });
    await storage.feed.addNew([project], clock.now());

    const template = await explainer(new OneProjectReads([])).execute(user, project.id);
    expect(template.profiles[0]!.verdict).toBe('skip');
    expect(template.rules.find((rule) => rule.code === 'LANGUAGE_MISMATCH')).toEqual({
      code: 'LANGUAGE_MISMATCH',
      label: 'Written in a language you bid in',
      passed: false,
      message:
        "The project is not in English (fr): without a language model, proposals are in your prompt's language, English unless you set your languages",
    });

    const model = await new ExplainProject(
      storage,
      new OneProjectReads([]),
      new FixedExchangeRates(),
      clock,
      true,
    ).execute(user, project.id);
    expect(model.profiles[0]!.verdict).toBe('bid');
    expect(model.rules.find((rule) => rule.code === 'LANGUAGE_MISMATCH')?.passed).toBe(true);

    await storage.settings.update(user.id, { languages: ['de'] });
    const chosen = await explainer(new OneProjectReads([])).execute(user, project.id);
    expect(chosen.rules.find((rule) => rule.code === 'LANGUAGE_MISMATCH')?.message).toBe(
      'The project is written in a language you do not bid in',
    );
  });

  it('lists the rules a user has not set only where they read true', async () => {
    const project = aProject('40100004');
    await storage.feed.addNew([project], clock.now());

    const answer = await explainer(new OneProjectReads([])).execute(user, project.id);

    expect(answer.rules.every((rule) => rule.passed)).toBe(true);
    const codes = answer.rules.map((rule) => rule.code);
    expect(codes).not.toContain('KEYWORD_MISSING');
    expect(codes).not.toContain('CLIENT_NOT_VERIFIED');
    expect(codes).toContain('KEYWORD_EXCLUDED');
  });
});
