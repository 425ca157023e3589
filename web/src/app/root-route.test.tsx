import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootRoute, scrollKey } from './root-route';

/** Where React Router keeps the scroll offsets it saved, per key, for the tab's life. */
const SAVED_POSITIONS = 'react-router-scroll-positions';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('scrollKey', () => {
  it('keys the first page a document loads by its address, and later pages by their history entry', () => {
    expect(scrollKey({ key: 'default', pathname: '/payment/success', search: '?payment_id=BP-1' })).toBe(
      'default:/payment/success?payment_id=BP-1',
    );
    expect(scrollKey({ key: 'default', pathname: '/pricing', search: '' })).toBe('default:/pricing');
    expect(scrollKey({ key: 'a1b2c3', pathname: '/pricing', search: '' })).toBe('a1b2c3');
  });
});

/** One document's router: RootRoute above a plain page per path, opened at `path` as the document's first page. */
const documentAt = (path: string) =>
  createMemoryRouter(
    [
      {
        element: <RootRoute />,
        children: ['/pricing', '/payment/success'].map((page) => ({ path: page, element: <h1>{page}</h1> })),
      },
    ],
    { initialEntries: [path] },
  );

describe('RootRoute on a page the payment gateway returns to', () => {
  it("opens it at its top, not at the offset the pricing page (the tab's first page) was left at", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The tab's first document: /pricing, scrolled to its plans, left for the gateway (the page hides and saves its offset).
    const pricing = render(<RouterProvider router={documentAt('/pricing')} />);
    await screen.findByRole('heading', { name: '/pricing' });
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(716);
    window.dispatchEvent(new Event('pagehide'));
    pricing.unmount();
    expect(Object.values(JSON.parse(sessionStorage.getItem(SAVED_POSITIONS) ?? '{}'))).toEqual([716]);
    scrollTo.mockClear();

    // The gateway sends the buyer back: a new document whose first page is /payment/success.
    render(<RouterProvider router={documentAt('/payment/success?payment_id=BP-1')} />);

    await screen.findByRole('heading', { name: '/payment/success' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 716);
  });
});
