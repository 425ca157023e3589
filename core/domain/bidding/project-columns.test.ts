import { describe, expect, it } from 'vitest';
import { evaluateAutobidRules, type AutobidContext } from './autobid-rules.js';
import { allProjectColumns, fillProjectColumns, projectColumns } from './project-columns.js';
import { defaultBiddingSettings } from './settings.js';
import { aListedProject } from '../../../tests/builders/projects.js';

const now = new Date('2026-01-15T12:00:00Z');

describe('projectColumns', () => {
  it('holds each fact as the rules read it off the project', () => {
    const projects = [
      aListedProject('a'),
      aListedProject('b', {
        isOpen: false,
        kinds: ['nda'],
        type: 'hourly',
        currency: 'EUR',
        budgetMax: null,
        budgetMin: 20,
        ownerId: '77',
        bidCount: 40,
        language: ' pt-BR',
      }),
      aListedProject('c', {
        description: 'Pay a $50 registration fee before you start.',
        postedAt: new Date(Number.NaN),
        language: '  ',
      }),
    ];
    const columns = allProjectColumns(projects);
    expect(columns.filled).toBe(3);
    expect(columns.ids).toEqual(['a', 'b', 'c']);
    expect(columns.ownerIds).toEqual([null, '77', null]);
    expect([...columns.closed]).toEqual([0, 1, 0]);
    expect([...columns.hasKinds]).toEqual([0, 1, 0]);
    expect([...columns.bidCounts]).toEqual([3, 40, 3]);
    expect([...columns.hourly]).toEqual([0, 1, 0]);
    expect(columns.postedAtMs[0]).toBe(now.getTime() - 600_000);
    expect(columns.postedAtMs[2]).toBeNaN();
    expect(columns.currencies).toEqual(['USD', 'EUR', 'USD']);
    expect([...columns.upperBudgets]).toEqual([500, 20, 500]);
    expect([...columns.scams]).toEqual([0, 0, 1]);
    // Unknown (absent, blank) is null, which no language rule skips.
    expect(columns.languages).toEqual([null, 'pt', null]);
  });

  it('fills in order, reading no project past the one asked for', () => {
    const unreadable = new Proxy(aListedProject('late'), {
      get: () => {
        throw new Error('read past the fill');
      },
    });
    const projects = [aListedProject('a'), aListedProject('b'), unreadable];
    const columns = projectColumns(projects);
    fillProjectColumns(columns, projects, 1);
    expect(columns.filled).toBe(2);
    expect(columns.ids.slice(0, 2)).toEqual(['a', 'b']);
    expect(() => fillProjectColumns(columns, projects, 2)).toThrow('read past the fill');
  });
});

describe('evaluateAutobidRules with shared columns', () => {
  const random = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };

  it('decides as it does building the columns itself, over random projects and rules', () => {
    const next = random(20);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    for (let round = 0; round < 100; round++) {
      const projects = Array.from({ length: 1 + Math.floor(next() * 40) }, (_, n) =>
        aListedProject(`p${n}`, {
          isOpen: next() > 0.1,
          type: pick(['fixed', 'hourly'] as const),
          currency: pick(['USD', 'EUR', 'XXX']),
          budgetMax: pick([null, 50, 500, 9_000]),
          bidCount: Math.floor(next() * 120),
          kinds: next() < 0.1 ? ['nda'] : [],
          ownerId: pick([null, '26605882', '5']),
          skills: [pick(['React', 'PHP', 'Go'])],
          postedAt: new Date(now.getTime() - Math.floor(next() * 30) * 3_600_000),
          description: next() < 0.1 ? 'Send a $30 deposit to get the job.' : 'Build a dashboard.',
        }),
      );
      const ctx: AutobidContext = {
        settings: {
          ...defaultBiddingSettings('u1', now),
          isActive: true,
          skills: [pick(['react', 'php'])],
          maxBidsThreshold: pick([10, 50, 100] as const),
          timeLimit: pick(['1hour', '24hours', 'no_limit'] as const),
          isProfileVerified: next() < 0.5,
        },
        user: { role: 'user', planStatus: 'active', isActive: true },
        hasToken: true,
        balance: { total: Math.floor(next() * 5), unlimited: false },
        projects,
        now,
        projectIdsAlreadyBid: new Set(next() < 0.5 ? ['p1', 'p3'] : []),
        freelancerUserId: '26605882',
        unbiddableKinds: new Set(),
        bidsPlacedLast24h: 0,
        usdRate: (currency) => ({ USD: 1, EUR: 0.9 })[currency],
        explain: next() < 0.5,
        keepSkips: 5,
        projectsDistinct: true,
      };
      expect(evaluateAutobidRules({ ...ctx, projectColumns: allProjectColumns(projects) })).toEqual(
        evaluateAutobidRules(ctx),
      );
    }
  });
});
