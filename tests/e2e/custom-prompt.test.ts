import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT } from '../../core/domain/bidding/default-prompt.js';
import { until } from './support/api.js';
import {
  buyPlanViaSimulator,
  linkFreelancerViaApi,
  newAccount,
  registerViaApi,
  type Registered,
} from './support/accounts.js';
import { DESKTOP, PHONE, seriousAccessibilityViolations } from './support/browser.js';
import { expectUsable } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

const suite = useE2eServer({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'Adm1n!pass' });
/** SCREENSHOT_DIR, when set, keeps a picture of the screen at each width. */
const SHOTS = process.env.SCREENSHOT_DIR;
if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true });

/** A user ready to bid: a Freelancer token, skills synced from it, and an active plan paid in the PayFast simulator. */
async function bidder(): Promise<Registered> {
  const user = await registerViaApi(suite.baseUrl(), newAccount('writer'));
  await linkFreelancerViaApi(suite.baseUrl(), user.token, 'e2e-freelancer-token');
  await buyPlanViaSimulator(suite.baseUrl(), user.token);
  return user;
}

const DISTINCTIVE = 'Greetings from the Zebra Orchard studio!';
const PROMPT = `${DISTINCTIVE} Your project "[Project Title]" fits my [Matching Skills] work, and I can deliver it in [Delivery Days] days for [Bid Amount].\nTips: keep it short and friendly.\nKind regards, `;

/** The newest bid log rows once the background workers have placed some. */
function placedProposals(token: string): Promise<string[]> {
  return until(async () => {
    const { logs } = await suite.ok('GET', '/api/bidding/logs?page=1&limit=10', { token });
    const placed = (logs as { status: string; proposal: string }[])
      .filter((log) => log.status === 'submitted')
      .map((log) => log.proposal);
    return placed.length > 0 ? placed : undefined;
  }, 'a bid to be placed');
}

describe('the custom prompt screen in Chromium', () => {
  it('writes, previews, saves and resets a custom prompt, and the next bid is written from it', async () => {
    const user = await bidder();
    const { page, errors, close } = await suite.signedInPage(DESKTOP, user);

    await page.getByRole('link', { name: 'Custom Prompt' }).click();
    await page.waitForURL('**/custom-prompt');
    const editor = page.getByRole('textbox', { name: 'Custom Prompt' });
    await editor.waitFor();
    expect(await editor.inputValue()).toBe(DEFAULT_PROMPT);
    // The default template's preview opens on the sample brief's detail and ends on one question about it.
    const defaultPreview = page.getByTestId('prompt-preview');
    await defaultPreview
      .getByText(
        'Your brief mentions REST API, so that is where I would start on "Build a responsive React dashboard for our sales team".',
      )
      .waitFor();
    await defaultPreview.getByText('Is there documentation for the REST API I can read before we start?').waitFor();
    expect(await defaultPreview.textContent()).not.toMatch(
      /\[(Brief Detail|Answers|Portfolio Item|Closing Question)\]/,
    );
    if (SHOTS !== undefined)
      await page.screenshot({ path: join(SHOTS, `custom-prompt-${DESKTOP.width}.png`), fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const toggle = page.getByRole('switch', { name: 'Use Custom Prompt' });
    await editor.fill('');
    await toggle.click();
    await page.getByText('Please write a custom prompt before enabling this option.').waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    await editor.fill(PROMPT);
    await editor.press('Control+End');
    await page.getByRole('button', { name: 'Insert [Your Name]' }).click();
    expect(await editor.inputValue()).toBe(`${PROMPT}[Your Name]`);
    await page.getByText(`${PROMPT.length + '[Your Name]'.length}/2000`).waitFor();
    const preview = page.getByTestId('prompt-preview');
    await preview
      .getByText(`${DISTINCTIVE} Your project "Build a responsive React dashboard for our sales team"`)
      .waitFor();
    await preview.getByText('Kind regards, Ada Lovelace').waitFor();
    expect(await preview.textContent()).not.toContain('[');

    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const saved = page.getByText('Custom prompt settings saved successfully!');
    await saved.waitFor();
    await saved.waitFor({ state: 'detached', timeout: 5_000 });
    const { settings } = await suite.ok('GET', '/api/bidding/settings', { token: user.token });
    expect(settings).toMatchObject({ useCustomPrompt: true, customPrompt: `${PROMPT}[Your Name]`.trim() });

    await editor.fill('   ');
    expect(await page.getByRole('button', { name: 'Save Settings' }).isDisabled()).toBe(true);
    await page.getByText('Please write a custom prompt before saving.').waitFor();
    await page.getByRole('button', { name: 'Reset to Default' }).click();
    expect(await editor.inputValue()).toBe(DEFAULT_PROMPT);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.reload();
    await page.getByText(DISTINCTIVE).first().waitFor();

    const triggered = await suite.ok('POST', '/api/bidding-process/trigger', { token: user.token });
    expect(triggered.message).toMatch(/queued for bidding/);
    const proposals = await placedProposals(user.token);
    expect(proposals[0]).toContain(`${DISTINCTIVE} Your project "`);
    expect(proposals[0]).toMatch(/Kind regards, Ada Lovelace$/);
    expect(proposals[0]).not.toContain('Tips:');
    expect(proposals[0]).not.toMatch(/\[[^\]]*\]/);

    await close();
    expect(errors).toEqual([]);
  });

  it('has no horizontal scrolling and no serious accessibility findings at 390 px', async () => {
    const user = await bidder();
    const { page, errors, close } = await suite.signedInPage(PHONE, user);
    await page.goto('/custom-prompt');
    await page.getByTestId('prompt-preview').waitFor();
    if (SHOTS !== undefined)
      await page.screenshot({ path: join(SHOTS, `custom-prompt-${PHONE.width}.png`), fullPage: true });
    await expectUsable(page);
    await close();
    expect(errors).toEqual([]);
  });
});
