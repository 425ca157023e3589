import { afterAll, beforeAll } from 'vitest';
import type { NotificationVerdict } from '../../core/ports/payment-gateway.port.js';
import { ApiHarness, type Dialect, type SignedIn } from '../support/api-harness.js';

export const PAYMENTS = '/api/payments';
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type GatewayStatus = Extract<NotificationVerdict, { valid: true }>['status'];

interface State {
  api: ApiHarness;
  buyer: SignedIn;
  other: SignedIn;
}

/**
 * One server per file (sandbox FakePaymentGateway) with a buyer and another user, plus the
 * arrangers the payment suites share. The fake gateway is told each verdict; the form posted to
 * /notify is what PayFast would send, but only its shape matters to the fake.
 */
export function usePaymentsApi(dialect: Dialect) {
  const state = {} as State;
  beforeAll(async () => {
    state.api = await ApiHarness.start(dialect);
    state.buyer = await state.api.signUp({ name: 'Thandi Buyer' });
    state.other = await state.api.signUp({ name: 'Someone Else' });
  });
  afterAll(() => state.api.close());

  const createPayment = (body: unknown, token = state.buyer.token) =>
    state.api.request('POST', `${PAYMENTS}/create-payment`, { token, body });

  async function aCheckout(
    body: unknown = { planId: 'professional', billingType: 'monthly' },
    token = state.buyer.token,
  ): Promise<{ paymentId: string; amount: string }> {
    const response = await createPayment(body, token);
    if (response.status !== 201)
      throw new Error(`create-payment failed: ${response.status} ${JSON.stringify(response.body)}`);
    return { paymentId: response.body.paymentId, amount: response.body.paymentData.amount };
  }

  /** The verdict the real gateway would reach on a genuine notification. */
  function verdict(paymentId: string, amount: string, status: GatewayStatus = 'COMPLETE'): NotificationVerdict {
    const pfPaymentId = `PF-${paymentId}`;
    const details = { pf_payment_id: pfPaymentId, payment_status: status, amount_gross: amount };
    return {
      valid: true,
      paymentId,
      gatewayPaymentId: pfPaymentId,
      status,
      amountMinor: Math.round(Number(amount) * 100),
      order: null,
      details,
    };
  }

  const itnForm = (paymentId: string, amount: string) =>
    new URLSearchParams({
      m_payment_id: paymentId,
      pf_payment_id: `PF-${paymentId}`,
      payment_status: 'COMPLETE',
      amount_gross: amount,
      signature: 'sig',
    }).toString();

  const notify = (rawBody: string, headers: Record<string, string> = FORM) =>
    state.api.request('POST', `${PAYMENTS}/notify`, { rawBody, headers });

  /** Scripts the gateway's verdict and posts the notification it is for. */
  function notifyWith(answer: NotificationVerdict, paymentId: string, amount: string) {
    state.api.deps.paymentGateway.answerNextNotification(answer);
    return notify(itnForm(paymentId, amount));
  }

  const me = async (token = state.buyer.token) => (await state.api.request('GET', '/api/auth/me', { token })).body.user;
  const packId = async (quantity: number) =>
    (await state.api.deps.storage.addons.list()).find((pack) => pack.quantity === quantity)?.id ?? '';
  const stored = (paymentId: string) => state.api.deps.storage.payments.findByPaymentId(paymentId);

  return { state, createPayment, aCheckout, verdict, itnForm, notify, notifyWith, me, packId, stored };
}
