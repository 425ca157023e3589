import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callsByPath, routesByPath } from './api-paths.js';
import { fakeTree } from './fake-tree.js';

const repoRoot = resolve(import.meta.dirname, '../..');

/** Not yet on contract/endpoints.ts. This list only shrinks: a file leaves it when its module is converted. */
const WEB_NOT_YET_CONVERTED = ["features/admin-messages/api/messages.ts","features/admin-outbox/api/get-outbox.ts","features/admin-payments/api/get-payments.ts","features/admin-payments/api/update-payment-status.ts","features/admin-plans/api/delete-plan.ts","features/admin-plans/api/get-admin-plans.ts","features/admin-plans/api/save-plan.ts","features/admin-stats/api/get-admin-stats.ts","features/admin-stats/api/get-daily-stats.ts","features/admin-users/api/change-user-status.ts","features/admin-users/api/delete-user.ts","features/admin-users/api/get-user-bids.ts","features/admin-users/api/get-user-details.ts","features/admin-users/api/get-users.ts","features/admin-users/api/set-available-bids.ts","features/bid-detail/api/get-bid-detail.ts","features/dashboard/api/get-last-run.ts","features/dashboard/api/trigger-bidding.ts","features/decisions/api/explain-project.ts","features/decisions/api/get-decisions.ts","features/notification-channels/api/channels.ts","features/notifications/api/notifications.ts","features/payments/api/cancel-payment.ts","features/payments/api/complete-simple.ts","features/payments/api/get-payment-status.ts","features/payments/api/verify-payment.ts","features/pricing/api/get-usd-rate.ts","features/pricing/api/purchase-plan.ts","features/profile/api/portfolio.ts","features/profile/api/save-freelancer-profile.ts","features/profile/api/sync-skills.ts","features/prompt-experiments/api/change-experiment.ts","features/prompt-experiments/api/get-experiment.ts","features/public/hooks/use-contact-submission.ts","features/results/api/get-funnel.ts","features/reviews/api/reviews.ts","features/settings/api/create-profile.ts","features/settings/api/delete-profile.ts","features/settings/api/get-profiles.ts","features/settings/api/preview-settings.ts","features/settings/api/update-profile.ts","features/subscription/api/get-payment-history.ts","features/webhooks/api/webhooks.ts","lib/api-client.ts","lib/catalogue.ts","lib/checkout.ts","lib/freelancer-profile.ts"];

describe('API paths (docs/adr/0007-one-spelling-per-api-path.md)', () => {
  it('are registered by the Koa routes only through contract/endpoints.ts', () => {
    expect(routesByPath(resolve(repoRoot, 'adapters/http/routes'))).toEqual([]);
  });

  it('are called by the web only through api.call and contract/endpoints.ts', () => {
    expect(callsByPath(resolve(repoRoot, 'web/src'), WEB_NOT_YET_CONVERTED)).toEqual([]);
  });

  it('flag a route or a call by a path string, and let rows of the table, tests and test helpers pass', () => {
    const routes = fakeTree({
      'a.routes.ts': "signedIn.get('/settings', handler);\nsignedIn.on(endpoints.bidding.settings, handler);\n",
      'b.routes.ts': "router.get('/api/health', handler);\n",
      'c.test.ts': "signedIn.get('/x', handler);\n",
    });
    expect(routesByPath(routes)).toEqual(["a.routes.ts:1: signedIn.get('/settings', handler);", "b.routes.ts:1: router.get('/api/health', handler);"]);
    const web = fakeTree({
      'a.ts': "api.get<X>('/bidding/stats');\napi.call(endpoints.bidding.stats);\nconst url = `/api/events?token=${t}`;\n",
      'testing/msw/handlers.ts': "http.get(apiUrl('/auth/me'), answer);\n",
      'a.test.ts': "api.post('/buy');\n",
    });
    expect(callsByPath(web)).toEqual(["a.ts:1: api.get<X>('/bidding/stats');", 'a.ts:3: const url = `/api/events?token=${t}`;']);
  });
});
