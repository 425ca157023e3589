/** The dashboard's server reads; invalidating `all` reloads the whole screen. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  settings: ['dashboard', 'settings'] as const,
  stats: ['dashboard', 'stats'] as const,
  freelancerProfile: ['dashboard', 'freelancer-profile'] as const,
};

/** While autobidding is active the dashboard re-reads its data every 30 s. */
export const DASHBOARD_POLL_MS = 30_000;

export const pollWhile = (active: boolean): number | false => (active ? DASHBOARD_POLL_MS : false);
