import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { createHttpApp } from '../../../adapters/http/app.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { createKnex } from '../../../adapters/storage/knex/knex-client.js';
import { PAYFAST_SANDBOX_MERCHANT } from '../../../adapters/payments/payfast/payfast-config.js';
import { freelancerSimulatorRouter } from '../../../adapters/simulators/freelancer/freelancer-simulator-router.js';
import { FreelancerSimulatorState } from '../../../adapters/simulators/freelancer/simulator-state.js';
import { payFastSimulatorRouter } from '../../../adapters/simulators/payfast/payfast-simulator-router.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };

/** Each simulator call spelled the way its own routes do not: other case, doubled or trailing slashes. */
const ODD_SPELLINGS: readonly [string, string, Record<string, string>, string][] = [
  ['POST', '/sandbox/PayFast/eng/process', FORM, 'merchant_id=10000100&amount=10.00'],
  ['POST', '/sandbox/payfast/ENG/process', FORM, 'merchant_id=10000100&amount=10.00'],
  ['POST', '/Sandbox/payfast/eng/process', FORM, 'merchant_id=10000100&amount=10.00'],
  ['POST', '//sandbox/payfast/eng/process', FORM, 'merchant_id=10000100&amount=10.00'],
  ['GET', '/sandbox/payfast/eng/Process/unknown', {}, ''],
  ['POST', '/sandbox/payfast/eng/process/unknown/Pay', FORM, ''],
  ['POST', '/sandbox/payfast/eng/process/unknown/CANCEL/', FORM, ''],
  ['POST', '/sandbox/payfast/eng/query/Validate', FORM, 'pf_payment_id=1'],
  ['GET', '/sandbox/Freelancer/api/users/0.1/self/', {}, ''],
  ['GET', '/sandbox/freelancer/API/projects/0.1/projects/active/', {}, ''],
  ['POST', '/sandbox/freelancer/api/Projects/0.1/bids/', JSON_BODY, '{"project_id":1,"amount":10}'],
  ['GET', '/sandbox/freelancer/api/projects/0.1/projects/1', {}, ''],
  ['GET', '/sandbox//freelancer/api/projects/0.1/jobs/', {}, ''],
  ['GET', '/sandbox/freelancer/Projects/php/fix-1', {}, ''],
  ['GET', '/sandbox/freelancer/projects/', {}, ''],
  ['GET', '/sandbox/freelancer/projects//x/99999999999999999999999', {}, ''],
];

describe('the simulators on odd spellings of their paths', () => {
  let server: Server;
  let baseUrl: string;
  let db: Knex;

  beforeAll(async () => {
    const clock = new FixedClock('2026-01-02T00:00:00Z');
    db = createKnex({ dialect: 'sqlite', connection: ':memory:' });
    const state = await FreelancerSimulatorState.open({ db, clock, stream: false });
    const routers = [
      freelancerSimulatorRouter({ state }),
      payFastSimulatorRouter({
        ...PAYFAST_SANDBOX_MERCHANT,
        notifyUrl: 'http://127.0.0.1:9/api/payments/notify',
        returnUrl: 'http://127.0.0.1:9/payment/success',
        cancelUrl: 'http://127.0.0.1:9/payment/cancel',
      }),
    ];
    server = createHttpApp({ storage: { ping: async () => true }, logger: createLogger('silent'), routers }).listen(
      0,
      '127.0.0.1',
    );
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await db.destroy();
  });

  it.each(ODD_SPELLINGS)('answers %s %s without a server error', async (method, path, headers, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, 'Freelancer-OAuth-V1': 'a-token' },
      body: body === '' ? undefined : body,
      redirect: 'manual',
    });
    expect(response.status).toBeLessThan(500);
  });
});
