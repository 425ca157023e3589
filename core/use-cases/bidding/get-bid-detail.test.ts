import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { aBid } from '../../../tests/builders/bids.js';
import type { DomainError } from '../../domain/errors.js';
import { getAnyBidDetail, getBidDetail, getUserBidDetail } from './get-bid-detail.js';

const failure = (promise: Promise<unknown>): Promise<DomainError> =>
  promise.then(
    () => expect.fail('expected a throw'),
    (error: DomainError) => error,
  );

describe('getBidDetail', () => {
  let storage: InMemoryStorage;
  let owner: string;
  let other: string;

  beforeEach(async () => {
    storage = new InMemoryStorage(new FixedClock('2026-01-15T12:00:00Z'));
    owner = (await storage.users.create({ name: 'Ada', email: 'ada@example.com', passwordHash: 'x' })).id;
    other = (await storage.users.create({ name: 'Eve', email: 'eve@example.com', passwordHash: 'x' })).id;
    await storage.bids.insertIfAbsent(
      aBid(owner, { id: 'bid-1', status: 'pending', submittedAt: new Date('2026-01-15T12:00:00Z') }),
    );
    await storage.bids.update('bid-1', { status: 'submitted', proposal: 'Hello' });
  });

  it('answers the owner’s bid with its history, oldest first', async () => {
    const detail = await getBidDetail(storage, owner, 'bid-1');
    expect(detail.bid).toMatchObject({ id: 'bid-1', status: 'submitted', proposal: 'Hello' });
    expect(detail.history.map((event) => event.kind)).toEqual(['queued', 'placed']);
  });

  it('names the experiment variant that wrote the proposal, ended ones too, and none for the profile’s own prompt', async () => {
    expect((await getBidDetail(storage, owner, 'bid-1')).promptVariant).toBeNull();
    const [variant] = await storage.promptExperiments.change(owner, 'main', {
      keep: [],
      add: [{ name: 'Short and direct', prompt: 'Keep it short. [Brief Detail]', sharePercent: 50, position: 0 }],
    });
    await storage.bids.insertIfAbsent(aBid(owner, { id: 'bid-2', status: 'pending', promptVariantId: variant!.id }));
    expect((await getBidDetail(storage, owner, 'bid-2')).promptVariant).toEqual({
      id: variant!.id,
      name: 'Short and direct',
    });
    await storage.promptExperiments.end(owner, 'main');
    expect((await getBidDetail(storage, owner, 'bid-2')).promptVariant?.name).toBe('Short and direct');
  });

  it('answers another user’s bid exactly as an unknown one', async () => {
    const stranger = await failure(getBidDetail(storage, other, 'bid-1'));
    const unknown = await failure(getBidDetail(storage, owner, 'no-such-bid'));
    expect([stranger.code, stranger.message]).toEqual(['BID_NOT_FOUND', 'Bid not found']);
    expect([unknown.code, unknown.message]).toEqual([stranger.code, stranger.message]);
  });

  it('lets the admin read a bid under its own user only', async () => {
    expect((await getUserBidDetail(storage, owner, 'bid-1')).bid.id).toBe('bid-1');
    expect((await failure(getUserBidDetail(storage, other, 'bid-1'))).code).toBe('BID_NOT_FOUND');
    expect((await failure(getUserBidDetail(storage, 'no-such-user', 'bid-1'))).code).toBe('USER_NOT_FOUND');
  });

  it('lets the operator read any bid by its id alone', async () => {
    expect((await getAnyBidDetail(storage, 'bid-1')).bid.userId).toBe(owner);
    expect((await failure(getAnyBidDetail(storage, 'no-such-bid'))).code).toBe('BID_NOT_FOUND');
  });
});
