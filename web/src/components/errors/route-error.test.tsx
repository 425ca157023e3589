import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoutes, appRoutes, publicRoutes } from '@/app/router';
import { testAdmin, testUser } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { RouteError } from './route-error';

/** A screen that throws while `broken` holds, as one whose data or code is bad until the cause goes away. */
let broken = true;
function FlakyScreen({ name }: { readonly name: string }) {
  if (broken) throw new Error(`${name} failed`);
  return <h1>{name}</h1>;
}

// Ahead of the real screens, as testing/stand-in-screen does, one per layout.
publicRoutes.unshift({ path: '/flaky', element: <FlakyScreen name="Public screen" /> });
appRoutes.unshift({ path: '/dashboard', element: <FlakyScreen name="Dashboard screen" /> });
adminRoutes.unshift({ path: '/admin', element: <FlakyScreen name="Admin screen" /> });

beforeEach(() => {
  broken = true;
  // React reports every error a boundary catches; these are the ones this test throws.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

const retry = () => userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

describe('a screen that fails', () => {
  it('shows the fallback inside the public layout, and Try again recovers', async () => {
    renderApp({ route: '/flaky' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    broken = false;
    await retry();
    expect(await screen.findByRole('heading', { name: 'Public screen' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['a user', '/dashboard', testUser(), 'Dashboard screen'],
    ['an admin', '/admin', testAdmin(), 'Admin screen'],
  ] as const)(
    "shows the fallback beside %s's side navigation, and Try again recovers",
    async (_, route, user, heading) => {
      renderApp({ route, user });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeDefined();
      expect(screen.getAllByRole('navigation', { name: 'Account' }).length).toBeGreaterThan(0);
      broken = false;
      await retry();
      expect(await screen.findByRole('heading', { name: heading })).toBeDefined();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});

describe('the root', () => {
  it('shows the fallback when a layout itself fails, and Try again recovers', async () => {
    const router = createMemoryRouter(
      [{ errorElement: <RouteError />, children: [{ path: '/', element: <FlakyScreen name="Layout" /> }] }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    broken = false;
    await retry();
    expect(await screen.findByRole('heading', { name: 'Layout' })).toBeDefined();
  });
});
