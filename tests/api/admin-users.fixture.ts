import type { BidStatus } from '../../core/domain/bidding/bid.js';
import { aBid as aBidRecord } from '../builders/bids.js';
import type { Dialect } from '../support/api-harness.js';
import { useApiWithAdmin, type ApiWithAdmin } from '../support/use-api.js';

export const OAUTH_TOKEN = 'oauth-secret-token-5f2c9d';

/** One server per file with an admin and a regular user, plus the arrangers the admin suites share. */
export function useAdminUsersApi(dialect: Dialect) {
  const state = useApiWithAdmin(dialect);

  const aBid = (
    userId: string,
    status: BidStatus,
    overrides: { title?: string; amountMinor?: number; currency?: string } = {},
  ) => {
    state.api.deps.clock.advance(1000);
    return state.api.deps.storage.bids.insertIfAbsent(
      aBidRecord(userId, {
        status,
        amountMinor: overrides.amountMinor ?? 12_550,
        currency: overrides.currency ?? 'USD',
        proposal: 'Hello',
        errorMessage: status === 'failed' ? 'Project is closed' : null,
        submittedAt: state.api.deps.clock.now(),
        ...(overrides.title === undefined ? {} : { projectTitle: overrides.title }),
      }),
    );
  };
  const target = (name = 'Target User') => state.api.signedIn('user', name);
  const adjustments = async (userId: string) =>
    (await state.api.deps.storage.ledger.entries(userId)).filter((entry) => entry.kind === 'admin_adjust');
  const events = (userId: string) => {
    const seen: Record<string, unknown>[] = [];
    const stop = state.api.deps.events.subscribe(userId, (data) => seen.push({ ...data }));
    return { seen, stop };
  };
  const as = (token: string) => ({
    get: (path: string) => state.api.request('GET', path, { token }),
    patch: (path: string, body: unknown) => state.api.request('PATCH', path, { token, body }),
    delete: (path: string) => state.api.request('DELETE', path, { token }),
  });
  const byAdmin = () => as(state.admin.token);

  return { current: (): ApiWithAdmin => state, aBid, target, adjustments, events, byAdmin };
}
