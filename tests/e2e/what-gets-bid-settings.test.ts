import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { until } from './support/api.js';
import { linkFreelancerViaApi, registerViaApi, signInViaApi, UNLIMITED_TEST_BIDDING } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * The settings of what gets bid in the browser (docs/design.md#settings-for-what-gets-bid): a new
 * user fills Matching, Pricing and delivery, Client screening and Fit and review, sets the
 * schedule to their browser's time zone, and saves; the server keeps what was typed. Then a bid
 * the simulator took: its client is blocked from the bid's page and unblocked from Settings.
 * SCREENSHOT_DIR, when set, keeps a picture of each screen.
 */
const ADMIN = { email: 'admin@example.com', password: 'Str0ng!pass-admin' };
const SHOTS = process.env.SCREENSHOT_DIR;

const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BID_PACING: 'off' });

beforeAll(() => {
  if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });
});

for (const [label, viewport] of VIEWPORTS) {
  describe(`settings for what gets bid, ${label}`, () => {
    it("fills the four sections and the schedule's time zone, saves, and the server keeps it", async () => {
      const account = await registerViaApi(suite.baseUrl());
      const { page, errors, close } = await suite.page(viewport, { token: account.token, timeoutMs: 10_000 });
      try {
        // A freelancer in São Paulo: the schedule's window is read on their clock once they say so.
        const devtools = await page.context().newCDPSession(page);
        await devtools.send('Emulation.setTimezoneOverride', { timezoneId: 'America/Sao_Paulo' });
        await page.goto('/settings');
        await page.getByRole('heading', { name: 'Matching', level: 2 }).waitFor();

        await page.getByRole('switch', { name: 'Schedule Autobidding' }).click();
        expect(await page.getByLabel('Time Zone').inputValue()).toBe('UTC');
        await page.getByRole('button', { name: 'Use my time zone (America/Sao_Paulo)' }).click();
        expect(await page.getByLabel('Time Zone').inputValue()).toBe('America/Sao_Paulo');

        await page.getByLabel('Minimum skills in common').fill('2');
        const excluded = page.getByRole('textbox', { name: 'Excluded keywords' });
        await excluded.fill('newsletter');
        await excluded.press('Enter');
        await excluded.fill('unpaid');
        await page.getByRole('button', { name: 'Add to Excluded keywords' }).click();
        await page.getByRole('textbox', { name: 'Required keywords' }).fill('laravel');
        await page.getByRole('textbox', { name: 'Required keywords' }).press('Enter');
        await page.getByLabel('Fixed: from').fill('100');
        await page.getByLabel('Fixed: up to').fill('5000');
        await page.getByRole('textbox', { name: 'Languages' }).fill('EN');
        await page.getByRole('textbox', { name: 'Languages' }).press('Enter');

        await page.getByLabel('Minimum hourly rate (USD)').fill('25');
        await page.getByLabel('First milestone (%)').fill('50');

        await page.getByLabel('Only clients with a verified payment method').check();
        await page.getByLabel('Minimum client rating').fill('4.5');
        await page.getByRole('textbox', { name: 'Blocked countries' }).fill('ng');
        await page.getByRole('textbox', { name: 'Blocked countries' }).press('Enter');

        await page.getByLabel('Minimum fit score').fill('40');
        await page.getByRole('radio', { name: /Hold risky bids/ }).check();
        await page.getByLabel('Fit score is below').fill('60');
        await page.getByLabel('Bid is over (USD)').fill('300');
        await page.getByLabel('Drafts expire after (minutes)').fill('45');

        await expectUsable(page);
        if (SHOTS !== undefined)
          await page.screenshot({ path: join(SHOTS, `what-gets-bid-settings-${viewport.width}.png`), fullPage: true });
        await page.getByRole('button', { name: 'Save Settings' }).click();
        await page.getByText('Settings updated successfully!').waitFor();

        const { body } = await suite.call('GET', '/api/bidding/settings', { token: account.token });
        expect(body.settings).toMatchObject({
          scheduleAutobidding: true,
          timezone: 'America/Sao_Paulo',
          minSkillMatches: 2,
          excludedKeywords: ['newsletter', 'unpaid'],
          requiredKeywords: ['laravel'],
          fixedBudgetMinUsd: 100,
          fixedBudgetMaxUsd: 5000,
          languages: ['en'],
          minHourlyRateUsd: 25,
          milestonePercentage: 50,
          requirePaymentVerified: true,
          minClientRating: 4.5,
          blockedCountries: ['NG'],
          minFitScore: 40,
          reviewMode: 'hold_risky',
          holdBelowFitScore: 60,
          holdAboveAmountUsd: 300,
          draftExpiryMinutes: 45,
        });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
}

describe('never bid for a client, from a bid and back', () => {
  let token: string;
  let bidId: string;
  const api = <T = any>(method: string, path: string, body?: unknown) => suite.call<T>(method, path, { token, body });

  beforeAll(async () => {
    token = await signInViaApi(suite.baseUrl(), ADMIN);
    const me = (await api('GET', '/api/auth/me')).body.user.id as string;
    expect((await api('PATCH', `/api/admin/users/${me}/bids`, { availableBids: 100 })).status).toBe(200);
    await linkFreelancerViaApi(suite.baseUrl(), token, 'e2e-block-token');
    expect((await api('PUT', '/api/bidding/settings', UNLIMITED_TEST_BIDDING)).status).toBe(200);
    expect((await api('POST', '/api/bidding-process/trigger')).status).toBe(200);
    bidId = await until(
      async () => {
        const { body } = await api('GET', '/api/bidding/logs?page=1&limit=100');
        return (body.logs as { _id: string; status: string }[]).find((log) => log.status === 'submitted')?._id;
      },
      'a placed bid',
      { intervalMs: 250 },
    );
  });

  for (const [label, viewport] of VIEWPORTS) {
    it(`blocks the bid's client after asking, and unblocks them in Settings, ${label}`, async () => {
      const clientId = (await api('GET', `/api/bidding/logs/${bidId}`)).body.bid.project.clientId as string;
      expect(clientId).toMatch(/^\d+$/);
      const { page, errors, close } = await suite.page(viewport, { token, timeoutMs: 10_000 });
      try {
        await page.goto(`/bid-logs/${bidId}`);
        await page.getByRole('button', { name: 'Never bid for this client' }).click();
        const dialog = page.getByRole('dialog', { name: 'Never bid for this client?' });
        await dialog.waitFor();
        await expectUsable(page);
        if (SHOTS !== undefined) await page.screenshot({ path: join(SHOTS, `block-client-${viewport.width}.png`) });
        await dialog.getByRole('button', { name: 'Never bid for this client' }).click();
        await page.getByText('Unblock in Settings').waitFor();
        expect((await api('GET', '/api/bidding/settings')).body.settings.blockedClientIds).toContain(clientId);

        await page.getByRole('link', { name: 'Unblock in Settings' }).click();
        await page.getByRole('heading', { name: 'Client screening', level: 2 }).waitFor();
        await expectUsable(page);
        if (SHOTS !== undefined)
          await page
            .getByRole('region', { name: 'Client screening' })
            .screenshot({ path: join(SHOTS, `blocked-clients-${viewport.width}.png`) });
        await page.getByRole('button', { name: `Unblock client ${clientId}` }).click();
        await page.getByText('Client unblocked').waitFor();
        expect((await api('GET', '/api/bidding/settings')).body.settings.blockedClientIds).not.toContain(clientId);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
