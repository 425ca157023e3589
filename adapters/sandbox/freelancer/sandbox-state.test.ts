import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../clock/fixed-clock.js';
import { JOBS } from './catalogue.js';
import { FreelancerSandboxState } from './sandbox-state.js';

const HOUR = 3_600_000;
const newState = (clock = new FixedClock('2026-03-01T12:00:00Z')) => ({ clock, state: new FreelancerSandboxState({ clock }) });

describe('FreelancerSandboxState', () => {
  it('starts with a backlog of the last three hours, newest first', () => {
    const { clock, state } = newState();
    state.advance();
    const projects = state.activeProjects();
    const now = clock.now().getTime();

    expect(projects.length).toBeGreaterThan(3 * 40);
    expect(projects.length).toBeLessThan(3 * 120 + 1);
    expect(projects.at(-1)!.submittedAt).toBeGreaterThanOrEqual(now - 3 * HOUR - 1000);
    expect(projects.map((project) => project.submittedAt)).toEqual([...projects.map((project) => project.submittedAt)].sort((a, b) => b - a));
  });

  it('adds a project every 30 to 90 seconds of clock time, the same ones on every run', () => {
    const first = newState();
    const second = newState();
    first.state.advance();
    const before = first.state.activeProjects().length;

    first.clock.advance(10 * 60_000);
    first.state.advance();
    const added = first.state.activeProjects().length - before;

    expect(added).toBeGreaterThanOrEqual(6);
    expect(added).toBeLessThanOrEqual(21);
    second.state.advance();
    second.clock.advance(10 * 60_000);
    second.state.advance();
    expect(second.state.activeProjects().map((project) => project.id)).toEqual(first.state.activeProjects().map((project) => project.id));
  });

  it('gives a restarted simulator fresh ids, growing with time', () => {
    const earlier = newState(new FixedClock('2026-03-01T12:00:00Z'));
    const later = newState(new FixedClock('2026-03-01T13:00:00Z'));
    earlier.state.advance();
    later.state.advance();
    const before = new Map(earlier.state.activeProjects().map((project) => [project.id, project.title]));
    const reused = later.state.activeProjects().filter((project) => before.has(project.id));

    expect(reused.length).toBeLessThan(10);
    expect(later.state.activeProjects()[0]!.id).toBeGreaterThan(earlier.state.activeProjects()[0]!.id);
  });

  it('fills only the last backlog window after a long idle spell', () => {
    const { clock, state } = newState();
    state.advance();
    clock.advance(5 * 24 * HOUR);
    state.advance();

    const recent = state.activeProjects(clock.now().getTime() - 3 * HOUR - 1000);
    expect(recent.length).toBeLessThan(3 * 120 + 1);
  });

  it('maps a token to the same freelancer every time, with jobs from the catalogue that match a good share of projects', () => {
    const { state } = newState();
    state.advance();
    const catalogue = new Set(JOBS.map((job) => job.name));
    const projects = state.activeProjects();
    const shares = ['demo', 'alice-token', 'bob-token', 'carol-token', 'dave-token'].map((token) => {
      const user = state.userFor(token);
      expect(state.userFor(token)).toBe(user);
      expect(new FreelancerSandboxState({ clock: new FixedClock() }).userFor(token)).toEqual(user);
      expect(user.jobs.length).toBeGreaterThanOrEqual(6);
      for (const job of user.jobs) expect(catalogue.has(job.name)).toBe(true);
      const mine = new Set(user.jobs.map((job) => job.id));
      return projects.filter((project) => project.jobs.some((job) => mine.has(job.id))).length / projects.length;
    });
    const average = shares.reduce((sum, share) => sum + share, 0) / shares.length;

    expect(average).toBeGreaterThan(0.2);
    expect(state.userFor('demo').id).not.toBe(state.userFor('other').id);
  });

  it('has owners award or reject some bids after a while', () => {
    const { clock, state } = newState();
    state.advance();
    const token = 'bidder';
    const me = state.userFor(token).id;
    const placed = state.activeProjects().slice(0, 40).map((project) =>
      state.placeBid({ token, projectId: project.id, bidderId: me, amount: 100, period: 7, milestonePercentage: 100, description: 'Hi' }),
    );
    expect(placed.every((bid) => 'id' in bid && bid.awardStatus === 'pending')).toBe(true);

    clock.advance(9 * HOUR);
    state.advance();
    const statuses = state.findBids({ bidders: [me] }).map((bid) => bid.awardStatus);

    expect(statuses).toHaveLength(40);
    expect(statuses).toContain('awarded');
    expect(statuses).toContain('rejected');
    expect(statuses).toContain('pending');
  });

  it('closes projects over time, and refuses bids on them', () => {
    const { clock, state } = newState();
    state.advance();
    const [project] = state.activeProjects();
    state.closeProject(project!.id);
    const me = state.userFor('t').id;

    expect(state.activeProjects().some((candidate) => candidate.id === project!.id)).toBe(false);
    expect(state.placeBid({ token: 't', projectId: project!.id, bidderId: me, amount: 1, period: 1, milestonePercentage: 100, description: 'x' })).toMatchObject({
      httpStatus: 409,
      errorCode: 'ProjectExceptionCodes.PROJECT_NOT_ACTIVE',
    });
    clock.advance(8 * 24 * HOUR);
    state.advance();
    expect(state.activeProjects().every((candidate) => candidate.closesAt! > clock.now().getTime())).toBe(true);
  });

  it('admits 120 requests per token per rolling minute', () => {
    const { clock, state } = newState();
    const results = Array.from({ length: 121 }, () => state.admit('busy').allowed);

    expect(results.filter(Boolean)).toHaveLength(120);
    expect(results.at(-1)).toBe(false);
    expect(state.admit('someone-else').allowed).toBe(true);
    clock.advance(60_001);
    expect(state.admit('busy')).toEqual({ allowed: true, remaining: 119 });
  });
});
