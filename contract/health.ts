/**
 * Which outside systems the server's built-in simulators stand in for (demo mode when payments or
 * Freelancer is: the web shows every visitor a banner saying so). The notification channels'
 * stand-ins do not make a demo, but the web links them: the mail outbox (no SMTP_URL) for admins,
 * the Telegram and Slack simulators for linking a chat or a webhook offline.
 */
export interface SimulatedSystems {
  readonly payments: boolean;
  readonly freelancer: boolean;
  readonly mail: boolean;
  readonly telegram: boolean;
  readonly slack: boolean;
}

/**
 * Whether the payment gateway is a sandbox (the built-in PayFast simulator or PayFast's own
 * sandbox), where a buyer may ask for a manual completion, or live PayFast, where only PayFast's
 * word completes a payment and the payment pages offer no such control.
 */
export type PaymentGatewayMode = 'sandbox' | 'live';

interface ServerModes {
  readonly simulated: SimulatedSystems;
  readonly paymentGateway: PaymentGatewayMode;
}

/** GET /api/health: 200 with the database up, 503 `degraded` when it does not answer; both say what is simulated and the gateway's mode. */
export type HealthResponse =
  | ({ readonly success: true; readonly status: 'ok'; readonly database: 'up' } & ServerModes)
  | ({ readonly success: false; readonly status: 'degraded'; readonly database: 'down' } & ServerModes);

export const toHealthResponse = (
  databaseUp: boolean,
  simulated: SimulatedSystems,
  paymentGateway: PaymentGatewayMode,
): HealthResponse =>
  databaseUp
    ? { success: true, status: 'ok', database: 'up', simulated, paymentGateway }
    : { success: false, status: 'degraded', database: 'down', simulated, paymentGateway };

/** True when anything a visitor does is simulated: nothing is charged, or nothing is bid, for real. */
export const isDemoMode = (simulated: SimulatedSystems): boolean => simulated.payments || simulated.freelancer;

/**
 * GET /api/ready: whether this server process should be sent traffic. 200 `ready` while it is
 * fully started and its database and job queue answer; 503 otherwise: `starting` before it is
 * wired, `draining` once it is shutting down, `degraded` when the database or the queue does not
 * answer (both say which). Liveness stays GET /api/health.
 */
export type ReadyResponse =
  | { readonly success: true; readonly status: 'ready'; readonly database: 'up'; readonly queue: 'up' }
  | { readonly success: false; readonly status: 'starting' | 'draining' }
  | {
      readonly success: false;
      readonly status: 'degraded';
      readonly database: 'up' | 'down';
      readonly queue: 'up' | 'down';
    };
