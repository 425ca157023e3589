/** GET /api/health: 200 with the database up, 503 `degraded` when it does not answer. */
export type HealthResponse =
  | { readonly success: true; readonly status: 'ok'; readonly database: 'up' }
  | { readonly success: false; readonly status: 'degraded'; readonly database: 'down' };

export const toHealthResponse = (databaseUp: boolean): HealthResponse =>
  databaseUp ? { success: true, status: 'ok', database: 'up' } : { success: false, status: 'degraded', database: 'down' };
