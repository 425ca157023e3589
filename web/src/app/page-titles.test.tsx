import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './provider';
import { createRoutes } from './router';
import { renderApp } from '@/testing/render-app';

/**
 * Every route of the table that shows a page (has a path), with the title its handle gives; an
 * admin page's handle comes with its lazily loaded module, so that is loaded here.
 */
async function pageRoutes(
  routes: readonly RouteObject[],
): Promise<{ readonly path: string; readonly title: unknown }[]> {
  const nested = await Promise.all(
    routes.map(async (route) => {
      const own = [];
      if (route.path !== undefined) {
        const lazy = typeof route.lazy === 'function' ? await route.lazy() : {};
        const handle = (route.handle ?? (lazy as { handle?: unknown }).handle) as { title?: unknown } | undefined;
        own.push({ path: route.path, title: handle?.title });
      }
      return [...own, ...(await pageRoutes(route.children ?? []))];
    }),
  );
  return nested.flat();
}

describe('document titles', () => {
  it('names every page of the route table in the document title, each its own', async () => {
    const routes = await pageRoutes(createRoutes(createQueryClient()));
    expect(routes.length).toBeGreaterThan(40);
    const untitled = routes.filter((route) => typeof route.title !== 'string' || route.title === 'BidPilot');
    expect(untitled).toEqual([]);
    const titles = routes.map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Dashboard · BidPilot',
        'Bid Logs · BidPilot',
        'Sign in · BidPilot',
        'Admin Dashboard · BidPilot',
        'User Management · BidPilot',
        'Page not found · BidPilot',
      ]),
    );
  });

  it('titles the page on screen, and follows in-app navigation', async () => {
    renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    await waitFor(() => expect(document.title).toBe('Sign in · BidPilot'));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Need an account?' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    await waitFor(() => expect(document.title).toBe('Create Account · BidPilot'));
  });

  it('titles an unknown address "Page not found"', async () => {
    renderApp({ route: '/no-such-page' });
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe('Page not found · BidPilot'));
  });
});

describe('focus after navigation', () => {
  it('leaves focus alone on the first page, then moves it to the new page’s main heading after a link', async () => {
    renderApp({ route: '/login' });
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(document.activeElement).toBe(document.body);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Need an account?' }));
    const heading = await screen.findByRole('heading', { name: 'Create your account', level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Focusable by script only: the heading does not join the Tab order.
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });
});
