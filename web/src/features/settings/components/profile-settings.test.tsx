import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProfileView } from '@contract/search-profiles';
import { PROFILE_RULE_FIELDS } from '@core/domain/bidding/search-profile';
import { testProfile, testSettings } from '@/testing/bidding-data';
import { testUser } from '@/testing/data';
import {
  freelancerProfileHandler,
  settingsHandler,
  statsHandler,
  updateSettingsHandler,
  type Received,
} from '@/testing/msw/bidding-handlers';
import { lastRunHandler } from '@/testing/msw/decisions-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { profilesHandlers, type ProfileCall } from '@/testing/msw/profiles-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

const user = testUser({ availableBids: 20, planStatus: 'active' });

const laravel = () =>
  testProfile({
    id: 'p-laravel',
    name: 'Laravel APIs',
    rules: { skills: ['Laravel', 'PHP'], minBidUsd: 40, requiredKeywords: ['api'] },
  });
const shopify = () =>
  testProfile({ id: 'p-shopify', name: 'Shopify fixes', isActive: false, rules: { skills: ['Shopify'] } });

async function openSettings(profiles: ProfileView[] = [testProfile(), laravel(), shopify()], route = '/settings') {
  const calls: ProfileCall[] = [];
  server.use(settingsHandler(testSettings()), ...profilesHandlers(profiles, calls));
  const app = renderApp({ route, user });
  await screen.findByRole('tablist', { name: 'Search profiles' });
  return { calls, profiles, typist: userEvent.setup(), ...app };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('search profiles on the settings screen', () => {
  it('lists the profiles as tabs, the main one labelled and selected with every section, the others with their on/off state', async () => {
    await openSettings();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((each) => each.textContent)).toEqual(['Main profileMain', 'Laravel APIsOn', 'Shopify fixesOff']);
    expect(tab(/^Main/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/^Main/).tabIndex).toBe(0);
    expect(tab(/Laravel/).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab(/^Main/).id);
    expect(screen.getByRole('heading', { level: 2, name: 'Main profile' })).toBeDefined();
    for (const section of ['Basic Settings', 'Limits & Controls', 'Client screening', 'Fit and review'])
      expect(screen.getByRole('heading', { name: section })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDefined();
  });

  it("switches with the arrow keys to another profile, which shows only a profile's rules and says where the account's settings are", async () => {
    const { typist, router } = await openSettings();
    tab(/^Main/).focus();
    await typist.keyboard('{ArrowRight}');
    expect(tab(/Laravel/).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab(/Laravel/));
    expect(router.state.location.search).toBe('?profile=p-laravel');
    expect(screen.getByRole('heading', { level: 2, name: 'Laravel APIs' })).toBeDefined();
    for (const section of [
      'Search and bid',
      'Skills',
      'Matching',
      'Pricing and delivery',
      'Fit and review',
      'Proposal prompt',
    ])
      expect(screen.getByRole('heading', { name: section })).toBeDefined();
    for (const account of ['Basic Settings', 'Limits & Controls', 'Profile Verification', 'Client screening'])
      expect(screen.queryByRole('heading', { name: account })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Autobidding' })).toBeNull();
    expect(screen.queryByLabelText('Bids Limit')).toBeNull();
    expect(screen.getByText(/apply to every profile\. Set them on the main profile/)).toBeDefined();
    expect((screen.getByLabelText('Minimum Bid (USD)') as HTMLInputElement).value).toBe('40');
    expect(
      within(screen.getByRole('list', { name: 'Your profile skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Laravel', 'PHP']);
    await typist.keyboard('{End}');
    expect(tab(/Shopify/).getAttribute('aria-selected')).toBe('true');
    // One profile's panel at a time: the one before it is gone, header and form.
    expect(
      screen
        .getAllByRole('heading', { level: 2, name: /Laravel APIs|Shopify fixes/ })
        .map((heading) => heading.textContent),
    ).toEqual(['Shopify fixes']);
    expect(screen.getAllByRole('switch', { name: 'Search with this profile' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Save Profile' })).toHaveLength(1);
    await typist.click(screen.getByRole('button', { name: 'Open main profile' }));
    expect(tab(/^Main/).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('');
  });

  it("saves a profile's rules, and only them, with PUT /api/bidding/profiles/:id, never the settings", async () => {
    const settingsPuts: Received = [];
    const { typist, calls } = await openSettings(undefined, '/settings?profile=p-laravel');
    server.use(updateSettingsHandler(settingsPuts));
    await screen.findByRole('heading', { level: 2, name: 'Laravel APIs' });
    await typist.clear(screen.getByLabelText('Minimum Bid (USD)'));
    await typist.type(screen.getByLabelText('Minimum Bid (USD)'), '55');
    await typist.type(screen.getByLabelText('Profile skills'), 'REST API{Enter}');
    await typist.click(screen.getByLabelText('Use a custom prompt for this profile'));
    await typist.type(screen.getByLabelText('Custom prompt'), 'Lead with [[Matching Skills].');
    await typist.selectOptions(screen.getByLabelText('Proposal length'), 'Short (60–100 words)');
    // The review lane is the profile's own too: this profile's bids wait for approval.
    await typist.click(screen.getByLabelText(/Review every bid/));
    // A profile keeps its own schedule, in its own time zone.
    await typist.click(screen.getByRole('switch', { name: 'Schedule Autobidding' }));
    await typist.selectOptions(screen.getByLabelText('Time Zone'), 'America/New_York');
    await typist.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated')).toBeDefined();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT /api/bidding/profiles/p-laravel']);
    const body = calls[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).every((field) => (PROFILE_RULE_FIELDS as readonly string[]).includes(field))).toBe(true);
    expect(body).toMatchObject({
      minBidUsd: 55,
      skills: ['Laravel', 'PHP', 'REST API'],
      requiredKeywords: ['api'],
      useCustomPrompt: true,
      customPrompt: 'Lead with [Matching Skills].',
      proposalLength: 'short',
      reviewMode: 'review_all',
      scheduleAutobidding: true,
      timezone: 'America/New_York',
    });
    for (const account of [
      'isActive',
      'timeInterval',
      'bidsLimit',
      'isProfileVerified',
      'requirePaymentVerified',
      'blockedCountries',
    ])
      expect(body).not.toHaveProperty(account);
    expect(settingsPuts).toEqual([]);
  });

  it('asks before showing another profile while the one on screen has unsaved edits', async () => {
    const { typist } = await openSettings(undefined, '/settings?profile=p-laravel');
    await screen.findByRole('heading', { level: 2, name: 'Laravel APIs' });
    await typist.clear(screen.getByLabelText('Minimum Bid (USD)'));
    await typist.type(screen.getByLabelText('Minimum Bid (USD)'), '70');
    await typist.click(tab(/Shopify/));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await typist.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tab(/Laravel/).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Minimum Bid (USD)') as HTMLInputElement).value).toBe('70');
    await typist.click(tab(/^Main/));
    await typist.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(tab(/^Main/).getAttribute('aria-selected')).toBe('true'));
    // Nothing unsaved on the main profile: the next switch does not ask.
    await typist.click(tab(/Shopify/));
    expect(tab(/Shopify/).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Unsaved changes' beside Save Profile, stuck to the window's bottom, after an edit, and neither after Discard changes", async () => {
    const { typist } = await openSettings(undefined, '/settings?profile=p-laravel');
    await screen.findByRole('heading', { level: 2, name: 'Laravel APIs' });
    const bar = () => screen.getByTestId('save-bar');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    await typist.type(screen.getByLabelText('Minimum Bid (USD)'), '5');
    expect(within(bar()).getByText('Unsaved changes')).toBeDefined();
    expect(within(bar()).getByRole('button', { name: 'Save Profile' })).toBeDefined();
    expect(bar().className.split(' ')).toEqual(expect.arrayContaining(['sticky', 'bottom-0']));
    await typist.click(within(bar()).getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(bar().className).not.toContain('sticky');
  });

  it('refuses a bad rule beside its field, without a call', async () => {
    const { typist, calls } = await openSettings(undefined, '/settings?profile=p-laravel');
    await screen.findByRole('heading', { level: 2, name: 'Laravel APIs' });
    await typist.clear(screen.getByLabelText('Minimum fit score'));
    await typist.type(screen.getByLabelText('Minimum fit score'), '150');
    await typist.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Minimum fit score must be at most 100')).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('switches a profile off at once, and the tab says so', async () => {
    const { typist, calls } = await openSettings(undefined, '/settings?profile=p-laravel');
    await typist.click(await screen.findByRole('switch', { name: 'Search with this profile' }));
    await waitFor(() => expect(tab(/Laravel/).textContent).toBe('Laravel APIsOff'));
    expect(calls).toEqual([{ method: 'PUT', path: '/api/bidding/profiles/p-laravel', body: { isActive: false } }]);
  });

  it('creates a profile copied from the one chosen, and shows it', async () => {
    const { typist, calls, router } = await openSettings();
    await typist.click(screen.getByRole('button', { name: 'New profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New search profile' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Profile name'));
    await typist.type(within(dialog).getByLabelText('Profile name'), '  WordPress sites ');
    await typist.selectOptions(within(dialog).getByLabelText('Copy rules from'), 'p-laravel');
    await typist.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      { method: 'POST', path: '/api/bidding/profiles', body: { name: 'WordPress sites', copyFrom: 'p-laravel' } },
    ]);
    await waitFor(() => expect(tab(/WordPress sites/).getAttribute('aria-selected')).toBe('true'));
    expect(router.state.location.search).toBe('?profile=profile-1');
    expect((screen.getByLabelText('Minimum Bid (USD)') as HTMLInputElement).value).toBe('40');
  });

  it('refuses a blank name in the dialog, and shows the server refusal there', async () => {
    const { typist } = await openSettings();
    await typist.click(screen.getByRole('button', { name: 'New profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New search profile' });
    await typist.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    expect(await within(dialog).findByText('name is required')).toBeDefined();
    server.use(
      http.post(apiUrl('/bidding/profiles'), () =>
        errorResponse(409, 'An account can have at most 5 search profiles', 'SEARCH_PROFILE_LIMIT_REACHED'),
      ),
    );
    await typist.type(within(dialog).getByLabelText('Profile name'), 'Late');
    await typist.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'An account can have at most 5 search profiles',
    );
  });

  it('gives focus back to the button that opened New profile or Rename when the dialog closes by Escape or Cancel', async () => {
    const { typist } = await openSettings();
    const newProfile = screen.getByRole('button', { name: 'New profile' });
    await typist.click(newProfile);
    let dialog = await screen.findByRole('dialog', { name: 'New search profile' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Profile name'));
    await typist.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(newProfile));

    const rename = screen.getByRole('button', { name: 'Rename Main profile' });
    await typist.click(rename);
    dialog = await screen.findByRole('dialog', { name: 'Rename profile' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Profile name'));
    await typist.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(rename));
  });

  it('disables New profile at the limit and says why', async () => {
    const five = [
      testProfile(),
      laravel(),
      shopify(),
      testProfile({ id: 'p-3', name: 'Third' }),
      testProfile({ id: 'p-4', name: 'Fourth' }),
    ];
    await openSettings(five);
    const button = screen.getByRole('button', { name: 'New profile' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('You have 5 profiles, the most an account can have. Delete one to add another.');
  });

  it('renames a profile', async () => {
    const { typist, calls } = await openSettings(undefined, '/settings?profile=p-shopify');
    await typist.click(await screen.findByRole('button', { name: 'Rename Shopify fixes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename profile' });
    await typist.clear(within(dialog).getByLabelText('Profile name'));
    await typist.type(within(dialog).getByLabelText('Profile name'), 'Shopify themes');
    await typist.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(tab(/Shopify themes/)).toBeDefined());
    expect(await screen.findByText('Profile updated')).toBeDefined();
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/bidding/profiles/p-shopify', body: { name: 'Shopify themes' } },
    ]);
  });

  it('reads the settings again after the main profile changes, and the profiles again after the settings are saved', async () => {
    let settingsReads = 0;
    let profileReads = 0;
    const { typist } = await openSettings();
    server.use(
      http.get(apiUrl('/bidding/settings'), () => {
        settingsReads += 1;
        return HttpResponse.json({ success: true, settings: testSettings() });
      }),
      updateSettingsHandler(),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/bidding/profiles') profileReads += 1;
    });
    await typist.click(screen.getByRole('button', { name: 'Rename Main profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename profile' });
    await typist.clear(within(dialog).getByLabelText('Profile name'));
    await typist.type(within(dialog).getByLabelText('Profile name'), 'Web apps');
    await typist.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(settingsReads).toBe(1));
    await waitFor(() => expect(tab(/^Web apps/)).toBeDefined());
    await typist.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Settings updated successfully!');
    await waitFor(() => expect(profileReads).toBe(1));
    server.events.removeAllListeners();
  });

  it('deletes a profile after asking, then shows the main profile with focus on its name', async () => {
    const { typist, calls, router } = await openSettings(undefined, '/settings?profile=p-shopify');
    await typist.click(await screen.findByRole('button', { name: 'Delete Shopify fixes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete profile?' });
    expect(within(dialog).getByText(/"Shopify fixes" and its rules will be deleted/)).toBeDefined();
    await typist.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: /Shopify/ })).toBeNull());
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/bidding/profiles/p-shopify', body: null }]);
    expect(tab(/^Main/).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Main profile' })),
    );
  });

  it('still goes to the dashboard with Cancel after switching profiles on settings opened directly', async () => {
    const { typist, router } = await openSettings();
    server.use(statsHandler(), lastRunHandler(), freelancerProfileHandler());
    await typist.click(tab(/Laravel/));
    await typist.click(tab(/^Main/));
    await typist.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps the settings editable when the profiles cannot be loaded', async () => {
    server.use(
      settingsHandler(testSettings()),
      http.get(apiUrl('/bidding/profiles'), () => errorResponse(500, 'Internal error', 'INTERNAL')),
    );
    renderApp({ route: '/settings', user });
    expect(
      await screen.findByText('Your search profiles could not be loaded. These are your main bidding settings.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDefined();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
