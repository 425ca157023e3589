import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_BANNER_HEIGHT } from '@/lib/demo-mode';
import { testAdmin, testUser } from '@/testing/data';
import { apiUrl, healthHandler } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { standInAdminScreen, standInAppScreen } from '@/testing/stand-in-screen';

standInAppScreen('/dashboard', 'Dashboard screen');
standInAdminScreen('/admin/payments', 'Admin payments screen');

const BOTH = 'Demo mode: payments and Freelancer are simulated. Nothing is charged or bid for real.';

describe('demo-mode banner', () => {
  it.each([
    ['a public page', '/login', undefined, 'Sign in to your account'],
    ['a user page', '/dashboard', testUser(), 'Dashboard screen'],
    ['an admin page', '/admin/payments', testAdmin(), 'Admin payments screen'],
  ] as const)(
    'shows on %s while the server simulates payments and Freelancer, and cannot be dismissed',
    async (_, route, user, heading) => {
      server.use(healthHandler({ payments: true, freelancer: true }));
      renderApp({ route, user });
      await screen.findByRole('heading', { name: heading });

      const banner = await screen.findByRole('region', { name: 'Demo mode' });
      expect(banner.textContent).toBe(BOTH);
      expect(within(banner).queryByRole('button')).toBeNull();
    },
  );

  it.each([
    [{ payments: true, freelancer: false }, 'Demo mode: payments are simulated. Nothing is charged for real.'],
    [{ payments: false, freelancer: true }, 'Demo mode: Freelancer is simulated. Nothing is bid for real.'],
  ])('says only what is simulated: %o', async (simulated, text) => {
    server.use(healthHandler(simulated));
    renderApp({ route: '/login' });
    expect((await screen.findByRole('region', { name: 'Demo mode' })).textContent).toBe(text);
  });

  it('is in place when the first page shows, however slowly the server says it simulates', async () => {
    // The first handler answers nothing after its delay, so the request falls through to the next.
    server.use(
      http.get(apiUrl('/health'), () => delay(300)),
      healthHandler({ payments: true, freelancer: true }),
    );
    renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    // Already there as the page appears: it never pushes the page down after it showed.
    expect(screen.getByRole('region', { name: 'Demo mode' }).textContent).toBe(BOTH);
  });

  it('does not hold the first page for a server that never answers its health check', async () => {
    server.use(http.get(apiUrl('/health'), () => delay('infinite')));
    renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(screen.queryByRole('region', { name: 'Demo mode' })).toBeNull();
  });

  it('shows while the database is down too: the 503 answer says what is simulated as well', async () => {
    server.use(
      http.get(apiUrl('/health'), () =>
        HttpResponse.json(
          { success: false, status: 'degraded', database: 'down', simulated: { payments: true, freelancer: true } },
          { status: 503 },
        ),
      ),
    );
    renderApp({ route: '/login' });
    expect((await screen.findByRole('region', { name: 'Demo mode' })).textContent).toBe(BOTH);
  });

  it('publishes its height for the toasts while it is shown, and takes it away with itself', async () => {
    server.use(healthHandler({ payments: true, freelancer: true }));
    const { unmount } = renderApp({ route: '/login' });
    await screen.findByRole('region', { name: 'Demo mode' });
    // happy-dom lays nothing out, so the height reads 0px; Chromium's is checked in tests/e2e/demo-mode.
    expect(document.documentElement.style.getPropertyValue(DEMO_BANNER_HEIGHT)).toMatch(/^\d+px$/);
    unmount();
    expect(document.documentElement.style.getPropertyValue(DEMO_BANNER_HEIGHT)).toBe('');
  });

  it('is absent when the server talks to the real PayFast and Freelancer', async () => {
    let asked = false;
    server.use(
      http.get(apiUrl('/health'), () => {
        asked = true;
        return HttpResponse.json({
          success: true,
          status: 'ok',
          database: 'up',
          simulated: { payments: false, freelancer: false },
        });
      }),
    );
    renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByRole('region', { name: 'Demo mode' })).toBeNull();
    expect(document.documentElement.style.getPropertyValue(DEMO_BANNER_HEIGHT)).toBe('');
  });
});
