import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { PostgresLeaderLock } from '../../adapters/locks/postgres-leader-lock.js';
import { POSTGRES_URL, postgresAvailable, postgresQuery } from '../support/databases.js';
import { aLockName, describeLeaderLockContract, holdLock } from './leader-lock.contract.js';

const withPostgres = await postgresAvailable();

describe.skipIf(!withPostgres)('Postgres', () => {
  // Two instances, each with its own connection, stand for two server processes.
  describeLeaderLockContract('Postgres advisory lock', async () => {
    const [a, b] = [
      new PostgresLeaderLock({ connectionString: POSTGRES_URL }),
      new PostgresLeaderLock({ connectionString: POSTGRES_URL }),
    ];
    return { a, b, teardown: async () => void (await Promise.all([a.close(), b.close()])) };
  });

  describe('PostgresLeaderLock', () => {
    const opened: PostgresLeaderLock[] = [];
    const open = (applicationName?: string, onError?: (error: Error) => void) => {
      const lock = new PostgresLeaderLock({ connectionString: POSTGRES_URL, applicationName, onError });
      opened.push(lock);
      return lock;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((lock) => lock.close()));
    });

    it('holds a session advisory lock only while the run goes', async () => {
      const lock = open();
      const name = aLockName();
      const held = await holdLock(lock, name);
      const probe = open();
      expect(await probe.runExclusive(name, async () => 'probe')).toEqual({ ran: false });
      held.release();
      await held.run;
      expect(await probe.runExclusive(name, async () => 'probe')).toEqual({ ran: true, value: 'probe' });
    });

    it('tells when it takes a lock and, before the unlock, that it is releasing it; nothing when another holds it', async () => {
      const told: string[] = [];
      const lock = new PostgresLeaderLock({
        connectionString: POSTGRES_URL,
        onLeadership: (lockName, event) => told.push(`${lockName} ${event}`),
      });
      opened.push(lock);
      const name = aLockName();
      expect(await lock.runExclusive(name, async () => told.push('work'))).toEqual({ ran: true, value: 2 });
      expect(told).toEqual([`${name} taken`, 'work', `${name} releasing`]);

      const held = await holdLock(open(), name);
      expect(await lock.runExclusive(name, async () => 'not run')).toEqual({ ran: false });
      expect(told).toHaveLength(3);
      held.release();
      await held.run;
    });

    it('gives the lock to another process when the holder connection dies, and connects again for the next run', async () => {
      const applicationName = `bp-test-lock-${randomBytes(4).toString('hex')}`;
      const errors: Error[] = [];
      const lock = open(applicationName, (error) => errors.push(error));
      const other = open();
      const name = aLockName();
      const held = await holdLock(lock, name);

      const killed = await postgresQuery(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      expect(killed.rowCount).toBe(1);
      // The server releases a dead session's locks once it has gone; ask until it has.
      let taken = await other.runExclusive(name, async () => 'taken over');
      for (let attempt = 0; !taken.ran && attempt < 50; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        taken = await other.runExclusive(name, async () => 'taken over');
      }
      expect(taken).toEqual({ ran: true, value: 'taken over' });

      held.release();
      expect(await held.run).toEqual({ ran: true, value: 'held' });
      expect(errors.some((error) => error.message.includes(`Lost the leader lock "${name}"`))).toBe(true);
      expect(await lock.runExclusive(aLockName(), async () => 'back')).toEqual({ ran: true, value: 'back' });
    });

    it('answers a failure to reach Postgres as a thrown error', async () => {
      const unreachable = new PostgresLeaderLock({ connectionString: 'postgres://postgres@127.0.0.1:1/test' });
      opened.push(unreachable);
      await expect(unreachable.runExclusive(aLockName(), async () => 'never')).rejects.toThrow();
    });
  });
});
