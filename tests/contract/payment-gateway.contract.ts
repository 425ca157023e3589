import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  Checkout,
  CheckoutRequest,
  NotificationVerdict,
  PaymentGateway,
} from '../../core/ports/payment-gateway.port.js';

type Fields = readonly (readonly [string, string])[];

/** A notification as it reaches the notify route: the posted fields in order, and the sender. */
export interface PostedNotification {
  readonly fields: Fields;
  readonly sourceIp: string;
}

export interface PaymentGatewayHarness {
  readonly gateway: PaymentGateway;
  /** Pays the checkout as its buyer would and answers the notification the gateway posts for it. */
  readonly pay: (checkout: Checkout) => Promise<PostedNotification>;
  /** An address the gateway would never notify from; absent when the implementation trusts any sender. */
  readonly untrustedSourceIp?: string;
  /** The gateway's server confirmation of the next notification, scripted; absent when it cannot be. */
  readonly confirmation?: {
    readonly refuseNext: () => void | Promise<void>;
    readonly failNext: (how: 'error' | 'timeout') => void | Promise<void>;
  };
  /** The return, cancel and notify URLs the checkouts must carry (a simulator notifies a real server). */
  readonly urls?: CheckoutRequest['urls'];
  /** Values that must never appear in a verdict (merchant key, passphrase). */
  readonly secrets?: readonly string[];
  readonly teardown?: () => Promise<void>;
}

let sequence = 0;
export const aCheckoutRequest = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => {
  sequence += 1;
  const paymentId = `BP-CONTRACT-${process.pid}-${sequence}`;
  return {
    paymentId,
    amountMinor: 35150,
    itemName: 'Professional plan (monthly)',
    itemDescription: '200 bids for one month',
    buyer: { name: 'Thandi Buyer', email: 'thandi@example.com' },
    order: { userId: 'user-42', itemKind: 'plan', itemId: 'plan-7', billingType: 'monthly' },
    urls: {
      returnUrl: `https://bidpilot.test/payment/success?payment_id=${paymentId}`,
      cancelUrl: `https://bidpilot.test/payment/cancel?payment_id=${paymentId}`,
      notifyUrl: 'https://bidpilot.test/api/payments/notify',
    },
    ...overrides,
  };
};

const STATUSES = ['COMPLETE', 'FAILED', 'CANCELLED', 'PENDING'];

/** A plausible forgery of one value: another amount, status or id, not just garbage. */
function tampered(value: string): string {
  if (/^-?\d+\.\d{2}$/.test(value)) return (Number(value.replace('.', '')) + 1).toString().replace(/(\d{2})$/, '.$1');
  if (/^\d+$/.test(value)) return String(Number(value) + 1);
  if (STATUSES.includes(value)) return value === 'COMPLETE' ? 'PENDING' : 'COMPLETE';
  if (/^[0-9a-f]{16,}$/.test(value)) return `${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}`;
  return `${value}x`;
}

const reasonOf = (verdict: NotificationVerdict): string => (verdict.valid ? 'valid' : verdict.reason);

export interface PaymentGatewayFeatures {
  /** The harness gives `untrustedSourceIp`. */
  readonly checksSource: boolean;
  /** The harness gives `confirmation`. */
  readonly scriptedConfirmation: boolean;
}

/** The PaymentGateway port's behaviour, for the fake, PayFast on msw, and PayFast on the built-in simulator. */
export function describePaymentGatewayContract(
  name: string,
  setup: () => Promise<PaymentGatewayHarness>,
  features: PaymentGatewayFeatures,
): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    let harness: PaymentGatewayHarness;
    const gateway = (): PaymentGateway => harness.gateway;
    const checkoutRequest = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest =>
      aCheckoutRequest({ ...overrides, ...(harness.urls === undefined ? {} : { urls: harness.urls }) });
    const confirmation = () => {
      if (harness.confirmation === undefined) throw new Error('scriptedConfirmation needs harness.confirmation');
      return harness.confirmation;
    };
    const expectNoSecrets = (verdict: NotificationVerdict) => {
      for (const secret of harness.secrets ?? []) expect(JSON.stringify(verdict)).not.toContain(secret);
    };

    beforeEach(async () => {
      harness = await setup();
    });
    afterEach(async () => {
      await harness.teardown?.();
    });

    it('charges in ZAR', () => {
      expect(gateway().currency).toBe('ZAR');
      expect(typeof gateway().isSandbox).toBe('boolean');
    });

    describe('createCheckout', () => {
      it('answers an absolute URL and the form carrying our payment id, the exact amount, the item and our URLs, signature last', async () => {
        const request = checkoutRequest();
        const checkout = await gateway().createCheckout(request);
        const fields = new Map(checkout.fields);

        expect(new URL(checkout.redirectUrl).protocol).toMatch(/^https?:$/);
        expect(fields.get('m_payment_id')).toBe(request.paymentId);
        expect(fields.get('amount')).toBe('351.50');
        expect(fields.get('item_name')).toBe(request.itemName);
        expect(fields.get('return_url')).toBe(request.urls.returnUrl);
        expect(fields.get('cancel_url')).toBe(request.urls.cancelUrl);
        expect(fields.get('notify_url')).toBe(request.urls.notifyUrl);
        expect(checkout.fields.at(-1)?.[0]).toBe('signature');
        expect(fields.size).toBe(checkout.fields.length);
      });

      it.each([
        [1, '0.01'],
        [435, '4.35'],
        [90650, '906.50'],
        [100000007, '1000000.07'],
      ])('writes %i cents as %s, exactly', async (amountMinor, amount) => {
        const checkout = await gateway().createCheckout(checkoutRequest({ amountMinor }));
        expect(new Map(checkout.fields).get('amount')).toBe(amount);
      });

      it('refuses an amount that is not a positive whole number of cents, and an order value it could not carry back whole', async () => {
        await expect(gateway().createCheckout(checkoutRequest({ amountMinor: 0 }))).rejects.toThrow();
        await expect(gateway().createCheckout(checkoutRequest({ amountMinor: 10.5 }))).rejects.toThrow();
        const order = { userId: 'u'.repeat(256), itemKind: 'plan', itemId: 'plan-7', billingType: 'monthly' } as const;
        await expect(gateway().createCheckout(checkoutRequest({ order }))).rejects.toThrow('255');
      });
    });

    describe('verifyNotification', () => {
      it('accepts the notification of a paid checkout: our payment id, the gateway’s id, COMPLETE, the exact amount, our order', async () => {
        const request = checkoutRequest({ amountMinor: 100001 });
        const notification = await harness.pay(await gateway().createCheckout(request));
        const verdict = await gateway().verifyNotification(notification);

        expect(verdict).toMatchObject({
          valid: true,
          paymentId: request.paymentId,
          status: 'COMPLETE',
          amountMinor: 100001,
        });
        if (!verdict.valid) return;
        expect(verdict.gatewayPaymentId).toMatch(/\S/);
        expect(verdict.order).toEqual(request.order);
        expect(Object.keys(verdict.details).length).toBeGreaterThan(0);
        const signature = notification.fields.find(([field]) => field === 'signature')?.[1] ?? 'no signature';
        expect(JSON.stringify(verdict.details)).not.toContain(signature);
        expect(JSON.stringify(verdict.details)).not.toContain(request.buyer.email);
        expect(JSON.stringify(verdict.details)).not.toContain('Thandi');
      });

      it('gives two payments two different gateway ids', async () => {
        const ids = [];
        for (const request of [checkoutRequest(), checkoutRequest()]) {
          const verdict = await gateway().verifyNotification(
            await harness.pay(await gateway().createCheckout(request)),
          );
          ids.push(verdict.valid ? verdict.gatewayPaymentId : reasonOf(verdict));
        }
        expect(new Set(ids).size).toBe(2);
      });

      it('refuses a copy with any single value altered', async () => {
        const genuine = await harness.pay(await gateway().createCheckout(checkoutRequest()));
        for (const [index, [name, value]] of genuine.fields.entries()) {
          const forged = genuine.fields.map((field, i): readonly [string, string] =>
            i === index ? [name, tampered(value)] : field,
          );
          const verdict = await gateway().verifyNotification({ ...genuine, fields: forged });
          expect(verdict.valid, `${name} altered`).toBe(false);
          expect(reasonOf(verdict)).toMatch(/\S/);
          expectNoSecrets(verdict);
        }
      });

      it('refuses a notification without its signature, and an empty one', async () => {
        const genuine = await harness.pay(await gateway().createCheckout(checkoutRequest()));
        const unsigned = genuine.fields.filter(([name]) => name !== 'signature');

        expect((await gateway().verifyNotification({ ...genuine, fields: unsigned })).valid).toBe(false);
        expect((await gateway().verifyNotification({ fields: [], sourceIp: genuine.sourceIp })).valid).toBe(false);
      });

      it.skipIf(!features.checksSource)(
        'refuses a genuine notification from an address the gateway never sends from',
        async () => {
          const genuine = await harness.pay(await gateway().createCheckout(checkoutRequest()));
          const sourceIp = harness.untrustedSourceIp;
          if (sourceIp === undefined) throw new Error('checksSource needs harness.untrustedSourceIp');
          expect(await gateway().verifyNotification({ ...genuine, sourceIp })).toMatchObject({
            valid: false,
            reason: expect.stringMatching(/source/),
          });
        },
      );

      it.skipIf(!features.scriptedConfirmation)(
        'refuses a genuine notification the gateway’s server does not confirm, and accepts it when retried later',
        async () => {
          const genuine = await harness.pay(await gateway().createCheckout(checkoutRequest()));
          await confirmation().refuseNext();
          const refused = await gateway().verifyNotification(genuine);

          expect(refused.valid).toBe(false);
          expectNoSecrets(refused);
          expect((await gateway().verifyNotification(genuine)).valid).toBe(true);
        },
      );

      it.skipIf(!features.scriptedConfirmation).each(['error', 'timeout'] as const)(
        'refuses a genuine notification when the server confirmation ends in %s',
        async (how) => {
          const genuine = await harness.pay(await gateway().createCheckout(checkoutRequest()));
          await confirmation().failNext(how);
          const verdict = await gateway().verifyNotification(genuine);

          expect(verdict.valid).toBe(false);
          expectNoSecrets(verdict);
        },
      );
    });

    describe('queryPayment', () => {
      const gatewayIdOf = (verdict: NotificationVerdict): string => {
        if (!verdict.valid) throw new Error(`the paid checkout's notification was refused: ${verdict.reason}`);
        return verdict.gatewayPaymentId;
      };

      it('answers a paid checkout, asked by the gateway’s id, COMPLETE for our payment id and its exact amount', async () => {
        const request = checkoutRequest({ amountMinor: 90650 });
        const gatewayPaymentId = gatewayIdOf(
          await gateway().verifyNotification(await harness.pay(await gateway().createCheckout(request))),
        );
        const answer = await gateway().queryPayment({ paymentId: request.paymentId, gatewayPaymentId });

        expect(answer).toMatchObject({
          known: true,
          paymentId: request.paymentId,
          gatewayPaymentId,
          status: 'COMPLETE',
          amountMinor: 90650,
        });
        for (const secret of harness.secrets ?? []) expect(JSON.stringify(answer)).not.toContain(secret);
      });

      it('answers the payment the gateway’s id belongs to, even when asked about another: the caller compares', async () => {
        const paid = checkoutRequest();
        const gatewayPaymentId = gatewayIdOf(
          await gateway().verifyNotification(await harness.pay(await gateway().createCheckout(paid))),
        );
        const other = checkoutRequest();
        await gateway().createCheckout(other);

        expect(await gateway().queryPayment({ paymentId: other.paymentId, gatewayPaymentId })).toMatchObject({
          known: true,
          paymentId: paid.paymentId,
        });
      });

      it('knows nothing of an unpaid checkout, nor of a gateway id it never gave out', async () => {
        const request = checkoutRequest();
        await gateway().createCheckout(request);

        expect(await gateway().queryPayment({ paymentId: request.paymentId, gatewayPaymentId: null })).toMatchObject({
          known: false,
          reason: expect.stringMatching(/\S/),
        });
        expect(
          await gateway().queryPayment({ paymentId: request.paymentId, gatewayPaymentId: '999999999999' }),
        ).toMatchObject({ known: false, reason: expect.stringMatching(/\S/) });
      });
    });
  });
}
