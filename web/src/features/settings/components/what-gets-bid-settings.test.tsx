import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockedClientsResponse } from '@contract/bidding';
import { DEFAULT_MATCHING_SETTINGS } from '@core/domain/bidding/settings';
import { testSettings } from '@/testing/bidding-data';
import { testUser } from '@/testing/data';
import { settingsHandler, updateSettingsHandler, type Received } from '@/testing/msw/bidding-handlers';
import { apiUrl } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { profilesHandlers } from '@/testing/msw/profiles-handlers';
import { renderApp } from '@/testing/render-app';

const user = testUser({ availableBids: 20, planStatus: 'active' });

async function openSettings(settings = testSettings()) {
  server.use(settingsHandler(settings), ...profilesHandlers());
  renderApp({ route: '/settings', user });
  await screen.findByRole('heading', { name: 'BidPilot Settings' });
  return userEvent.setup();
}

const save = async (typist: ReturnType<typeof userEvent.setup>) =>
  typist.click(screen.getByRole('button', { name: 'Save Settings' }));

const { blockedClientIds: _notSaved, ...SAVED_DEFAULTS } = DEFAULT_MATCHING_SETTINGS;

afterEach(() => toast.remove());

describe('settings for what gets bid', () => {
  it('shows the four new sections and saves every setting of what gets bid but the blocked clients', async () => {
    const received: Received = [];
    server.use(updateSettingsHandler(received));
    const typist = await openSettings(testSettings({ blockedClientIds: ['81234567'] }));
    for (const section of ['Matching', 'Pricing and delivery', 'Client screening', 'Fit and review'])
      expect(screen.getByRole('heading', { name: section })).toBeDefined();
    await save(typist);
    await screen.findByText('Settings updated successfully!');
    expect(received[0]).toMatchObject(SAVED_DEFAULTS);
    expect(received[0]).not.toHaveProperty('blockedClientIds');
  });

  it('explains the minimum of skills in common in plain words, with no "1 bids"', async () => {
    await openSettings();
    const box = screen.getByLabelText('Minimum skills in common');
    const hint = document.getElementById((box.getAttribute('aria-describedby') ?? '').split(' ').at(-1) ?? '');
    expect(hint?.textContent).toBe(
      'A project needs at least this many of its listed skills to be yours. At 1, a single matching skill is enough.',
    );
  });

  it('adds keywords with Enter, refuses a repeat in words, removes one, and saves the list', async () => {
    const received: Received = [];
    server.use(updateSettingsHandler(received));
    const typist = await openSettings();
    const box = screen.getByLabelText('Excluded keywords');
    await typist.type(box, ' newsletter {Enter}');
    await typist.type(box, 'unpaid{Enter}');
    await typist.type(box, 'NEWSLETTER{Enter}');
    expect(screen.getByText('"NEWSLETTER" is already in the list')).toBeDefined();
    const list = screen.getByRole('list', { name: 'Your excluded keywords' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['newsletter', 'unpaid']);
    await typist.click(screen.getByRole('button', { name: 'Remove keyword unpaid' }));
    await typist.type(screen.getByLabelText('Required keywords'), 'laravel');
    await typist.click(screen.getByRole('button', { name: 'Add to Required keywords' }));
    await save(typist);
    await screen.findByText('Settings updated successfully!');
    expect(received[0]).toMatchObject({ excludedKeywords: ['newsletter'], requiredKeywords: ['laravel'] });
  });

  it('takes language and country codes in either case, named, and refuses codes that are not ISO', async () => {
    const received: Received = [];
    server.use(updateSettingsHandler(received));
    const typist = await openSettings();
    await typist.type(screen.getByLabelText('Languages'), 'DE{Enter}');
    await typist.type(screen.getByLabelText('Languages'), 'xx{Enter}');
    expect(screen.getByText('"xx" is not a two-letter language code, e.g. en or de')).toBeDefined();
    await typist.type(screen.getByLabelText('Blocked countries'), 'ng{Enter}');
    expect(screen.getByRole('button', { name: 'Remove language German (de)' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Remove country Nigeria (NG)' })).toBeDefined();
    await save(typist);
    await screen.findByText('Settings updated successfully!');
    expect(received[0]).toMatchObject({ languages: ['de'], blockedCountries: ['NG'] });
  });

  it('saves budget bounds and pricing, an empty bound as no bound', async () => {
    const received: Received = [];
    server.use(updateSettingsHandler(received));
    const typist = await openSettings(testSettings({ hourlyBudgetMaxUsd: 80 }));
    await typist.type(screen.getByLabelText('Fixed: from'), '150.50');
    await typist.clear(screen.getByLabelText('Hourly: up to (per hour)'));
    await typist.clear(screen.getByLabelText('Minimum hourly rate (USD)'));
    await typist.type(screen.getByLabelText('Minimum hourly rate (USD)'), '25');
    await typist.click(screen.getByLabelText("Offer the client's timeline when they state one"));
    await typist.click(screen.getByLabelText('Bid on fixed-price projects'));
    await save(typist);
    await screen.findByText('Settings updated successfully!');
    expect(received[0]).toMatchObject({
      fixedBudgetMinUsd: 150.5,
      fixedBudgetMaxUsd: null,
      hourlyBudgetMaxUsd: null,
      minHourlyRateUsd: 25,
      useClientTimeline: false,
      bidOnFixedProjects: false,
    });
  });

  it('refuses a minimum budget above the maximum and out-of-range numbers beside their fields, without a call', async () => {
    const received: Received = [];
    server.use(updateSettingsHandler(received));
    const typist = await openSettings();
    await typist.type(screen.getByLabelText('Fixed: from'), '500');
    await typist.type(screen.getByLabelText('Fixed: up to'), '100');
    await typist.clear(screen.getByLabelText('Minimum skills in common'));
    await typist.type(screen.getByLabelText('Minimum skills in common'), '0');
    await typist.clear(screen.getByLabelText('Minimum client rating'));
    await typist.type(screen.getByLabelText('Minimum client rating'), '4.55');
    await save(typist);
    expect(await screen.findByText('Maximum fixed budget must be at least the minimum fixed budget')).toBeDefined();
    expect(screen.getByText('Minimum skills in common must be at least 1')).toBeDefined();
    expect(screen.getByText('Minimum client rating may have at most 1 decimal')).toBeDefined();
    expect(screen.getByLabelText('Fixed: up to').getAttribute('aria-invalid')).toBe('true');
    expect(received).toHaveLength(0);
  });

  it('shows the hold rules only when holding risky bids, and the draft expiry whenever drafts wait', async () => {
    const received: Received = [];
    server.use(updateSettingsHandler(received));
    const typist = await openSettings();
    expect(screen.queryByLabelText('Drafts expire after (minutes)')).toBeNull();
    await typist.click(screen.getByRole('radio', { name: /Review every bid/ }));
    expect(screen.getByLabelText('Drafts expire after (minutes)')).toBeDefined();
    expect(screen.queryByLabelText('Fit score is below')).toBeNull();
    await typist.click(screen.getByRole('radio', { name: /Hold risky bids/ }));
    await typist.clear(screen.getByLabelText('Fit score is below'));
    await typist.type(screen.getByLabelText('Fit score is below'), '65');
    await typist.type(screen.getByLabelText('Bid is over (USD)'), '400');
    await typist.click(screen.getByLabelText('It is the first bid to a client in a new country'));
    await typist.clear(screen.getByLabelText('Drafts expire after (minutes)'));
    await typist.type(screen.getByLabelText('Drafts expire after (minutes)'), '4');
    await save(typist);
    expect(await screen.findByText('Draft expiry (minutes) must be at least 5')).toBeDefined();
    expect(received).toHaveLength(0);
    await typist.type(screen.getByLabelText('Drafts expire after (minutes)'), '5');
    await save(typist);
    await screen.findByText('Settings updated successfully!');
    expect(received[0]).toMatchObject({
      reviewMode: 'hold_risky',
      holdBelowFitScore: 65,
      holdAboveAmountUsd: 400,
      holdNewClientCountry: true,
      draftExpiryMinutes: 45,
    });
  });

  it('unblocks a client at once, without Save, and lists what the server kept', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(apiUrl('/bidding/blocked-clients/:clientId'), ({ params }) => {
        deleted.push(String(params.clientId));
        return HttpResponse.json<BlockedClientsResponse>({
          success: true,
          message: 'Client unblocked',
          settings: testSettings({ blockedClientIds: ['42'] }),
        });
      }),
    );
    const typist = await openSettings(testSettings({ blockedClientIds: ['81234567', '42'] }));
    await typist.click(screen.getByRole('button', { name: 'Unblock client 81234567' }));
    expect(await screen.findByText('Client unblocked')).toBeDefined();
    expect(deleted).toEqual(['81234567']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unblock client 81234567' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Unblock client 42' })).toBeDefined();
  });
});
