import type { Server } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYFAST_SANDBOX_MERCHANT } from '../../adapters/payments/payfast/payfast-config.js';
import type { PayFastGateway } from '../../adapters/payments/payfast/payfast-gateway.js';
import { payFastSimulatorRouter } from '../../adapters/simulators/payfast/payfast-simulator-router.js';
import { payInSimulator } from '../e2e/support/simulator.js';
import { capturedLog } from '../support/captured-log.js';
import { payFastOnSimulator } from '../support/payfast-on-simulator.js';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';

/** The harness's public address: the checkout's return, cancel and notify URLs are under it. */
const PUBLIC_URL = 'http://localhost:3000';

/**
 * The real PayFast adapter against the built-in simulator, whose ITN never arrives (it is posted to
 * a closed port): only PayFast's query answer can complete a payment here.
 */
describe.each(API_DIALECTS)('complete-simple against the PayFast simulator, its ITN lost, on %s', (dialect) => {
  let simulator: Server;
  let api: ApiHarness<PayFastGateway>;
  let buyer: SignedIn;
  /** The server's log lines, parsed. */
  const { lines: logLines, logger } = capturedLog();
  const logged = (msg: string) => logLines.filter((line) => line.msg === msg);

  beforeAll(async () => {
    const app = new Koa();
    const router = payFastSimulatorRouter({
      ...PAYFAST_SANDBOX_MERCHANT,
      returnUrl: `${PUBLIC_URL}/payment/success`,
      cancelUrl: `${PUBLIC_URL}/payment/cancel`,
      notifyUrl: `${PUBLIC_URL}/api/payments/notify`,
      notifyDeliveryUrl: 'http://127.0.0.1:9/api/payments/notify',
    });
    app.use(router.routes());
    simulator = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => simulator.once('listening', resolve));
    const gateway = payFastOnSimulator(simulator);
    api = await ApiHarness.start(dialect, { paymentGateway: gateway, publicUrl: PUBLIC_URL, logger });
    buyer = await api.signUp();
  });
  afterAll(async () => {
    await api.close();
    await new Promise((resolve) => simulator.close(resolve));
  });

  const checkout = async () =>
    (
      await api.request('POST', '/api/payments/create-payment', {
        token: buyer.token,
        body: { planId: 'starter', billingType: 'monthly' },
      })
    ).body;
  const completeSimple = (path: string) =>
    api.request('POST', `/api/payments/complete-simple/${path}`, { token: buyer.token });
  const stored = (paymentId: string) => api.deps.storage.payments.findByPaymentId(paymentId);
  const planGrants = async () =>
    (await api.deps.storage.ledger.entries(buyer.user.id)).filter((entry) => entry.kind === 'plan_grant');

  it("completes a payment paid in the simulator once, on its pf_payment_id; not before it is asked about, nor on another payment's", async () => {
    const paid = await checkout();
    const unpaid = await checkout();
    const pfPaymentId = new URL(await payInSimulator(paid)).searchParams.get('pf_payment_id') ?? '';
    expect((await stored(paid.paymentId))?.status).toBe('pending');

    expect((await completeSimple(paid.paymentId)).body).toMatchObject({ errorCode: 'PAYMENT_NOT_CONFIRMED' });
    expect((await completeSimple(`${unpaid.paymentId}?pfPaymentId=${pfPaymentId}`)).body).toMatchObject({
      errorCode: 'PAYMENT_NOT_CONFIRMED',
    });
    const first = await completeSimple(`${paid.paymentId}?pfPaymentId=${pfPaymentId}`);
    const again = await completeSimple(`${paid.paymentId}?pfPaymentId=${pfPaymentId}`);

    expect(first.body).toMatchObject({
      success: true,
      message: 'Payment manually completed!',
      payment: { status: 'completed', verificationStatus: 'verified', pfPaymentId },
    });
    expect(again.body).toMatchObject({ success: true, message: 'Payment was already completed' });
    expect((await stored(unpaid.paymentId))?.status).toBe('pending');
    expect(await planGrants()).toHaveLength(1);
    // Each answer of the gateway is logged, refusals with why.
    expect(logged('manual completion refused')).toEqual([
      expect.objectContaining({
        paymentRef: paid.paymentId,
        code: 'PAYMENT_NOT_CONFIRMED',
        reason: 'no PayFast payment id to ask about',
      }),
      expect.objectContaining({
        paymentRef: unpaid.paymentId,
        code: 'PAYMENT_NOT_CONFIRMED',
        reason: 'the gateway reference belongs to another payment',
      }),
    ]);
    expect(logged("payment completed on the gateway's query answer")).toEqual([
      expect.objectContaining({ route: 'complete-simple', paymentId: paid.paymentId, pfPaymentId }),
    ]);
  });

  it('logs a status an admin sets by hand: who, which payment, to what', async () => {
    const admin = await api.signedIn('admin');
    const started = await checkout();
    const response = await api.request('PATCH', `/api/admin/payments/${started.paymentId}/status`, {
      token: admin.token,
      body: { status: 'failed', notes: 'card declined by phone' },
    });

    expect(response.status).toBe(200);
    expect(logged('payment status set by an admin')).toEqual([
      expect.objectContaining({ adminId: admin.user.id, paymentId: started.paymentId, status: 'failed', notes: true }),
    ]);
  });

  it('never completes a checkout cancelled at the simulator', async () => {
    const started = await checkout();
    const form = new URLSearchParams(Object.entries(started.paymentData as Record<string, string>)).toString();
    const opened = await fetch(started.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    const cancelled = await fetch(`${new URL(opened.headers.get('location') ?? '', started.redirectUrl).href}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    const returnedTo = new URL(cancelled.headers.get('location') ?? '');
    expect(`${returnedTo.origin}${returnedTo.pathname}`).toBe(`${PUBLIC_URL}/payment/cancel`);
    const grantsBefore = (await planGrants()).length;

    expect(
      (
        await api.request('POST', `/api/payments/cancel/${returnedTo.searchParams.get('payment_id') ?? ''}`, {
          token: buyer.token,
        })
      ).body,
    ).toMatchObject({ payment: { status: 'cancelled' } });
    expect((await completeSimple(started.paymentId)).status).toBe(409);
    expect((await stored(started.paymentId))?.status).toBe('cancelled');
    expect(await planGrants()).toHaveLength(grantsBefore);
  });
});
