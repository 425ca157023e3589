import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testAdminStats, testDailyStats } from '@/testing/admin-dash-data';
import { testAdmin } from '@/testing/data';
import { adminStatsHandler, dailyStatsHandler } from '@/testing/msw/admin-dash-handlers';
import { planOptionsHandler } from '@/testing/msw/admin-users-handlers';
import { adminFunnelHandler } from '@/testing/msw/results-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

// The charts' chunk arrives only when the test says so, as on a slow network.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});

vi.mock('./daily-activity-charts', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('admin dashboard charts on a slow chunk', () => {
  it('asks for the daily figures once when they come back before the charts chunk', async () => {
    const queries: string[] = [];
    server.use(
      adminFunnelHandler(),
      planOptionsHandler(),
      adminStatsHandler(testAdminStats()),
      dailyStatsHandler(testDailyStats(30), queries),
    );
    renderApp({ route: '/admin', user: testAdmin() });

    await waitFor(() => expect(queries).toEqual(['?days=30']));
    // Let the prefetched answer settle in the cache before the chunk mounts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    chunk.release();

    expect(await screen.findByRole('heading', { name: 'Bids per Day', level: 3 })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries).toEqual(['?days=30']);
  });
});
