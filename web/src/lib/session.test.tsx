import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_TOKEN, testUser } from '../testing/data';
import { FakeEventSource, installFakeEventSource } from '../testing/fake-event-source';
import { apiUrl, meHandler, meRefusedHandler } from '../testing/msw/handlers';
import { server } from '../testing/msw/server';
import { renderWithProviders } from '../testing/render-app';
import { BIDS_EXHAUSTED_NOTICE, SESSION_REFRESH_MS, useSession } from './session';

function SessionProbe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="bids">{session.user?.availableBids ?? 'none'}</p>
      <p data-testid="plan">{session.user?.planStatus ?? 'none'}</p>
      <p data-testid="user-keys">{Object.keys(session.user ?? {}).join(',')}</p>
      <button type="button" onClick={session.signOut}>
        out
      </button>
    </div>
  );
}

const status = () => screen.getByTestId('status').textContent;
const bids = () => screen.getByTestId('bids').textContent;

beforeEach(installFakeEventSource);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('is anonymous at once without a stored token, and calls nothing', async () => {
    renderWithProviders(<SessionProbe />);
    expect(status()).toBe('anonymous');
  });

  it('loads the user with the stored token', async () => {
    localStorage.setItem('token', TEST_TOKEN);
    server.use(meHandler(testUser({ availableBids: 7 })));
    renderWithProviders(<SessionProbe />);
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('authenticated'));
    expect(bids()).toBe('7');
  });

  it.each([401, 403] as const)(
    'clears token and user silently on a %s while loading, staying on the page',
    async (code) => {
      localStorage.setItem('token', TEST_TOKEN);
      server.use(meRefusedHandler(code));
      const { router } = renderWithProviders(<SessionProbe />, { route: '/pricing' });
      await waitFor(() => expect(status()).toBe('anonymous'));
      expect(localStorage.getItem('token')).toBeNull();
      expect(router.state.location.pathname).toBe('/pricing');
    },
  );

  it('keeps the token when loading fails otherwise', async () => {
    localStorage.setItem('token', TEST_TOKEN);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(meRefusedHandler(500));
    renderWithProviders(<SessionProbe />);
    await waitFor(() => expect(status()).toBe('anonymous'));
    expect(localStorage.getItem('token')).toBe(TEST_TOKEN);
    expect(logged).toHaveBeenCalled();
  });

  it('re-reads the user every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('token', TEST_TOKEN);
    let calls = 0;
    server.use(
      http.get(apiUrl('/auth/me'), () =>
        HttpResponse.json({ success: true, user: testUser({ availableBids: 10 + calls++ }) }),
      ),
    );
    renderWithProviders(<SessionProbe />);
    await waitFor(() => expect(bids()).toBe('10'));
    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS - 1_000));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(bids()).toBe('11'));
    expect(calls).toBe(2);
  });

  it('merges live events into the user', async () => {
    localStorage.setItem('token', TEST_TOKEN);
    server.use(meHandler(testUser({ availableBids: 5, planStatus: 'none' })));
    renderWithProviders(<SessionProbe />);
    await waitFor(() => expect(status()).toBe('authenticated'));
    const source = FakeEventSource.latest();
    expect(source.url).toBe(`/api/events?token=${TEST_TOKEN}`);
    act(() => source.send({ availableBids: 50, planStatus: 'active' }));
    await waitFor(() => expect(bids()).toBe('50'));
    expect(screen.getByTestId('plan').textContent).toBe('active');
  });

  it('keeps a decided bid out of the user while still merging the fields beside it', async () => {
    localStorage.setItem('token', TEST_TOKEN);
    server.use(meHandler(testUser({ availableBids: 5 })));
    renderWithProviders(<SessionProbe />);
    await waitFor(() => expect(status()).toBe('authenticated'));
    act(() =>
      FakeEventSource.latest().send({
        bid: { id: 'bid-1', projectId: '4021', projectTitle: 'Build a React dashboard', status: 'accepted' },
      }),
    );
    act(() => FakeEventSource.latest().send({ availableBids: 7 }));
    await waitFor(() => expect(bids()).toBe('7'));
    expect(screen.getByTestId('user-keys').textContent?.split(',')).not.toContain('bid');
  });

  it('shows the exhausted notice once when bids go from above zero to zero, even when the server sends it too', async () => {
    localStorage.setItem('token', TEST_TOKEN);
    server.use(meHandler(testUser({ availableBids: 1 })));
    renderWithProviders(<SessionProbe />);
    await waitFor(() => expect(status()).toBe('authenticated'));
    act(() => FakeEventSource.latest().send({ availableBids: 0, notice: BIDS_EXHAUSTED_NOTICE }));
    expect(await screen.findByText(BIDS_EXHAUSTED_NOTICE)).toBeDefined();
    expect(screen.getAllByText(BIDS_EXHAUSTED_NOTICE)).toHaveLength(1);
  });

  it('shows no notice for a user who had no bids to begin with', async () => {
    localStorage.setItem('token', TEST_TOKEN);
    server.use(meHandler(testUser({ availableBids: 0 })));
    renderWithProviders(<SessionProbe />);
    await waitFor(() => expect(status()).toBe('authenticated'));
    act(() => FakeEventSource.latest().send({ availableBids: 0, planStatus: 'active' }));
    await waitFor(() => expect(screen.getByTestId('plan').textContent).toBe('active'));
    expect(screen.queryByText(BIDS_EXHAUSTED_NOTICE)).toBeNull();
  });

  it('shows no notice when an unlimited plan replaces counted bids', async () => {
    localStorage.setItem('token', TEST_TOKEN);
    server.use(meHandler(testUser({ availableBids: 40 })));
    renderWithProviders(<SessionProbe />);
    await waitFor(() => expect(status()).toBe('authenticated'));
    act(() => FakeEventSource.latest().send({ availableBids: 0, unlimitedBids: true, planStatus: 'active' }));
    await waitFor(() => expect(bids()).toBe('0'));
    expect(screen.queryByText(BIDS_EXHAUSTED_NOTICE)).toBeNull();
  });

  it('signs out: the server ends the session, and token, user and the event stream are gone', async () => {
    const ended: (string | null)[] = [];
    localStorage.setItem('token', TEST_TOKEN);
    server.use(
      meHandler(testUser()),
      http.post(
        apiUrl('/auth/logout'),
        ({ request }) => (
          ended.push(request.headers.get('authorization')),
          HttpResponse.json({ success: true, message: 'Logged out successfully' })
        ),
      ),
    );
    renderWithProviders(<SessionProbe />);
    await waitFor(() => expect(status()).toBe('authenticated'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'out' }));
    expect(status()).toBe('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
    expect(FakeEventSource.latest().closed).toBe(true);
    await waitFor(() => expect(ended).toEqual([`Bearer ${TEST_TOKEN}`]));
  });
});
