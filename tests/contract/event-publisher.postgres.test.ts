import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_EVENT_BYTES, PostgresEventPublisher } from '../../adapters/events/postgres-event-publisher.js';
import { POSTGRES_URL, postgresAvailable, postgresQuery } from '../support/databases.js';
import { describeEventPublisherContract } from './event-publisher.contract.js';

const withPostgres = await postgresAvailable();

/** A channel of its own per publisher pair, so parallel runs never see each other's events. */
const aChannel = () => `bp_test_events_${process.pid}_${randomBytes(4).toString('hex')}`;

async function started(
  channel: string,
  onError: (error: Error) => void = () => undefined,
): Promise<PostgresEventPublisher> {
  const publisher = new PostgresEventPublisher({
    connectionString: POSTGRES_URL,
    channel,
    onError,
    reconnectMinMs: 20,
    reconnectMaxMs: 200,
  });
  await publisher.start();
  return publisher;
}

describe.skipIf(!withPostgres)('Postgres', () => {
  // Two instances on one channel stand for two server processes.
  describeEventPublisherContract('Postgres LISTEN/NOTIFY', async () => {
    const channel = aChannel();
    const [a, b] = await Promise.all([started(channel), started(channel)]);
    return { a, b, teardown: async () => void (await Promise.all([a.close(), b.close()])) };
  });

  describe('PostgresEventPublisher', () => {
    let publisher: PostgresEventPublisher | undefined;
    afterEach(async () => {
      await publisher?.close();
      publisher = undefined;
    });

    it('refuses, without sending, an event too big for one notification', async () => {
      publisher = await started(aChannel());
      const seen: unknown[] = [];
      publisher.subscribe('user-x', (data) => seen.push(data));
      const big = { userId: 'user-x', data: { note: 'x'.repeat(MAX_EVENT_BYTES) } };

      await expect(publisher.publish(big)).rejects.toThrow(/bytes of JSON; NOTIFY carries at most 7999/);
      await publisher.publish({ userId: 'user-x', data: { fits: true } });
      await vi.waitFor(() => expect(seen).toEqual([{ fits: true }]));
    });

    it('sends an event of exactly the largest size Postgres accepts', async () => {
      publisher = await started(aChannel());
      const seen: unknown[] = [];
      publisher.subscribe('user-x', (data) => seen.push(data));
      const overhead = JSON.stringify({ userId: 'user-x', data: { note: '' } }).length;
      const note = 'x'.repeat(MAX_EVENT_BYTES - overhead);

      await publisher.publish({ userId: 'user-x', data: { note } });
      await vi.waitFor(() => expect(seen).toEqual([{ note }]));
    });

    it('reports and ignores a malformed notification on its channel', async () => {
      const channel = aChannel();
      const errors: Error[] = [];
      publisher = await started(channel, (error) => errors.push(error));
      const seen: unknown[] = [];
      publisher.subscribe('user-x', (data) => seen.push(data));

      await postgresQuery('select pg_notify($1, $2)', [channel, 'not json']);
      await publisher.publish({ userId: 'user-x', data: { n: 1 } });

      await vi.waitFor(() => expect(seen).toEqual([{ n: 1 }]));
      expect(errors.map((error) => error.message)).toEqual([`Ignored a malformed user event on ${channel}`]);
    });

    it('listens again after its listening connection is killed', async () => {
      const channel = aChannel();
      const errors: Error[] = [];
      publisher = await started(channel, (error) => errors.push(error));
      const seen: unknown[] = [];
      publisher.subscribe('user-x', (data) => seen.push(data));

      const killed = await postgresQuery('select pg_terminate_backend(pid) from pg_stat_activity where query = $1', [
        `LISTEN "${channel}"`,
      ]);
      expect(killed.rowCount).toBe(1);

      // Events sent while it reconnects are lost (best effort), so keep publishing until one lands.
      await vi.waitFor(
        async () => {
          if (seen.length === 0) await publisher?.publish({ userId: 'user-x', data: { back: true } });
          expect(seen.length).toBeGreaterThan(0);
        },
        { timeout: 5_000, interval: 50 },
      );
      expect(errors.some((error) => error.message.includes('reconnecting'))).toBe(true);
    });

    it('refuses a channel name that is not a plain identifier', () => {
      expect(
        () => new PostgresEventPublisher({ connectionString: POSTGRES_URL, channel: 'events; drop table users' }),
      ).toThrow(/plain identifier/);
    });
  });
});
