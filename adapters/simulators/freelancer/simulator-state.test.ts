import type { Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock.js';
import { createKnex } from '../../storage/knex/knex-client.js';
import { JOBS } from './catalogue.js';
import { seededRandom } from './random.js';
import { UPGRADE_FLAGS, type SimulatorProject } from './project-generator.js';
import { DEMO_BEHAVIOURS, FreelancerSimulatorState, isRefusal, QUIET_BEHAVIOURS } from './simulator-state.js';
import { fromProjectRow } from './storage/simulator-rows.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const opened: Knex[] = [];
const memoryDatabase = (): Knex => {
  const db = createKnex({ dialect: 'sqlite', connection: ':memory:' });
  opened.push(db);
  return db;
};
/** A proposal that names details of the brief it answers, with the word the brief asks it to start with. */
const readProposal = (project: SimulatorProject): string => {
  const word = /(?:with the word|Write) ['"]([A-Za-z]+)['"]/.exec(project.description)?.[1];
  const details = project.description.split(/\s+/).slice(0, 30).join(' ');
  return `${word === undefined ? '' : `${word}\n\n`}About your brief: ${details}. I can do this.`;
};
const newState = async (clock = new FixedClock('2026-03-01T12:00:00Z'), db = memoryDatabase()) => ({
  clock,
  db,
  state: await FreelancerSimulatorState.open({ db, clock }),
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

describe('FreelancerSimulatorState', () => {
  it('starts with a backlog of the last three hours, newest first', async () => {
    const { clock, state } = await newState();
    await state.advance();
    const projects = await state.activeProjects();
    const now = clock.now().getTime();

    expect(projects.length).toBeGreaterThan(3 * 40);
    expect(projects.length).toBeLessThan(3 * 120 + 1);
    expect(projects.at(-1)!.submittedAt).toBeGreaterThanOrEqual(now - 3 * HOUR - 1000);
    expect(projects.map((project) => project.submittedAt)).toEqual(
      [...projects.map((project) => project.submittedAt)].sort((a, b) => b - a),
    );
  });

  it('adds a project a minute of clock time, the same ones in every database', async () => {
    const first = await newState();
    const second = await newState();
    await first.state.advance();
    const before = (await first.state.activeProjects()).length;

    first.clock.advance(10 * 60_000);
    await first.state.advance();
    const added = (await first.state.activeProjects()).length - before;

    expect(added).toBeGreaterThanOrEqual(9);
    expect(added).toBeLessThanOrEqual(11);
    await second.state.advance();
    second.clock.advance(10 * 60_000);
    await second.state.advance();
    expect((await second.state.activeProjects()).map((project) => project.id)).toEqual(
      (await first.state.activeProjects()).map((project) => project.id),
    );
  });

  it('keeps its projects and bids over a restart on the same database, adding no second backlog', async () => {
    const db = memoryDatabase();
    const earlier = await newState(new FixedClock('2026-03-01T12:00:00Z'), db);
    await earlier.state.advance();
    const token = 'restarted';
    const me = earlier.state.userFor(token).id;
    const [target] = await earlier.state.activeProjects();
    const placed = await earlier.state.placeBid({
      token,
      projectId: target!.id,
      bidderId: me,
      amount: 120,
      period: 5,
      milestonePercentage: 100,
      description: 'Before the restart',
    });
    const before = await earlier.state.activeProjects();

    const later = await newState(new FixedClock('2026-03-01T12:30:00Z'), db);
    await later.state.advance();
    const after = await later.state.activeProjects();

    const restartedAt = earlier.clock.now().getTime();
    const known = new Set(before.map((project) => project.id));
    for (const project of before) expect(await later.state.project(project.id)).toEqual(project);
    expect(
      after.filter((project) => project.submittedAt <= restartedAt).every((project) => known.has(project.id)),
    ).toBe(true);
    const added = after.filter((project) => project.submittedAt > restartedAt).length;
    expect(added).toBeGreaterThanOrEqual(29);
    expect(added).toBeLessThanOrEqual(31);
    expect(await later.state.findBids({ bidders: [me] })).toEqual([placed]);
    expect(
      await later.state.placeBid({
        token,
        projectId: target!.id,
        bidderId: me,
        amount: 130,
        period: 5,
        milestonePercentage: 100,
        description: 'Again',
      }),
    ).toMatchObject({
      errorCode: 'ProjectExceptionCodes.DUPLICATE_BID',
    });
  });

  it('fills only the last backlog window after a long idle spell', async () => {
    const { clock, state } = await newState();
    await state.advance();
    clock.advance(5 * 24 * HOUR);
    await state.advance();

    const recent = await state.activeProjects({ fromMs: clock.now().getTime() - 3 * HOUR - 1000 });
    expect(recent.length).toBeLessThan(3 * 120 + 1);
  });

  it('maps a token to the same freelancer every time, with jobs from the catalogue that match a good share of projects', async () => {
    const { state } = await newState();
    const other = await newState(new FixedClock());
    await state.advance();
    const catalogue = new Set(JOBS.map((job) => job.name));
    const projects = await state.activeProjects();
    const shares = ['demo', 'alice-token', 'bob-token', 'carol-token', 'dave-token'].map((token) => {
      const user = state.userFor(token);
      expect(state.userFor(token)).toBe(user);
      expect(other.state.userFor(token)).toEqual(user);
      expect(user.jobs.length).toBeGreaterThanOrEqual(6);
      for (const job of user.jobs) expect(catalogue.has(job.name)).toBe(true);
      const mine = new Set(user.jobs.map((job) => job.id));
      return projects.filter((project) => project.jobs.some((job) => mine.has(job.id))).length / projects.length;
    });
    const average = shares.reduce((sum, share) => sum + share, 0) / shares.length;

    expect(average).toBeGreaterThan(0.2);
    expect(state.userFor('demo').id).not.toBe(state.userFor('other').id);
  });

  it('has owners award or reject some bids after a while', async () => {
    const { clock, state } = await newState();
    await state.advance();
    const token = 'bidder';
    const me = state.userFor(token).id;
    const placed = [];
    for (const project of (await state.activeProjects()).slice(0, 40)) {
      placed.push(
        await state.placeBid({
          token,
          projectId: project.id,
          bidderId: me,
          amount: 100,
          period: 7,
          milestonePercentage: 100,
          description: 'Hi',
        }),
      );
    }
    expect(placed.every((bid) => 'id' in bid && bid.awardStatus === 'pending')).toBe(true);

    clock.advance(9 * HOUR);
    await state.advance();
    const statuses = (await state.findBids({ bidders: [me] })).map((bid) => bid.awardStatus);

    expect(statuses).toHaveLength(40);
    expect(statuses).toContain('awarded');
    expect(statuses).toContain('rejected');
    expect(statuses).toContain('pending');
  });

  it('closes projects over time, and refuses bids on them', async () => {
    const { clock, state } = await newState();
    await state.advance();
    const [project] = await state.activeProjects();
    await state.closeProject(project!.id);
    const me = state.userFor('t').id;

    expect((await state.activeProjects()).some((candidate) => candidate.id === project!.id)).toBe(false);
    expect(
      await state.placeBid({
        token: 't',
        projectId: project!.id,
        bidderId: me,
        amount: 1,
        period: 1,
        milestonePercentage: 100,
        description: 'x',
      }),
    ).toMatchObject({
      httpStatus: 403,
      errorCode: 'ProjectExceptionCodes.PROJECT_NOT_ACTIVE',
    });
    clock.advance(8 * 24 * HOUR);
    await state.advance();
    expect((await state.activeProjects()).every((candidate) => candidate.closesAt! > clock.now().getTime())).toBe(true);
  });

  it('answers no bid, and decides none, for an id no bid can have', async () => {
    const { state } = await newState();

    expect(await state.findBids({ ids: [99_999_999_999] })).toEqual([]);
    await expect(state.setAwardStatus(99_999_999_999, 'awarded')).resolves.toBeUndefined();
  });

  it('admits 120 requests per token per rolling minute', async () => {
    const { clock, state } = await newState();
    const results = Array.from({ length: 121 }, () => state.admit('busy').allowed);

    expect(results.filter(Boolean)).toHaveLength(120);
    expect(results.at(-1)).toBe(false);
    expect(state.admit('someone-else').allowed).toBe(true);
    clock.advance(60_001);
    expect(state.admit('busy')).toEqual({ allowed: true, remaining: 119 });
  });

  it('is quiet unless told otherwise: no account-barring upgrade, restriction, limit, balance minimum, ending or firewall', async () => {
    const { state } = await newState();
    await state.advance();
    const projects = await state.activeProjects();

    expect(state.behaviours).toEqual(QUIET_BEHAVIOURS);
    expect(
      projects.filter((project) =>
        ['featured', 'NDA', 'pf_only', 'premium', 'qualified'].some((flag) => state.upgradesOf(project)[flag as 'NDA']),
      ),
    ).toEqual([]);
    expect(projects.filter((project) => state.minimumBalanceOf(project) !== null)).toEqual([]);
    expect(state.standingOf('anyone')).toEqual({ limited: false, barredFrom: new Set() });
    expect(Array.from({ length: 50 }, () => state.takeFailure()).filter(Boolean)).toEqual([]);
  });

  it('shows npm start’s behaviours now and then, while most bids still go through', async () => {
    const clock = new FixedClock('2026-03-01T12:00:00Z');
    const state = await FreelancerSimulatorState.open({ db: memoryDatabase(), clock, ...DEMO_BEHAVIOURS });
    await state.advance();
    const projects = await state.activeProjects();
    const upgraded = projects.filter((project) =>
      ['featured', 'NDA', 'pf_only', 'premium', 'qualified'].some((flag) => state.upgradesOf(project)[flag as 'NDA']),
    );

    expect(state.behaviours).toEqual(DEMO_BEHAVIOURS);
    expect(upgraded.length / projects.length).toBeGreaterThan(0.05);
    expect(upgraded.length / projects.length).toBeLessThan(0.25);
    expect(projects.some((project) => state.minimumBalanceOf(project) !== null)).toBe(true);
    expect(projects.some((project) => state.isServedMalformed(project.id))).toBe(true);

    const answers = [];
    for (const [index, project] of projects.slice(0, 60).entries()) {
      const token = `demo-${index % 6}`;
      answers.push(
        await state.placeBid({
          token,
          projectId: project.id,
          bidderId: state.userFor(token).id,
          amount: 100,
          period: 7,
          milestonePercentage: 100,
          description: 'Hi',
        }),
      );
      clock.advance(2_000);
    }
    const refused = answers.filter(isRefusal);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThan(answers.length / 3);
  });

  it('ends awards revoked or canceled only when switched on, keeping the owners’ other decisions as they were', async () => {
    const decide = async (awardEndingRate: number) => {
      const clock = new FixedClock('2026-03-01T12:00:00Z');
      const state = await FreelancerSimulatorState.open({
        db: memoryDatabase(),
        clock,
        random: seededRandom(11),
        awardEndingRate,
      });
      await state.advance();
      const me = state.userFor('t').id;
      for (const project of (await state.activeProjects()).slice(0, 80)) {
        await state.placeBid({
          token: 't',
          projectId: project.id,
          bidderId: me,
          amount: 100,
          period: 7,
          milestonePercentage: 100,
          description: readProposal(project),
        });
      }
      clock.advance(9 * HOUR);
      return (await state.findBids({ bidders: [me] })).map((bid) => bid.awardStatus);
    };
    const quiet = await decide(0);
    const ending = await decide(0.5);

    expect(quiet).not.toContain('revoked');
    expect(quiet).not.toContain('canceled');
    expect(ending).toContain('revoked');
    expect(ending).toContain('canceled');
    // Only awards end otherwise: every bid that is not an award in the quiet run is decided alike.
    for (const [index, status] of quiet.entries()) if (status !== 'awarded') expect(ending[index]).toBe(status);
  });

  it('has clients write first on a share of the bids, minutes to hours later, the same for every run, and every awarding client before the award', async () => {
    const reply = async (clientReplyRate: number) => {
      const clock = new FixedClock('2026-03-01T12:00:00Z');
      const state = await FreelancerSimulatorState.open({
        db: memoryDatabase(),
        clock,
        random: seededRandom(11),
        clientReplyRate,
      });
      await state.advance();
      const me = state.userFor('t').id;
      const active = (await state.activeProjects()).slice(0, 80);
      const projects = active.map((project) => project.id);
      for (const project of active) {
        await state.placeBid({
          token: 't',
          projectId: project.id,
          bidderId: me,
          amount: 100,
          period: 7,
          milestonePercentage: 100,
          description: readProposal(project),
        });
      }
      const soon = await state.clientThreads(me, projects);
      clock.advance(9 * HOUR);
      const threads = await state.clientThreads(me, projects);
      const awarded = (await state.findBids({ bidders: [me] })).filter((bid) => bid.awardStatus === 'awarded');
      return { soon, threads, awarded, start: Date.parse('2026-03-01T12:00:00Z') };
    };
    const quiet = await reply(0);
    const first = await reply(0.3);
    const again = await reply(0.3);

    expect(quiet.threads).toEqual([]);
    expect(first.soon).toEqual([]);
    expect(first.threads.length).toBeGreaterThan(8);
    expect(first.threads.length).toBeLessThan(50);
    expect(again.threads).toEqual(first.threads);
    for (const thread of first.threads) {
      expect(thread.createdAt - first.start).toBeGreaterThanOrEqual(MINUTE);
      expect(thread.createdAt - first.start).toBeLessThanOrEqual(6 * HOUR);
    }
    for (const bid of first.awarded) expect(first.threads.map((thread) => thread.id)).toContain(bid.id);
  });

  it('has clients answer proposals that name their brief more often than generic ones, and ignore a bid without the word they asked for', async () => {
    const outcomes = async (write: (project: SimulatorProject) => string) => {
      const clock = new FixedClock('2026-03-01T12:00:00Z');
      const state = await FreelancerSimulatorState.open({
        db: memoryDatabase(),
        clock,
        random: seededRandom(5),
        clientReplyRate: 0.3,
      });
      await state.advance();
      const me = state.userFor('t').id;
      const active = (await state.activeProjects()).slice(0, 200);
      for (const project of active)
        await state.placeBid({
          token: 't',
          projectId: project.id,
          bidderId: me,
          amount: 100,
          period: 7,
          milestonePercentage: 100,
          description: write(project),
        });
      clock.advance(9 * HOUR);
      return (
        await state.clientThreads(
          me,
          active.map((project) => project.id),
        )
      ).length;
    };
    const specific = await outcomes(readProposal);
    const generic = await outcomes(
      () => 'Hi there, I would be glad to take on your project. Could we have a quick chat?',
    );
    expect(specific).toBeGreaterThan(generic * 2);
  });

  it('lets a test have a client write first now, once', async () => {
    const { clock, state } = await newState();
    await state.advance();
    const me = state.userFor('t').id;
    const [project] = await state.activeProjects();
    const placed = await state.placeBid({
      token: 't',
      projectId: project?.id ?? 0,
      bidderId: me,
      amount: 100,
      period: 7,
      milestonePercentage: 100,
      description: 'Hi',
    });
    if (isRefusal(placed)) throw new Error(placed.message);
    await state.clientWritesFirst(placed.id);
    clock.advance(HOUR);
    await state.clientWritesFirst(placed.id);

    expect(await state.clientThreads(me, [placed.projectId])).toEqual([
      {
        id: placed.id,
        projectId: placed.projectId,
        ownerId: placed.projectOwnerId,
        bidderId: me,
        createdAt: Date.parse('2026-03-01T12:00:00Z'),
      },
    ]);
    expect(await state.clientThreads(me + 1, [placed.projectId])).toEqual([]);
  });

  it('reads a project stored before every upgrade flag was kept with the missing flags false', () => {
    const body = JSON.stringify({
      id: 1,
      upgrades: { featured: true, urgent: false, sealed: false, NDA: false, fulltime: false },
    });
    const old = fromProjectRow({ id: 1, submitted_at_ms: 0, closes_at_ms: null, type: 'fixed', body });

    expect(Object.keys(old.upgrades).sort()).toEqual([...UPGRADE_FLAGS].sort());
    expect(old.upgrades).toMatchObject({ featured: true, pf_only: false, premium: false, qualified: false });
  });
});
