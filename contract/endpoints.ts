import { accountEndpoints } from './account-endpoints.js';
import { adminEndpoints } from './admin-endpoints.js';
import { biddingEndpoints } from './bidding-endpoints.js';
import { billingEndpoints } from './billing-endpoints.js';
import type {
  AdminMessagesQuery,
  AdminMessagesResponse,
  ContactBody,
  ContactResponse,
  MarkMessageHandledResponse,
} from './contact.js';
import { get, post } from './endpoint.js';
import type { EventsQuery, LiveEventMessage } from './events.js';
import type { HealthResponse, ReadyResponse } from './health.js';
import { notificationEndpoints } from './notification-endpoints.js';

/**
 * Every call of the product API, by feature: the Koa routes register by these rows and the web
 * calls by them, so each path is spelled here and nowhere else (docs/adr/0007-one-spelling-per-api-path.md).
 * The larger areas keep their rows in modules beside this one, so this table reads as a list of the areas.
 * Rows sharing a path stay in the order the server registers them.
 */
export const endpoints = {
  /** Read with fetch, not the api client: a degraded server answers 503 with the same body. */
  health: {
    health: get('/api/health').returns<HealthResponse>(),
    ready: get('/api/ready').returns<ReadyResponse>(),
  },
  /** Server-sent events, each one's data a LiveEventMessage, opened with EventSource (which cannot send a header, hence the query token). */
  events: {
    stream: get('/api/events').query<EventsQuery>().returns<LiveEventMessage>(),
  },
  ...accountEndpoints,
  ...biddingEndpoints,
  ...adminEndpoints,
  ...billingEndpoints,
  ...notificationEndpoints,
  contact: {
    send: post('/api/contact').body<ContactBody>().returns<ContactResponse>(),
    messages: get('/api/admin/messages').query<AdminMessagesQuery>().returns<AdminMessagesResponse>(),
    markHandled: post('/api/admin/messages/:id/handled').returns<MarkMessageHandledResponse>(),
  },
} as const;
