import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventPublisher } from '../../core/ports/event-publisher.port.js';

export interface EventPublisherFixture {
  /** Two publishers on one bus, as two server processes would hold; both may be one instance. */
  readonly a: EventPublisher;
  readonly b: EventPublisher;
  /** Closes both; must not mind a publisher the case already closed. */
  readonly teardown: () => Promise<void>;
}

type Data = Readonly<Record<string, unknown>>;

/** How long to keep watching for an event that must not come: a duplicate, another user's. */
const SETTLE_MS = 150;
const ARRIVAL = { timeout: 3_000, interval: 10 };

function record(publisher: EventPublisher, userId: string): { readonly seen: Data[]; readonly stop: () => void } {
  const seen: Data[] = [];
  return { seen, stop: publisher.subscribe(userId, (data) => seen.push(data)) };
}

async function arrived(...recordings: { readonly seen: Data[] }[]): Promise<void> {
  await vi.waitFor(() => {
    for (const recording of recordings) expect(recording.seen.length).toBeGreaterThan(0);
  }, ARRIVAL);
}

/** The EventPublisher contract: fan-out of one user's events across publishers sharing a bus. */
export function describeEventPublisherContract(name: string, setup: () => Promise<EventPublisherFixture>): void {
  describe(`EventPublisher contract: ${name}`, () => {
    let fixture: EventPublisherFixture;
    let a: EventPublisher;
    let b: EventPublisher;

    beforeEach(async () => {
      fixture = await setup();
      ({ a, b } = fixture);
    });
    afterEach(async () => {
      await fixture?.teardown();
    });

    it('delivers a user event from either publisher to every subscriber once, in publish order', async () => {
      const onA = record(a, 'user-x');
      const onB = record(b, 'user-x');
      const sent = [{ n: 1 }, { n: 2 }, { n: 3, plan: { status: 'active' }, note: 'bids: 5 – ok ✓' }];

      await a.publish({ userId: 'user-x', data: sent[0]! });
      await b.publish({ userId: 'user-x', data: sent[1]! });
      await a.publish({ userId: 'user-x', data: sent[2]! });

      await vi.waitFor(() => {
        expect(onA.seen.length).toBeGreaterThanOrEqual(3);
        expect(onB.seen.length).toBeGreaterThanOrEqual(3);
      }, ARRIVAL);
      await sleep(SETTLE_MS);
      expect(onA.seen).toEqual(sent);
      expect(onB.seen).toEqual(sent);
    });

    it('does not deliver another user’s events', async () => {
      const x = record(a, 'user-x');
      const y = record(b, 'user-y');

      await a.publish({ userId: 'user-y', data: { for: 'y' } });
      await b.publish({ userId: 'user-x', data: { for: 'x' } });

      await arrived(x, y);
      await sleep(SETTLE_MS);
      expect(x.seen).toEqual([{ for: 'x' }]);
      expect(y.seen).toEqual([{ for: 'y' }]);
    });

    it('stops delivering to a listener once it unsubscribes, even when unsubscribed twice', async () => {
      const gone = record(a, 'user-x');
      gone.stop();
      const later = record(a, 'user-x');
      gone.stop();

      await b.publish({ userId: 'user-x', data: { availableBids: 0 } });

      await arrived(later);
      await sleep(SETTLE_MS);
      expect(gone.seen).toEqual([]);
      expect(later.seen).toEqual([{ availableBids: 0 }]);
    });

    it('keeps delivering to the other listeners when one throws', async () => {
      a.subscribe('user-x', () => {
        throw new Error('stream already closed');
      });
      const kept = record(a, 'user-x');

      await b.publish({ userId: 'user-x', data: { n: 1 } });
      await b.publish({ userId: 'user-x', data: { n: 2 } });

      await vi.waitFor(() => expect(kept.seen).toEqual([{ n: 1 }, { n: 2 }]), ARRIVAL);
    });

    it('delivers nothing more to a publisher’s subscribers once it is closed, and closes twice harmlessly', async () => {
      const closed = record(a, 'user-x');

      await a.close();
      await a.close();
      await b.publish({ userId: 'user-x', data: { isActive: false } });

      await sleep(SETTLE_MS);
      expect(closed.seen).toEqual([]);
    });
  });
}
