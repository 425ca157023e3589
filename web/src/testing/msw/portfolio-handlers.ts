import { http, HttpResponse } from 'msw';
import type { ErrorResponse, MessageResponse } from '@contract/common';
import {
  PortfolioItemBody,
  type PortfolioItemResponse,
  type PortfolioItemView,
  type PortfolioResponse,
} from '@contract/portfolio';
import { PORTFOLIO_MESSAGES } from '@core/domain/bidding/portfolio-item-rules';
import { PORTFOLIO_LIMITS } from '@core/domain/bidding/portfolio';
import { apiUrl, errorResponse } from './handlers';

/** A call the portfolio routes received, for a test to read. */
export interface PortfolioCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

export const testPortfolioItem = (overrides: Partial<PortfolioItemView> = {}): PortfolioItemView => ({
  id: 'item-1',
  title: 'Shop rebuild',
  url: 'https://shop.example.com/case-study',
  skills: ['PHP', 'Laravel'],
  summary: 'Moved 10,000 products to Laravel.',
  createdAt: '2026-01-10T09:00:00.000Z',
  ...overrides,
});

/**
 * The four routes of /api/users/portfolio over a list the test owns: a body the server's schema
 * would refuse is a 400 with the schema's first message, the limit a 409, an unknown id a 404, and
 * every call is recorded.
 */
export function portfolioHandlers(items: PortfolioItemView[] = [], calls: PortfolioCall[] = []) {
  const path = (request: Request) => new URL(request.url).pathname;
  let added = 0;
  const refused = (body: unknown) => {
    const parsed = PortfolioItemBody.safeParse(body);
    return parsed.success
      ? null
      : errorResponse(400, `Invalid request: ${parsed.error.issues[0]?.message ?? 'bad input'}`, 'VALIDATION_FAILED');
  };
  return [
    http.get(apiUrl('/users/portfolio'), () =>
      HttpResponse.json<PortfolioResponse>({ success: true, items: [...items], max: PORTFOLIO_LIMITS.items }),
    ),
    http.post<never, Record<string, unknown>, PortfolioItemResponse | ErrorResponse>(
      apiUrl('/users/portfolio'),
      async ({ request }) => {
        const body = await request.json();
        calls.push({ method: 'POST', path: path(request), body });
        const refusal = refused(body);
        if (refusal !== null) return refusal;
        if (items.length >= PORTFOLIO_LIMITS.items)
          return errorResponse(409, PORTFOLIO_MESSAGES.limitReached, 'PORTFOLIO_LIMIT_REACHED');
        added += 1;
        const item: PortfolioItemView = {
          ...PortfolioItemBody.parse(body),
          id: `added-${added}`,
          createdAt: '2026-02-01T09:00:00.000Z',
        };
        items.push(item);
        return HttpResponse.json<PortfolioItemResponse>(
          { success: true, message: 'Portfolio item added', item },
          { status: 201 },
        );
      },
    ),
    http.put<{ id: string }, Record<string, unknown>, PortfolioItemResponse | ErrorResponse>(
      apiUrl('/users/portfolio/:id'),
      async ({ request, params }) => {
        const body = await request.json();
        calls.push({ method: 'PUT', path: path(request), body });
        const refusal = refused(body);
        if (refusal !== null) return refusal;
        const index = items.findIndex((item) => item.id === params.id);
        const current = items[index];
        if (current === undefined) return errorResponse(404, 'Portfolio item not found', 'PORTFOLIO_ITEM_NOT_FOUND');
        const item: PortfolioItemView = { ...current, ...PortfolioItemBody.parse(body) };
        items[index] = item;
        return HttpResponse.json<PortfolioItemResponse>({ success: true, message: 'Portfolio item updated', item });
      },
    ),
    http.delete<{ id: string }, never, MessageResponse | ErrorResponse>(
      apiUrl('/users/portfolio/:id'),
      ({ request, params }) => {
        calls.push({ method: 'DELETE', path: path(request), body: null });
        const index = items.findIndex((item) => item.id === params.id);
        if (index < 0) return errorResponse(404, 'Portfolio item not found', 'PORTFOLIO_ITEM_NOT_FOUND');
        items.splice(index, 1);
        return HttpResponse.json<MessageResponse>({ success: true, message: 'Portfolio item deleted' });
      },
    ),
  ];
}
