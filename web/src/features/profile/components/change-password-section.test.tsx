import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '@/testing/data';
import { testSettings, unlinkedProfile } from '@/testing/bidding-data';
import { freelancerProfileHandler, settingsHandler } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { portfolioHandlers } from '@/testing/msw/portfolio-handlers';

const user = testUser({ name: 'Ada Lovelace', email: 'ada@example.com' });

afterEach(() => toast.remove());

async function openProfile() {
  server.use(freelancerProfileHandler(unlinkedProfile()), settingsHandler(testSettings()), ...portfolioHandlers());
  renderApp({ route: '/profile', user });
  // The first render loads the profile route's chunk: slow on a busy machine.
  await screen.findByRole('heading', { name: 'Change password' });
}

async function fill(current: string, next: string, confirm = next) {
  const typing = userEvent.setup();
  await typing.type(screen.getByLabelText('Current Password'), current);
  await typing.type(screen.getByLabelText('New Password'), next);
  await typing.type(screen.getByLabelText('Confirm New Password'), confirm);
  await typing.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('profile: change password', () => {
  it('sends the current and new password, keeps this device signed in with the fresh token, and clears the form', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(
        apiUrl('/auth/change-password'),
        async ({ request }) => (
          sent.push(await request.json()),
          HttpResponse.json({
            success: true,
            message: 'Password changed. Your other sessions were signed out.',
            token: 'fresh-token',
            user,
          })
        ),
      ),
    );
    await openProfile();
    await fill('Old!Passw0rd', 'N3w!Password');

    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeDefined();
    expect(sent).toEqual([
      { currentPassword: 'Old!Passw0rd', newPassword: 'N3w!Password', confirmPassword: 'N3w!Password' },
    ]);
    expect(localStorage.getItem('token')).toBe('fresh-token');
    await waitFor(() => expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe(''));
  });

  it('shows a wrong current password on that field and puts focus there', async () => {
    server.use(
      http.post(apiUrl('/auth/change-password'), () =>
        errorResponse(403, 'Current password is incorrect', 'FORBIDDEN'),
      ),
    );
    await openProfile();
    await fill('Wrong!pass1', 'N3w!Password');

    expect(await screen.findByText('Current password is incorrect')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('Current Password'));
  });

  it('shows live hints and refuses a weak or unmatched new password before any call', async () => {
    let calls = 0;
    server.use(http.post(apiUrl('/auth/change-password'), () => ((calls += 1), HttpResponse.json({}))));
    await openProfile();
    await fill('Old!Passw0rd', 'weak', 'weaker');

    expect(
      await screen.findByText('Password must contain: uppercase letter, number, symbol, minimum 8 characters'),
    ).toBeDefined();
    expect(screen.getByText('Passwords do not match')).toBeDefined();
    expect(screen.getAllByRole('list', { name: 'Password requirements' })).toHaveLength(1);
    expect(screen.getByText('At least 8 characters').closest('li')?.dataset.met).toBe('false');
    expect(calls).toBe(0);
  });
});
