import type { Server } from 'node:http';
import Koa from 'koa';
import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCharge } from '../../core/domain/money/charge-text.js';
import { PAYFAST_SANDBOX_MERCHANT } from '../../adapters/payments/payfast/payfast-config.js';
import type { PayFastGateway } from '../../adapters/payments/payfast/payfast-gateway.js';
import { payFastSimulatorRouter } from '../../adapters/simulators/payfast/payfast-simulator-router.js';
import { payInSimulator } from '../e2e/support/simulator.js';
import { capturedLog } from '../support/captured-log.js';
import { payFastOnSimulator } from '../support/payfast-on-simulator.js';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';

const PUBLIC_URL = 'http://localhost:3000';

/**
 * The auditor's reproduction (security finding 1) over real HTTP: one checkout paid twice in the
 * built-in PayFast simulator (two tabs, or Back and Pay again), whose ITNs reach the real server.
 */
describe.each(API_DIALECTS)('a checkout paid twice in the PayFast simulator, on %s', (dialect) => {
  let simulator: Server;
  let api: ApiHarness<PayFastGateway>;
  let admin: SignedIn;
  const { lines: logLines, logger } = capturedLog();

  beforeAll(async () => {
    // The simulator delivers its ITN to the API, whose port is known only once both listen.
    let router: Router | null = null;
    const app = new Koa();
    app.use((ctx, next) => (router === null ? next() : router.routes()(ctx as never, next)));
    simulator = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => simulator.once('listening', resolve));
    const gateway = payFastOnSimulator(simulator);
    api = await ApiHarness.start(dialect, { paymentGateway: gateway, publicUrl: PUBLIC_URL, logger });
    router = payFastSimulatorRouter({
      ...PAYFAST_SANDBOX_MERCHANT,
      returnUrl: `${PUBLIC_URL}/payment/success`,
      cancelUrl: `${PUBLIC_URL}/payment/cancel`,
      notifyUrl: `${PUBLIC_URL}/api/payments/notify`,
      notifyDeliveryUrl: `${api.baseUrl}/api/payments/notify`,
    });
    admin = await api.signedIn('admin');
  });
  afterAll(async () => {
    await api.close();
    await new Promise((resolve) => simulator.close(resolve));
  });

  async function aCheckout() {
    const buyer = await api.signUp();
    const started = await api.request('POST', '/api/payments/create-payment', {
      token: buyer.token,
      body: { planId: 'starter', billingType: 'monthly' },
    });
    return { buyer, checkout: started.body };
  }
  const pfIdOf = (returned: URL) => returned.searchParams.get('pf_payment_id') ?? '';
  const adminView = async (paymentId: string) =>
    (await api.request('GET', `/api/admin/payments?search=${paymentId}`, { token: admin.token })).body.payments[0];
  const buyerCalls = (token: string, paymentId: string, pfPaymentId: string) =>
    Promise.all([
      api.request('POST', '/api/payments/verify-payment', { token, body: { paymentId, pfPaymentId } }),
      api.request('GET', `/api/payments/status/${paymentId}?pfPaymentId=${pfPaymentId}`, { token }),
      api.request('GET', '/api/payments/history', { token }),
    ]);
  const planGrants = async (buyer: SignedIn) =>
    (await api.deps.storage.ledger.entries(buyer.user.id)).filter((entry) => entry.kind === 'plan_grant');

  it('grants the first payment once, keeps the second for a refund, logs it at warn and shows it to the admin', async () => {
    const { buyer, checkout } = await aCheckout();
    const first = pfIdOf(await payInSimulator(checkout));
    logLines.length = 0;
    const second = pfIdOf(await payInSimulator(checkout));
    expect(second).not.toBe(first);

    expect(await api.deps.storage.payments.findByPaymentId(checkout.paymentId)).toMatchObject({
      status: 'completed',
      pfPaymentId: first,
    });
    expect(await planGrants(buyer)).toHaveLength(1);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'payment charged twice: kept for an admin to refund',
        notification: {
          kind: 'second_charge',
          paymentId: checkout.paymentId,
          pfPaymentId: first,
          secondPfPaymentId: second,
        },
      }),
    );
    expect(await adminView(checkout.paymentId)).toMatchObject({
      status: 'completed',
      pfPaymentId: first,
      extraCharges: [{ pfPaymentId: second, amount: Number(checkout.paymentData.amount), reason: expect.any(String) }],
    });
  });

  const refundNotices = async (who: SignedIn, paymentId: string) => {
    const inbox = await api.request('GET', '/api/notifications?limit=50', { token: who.token });
    expect(inbox.status).toBe(200);
    return inbox.body.notifications.filter(
      (notice: { kind: string; data: { paymentId?: string } }) =>
        notice.kind === 'payment.refund_due' && notice.data.paymentId === paymentId,
    );
  };

  it('puts the refund notice in the buyer’s inbox and the admin’s, once each', async () => {
    const { buyer, checkout } = await aCheckout();
    await payInSimulator(checkout);
    expect(await refundNotices(buyer, checkout.paymentId)).toEqual([]);
    const second = pfIdOf(await payInSimulator(checkout));
    const amount = formatCharge(checkout.paymentData.amount, 'ZAR');

    expect(await refundNotices(buyer, checkout.paymentId)).toEqual([
      expect.objectContaining({
        title: 'We’ll refund a payment: Starter plan (monthly)',
        body: expect.stringContaining(`You paid ${amount} for Starter plan (monthly) a second time`),
        link: '/subscription',
        data: expect.objectContaining({ gatewayPaymentId: second }),
        readAt: null,
      }),
    ]);
    expect(await refundNotices(admin, checkout.paymentId)).toEqual([
      expect.objectContaining({
        title: `Refund due: ${amount} to ${buyer.user.email}`,
        body: expect.stringContaining(`Refund gateway payment ${second} at the gateway`),
        link: `/admin/payments?search=${checkout.paymentId}`,
      }),
    ]);
    const [notice] = await refundNotices(admin, checkout.paymentId);
    expect(notice.body).not.toMatch(/You paid/);
  });

  it('keeps both payments of a checkout an admin cancelled, granting neither', async () => {
    const { buyer, checkout } = await aCheckout();
    await api.request('PATCH', `/api/admin/payments/${checkout.paymentId}/status`, {
      token: admin.token,
      body: { status: 'cancelled', notes: 'duplicate order' },
    });
    const paid = [pfIdOf(await payInSimulator(checkout)), pfIdOf(await payInSimulator(checkout))];

    const view = await adminView(checkout.paymentId);
    expect(view).toMatchObject({ status: 'cancelled', payfastData: { admin_notes: 'duplicate order' } });
    expect(view.extraCharges.map((charge: { pfPaymentId: string }) => charge.pfPaymentId).sort()).toEqual(paid.sort());
    expect(await planGrants(buyer)).toEqual([]);
  });

  it('tells the buyer, and only the buyer, that the second payment is kept for a refund', async () => {
    const { buyer, checkout } = await aCheckout();
    const first = pfIdOf(await payInSimulator(checkout));
    const [verifiedOnce] = await buyerCalls(buyer.token, checkout.paymentId, first);
    expect(verifiedOnce.body.payment).toMatchObject({ status: 'completed', pfPaymentId: first, refundDue: [] });

    const second = pfIdOf(await payInSimulator(checkout));
    const owed = [{ pfPaymentId: second, amount: checkout.paymentData.amount }];
    const [verify, status, history] = await buyerCalls(buyer.token, checkout.paymentId, second);
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ success: true, payment: { pfPaymentId: first, refundDue: owed } });
    expect(status.body.payment).toMatchObject({ status: 'completed', pfPaymentId: first, refundDue: owed });
    expect(history.body.payments).toEqual([
      expect.objectContaining({ paymentId: checkout.paymentId, refundDue: owed }),
    ]);
    // The amount and PayFast's id, nothing of the gateway data the admin reads.
    expect(JSON.stringify([verify.body, status.body, history.body])).not.toMatch(/reason|unapplied|gatewayData/);

    const someoneElse = await api.signUp();
    const [otherVerify, otherStatus, otherHistory] = await buyerCalls(someoneElse.token, checkout.paymentId, second);
    expect([otherVerify.status, otherStatus.status]).toEqual([404, 404]);
    expect(JSON.stringify([otherVerify.body, otherStatus.body])).not.toContain(second);
    expect(otherHistory.body.payments).toEqual([]);
  });

  it('owes the buyer both payments of a checkout an admin cancelled', async () => {
    const { buyer, checkout } = await aCheckout();
    await api.request('PATCH', `/api/admin/payments/${checkout.paymentId}/status`, {
      token: admin.token,
      body: { status: 'cancelled', notes: 'duplicate order' },
    });
    const paid = [pfIdOf(await payInSimulator(checkout)), pfIdOf(await payInSimulator(checkout))];

    const [, status] = await buyerCalls(buyer.token, checkout.paymentId, paid[1] ?? '');
    expect(status.body.payment.status).toBe('cancelled');
    expect(status.body.payment.refundDue.map((charge: { pfPaymentId: string }) => charge.pfPaymentId).sort()).toEqual(
      paid.sort(),
    );
  });
});
