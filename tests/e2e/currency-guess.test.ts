import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectConsoleErrors } from './support/browser.js';
import { expectUsable, VIEWPORTS } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

const suite = useE2eServer();
/** Where the shots land for a person to look at (not committed). */
const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * A visitor whose browser says South Africa (language en-ZA, zone Africa/Johannesburg) and whose
 * location, once they allow it, is in Delhi. The geocoder is answered by the test (never the
 * internet); every call to it and every location request the page makes is counted.
 */
async function southAfricanVisitor(viewport: { width: number; height: number }) {
  const context = await suite.browser().newContext({
    baseURL: suite.baseUrl(),
    viewport,
    bypassCSP: true,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
    locale: 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
  });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 28.61, longitude: 77.21 });
  const geocoded: string[] = [];
  await context.route('https://api.bigdatacloud.net/**', async (route) => {
    geocoded.push(route.request().url());
    await route.fulfill({ json: { countryCode: 'IN', countryName: 'India' } });
  });
  await context.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const original = geolocation.getCurrentPosition.bind(geolocation);
    (window as unknown as { locationRequests: number }).locationRequests = 0;
    geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      (window as unknown as { locationRequests: number }).locationRequests += 1;
      original(...args);
    };
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const locationRequests = () =>
    page.evaluate(() => (window as unknown as { locationRequests: number }).locationRequests);
  return { page, geocoded, locationRequests, errors: collectConsoleErrors(page), close: () => context.close() };
}

for (const [label, viewport] of VIEWPORTS) {
  describe(`the pricing page's currency in Chromium, ${label}`, () => {
    it('guesses ZAR from the browser on load without asking for the location, and looks it up only when Detect is pressed', async () => {
      const { page, geocoded, locationRequests, errors, close } = await southAfricanVisitor(viewport);
      await page.goto('/pricing');
      await page.getByRole('article', { name: 'Starter' }).waitFor();
      const currency = page.getByRole('combobox', { name: 'Currency' });
      await page.getByText('Auto', { exact: true }).waitFor();
      expect(await currency.inputValue()).toBe('ZAR');
      await page.getByText('Detect uses your location via BigDataCloud.').waitFor();
      // The demo server (built-in simulators) says so on every page.
      expect(await page.getByRole('region', { name: 'Demo mode', exact: true }).textContent()).toBe(
        'Demo mode: payments and Freelancer are simulated. Nothing is charged or bid for real.',
      );
      expect(await locationRequests()).toBe(0);
      expect(geocoded).toEqual([]);
      await expectUsable(page);
      if (SHOTS !== undefined) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/pricing-${viewport.width}-guessed.png` });
      }

      await page.getByRole('button', { name: 'Detect' }).click();
      await page.getByText('Prices now in INR, from your location.').waitFor();
      expect(await currency.inputValue()).toBe('INR');
      expect(await locationRequests()).toBe(1);
      expect(geocoded).toHaveLength(1);
      expect(new URL(geocoded[0] ?? '').searchParams.get('latitude')).toBe('28.61');
      await expectUsable(page);
      if (SHOTS !== undefined) await page.screenshot({ path: `${SHOTS}/pricing-${viewport.width}-detected.png` });
      await close();
      expect(errors).toEqual([]);
    });
  });
}
