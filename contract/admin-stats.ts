import type { AdminStats } from '../core/use-cases/admin/stats/get-admin-stats.js';

/** GET /api/admin/stats: the dashboard's tiles, bar chart and health card (docs/design.md#spec-texts). */
export interface AdminStatsResponse {
  readonly success: true;
  readonly stats: AdminStats;
}
