import { screen, waitFor, within } from '@testing-library/react';
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
import {
  COPY_SOURCE_DELETED_ELSEWHERE,
  PROFILE_ALREADY_DELETED,
  PROFILE_DELETED_ELSEWHERE,
} from '../api/profile-deleted-elsewhere';
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

/**
 * Settings on the Laravel profile; `deleteElsewhere` then deletes a profile as another tab would,
 * so the server answers 404 SEARCH_PROFILE_NOT_FOUND for it.
 */
async function openLaravel(profiles: ProfileView[] = fiveProfiles()) {
  server.use(settingsHandler(testSettings()), ...profilesHandlers(profiles));
  const app = renderApp({ route: '/settings?profile=p-laravel', user });
  await screen.findByRole('heading', { level: 2, name: 'Laravel APIs' });
  const deleteElsewhere = (id = 'p-laravel') =>
    profiles.splice(
      profiles.findIndex((profile) => profile.id === id),
      1,
    );
  return { typist: userEvent.setup(), deleteElsewhere, ...app };
}

/** Settings on the Laravel profile with Minimum Bid edited, then that profile deleted "in another tab". */
async function editThenDeleteElsewhere() {
  const { typist, deleteElsewhere, ...app } = await openLaravel();
  await typist.clear(screen.getByLabelText('Minimum Bid (USD)'));
  await typist.type(screen.getByLabelText('Minimum Bid (USD)'), '55');
  expect(screen.getByText(/You have 5 profiles/)).toBeDefined();
  deleteElsewhere();
  return { typist, ...app };
}

/** The profiles below the limit, so New profile can be opened. */
const threeProfiles = (): ProfileView[] => fiveProfiles().slice(0, 3);

/** The server's answer to a new profile copying one that is gone (the test handlers copy the main one instead). */
const copySourceNotFound = http.post(apiUrl('/bidding/profiles'), () =>
  errorResponse(404, 'The profile to copy was not found', 'SEARCH_PROFILE_NOT_FOUND'),
);

async function expectMainProfileShownWithoutTheDeletedOne(
  router: ReturnType<typeof renderApp>['router'],
  message = PROFILE_DELETED_ELSEWHERE,
) {
  expect(await screen.findByText(message)).toBeDefined();
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

  it('on the on/off switch does the same', async () => {
    const { typist, deleteElsewhere, router } = await openLaravel();
    deleteElsewhere();
    await typist.click(screen.getByRole('switch', { name: 'Search with this profile' }));
    await expectMainProfileShownWithoutTheDeletedOne(router);
    expect(screen.queryByText('Search profile not found')).toBeNull();
  });

  it('on Rename closes the dialog and does the same', async () => {
    const { typist, deleteElsewhere, router } = await openLaravel();
    await typist.click(screen.getByRole('button', { name: 'Rename Laravel APIs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename profile' });
    await typist.type(within(dialog).getByLabelText('Profile name'), ' v2');
    deleteElsewhere();
    await typist.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectMainProfileShownWithoutTheDeletedOne(router);
    expect(screen.queryByText('Search profile not found')).toBeNull();
  });

  it('on Delete closes the dialog, shows the main profile and says it was already deleted', async () => {
    const { typist, deleteElsewhere, router } = await openLaravel();
    await typist.click(screen.getByRole('button', { name: 'Delete Laravel APIs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete profile?' });
    deleteElsewhere();
    await typist.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectMainProfileShownWithoutTheDeletedOne(router, PROFILE_ALREADY_DELETED);
    expect(screen.queryByText(PROFILE_DELETED_ELSEWHERE)).toBeNull();
    expect(screen.queryByText('Search profile not found')).toBeNull();
    expect(screen.queryByText(/Profile "Laravel APIs" deleted/)).toBeNull();
  });

  it('on New profile copying it closes the dialog and does the same', async () => {
    const { typist, deleteElsewhere, router } = await openLaravel(threeProfiles());
    await typist.click(screen.getByRole('button', { name: 'New profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New search profile' });
    await typist.type(within(dialog).getByLabelText('Profile name'), 'Laravel copy');
    await typist.selectOptions(within(dialog).getByLabelText('Copy rules from'), 'p-laravel');
    deleteElsewhere();
    server.use(copySourceNotFound);
    await typist.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectMainProfileShownWithoutTheDeletedOne(router);
    expect(screen.queryByText('The profile to copy was not found')).toBeNull();
  });

  it('on New profile copying another profile closes the dialog, drops that tab and keeps the one on screen', async () => {
    const { typist, deleteElsewhere, router } = await openLaravel(threeProfiles());
    await typist.click(screen.getByRole('button', { name: 'New profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'New search profile' });
    await typist.type(within(dialog).getByLabelText('Profile name'), 'Shopify copy');
    await typist.selectOptions(within(dialog).getByLabelText('Copy rules from'), 'p-shopify');
    deleteElsewhere('p-shopify');
    server.use(copySourceNotFound);
    await typist.click(within(dialog).getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(COPY_SOURCE_DELETED_ELSEWHERE)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('tab', { name: /Shopify/ })).toBeNull());
    expect(screen.getByRole('tab', { name: /Laravel/ }).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?profile=p-laravel');
    expect(screen.queryByText(PROFILE_DELETED_ELSEWHERE)).toBeNull();
  });
});
