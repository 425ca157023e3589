import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** Debian's Chromium (never a browser a tool downloads), headless, with the flags these machines need. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh context (its own local storage) at a viewport. CSP is bypassed only so axe's script can
 * be injected; the server's CSP itself is unchanged.
 */
export function openContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport,
    bypassCSP: true,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
  });
}

/** Every console error and uncaught page error of a page, to assert there are none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: unknown }>;
}

/** How long a page gets to settle before a finding is read again: longer than any of the app's transitions. */
const SETTLE_MS = 1_000;

/**
 * axe-core's findings of serious or critical impact on the settled page, one line each. A finding
 * is reported only when a second reading, once the page has settled, still makes it: a toast that
 * starts to fade out while axe reads the page (react-hot-toast's exit animation) has a colour no
 * person reads, where a real contrast fault is there both times.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const first = await axeFindings(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(SETTLE_MS);
  return axeFindings(page);
}

async function axeFindings(page: Page): Promise<string[]> {
  // A colour mid-transition (a button just enabled) is no colour a person reads: judge the settled page.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
}
