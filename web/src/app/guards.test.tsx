import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testAdmin, testUser } from '../testing/data';
import { apiUrl } from '../testing/msw/handlers';
import { server } from '../testing/msw/server';
import { renderApp } from '../testing/render-app';
import { adminRoutes, appRoutes, guestRoutes } from './router';

// Stand-in screens put into the real route lists, first so they win over a real screen at the
// same path: the guards are tested apart from what the screens call.
const screenAt = (path: string, text: string) => ({ path, element: <h1>{text}</h1> });
appRoutes.unshift(screenAt('/dashboard', 'Dashboard screen'));
adminRoutes.push(screenAt('/admin', 'Admin screen'));
guestRoutes.push(screenAt('/login', 'Login screen'));

describe('route guards', () => {
  it('shows "Page not found" for a path no route owns', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
  });

  it('shows a spinner while the session loads, then the protected page', async () => {
    let answer: (() => void) | undefined;
    const user = testUser();
    server.use(http.get(apiUrl('/auth/me'), () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ success: true, user }))))));
    localStorage.setItem('token', 'a-token');
    renderApp({ route: '/dashboard' });
    expect(await screen.findByRole('status')).toBeDefined();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeDefined();
  });

  it('sends an anonymous visitor of a protected page to /login', async () => {
    const { router } = renderApp({ route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeDefined();
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

  it('lets an admin into /admin', async () => {
    renderApp({ route: '/admin', user: testAdmin() });
    expect(await screen.findByRole('heading', { name: 'Admin screen' })).toBeDefined();
  });

  it('sends a signed-in user from /login to /', async () => {
    const { router } = renderApp({ route: '/login', user: testUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
