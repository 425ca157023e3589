import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';

const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('public layout', () => {
  it('header for a visitor: Home, Pricing, FAQ, Sign In, Get Started', async () => {
    renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    const [header] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(links(header!)).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['FAQ', '/faq'],
      ['Sign In', '/login'],
      ['Get Started', '/register'],
    ]);
  });

  it('header for a signed-in user: Dashboard and Go to Dashboard, no Sign In', async () => {
    renderApp({ route: '/no-such-page', user: testUser() });
    await screen.findByRole('link', { name: 'Go to Dashboard' });
    const [header] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(links(header!)).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['FAQ', '/faq'],
      ['Dashboard', '/dashboard'],
      ['Go to Dashboard', '/dashboard'],
    ]);
  });

  it('closes the small-screen menu with Escape and gives focus back to its button', async () => {
    renderApp({ route: '/no-such-page' });
    await screen.findByRole('heading', { name: 'Page not found' });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('site-menu')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('footer carries every link of the spec and a support mailto', async () => {
    renderApp({ route: '/no-such-page' });
    await screen.findByRole('heading', { name: 'Page not found' });
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const href of [
      '/privacy-policy',
      '/terms-and-conditions',
      '/refund-policy',
      '/shipping-delivery',
      '/cookie-policy',
      '/profile',
      '/settings',
      '/subscription',
      '/bid-logs',
      '/contact-us',
      '/faq',
      '/pricing',
      '/#features',
    ])
      expect(hrefs).toContain(href);
    expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
  });

  it("footer's copyright carries this year, not the year it was written", async () => {
    vi.useFakeTimers({ now: new Date('2031-05-01T12:00:00Z'), shouldAdvanceTime: true });
    try {
      renderApp({ route: '/no-such-page' });
      expect(
        within(await screen.findByRole('contentinfo')).getByText('© 2031 BidPilot. All rights reserved.'),
      ).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
