import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Checkout, PaymentGateway } from '../../core/ports/payment-gateway.port.js';
import { createHttpApp } from '../../adapters/http/app.js';
import { createLogger } from '../../adapters/logging/logger.js';
import { PAYFAST_SANDBOX_MERCHANT } from '../../adapters/payments/payfast/payfast-config.js';
import { PayFastGateway } from '../../adapters/payments/payfast/payfast-gateway.js';
import { itnSignature } from '../../adapters/payments/payfast/payfast-signature.js';
import { loopbackSources } from '../../adapters/payments/payfast/source-check.js';
import { payFastSimulatorRouter } from '../../adapters/simulators/payfast/payfast-simulator-router.js';
import { startNotifyReceiver, type NotifyReceiver } from '../support/notify-receiver.js';
import {
  aCheckoutRequest,
  describePaymentGatewayContract,
  type PostedNotification,
} from './payment-gateway.contract.js';

/** The merchant's own return and cancel pages: the only ones the simulator sends a buyer back to. */
const SIMULATOR_PAGES = {
  returnUrl: 'https://bidpilot.test/payment/success',
  cancelUrl: 'https://bidpilot.test/payment/cancel',
};

interface Rig {
  readonly gateway: PaymentGateway;
  readonly receiver: NotifyReceiver;
  readonly urls: { readonly returnUrl: string; readonly cancelUrl: string; readonly notifyUrl: string };
  /** Posts the checkout form as the browser does, clicks Pay, and answers where the buyer was sent back to. */
  readonly payInBrowser: (checkout: Checkout) => Promise<string>;
  readonly close: () => Promise<void>;
}

/** The simulator mounted as the server mounts it, the real adapter pointed at it over loopback, and a merchant notify_url. */
async function startRig(): Promise<Rig> {
  const receiver = await startNotifyReceiver();
  const notifyUrl = `${receiver.url}/api/payments/notify`;
  const app = createHttpApp({
    storage: { ping: async () => true },
    logger: createLogger('silent'),
    routers: [payFastSimulatorRouter({ ...PAYFAST_SANDBOX_MERCHANT, ...SIMULATOR_PAGES, notifyUrl })],
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gateway = new PayFastGateway({
    processUrl: `${base}/sandbox/payfast/eng/process`,
    validateUrl: `${base}/sandbox/payfast/eng/query/validate`,
    apiUrl: `${base}/sandbox/payfast/api`,
    ...PAYFAST_SANDBOX_MERCHANT,
    isSandbox: true,
    trustedSources: loopbackSources(),
  });

  const postForm = async (url: string, fields: Checkout['fields'] = []) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields.map(([name, value]) => [name, value])).toString(),
      redirect: 'manual',
    });
    if (response.status !== 303)
      throw new Error(`expected 303 from ${url}, got ${response.status}: ${await response.text()}`);
    return new URL(response.headers.get('location') ?? '', base).toString();
  };

  return {
    gateway,
    receiver,
    urls: {
      returnUrl: 'https://bidpilot.test/payment/success?payment_id=BP-1',
      cancelUrl: 'https://bidpilot.test/payment/cancel',
      notifyUrl,
    },
    payInBrowser: async (checkout) => postForm(`${await postForm(checkout.redirectUrl, checkout.fields)}/pay`),
    close: async () => {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error === undefined ? resolve() : reject(error))),
      );
      await receiver.close();
    },
  };
}

/** The ITN the simulator posted last, as the notify route receives it. */
function lastNotification(receiver: NotifyReceiver): PostedNotification {
  const post = receiver.received.at(-1);
  if (post === undefined) throw new Error('the simulator posted no ITN');
  return { fields: post.fields, sourceIp: post.remoteAddress };
}

describePaymentGatewayContract(
  'PayFastGateway on the built-in PayFast simulator',
  async () => {
    const rig = await startRig();
    return {
      gateway: rig.gateway,
      urls: rig.urls,
      pay: async (checkout) => {
        await rig.payInBrowser(checkout);
        return lastNotification(rig.receiver);
      },
      // Even PayFast's own addresses: the simulator notifies from this machine.
      untrustedSourceIp: '197.97.145.150',
      secrets: [PAYFAST_SANDBOX_MERCHANT.merchantKey, PAYFAST_SANDBOX_MERCHANT.passphrase],
      teardown: rig.close,
    };
  },
  { checksSource: true, scriptedConfirmation: false },
);

describe('PayFastGateway driven through the built-in simulator', () => {
  let rig: Rig;
  beforeEach(async () => {
    rig = await startRig();
  });
  afterEach(() => rig.close());

  it('sends the buyer back to return_url with the pf_payment_id the verified ITN carries', async () => {
    const checkout = await rig.gateway.createCheckout(aCheckoutRequest({ urls: rig.urls, amountMinor: 90650 }));
    const returnedTo = new URL(await rig.payInBrowser(checkout));
    const verdict = await rig.gateway.verifyNotification(lastNotification(rig.receiver));

    expect(verdict).toMatchObject({ valid: true, status: 'COMPLETE', amountMinor: 90650 });
    expect(returnedTo.searchParams.get('payment_id')).toBe('BP-1');
    expect(returnedTo.searchParams.get('pf_payment_id')).toBe(verdict.valid ? verdict.gatewayPaymentId : 'none');
  });

  it('refuses an ITN whose amount was changed, even re-signed with the passphrase, because the simulator never sent it', async () => {
    const checkout = await rig.gateway.createCheckout(aCheckoutRequest({ urls: rig.urls }));
    await rig.payInBrowser(checkout);
    const genuine = lastNotification(rig.receiver);
    const altered = genuine.fields
      .slice(0, -1)
      .map(([name, value]): readonly [string, string] => [name, name === 'amount_gross' ? '1.00' : value]);
    const forged = [...altered, ['signature', itnSignature(altered, PAYFAST_SANDBOX_MERCHANT.passphrase)] as const];

    expect(await rig.gateway.verifyNotification({ ...genuine, fields: forged })).toEqual({
      valid: false,
      reason: 'server confirmation answered INVALID',
    });
  });
});
