import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './support/accounts.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { expectUsable } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };
const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const SHOTS = process.env.SCREENSHOT_DIR;

beforeAll(() => {
  if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });
});

describe('the webhooks screen in Chromium', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`adds an endpoint, shows its secret once, delivers a signed test event to the built-in inbox, redelivers and deletes, at ${viewport.width} px`, async () => {
      const user = await registerViaApi(suite.baseUrl(), newAccount('hooks'));
      const inbox = `e2e-${randomBytes(4).toString('hex')}`;
      const inboxUrl = `${suite.baseUrl()}/sandbox/webhook-inbox/${inbox}`;
      const { page, errors, close } = await suite.signedInPage(viewport, user);

      await page.goto('/notifications/webhooks');
      await page.getByRole('heading', { name: 'No Webhook Endpoints Yet' }).waitFor();
      await expectUsable(page);

      await page.getByLabel('Endpoint URL').fill(inboxUrl);
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByText('Copy this signing secret now: you will not see it again.').waitFor();
      const secret = await page.getByLabel('Signing secret', { exact: true }).inputValue();
      expect(secret).toMatch(/^whsec_/);
      await expectUsable(page);
      if (SHOTS !== undefined)
        await page.screenshot({ path: join(SHOTS, `webhooks-secret-${viewport.width}.png`), fullPage: true });

      await page.getByRole('button', { name: 'I have stored it' }).click();
      expect(await page.getByLabel('Signing secret', { exact: true }).count()).toBe(0);

      await page.getByRole('button', { name: 'Send test event' }).click();
      const log = page.getByRole('list', { name: `Deliveries to ${inboxUrl}` });
      await log.waitFor();
      // The worker sends it within a second or two; the log reads itself again while a delivery is pending.
      await log.getByText('HTTP 200').waitFor({ timeout: 20_000 });
      await log.getByText('Delivered').waitFor();
      await expectUsable(page);
      if (SHOTS !== undefined)
        await page.screenshot({ path: join(SHOTS, `webhooks-log-${viewport.width}.png`), fullPage: true });

      await log.getByRole('button', { name: /^Redeliver webhook\.test/ }).click();
      await page.getByText('Redelivery queued').waitFor();

      const inboxPage = await page.context().newPage();
      await inboxPage.goto(inboxUrl);
      await inboxPage.getByRole('heading', { name: `Inbox ${inbox}` }).waitFor();
      await expect
        .poll(
          async () => {
            await inboxPage.reload();
            return inboxPage.getByRole('article').count();
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(2);
      const arrived = await inboxPage.getByRole('article').first().textContent();
      expect(arrived).toContain('webhook-signature');
      expect(arrived).toContain('"type": "webhook.test"');
      if (SHOTS !== undefined)
        await inboxPage.screenshot({ path: join(SHOTS, `webhook-inbox-${viewport.width}.png`), fullPage: true });
      await inboxPage.close();

      await page.getByRole('button', { name: `Delete ${inboxUrl}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete webhook endpoint' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('heading', { name: 'No Webhook Endpoints Yet' }).waitFor();

      await close();
      expect(errors).toEqual([]);
    });
  }
});

describe('the contact form and the admin inbox in Chromium', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`delivers a contact message to the admin inbox, where it is marked handled, at ${viewport.width} px`, async () => {
      const subject = `Plans question ${randomBytes(3).toString('hex')}`;
      const visitor = await suite.page(viewport);
      await visitor.page.goto('/contact-us');
      await visitor.page.getByLabel('Full Name', { exact: true }).fill('Ada Lovelace');
      await visitor.page
        .getByLabel('Email Address', { exact: true })
        .fill(`ada-${randomBytes(3).toString('hex')}@example.com`);
      await visitor.page.getByLabel('Subject', { exact: true }).fill(subject);
      await visitor.page
        .getByLabel('Message', { exact: true })
        .fill('Which plan suits 50 bids a month?\n<b>Thanks</b>');
      await visitor.page.getByRole('button', { name: 'Send Message' }).click();
      await visitor.page.getByRole('button', { name: 'Sending Message...' }).waitFor();
      await visitor.page
        .getByText("Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.")
        .waitFor();
      expect(await visitor.page.getByLabel('Subject', { exact: true }).inputValue()).toBe('');
      await visitor.close();
      expect(visitor.errors).toEqual([]);

      const { page, errors, close } = await suite.signedInPage(viewport, ADMIN);
      await page.goto('/admin/messages');
      const card = page.getByRole('article', { name: subject });
      await card.waitFor();
      await card.getByText('<b>Thanks</b>', { exact: false }).waitFor();
      await expectUsable(page);
      if (SHOTS !== undefined)
        await page.screenshot({ path: join(SHOTS, `admin-messages-${viewport.width}.png`), fullPage: true });
      await card.getByRole('button', { name: `Mark handled: ${subject}` }).click();
      await card.getByText('Handled', { exact: true }).waitFor();
      await close();
      expect(errors).toEqual([]);
    });
  }
});
