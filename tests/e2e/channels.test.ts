import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi, signInViaApi } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * A freelancer links Telegram through the built-in Telegram simulator (they "are" the Telegram
 * user on its chat page) and Slack through the built-in Slack simulator, and test messages
 * arrive in both; an admin reads the mail the server kept in its outbox instead of sending it.
 */
const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };
const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'bp-e2e-shots');
mkdirSync(SHOTS, { recursive: true });

const shoot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
const card = (page: Page, title: string) =>
  page.locator('div.rounded-lg').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const [label, viewport] of VIEWPORTS) {
  describe(`notification channels in Chromium, ${label}`, () => {
    it(
      'links Telegram with /start CODE in the simulator and Slack to a simulator webhook; test messages arrive in both',
      { timeout: 180_000 },
      async () => {
        const account = await registerViaApi(suite.baseUrl(), newAccount('channels', 'Ada Lovelace'));
        const { page, context, errors, close } = await suite.signedInPage(viewport, account);

        await page.goto('/notifications/channels');
        await page.getByRole('heading', { name: 'Notification channels' }).waitFor();
        await card(page, 'Slack').getByLabel('Webhook URL').waitFor();
        await expectUsable(page);
        await shoot(page, `channels-${viewport.width}`);

        // Telegram: the code, then the simulator's chat page opened from the link, as the bot's Start button would.
        await page.getByRole('button', { name: 'Link Telegram' }).click();
        const command = (await page.getByText(/^\/start [A-Z0-9]{10}$/).textContent()) ?? '';
        await expectUsable(page);
        await shoot(page, `channels-telegram-code-${viewport.width}`);
        const link = (await page.getByRole('link', { name: /Open Telegram/ }).getAttribute('href')) ?? '';
        const chat = await context.newPage();
        await chat.goto(link);
        expect(await chat.getByLabel('Message', { exact: true }).inputValue()).toBe(command);
        await chat.getByRole('button', { name: 'Send' }).click();
        await chat.getByText('Linked to BidPilot as Ada Lovelace.', { exact: false }).waitFor({ timeout: 30_000 });
        await expectUsable(chat);
        await shoot(chat, `telegram-simulator-${viewport.width}`);
        await card(page, 'Telegram')
          .getByText(/^Chat \d+$/)
          .waitFor({ timeout: 20_000 });
        await card(page, 'Telegram').getByRole('button', { name: 'Send test message' }).click();
        await page.getByText('Test message sent to Telegram').waitFor();
        await chat.getByRole('link', { name: 'Refresh' }).click();
        await chat
          .getByText(/Test message from BidPilot/)
          .first()
          .waitFor();

        // Slack: a webhook made in the simulator, pasted, saved and tested.
        const slack = await context.newPage();
        await slack.goto('/sandbox/slack/');
        await slack.getByRole('button', { name: 'Create a webhook' }).click();
        const webhookUrl = (await slack.locator('code').textContent()) ?? '';
        expect(webhookUrl).toMatch(/\/sandbox\/slack\/services\/T[0-9A-F]+\/B[0-9A-F]+\/[A-Za-z0-9]+$/);
        await card(page, 'Slack').getByLabel('Webhook URL').fill(webhookUrl);
        await card(page, 'Slack').getByRole('button', { name: 'Save' }).click();
        await card(page, 'Slack').getByText(/••••/).waitFor();
        expect(await page.content()).not.toContain(webhookUrl.split('/').at(-1));
        await card(page, 'Slack').getByRole('button', { name: 'Send test message' }).click();
        await page.getByText('Test message sent to Slack').waitFor();
        await slack.getByRole('link', { name: 'Refresh' }).click();
        await slack
          .getByText(/Test message from BidPilot/)
          .first()
          .waitFor();
        await expectUsable(slack);
        await shoot(slack, `slack-simulator-${viewport.width}`);
        await expectUsable(page);
        await shoot(page, `channels-linked-${viewport.width}`);

        // A dead Slack webhook: removed in Slack, the test finds it gone and the channel is switched off with why.
        await slack.getByRole('button', { name: 'Remove webhook' }).click();
        await card(page, 'Slack').getByRole('button', { name: 'Send test message' }).click();
        await card(page, 'Slack')
          .getByRole('alert')
          .getByText(/Switched off: Slack answered 404 no_service/)
          .waitFor();
        await shoot(page, `channels-slack-dead-${viewport.width}`);

        expect(errors.filter((error) => !/status of 502/.test(error))).toEqual([]);
        await close();
      },
    );

    it(
      'shows an admin the reset mail the server kept in its outbox instead of sending it',
      { timeout: 120_000 },
      async () => {
        const account = await registerViaApi(suite.baseUrl(), newAccount('outbox'));
        await suite.ok('POST', '/api/auth/forgot-password', { body: { email: account.email } });
        // A worker mails it after the request was answered: the outbox shows it once it is there.
        const adminToken = await signInViaApi(suite.baseUrl(), ADMIN);
        await expect
          .poll(
            async () =>
              (
                await suite.ok<{ mails: { to: string }[] }>('GET', '/api/admin/outbox?limit=100', { token: adminToken })
              ).mails.some((mail) => mail.to === account.email),
            { timeout: 15_000 },
          )
          .toBe(true);
        const { page, errors, close } = await suite.signedInPage(viewport, ADMIN, (url) => url.pathname !== '/login');

        await page.goto('/admin/outbox');
        await page.getByRole('heading', { name: 'Mail Outbox' }).waitFor();
        await page.getByRole('link', { name: 'Reset your password' }).first().waitFor();
        await expectUsable(page);
        await shoot(page, `outbox-${viewport.width}`);
        await page.getByRole('link', { name: 'Reset your password' }).first().click();
        await page.getByText('Someone asked to reset the password').waitFor();
        await expectUsable(page);
        await shoot(page, `outbox-mail-${viewport.width}`);
        expect(errors).toEqual([]);
        await close();
      },
    );
  });
}
