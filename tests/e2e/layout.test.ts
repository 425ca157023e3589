import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  buyPlanViaSimulator,
  newAccount,
  registerViaApi,
  signInViaApi,
  startCheckoutViaApi,
} from './support/accounts.js';
import { noHorizontalScroll } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * Every screen at the narrowest and the widest width the app is made for, and what the public
 * pages download: the signed-in and admin screens are chunks of their own, never loaded by a visitor.
 */

const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };
const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

const NARROWEST = { width: 360, height: 740 } as const;
const WIDEST = { width: 1920, height: 1080 } as const;

const PUBLIC_PATHS = [
  '/',
  '/pricing',
  '/faq',
  '/contact-us',
  '/login',
  '/register',
  '/terms-and-conditions',
  '/refund-policy',
  '/shipping-delivery',
  '/privacy-policy',
  '/cookie-policy',
  '/no-such-page',
];
/** The signed-in screens; the cancel page is shown for a checkout of the user's own that it then records cancelled. */
const userPaths = (cancelledPaymentId: string) => [
  '/dashboard',
  '/profile',
  '/settings',
  '/custom-prompt',
  '/prompt-experiments',
  '/bid-logs',
  '/subscription',
  `/payment/cancel?payment_id=${cancelledPaymentId}`,
  '/payment/processing',
];
const ADMIN_PATHS = ['/admin', '/admin/users', '/admin/pricing', '/admin/payments'];

/** Opens each path and settles on its main heading; answers the paths wider than the window. */
async function overflowing(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    if (!(await noHorizontalScroll(page))) wide.push(path);
  }
  return wide;
}

describe('every screen from 360 to 1920 px wide in Chromium', () => {
  for (const viewport of [NARROWEST, WIDEST]) {
    it(`has no horizontal scrolling at ${viewport.width} px, for a visitor, a subscriber and an admin`, async () => {
      const visitor = await suite.page(viewport);
      expect(await overflowing(visitor.page, PUBLIC_PATHS)).toEqual([]);
      await visitor.close();
      expect(visitor.errors).toEqual([]);

      const subscriber = await registerViaApi(suite.baseUrl());
      await buyPlanViaSimulator(suite.baseUrl(), subscriber.token);
      const left = await startCheckoutViaApi(suite.baseUrl(), subscriber.token, 'professional');
      const user = await suite.page(viewport, { token: subscriber.token });
      expect(await overflowing(user.page, userPaths(left.paymentId))).toEqual([]);
      await user.close();
      expect(user.errors).toEqual([]);

      const admin = await suite.page(viewport, { token: await signInViaApi(suite.baseUrl(), ADMIN) });
      expect(
        await overflowing(admin.page, [
          ...ADMIN_PATHS,
          `/admin/users/${subscriber.id}`,
          `/admin/users/${subscriber.id}/bids`,
        ]),
      ).toEqual([]);
      await admin.close();
      expect(admin.errors).toEqual([]);
    });
  }
});

describe('a long e-mail address on Profile', () => {
  for (const viewport of [NARROWEST, WIDEST]) {
    it(`is shown whole at ${viewport.width} px, wrapped rather than cut`, async () => {
      const account = {
        ...newAccount(),
        email: `a.very.long.address.for.one.freelancer.${Date.now()}@an-unusually-long-domain-name.example.com`,
      };
      const registered = await registerViaApi(suite.baseUrl(), account);
      const user = await suite.page(viewport, { token: registered.token });
      await user.page.goto('/profile');
      const email = user.page.getByText(account.email, { exact: true });
      await email.waitFor();
      expect(await email.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await noHorizontalScroll(user.page)).toBe(true);
      await user.close();
      expect(user.errors).toEqual([]);
    });
  }
});

describe("a visitor's download", () => {
  it("is React's production build and carries none of the signed-in or admin screens, nor the chart library", async () => {
    const { page, close } = await suite.page(WIDEST);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    for (const path of ['/', '/pricing', '/faq']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    const code = (await Promise.all(scripts)).join('\n');
    expect(code.length).toBeGreaterThan(0);
    // Texts only those screens render, and the chart library's own class names.
    for (const marker of [
      'System Health',
      'Pricing Management',
      'User Management',
      'Payment Management',
      'Bid Logs Yet',
      'recharts-surface',
    ])
      expect(code).not.toContain(marker);
    // React's production build: its development bundle carries this frame name (and its warnings).
    expect(code).not.toContain('react-stack-top-frame');
    await close();
  });
});
