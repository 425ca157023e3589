import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WhatIfOutcomeView, WhatIfResponse } from '@contract/what-if';
import { PROFILE_RULE_FIELDS } from '@core/domain/bidding/search-profile';
import { testProfile, testSettings } from '@/testing/bidding-data';
import { testUser } from '@/testing/data';
import { settingsHandler, updateSettingsHandler, type Received } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { profilesHandlers, type ProfileCall } from '@/testing/msw/profiles-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { PREVIEW_BUTTON } from './what-if-preview';

const user = testUser({ availableBids: 20, planStatus: 'active' });
const laravel = () =>
  testProfile({ id: 'p-laravel', name: 'Laravel APIs', rules: { skills: ['Laravel', 'PHP'], minBidUsd: 40 } });

const outcome = (overrides: Partial<WhatIfOutcomeView> = {}): WhatIfOutcomeView => ({
  bidsPlaced: 41,
  bidsSpent: 41,
  projectsConsidered: 1_250,
  runs: 2_016,
  blockedRuns: 0,
  ranOutAt: null,
  topSkips: [
    { code: 'SKILLS_MISMATCH', message: 'The project shares too few skills with the profile', count: 900 },
    { code: 'TOO_MANY_BIDS', message: 'The project has more bids than the threshold', count: 210 },
  ],
  topBlocks: [],
  ...overrides,
});

const answer = (overrides: Partial<WhatIfResponse> = {}): WhatIfResponse => ({
  success: true,
  before: outcome(),
  after: outcome({
    bidsPlaced: 63,
    bidsSpent: 20,
    ranOutAt: '2026-11-20T15:30:00.000Z',
    topSkips: [
      { code: 'SKILLS_MISMATCH', message: 'The project shares too few skills with the profile', count: 900 },
      { code: 'NO_BIDS_LEFT', message: 'No available bids left for this project', count: 12 },
    ],
  }),
  days: 7,
  projects: 20_000,
  from: '2026-11-15T12:00:00.000Z',
  to: '2026-11-22T12:00:00.000Z',
  ...overrides,
});

/** POST /api/bidding/what-if, recording each body. */
const whatIfHandler = (
  received: Received,
  response: () => Promise<Response> | Response = () => HttpResponse.json(answer()),
) =>
  http.post(apiUrl('/bidding/what-if'), async ({ request }) => {
    received.push(await request.json());
    return response();
  });

async function openSettings(route = '/settings') {
  const calls: ProfileCall[] = [];
  const saves: Received = [];
  server.use(
    settingsHandler(testSettings()),
    ...profilesHandlers([testProfile(), laravel()], calls),
    updateSettingsHandler(saves),
  );
  renderApp({ route, user });
  await screen.findByRole('tablist', { name: 'Search profiles' });
  return { calls, saves, typist: userEvent.setup() };
}

describe('Preview on the last 7 days', () => {
  it("posts the Settings form's unsaved values, shows saved → changed, and saves nothing", async () => {
    const received: Received = [];
    server.use(whatIfHandler(received));
    const { typist, saves } = await openSettings();
    await typist.selectOptions(screen.getByLabelText('Max Bids Threshold'), '75');

    await typist.click(screen.getByRole('button', { name: PREVIEW_BUTTON }));

    const table = await screen.findByRole('table', { name: /Current settings compared with your changes/ });
    // Named by what they are, beside "Nothing was saved.": not "Saved".
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Last 7 days', 'Current settings', 'With your changes', 'Change']);
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(
      within(row('Bids placed'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['41', '63', '+22']);
    expect(
      within(row('Plan bids spent'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['41', '20', '-21']);
    expect(screen.getByText(/Over the last 7 days \(20,000 new projects\)\. Nothing was saved\./)).toBeDefined();
    expect(screen.getByText(/With your changes your bids would have run out on Nov 20/)).toBeDefined();
    expect(screen.queryByText(/With the current settings/)).toBeNull();
    const skips = screen.getByRole('table', { name: /Why projects got no bid/ });
    expect(
      within(skips)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Reason', 'Current settings', 'With your changes']);
    expect(
      within(skips)
        .getAllByRole('row')
        .slice(1)
        .map((each) => each.textContent),
    ).toEqual([
      'The project shares too few skills with the profile900900',
      'No available bids left for this project–12',
      'The project has more bids than the threshold210–',
    ]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ maxBidsThreshold: 75, timeInterval: '5min' });
    expect(received[0]).not.toHaveProperty('profileId');
    expect(saves).toEqual([]);
    // The form keeps its unsaved value.
    expect((screen.getByLabelText('Max Bids Threshold') as HTMLSelectElement).value).toBe('75');
  });

  it("posts a profile's rules with its id from the profile's own form", async () => {
    const received: Received = [];
    server.use(whatIfHandler(received));
    const { typist, calls } = await openSettings('/settings?profile=p-laravel');
    await screen.findByRole('heading', { level: 2, name: 'Laravel APIs' });
    await typist.clear(screen.getByLabelText('Minimum Bid (USD)'));
    await typist.type(screen.getByLabelText('Minimum Bid (USD)'), '55');

    await typist.click(screen.getByRole('button', { name: PREVIEW_BUTTON }));

    await screen.findByRole('table', { name: /Current settings compared with your changes/ });
    const body = received[0] as Record<string, unknown>;
    expect(body).toMatchObject({ profileId: 'p-laravel', minBidUsd: 55, skills: ['Laravel', 'PHP'] });
    expect(
      Object.keys(body)
        .filter((field) => field !== 'profileId')
        .every((field) => (PROFILE_RULE_FIELDS as readonly string[]).includes(field)),
    ).toBe(true);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says it is replaying while it waits, with the button held', async () => {
    server.use(
      whatIfHandler([], async () => {
        await delay('infinite');
        return HttpResponse.json(answer());
      }),
    );
    const { typist } = await openSettings();
    await typist.click(screen.getByRole('button', { name: PREVIEW_BUTTON }));
    const busy = await screen.findByRole('button', { name: 'Replaying the last 7 days...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Replaying the last 7 days');
  });

  it("shows the server's refusal, and lists stopped runs when there were some", async () => {
    let refuse = true;
    server.use(
      whatIfHandler([], () =>
        refuse
          ? errorResponse(429, 'Too many previews. Please wait 30 seconds and try again.', 'RATE_LIMITED')
          : HttpResponse.json(
              answer({
                before: outcome({ ranOutAt: '2026-11-21T09:00:00.000Z' }),
                after: outcome({
                  ranOutAt: '2026-11-21T09:00:00.000Z',
                  blockedRuns: 300,
                  topBlocks: [{ code: 'OUTSIDE_SCHEDULE', message: 'Outside the autobidding schedule', count: 300 }],
                }),
              }),
            ),
      ),
    );
    const { typist } = await openSettings();
    await typist.click(screen.getByRole('button', { name: PREVIEW_BUTTON }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many previews. Please wait 30 seconds and try again.',
    );

    refuse = false;
    await typist.click(screen.getByRole('button', { name: PREVIEW_BUTTON }));
    const blocks = await screen.findByRole('table', { name: /Why whole runs were stopped/ });
    expect(within(blocks).getByRole('row', { name: /Outside the autobidding schedule/ }).textContent).toBe(
      'Outside the autobidding schedule–300',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Your bids would have run out on Nov 21, .* either way\./)).toBeDefined();
  });

  it('refuses a bad value beside its field, without a call', async () => {
    const received: Received = [];
    server.use(whatIfHandler(received));
    const { typist } = await openSettings();
    await typist.clear(screen.getByLabelText('Bid Percentage (%)'));
    await typist.type(screen.getByLabelText('Bid Percentage (%)'), '150');
    await typist.click(screen.getByRole('button', { name: PREVIEW_BUTTON }));
    expect(await screen.findByText('Bid percentage must be at most 100')).toBeDefined();
    expect(received).toEqual([]);
  });
});
