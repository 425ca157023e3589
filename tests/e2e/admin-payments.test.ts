import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi, startCheckoutViaApi } from './support/accounts.js';
import { DESKTOP, PHONE, seriousAccessibilityViolations } from './support/browser.js';
import { expectUsable, type Viewport } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };

const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

/** A user who started a professional monthly checkout and never finished it: the payment stays pending. */
async function buyerWithPendingPayment(): Promise<{ token: string; email: string; paymentId: string }> {
  const { token, email } = await registerViaApi(suite.baseUrl(), newAccount('buyer', 'Thandi Buyer'));
  const { paymentId } = await startCheckoutViaApi(suite.baseUrl(), token, 'professional');
  return { token, email, paymentId };
}

const availableBids = async (token: string): Promise<number> =>
  (await suite.ok('GET', '/api/auth/me', { token })).user.availableBids;

/** A page at a viewport with the admin signed in through the login form. */
const adminPage = (viewport: Viewport) => suite.signedInPage(viewport, ADMIN, (url) => url.pathname !== '/login');

describe('payment management in Chromium', () => {
  it('finds a pending payment, marks it completed with a note and grants its bids once (1440 px)', async () => {
    const buyer = await buyerWithPendingPayment();
    const { page, errors, close } = await adminPage(DESKTOP);
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.postData() ?? '');
    });

    await page.goto('/admin/payments');
    await page.getByRole('heading', { name: 'Payment Management' }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Search payments').fill(buyer.email);
    await page.waitForURL((url) => url.searchParams.get('search') === buyer.email);
    const row = page.getByRole('row').filter({ hasText: buyer.paymentId });
    await row.waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
    await row.getByText('Pending').waitFor();
    expect(await row.textContent()).toMatch(/R \d{1,3}(,\d{3})*\.\d{2}/);

    await row.getByRole('button', { name: `View payment ${buyer.paymentId}` }).click();
    const details = page.getByRole('dialog', { name: 'Payment Details' });
    await details.getByText(buyer.email).waitFor();
    await details.getByText('Thandi Buyer').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await details.getByRole('button', { name: 'Edit Status' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Payment Status' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await details.waitFor();
    expect(patches).toEqual([]);

    await details.getByRole('button', { name: 'Edit Status' }).click();
    await edit.getByLabel('Payment Status').selectOption('completed');
    await edit.getByLabel('Notes').fill('Paid by EFT, reference 4471');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Payment status updated successfully').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(patches.map((body) => JSON.parse(body))).toEqual([
      { status: 'completed', notes: 'Paid by EFT, reference 4471' },
    ]);
    await row.getByText('Completed').waitFor();
    expect(await availableBids(buyer.token)).toBe(200);

    await row.getByRole('button', { name: `View payment ${buyer.paymentId}` }).click();
    await details.getByText('Paid by EFT, reference 4471').waitFor();
    await details.getByText('Yes').waitFor();
    await details.getByRole('button', { name: 'Edit Status' }).click();
    await edit.getByLabel('Notes').fill('Checked with the bank');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(patches).toHaveLength(2);
    expect(await availableBids(buyer.token)).toBe(200);

    await close();
    expect(errors).toEqual([]);
  });

  it('shows the payments as expandable rows without horizontal scrolling at 390 px', async () => {
    const buyer = await buyerWithPendingPayment();
    const { page, errors, close } = await adminPage(PHONE);

    await page.goto(`/admin/payments?search=${encodeURIComponent(buyer.email)}`);
    await page.getByRole('heading', { name: 'Payment Management' }).waitFor();
    const rows = page.getByRole('list', { name: 'Payments' });
    const toggle = rows.getByRole('button', { expanded: false });
    await toggle.waitFor();
    expect(await page.getByRole('table').isVisible()).toBe(false);
    await expectUsable(page);

    await toggle.click();
    await rows.getByText(buyer.paymentId).waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Payment Method').selectOption('card');
    await page.waitForURL((url) => url.searchParams.get('paymentMethod') === 'card');
    await page.getByRole('heading', { name: 'No Payments Found' }).waitFor();
    await page.getByLabel('Payment Method').selectOption('payfast');
    await rows.getByRole('button', { expanded: false }).click();
    await rows.getByRole('button', { name: `View payment ${buyer.paymentId}` }).click();
    await page.getByRole('dialog', { name: 'Payment Details' }).waitFor();
    await expectUsable(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await close();
    expect(errors).toEqual([]);
  });
});
