import type { QueryClient } from '@tanstack/react-query';
import { BIDDING_SETTINGS_KEY } from '@/lib/bidding-settings';
import { FREELANCER_PROFILE_KEY } from '@/lib/freelancer-profile';

/** The dashboard's own read; the settings and the Freelancer link are shared entries (web/src/lib). */
export const dashboardKeys = {
  stats: ['dashboard', 'stats'] as const,
  lastRun: ['dashboard', 'last-run'] as const,
};

/** Re-reads everything the dashboard shows. */
export const reloadDashboard = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all(
    [dashboardKeys.stats, dashboardKeys.lastRun, BIDDING_SETTINGS_KEY, FREELANCER_PROFILE_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** While autobidding is active the dashboard re-reads its data every 30 s. */
export const DASHBOARD_POLL_MS = 30_000;

export const pollWhile = (active: boolean): number | false => (active ? DASHBOARD_POLL_MS : false);
