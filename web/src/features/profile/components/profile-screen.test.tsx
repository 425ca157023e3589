import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { FreelancerProfileResponse } from '@contract/profile';
import { testUser } from '@/testing/data';
import { apiUrl, errorResponse, healthHandler } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { testSettings, unlinkedProfile } from '@/testing/bidding-data';
import {
  freelancerProfileHandler,
  settingsHandler,
  updateSettingsHandler,
  type Received,
} from '@/testing/msw/bidding-handlers';
import { REDIRECT_MESSAGE_KEY } from '@/lib/redirect-message';
import { renderApp } from '@/testing/render-app';
import { portfolioHandlers } from '@/testing/msw/portfolio-handlers';

const user = testUser({ name: 'Ada Lovelace', email: 'ada@example.com', availableBids: 42, planStatus: 'active' });

afterEach(() => toast.remove());

async function openProfile({ token = null as string | null, settings = testSettings() } = {}) {
  server.use(
    freelancerProfileHandler({ oauthToken: token, freelancerUserId: token === null ? null : '4242' }),
    settingsHandler(settings),
    ...portfolioHandlers(),
  );
  const result = renderApp({ route: '/profile', user });
  await screen.findByRole('heading', { name: 'Profile' });
  await screen.findByRole('button', { name: 'Save Preferences' });
  await screen.findByLabelText('OAuth Token');
  return result;
}

const tokenBox = () => screen.getByLabelText('OAuth Token') as HTMLInputElement;
const syncButton = () => screen.getByRole('button', { name: /Sync/ }) as HTMLButtonElement;

describe('profile screen', () => {
  it('shows the stored redirect message that sent the user here, once, so /pricing does not show it later', async () => {
    sessionStorage.setItem(REDIRECT_MESSAGE_KEY, 'OAuth token required to start autobidding');
    await openProfile();
    expect(await screen.findByText('OAuth token required to start autobidding')).toBeDefined();
    expect(sessionStorage.getItem(REDIRECT_MESSAGE_KEY)).toBeNull();
  });

  it('shows name, email and available bids read-only', async () => {
    await openProfile();
    const account = within(screen.getByRole('region', { name: 'Account' }));
    expect(
      account.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual(['Name: Ada Lovelace', 'Email: ada@example.com', 'Available Bids: 42']);
    expect(account.queryAllByRole('textbox')).toEqual([]);
  });

  it('titles the page at the size of every signed-in page title (24 px, 30 px from the sm breakpoint)', async () => {
    await openProfile();
    const title = screen.getByRole('heading', { level: 1, name: 'Profile' });
    expect(title.className.split(' ')).toEqual(expect.arrayContaining(['text-2xl', 'sm:text-3xl']));
  });

  it('hides the token until asked, then shows it', async () => {
    await openProfile({ token: 'secret-token' });
    expect(tokenBox().type).toBe('password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show token' }));
    expect(tokenBox().type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide token' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('trims the token before saving it, then reads the profile again', async () => {
    const received: Received = [];
    let reads = 0;
    let stored: string | null = null;
    server.use(
      http.get(apiUrl('/users/freelancer-profile'), () => {
        reads += 1;
        return HttpResponse.json<FreelancerProfileResponse>({
          success: true,
          oauthToken: stored,
          freelancerUserId: stored === null ? null : '4242',
          marketplaceAccount: null,
        });
      }),
      settingsHandler(),
      ...portfolioHandlers(),
    );
    renderApp({ route: '/profile', user });
    await screen.findByLabelText('OAuth Token');
    server.use(
      http.put(apiUrl('/users/freelancer-profile'), async ({ request }) => {
        received.push(await request.json());
        stored = 'abc123';
        return HttpResponse.json({
          success: true,
          message: 'Freelancer profile updated successfully!',
          freelancerUserId: '4242',
        });
      }),
    );
    const typist = userEvent.setup();
    await typist.type(tokenBox(), '  abc123 \t');
    await typist.click(screen.getByRole('button', { name: 'Save Token' }));
    expect(await screen.findByText('Freelancer profile updated successfully!')).toBeDefined();
    expect(received).toEqual([{ oauthToken: 'abc123' }]);
    await waitFor(() => expect(reads).toBe(2));
    expect(await screen.findByText('Connected as Freelancer user 4242.')).toBeDefined();
    expect(tokenBox().value).toBe('abc123');
  });

  it("shows the server's refusal of a token, else 'Failed to save Freelancer profile'", async () => {
    await openProfile();
    const typist = userEvent.setup();
    server.use(
      http.put(apiUrl('/users/freelancer-profile'), () =>
        errorResponse(400, 'Invalid Freelancer OAuth token', 'MARKETPLACE_AUTH_FAILED'),
      ),
    );
    await typist.type(tokenBox(), 'bad');
    await typist.click(screen.getByRole('button', { name: 'Save Token' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Invalid Freelancer OAuth token');
    act(() => toast.remove());
    server.use(http.put(apiUrl('/users/freelancer-profile'), () => new Response(null, { status: 502 })));
    await typist.click(screen.getByRole('button', { name: 'Save Token' }));
    await waitFor(() => expect(screen.queryByRole('status')?.textContent).toBe('Failed to save Freelancer profile'));
  });

  it('keeps a refused token’s reason under the field, after the toast, until the token is edited', async () => {
    await openProfile();
    const typist = userEvent.setup();
    const refused = 'The Freelancer token was refused. Please check it and try again.';
    server.use(
      http.put(apiUrl('/users/freelancer-profile'), () => errorResponse(400, refused, 'MARKETPLACE_TOKEN_INVALID')),
    );
    await typist.type(tokenBox(), 'invalid-token');
    await typist.click(screen.getByRole('button', { name: 'Save Token' }));
    await screen.findByRole('status');
    act(() => toast.remove());
    expect(tokenBox().getAttribute('aria-invalid')).toBe('true');
    const described = (tokenBox().getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(refused);
    await typist.type(tokenBox(), 'x');
    expect(screen.queryByText(refused)).toBeNull();
    expect(tokenBox().getAttribute('aria-invalid')).toBeNull();
  });

  it('explains how to get a token, folded until asked', async () => {
    await openProfile();
    const summary = screen.getByText('How do I get a token?');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.setup().click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByText('fln:project_manage')).toBeDefined();
    expect(within(details).getByText(/does not work on freelancer\.com/)).toBeDefined();
    expect(screen.queryByText(/any token works/)).toBeNull();
  });

  it('says which tokens work when the server simulates Freelancer', async () => {
    server.use(healthHandler({ freelancer: true }));
    await openProfile();
    expect(
      await screen.findByText(
        'Demo mode: Freelancer is simulated here, so any token works, except one starting with "invalid", which is refused as a bad token would be.',
      ),
    ).toBeDefined();
  });

  it('disables skills sync without a saved token', async () => {
    await openProfile();
    expect(syncButton().disabled).toBe(true);
  });

  it('syncs skills: disabled while syncing, then the count in the message and the skills in the editor', async () => {
    await openProfile({ token: 'abc123', settings: testSettings({ skills: ['Old'] }) });
    let answer: (() => void) | undefined;
    server.use(
      http.post(
        apiUrl('/users/syncskills'),
        () =>
          new Promise<Response>(
            (resolve) =>
              (answer = () =>
                resolve(
                  HttpResponse.json({
                    success: true,
                    skills: ['React', 'Node.js', 'SQL'],
                    skillsCount: 3,
                    message: 'x',
                  }),
                )),
          ),
      ),
    );
    expect(syncButton().disabled).toBe(false);
    await userEvent.setup().click(syncButton());
    await waitFor(() => expect(syncButton().disabled).toBe(true));
    expect(syncButton().textContent).toContain('Syncing');
    answer?.();
    expect(await screen.findByText('Successfully synced 3 skills from Freelancer!')).toBeDefined();
    const skills = screen.getByRole('list', { name: 'Your skills' });
    await waitFor(() =>
      expect(
        within(skills)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['React', 'Node.js', 'SQL']),
    );
    expect(syncButton().disabled).toBe(false);
  });

  it("shows the server's refusal of a sync, else 'Failed to sync skills from Freelancer'", async () => {
    await openProfile({ token: 'abc123' });
    const typist = userEvent.setup();
    server.use(
      http.post(apiUrl('/users/syncskills'), () =>
        errorResponse(502, 'Freelancer is unavailable', 'MARKETPLACE_UNAVAILABLE'),
      ),
    );
    await typist.click(syncButton());
    expect(await screen.findByText('Freelancer is unavailable')).toBeDefined();
    server.use(http.post(apiUrl('/users/syncskills'), () => HttpResponse.error()));
    await typist.click(syncButton());
    expect(await screen.findByText('Failed to sync skills from Freelancer')).toBeDefined();
  });

  it("saves the preferences the spec lists with the edited skills: 'Profile preferences saved'", async () => {
    const received: Received = [];
    await openProfile({
      settings: testSettings({ skills: ['React'], isActive: true, completionPeriod: 14, isProfileVerified: true }),
    });
    server.use(updateSettingsHandler(received));
    const typist = userEvent.setup();
    await typist.type(screen.getByRole('combobox', { name: 'Add a skill' }), 'Go{Enter}');
    await typist.selectOptions(screen.getByLabelText('Time Interval'), '15min');
    await typist.clear(screen.getByLabelText('Minimum Bid (USD)'));
    await typist.type(screen.getByLabelText('Minimum Bid (USD)'), '25');
    await typist.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Profile preferences saved')).toBeDefined();
    expect(received).toEqual([
      {
        timeInterval: '15min',
        bidOnHourlyProjects: true,
        maxBidsThreshold: 25,
        timeLimit: 'no_limit',
        bidsLimit: 'no_limit',
        scheduleAutobidding: false,
        startTime: '09:00',
        endTime: '17:00',
        skills: ['React', 'Go'],
        minBidUsd: 25,
        bidPercentage: 50,
        isActive: true,
      },
    ]);
  });

  it("names the schedule's time zone, which is chosen on the Settings page, and sends none", async () => {
    const received: Received = [];
    await openProfile({ settings: testSettings({ scheduleAutobidding: true, timezone: 'Europe/Berlin' }) });
    server.use(updateSettingsHandler(received));
    expect(screen.getAllByText('Time zone: Europe/Berlin, set on the Settings page')).toHaveLength(2);
    expect(screen.queryByLabelText('Time Zone')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Profile preferences saved')).toBeDefined();
    expect(received[0]).not.toHaveProperty('timezone');
  });

  it("says 'Failed to save preferences' when the save fails", async () => {
    await openProfile();
    server.use(http.put(apiUrl('/bidding/settings'), () => errorResponse(500, 'Internal error', 'INTERNAL')));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Failed to save preferences')).toBeDefined();
  });

  it('undoes unsaved preference edits with Cancel', async () => {
    await openProfile({ settings: testSettings({ skills: ['React'] }) });
    const typist = userEvent.setup();
    await typist.type(screen.getByRole('combobox', { name: 'Add a skill' }), 'Go{Enter}');
    await typist.selectOptions(screen.getByLabelText('Time Interval'), '1hour');
    await typist.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText('Time Interval') as HTMLSelectElement).value).toBe('5min');
    expect(screen.queryByRole('button', { name: 'Remove Go' })).toBeNull();
  });

  it("says 'Failed to load profile settings' when a read fails", async () => {
    server.use(
      freelancerProfileHandler(unlinkedProfile()),
      http.get(apiUrl('/bidding/settings'), () => errorResponse(500, 'Internal error', 'INTERNAL')),
      ...portfolioHandlers(),
    );
    renderApp({ route: '/profile', user });
    expect(await screen.findByText('Failed to load profile settings')).toBeDefined();
  });
});
