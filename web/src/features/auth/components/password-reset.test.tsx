import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

const SAME_ANSWER = 'If an account exists for that e-mail, we sent a link to reset the password.';

afterEach(() => toast.remove());

describe('forgot password', () => {
  it('is linked from the login screen', async () => {
    const { router } = renderApp({ route: '/login' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('sends the e-mail and shows the server answer, which never says whether the account exists', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(
        apiUrl('/auth/forgot-password'),
        async ({ request }) => (
          sent.push(await request.json()),
          HttpResponse.json({ success: true, message: SAME_ANSWER })
        ),
      ),
    );
    renderApp({ route: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('status')).textContent).toBe(SAME_ANSWER);
    expect(sent).toEqual([{ email: 'ada@example.com' }]);
  });

  it('requires an e-mail before any call, and shows a refusal such as the rate limit', async () => {
    server.use(
      http.post(apiUrl('/auth/forgot-password'), () =>
        errorResponse(429, 'Too many attempts. Please wait 15 minutes and try again.', 'RATE_LIMITED'),
      ),
    );
    renderApp({ route: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeDefined();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });
});

describe('reset password', () => {
  it('takes the token out of the address at once, sends it with the new password, then goes to sign in', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(
        apiUrl('/auth/reset-password'),
        async ({ request }) => (
          sent.push(await request.json()),
          HttpResponse.json({
            success: true,
            message: 'Your password has been reset. Please sign in with the new password.',
          })
        ),
      ),
    );
    const { router } = renderApp({ route: '/reset-password?token=abc_DEF-123' });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeDefined();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/reset-password');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm Password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).toEqual([{ token: 'abc_DEF-123', password: 'N3w!Password', confirmPassword: 'N3w!Password' }]);
    expect(
      await screen.findByText('Your password has been reset. Please sign in with the new password.'),
    ).toBeDefined();
  });

  it('checks the new password live and before any call, as registration does', async () => {
    let calls = 0;
    server.use(
      http.post(
        apiUrl('/auth/reset-password'),
        () => ((calls += 1), HttpResponse.json({ success: true, message: 'ok' })),
      ),
    );
    renderApp({ route: '/reset-password?token=t0ken' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'abc');
    expect(screen.getByText('One lowercase letter').closest('li')?.getAttribute('data-met')).toBe('true');
    expect(screen.getByText('One uppercase letter').closest('li')?.getAttribute('data-met')).toBe('false');
    await user.type(screen.getByLabelText('Confirm Password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(
      await screen.findByText('Password must contain: uppercase letter, number, symbol, minimum 8 characters'),
    ).toBeDefined();
    expect(screen.getByText('Passwords do not match')).toBeDefined();
    expect(calls).toBe(0);
  });

  it('shows an expired or used link with a way to ask for a new one', async () => {
    server.use(
      http.post(apiUrl('/auth/reset-password'), () =>
        errorResponse(
          400,
          'This password reset link is invalid or has expired. Please request a new one.',
          'RESET_TOKEN_INVALID',
        ),
      ),
    );
    renderApp({ route: '/reset-password?token=used' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm Password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveProperty(
      'pathname',
      '/forgot-password',
    );
  });

  it('without a token, offers to ask for a link instead of a form', async () => {
    renderApp({ route: '/reset-password' });
    expect(await screen.findByRole('link', { name: 'Request a new reset link' })).toBeDefined();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});
