import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, errorResponse } from '../testing/msw/handlers';
import { server } from '../testing/msw/server';
import { endpoints } from '@contract/endpoints';
import { api, onUnauthorized, urlOf } from './api-client';
import { ApiError } from './api-error';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('api client', () => {
  it('sends the stored token as a bearer header and JSON both ways', async () => {
    localStorage.setItem('token', 'abc');
    let seen: { authorization: string | null; contentType: string | null; body: unknown } | undefined;
    server.use(
      http.put(apiUrl('/notifications/channels/email'), async ({ request }) => {
        seen = {
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ success: true, ok: 1 });
      }),
    );
    await expect(api.call(endpoints.channels.setEmail, { body: { enabled: true } })).resolves.toEqual({
      success: true,
      ok: 1,
    });
    expect(seen).toEqual({ authorization: 'Bearer abc', contentType: 'application/json', body: { enabled: true } });
  });

  it('sends no authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(
        apiUrl('/pricing/plans'),
        ({ request }) => ((authorization = request.headers.get('authorization')), HttpResponse.json({ success: true })),
      ),
    );
    await api.call(endpoints.pricing.plans);
    expect(authorization).toBeNull();
  });

  it('throws an ApiError with the contract message and errorCode for a non-2xx answer', async () => {
    server.use(http.post(apiUrl('/pricing/purchase'), () => errorResponse(409, 'Already yours', 'CONFLICT')));
    const error = await api.call(endpoints.pricing.purchase, { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Already yours', errorCode: 'CONFLICT' });
  });

  it('throws for a 200 answer with success: false', async () => {
    server.use(
      http.post(apiUrl('/pricing/purchase'), () =>
        HttpResponse.json({ success: false, message: 'Purchase failed', errorCode: 'PURCHASE_FAILED' }),
      ),
    );
    await expect(api.call(endpoints.pricing.purchase, { body: {} })).rejects.toMatchObject({
      status: 200,
      message: 'Purchase failed',
      errorCode: 'PURCHASE_FAILED',
    });
  });

  it('gives an empty message and a null code when the refusal has no body', async () => {
    server.use(http.delete(apiUrl('/webhooks/x'), () => new HttpResponse(null, { status: 502 })));
    await expect(api.call(endpoints.webhooks.delete, { params: { id: 'x' } })).rejects.toMatchObject({
      status: 502,
      message: '',
      errorCode: null,
    });
  });

  it('on a 401 removes the token and tells the listeners (the router goes to /login)', async () => {
    localStorage.setItem('token', 'old');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    server.use(http.get(apiUrl('/bidding/stats'), () => errorResponse(401, 'Session expired', 'UNAUTHORIZED')));
    await expect(api.call(endpoints.bidding.stats)).rejects.toMatchObject({ status: 401 });
    stop();
    expect(localStorage.getItem('token')).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps the token and stays on a payment page after a 401', async () => {
    window.history.replaceState(null, '', '/payment/success?payment_id=p1');
    localStorage.setItem('token', 'kept');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    server.use(
      http.post(apiUrl('/payments/verify-payment'), () => errorResponse(401, 'Session expired', 'UNAUTHORIZED')),
    );
    await expect(api.call(endpoints.payments.verify, { body: { paymentId: 'p1' } })).rejects.toMatchObject({
      status: 401,
    });
    stop();
    expect(localStorage.getItem('token')).toBe('kept');
    expect(listener).not.toHaveBeenCalled();
  });

  it('leaves a silent 401 to the caller', async () => {
    localStorage.setItem('token', 'old');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    server.use(http.get(apiUrl('/auth/me'), () => errorResponse(401, 'Session expired', 'UNAUTHORIZED')));
    await expect(api.call(endpoints.auth.me, { unauthorized: 'silent' })).rejects.toMatchObject({ status: 401 });
    stop();
    expect(localStorage.getItem('token')).toBe('old');
    expect(listener).not.toHaveBeenCalled();
  });

  it('calls a row of the endpoint table at its method and path, with its params encoded and its query after ?', async () => {
    let seen: { method: string; url: string; body: unknown } | undefined;
    server.use(
      http.post(
        apiUrl('/auth/login'),
        async ({ request }) => (
          (seen = { method: request.method, url: request.url, body: await request.json() }),
          HttpResponse.json({ success: true })
        ),
      ),
    );
    await api.call(endpoints.auth.login, { body: { email: 'a@b.co', password: 'pw' } });
    expect(seen).toEqual({
      method: 'POST',
      url: expect.stringMatching(/\/api\/auth\/login$/) as unknown,
      body: { email: 'a@b.co', password: 'pw' },
    });
    expect(urlOf(endpoints.bidding.log, { id: 'a/b c' })).toBe('/api/bidding/logs/a%2Fb%20c');
    expect(urlOf(endpoints.bidding.logs, {}, { page: 2, limit: 10, search: undefined })).toBe(
      '/api/bidding/logs?page=2&limit=10',
    );
    expect(urlOf(endpoints.adminUsers.list, {}, { search: 'bob smith@' })).toBe(
      '/api/admin/users?search=bob%20smith%40',
    );
    expect(urlOf(endpoints.bidding.stats)).toBe('/api/bidding/stats');
  });
});
