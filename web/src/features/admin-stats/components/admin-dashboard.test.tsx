import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { testAdminStats, testDailyStats } from '@/testing/admin-dash-data';
import { testAdmin } from '@/testing/data';
import { adminStatsHandler, dailyStatsHandler } from '@/testing/msw/admin-dash-handlers';
import { planOptionsHandler, usersHandler } from '@/testing/msw/admin-users-handlers';
import { apiUrl, errorResponse, healthHandler } from '@/testing/msw/handlers';
import { adminFunnelHandler } from '@/testing/msw/results-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

type Stats = ReturnType<typeof testAdminStats>;

function openDashboard(stats: Stats = testAdminStats(), queries?: string[]) {
  server.use(
    adminFunnelHandler(),
    planOptionsHandler(),
    adminStatsHandler(stats),
    dailyStatsHandler(
      testDailyStats(30, {
        '2026-03-29': { bids: { accepted: 2, failed: 3 }, payments: { count: 2, amountZar: 1258 } },
      }),
      queries,
    ),
  );
  return renderApp({ route: '/admin', user: testAdmin() });
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest('section') as HTMLElement;
const tile = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

describe('admin dashboard', () => {
  it('shows the user and bid tiles from GET /admin/stats, the success rate with one decimal', async () => {
    openDashboard(
      testAdminStats({ total: 12, active: 9, subscribed: 5, admin: 2 }, { accepted: 1, submitted: 4, failed: 1 }),
    );
    const users = await section('Users');
    expect([tile(users, 'Total'), tile(users, 'Active'), tile(users, 'Subscribed'), tile(users, 'Admin')]).toEqual([
      '12',
      '9',
      '5',
      '2',
    ]);
    const bids = await section('Bids');
    expect([tile(bids, 'Total'), tile(bids, 'Submitted'), tile(bids, 'Success Rate')]).toEqual(['6', '4', '16.7%']);
  });

  it.each([
    ['Healthy', 100, testAdminStats({ total: 10, active: 8 }, { accepted: 8, submitted: 2 })],
    ['Warning', 65, testAdminStats({ total: 10, active: 4 }, { accepted: 1, failed: 9 })],
    ['Critical', 35, testAdminStats({ total: 10, active: 2 }, { accepted: 1, failed: 9 })],
  ] as const)('labels the system %s with score %i from core’s rule', async (label, score, stats) => {
    openDashboard(stats);
    const card = (await screen.findByRole('heading', { name: 'System Health' })).closest('div')
      ?.parentElement as HTMLElement;
    expect(within(card).getByTestId('health-score').textContent).toBe(String(score));
    expect(within(card).getByText(label)).toBeDefined();
  });

  it('derives the health card from users and bids, not from the answer’s own health field', async () => {
    openDashboard({
      ...testAdminStats({ total: 10, active: 2 }, { accepted: 1, failed: 9 }),
      health: { score: 100, label: 'Healthy' },
    });
    expect(await screen.findByText('Critical')).toBeDefined();
  });

  it('shows the three distribution shares with one decimal over all bids', async () => {
    openDashboard(testAdminStats({}, { accepted: 1, submitted: 1, failed: 1, rejected: 5 }));
    await screen.findByRole('heading', { name: 'Bid Status Distribution' });
    expect(['successful', 'submitted', 'failed'].map((key) => screen.getByTestId(`share-${key}`).textContent)).toEqual([
      '12.5%',
      '12.5%',
      '12.5%',
    ]);
  });

  it('shows the bids in none of the three bars as Other, naming their statuses, so the bars add up to 100%', async () => {
    openDashboard(testAdminStats({}, { accepted: 10, submitted: 4, failed: 2, rejected: 2, held: 1, pending: 1 }));
    await screen.findByRole('heading', { name: 'Bid Status Distribution' });
    const shares = ['successful', 'submitted', 'failed', 'other'].map(
      (key) => screen.getByTestId(`share-${key}`).textContent,
    );
    expect(shares).toEqual(['50.0%', '20.0%', '10.0%', '20.0%']);
    expect(shares.reduce((sum, share) => sum + Number.parseFloat(share ?? ''), 0)).toBe(100);
    expect(screen.getByTestId('other-statuses').textContent).toBe('Pending 1 · Rejected 2 · Held 1');
  });

  it('shows 0.0% for every bar when there are no bids', async () => {
    openDashboard(testAdminStats({}, {}));
    await screen.findByRole('heading', { name: 'Bid Status Distribution' });
    expect(
      ['successful', 'submitted', 'failed', 'other'].map((key) => screen.getByTestId(`share-${key}`).textContent),
    ).toEqual(['0.0%', '0.0%', '0.0%', '0.0%']);
    expect(screen.queryByTestId('other-statuses')).toBeNull();
    expect(screen.getByTestId('health-score').textContent).toBe('100');
  });

  it('rounds 2 of 3 to 66.7%', async () => {
    openDashboard(testAdminStats({}, { accepted: 2, submitted: 1 }));
    expect((await screen.findByTestId('share-successful')).textContent).toBe('66.7%');
    expect(screen.getByTestId('share-submitted').textContent).toBe('33.3%');
  });

  it('toasts the spec’s text when the statistics fail to load', async () => {
    server.use(
      http.get(apiUrl('/admin/stats'), () => errorResponse(500, 'Boom', 'INTERNAL')),
      dailyStatsHandler(),
      adminFunnelHandler(),
      planOptionsHandler(),
    );
    renderApp({ route: '/admin', user: testAdmin() });
    // The toast, and the same words where the tiles would be.
    await waitFor(() => expect(screen.getAllByText('Failed to load system statistics')).toHaveLength(2));
    expect(
      screen
        .getAllByText('Failed to load system statistics')
        .filter((element) => element.closest('[aria-live]') !== null),
    ).toHaveLength(1);
  });

  it('asks for 30 days of daily activity and captions the charts in UTC with their totals', async () => {
    const queries: string[] = [];
    openDashboard(testAdminStats(), queries);
    expect(await screen.findByRole('heading', { name: 'Bids per Day', level: 3 })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Completed Payments per Day', level: 3 })).toBeDefined();
    expect(queries).toEqual(['?days=30']);
    expect(screen.getByText(/5 bids by status\. Last 30 days, by UTC day/)).toBeDefined();
    expect(screen.getByText(/2 completed payments, R 1,258\.00 in all\. Last 30 days, by UTC day/)).toBeDefined();
  });

  it('captions a single bid and a single payment in the singular', async () => {
    server.use(
      adminFunnelHandler(),
      planOptionsHandler(),
      adminStatsHandler(testAdminStats()),
      dailyStatsHandler(
        testDailyStats(30, { '2026-03-29': { bids: { submitted: 1 }, payments: { count: 1, amountZar: 906.5 } } }),
      ),
    );
    renderApp({ route: '/admin', user: testAdmin() });
    expect(await screen.findByText(/^1 bid by status\. Last 30 days/)).toBeDefined();
    expect(screen.getByText(/^1 completed payment, R 906\.50 in all\. Last 30 days/)).toBeDefined();
  });

  it('records the target of a tile without a screen and stays on /admin', async () => {
    const { router } = openDashboard();
    const actions = (await screen.findByRole('heading', { name: 'Quick Actions' })).closest('div') as HTMLElement;
    for (const [label, target] of [
      ['All Bids', '/admin/bids'],
      ['System Settings', '/admin/settings'],
      ['Security', '/admin/security'],
      ['System Logs', '/admin/logs'],
    ]) {
      const button = within(actions).getByRole('button', { name: new RegExp(`^${label}`) });
      await userEvent.click(button);
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByText(`${label} (${target}) has no screen yet: noted for later.`)).toBeDefined();
      expect(router.state.location.pathname).toBe('/admin');
    }
  });

  it('sends the tiles with a screen to their screens', async () => {
    server.use(usersHandler([]), planOptionsHandler());
    const { router } = openDashboard();
    const actions = (await screen.findByRole('heading', { name: 'Quick Actions' })).closest('div') as HTMLElement;
    const expected = {
      'Manage Users': '/admin/users',
      'Pricing Plans': '/admin/pricing',
      Payments: '/admin/payments',
      'Custom Prompt': '/custom-prompt',
    };
    for (const [label, to] of Object.entries(expected))
      expect(within(actions).getByRole('link', { name: label }).getAttribute('href')).toBe(to);
    await userEvent.click(within(actions).getByRole('link', { name: 'Manage Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeDefined();
  });
  it('says the server runs in demo mode and which settings take it live', async () => {
    server.use(healthHandler({ payments: true, freelancer: false }));
    openDashboard();
    const notice = (await screen.findByRole('heading', { name: 'This server runs in demo mode', level: 2 })).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(notice).getByText(
        'Demo mode: payments are simulated. Nothing is charged for real. Set PAYFAST_URL to go live.',
      ),
    ).toBeDefined();
  });
});

describe('admin dashboard results', () => {
  it('shows everyone’s funnel, and one plan’s users’ when a plan is chosen, the plan and period in the address', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      adminFunnelHandler(asked),
      planOptionsHandler(),
      adminStatsHandler(testAdminStats()),
      dailyStatsHandler(testDailyStats(30)),
    );
    const { router } = renderApp({ route: '/admin', user: testAdmin() });
    const results = await section('Results');
    await within(results).findByRole('heading', { name: 'Funnel' });
    expect(asked).toEqual(['?days=30']);

    const plans = within(results).getByRole('combobox', { name: 'Whose results' });
    const [, firstPlan] = within(plans).getAllByRole('option') as HTMLOptionElement[];
    await user.selectOptions(plans, firstPlan as HTMLOptionElement);
    await waitFor(() => expect(asked.at(-1)).toBe(`?days=30&plan=${(firstPlan as HTMLOptionElement).value}`));
    await user.click(within(results).getByRole('link', { name: '7 days' }));
    await waitFor(() => expect(asked.at(-1)).toBe(`?days=7&plan=${(firstPlan as HTMLOptionElement).value}`));
    expect(router.state.location.search).toBe(`?plan=${(firstPlan as HTMLOptionElement).value}&days=7`);
  });
});
