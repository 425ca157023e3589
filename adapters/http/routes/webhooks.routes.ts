import type Router from '@koa/router';
import {
  CreateWebhookBody,
  WebhookDeliveriesQuery,
  WebhookDeliveryParams,
  WebhookParams,
  toWebhookDeliveryWire,
  toWebhookEndpointWire,
  webhookDeliveriesPagination,
  type CreateWebhookResponse,
  type WebhookDeliveriesResponse,
  type WebhookDeliveryQueuedResponse,
  type WebhooksResponse,
} from '../../../contract/webhooks.js';
import type { MessageResponse } from '../../../contract/common.js';
import { DEFAULT_RATE_LIMITS, type ApiDependencies } from '../api-dependencies.js';
import type { AuthState } from '../middleware/authenticate.js';
import { endpoints } from '../../../contract/endpoints.js';
import { apiRoutes } from './api-routes.js';
import { routeLimiter } from './route-limiter.js';

/**
 * The signed-in user's own webhook endpoints (docs/design.md#signed-webhooks). Every id is read
 * through its owner, so another user's endpoint or delivery answers 404 like an unknown one.
 * Nothing is sent inside a request: test events and redeliveries are queued (202).
 */
export function webhooksRoutes(deps: ApiDependencies): Router<AuthState> {
  const { router, signedIn } = apiRoutes(deps.resolveSession);
  const webhooks = deps.useCases.webhooks;
  const sends = routeLimiter(
    deps,
    'webhook-sends-user',
    (deps.rateLimits ?? DEFAULT_RATE_LIMITS).webhookSendsPerUser,
    10 * 60_000,
  );

  signedIn.on(endpoints.webhooks.list, async (ctx) => {
    const endpoints = await webhooks.list(ctx.state.user.id);
    ctx.body = {
      success: true,
      endpoints: endpoints.map(toWebhookEndpointWire),
      maxEndpoints: webhooks.maxEndpoints(),
    } satisfies WebhooksResponse;
  });

  signedIn.on(endpoints.webhooks.create, async (ctx) => {
    const { url } = CreateWebhookBody.parse(ctx.request.body);
    const endpoint = await webhooks.add(ctx.state.user.id, url);
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: 'Webhook endpoint added. Copy its signing secret now: you will not see it again.',
      endpoint: toWebhookEndpointWire(endpoint),
      secret: endpoint.secret,
    } satisfies CreateWebhookResponse;
  });

  signedIn.on(endpoints.webhooks.delete, async (ctx) => {
    await webhooks.delete(ctx.state.user.id, WebhookParams.parse(ctx.params).id);
    ctx.body = { success: true, message: 'Webhook endpoint deleted' } satisfies MessageResponse;
  });

  signedIn.on(endpoints.webhooks.test, async (ctx) => {
    const { id } = WebhookParams.parse(ctx.params);
    await sends.admit(ctx.state.user.id, 'test events and redeliveries');
    const delivery = await webhooks.sendTest(ctx.state.user.id, id);
    ctx.status = 202;
    ctx.body = {
      success: true,
      message: 'Test event queued',
      delivery: toWebhookDeliveryWire(delivery),
    } satisfies WebhookDeliveryQueuedResponse;
  });

  signedIn.on(endpoints.webhooks.deliveries, async (ctx) => {
    const { id } = WebhookParams.parse(ctx.params);
    const { page, limit } = WebhookDeliveriesQuery.parse(ctx.query);
    const deliveries = await webhooks.deliveries(ctx.state.user.id, id, { page, limit });
    ctx.body = {
      success: true,
      deliveries: deliveries.items.map(toWebhookDeliveryWire),
      pagination: webhookDeliveriesPagination(page, limit, deliveries.total),
    } satisfies WebhookDeliveriesResponse;
  });

  signedIn.on(endpoints.webhooks.redeliver, async (ctx) => {
    const { id, deliveryId } = WebhookDeliveryParams.parse(ctx.params);
    await sends.admit(ctx.state.user.id, 'test events and redeliveries');
    const delivery = await webhooks.redeliver(ctx.state.user.id, id, deliveryId);
    ctx.status = 202;
    ctx.body = {
      success: true,
      message: 'Redelivery queued',
      delivery: toWebhookDeliveryWire(delivery),
    } satisfies WebhookDeliveryQueuedResponse;
  });

  return router;
}
