import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi, signInViaApi } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * A person who forgot their password asks for a link on the login page, opens the link the
 * built-in mail outbox kept (no SMTP_URL), chooses a new password and signs in with it; every device signed in
 * before is signed out. And a signed-in person changes their password on Profile.
 */

// The built-in outbox keeps each mail for admins to read (/api/admin/outbox): the test reads it there as the owner reads their inbox.
const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };
const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'bp-e2e-shots');
mkdirSync(SHOTS, { recursive: true });
const NEW_PASSWORD = 'N3w!Password';

/** The reset link of the newest mail the outbox kept for `email`, or null. */
async function mailedLink(email: string): Promise<string | null> {
  const token = await signInViaApi(suite.baseUrl(), ADMIN);
  const { mails } = await suite.ok<{ mails: { id: string; to: string }[] }>('GET', '/api/admin/outbox?limit=100', {
    token,
  });
  const newest = mails.find((mail) => mail.to === email);
  if (newest === undefined) return null;
  const { mail } = await suite.ok<{ mail: { text: string } }>('GET', `/api/admin/outbox/${newest.id}`, { token });
  return /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? null;
}

const shoot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

for (const [label, viewport] of VIEWPORTS) {
  describe(`password reset and change in Chromium, ${label}`, () => {
    it(
      'asks for a link from the login page, opens the mailed link, sets a new password and signs in with it; old sessions end',
      { timeout: 120_000 },
      async () => {
        const account = await registerViaApi(suite.baseUrl(), newAccount('reset'));
        const otherDevice = await signInViaApi(suite.baseUrl(), account);
        const { page, errors, close } = await suite.page(viewport);

        await page.goto('/login');
        await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
        await expectUsable(page);
        await shoot(page, `login-${viewport.width}`);
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await page.waitForURL('**/forgot-password');
        await page.getByLabel('Email').fill(account.email);
        await page.getByRole('button', { name: 'Send reset link' }).click();
        await page
          .getByRole('status')
          .getByText('If an account exists for that e-mail, we sent a link to reset the password.')
          .waitFor();
        await expectUsable(page);
        await shoot(page, `forgot-${viewport.width}`);

        // A worker mails the link once the request was answered: within a second or two.
        await expect.poll(() => mailedLink(account.email), { timeout: 15_000 }).not.toBeNull();
        const link = (await mailedLink(account.email)) ?? '';
        await page.goto(link);
        await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
        // The token leaves the address bar as soon as the page has read it.
        await page.waitForURL((url) => url.pathname === '/reset-password' && url.search === '');
        await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
        await expectUsable(page);
        await shoot(page, `reset-${viewport.width}`);
        await page.getByRole('button', { name: 'Set new password' }).click();
        await page.waitForURL('**/login');

        await page.getByLabel('Email').fill(account.email);
        await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL('**/dashboard');
        expect((await suite.call('GET', '/api/auth/me', { token: otherDevice })).status).toBe(401);
        expect((await suite.call('GET', '/api/auth/me', { token: account.token })).status).toBe(401);
        // The link worked once.
        expect(
          (
            await suite.call('POST', '/api/auth/reset-password', {
              body: { token: new URL(link).searchParams.get('token'), password: 'An0ther!Pass' },
            })
          ).status,
        ).toBe(400);
        expect(errors).toEqual([]);
        await close();
      },
    );

    it(
      'changes the password on Profile: this device stays signed in, the others are signed out',
      { timeout: 120_000 },
      async () => {
        const account = await registerViaApi(suite.baseUrl(), newAccount('change'));
        const otherDevice = await signInViaApi(suite.baseUrl(), account);
        const { page, errors, close } = await suite.signedInPage(viewport, account);

        await page.goto('/profile');
        const section = page.getByRole('region', { name: 'Change password' });
        await section.getByLabel('Current Password').fill(account.password);
        await section.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
        await section.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
        await expectUsable(page);
        await section.screenshot({ path: join(SHOTS, `change-${viewport.width}.png`) });
        await section.getByRole('button', { name: 'Change password' }).click();
        await page.getByText('Password changed. Your other sessions were signed out.').waitFor();

        expect((await suite.call('GET', '/api/auth/me', { token: otherDevice })).status).toBe(401);
        const token = await page.evaluate(() => localStorage.getItem('token'));
        expect((await suite.call('GET', '/api/auth/me', { token })).status).toBe(200);
        await page.reload();
        await page.getByRole('heading', { name: 'Profile' }).waitFor();
        expect(errors).toEqual([]);
        await close();
      },
    );
  });
}
