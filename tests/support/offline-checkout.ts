import { expect } from 'vitest';
import { STRONG_PASSWORD } from './api-harness.js';
import type { Caller } from './journeys.js';

/** A journey's buyer at the built-in PayFast simulator: signs up, posts the payment form as the browser does, presses Pay or Cancel. */

const formBody = (fields: Readonly<Record<string, string>>): string =>
  new URLSearchParams(Object.entries(fields)).toString();

/** A new account through the API: its session token. */
export async function signUp(call: Caller): Promise<string> {
  const { status, body } = await call('POST', '/api/auth/register', undefined, {
    name: 'Jane Doe',
    email: `jane-${Math.random()}@example.com`,
    password: STRONG_PASSWORD,
  });
  expect(status).toBe(201);
  return body.token as string;
}

/** Posts the payment form to the checkout as the browser does and answers the checkout page's URL. */
export async function openCheckout(
  call: Caller,
  token: string,
  planId: string,
  billingType: string,
): Promise<{ paymentId: string; page: string; pageUrl: string }> {
  const created = await call('POST', '/api/payments/create-payment', token, { planId, billingType });
  expect(created.status).toBe(201);
  const { paymentData, redirectUrl, paymentId } = created.body;
  const posted = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody(paymentData),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  const pageUrl = new URL(posted.headers.get('location') ?? '', redirectUrl).toString();
  return { paymentId, page: await (await fetch(pageUrl)).text(), pageUrl };
}

/** Presses the checkout page's Pay or Cancel button: where the simulator sends the buyer back. */
export async function press(page: string, pageUrl: string, button: 'pay' | 'cancel'): Promise<URL> {
  const action = new RegExp(`action="([^"]+/${button})"`).exec(page)?.[1];
  expect(action).toBeDefined();
  const response = await fetch(new URL(action!.replaceAll('&amp;', '&'), pageUrl), {
    method: 'POST',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}
