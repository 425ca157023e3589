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

/** GET /api/health: 200 with the database up, 503 `degraded` when it does not answer; both say what is simulated. */
export type HealthResponse =
  | { readonly success: true; readonly status: 'ok'; readonly database: 'up'; readonly simulated: SimulatedSystems }
  | { readonly success: false; readonly status: 'degraded'; readonly database: 'down'; readonly simulated: SimulatedSystems };

export const toHealthResponse = (databaseUp: boolean, simulated: SimulatedSystems): HealthResponse =>
  databaseUp ? { success: true, status: 'ok', database: 'up', simulated } : { success: false, status: 'degraded', database: 'down', simulated };

/** True when anything a visitor does is simulated: nothing is charged, or nothing is bid, for real. */
export const isDemoMode = (simulated: SimulatedSystems): boolean => simulated.payments || simulated.freelancer;
