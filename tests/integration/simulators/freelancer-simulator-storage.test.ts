import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import {
  openFreelancerSimulator,
  type FreelancerSimulator,
} from '../../../adapters/simulators/freelancer/open-freelancer-simulator.js';
import {
  isRefusal,
  QUIET_BEHAVIOURS,
  type FreelancerSimulatorState,
} from '../../../adapters/simulators/freelancer/simulator-state.js';
import type { DatabaseTarget } from '../../../adapters/storage/knex/knex-client.js';
import { createScratchDatabase, postgresAvailable } from '../../support/databases.js';

/**
 * The built-in Freelancer simulator keeps what it knows in its own tables of the server's database
 * (ADR 0009): a restarted server, or a second server on the same Postgres, sees the same Freelancer.
 */
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const T0 = '2026-03-01T12:00:00Z';
const MINUTE = 60_000;

const bid = (state: FreelancerSimulatorState, token: string, projectId: number) =>
  state.placeBid({
    token,
    projectId,
    bidderId: state.userFor(token).id,
    amount: 150,
    period: 7,
    milestonePercentage: 100,
    description: `A bid by ${token}`,
  });

async function placed(state: FreelancerSimulatorState, token: string, projectId: number) {
  const answer = await bid(state, token, projectId);
  if (isRefusal(answer)) throw new Error(`the simulator refused the bid: ${answer.message}`);
  return answer;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database of the dialect, as a fresh DATABASE_URL would name it. */
async function aDatabase(dialect: 'sqlite' | 'postgres'): Promise<DatabaseTarget> {
  if (dialect === 'sqlite')
    return { dialect, connection: join(mkdtempSync(join(tmpdir(), 'bp-sim-')), 'bidpilot.sqlite') };
  const scratch = await createScratchDatabase();
  cleanups.push(scratch.drop);
  return { dialect, connection: scratch.url };
}

/** The simulator as a server process opens it. */
async function start(database: DatabaseTarget, clock: FixedClock): Promise<FreelancerSimulator> {
  const simulator = await openFreelancerSimulator(database, clock);
  cleanups.push(() => simulator.close());
  // These bids are about what the simulator keeps, not about Freelancer's refusals.
  simulator.state.configure(QUIET_BEHAVIOURS);
  return simulator;
}

describe.each(dialects)('The Freelancer simulator on %s', (dialect) => {
  it('knows the same clients after a restart: the pool derived alike, a client put kept', async () => {
    const database = await aDatabase(dialect);
    const before = await start(database, new FixedClock(T0));
    await before.state.advance();
    const projects = (await before.state.activeProjects()).slice(0, 20);
    const [first] = projects;
    const put = {
      id: first!.ownerId,
      username: 'put_client',
      paymentVerified: false,
      rating: 1.5,
      reviews: 3,
      country: 'RU',
      registeredAt: Date.parse('2026-11-01T00:00:00Z'),
    };
    await before.state.putClient(put);
    const clientsBefore = await before.state.clientsOf(projects);
    await before.close();

    const after = await start(database, new FixedClock(T0));
    const clientsAfter = await after.state.clientsOf(projects);

    expect(clientsAfter).toEqual(clientsBefore);
    expect(clientsAfter.get(first!.ownerId)).toEqual(put);
    expect(clientsAfter.size).toBe(new Set(projects.map((project) => project.ownerId)).size);
  });

  it('sees the same projects, bids and awards after a restart over the same database, and adds no second backlog', async () => {
    const database = await aDatabase(dialect);
    const before = await start(database, new FixedClock(T0));
    await before.state.advance();
    const projects = await before.state.activeProjects();
    const [first, second, third] = projects;
    const mine = await placed(before.state, 'restart-token', first!.id);
    const theirs = await placed(before.state, 'other-token', second!.id);
    await before.state.setAwardStatus(mine.id, 'awarded');
    await before.state.closeProject(third!.id);
    const bidsBefore = await before.state.findBids({});
    await before.close();

    const later = new FixedClock(new Date(new Date(T0).getTime() + 10 * MINUTE));
    const after = await start(database, later);
    await after.state.advance();

    for (const project of projects.filter((candidate) => candidate.id !== third!.id))
      expect(await after.state.project(project.id)).toEqual(project);
    expect(await after.state.findBids({})).toEqual(bidsBefore);
    expect(bidsBefore.map((one) => [one.id, one.awardStatus])).toEqual([
      [mine.id, 'awarded'],
      [theirs.id, 'pending'],
    ]);
    expect(await bid(after.state, 'restart-token', first!.id)).toMatchObject({
      errorCode: 'ProjectExceptionCodes.DUPLICATE_BID',
    });
    expect(await bid(after.state, 'restart-token', third!.id)).toMatchObject({
      errorCode: 'ProjectExceptionCodes.PROJECT_NOT_ACTIVE',
    });
    const known = new Set(projects.map((project) => project.id));
    const now = await after.state.activeProjects();
    expect(
      now.filter((project) => !known.has(project.id)).every((project) => project.submittedAt > new Date(T0).getTime()),
    ).toBe(true);
    expect(now.filter((project) => !known.has(project.id)).length).toBeGreaterThanOrEqual(9);
    expect(now.filter((project) => !known.has(project.id)).length).toBeLessThanOrEqual(11);
  });
});

describe.skipIf(dialects.length < 2)('The Freelancer simulator of several servers on one Postgres', () => {
  it('shows them one project stream, one set of bids and one award state', async () => {
    const database = await aDatabase('postgres');
    const clocks = [new FixedClock(T0), new FixedClock(T0)] as const;
    // Started together, as servers of one deployment are: both create the tables, neither fails.
    const [one, two] = await Promise.all([start(database, clocks[0]), start(database, clocks[1])]);

    await Promise.all([one.state.advance(), two.state.advance()]);
    const seenByOne = await one.state.activeProjects();
    expect(await two.state.activeProjects()).toEqual(seenByOne);
    expect(new Set(seenByOne.map((project) => project.id)).size).toBe(seenByOne.length);
    // One backlog of three hours at one project a minute (a few short-lived ones have closed since), not two.
    expect(seenByOne.length).toBeGreaterThan(150);
    expect(seenByOne.length).toBeLessThanOrEqual(181);

    for (const clock of clocks) clock.advance(5 * MINUTE);
    await Promise.all([one.state.advance(), two.state.advance()]);
    expect((await two.state.activeProjects()).map((project) => project.id)).toEqual(
      (await one.state.activeProjects()).map((project) => project.id),
    );
    const [target, raced] = await one.state.activeProjects();

    const taken = await placed(one.state, 'shared-token', target!.id);
    expect(await two.state.findBids({ bidders: [two.state.userFor('shared-token').id] })).toEqual([taken]);
    expect(await bid(two.state, 'shared-token', target!.id)).toMatchObject({
      errorCode: 'ProjectExceptionCodes.DUPLICATE_BID',
    });
    const race = await Promise.all([bid(one.state, 'racer', raced!.id), bid(two.state, 'racer', raced!.id)]);
    expect(race.filter((answer) => !isRefusal(answer))).toHaveLength(1);
    await two.state.setAwardStatus(taken.id, 'awarded');
    expect(await one.state.findBids({ ids: [taken.id] })).toMatchObject([{ awardStatus: 'awarded' }]);
  });
});
