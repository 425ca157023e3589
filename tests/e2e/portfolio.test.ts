import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { until } from './support/api.js';
import { registerViaApi } from './support/accounts.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * The Profile's Portfolio section (docs/design.md#portfolio): a new user adds an item (after the
 * form refuses a javascript: address), edits it and deletes it, at 1440 and 390 px, with axe at
 * each step. SCREENSHOT_DIR, when set, keeps a picture of each screen.
 */
const SHOTS = process.env.SCREENSHOT_DIR;

const suite = useE2eServer({ BID_PACING: 'off' });

beforeAll(() => {
  if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });
});

type Portfolio = {
  items: { id: string; title: string; url: string; skills: string[]; summary: string }[];
  max: number;
};

for (const [label, viewport] of VIEWPORTS) {
  describe(`portfolio, ${label}`, () => {
    it('adds an item, edits it and deletes it from the Profile screen', async () => {
      const account = await registerViaApi(suite.baseUrl());
      const items = async () =>
        (await suite.ok<Portfolio>('GET', '/api/users/portfolio', { token: account.token })).items;
      const { page, errors, close } = await suite.page(viewport, { token: account.token, timeoutMs: 10_000 });
      const shot = async (name: string, fullPage = true) => {
        if (SHOTS !== undefined)
          await page.screenshot({ path: join(SHOTS, `${name}-${viewport.width}.png`), fullPage });
      };
      const section = page.getByRole('region', { name: 'Portfolio' });
      try {
        await page.goto('/profile');
        await section.getByText('No portfolio items yet.', { exact: false }).waitFor();
        await section.scrollIntoViewIfNeeded();
        await expectUsable(page);
        await shot('portfolio-empty');

        await section.getByRole('button', { name: 'Add portfolio item' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add portfolio item' });
        await dialog.getByLabel('Title').fill('Shopify store rebuild');
        await dialog.getByLabel('URL').fill('javascript:alert(document.cookie)');
        const skills = dialog.getByRole('textbox', { name: 'Skills' });
        for (const skill of ['Shopify', 'Liquid', 'shopify']) {
          await skills.fill(skill);
          await skills.press('Enter');
        }
        await dialog.getByLabel('One line about the work').fill('Moved 10,000 products to a faster theme.');
        await dialog.getByRole('button', { name: 'Add item' }).click();
        await dialog.getByText('URL must start with http:// or https://').waitFor();
        await dialog.getByText('"shopify" is already in the list').waitFor();
        await expectUsable(page);
        await shot('portfolio-form-refused', false);
        expect(await items()).toEqual([]);

        await dialog.getByLabel('URL').fill('https://shop.example.com/case-study');
        await dialog.getByRole('button', { name: 'Add item' }).click();
        await page.getByText('Portfolio item added').waitFor();
        expect(await dialog.count()).toBe(0);
        const link = section.getByRole('link', { name: /Shopify store rebuild/ });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe('https://shop.example.com/case-study');
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
        const [added] = await items();
        expect(added).toMatchObject({
          title: 'Shopify store rebuild',
          url: 'https://shop.example.com/case-study',
          skills: ['Shopify', 'Liquid'],
          summary: 'Moved 10,000 products to a faster theme.',
        });
        await expectUsable(page);
        await shot('portfolio-list');

        await section.getByRole('button', { name: 'Edit Shopify store rebuild' }).click();
        const edit = page.getByRole('dialog', { name: 'Edit portfolio item' });
        await expect.poll(() => edit.getByLabel('Title').inputValue()).toBe('Shopify store rebuild');
        await edit.getByLabel('Title').fill('Shopify Plus migration');
        await edit.getByRole('button', { name: 'Remove skill Liquid' }).click();
        await expectUsable(page);
        await shot('portfolio-edit', false);
        await edit.getByRole('button', { name: 'Save item' }).click();
        await page.getByText('Portfolio item updated').waitFor();
        await section.getByRole('link', { name: /Shopify Plus migration/ }).waitFor();
        expect(await items()).toEqual([{ ...added, title: 'Shopify Plus migration', skills: ['Shopify'] }]);

        await section.getByRole('button', { name: 'Delete Shopify Plus migration' }).click();
        const confirm = page.getByRole('dialog', { name: 'Delete portfolio item' });
        await confirm.waitFor();
        await expectUsable(page);
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await page.getByText('Portfolio item "Shopify Plus migration" deleted').waitFor();
        await section.getByText('No portfolio items yet.', { exact: false }).waitFor();
        await until(async () => ((await items()).length === 0 ? true : undefined), 'the item deleted');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  });
}
