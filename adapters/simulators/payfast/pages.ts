import { formatMinor } from '../../../core/domain/money/minor-units.js';
import { escapeHtml, simulatorPage } from '../page-shell.js';
import type { SimulatorCheckout } from './simulator-checkouts.js';

/** R 351.50: how PayFast shows a rand amount. */
export const formatRands = (amountMinor: number): string => `R ${formatMinor(amountMinor)}`;

// The server's CSP allows inline styles but no script: the pages are plain HTML forms.
const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; background: #f3f5f8; color: #1f2937; }
  header { background: #1a2b49; color: #fff; padding: 14px 24px; font-weight: 600; letter-spacing: .02em; }
  header small { font-weight: 400; opacity: .75; margin-left: 8px; }
  main { max-width: 440px; margin: 40px auto; background: #fff; border-radius: 10px; padding: 28px; box-shadow: 0 2px 10px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #6b7280; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 1.6rem; font-weight: 700; margin: 0 0 20px; }
  .actions { display: flex; gap: 12px; }
  .actions form { flex: 1; margin: 0; }
  button { width: 100%; padding: 12px; font-size: 1rem; border-radius: 6px; border: 1px solid #1a2b49; cursor: pointer; }
  .pay { background: #1a2b49; color: #fff; }
  .cancel { background: #fff; color: #1a2b49; }
  .note { color: #6b7280; font-size: .85rem; margin-top: 20px; }
`;

function layout(title: string, content: string): string {
  return simulatorPage({
    title,
    site: 'PayFast simulator',
    tagline: 'simulated payments, no money moves',
    style: STYLE,
    content,
  });
}

/** The buyer's checkout page: what is bought, for how much, from whom; Pay or Cancel. */
export function checkoutPage(
  checkout: SimulatorCheckout,
  options: { readonly merchantName: string; readonly actionBase: string },
): string {
  const { fields } = checkout;
  const action = (verb: 'pay' | 'cancel') => escapeHtml(`${options.actionBase}/${checkout.id}/${verb}`);
  const row = (label: string, value: string | undefined) =>
    value === undefined || value === '' ? '' : `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`;
  return layout(
    'Checkout',
    `<h1>Pay ${escapeHtml(options.merchantName)}</h1>
<p class="amount">${escapeHtml(formatRands(checkout.amountMinor))}</p>
<dl>${row('Merchant', options.merchantName)}${row('Item', fields.item_name)}${row('Description', fields.item_description)}${row('Reference', fields.m_payment_id)}${row('Buyer', fields.email_address)}</dl>
<div class="actions">
<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>
</div>
<p class="note">Pay sends the payment notification to the merchant, then returns you to the merchant's site.</p>`,
  );
}

/** A short page with one message: refusals, finished checkouts, unknown links. */
export function messagePage(title: string, message: string, detail?: string): string {
  const extra = detail === undefined ? '' : `<p class="note">${escapeHtml(detail)}</p>`;
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${extra}`);
}
