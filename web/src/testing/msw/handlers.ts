import { http, HttpResponse } from 'msw';
import type { LoginResponse, MeResponse, RegisterResponse } from '@contract/auth';
import type { ErrorResponse } from '@contract/common';
import type { HealthResponse, PaymentGatewayMode, SimulatedSystems } from '@contract/health';
import type { SessionUser } from '@/lib/session';
import { TEST_TOKEN, testUser } from '../data';

/** Every handler answers under the API's base path, as the browser sees it. */
export const apiUrl = (path: string): string => `*/api${path}`;

/** The contract's refusal envelope. */
export const errorResponse = (status: number, message: string, errorCode = 'ERROR', field?: string) =>
  HttpResponse.json<ErrorResponse>(
    { success: false, message, errorCode, ...(field !== undefined && { field }) },
    { status },
  );

/** GET /auth/me answering with this user. */
export const meHandler = (user: SessionUser) =>
  http.get(apiUrl('/auth/me'), () => HttpResponse.json<MeResponse>({ success: true, user }));

/** GET /auth/me refusing the stored token. */
export const meRefusedHandler = (status: 401 | 403 | 500) =>
  http.get(apiUrl('/auth/me'), () => errorResponse(status, 'Refused', status === 500 ? 'INTERNAL' : 'UNAUTHORIZED'));

export const loginHandler = (user: SessionUser = testUser()) =>
  http.post(apiUrl('/auth/login'), () =>
    HttpResponse.json<LoginResponse>({ success: true, message: 'Login successful', token: TEST_TOKEN, user }),
  );

export const registerHandler = (user: SessionUser = testUser()) =>
  http.post(apiUrl('/auth/register'), () =>
    HttpResponse.json<RegisterResponse>(
      { success: true, message: 'Registration successful', token: TEST_TOKEN, user },
      { status: 201 },
    ),
  );

/**
 * GET /health: the server and what its simulators stand in for (nothing: no demo-mode banner), and
 * its payment gateway's mode (a sandbox exactly when payments are simulated, unless given).
 */
export const healthHandler = (simulated: Partial<SimulatedSystems> = {}, paymentGateway?: PaymentGatewayMode) =>
  http.get(apiUrl('/health'), () =>
    HttpResponse.json<HealthResponse>({
      success: true,
      status: 'ok',
      database: 'up',
      simulated: { payments: false, freelancer: false, mail: false, telegram: false, slack: false, ...simulated },
      paymentGateway: paymentGateway ?? (simulated.payments === true ? 'sandbox' : 'live'),
    }),
  );

/**
 * The defaults every test starts from: the health call every layout makes (a server not in
 * demo mode) and the bell's unread count (none). Any other call a test did not answer fails it (`onUnhandledRequest: 'error'`); each
 * test adds what its screen calls with `server.use(…)`.
 */
export const handlers = [
  healthHandler(),
  // The app header's bell asks for the unread count on every signed-in screen: none by default.
  http.get(apiUrl('/notifications'), () =>
    HttpResponse.json({
      success: true,
      notifications: [],
      unreadCount: 0,
      pagination: { current: 1, pages: 0, total: 0, limit: 1 },
    }),
  ),
  // The side navigation's Review badge: nothing waiting by default.
  http.get(apiUrl('/reviews/count'), () => HttpResponse.json({ success: true, waiting: 0 })),
];
