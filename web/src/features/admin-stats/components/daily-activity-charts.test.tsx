import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testAdminStats, testDailyStats } from '@/testing/admin-dash-data';
import { testAdmin } from '@/testing/data';
import { adminStatsHandler, dailyStatsHandler } from '@/testing/msw/admin-dash-handlers';
import { planOptionsHandler } from '@/testing/msw/admin-users-handlers';
import { adminFunnelHandler } from '@/testing/msw/results-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { hue, legendItems, textContrastOnWhite } from '@/testing/chart-legend';

describe('admin daily charts legends', () => {
  it('labels every series in text of at least 4.5:1, the colour kept in its swatch, Held and Rejected in clearly different hues', async () => {
    server.use(
      adminFunnelHandler(),
      planOptionsHandler(),
      adminStatsHandler(testAdminStats()),
      dailyStatsHandler(testDailyStats(30, {})),
    );
    renderApp({ route: '/admin', user: testAdmin() });
    const chart = (await screen.findByRole('heading', { name: 'Bids per Day', level: 3 })).closest('figure')!;
    await waitFor(() => expect(legendItems(chart).length).toBeGreaterThan(0));
    const items = legendItems(chart);
    expect(items.map((item) => item.label)).toEqual(expect.arrayContaining(['Accepted', 'Held', 'Rejected']));
    for (const item of items) expect(textContrastOnWhite(item.textColour), item.label).toBeGreaterThanOrEqual(4.5);
    const swatch = (label: string) => items.find((item) => item.label === label)!.swatch;
    expect(swatch('Accepted')).toBe('#16a34a');
    const apart = Math.abs(hue(swatch('Held')) - hue(swatch('Rejected')));
    expect(Math.min(apart, 360 - apart)).toBeGreaterThanOrEqual(45);

    const payments = screen.getByRole('heading', { name: 'Completed Payments per Day', level: 3 }).closest('figure')!;
    for (const item of legendItems(payments))
      expect(textContrastOnWhite(item.textColour), item.label).toBeGreaterThanOrEqual(4.5);
  });
});
