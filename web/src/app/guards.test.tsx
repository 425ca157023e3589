import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testAdmin, testUser } from '../testing/data';
import { apiUrl } from '../testing/msw/handlers';
import { server } from '../testing/msw/server';
import { renderApp } from '../testing/render-app';
import { standInAdminScreen, standInAppScreen } from '../testing/stand-in-screen';

standInAppScreen('/dashboard', 'Dashboard screen');
standInAdminScreen('/admin/users/:userId/bids', 'User bids screen');

describe('route guards', () => {
  it('shows "Page not found" for a path no route owns', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
  });

  it('shows a spinner while the session loads, then the protected page', async () => {
    let answer: (() => void) | undefined;
    const user = testUser();
    server.use(
      http.get(
        apiUrl('/auth/me'),
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ success: true, user })))),
      ),
    );
    localStorage.setItem('token', 'a-token');
    renderApp({ route: '/dashboard' });
    expect(await screen.findByRole('status')).toBeDefined();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeDefined();
  });

  it('sends an anonymous visitor of a protected page to /login', async () => {
    const { router } = renderApp({ route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an anonymous visitor of an admin page to /login', async () => {
    const { router } = renderApp({ route: '/admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in non-admin from /admin to /dashboard', async () => {
    const { router } = renderApp({ route: '/admin', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets an admin into /admin/users/:userId/bids, inside the side navigation', async () => {
    const { router } = renderApp({ route: '/admin/users/u1/bids', user: testAdmin() });
    expect(await screen.findByRole('heading', { name: 'User bids screen' })).toBeDefined();
    expect(screen.getAllByRole('navigation', { name: 'Account' }).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/admin/users/u1/bids');
  });

  it('sends a signed-in user from /login to /', async () => {
    const { router } = renderApp({ route: '/login', user: testUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('sign-in pages for someone signing in there', () => {
  it('leaves /register to the page while the visitor is anonymous', async () => {
    renderApp({ route: '/register' });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeDefined();
  });
});
