import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { standInAppScreen } from '@/testing/stand-in-screen';
import { TEST_TOKEN, testAdmin, testUser } from '@/testing/data';
import { apiUrl } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

standInAppScreen('/dashboard', 'Dashboard screen');
standInAppScreen('/bid-logs', 'Bid Logs screen');

const navLabels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('signed-in layout', () => {
  it("lists a user's entries with Subscription and no admin entries; initial, name and Pro badge", async () => {
    renderApp({ route: '/dashboard', user: testUser({ name: 'ada', subscriptionStatus: 'active' }) });
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    const [nav] = screen.getAllByRole('navigation', { name: 'Account' });
    expect(navLabels(nav!)).toEqual([
      'Dashboard',
      'Profile',
      'Settings',
      'Custom Prompt',
      'Prompt Experiments',
      'Bid Logs',
      'Review',
      'Results',
      'Subscription',
    ]);
    expect(screen.getByText('A')).toBeDefined();
    expect(screen.getByText('ada')).toBeDefined();
    expect(screen.getByText('Pro')).toBeDefined();
    expect(screen.queryByText('Admin')).toBeNull();
  });

  it('gives an admin the admin entries, the Admin badge, no Subscription and no Pro badge', async () => {
    renderApp({ route: '/dashboard', user: testAdmin({ subscriptionStatus: 'active' }) });
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    const [nav] = screen.getAllByRole('navigation', { name: 'Account' });
    expect(navLabels(nav!)).toEqual([
      'Dashboard',
      'Profile',
      'Settings',
      'Custom Prompt',
      'Prompt Experiments',
      'Bid Logs',
      'Review',
      'Results',
      'Admin Dashboard',
      'Users',
      'Pricing Plans',
      'Payments',
      'Messages',
    ]);
    expect(within(nav!.parentElement!).getAllByText('Admin').length).toBeGreaterThan(0);
    expect(screen.queryByText('Pro')).toBeNull();
  });

  it('collapses to icons on large screens', async () => {
    renderApp({ route: '/dashboard', user: testUser() });
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    const toggle = screen.getByRole('button', { name: 'Collapse navigation' });
    await userEvent.setup().click(toggle);
    expect(screen.getByRole('button', { name: 'Expand navigation' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the Review count in sight on the icon when collapsed', async () => {
    server.use(http.get(apiUrl('/reviews/count'), () => HttpResponse.json({ success: true, waiting: 3 })));
    renderApp({ route: '/dashboard', user: testUser() });
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    const [nav] = screen.getAllByRole('navigation', { name: 'Account' });
    await within(nav!).findByRole('link', { name: 'Review 3 waiting' });
    expect(within(nav!).queryByTestId('nav-count-on-icon')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Collapse navigation' }));
    const review = within(nav!).getByRole('link', { name: 'Review 3 waiting' });
    const onIcon = within(review).getByTestId('nav-count-on-icon');
    expect(onIcon.textContent).toBe('3');
    // Shown, not only read: neither the count nor anything around it is screen-reader only.
    for (let node: HTMLElement | null = onIcon; node !== null && node !== review; node = node.parentElement)
      expect(node.className).not.toContain('sr-only');
    expect(review.getAttribute('title')).toBe('Review (3 waiting)');
  });

  it('moves focus to the new page’s heading after a side-navigation link', async () => {
    renderApp({ route: '/dashboard', user: testUser() });
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    const [nav] = screen.getAllByRole('navigation', { name: 'Account' });
    await userEvent.setup().click(within(nav!).getByRole('link', { name: 'Bid Logs' }));
    const heading = await screen.findByRole('heading', { name: 'Bid Logs screen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('gives focus to the new page, not the menu button, when a slide-over link closes it', async () => {
    renderApp({ route: '/dashboard', user: testUser() });
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(dialog).getByRole('link', { name: 'Bid Logs' }));
    const heading = await screen.findByRole('heading', { name: 'Bid Logs screen' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Radix gives focus back to the menu button a tick after closing: wait past it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(heading);
  });

  it('opens the slide-over from the menu button and closes it on Escape', async () => {
    renderApp({ route: '/dashboard', user: testUser() });
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(dialog).getByRole('link', { name: 'Bid Logs' })).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('logs out: the session ended on the server with its own token, cleared here, on /login', async () => {
    const logouts: (string | null)[] = [];
    server.use(
      http.post(
        apiUrl('/auth/logout'),
        ({ request }) => (
          logouts.push(request.headers.get('authorization')),
          HttpResponse.json({ success: true, message: 'Logged out successfully' })
        ),
      ),
    );
    const { router } = renderApp({ route: '/dashboard', user: testUser() });
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeDefined();
    await waitFor(() => expect(logouts).toEqual([`Bearer ${TEST_TOKEN}`]));
  });

  it('logs out here even when the server cannot be reached', async () => {
    server.use(http.post(apiUrl('/auth/logout'), () => HttpResponse.error()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp({ route: '/dashboard', user: testUser() });
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
