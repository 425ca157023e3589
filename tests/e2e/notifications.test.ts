import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemClock } from '../../adapters/clock/system-clock.js';
import { SignedNotificationLinks } from '../../adapters/notifications/signed-notification-links.js';
import { createKnex } from '../../adapters/storage/knex/knex-client.js';
import { KnexNotificationRepository } from '../../adapters/storage/knex/knex-notification-repository.js';
import { buyPlanViaSimulator, newAccount, registerViaApi, type Registered } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * The inbox, its bell and the preferences, in Chromium against the server as `npm start` runs it.
 * Each user buys a plan through the PayFast simulator (the server notifies `payment.completed` itself);
 * an award is written into the server's database as the award sync stores it, since the built-in
 * Freelancer simulator does not award bids on its own. With SCREENSHOT_DIR set, each screen is saved.
 */
const SHOTS = process.env.SCREENSHOT_DIR;
const suite = useE2eServer();
let database: ReturnType<typeof createKnex> | undefined;

const award = (userId: string) => ({
  userId,
  kind: 'bid.awarded' as const,
  title: 'You won “Build a React dashboard”',
  body: 'The client awarded you the project. Accept it on Freelancer within 36 hours, or Freelancer revokes the award.',
  link: '/bid-logs',
  data: { bidId: 'bid-1', acceptBy: new Date(Date.now() + (2 * 24 + 4) * 3600_000 + 30 * 60_000).toISOString() },
  dedupeKey: `bid.awarded:${userId}:bid-1`,
  createdAt: new Date(),
  readAt: null,
});

beforeAll(() => {
  if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });
  database = createKnex({ dialect: 'sqlite', connection: join(suite.server().dataDir, 'bidpilot.sqlite') });
});
afterAll(async () => {
  await database?.destroy();
});

/** A user with a completed payment (notified by the server) and an award (as the award sync stores it). */
async function notifiedUser(prefix: string): Promise<Registered> {
  const user = await registerViaApi(suite.baseUrl(), newAccount(prefix, 'Ada Lovelace'));
  await buyPlanViaSimulator(suite.baseUrl(), user.token);
  await new KnexNotificationRepository(database!).add(award(user.id));
  return user;
}

for (const [label, viewport] of VIEWPORTS) {
  describe(`notifications at ${label}`, () => {
    it('rings the bell with the unread count, lists the inbox with the award countdown, marks read, and passes axe', async () => {
      const user = await notifiedUser(`inbox${viewport.width}.`);
      const { page, errors, close } = await suite.signedInPage(viewport, user);
      await page.goto('/subscription');
      await page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
      await page.waitForURL('**/notifications');
      const awarded = page.getByRole('article', { name: /You won “Build a React dashboard”/ });
      await awarded.getByText(/Accept within 2 d 4 h/).waitFor();
      await page.getByRole('article', { name: /Payment received: / }).waitFor();
      await page.getByText('2 unread').waitFor();
      await expectUsable(page);
      if (SHOTS !== undefined)
        await page.screenshot({ path: join(SHOTS, `notifications-inbox-${viewport.width}.png`), fullPage: true });

      await awarded.getByRole('button', { name: /Mark as read/ }).click();
      await page.getByText('1 unread').waitFor();
      await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByText('All caught up.').waitFor();
      await page.getByRole('link', { name: 'Notifications, none unread' }).waitFor();

      // Live: a payment completed elsewhere rings the bell and joins the list without a reload.
      await buyPlanViaSimulator(suite.baseUrl(), user.token, 'professional');
      await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
      await page.getByRole('article', { name: /Unread: Payment received: Professional/ }).waitFor();
      await close();
      expect(errors).toEqual([]);
    });

    it('shows the kinds × channels matrix, unlinked channels disabled, saves a choice, and passes axe', async () => {
      const user = await notifiedUser(`prefs${viewport.width}.`);
      const { page, errors, close } = await suite.signedInPage(viewport, user);
      await page.goto('/notifications');
      await page.getByRole('link', { name: 'Preferences' }).click();
      // `npm start` links no channel of its own (mail, Telegram, Slack and webhooks are linked on their pages): the inbox alone is open.
      const replyInApp = page.getByRole('checkbox', { name: 'Client replied by In-app' });
      await replyInApp.waitFor();
      expect(await replyInApp.isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Bid awarded by Slack' }).isDisabled()).toBe(true);
      await expectUsable(page);
      if (SHOTS !== undefined)
        await page.screenshot({ path: join(SHOTS, `notifications-preferences-${viewport.width}.png`), fullPage: true });
      await replyInApp.uncheck();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByText('Notification preferences saved').waitFor();
      await page.reload();
      await replyInApp.waitFor();
      expect(await replyInApp.isChecked()).toBe(false);
      await close();
      expect(errors).toEqual([]);
    });

    it('unsubscribes from a mail link without signing in only on the click, undoes it, and passes axe', async () => {
      const user = await notifiedUser(`unsub${viewport.width}.`);
      const { jwtSecret } = JSON.parse(readFileSync(join(suite.server().dataDir, 'secrets.json'), 'utf8')) as {
        jwtSecret: string;
      };
      const url = new URL(
        new SignedNotificationLinks(suite.baseUrl(), jwtSecret, new SystemClock()).unsubscribeUrl({
          userId: user.id,
          kind: 'payment.completed',
          channel: 'email',
        }),
      );
      const { page, errors, close } = await suite.page(viewport);
      await page.goto(url.pathname + url.search);
      // Opening the link asks first: a mail scanner that runs the page changes nothing.
      await page.getByText(/^Stop receiving Payment completed notifications by E-mail\?$/).waitFor();
      await expectUsable(page);
      await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
      await page.getByText(/You will no longer receive/).waitFor();
      await page.getByText('Payment completed', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^You will no longer receive/);
      await expectUsable(page);
      if (SHOTS !== undefined)
        await page.screenshot({ path: join(SHOTS, `notifications-unsubscribe-${viewport.width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Undo: keep receiving them' }).click();
      await page.getByText(/notifications by E-mail again/).waitFor();
      await close();
      expect(errors).toEqual([]);
    });
  });
}
