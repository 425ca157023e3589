import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { standInAppScreen } from '@/testing/stand-in-screen';
import { TEST_TOKEN, testUser } from '@/testing/data';
import { apiUrl, errorResponse, loginHandler, meHandler } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

standInAppScreen('/dashboard', 'Dashboard screen');

async function fillAndSubmit(email = 'ada@example.com', password = 'anything') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('login screen', () => {
  it('has the spec links', async () => {
    renderApp({ route: '/login' });
    expect(await screen.findByRole('link', { name: 'Need an account?' })).toHaveProperty('pathname', '/register');
    expect(screen.getByRole('link', { name: "Don't have an account? Sign up here" })).toHaveProperty(
      'pathname',
      '/register',
    );
  });

  it('requires e-mail and password before any call', async () => {
    renderApp({ route: '/login' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeDefined();
    expect(screen.getByText('Password is required')).toBeDefined();
  });

  it('shows and hides the password', async () => {
    renderApp({ route: '/login' });
    const input = await screen.findByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeDefined();
  });

  it('reads "Signing in..." while busy, then stores the token, toasts and goes to /dashboard', async () => {
    let answer: (() => void) | undefined;
    const user = testUser();
    server.use(
      http.post(apiUrl('/auth/login'), async ({ request }) => {
        expect(await request.json()).toEqual({ email: 'ada@example.com', password: 'anything' });
        return new Promise<Response>(
          (resolve) =>
            (answer = () => resolve(HttpResponse.json({ success: true, message: 'ok', token: TEST_TOKEN, user }))),
        );
      }),
      meHandler(user),
    );
    const { router } = renderApp({ route: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toHaveProperty('disabled', true);
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe(TEST_TOKEN);
    expect(await screen.findByText('Login successful!')).toBeDefined();
  });

  it("shows the server's message when it refuses", async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () => errorResponse(401, 'Invalid email or password', 'INVALID_CREDENTIALS')),
    );
    const { router } = renderApp({ route: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the refusal beside the form, tied to both fields, after the toast is gone and until a field is edited', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () => errorResponse(401, 'Invalid email or password', 'INVALID_CREDENTIALS')),
    );
    renderApp({ route: '/login' });
    const user = await fillAndSubmit();
    await screen.findByRole('status');
    act(() => toast.remove());
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    for (const field of [email, password]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe('Invalid email or password');
    }
    await user.type(password, '!');
    expect(screen.queryByText('Invalid email or password')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(password.getAttribute('aria-describedby')).toBeNull();
  });

  it("shows 'Login failed' for a refusal without a message", async () => {
    server.use(http.post(apiUrl('/auth/login'), () => new HttpResponse(null, { status: 500 })));
    renderApp({ route: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Login failed');
    expect(screen.getAllByText('Login failed')).toHaveLength(2);
  });

  it("shows 'An error occurred during login' when no answer comes", async () => {
    server.use(http.post(apiUrl('/auth/login'), () => HttpResponse.error()));
    renderApp({ route: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'An error occurred during login');
    expect(screen.getAllByText('An error occurred during login')).toHaveLength(2);
  });

  it('keeps the default login handler usable by other tests', async () => {
    server.use(loginHandler(), meHandler(testUser()));
    renderApp({ route: '/login' });
    await fillAndSubmit();
    await waitFor(() => expect(localStorage.getItem('token')).toBe(TEST_TOKEN));
  });
});
