import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { until } from './support/api.js';
import { registerViaApi } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * Search profiles on the settings screen (docs/design.md#search-profiles): a new user adds a
 * second profile, edits its rules, goes back to the main profile (whose settings the edit left
 * alone) and deletes the second one, at 1440 and 390 px, with axe at each step.
 * SCREENSHOT_DIR, when set, keeps a picture of each screen.
 */
const SHOTS = process.env.SCREENSHOT_DIR;

const suite = useE2eServer({ BID_PACING: 'off' });

beforeAll(() => {
  if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });
});

/** The tab on a wide screen, the select on a phone (the tabs are hidden there). */
async function showProfile(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  if (await tab.isVisible()) await tab.click();
  else {
    const select = page.getByLabel('Search profile', { exact: true });
    const value = await select
      .locator('option', { hasText: `${name} (` })
      .first()
      .getAttribute('value');
    await select.selectOption(value ?? '');
  }
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

type Profiles = {
  profiles: { id: string; name: string; isMain: boolean; isActive: boolean; rules: Record<string, unknown> }[];
  max: number;
};

for (const [label, viewport] of VIEWPORTS) {
  describe(`search profiles, ${label}`, () => {
    it('creates a second profile, edits its rules, switches back to the main one and deletes it', async () => {
      const account = await registerViaApi(suite.baseUrl());
      const profiles = async () =>
        (await suite.ok<Profiles>('GET', '/api/bidding/profiles', { token: account.token })).profiles;
      const mainBefore = (await suite.ok('GET', '/api/bidding/settings', { token: account.token })).settings;
      const { page, errors, close } = await suite.page(viewport, { token: account.token, timeoutMs: 10_000 });
      const shot = async (name: string) => {
        if (SHOTS !== undefined)
          await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
      };
      try {
        await page.goto('/settings');
        await page.getByRole('heading', { level: 2, name: 'Main profile' }).waitFor();
        await page.getByRole('heading', { name: 'Basic Settings', level: 2 }).waitFor();
        await expectUsable(page);

        await page.getByRole('button', { name: 'New profile' }).click();
        const dialog = page.getByRole('dialog', { name: 'New search profile' });
        await dialog.getByLabel('Profile name').fill('Laravel APIs');
        await expectUsable(page);
        if (SHOTS !== undefined)
          await page.screenshot({ path: join(SHOTS, `search-profile-new-${viewport.width}.png`) });
        await dialog.getByRole('button', { name: 'Create profile' }).click();
        await page.getByRole('heading', { level: 2, name: 'Laravel APIs' }).waitFor();
        expect(await dialog.count()).toBe(0);

        await page.getByLabel('Minimum Bid (USD)').fill('55');
        const skills = page.getByRole('textbox', { name: 'Profile skills' });
        await skills.fill('Laravel');
        await skills.press('Enter');
        await page.getByRole('textbox', { name: 'Required keywords' }).fill('api');
        await page.getByRole('textbox', { name: 'Required keywords' }).press('Enter');
        await page.getByLabel('Minimum fit score').fill('30');
        expect(await page.getByRole('heading', { name: 'Client screening' }).count()).toBe(0);
        await expectUsable(page);
        await shot('search-profile');
        await page.getByRole('button', { name: 'Save Profile' }).click();
        const second = await until(
          async () =>
            (await profiles()).find((profile) => profile.name === 'Laravel APIs' && profile.rules.minBidUsd === 55),
          'the saved profile',
        );
        expect(second.rules).toMatchObject({ minBidUsd: 55, requiredKeywords: ['api'], minFitScore: 30 });
        expect(second.rules.skills).toContain('Laravel');

        await showProfile(page, 'Main profile');
        await page.getByRole('heading', { name: 'Basic Settings', level: 2 }).waitFor();
        await expect.poll(() => page.getByLabel('Minimum Bid (USD)').inputValue()).toBe(String(mainBefore.minBidUsd));
        const mainAfter = (await suite.ok('GET', '/api/bidding/settings', { token: account.token })).settings;
        expect(mainAfter).toMatchObject({
          minBidUsd: mainBefore.minBidUsd,
          requiredKeywords: mainBefore.requiredKeywords,
          minFitScore: mainBefore.minFitScore,
        });

        await showProfile(page, 'Laravel APIs');
        await page.getByRole('button', { name: 'Delete Laravel APIs' }).click();
        const confirm = page.getByRole('dialog', { name: 'Delete profile?' });
        await confirm.waitFor();
        await expectUsable(page);
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('heading', { level: 2, name: 'Main profile' }).waitFor();
        await until(async () => ((await profiles()).length === 1 ? true : undefined), 'the profile deleted');
        expect(await page.getByRole('heading', { level: 2, name: 'Laravel APIs' }).count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
}
