import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/testing/data';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { testSettings } from '@/testing/bidding-data';
import { settingsHandler, updateSettingsHandler, type Received } from '@/testing/msw/bidding-handlers';
import { profilesHandlers } from '@/testing/msw/profiles-handlers';
import { portfolioHandlers } from '@/testing/msw/portfolio-handlers';
import { renderApp } from '@/testing/render-app';
import { formatNearTime } from '@/lib/date-format';

const user = testUser({ availableBids: 20, planStatus: 'active' });

async function openSettings(settings = testSettings(), signedIn = user) {
  server.use(settingsHandler(settings), ...profilesHandlers());
  const result = renderApp({ route: '/settings', user: signedIn });
  await screen.findByRole('heading', { name: 'BidPilot Settings' });
  return result;
}

afterEach(() => toast.remove());

/** A pause by Freelancer that waits for the user (GET /bidding/settings' autobidPause). */
const TOKEN_PAUSE = {
  code: 'TOKEN_INVALID',
  message: 'Your access token is invalid.',
  since: '2026-01-15T12:00:00.000Z',
  until: null,
  resumesWhen: 'It resumes when you save a new Freelancer token on your profile.',
} as const;

/** The words read after the Autobidding switch's label. */
const switchDescription = () => {
  const id = screen.getByRole('switch', { name: 'Autobidding' }).getAttribute('aria-describedby');
  return id === null ? null : document.getElementById(id)?.textContent;
};

describe('settings screen', () => {
  it("shows the four sections with the spec's defaults and an Edit Skills link to /profile", async () => {
    await openSettings(testSettings({ skills: ['React', 'Node.js'] }));
    for (const section of ['Basic Settings', 'Limits & Controls', 'Profile Verification', 'Skills & Keywords']) {
      expect(screen.getByRole('heading', { name: section })).toBeDefined();
    }
    expect((screen.getByLabelText('Time Interval') as HTMLSelectElement).value).toBe('5min');
    expect((screen.getByLabelText('Max Bids Threshold') as HTMLSelectElement).value).toBe('25');
    expect((screen.getByLabelText('Completion Period') as HTMLSelectElement).value).toBe('30');
    expect((screen.getByLabelText('Bid Percentage (%)') as HTMLInputElement).value).toBe('50');
    expect(screen.getByText('React')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Edit Skills' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByText(/bids on projects over \$2500 USD/)).toBeDefined();
  });

  it('titles the page at the size of every signed-in page title (24 px, 30 px from the sm breakpoint)', async () => {
    await openSettings();
    const title = screen.getByRole('heading', { level: 1, name: 'BidPilot Settings' });
    expect(title.className.split(' ')).toEqual(expect.arrayContaining(['text-2xl', 'sm:text-3xl']));
  });

  it('saves numbers, 0 for an empty box, and never bidDelay', async () => {
    const received: Received = [];
    server.use(updateSettingsHandler(received));
    await openSettings({ ...testSettings(), bidDelay: 15 } as ReturnType<typeof testSettings>);
    const typist = userEvent.setup();
    await typist.clear(screen.getByLabelText('Minimum Bid (USD)'));
    await typist.selectOptions(screen.getByLabelText('Max Bids Threshold'), '75');
    await typist.selectOptions(screen.getByLabelText('Bids Limit'), '10');
    await typist.clear(screen.getByLabelText('Bid Percentage (%)'));
    await typist.type(screen.getByLabelText('Bid Percentage (%)'), '80');
    await typist.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated successfully!')).toBeDefined();
    expect(received).toHaveLength(1);
    const body = received[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      minBidUsd: 0,
      maxBidsThreshold: 75,
      bidsLimit: 10,
      bidPercentage: 80,
      completionPeriod: 30,
      bidOnHourlyProjects: true,
      isActive: false,
    });
    expect(body).not.toHaveProperty('bidDelay');
  });

  it("sets the schedule's time zone from the list, or the browser's own in one click, and saves it", async () => {
    const ownZone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    ownZone.mockReturnValue({ ...new Intl.DateTimeFormat('en-US').resolvedOptions(), timeZone: 'Africa/Johannesburg' });
    const received: Received = [];
    server.use(updateSettingsHandler(received));
    await openSettings(testSettings({ scheduleAutobidding: true, timezone: 'UTC' }));
    const typist = userEvent.setup();
    const zone = () => screen.getByLabelText('Time Zone') as HTMLSelectElement;
    expect(zone().value).toBe('UTC');

    await typist.click(screen.getByRole('button', { name: 'Use my time zone (Africa/Johannesburg)' }));
    expect(zone().value).toBe('Africa/Johannesburg');
    expect(screen.queryByRole('button', { name: /Use my time zone/ })).toBeNull();

    await typist.selectOptions(zone(), 'Europe/London');
    expect(zone().selectedOptions[0]?.textContent).toMatch(/^Europe\/London \(UTC\+0[01]:00\)$/);
    await typist.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings updated successfully!')).toBeDefined();
    expect(received[0]).toMatchObject({ scheduleAutobidding: true, timezone: 'Europe/London' });
    ownZone.mockRestore();
  });

  it('moves the number box with the slider', async () => {
    await openSettings();
    fireEvent.change(screen.getByLabelText('Bid Percentage slider'), { target: { value: '65' } });
    await waitFor(() => expect((screen.getByLabelText('Bid Percentage (%)') as HTMLInputElement).value).toBe('65'));
  });

  it('refuses a percentage over 100 beside the field, without a call', async () => {
    await openSettings();
    const typist = userEvent.setup();
    await typist.clear(screen.getByLabelText('Bid Percentage (%)'));
    await typist.type(screen.getByLabelText('Bid Percentage (%)'), '150');
    await typist.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Bid percentage must be at most 100')).toBeDefined();
  });

  it('names each refused field as it is labelled and focuses the first of them in the form, Bid Percentage before the client rating', async () => {
    await openSettings();
    const typist = userEvent.setup();
    await typist.clear(screen.getByLabelText('Bid Percentage (%)'));
    await typist.type(screen.getByLabelText('Bid Percentage (%)'), '150');
    await typist.clear(screen.getByLabelText('Minimum client rating'));
    await typist.type(screen.getByLabelText('Minimum client rating'), '7');
    await typist.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Bid percentage must be at most 100')).toBeDefined();
    expect(screen.getByText('Minimum client rating must be at most 5')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('Bid Percentage (%)'));
  });

  it("shows the server's refusal, else 'Failed to update settings'", async () => {
    await openSettings();
    server.use(
      http.put(apiUrl('/bidding/settings'), () =>
        errorResponse(400, 'Active plan required to start autobidding', 'ACTIVE_PLAN_REQUIRED'),
      ),
    );
    const typist = userEvent.setup();
    await typist.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Active plan required to start autobidding')).toBeDefined();
    server.use(http.put(apiUrl('/bidding/settings'), () => new Response('oops', { status: 500 })));
    await typist.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to update settings')).toBeDefined();
  });

  it("says 'Failed to load settings' when the read fails", async () => {
    server.use(
      http.get(apiUrl('/bidding/settings'), () => errorResponse(500, 'Internal error', 'INTERNAL')),
      ...profilesHandlers(),
    );
    renderApp({ route: '/settings', user });
    expect(await screen.findByText('Failed to load settings')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('ignores a 403 on load without a word', async () => {
    server.use(
      http.get(apiUrl('/bidding/settings'), () => errorResponse(403, 'Forbidden', 'FORBIDDEN')),
      ...profilesHandlers(),
    );
    renderApp({ route: '/settings', user });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
    expect(screen.queryByText('Failed to load settings')).toBeNull();
  });

  it('shows autobidding stopped at 0 bids even when the server says active', async () => {
    await openSettings(testSettings({ isActive: true }), testUser({ availableBids: 0 }));
    const toggle = screen.getByRole('switch', { name: 'Autobidding' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(switchDescription()).toBe('Stopped: no bids available');
  });

  it('says no bids are available, not that none are left, to a new account without a plan', async () => {
    await openSettings(testSettings(), testUser());
    expect(switchDescription()).toBe('Stopped: no bids available');
  });

  it('says Active, and nothing more, while no pause is in force', async () => {
    await openSettings(testSettings({ isActive: true }));
    expect(switchDescription()).toBe('Active');
  });

  it("says when Freelancer's cool-down ends while it pauses an active switch, as the dashboard does", async () => {
    const until = new Date(Date.now() + 15 * 60_000).toISOString();
    const coolDown = { ...TOKEN_PAUSE, code: 'TOO_FAST', until, resumesWhen: 'It resumes by itself.' } as const;
    await openSettings(testSettings({ isActive: true, autobidPause: coolDown }));
    const time = formatNearTime(until);
    expect(switchDescription()).toBe(`Active, paused by Freelancer until about ${time}`);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Autobidding' }));
    expect(switchDescription()).toBe('Stopped');
  });

  it('says a pause that waits for the user stopped the switch, and what resumes it', async () => {
    await openSettings(testSettings({ isActive: false, autobidPause: TOKEN_PAUSE }));
    expect(switchDescription()).toBe(
      'Stopped: paused by Freelancer. It resumes when you save a new Freelancer token on your profile.',
    );
    // Switching on and saving ends such a pause (docs/design.md#refusals).
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Autobidding' }));
    expect(switchDescription()).toBe('Active');
  });

  it('goes back with Cancel', async () => {
    server.use(settingsHandler(), ...profilesHandlers(), ...portfolioHandlers());
    const { router } = renderApp({ route: '/profile', user });
    await router.navigate('/settings');
    await screen.findByRole('heading', { name: 'BidPilot Settings' });
    server.use(http.get(apiUrl('/users/freelancer-profile'), () => errorResponse(500, 'x')));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

describe('settings screen save bar', () => {
  const bar = () => screen.getByTestId('save-bar');
  const saveButton = () => screen.getByRole('button', { name: 'Save Settings' });
  const edit = () => userEvent.setup().selectOptions(screen.getByLabelText('Max Bids Threshold'), '75');

  it("says 'Unsaved changes' beside Save Settings, stuck to the window's bottom, after an edit, and neither once saved", async () => {
    server.use(updateSettingsHandler());
    await openSettings();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(bar().className).not.toContain('sticky');

    await edit();
    expect(within(bar()).getByText('Unsaved changes')).toBeDefined();
    expect(within(bar()).getByRole('button', { name: 'Save Settings' })).toBe(saveButton());
    expect(bar().className.split(' ')).toEqual(expect.arrayContaining(['sticky', 'bottom-0']));

    await userEvent.setup().click(saveButton());
    expect(await screen.findByText('Settings updated successfully!')).toBeDefined();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(bar().className).not.toContain('sticky');
  });

  it('keeps the note when the save is refused', async () => {
    await openSettings();
    server.use(http.put(apiUrl('/bidding/settings'), () => new Response('oops', { status: 500 })));
    await edit();
    await userEvent.setup().click(saveButton());
    expect(await screen.findByText('Failed to update settings')).toBeDefined();
    expect(within(bar()).getByText('Unsaved changes')).toBeDefined();
  });

  it("keeps one Save Settings button, the form's submit button, after Cancel, disabled and 'Saving...' while it saves", async () => {
    let answer: (() => void) | undefined;
    const received: Received = [];
    server.use(
      http.put(apiUrl('/bidding/settings'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        received.push(body);
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ success: true, message: 'ok', settings: { ...testSettings(), ...body } });
      }),
    );
    await openSettings();
    await edit();
    expect(screen.getAllByRole('button', { name: 'Save Settings' })).toHaveLength(1);
    const save = saveButton() as HTMLButtonElement;
    const form = screen.getByLabelText('Max Bids Threshold').closest('form');
    expect(save.type).toBe('submit');
    expect(save.form).toBe(form);

    const typist = userEvent.setup();
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await typist.tab();
    expect(document.activeElement).toBe(save);

    // Enter in a field submits through it, as before.
    await typist.type(screen.getByLabelText('Minimum Bid (USD)'), '{Enter}');
    await waitFor(() => expect(received).toHaveLength(1));
    const saving = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(saving).toBe(save);
    expect(saving.disabled).toBe(true);
    expect(within(bar()).getByText('Unsaved changes')).toBeDefined();
    answer?.();
    expect(await screen.findByText('Settings updated successfully!')).toBeDefined();
    expect(saveButton()).toBe(save);
    expect(save.disabled).toBe(false);
  });
});
