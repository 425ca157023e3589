/**
 * Which outside systems the server's built-in simulators stand in for (demo mode when either is
 * true): the web shows every visitor a banner saying so.
 */
export interface SimulatedSystems {
  readonly payments: boolean;
  readonly freelancer: boolean;
}

/** GET /api/health: 200 with the database up, 503 `degraded` when it does not answer; both say what is simulated. */
export type HealthResponse =
  | { readonly success: true; readonly status: 'ok'; readonly database: 'up'; readonly simulated: SimulatedSystems }
  | { readonly success: false; readonly status: 'degraded'; readonly database: 'down'; readonly simulated: SimulatedSystems };

export const toHealthResponse = (databaseUp: boolean, simulated: SimulatedSystems): HealthResponse =>
  databaseUp ? { success: true, status: 'ok', database: 'up', simulated } : { success: false, status: 'degraded', database: 'down', simulated };

/** True when anything a visitor does is simulated: nothing is charged, or nothing is bid, for real. */
export const isDemoMode = (simulated: SimulatedSystems): boolean => simulated.payments || simulated.freelancer;
