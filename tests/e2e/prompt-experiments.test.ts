import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexBidRepository } from '../../adapters/storage/knex/knex-bid-repository.js';
import { createKnex } from '../../adapters/storage/knex/knex-client.js';
import { aBid } from '../builders/bids.js';
import { newAccount, registerViaApi, type Registered } from './support/accounts.js';
import { DESKTOP } from './support/browser.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * The Prompt Experiments screen in Chromium against the server as `npm start` runs it: an
 * experiment started from the screen, outcomes written into the server's database as the reply
 * sync would leave them (the simulator's clients reply too rarely to reach 50 bids an arm in a
 * test), the verdict, Promote and Stop. With SCREENSHOT_DIR set, each screen is saved there.
 */
const SHOTS = process.env.SCREENSHOT_DIR;
const VARIANT_PROMPT = 'Two short sentences about [Project Title], then one question for the client.';

const suite = useE2eServer();
let user: Registered;
let database: ReturnType<typeof createKnex> | undefined;

beforeAll(async () => {
  if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });
  user = await registerViaApi(suite.baseUrl(), newAccount('experiments.', 'Ada Lovelace'));
  database = createKnex({ dialect: 'sqlite', connection: join(suite.server().dataDir, 'bidpilot.sqlite') });
});
afterAll(async () => {
  await database?.destroy();
});

/** `placed` placed bids on the arm (null: the control), the first `replied` of them replied to. */
async function seed(arm: string | null, placed: number, replied: number): Promise<void> {
  const bids = new KnexBidRepository(database ?? expect.fail('no database'), { now: () => new Date() });
  const now = new Date();
  for (let index = 0; index < placed; index++) {
    await bids.insertIfAbsent(
      aBid(user.id, {
        status: index < replied ? 'replied' : 'submitted',
        submittedAt: now,
        repliedAt: index < replied ? now : null,
        promptVariantId: arm,
      }),
    );
  }
}

describe('prompt experiments in Chromium', () => {
  it('starts an experiment from the screen beside Custom Prompt, waiting for the minimum sample', async () => {
    const { page, errors, close } = await suite.page(DESKTOP, { token: user.token });
    try {
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Prompt Experiments' }).click();
      await page.waitForURL('**/prompt-experiments');
      await page.getByRole('heading', { name: 'Start an experiment' }).waitFor();
      await expectUsable(page);

      await page.getByRole('button', { name: 'Add variant' }).click();
      await page.getByLabel('Share of bids (%)').fill('30');
      await page.getByText('Current prompt keeps 70% of bids').waitFor();
      await page.getByLabel('Prompt', { exact: true }).fill(VARIANT_PROMPT);
      await page.getByRole('button', { name: 'Start experiment' }).click();
      await page.getByText('Not enough bids yet: 0 of 50').waitFor();
      await expectUsable(page);
      if (SHOTS !== undefined)
        await page.screenshot({ path: `${SHOTS}/prompt-experiments-started-1440.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    const { experiment } = await suite.ok('GET', '/api/bidding/experiments?profileId=main', { token: user.token });
    expect(experiment.arms.map((arm: { name: string; sharePercent: number }) => [arm.name, arm.sharePercent])).toEqual([
      ['Current prompt', 70],
      ['Variant B', 30],
    ]);
    // 10% replies on the current prompt against 25% on the variant, 200 placed bids each: a clear win.
    await seed(null, 200, 20);
    await seed(experiment.arms[1].id, 200, 50);
  }, 60_000);

  for (const [label, viewport] of VIEWPORTS) {
    it(`shows the arms and the named winner, ${label}, with no serious accessibility issue`, async () => {
      const { page, errors, close } = await suite.page(viewport, { token: user.token });
      try {
        await page.goto('/prompt-experiments');
        await page.getByText('Variant B gets more replies (p < 0.001)').waitFor();
        await page.getByRole('button', { name: 'Promote Variant B' }).waitFor();
        await expectUsable(page);
        if (SHOTS !== undefined)
          await page.screenshot({ path: `${SHOTS}/prompt-experiments-winner-${viewport.width}.png`, fullPage: true });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('promotes the winner to the custom prompt, then starts and stops another experiment after confirming', async () => {
    const { page, errors, close } = await suite.page(DESKTOP, { token: user.token });
    try {
      await page.goto('/prompt-experiments');
      await page.getByRole('button', { name: 'Promote Variant B' }).click();
      await page.getByRole('heading', { name: 'Start an experiment' }).waitFor();
      const { settings } = await suite.ok('GET', '/api/bidding/settings', { token: user.token });
      expect(settings).toMatchObject({ useCustomPrompt: true, customPrompt: VARIANT_PROMPT });

      await page.getByRole('button', { name: 'Add variant' }).click();
      await page.getByRole('button', { name: 'Start experiment' }).click();
      await page.getByRole('button', { name: 'Stop experiment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stop this experiment?' });
      await dialog.waitFor();
      await expectUsable(page);
      if (SHOTS !== undefined) await page.screenshot({ path: `${SHOTS}/prompt-experiments-stop-1440.png` });
      await dialog.getByRole('button', { name: 'Stop experiment' }).click();
      await page.getByRole('heading', { name: 'Start an experiment' }).waitFor();
      expect(
        (await suite.ok('GET', '/api/bidding/experiments?profileId=main', { token: user.token })).experiment.running,
      ).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 60_000);
});
