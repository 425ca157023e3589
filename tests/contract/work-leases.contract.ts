import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkLeases } from '../../core/ports/work-leases.port.js';

export interface WorkLeasesFixture {
  readonly leases: WorkLeases;
  /** Another process's view of the same leases (the same object where there is one process). */
  readonly other: WorkLeases;
  readonly teardown: () => Promise<void>;
}

const T0 = new Date('2026-03-01T10:00:00.000Z');
const at = (seconds: number): Date => new Date(T0.getTime() + seconds * 1000);

/** The WorkLeases contract: all or none, per holder, released or lapsed. */
export function describeWorkLeasesContract(name: string, setup: () => Promise<WorkLeasesFixture>): void {
  describe(`WorkLeases contract: ${name}`, () => {
    let fixture: WorkLeasesFixture;
    let n = 0;
    // Keys unique per case, so cases never see each other's leases.
    const key = (label: string) => `${label}:${name}:${(n += 1)}`;

    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(() => fixture?.teardown());

    it('gives a key to one holder at a time, in this process and another', async () => {
      const user = key('user');
      expect(await fixture.leases.acquire([user], 'job-1', T0, at(60))).toBe(true);
      expect(await fixture.leases.acquire([user], 'job-2', at(1), at(61))).toBe(false);
      expect(await fixture.other.acquire([user], 'job-3', at(1), at(61))).toBe(false);
      // Its own holder may take it again.
      expect(await fixture.leases.acquire([user], 'job-1', at(1), at(61))).toBe(true);
    });

    it('takes all of the keys or none: one busy key leaves the others free', async () => {
      const [user, token, otherUser] = [key('user'), key('token'), key('user')];
      expect(await fixture.leases.acquire([token], 'job-1', T0, at(60))).toBe(true);
      expect(await fixture.leases.acquire([otherUser, token], 'job-2', at(1), at(61))).toBe(false);
      expect(await fixture.other.acquire([otherUser, user], 'job-3', at(1), at(61))).toBe(true);
    });

    it('frees a key on release by its holder only', async () => {
      const user = key('user');
      await fixture.leases.acquire([user], 'job-1', T0, at(60));
      await fixture.other.release([user], 'job-2');
      expect(await fixture.leases.acquire([user], 'job-2', at(1), at(61))).toBe(false);
      await fixture.other.release([user], 'job-1');
      expect(await fixture.leases.acquire([user], 'job-2', at(1), at(61))).toBe(true);
    });

    it('lets the next holder take a lease that lapsed (its process died), not before', async () => {
      const user = key('user');
      await fixture.leases.acquire([user], 'crashed', T0, at(60));
      expect(await fixture.other.acquire([user], 'next', at(59), at(120))).toBe(false);
      expect(await fixture.other.acquire([user], 'next', at(60), at(120))).toBe(true);
      // The crashed holder's late release does not free the next holder's lease.
      await fixture.leases.release([user], 'crashed');
      expect(await fixture.leases.acquire([user], 'third', at(61), at(121))).toBe(false);
    });

    it('hands a key to exactly one of many holders asking at once, from both sides', async () => {
      const [user, token] = [key('user'), key('token')];
      const askers = Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? fixture.leases : fixture.other));
      // Half ask for the keys in one order, half in the other: all-or-none must neither deadlock nor split them.
      const granted = await Promise.all(
        askers.map((leases, index) =>
          leases.acquire(index % 4 < 2 ? [user, token] : [token, user], `job-${index}`, T0, at(60)),
        ),
      );
      expect(granted.filter(Boolean)).toHaveLength(1);
    });
  });
}
