import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProfileView } from '@contract/search-profiles';
import { testProfile, testSettings } from '@/testing/bidding-data';
import { testUser } from '@/testing/data';
import { settingsHandler } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { profilesHandlers } from '@/testing/msw/profiles-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { PROFILE_DELETED_ELSEWHERE } from '../api/profile-deleted-elsewhere';
import { PREVIEW_BUTTON } from './what-if-preview';

const user = testUser({ availableBids: 20, planStatus: 'active' });

/** The most profiles an account may have, so the screen starts with New profile disabled and the limit note. */
const fiveProfiles = (): ProfileView[] => [
  testProfile(),
  testProfile({ id: 'p-laravel', name: 'Laravel APIs', rules: { minBidUsd: 40 } }),
  testProfile({ id: 'p-shopify', name: 'Shopify fixes' }),
  testProfile({ id: 'p-3', name: 'Third' }),
  testProfile({ id: 'p-4', name: 'Fourth' }),
];

/** Settings on the Laravel profile with Minimum Bid edited, then that profile deleted "in another tab". */
async function editThenDeleteElsewhere() {
  const profiles = fiveProfiles();
  server.use(settingsHandler(testSettings()), ...profilesHandlers(profiles));
  const app = renderApp({ route: '/settings?profile=p-laravel', user });
  await screen.findByRole('heading', { level: 2, name: 'Laravel APIs' });
  const typist = userEvent.setup();
  await typist.clear(screen.getByLabelText('Minimum Bid (USD)'));
  await typist.type(screen.getByLabelText('Minimum Bid (USD)'), '55');
  expect(screen.getByText(/You have 5 profiles/)).toBeDefined();
  profiles.splice(
    profiles.findIndex((profile) => profile.id === 'p-laravel'),
    1,
  );
  return { typist, ...app };
}

async function expectMainProfileShownWithoutTheDeletedOne(router: ReturnType<typeof renderApp>['router']) {
  expect(await screen.findByText(PROFILE_DELETED_ELSEWHERE)).toBeDefined();
  await waitFor(() => expect(screen.queryByRole('tab', { name: /Laravel/ })).toBeNull());
  expect(screen.getByRole('tab', { name: /^Main/ }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('heading', { level: 2, name: 'Main profile' })).toBeDefined();
  expect(router.state.location.search).toBe('');
  expect((screen.getByRole('button', { name: 'New profile' }) as HTMLButtonElement).disabled).toBe(false);
  expect(screen.queryByText(/You have 5 profiles/)).toBeNull();
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Main profile' })),
  );
}

describe('a profile deleted in another tab or device', () => {
  it('on Save Profile reads the profiles again, drops its tab, shows the main profile and says the changes were not saved', async () => {
    const { typist, router } = await editThenDeleteElsewhere();
    await typist.click(screen.getByRole('button', { name: 'Save Profile' }));
    await expectMainProfileShownWithoutTheDeletedOne(router);
    expect(screen.queryByText('Search profile not found')).toBeNull();
  });

  it('on Preview on the last 7 days does the same', async () => {
    const { typist, router } = await editThenDeleteElsewhere();
    server.use(
      http.post(apiUrl('/bidding/what-if'), () => errorResponse(404, 'Profile not found', 'SEARCH_PROFILE_NOT_FOUND')),
    );
    await typist.click(screen.getByRole('button', { name: PREVIEW_BUTTON }));
    await expectMainProfileShownWithoutTheDeletedOne(router);
    expect(screen.queryByText('Profile not found')).toBeNull();
  });
});
