import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PayFastGateway } from '../../adapters/payments/payfast/payfast-gateway.js';
import { loopbackSources } from '../../adapters/payments/payfast/source-check.js';
import { PAYFAST_SANDBOX_MERCHANT } from '../../adapters/payments/payfast/payfast-config.js';

/** The real PayFast adapter pointed at a built-in PayFast simulator listening on loopback. */
export function payFastOnSimulator(simulator: Server): PayFastGateway {
  const base = `http://127.0.0.1:${(simulator.address() as AddressInfo).port}/sandbox/payfast`;
  return new PayFastGateway({
    processUrl: `${base}/eng/process`,
    validateUrl: `${base}/eng/query/validate`,
    apiUrl: `${base}/api`,
    ...PAYFAST_SANDBOX_MERCHANT,
    isSandbox: true,
    trustedSources: loopbackSources(),
  });
}
