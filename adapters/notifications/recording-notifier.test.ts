import { describe, expect, it } from 'vitest';
import { RecordingNotifier } from './recording-notifier.js';

const request = (userId: string, dedupeKey: string) =>
  ({ userId, kind: 'bid.replied', title: 'A client replied', body: 'They wrote.', link: '/bid-logs', data: { bidId: 'b1' }, dedupeKey }) as const;

describe('RecordingNotifier', () => {
  it('keeps a request once per dedupe key, per user, and logs each kept one', async () => {
    const logged: unknown[] = [];
    const notifier = new RecordingNotifier({ info: (fields: unknown) => void logged.push(fields) } as never);

    await notifier.notify(request('u1', 'bid.replied:b1'));
    await notifier.notify(request('u1', 'bid.replied:b1'));
    await notifier.notify(request('u2', 'bid.replied:b2'));

    expect(notifier.requestsFor('u1')).toEqual([request('u1', 'bid.replied:b1')]);
    expect(notifier.requestsFor('u2')).toHaveLength(1);
    expect(logged).toHaveLength(2);
  });
});
