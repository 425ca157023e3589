import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAccessibilityViolations } from './support/browser.js';

/**
 * The accessibility check every browser suite relies on: a real contrast fault is reported, and a
 * toast that is on its way out while axe reads the page is not (it read as a fault on a slow CI run).
 */
const PAGE = `<!doctype html><html lang="en"><head><title>Axe check</title></head>
<body><main><h1>Check</h1><p id="faint" style="color:#ccc;background:#fff">Grey on white, hard to read.</p></main></body></html>`;

describe('seriousAccessibilityViolations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('reports a contrast fault that stays on the page', async () => {
    const page = await browser.newPage();
    await page.setContent(PAGE);
    expect(await seriousAccessibilityViolations(page)).toEqual([
      expect.stringMatching(/^serious color-contrast .*#faint/),
    ]);
    await page.close();
  });

  it('does not report one that leaves the page while it is read, as a toast fades out', async () => {
    const page = await browser.newPage();
    await page.setContent(PAGE);
    // The faint text is there for axe's first reading and gone right after it, as a toast that
    // was leaving: only a second reading can tell it from a fault that stays.
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    await page.evaluate(() => {
      const axe = (window as unknown as { axe: { run: (context: Document) => Promise<unknown> } }).axe;
      const run = axe.run.bind(axe);
      axe.run = async (context) => {
        const result = await run(context);
        document.getElementById('faint')?.remove();
        return result;
      };
    });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.close();
  });
});
