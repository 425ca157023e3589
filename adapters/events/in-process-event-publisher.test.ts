import { describe, expect, it } from 'vitest';
import { InProcessEventPublisher } from './in-process-event-publisher.js';

describe('InProcessEventPublisher', () => {
  it('delivers an event only to the subscribers of its user', async () => {
    const events = new InProcessEventPublisher();
    const seenByA: unknown[] = [];
    const seenByB: unknown[] = [];
    events.subscribe('a', (data) => seenByA.push(data));
    events.subscribe('b', (data) => seenByB.push(data));

    await events.publish({ userId: 'a', data: { availableBids: 3 } });

    expect(seenByA).toEqual([{ availableBids: 3 }]);
    expect(seenByB).toEqual([]);
  });

  it('stops delivering when a subscriber unsubscribes', async () => {
    const events = new InProcessEventPublisher();
    const seen: unknown[] = [];
    const unsubscribe = events.subscribe('a', (data) => seen.push(data));
    unsubscribe();

    await events.publish({ userId: 'a', data: { isActive: false } });

    expect(seen).toEqual([]);
    expect(events.subscriberCount('a')).toBe(0);
  });

  it('keeps delivering to others when one listener throws', async () => {
    const events = new InProcessEventPublisher();
    const seen: unknown[] = [];
    events.subscribe('a', () => {
      throw new Error('closed stream');
    });
    events.subscribe('a', (data) => seen.push(data));

    await events.publish({ userId: 'a', data: { planStatus: 'expired' } });

    expect(seen).toEqual([{ planStatus: 'expired' }]);
  });
});
