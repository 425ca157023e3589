import { describe, expect, it } from 'vitest';
import type { ProjectDecision } from './autobid-decisions.js';
import type { AutobidContext, AutobidEvaluation } from './autobid-rules.js';
import { evaluateAutobidRules, rankWindow } from './autobid-rules.js';
import type { Project } from './project.js';
import type { ProjectKind } from './project-kind.js';
import { defaultBiddingSettings } from './settings.js';
import type { BiddingSettings } from './settings.js';
import { aListedProject } from '../../../tests/builders/projects.js';

const now = new Date('2026-01-15T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const RATES: Record<string, number> = { USD: 1, INR: 86, EUR: 0.95 };

const settingsWith = (overrides: Partial<BiddingSettings> = {}): BiddingSettings => ({
  ...defaultBiddingSettings('u1', now),
  isActive: true,
  skills: ['react'],
  minBidUsd: 30,
  bidPercentage: 50,
  ...overrides,
});

const ctxWith = (overrides: Partial<AutobidContext> = {}): AutobidContext => ({
  settings: settingsWith(),
  user: { role: 'user', planStatus: 'active', isActive: true },
  hasToken: true,
  balance: { total: 100, unlimited: false },
  projects: [aListedProject('1')],
  now,
  projectIdsAlreadyBid: new Set(),
  freelancerUserId: '26605882',
  unbiddableKinds: new Set(),
  bidsPlacedLast24h: 0,
  usdRate: (currency) => RATES[currency],
  ...overrides,
});

const decisions = (evaluation: AutobidEvaluation): readonly ProjectDecision[] => {
  if (evaluation.kind !== 'evaluated') throw new Error(`blocked: ${evaluation.reasons.map((r) => r.code).join(',')}`);
  return evaluation.decisions;
};
const summary = (ctx: AutobidContext) =>
  decisions(evaluateAutobidRules(ctx)).map((d) =>
    d.kind === 'bid' ? `${d.project.id}:bid` : `${d.project.id}:${d.reasons.map((r) => r.code).join('+')}`,
  );
const only = (ctx: AutobidContext): ProjectDecision => {
  const [first] = decisions(evaluateAutobidRules(ctx));
  if (!first) throw new Error('no decision');
  return first;
};
const blocks = (ctx: AutobidContext) => {
  const evaluation = evaluateAutobidRules(ctx);
  return evaluation.kind === 'blocked' ? evaluation.reasons.map((r) => r.code) : [];
};

describe('evaluateAutobidRules: account level', () => {
  it('bids when every account condition holds', () => {
    expect(only(ctxWith())).toEqual({
      kind: 'bid',
      project: aListedProject('1'),
      profileId: 'main',
      amount: 250,
      currency: 'USD',
      amountUsd: 250,
      period: 30,
    });
  });

  it('blocks with every applicable reason when several account conditions fail', () => {
    const ctx = ctxWith({
      settings: settingsWith({ isActive: false, skills: [' '] }),
      user: { role: 'user', planStatus: 'expired', isActive: false },
      hasToken: false,
      balance: { total: 0, unlimited: false },
    });
    expect(blocks(ctx)).toEqual([
      'AUTOBID_OFF',
      'USER_DISABLED',
      'PLAN_NOT_ACTIVE',
      'NO_TOKEN',
      'NO_SKILLS',
      'NO_BIDS_LEFT',
    ]);
  });

  it('lets an admin bid without an active plan', () => {
    expect(only(ctxWith({ user: { role: 'admin', planStatus: 'none', isActive: true } })).kind).toBe('bid');
  });

  it('bids with zero balance when the plan is unlimited', () => {
    expect(only(ctxWith({ balance: { total: 0, unlimited: true } })).kind).toBe('bid');
  });

  it('blocks with DAILY_LIMIT_REACHED when the 24 h limit is already used', () => {
    expect(blocks(ctxWith({ settings: settingsWith({ bidsLimit: 5 }), bidsPlacedLast24h: 5 }))).toEqual([
      'DAILY_LIMIT_REACHED',
    ]);
  });

  it('blocks with OUTSIDE_SCHEDULE when now is outside the window', () => {
    const settings = settingsWith({ scheduleAutobidding: true, startTime: '13:00', endTime: '17:00', timezone: 'UTC' });
    expect(blocks(ctxWith({ settings }))).toEqual(['OUTSIDE_SCHEDULE']);
    expect(blocks(ctxWith({ settings: { ...settings, startTime: '12:00' } }))).toEqual([]);
  });
});

describe('evaluateAutobidRules: project rules', () => {
  it('skips with TOO_MANY_BIDS when the bid count is over the threshold, not at it', () => {
    const projects = [aListedProject('at', { bidCount: 25 }), aListedProject('over', { bidCount: 26 })];
    expect(summary(ctxWith({ projects }))).toEqual(['at:bid', 'over:TOO_MANY_BIDS']);
  });

  it('skips hourly projects only when hourly bidding is off', () => {
    const projects = [aListedProject('h', { type: 'hourly' })];
    expect(summary(ctxWith({ projects }))).toEqual(['h:bid']);
    expect(summary(ctxWith({ projects, settings: settingsWith({ bidOnHourlyProjects: false }) }))).toEqual([
      'h:HOURLY_EXCLUDED',
    ]);
  });

  it('keeps projects posted exactly at the time limit and skips older ones', () => {
    const projects = [
      aListedProject('edge', { postedAt: minutesAgo(60) }),
      aListedProject('old', { postedAt: minutesAgo(61) }),
    ];
    expect(summary(ctxWith({ projects, settings: settingsWith({ timeLimit: '1hour' }) }))).toEqual([
      'edge:bid',
      'old:TOO_OLD',
    ]);
    expect(summary(ctxWith({ projects }))).toEqual(['edge:bid', 'old:bid']);
  });

  it('skips with SKILLS_MISMATCH when no skill is shared, matching case-insensitively', () => {
    const projects = [aListedProject('m', { skills: [' REACT '] }), aListedProject('x', { skills: ['PHP'] })];
    expect(summary(ctxWith({ projects }))).toEqual(['m:bid', 'x:SKILLS_MISMATCH']);
  });

  it('trusts a caller that kept only projects sharing a skill for the one-skill rule, and still checks a stricter one', () => {
    const projects = [aListedProject('m', { skills: ['React', 'Redux'] })];
    expect(summary(ctxWith({ projects, projectsShareASkill: true }))).toEqual(['m:bid']);
    // Two shared skills asked: the prefilter's one shared skill does not answer that.
    expect(
      summary(ctxWith({ projects, projectsShareASkill: true, settings: settingsWith({ minSkillMatches: 2 }) })),
    ).toEqual(['m:SKILLS_MISMATCH']);
    expect(
      summary(
        ctxWith({
          projects,
          projectsShareASkill: true,
          settings: settingsWith({ skills: ['react', 'redux'], minSkillMatches: 2 }),
        }),
      ),
    ).toEqual(['m:bid']);
  });

  it('needs a verified profile when the upper budget is over 2500 USD, not at it', () => {
    const projects = [
      aListedProject('at', { budgetMax: 2500 }),
      aListedProject('over', { budgetMax: 2500.01 }),
      aListedProject('inr', { currency: 'INR', budgetMax: 300_000 }),
    ];
    expect(summary(ctxWith({ projects }))).toEqual([
      'at:bid',
      'over:VERIFIED_PROFILE_REQUIRED',
      'inr:VERIFIED_PROFILE_REQUIRED',
    ]);
    expect(summary(ctxWith({ projects, settings: settingsWith({ isProfileVerified: true }) }))).toEqual([
      'at:bid',
      'over:bid',
      'inr:bid',
    ]);
  });

  it('judges the budget by budgetMin when budgetMax is null, and bids no less than that minimum', () => {
    expect(only(ctxWith({ projects: [aListedProject('1', { budgetMin: 3000, budgetMax: null })] })).kind).toBe('skip');
    expect(only(ctxWith({ projects: [aListedProject('1', { budgetMin: 80, budgetMax: null })] }))).toMatchObject({
      kind: 'bid',
      amount: 80,
    });
  });

  it('judges a budget whose minimum is above its maximum by the minimum, which the bid never goes under', () => {
    const projects = [aListedProject('upside-down', { budgetMin: 9000, budgetMax: 100 })];
    expect(summary(ctxWith({ projects }))).toEqual(['upside-down:VERIFIED_PROFILE_REQUIRED']);
    expect(only(ctxWith({ projects, settings: settingsWith({ isProfileVerified: true }) }))).toMatchObject({
      kind: 'bid',
      amount: 9000,
    });
  });

  it('skips with NO_BUDGET a project whose budget prices no bid: zero, negative, or under a cent', () => {
    const projects = [
      aListedProject('zero', { budgetMin: 0, budgetMax: 0 }),
      aListedProject('negative', { budgetMin: -500, budgetMax: -100 }),
      aListedProject('missing', { budgetMin: 0, budgetMax: null }),
      aListedProject('crumb', { budgetMin: 0, budgetMax: 0.004 }),
    ];
    expect(summary(ctxWith({ projects, settings: settingsWith({ minBidUsd: 0 }) }))).toEqual([
      'zero:NO_BUDGET',
      'negative:NO_BUDGET',
      'missing:NO_BUDGET',
      'crumb:NO_BUDGET',
    ]);
  });

  it('skips with RATE_UNAVAILABLE when the project currency has no rate', () => {
    expect(summary(ctxWith({ projects: [aListedProject('j', { currency: 'JPY' })] }))).toEqual(['j:RATE_UNAVAILABLE']);
  });

  it('lists every failed rule when a project breaks several', () => {
    const projects = [
      aListedProject('bad', { bidCount: 99, type: 'hourly', skills: ['PHP'], postedAt: minutesAgo(120) }),
    ];
    const settings = settingsWith({ bidOnHourlyProjects: false, timeLimit: '1hour' });
    expect(summary(ctxWith({ projects, settings, projectIdsAlreadyBid: new Set(['bad']) }))).toEqual([
      'bad:ALREADY_BID+TOO_MANY_BIDS+HOURLY_EXCLUDED+TOO_OLD+SKILLS_MISMATCH',
    ]);
    expect(only(ctxWith({ projects, settings }))).toMatchObject({
      kind: 'skip',
      reasons: [{ code: 'TOO_MANY_BIDS', message: 'The project has more bids than the threshold' }, {}, {}, {}],
    });
  });
});

describe('evaluateAutobidRules: projects the user cannot bid on', () => {
  const barred = (kinds: readonly ProjectKind[]): ReadonlySet<ProjectKind> => new Set(kinds);

  it.each<[string, Partial<Project>, readonly ProjectKind[], string]>([
    ['a plain project', {}, [], 'bid'],
    ['an NDA project, always', { kinds: ['nda'] }, [], 'NDA_PROJECT'],
    ['an NDA project also listed as barred', { kinds: ['nda'] }, ['nda'], 'NDA_PROJECT'],
    ['a featured project, not barred', { kinds: ['featured'] }, [], 'bid'],
    ['a featured project, barred', { kinds: ['featured'] }, ['featured'], 'BARRED_FEATURED'],
    [
      'a preferred-only project, barred',
      { kinds: ['preferred_only'] },
      ['preferred_only', 'qualified'],
      'BARRED_PREFERRED_ONLY',
    ],
    ['a verified-only project, barred', { kinds: ['verified_only'] }, ['verified_only'], 'BARRED_VERIFIED_ONLY'],
    ['a qualification project, barred', { kinds: ['qualified'] }, ['qualified'], 'BARRED_QUALIFIED'],
    ['a qualification project, another kind barred', { kinds: ['qualified'] }, ['featured'], 'bid'],
    [
      'a project of two barred kinds',
      { kinds: ['nda', 'featured', 'qualified'] },
      ['featured'],
      'NDA_PROJECT+BARRED_FEATURED',
    ],
    ["the user's own project", { ownerId: '26605882' }, [], 'OWN_PROJECT'],
    ["another client's project", { ownerId: '81234567' }, [], 'bid'],
    ['a project of no known client', { ownerId: null }, [], 'bid'],
    ['a closed project', { isOpen: false }, [], 'PROJECT_CLOSED'],
    [
      'a closed NDA project of the user',
      { isOpen: false, kinds: ['nda'], ownerId: '26605882' },
      [],
      'PROJECT_CLOSED+OWN_PROJECT+NDA_PROJECT',
    ],
  ])('%s: %s', (_case, project, unbiddableKinds, expected) => {
    expect(
      summary(ctxWith({ projects: [aListedProject('p', project)], unbiddableKinds: barred(unbiddableKinds) })),
    ).toEqual([`p:${expected}`]);
    // Bids only: the same projects are left out.
    const bids = decisions(
      evaluateAutobidRules(
        ctxWith({ projects: [aListedProject('p', project)], unbiddableKinds: barred(unbiddableKinds), explain: false }),
      ),
    );
    expect(bids.length).toBe(expected === 'bid' ? 1 : 0);
  });

  it("matches no project as the user's own when the user's marketplace id is unknown", () => {
    expect(
      summary(ctxWith({ projects: [aListedProject('p', { ownerId: '26605882' })], freelancerUserId: null })),
    ).toEqual(['p:bid']);
  });

  it('names the kind in the reason the user reads', () => {
    const reasons = (project: Partial<Project>, kinds: readonly ProjectKind[]) => {
      const decision = only(ctxWith({ projects: [aListedProject('p', project)], unbiddableKinds: barred(kinds) }));
      return decision.kind === 'skip' ? decision.reasons.map((reason) => reason.message) : [];
    };
    expect(reasons({ kinds: ['nda'] }, [])).toEqual(["NDA projects cannot be bid on through Freelancer's API"]);
    expect(reasons({ kinds: ['featured'] }, ['featured'])).toEqual([
      "Freelancer refused this account's bids on featured projects",
    ]);
    expect(reasons({ kinds: ['preferred_only'] }, ['preferred_only'])).toEqual([
      "Freelancer refused this account's bids on Preferred Freelancer projects",
    ]);
    expect(reasons({ kinds: ['verified_only'] }, ['verified_only'])).toEqual([
      "Freelancer refused this account's bids on projects for verified freelancers only",
    ]);
    expect(reasons({ kinds: ['qualified'] }, ['qualified'])).toEqual([
      "Freelancer refused this account's bids on projects that need a passed qualification exam",
    ]);
    expect(reasons({ ownerId: '26605882' }, [])).toEqual([
      "The project was posted by the user's own Freelancer account",
    ]);
    expect(reasons({ isOpen: false }, [])).toEqual(['The project no longer takes bids']);
  });

  it('does not count a barred project against the caps', () => {
    const projects = [
      aListedProject('nda', { kinds: ['nda'], postedAt: minutesAgo(1) }),
      aListedProject('plain', { postedAt: minutesAgo(5) }),
    ];
    expect(summary(ctxWith({ projects, balance: { total: 1, unlimited: false } }))).toEqual([
      'nda:NDA_PROJECT',
      'plain:bid',
    ]);
  });
});

describe('evaluateAutobidRules: never twice', () => {
  it('skips with ALREADY_BID when the user already bid on the project', () => {
    expect(summary(ctxWith({ projectIdsAlreadyBid: new Set(['1']) }))).toEqual(['1:ALREADY_BID']);
  });

  it('bids once when the same project appears twice in the feed', () => {
    expect(summary(ctxWith({ projects: [aListedProject('1'), aListedProject('1')] }))).toEqual([
      '1:bid',
      '1:ALREADY_BID',
    ]);
  });
});

describe('evaluateAutobidRules: caps', () => {
  const five = ['a', 'b', 'c', 'd', 'e'].map((id, i) => aListedProject(id, { postedAt: minutesAgo(50 - i * 10) }));

  it('gives bids to the newest eligible projects when 3 of 5 daily bids are used', () => {
    const ctx = ctxWith({ projects: five, settings: settingsWith({ bidsLimit: 5 }), bidsPlacedLast24h: 3 });
    expect(summary(ctx)).toEqual([
      'a:DAILY_LIMIT_REACHED',
      'b:DAILY_LIMIT_REACHED',
      'c:DAILY_LIMIT_REACHED',
      'd:bid',
      'e:bid',
    ]);
  });

  it('does not count skipped projects against the daily cap', () => {
    const projects = [...five.slice(0, 4), aListedProject('e', { postedAt: minutesAgo(1), skills: ['PHP'] })];
    const ctx = ctxWith({ projects, settings: settingsWith({ bidsLimit: 5 }), bidsPlacedLast24h: 3 });
    expect(summary(ctx)).toEqual([
      'a:DAILY_LIMIT_REACHED',
      'b:DAILY_LIMIT_REACHED',
      'c:bid',
      'd:bid',
      'e:SKILLS_MISMATCH',
    ]);
  });

  it('decides no more bids than the balance holds when the balance is the tighter cap', () => {
    const ctx = ctxWith({ projects: five, balance: { total: 1, unlimited: false } });
    expect(summary(ctx)).toEqual(['a:NO_BIDS_LEFT', 'b:NO_BIDS_LEFT', 'c:NO_BIDS_LEFT', 'd:NO_BIDS_LEFT', 'e:bid']);
  });

  it("gives the pace's slots before the next run to the newest projects and says why the rest wait", () => {
    const ctx = ctxWith({ projects: five, paceCapacity: 3 });
    expect(summary(ctx)).toEqual(['a:PACE_LIMIT', 'b:PACE_LIMIT', 'c:bid', 'd:bid', 'e:bid']);
  });

  it('names the tightest cap: the balance below the pace, the pace below the daily limit', () => {
    expect(summary(ctxWith({ projects: five, paceCapacity: 3, balance: { total: 2, unlimited: false } }))).toEqual([
      'a:NO_BIDS_LEFT',
      'b:NO_BIDS_LEFT',
      'c:NO_BIDS_LEFT',
      'd:bid',
      'e:bid',
    ]);
    expect(
      summary(
        ctxWith({ projects: five, paceCapacity: 2, settings: settingsWith({ bidsLimit: 5 }), bidsPlacedLast24h: 2 }),
      ),
    ).toEqual(['a:PACE_LIMIT', 'b:PACE_LIMIT', 'c:PACE_LIMIT', 'd:bid', 'e:bid']);
  });

  it('bids on nothing when the pace has no slot before the next run', () => {
    expect(summary(ctxWith({ projects: five, paceCapacity: 0 }))).toEqual([
      'a:PACE_LIMIT',
      'b:PACE_LIMIT',
      'c:PACE_LIMIT',
      'd:PACE_LIMIT',
      'e:PACE_LIMIT',
    ]);
  });

  it('caps by the pace the same without explanations', () => {
    const decisions = evaluateAutobidRules({ ...ctxWith({ projects: five, paceCapacity: 2 }), explain: false });
    expect(
      decisions.kind === 'evaluated' ? decisions.decisions.map((decision) => decision.project.id) : decisions,
    ).toEqual(['d', 'e']);
  });

  it('keeps feed order among equally new projects when capping', () => {
    const same = ['x', 'y', 'z'].map((id) => aListedProject(id, { postedAt: minutesAgo(5) }));
    expect(summary(ctxWith({ projects: same, balance: { total: 2, unlimited: false } }))).toEqual([
      'x:bid',
      'y:bid',
      'z:NO_BIDS_LEFT',
    ]);
  });

  it('bids on everything eligible when there is no limit', () => {
    expect(summary(ctxWith({ projects: five, bidsPlacedLast24h: 1000 }))).toEqual([
      'a:bid',
      'b:bid',
      'c:bid',
      'd:bid',
      'e:bid',
    ]);
  });
});

describe('evaluateAutobidRules: projects given newest first', () => {
  /** A small deterministic generator, so a failure can be replayed. */
  const seeded = (seed: number) => () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const winners = (ctx: AutobidContext) =>
    new Set(decisions(evaluateAutobidRules(ctx)).map((decision) => decision.project.id));

  it('chooses the same bids as from feed order, for any mix of ties, skips and caps', () => {
    // The feed holds a project once, so ids are unique here.
    const next = seeded(7);
    for (let round = 0; round < 200; round++) {
      const projects = Array.from({ length: 1 + Math.floor(next() * 25) }, (_, n) =>
        aListedProject(String(n), {
          postedAt: minutesAgo(Math.floor(next() * 6)),
          skills: next() < 0.2 ? ['PHP'] : ['React'],
          bidCount: Math.floor(next() * 80),
          title: `Project ${n}`,
        }),
      );
      const newestFirst = [...projects].sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
      const ctx = ctxWith({
        projects,
        explain: false,
        projectIdsAlreadyBid: new Set(['3', '5']),
        balance: { total: 1 + Math.floor(next() * 8), unlimited: false },
        paceCapacity: Math.floor(next() * 6),
      });
      expect(winners({ ...ctx, projects: newestFirst, projectsNewestFirst: true }), `round ${round}`).toEqual(
        winners(ctx),
      );
    }
  });

  it('stops looking once the ranking window past the cap is full', () => {
    const unreadable = new Proxy(aListedProject('late', { postedAt: minutesAgo(50) }), {
      get: (target, property) => {
        if (property === 'skills' || property === 'kinds' || property === 'bidCount')
          throw new Error('read past the window');
        return Reflect.get(target, property);
      },
    });
    const window = Array.from({ length: rankWindow(2) }, (_, n) =>
      aListedProject(`w${n}`, { postedAt: minutesAgo(1 + n / 100) }),
    );
    const ctx = ctxWith({
      projects: [...window, unreadable],
      explain: false,
      paceCapacity: 2,
      projectsNewestFirst: true,
    });
    expect(winners(ctx)).toEqual(new Set(['w0', 'w1']));
    expect(() => evaluateAutobidRules({ ...ctx, projectsNewestFirst: false })).toThrow('read past the window');
  });
});

describe('evaluateAutobidRules: best fit first when capped', () => {
  const winners = (ctx: AutobidContext) =>
    decisions(evaluateAutobidRules(ctx))
      .filter((d) => d.kind === 'bid')
      .map((d) => d.project.id);
  // The same age band (within 15 minutes) and bids, so only the client and the skills differ.
  const plain = aListedProject('plain', { postedAt: minutesAgo(1) });
  const unverified = aListedProject('unverified', {
    postedAt: minutesAgo(2),
    client: { id: '7', paymentVerified: false, rating: null, reviews: null, country: null, registeredAt: null },
  });
  const trusted = aListedProject('trusted', {
    postedAt: minutesAgo(9),
    client: { id: '8', paymentVerified: true, rating: 4.9, reviews: 40, country: null, registeredAt: null },
  });
  const partial = aListedProject('partial', { postedAt: minutesAgo(3), skills: ['React', 'PHP', 'Go', 'Rust'] });
  const feed = [plain, unverified, trusted, partial];

  it.each([
    ['the pace', { paceCapacity: 2 }, 'PACE_LIMIT'],
    ['the balance', { balance: { total: 2, unlimited: false } }, 'NO_BIDS_LEFT'],
    ['the daily limit', { settings: settingsWith({ bidsLimit: 5 }), bidsPlacedLast24h: 3 }, 'DAILY_LIMIT_REACHED'],
  ] as const)('bids the best-fit projects, not just the newest, when %s caps the run', (_cap, overrides, overCap) => {
    expect(summary(ctxWith({ projects: feed, ...overrides }))).toEqual([
      'plain:bid',
      `unverified:${overCap}`,
      'trusted:bid',
      `partial:${overCap}`,
    ]);
    expect(winners(ctxWith({ projects: feed, explain: false, ...overrides }))).toEqual(['plain', 'trusted']);
    // Given newest first, the dispatcher's way, it chooses the same.
    const newest = [...feed].sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
    expect(
      new Set(winners(ctxWith({ projects: newest, explain: false, projectsNewestFirst: true, ...overrides }))),
    ).toEqual(new Set(['plain', 'trusted']));
    expect(
      new Set(
        winners(ctxWith({ projects: newest, explain: false, projectsNewestFirst: true, keepSkips: 10, ...overrides })),
      ),
    ).toEqual(new Set(['plain', 'trusted']));
  });

  it('breaks a tie in fit by the newest, then feed order', () => {
    const tied = [
      aListedProject('old', { postedAt: minutesAgo(8) }),
      aListedProject('new', { postedAt: minutesAgo(2) }),
      aListedProject('first', { postedAt: minutesAgo(5) }),
      aListedProject('second', { postedAt: minutesAgo(5) }),
    ];
    expect(winners(ctxWith({ projects: tied, paceCapacity: 2 }))).toEqual(['new', 'first']);
    expect(winners(ctxWith({ projects: tied, paceCapacity: 3 }))).toEqual(['new', 'first', 'second']);
  });

  it('does not rank when nothing caps the run', () => {
    expect(winners(ctxWith({ projects: feed }))).toEqual(['plain', 'unverified', 'trusted', 'partial']);
  });
});

describe('evaluateAutobidRules: minimum fit and brief screening', () => {
  const unverified = aListedProject('low', {
    client: { id: '7', paymentVerified: false, rating: 2, reviews: 3, country: null, registeredAt: null },
    bidCount: 20,
  });

  it('skips a project scoring below the minimum fit with FIT_TOO_LOW, and bids at or above it', () => {
    const settings = settingsWith({ minFitScore: 70 });
    expect(summary(ctxWith({ projects: [aListedProject('ok'), unverified], settings }))).toEqual([
      'ok:bid',
      'low:FIT_TOO_LOW',
    ]);
    expect(summary(ctxWith({ projects: [unverified], settings: settingsWith({ minFitScore: 0 }) }))).toEqual([
      'low:bid',
    ]);
  });

  it('does not count a project below the minimum fit against the caps', () => {
    const ctx = ctxWith({
      projects: [unverified, aListedProject('ok', { postedAt: minutesAgo(30) })],
      settings: settingsWith({ minFitScore: 70 }),
      paceCapacity: 1,
      explain: false,
    });
    expect(decisions(evaluateAutobidRules(ctx)).map((d) => d.project.id)).toEqual(['ok']);
  });

  it('skips a brief asking for a scam with BRIEF_SCAM, and a topic is no scam', () => {
    const scam = aListedProject('scam', { description: 'Quick logo. Contact me on WhatsApp to discuss.' });
    const topic = aListedProject('topic', { description: 'Build a crypto exchange dashboard with live prices.' });
    expect(summary(ctxWith({ projects: [scam, topic] }))).toEqual(['scam:BRIEF_SCAM', 'topic:bid']);
    expect(
      decisions(evaluateAutobidRules(ctxWith({ projects: [scam, topic], explain: false }))).map((d) => d.project.id),
    ).toEqual(['topic']);
  });
});

describe('evaluateAutobidRules: amount', () => {
  it('converts the USD amount into the project currency with 2 decimals', () => {
    // 10000 INR = 116.279… USD; 50% = 58.14 USD > min 30; back in INR 5000.00
    const decision = only(
      ctxWith({ projects: [aListedProject('1', { currency: 'INR', budgetMin: 5000, budgetMax: 10_000 })] }),
    );
    expect(decision).toMatchObject({ kind: 'bid', amount: 5000, currency: 'INR', amountUsd: 58.14, period: 30 });
  });

  it('uses minBidUsd in the project currency when the percentage is lower', () => {
    const decision = only(
      ctxWith({
        projects: [aListedProject('1', { currency: 'EUR', budgetMin: 10, budgetMax: 40 })],
        settings: settingsWith({ minBidUsd: 30, completionPeriod: 7 }),
      }),
    );
    expect(decision).toMatchObject({ kind: 'bid', amount: 28.5, amountUsd: 30, period: 7 });
  });
});

describe('evaluateAutobidRules: explain false', () => {
  it('returns only the bids with the same amounts when skips are not wanted', () => {
    const projects = [
      aListedProject('skip', { skills: ['PHP'] }),
      aListedProject('bid'),
      aListedProject('late', { bidCount: 99 }),
    ];
    const full = decisions(evaluateAutobidRules(ctxWith({ projects })));
    const bidsOnly = decisions(evaluateAutobidRules(ctxWith({ projects, explain: false })));
    expect(bidsOnly).toEqual(full.filter((d) => d.kind === 'bid'));
    expect(bidsOnly.map((d) => d.project.id)).toEqual(['bid']);
  });

  it('still refuses a duplicate when skips are not wanted', () => {
    expect(
      decisions(
        evaluateAutobidRules(ctxWith({ projects: [aListedProject('1'), aListedProject('1')], explain: false })),
      ),
    ).toHaveLength(1);
  });
});

describe('evaluateAutobidRules: the skip tally for the decision log', () => {
  const newestFirst = [
    aListedProject('n1', { postedAt: minutesAgo(1), bidCount: 500 }),
    aListedProject('n2', { postedAt: minutesAgo(2) }),
    aListedProject('n3', { postedAt: minutesAgo(3), type: 'hourly', bidCount: 500 }),
    aListedProject('n4', { postedAt: minutesAgo(4) }),
    aListedProject('n5', { postedAt: minutesAgo(5), bidCount: 500 }),
    aListedProject('n6', { postedAt: minutesAgo(6) }),
  ];
  const tallied = (overrides: Partial<AutobidContext>) => {
    const evaluation = evaluateAutobidRules(
      ctxWith({
        projects: newestFirst,
        explain: false,
        projectsNewestFirst: true,
        settings: settingsWith({ maxBidsThreshold: 100, bidOnHourlyProjects: false }),
        ...overrides,
      }),
    );
    if (evaluation.kind !== 'evaluated' || evaluation.skipTally === undefined) throw new Error('no tally');
    const masks = Object.fromEntries(evaluation.skipTally.masks);
    return {
      bids: evaluation.decisions.map((d) => d.project.id),
      kept: evaluation.skipTally.kept.map((s) => `${s.project.id}:${s.reasons.map((r) => r.code).join('+')}`),
      masks,
    };
  };

  it('counts every skip, over the cap too, and keeps the first ones whole', () => {
    const { bids, kept, masks } = tallied({ paceCapacity: 1, keepSkips: 3 });
    expect(bids).toEqual(['n2']);
    expect(kept).toEqual(['n1:TOO_MANY_BIDS', 'n3:TOO_MANY_BIDS+HOURLY_EXCLUDED', 'n5:TOO_MANY_BIDS']);
    // TOO_MANY_BIDS (bit 8) ×2, TOO_MANY_BIDS+HOURLY_EXCLUDED ×1, PACE_LIMIT (bit 16) ×2 for n4 and n6.
    expect(masks).toEqual({ [1 << 8]: 2, [(1 << 8) | (1 << 9)]: 1, [1 << 16]: 2 });
  });

  it('tallies as from feed order, and alike with or without a set of chosen ids, however far past the ranking window', () => {
    let seed = 11;
    const next = (): number => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const summary = (ctx: AutobidContext) => {
      const evaluation = evaluateAutobidRules(ctx);
      if (evaluation.kind !== 'evaluated' || evaluation.skipTally === undefined) throw new Error('no tally');
      const { masks, kept } = evaluation.skipTally;
      return {
        bids: evaluation.decisions.map((d) => d.project.id),
        kept: kept.map((k) => `${k.project.id}:${k.reasons.map((r) => r.code).join('+')}`),
        masks: [...masks].sort((a, b) => a[0] - b[0]),
      };
    };
    for (let round = 0; round < 100; round++) {
      // Newest first, each project once: the dispatcher's windows.
      const projects = Array.from({ length: 1 + Math.floor(next() * 90) }, (_, n) =>
        aListedProject(`p${n}`, {
          postedAt: minutesAgo(n),
          bidCount: Math.floor(next() * 60),
          type: next() < 0.3 ? 'hourly' : 'fixed',
          budgetMax: 100 + Math.floor(next() * 4_000),
        }),
      );
      const ctx = ctxWith({
        projects,
        explain: false,
        keepSkips: 1 + Math.floor(next() * 10),
        paceCapacity: Math.floor(next() * 4),
        settings: settingsWith({ maxBidsThreshold: 50 }),
      });
      const asDispatched = summary({ ...ctx, projectsNewestFirst: true, projectsDistinct: true });
      expect(asDispatched, `round ${round}`).toEqual(summary(ctx));
      expect(asDispatched, `round ${round}`).toEqual(summary({ ...ctx, projectsNewestFirst: true }));
    }
  });

  it('answers no tally unless asked, and stops at the cap then', () => {
    const evaluation = evaluateAutobidRules(
      ctxWith({ projects: newestFirst, explain: false, projectsNewestFirst: true, paceCapacity: 1 }),
    );
    expect(evaluation.kind === 'evaluated' && evaluation.skipTally).toBeUndefined();
  });
});
