import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';
import { RouteFocus } from './route-focus';

function Shell() {
  return (
    <>
      <nav>
        <Link to="/with-heading">With heading</Link> <Link to="/loading">Loading</Link>
      </nav>
      <main id="main">
        <Outlet />
      </main>
      <RouteFocus />
    </>
  );
}

const router = () =>
  createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Home</h1>, handle: { title: pageTitle('Home') } },
          { path: '/with-heading', element: <h1>Bid Logs</h1>, handle: { title: pageTitle('Bid Logs') } },
          { path: '/loading', element: <p>Loading…</p>, handle: { title: pageTitle('Results') } },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );

const liveRegion = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

describe('RouteFocus', () => {
  it('moves focus to the main heading after a navigation and announces nothing more', async () => {
    render(<RouterProvider router={router()} />);
    expect(document.activeElement).toBe(document.body);
    await userEvent.setup().click(screen.getByRole('link', { name: 'With heading' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Bid Logs' })));
    expect(liveRegion().textContent).toBe('');
  });

  it('focuses the main region and announces the page’s title when it has no heading yet', async () => {
    const memory = router();
    render(<RouterProvider router={memory} />);
    await act(() => memory.navigate('/loading'));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')));
    expect(liveRegion().textContent).toBe('Results · BidPilot');
    expect(document.getElementById('main')?.getAttribute('tabindex')).toBe('-1');
  });
});
