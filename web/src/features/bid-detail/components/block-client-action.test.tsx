import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockedClientsResponse } from '@contract/bidding';
import { testUserDetails } from '@/testing/admin-users-data';
import { testBidDetail } from '@/testing/bid-detail-data';
import { testSettings } from '@/testing/bidding-data';
import { testAdmin, testUser } from '@/testing/data';
import { userDetailsHandler } from '@/testing/msw/admin-users-handlers';
import { ownBidDetailHandler, userBidDetailHandler } from '@/testing/msw/bid-detail-handlers';
import { settingsHandler } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

afterEach(() => toast.remove());

/** POST /api/bidding/blocked-clients, recording each body and answering the list with it. */
const blockHandler = (received: unknown[]) =>
  http.post(apiUrl('/bidding/blocked-clients'), async ({ request }) => {
    const body = (await request.json()) as { clientId: string };
    received.push(body);
    return HttpResponse.json<BlockedClientsResponse>({
      success: true,
      message: 'Client blocked',
      settings: testSettings({ blockedClientIds: [body.clientId] }),
    });
  });

async function openBid(settings = testSettings()) {
  server.use(settingsHandler(settings), ownBidDetailHandler([testBidDetail()]));
  renderApp({ route: '/bid-logs/bid-1', user: testUser() });
  await screen.findByRole('heading', { name: 'Build a React dashboard', level: 1 });
  return userEvent.setup();
}

describe('never bid for this client', () => {
  it('asks first, then blocks the bid’s client and says it is blocked', async () => {
    const received: unknown[] = [];
    server.use(blockHandler(received));
    const typist = await openBid();
    expect(screen.getByText('#81234567')).toBeDefined();
    await typist.click(await screen.findByRole('button', { name: 'Never bid for this client' }));
    const dialog = screen.getByRole('dialog', { name: 'Never bid for this client?' });
    expect(within(dialog).getByText(/skip every project client #81234567 posts/)).toBeDefined();
    await typist.click(within(dialog).getByRole('button', { name: 'Never bid for this client' }));
    expect(await screen.findByText('Client blocked: BidPilot will never bid for them again.')).toBeDefined();
    expect(received).toEqual([{ clientId: '81234567' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/never bids for this client/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Unblock in Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('blocks nothing when the user cancels', async () => {
    const received: unknown[] = [];
    server.use(blockHandler(received));
    const typist = await openBid();
    await typist.click(await screen.findByRole('button', { name: 'Never bid for this client' }));
    await typist.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received).toEqual([]);
  });

  it("keeps the dialog open and shows the server's refusal", async () => {
    server.use(
      http.post(apiUrl('/bidding/blocked-clients'), () =>
        errorResponse(400, 'You can block at most 500 clients: unblock some first.', 'VALIDATION_FAILED'),
      ),
    );
    const typist = await openBid();
    await typist.click(await screen.findByRole('button', { name: 'Never bid for this client' }));
    await typist.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Never bid for this client' }));
    expect(await screen.findByText('You can block at most 500 clients: unblock some first.')).toBeDefined();
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('says a client is blocked already instead of offering the action', async () => {
    await openBid(testSettings({ blockedClientIds: ['81234567'] }));
    expect(await screen.findByText(/never bids for this client/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Never bid for this client' })).toBeNull();
  });

  it('offers nothing on a bid whose client was not kept', async () => {
    server.use(
      settingsHandler(),
      ownBidDetailHandler([testBidDetail({ project: { ...testBidDetail().project!, clientId: null } })]),
    );
    renderApp({ route: '/bid-logs/bid-1', user: testUser() });
    await screen.findByRole('heading', { name: 'Build a React dashboard', level: 1 });
    expect(screen.queryByRole('button', { name: 'Never bid for this client' })).toBeNull();
    expect(screen.queryByText('Client')).toBeNull();
  });

  it('offers nothing to an admin reading a user’s bid', async () => {
    const details = testUserDetails();
    server.use(userDetailsHandler(details), userBidDetailHandler(details.user._id, [testBidDetail()]));
    renderApp({ route: `/admin/users/${details.user._id}/bids/bid-1`, user: testAdmin() });
    expect(await screen.findByText('#81234567')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Never bid for this client' })).toBeNull();
  });
});
