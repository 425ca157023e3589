import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT } from '../../core/domain/bidding/default-prompt.js';
import { collectConsoleErrors, DESKTOP, launchBrowser, openContext, PHONE, seriousAccessibilityViolations } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'Adm1n!pass' }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function call(method: string, path: string, token?: string, body?: unknown): Promise<any> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

let accounts = 0;

/** A user ready to bid: a Freelancer token, skills synced from it, and an active plan paid through the sandbox. */
async function bidder(): Promise<{ token: string; email: string; password: string }> {
  const email = `writer${Date.now()}-${(accounts += 1)}@example.com`;
  const password = 'Str0ng!pass';
  const { token } = await call('POST', '/api/auth/register', undefined, { name: 'Ada Lovelace', email, password, confirmPassword: password });
  await call('PUT', '/api/users/freelancer-profile', token, { oauthToken: 'e2e-freelancer-token' });
  await call('POST', '/api/users/syncskills', token);
  const { paymentId } = await call('POST', '/api/payments/create-payment', token, { planId: 'starter', billingType: 'monthly' });
  await call('POST', `/api/payments/complete-simple/${paymentId}`, token);
  return { token, email, password };
}

const DISTINCTIVE = 'Greetings from the Zebra Orchard studio!';
const PROMPT = `${DISTINCTIVE} Your project "[Project Title]" fits my [Matching Skills] work, and I can deliver it in [Delivery Days] days for [Bid Amount].\nTips: keep it short and friendly.\nKind regards, `;

/** The newest bid log rows once the background workers have placed some. */
async function placedProposals(token: string): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { logs } = await call('GET', '/api/bidding/logs?page=1&limit=10', token);
    const placed = (logs as { status: string; proposal: string }[]).filter((log) => log.status === 'submitted').map((log) => log.proposal);
    if (placed.length > 0) return placed;
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error('no bid was placed within 30 s');
}

describe('the custom prompt screen in Chromium', () => {
  it('writes, previews, saves and resets a custom prompt, and the next bid is written from it', async () => {
    const user = await bidder();
    const context = await openContext(browser, server.baseUrl, DESKTOP);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = collectConsoleErrors(page);

    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Custom Prompt' }).click();
    await page.waitForURL('**/custom-prompt');
    const editor = page.getByRole('textbox', { name: 'Custom Prompt' });
    await editor.waitFor();
    expect(await editor.inputValue()).toBe(DEFAULT_PROMPT);
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
    await preview.getByText(`${DISTINCTIVE} Your project "Build a responsive React dashboard for our sales team"`).waitFor();
    await preview.getByText('Kind regards, Ada Lovelace').waitFor();
    expect(await preview.textContent()).not.toContain('[');

    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const saved = page.getByText('Custom prompt settings saved successfully!');
    await saved.waitFor();
    await saved.waitFor({ state: 'detached', timeout: 5_000 });
    const { settings } = await call('GET', '/api/bidding/settings', user.token);
    expect(settings).toMatchObject({ useCustomPrompt: true, customPrompt: `${PROMPT}[Your Name]`.trim() });

    await editor.fill('   ');
    expect(await page.getByRole('button', { name: 'Save Settings' }).isDisabled()).toBe(true);
    await page.getByText('Please write a custom prompt before saving.').waitFor();
    await page.getByRole('button', { name: 'Reset to Default' }).click();
    expect(await editor.inputValue()).toBe(DEFAULT_PROMPT);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.reload();
    await page.getByText(DISTINCTIVE).first().waitFor();

    const triggered = await call('POST', '/api/bidding-process/trigger', user.token);
    expect(triggered.message).toMatch(/queued for bidding/);
    const proposals = await placedProposals(user.token);
    expect(proposals[0]).toContain(`${DISTINCTIVE} Your project "`);
    expect(proposals[0]).toMatch(/Kind regards, Ada Lovelace$/);
    expect(proposals[0]).not.toContain('Tips:');
    expect(proposals[0]).not.toMatch(/\[[^\]]*\]/);

    await context.close();
    expect(errors).toEqual([]);
  });

  it('has no horizontal scrolling and no serious accessibility findings at 390 px', async () => {
    const user = await bidder();
    const context = await openContext(browser, server.baseUrl, PHONE);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors = collectConsoleErrors(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/custom-prompt');
    await page.getByTestId('prompt-preview').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  });
});
