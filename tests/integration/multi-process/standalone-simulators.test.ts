import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBidPilot, type RunningBidPilot } from '../../../adapters/composition/bidpilot.js';
import { startEngine } from '../../../adapters/composition/engine.js';
import { startSimulators, type RunningSimulators } from '../../../adapters/composition/simulators.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { PAYFAST_SANDBOX_MERCHANT } from '../../../adapters/payments/payfast/payfast-config.js';
import { checkoutSignature } from '../../../adapters/payments/payfast/payfast-signature.js';
import { QUIET_BEHAVIOURS } from '../../../adapters/simulators/freelancer/simulator-state.js';
import { caller, freePort, journeyStore, waitFor, type Caller, type JourneyStore } from '../../support/journeys.js';
import { openCheckout, press, signUp } from '../../support/offline-checkout.js';

/**
 * A server whose Freelancer and PayFast are a standalone `bidpilot simulators` process
 * (SIMULATORS_URL), over HTTP only: the server mounts neither simulator, links a token, sees the
 * simulated projects, bids on them there, and sells a plan through the standalone checkout,
 * whose ITN reaches the server at SIMULATORS_NOTIFY_URL.
 */
describe('a server on a standalone simulators process', () => {
  let simulators: RunningSimulators;
  let app: RunningBidPilot;
  let store: JourneyStore;
  let base: string;
  let simulatorsBase: string;
  let call: Caller;

  beforeAll(async () => {
    store = await journeyStore('sqlite', 'bp-standalone-');
    const port = await freePort();
    base = `http://localhost:${port}`;
    const simulatorsDir = mkdtempSync(join(tmpdir(), 'bp-simulators-'));
    simulators = await startSimulators(
      loadConfig({
        DATA_DIR: simulatorsDir,
        SIMULATORS_PORT: '0',
        PUBLIC_URL: base,
        SIMULATORS_NOTIFY_URL: `http://127.0.0.1:${port}/api/payments/notify`,
      }),
      createLogger('silent'),
    );
    // Every bid the product chooses is one the simulated Freelancer takes, so the counts are exact.
    simulators.freelancer.configure(QUIET_BEHAVIOURS);
    simulatorsBase = `http://localhost:${simulators.port}`;
    app = await startBidPilot(
      loadConfig({ PORT: String(port), ...store.env, SCHEDULER: 'off', SIMULATORS_URL: simulatorsBase }),
      createLogger('silent'),
    );
    call = caller(base);
  });

  afterAll(async () => {
    await app?.stop();
    await simulators?.stop();
    await store?.drop();
  });

  it('serves neither simulator itself and says both are simulated', async () => {
    expect(app.freelancerSimulator).toBeNull();
    expect((await fetch(`${base}/sandbox/payfast/eng/process`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/sandbox/freelancer/api/users/0.1/self`)).status).toBe(404);
    const health = await call('GET', '/api/health');
    expect(health.body).toMatchObject({
      status: 'ok',
      simulated: { payments: true, freelancer: true },
      paymentGateway: 'sandbox',
    });
    expect((await fetch(`${simulatorsBase}/health`)).status).toBe(200);
  });

  it('sells a plan through the standalone checkout, whose ITN completes the payment on the server', async () => {
    const token = await signUp(call);
    const { paymentId, page, pageUrl } = await openCheckout(call, token, 'starter', 'monthly');
    expect(pageUrl.startsWith(`${simulatorsBase}/payfast/eng/process/`)).toBe(true);
    const back = await press(page, pageUrl, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/payment/success`);
    // The ITN alone completes it: nobody asks the server to verify.
    const status = await waitFor(async () => {
      const { body } = await call('GET', `/api/payments/status/${paymentId}`, token);
      return body.payment.status === 'completed' ? body.payment.status : undefined;
    });
    expect(status).toBe('completed');
    expect((await call('GET', '/api/auth/me', token)).body.user).toMatchObject({
      planStatus: 'active',
      currentPlan: 'starter',
      availableBids: 50,
    });
  });

  it('refuses a checkout naming another notify URL, however well signed: the ITN only ever goes where its configuration says', async () => {
    const token = await signUp(call);
    const created = await call('POST', '/api/payments/create-payment', token, {
      planId: 'starter',
      billingType: 'monthly',
    });
    const fields = Object.entries(created.body.paymentData as Record<string, string>)
      .filter(([name]) => name !== 'signature')
      .map(([name, value]): [string, string] => [
        name,
        name === 'notify_url' ? 'http://127.0.0.1:9/api/payments/notify' : value,
      ]);
    const form = new URLSearchParams([
      ...fields,
      ['signature', checkoutSignature(fields, PAYFAST_SANDBOX_MERCHANT.passphrase)],
    ]);
    const posted = await fetch(created.body.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain(
      `The notify_url must be this merchant’s own notify URL, ${base}/api/payments/notify.`,
    );
  });

  it('links a token, sees the simulated projects and places bids on the standalone Freelancer', async () => {
    const token = await signUp(call);
    const { page, pageUrl } = await openCheckout(call, token, 'starter', 'monthly');
    await press(page, pageUrl, 'pay');
    await waitFor(async () =>
      (await call('GET', '/api/auth/me', token)).body.user.planStatus === 'active' ? true : undefined,
    );
    const oauthToken = `standalone-${Math.random().toString(36).slice(2)}`;
    expect((await call('PUT', '/api/users/freelancer-profile', token, { oauthToken })).status).toBe(200);
    expect((await call('POST', '/api/users/syncskills', token)).body.skillsCount).toBeGreaterThan(0);
    await call('PUT', '/api/bidding/settings', token, {
      scheduleAutobidding: false,
      timeLimit: 'no_limit',
      bidsLimit: 3,
      maxBidsThreshold: 100,
      bidOnHourlyProjects: true,
    });

    const triggered = await call('POST', '/api/bidding-process/trigger', token);
    expect(triggered.status).toBe(200);
    const queued = Number(/(\d+) matching projects? queued/.exec(triggered.body.message)?.[1]);
    expect(queued).toBeGreaterThan(0);
    // Test Bidding queues the bids; this server's own worker places them (SCHEDULER=off runs none), as `bidpilot worker` would.
    const engine = startEngine(app.runtime);
    try {
      const logs = await waitFor(async () => {
        const { body } = await call('GET', '/api/bidding/logs?page=1&limit=100', token);
        return body.logs.length === queued && body.logs.every((log: { status: string }) => log.status !== 'pending')
          ? body.logs
          : undefined;
      });
      const submitted: { projectId: string; projectUrl: string }[] = logs.filter(
        (log: { status: string }) => log.status === 'submitted',
      );
      expect(submitted).toHaveLength(queued);
      expect(submitted.every((log) => log.projectUrl.startsWith(`${simulatorsBase}/freelancer/projects/`))).toBe(true);
      // The bids are the standalone Freelancer's: its state holds them for this token's user.
      const bidder = simulators.freelancer.userFor(oauthToken).id;
      const held = await simulators.freelancer.findBids({ bidders: [bidder] });
      expect(held.map((bid) => String(bid.projectId)).sort()).toEqual(submitted.map((log) => log.projectId).sort());
    } finally {
      await engine.stop();
    }
  });
});
