import { describe, expect, it } from 'vitest';
import type { Decision, DecisionQuery } from '../../ports/decision-log.port.js';
import { listDecisions } from './list-decisions.js';

const aDecision = (id: string, projectId: string, outcome: Decision['outcome'] = 'skipped'): Decision => ({
  id,
  userId: 'user-1',
  projectId,
  projectTitle: `Project ${projectId}`,
  projectUrl: `https://www.freelancer.com/projects/p-${projectId}`,
  outcome,
  reasons: outcome === 'skipped' ? ['PACE_LIMIT'] : [],
  detail: null,
  fitScore: 70,
  decidedAt: new Date('2026-03-01T10:00:00.000Z'),
});

describe('listDecisions', () => {
  it('gives each decision the bid on its project, asking for each project once, and keeps the page as the log gave it', async () => {
    const asked: string[][] = [];
    const queries: DecisionQuery[] = [];
    const page = [aDecision('d3', '300'), aDecision('d2', '200', 'queued'), aDecision('d1', '300')];
    const found = await listDecisions(
      {
        decisions: {
          list: async (_userId: string, query: DecisionQuery) => (queries.push(query), { items: page, total: 41 }),
        },
        bids: {
          bidIdsByProject: async (_userId: string, projectIds: readonly string[]) => {
            asked.push([...projectIds]);
            return new Map([['300', 'bid-300']]);
          },
        },
      },
      'user-1',
      { page: 3, limit: 3 },
    );
    expect(queries).toEqual([{ page: 3, limit: 3 }]);
    expect(asked).toEqual([['300', '200']]);
    expect(found).toEqual({
      total: 41,
      items: [
        { decision: page[0], bidId: 'bid-300' },
        { decision: page[1], bidId: null },
        { decision: page[2], bidId: 'bid-300' },
      ],
      excluded: 0,
    });
  });

  it('says how many decisions a left-out reason hid, counting the same filters without it', async () => {
    const queries: DecisionQuery[] = [];
    const found = await listDecisions(
      {
        decisions: {
          list: async (_userId: string, query: DecisionQuery) => {
            queries.push(query);
            return query.excludeReason === undefined
              ? { items: [aDecision('d9', '900')], total: 30 }
              : { items: [aDecision('d1', '100')], total: 12 };
          },
        },
        bids: { bidIdsByProject: async () => new Map<string, string>() },
      },
      'user-1',
      { page: 2, limit: 20, outcome: 'skipped', excludeReason: 'ALREADY_BID' },
    );
    expect(queries).toEqual([
      { page: 2, limit: 20, outcome: 'skipped', excludeReason: 'ALREADY_BID' },
      { page: 1, limit: 1, outcome: 'skipped' },
    ]);
    expect(found).toMatchObject({ total: 12, excluded: 18, items: [{ decision: { id: 'd1' } }] });
  });
});
