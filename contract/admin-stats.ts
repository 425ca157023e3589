import type { AdminStats } from '../core/use-cases/admin/stats/get-admin-stats.js';

/** GET /api/admin/stats: the dashboard's tiles, bar chart and health card (spec 001 §2-§4). */
export interface AdminStatsResponse {
  readonly success: true;
  readonly stats: AdminStats;
}
