import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { standInAppScreen } from '@/testing/stand-in-screen';
import { TEST_TOKEN, testUser } from '@/testing/data';
import { apiUrl, errorResponse, meHandler } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

standInAppScreen('/dashboard', 'Dashboard screen');

const hint = (label: string) =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(label)
    .closest('li');

async function fill(fields: { name?: string; email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (fields.name) await user.type(await screen.findByLabelText('Name'), fields.name);
  if (fields.email) await user.type(screen.getByLabelText('Email'), fields.email);
  if (fields.password) await user.type(screen.getByLabelText('Password'), fields.password);
  if (fields.confirm) await user.type(screen.getByLabelText('Confirm Password'), fields.confirm);
  return user;
}

describe('register screen', () => {
  it('marks the password hints live as the password is typed', async () => {
    renderApp({ route: '/register' });
    await screen.findByLabelText('Password');
    for (const label of [
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One symbol',
      'At least 8 characters',
    ])
      expect(hint(label)?.dataset.met).toBe('false');
    await fill({ password: 'aB' });
    expect(hint('One uppercase letter')?.dataset.met).toBe('true');
    expect(hint('One lowercase letter')?.dataset.met).toBe('true');
    expect(hint('One number')?.dataset.met).toBe('false');
    await fill({ password: '3!' });
    expect(hint('One number')?.dataset.met).toBe('true');
    expect(hint('One symbol')?.dataset.met).toBe('true');
    expect(hint('At least 8 characters')?.dataset.met).toBe('false');
  });

  it('leaves the length hint unmet until the password is 8 characters long, as the policy does', async () => {
    renderApp({ route: '/register' });
    await screen.findByLabelText('Password');
    const typing = await fill({ password: 'Ab1!' });
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.dataset.met === 'false'),
    ).toEqual([hint('At least 8 characters')]);
    await typing.type(screen.getByLabelText('Password'), 'long');
    expect(
      within(list)
        .getAllByRole('listitem')
        .every((item) => item.dataset.met === 'true'),
    ).toBe(true);
  });

  it("refuses a weak password with the policy's message and mismatched confirmation, without a call", async () => {
    renderApp({ route: '/register' });
    const user = await fill({ name: 'Ada', email: 'ada@example.com', password: 'abc', confirm: 'abd' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Password must contain: uppercase letter, number, symbol, minimum 8 characters'),
    ).toBeDefined();
    expect(screen.getByText('Passwords do not match')).toBeDefined();
  });

  it('requires every field', async () => {
    renderApp({ route: '/register' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name is required')).toBeDefined();
    expect(screen.getByText('Email is required')).toBeDefined();
    expect(screen.getByText('Password is required')).toBeDefined();
    expect(screen.getByText('Please confirm your password')).toBeDefined();
  });

  it('reads "Creating account..." while busy, then signs in and goes to /dashboard', async () => {
    let answer: (() => void) | undefined;
    const created = testUser({ name: 'Ada' });
    server.use(
      http.post(apiUrl('/auth/register'), async ({ request }) => {
        expect(await request.json()).toMatchObject({ name: 'Ada', email: 'ada@example.com', password: 'Str0ng!pass' });
        return new Promise<Response>(
          (resolve) =>
            (answer = () =>
              resolve(
                HttpResponse.json({ success: true, message: 'ok', token: TEST_TOKEN, user: created }, { status: 201 }),
              )),
        );
      }),
      meHandler(created),
    );
    const { router } = renderApp({ route: '/register' });
    const user = await fill({ name: 'Ada', email: 'ada@example.com', password: 'Str0ng!pass', confirm: 'Str0ng!pass' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toHaveProperty('disabled', true);
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe(TEST_TOKEN);
    expect(await screen.findByText('Registration successful!')).toBeDefined();
  });

  it("shows the server's refusal, or 'Registration failed' without one", async () => {
    server.use(http.post(apiUrl('/auth/register'), () => errorResponse(409, 'Email already registered', 'CONFLICT')));
    renderApp({ route: '/register' });
    const user = await fill({ name: 'Ada', email: 'ada@example.com', password: 'Str0ng!pass', confirm: 'Str0ng!pass' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Email already registered');
    act(() => toast.remove());
    server.use(http.post(apiUrl('/auth/register'), () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.queryByRole('status')?.textContent).toBe('Registration failed'));
    // Kept beside the form too, after the toast goes.
    act(() => toast.remove());
    expect(screen.getByText('Registration failed')).toBeDefined();
  });

  it('says under the e-mail field that the address has an account, until the e-mail is edited', async () => {
    server.use(
      http.post(apiUrl('/auth/register'), () =>
        errorResponse(409, 'A user with this email already exists', 'USER_ALREADY_EXISTS'),
      ),
    );
    renderApp({ route: '/register' });
    const user = await fill({ name: 'Ada', email: 'ada@example.com', password: 'Str0ng!pass', confirm: 'Str0ng!pass' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('status');
    act(() => toast.remove());
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A user with this email already exists',
    );
    // Editing another field leaves it: it is about the e-mail.
    await user.type(screen.getByLabelText('Name'), 'x');
    expect(screen.getByText('A user with this email already exists')).toBeDefined();
    await user.type(email, 'x');
    expect(screen.queryByText('A user with this email already exists')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows 'An error occurred during registration' when no answer comes", async () => {
    server.use(http.post(apiUrl('/auth/register'), () => HttpResponse.error()));
    renderApp({ route: '/register' });
    const user = await fill({ name: 'Ada', email: 'ada@example.com', password: 'Str0ng!pass', confirm: 'Str0ng!pass' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'An error occurred during registration');
    expect(screen.getAllByText('An error occurred during registration')).toHaveLength(2);
  });

  it('shows the note and the link to sign in', async () => {
    renderApp({ route: '/register' });
    expect(await screen.findByText('Cancel anytime • Setup in 5 minutes')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in here' })).toHaveProperty(
      'pathname',
      '/login',
    );
  });
});
