import { http, HttpResponse } from 'msw';
import type { ErrorResponse, MessageResponse } from '@contract/common';
import type {
  CreateWebhookResponse,
  WebhookDeliveriesResponse,
  WebhookDeliveryQueuedResponse,
  WebhookDeliveryWire,
  WebhookEndpointWire,
  WebhooksResponse,
} from '@contract/webhooks';
import { apiUrl, errorResponse } from './handlers';

export const TEST_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

export const testEndpoint = (overrides: Partial<WebhookEndpointWire> = {}): WebhookEndpointWire => ({
  id: 'ep-1',
  url: 'https://hooks.example.com/bidpilot',
  enabled: true,
  disabledReason: null,
  secretHint: 'whsec_MfKQ…',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const testDelivery = (overrides: Partial<WebhookDeliveryWire> = {}): WebhookDeliveryWire => ({
  id: 'msg_1',
  eventType: 'bid.awarded',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  lastAttemptAt: '2026-03-01T10:00:05.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-03-01T10:00:05.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  payload: '{}',
  ...overrides,
});

/** A stateful stand-in for /api/webhooks: what the screen adds, deletes, tests and redelivers, the next reads show. */
export function webhooksApi(
  initial: {
    endpoints?: WebhookEndpointWire[];
    deliveries?: Record<string, WebhookDeliveryWire[]>;
    maxEndpoints?: number;
  } = {},
) {
  const state = {
    endpoints: [...(initial.endpoints ?? [])],
    deliveries: { ...(initial.deliveries ?? {}) },
    maxEndpoints: initial.maxEndpoints ?? 5,
    requests: [] as string[],
  };
  const find = (id: string | readonly string[] | undefined) => state.endpoints.find((endpoint) => endpoint.id === id);
  const handlers = [
    http.get(apiUrl('/webhooks'), () =>
      HttpResponse.json<WebhooksResponse>({
        success: true,
        endpoints: state.endpoints,
        maxEndpoints: state.maxEndpoints,
      }),
    ),
    http.post<never, { url: string }, CreateWebhookResponse | ErrorResponse>(
      apiUrl('/webhooks'),
      async ({ request }) => {
        const { url } = await request.json();
        state.requests.push(`POST ${url}`);
        if (!url.startsWith('https://')) return errorResponse(400, 'URL must use https', 'VALIDATION_FAILED');
        const endpoint = testEndpoint({ id: `ep-${state.endpoints.length + 1}`, url });
        state.endpoints.push(endpoint);
        return HttpResponse.json<CreateWebhookResponse>(
          { success: true, message: 'Webhook endpoint added.', endpoint, secret: TEST_SECRET },
          { status: 201 },
        );
      },
    ),
    http.delete(apiUrl('/webhooks/:id'), ({ params }) => {
      state.requests.push(`DELETE ${String(params.id)}`);
      state.endpoints = state.endpoints.filter((endpoint) => endpoint.id !== params.id);
      return HttpResponse.json<MessageResponse>({ success: true, message: 'Webhook endpoint deleted' });
    }),
    http.post<{ id: string }, never, WebhookDeliveryQueuedResponse | ErrorResponse>(
      apiUrl('/webhooks/:id/test'),
      ({ params }) => {
        const endpoint = find(params.id);
        if (endpoint === undefined) return errorResponse(404, 'Webhook endpoint not found', 'WEBHOOK_NOT_FOUND');
        const delivery = testDelivery({
          id: `msg_test_${Date.now()}`,
          eventType: 'webhook.test',
          status: 'pending',
          attempts: 0,
          lastStatusCode: null,
          lastAttemptAt: null,
          deliveredAt: null,
        });
        state.deliveries[endpoint.id] = [delivery, ...(state.deliveries[endpoint.id] ?? [])];
        state.requests.push(`TEST ${endpoint.id}`);
        return HttpResponse.json<WebhookDeliveryQueuedResponse>(
          { success: true, message: 'Test event queued', delivery },
          { status: 202 },
        );
      },
    ),
    http.get(apiUrl('/webhooks/:id/deliveries'), ({ params, request }) => {
      const rows = state.deliveries[String(params.id)] ?? [];
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      const limit = Number(url.searchParams.get('limit') ?? '10');
      return HttpResponse.json<WebhookDeliveriesResponse>({
        success: true,
        deliveries: rows.slice((page - 1) * limit, page * limit),
        pagination: { current: page, pages: Math.ceil(rows.length / limit), total: rows.length, limit },
      });
    }),
    http.post<{ id: string; deliveryId: string }, never, WebhookDeliveryQueuedResponse | ErrorResponse>(
      apiUrl('/webhooks/:id/deliveries/:deliveryId/redeliver'),
      ({ params }) => {
        const rows = state.deliveries[String(params.id)] ?? [];
        const delivery = rows.find((row) => row.id === params.deliveryId);
        if (delivery === undefined)
          return errorResponse(404, 'Webhook delivery not found', 'WEBHOOK_DELIVERY_NOT_FOUND');
        state.requests.push(`REDELIVER ${delivery.id}`);
        return HttpResponse.json<WebhookDeliveryQueuedResponse>(
          { success: true, message: 'Redelivery queued', delivery: { ...delivery, status: 'pending' } },
          { status: 202 },
        );
      },
    ),
  ];
  return { state, handlers };
}
