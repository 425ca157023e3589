import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall } from './api.js';
import { payInSimulator, type StartedCheckout } from './simulator.js';

export interface Account {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

export interface Registered extends Account {
  readonly id: string;
  readonly token: string;
}

export const PASSWORD = 'Str0ng!pass';

let emails = 0;

/** An address no other test of the run has used: `<prefix><time>-<n>@example.com`. */
export const uniqueEmail = (prefix: string): string => `${prefix}${Date.now()}-${(emails += 1)}@example.com`;

/** A new person's details, never registered yet. */
export const newAccount = (prefix = 'user', name = 'Ada Lovelace'): Account => ({
  name,
  email: uniqueEmail(prefix),
  password: PASSWORD,
});

/** Registers `account` through the API (a new one when not given), expecting 201: the account with its id and token. */
export async function registerViaApi(baseUrl: string, account: Account = newAccount()): Promise<Registered> {
  const { status, body } = await apiCall<{ token: string; user: { _id: string } }>(
    baseUrl,
    'POST',
    '/api/auth/register',
    { body: { ...account, confirmPassword: account.password } },
  );
  expect(status).toBe(201);
  return { ...account, id: body.user._id, token: body.token };
}

/** Signs in through the API, expecting 200: the session token. */
export async function signInViaApi(baseUrl: string, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const { status, body } = await apiCall<{ token: string }>(baseUrl, 'POST', '/api/auth/login', {
    body: { email: account.email, password: account.password },
  });
  expect(status).toBe(200);
  return body.token;
}

/** Starts a plan checkout through the API (expecting 201) and leaves it pending: the create-payment answer. */
export async function startCheckoutViaApi<T = { paymentId: string }>(
  baseUrl: string,
  token: string,
  planId = 'starter',
  billingType = 'monthly',
): Promise<T> {
  const { status, body } = await apiCall<T>(baseUrl, 'POST', '/api/payments/create-payment', {
    token,
    body: { planId, billingType },
  });
  expect(status).toBe(201);
  return body;
}

/** Buys a plan as a buyer does: create-payment, then Pay in the PayFast simulator. The verify call's answer (expecting 200). */
export async function buyPlanViaSimulator(
  baseUrl: string,
  token: string,
  planId = 'starter',
  billingType = 'monthly',
): Promise<any> {
  const checkout = await startCheckoutViaApi<StartedCheckout & { paymentId: string }>(
    baseUrl,
    token,
    planId,
    billingType,
  );
  const returnedTo = await payInSimulator(checkout);
  const { status, body } = await apiCall(baseUrl, 'POST', '/api/payments/verify-payment', {
    token,
    body: { paymentId: checkout.paymentId, pfPaymentId: returnedTo.searchParams.get('pf_payment_id') },
  });
  expect(status).toBe(200);
  return body;
}

/** Links a Freelancer token (any works with the built-in simulator) and syncs the skills it has. The sync's answer. */
export async function linkFreelancerViaApi(
  baseUrl: string,
  token: string,
  oauthToken: string,
): Promise<{ skillsCount: number }> {
  expect((await apiCall(baseUrl, 'PUT', '/api/users/freelancer-profile', { token, body: { oauthToken } })).status).toBe(
    200,
  );
  const synced = await apiCall<{ skillsCount: number }>(baseUrl, 'POST', '/api/users/syncskills', { token });
  expect(synced.status).toBe(200);
  return synced.body;
}

/** Bidding settings that let Test Bidding bid on every matching project: no schedule, no limits. */
export const UNLIMITED_TEST_BIDDING = {
  scheduleAutobidding: false,
  timeLimit: 'no_limit',
  bidsLimit: 'no_limit',
  maxBidsThreshold: 100,
  bidOnHourlyProjects: true,
} as const;

/** The /register form filled and sent; lands on /dashboard. */
export async function registerThroughUi(page: Page, account: Account): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
}

/** Where signing in must lead: a URL glob or a test of the URL. */
export type Landing = string | ((url: URL) => boolean);

/** The /login form filled and sent; waits for `landing` (by default /dashboard). */
export async function signInThroughUi(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  landing: Landing = '**/dashboard',
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(landing);
}
