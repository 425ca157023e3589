import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Exclusive, LeaderLock } from '../../core/ports/leader-lock.port.js';

export interface LeaderLockFixture {
  /** Two holders on one database, as two server processes would hold; both may be one instance. */
  readonly a: LeaderLock;
  readonly b: LeaderLock;
  readonly teardown: () => Promise<void>;
}

/** A lock name of its own per case: parallel runs on one Postgres must never meet. */
export const aLockName = (): string => `bp-test-lock-${process.pid}-${randomBytes(4).toString('hex')}`;

/** Takes the lock and keeps it until `release` is called. */
export async function holdLock(
  lock: LeaderLock,
  name: string,
): Promise<{ readonly release: () => void; readonly run: Promise<Exclusive<string>> }> {
  let release = (): void => undefined;
  let entered = (): void => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const run = lock.runExclusive(name, async () => {
    entered();
    await gate;
    return 'held';
  });
  await Promise.race([inside, run]);
  return { release, run };
}

/** The LeaderLock contract: one holder at a time per name, never waiting, always released. */
export function describeLeaderLockContract(name: string, setup: () => Promise<LeaderLockFixture>): void {
  describe(`LeaderLock contract: ${name}`, () => {
    let fixture: LeaderLockFixture;
    let a: LeaderLock;
    let b: LeaderLock;

    beforeEach(async () => {
      fixture = await setup();
      ({ a, b } = fixture);
    });
    afterEach(async () => {
      await fixture?.teardown();
    });

    it('runs the work and answers its value when nobody holds the lock', async () => {
      expect(await a.runExclusive(aLockName(), async () => 42)).toEqual({ ran: true, value: 42 });
    });

    it('refuses, without running the work, while another holder has the lock; runs once it is released', async () => {
      const lock = aLockName();
      const first = await holdLock(a, lock);
      let ran = false;

      expect(await b.runExclusive(lock, async () => (ran = true))).toEqual({ ran: false });
      expect(ran).toBe(false);

      first.release();
      expect(await first.run).toEqual({ ran: true, value: 'held' });
      expect(await b.runExclusive(lock, async () => 'second')).toEqual({ ran: true, value: 'second' });
    });

    it('refuses a second run of the same name by the holder itself while the first goes on', async () => {
      const lock = aLockName();
      const first = await holdLock(a, lock);
      expect(await a.runExclusive(lock, async () => 'again')).toEqual({ ran: false });
      first.release();
      await first.run;
    });

    it('keeps different names apart', async () => {
      const first = await holdLock(a, aLockName());
      expect(await b.runExclusive(aLockName(), async () => 'other')).toEqual({ ran: true, value: 'other' });
      first.release();
      await first.run;
    });

    it('releases the lock when the work throws, and passes the error on', async () => {
      const lock = aLockName();
      await expect(a.runExclusive(lock, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(await b.runExclusive(lock, async () => 'after')).toEqual({ ran: true, value: 'after' });
    });

    it('refuses to run after close', async () => {
      await a.close();
      await expect(a.runExclusive(aLockName(), async () => 'late')).rejects.toThrow(/closed/);
    });
  });
}
