import type { AppConfig } from '../config/app-config.js';
import { ConfigError } from '../config/env.js';
import {
  PAYFAST_SIMULATOR_PREFIX,
  PAYFAST_SANDBOX_MERCHANT,
  payFastApiUrl,
  SIMULATOR_API_PATH,
} from '../payments/payfast/payfast-config.js';
import { PayFastGateway } from '../payments/payfast/payfast-gateway.js';
import { loopbackSources, payFastSources, type HostResolver } from '../payments/payfast/source-check.js';
import { STANDALONE_PAYFAST_PREFIX } from '../simulators/standalone-paths.js';

export interface PayFastWiring {
  /** For PayFast's DNS check of its senders; tests inject one. */
  readonly resolve?: HostResolver;
  readonly fetch?: typeof fetch;
}

const payFastBase = (config: AppConfig): string | undefined => config.raw.PAYFAST_URL?.replace(/\/+$/, '');

/**
 * Where the buyer's browser posts the checkout form for the config's gateway: PAYFAST_URL's, a
 * standalone simulator's public address, or this server's own built-in simulator. The web's
 * Content-Security-Policy lets forms go there (form-action).
 */
export function checkoutProcessUrl(config: AppConfig): string {
  const base = payFastBase(config);
  if (base !== undefined) return `${base}/eng/process`;
  if (config.standaloneSimulators !== null)
    return `${config.standaloneSimulators.publicUrl}${STANDALONE_PAYFAST_PREFIX}/eng/process`;
  return `${config.publicUrl}${PAYFAST_SIMULATOR_PREFIX}/eng/process`;
}

/**
 * The gateway the config asks for: chosen here, in the composition root, so the PayFast adapter
 * knows nothing of the configuration or of where the simulators run. Without PAYFAST_URL: the simulator of a standalone
 * `bidpilot simulators` process when SIMULATORS_URL names one, otherwise the built-in simulator
 * that this very process serves; the buyer's browser reaches it at PUBLIC_URL, the server
 * confirmation goes over loopback, and only loopback may notify. With PAYFAST_URL: that PayFast
 * (sandbox or live), whose merchant id and key are then required.
 */
export function payFastGatewayFor(config: AppConfig, wiring: PayFastWiring = {}): PayFastGateway {
  const base = payFastBase(config);
  if (base === undefined && config.standaloneSimulators !== null)
    return standaloneSimulatorGateway(config, config.standaloneSimulators, wiring);
  if (base === undefined) {
    return new PayFastGateway({
      processUrl: checkoutProcessUrl(config),
      validateUrl: `http://127.0.0.1:${config.port}${PAYFAST_SIMULATOR_PREFIX}/eng/query/validate`,
      apiUrl: `http://127.0.0.1:${config.port}${PAYFAST_SIMULATOR_PREFIX}${SIMULATOR_API_PATH}`,
      ...PAYFAST_SANDBOX_MERCHANT,
      isSandbox: true,
      trustedSources: loopbackSources(),
      fetch: wiring.fetch,
    });
  }
  const { PAYFAST_MERCHANT_ID: merchantId, PAYFAST_MERCHANT_KEY: merchantKey } = config.raw;
  if (merchantId === undefined || merchantKey === undefined) {
    const missing = [
      merchantId === undefined ? 'PAYFAST_MERCHANT_ID' : null,
      merchantKey === undefined ? 'PAYFAST_MERCHANT_KEY' : null,
    ].filter((name) => name !== null);
    throw new ConfigError(`Invalid configuration:\n- ${missing.join(' and ')} must be set when PAYFAST_URL is set`);
  }
  return new PayFastGateway({
    processUrl: checkoutProcessUrl(config),
    validateUrl: `${base}/eng/query/validate`,
    apiUrl: payFastApiUrl(base),
    merchantId,
    merchantKey,
    passphrase: config.raw.PAYFAST_PASSPHRASE ?? null,
    isSandbox: new URL(base).hostname === 'sandbox.payfast.co.za',
    trustedSources: payFastSources({ resolve: wiring.resolve }),
    fetch: wiring.fetch,
  });
}

/**
 * The PayFast simulator of a standalone `bidpilot simulators` process (SIMULATORS_URL): the buyer's
 * browser reaches it at its public address, this server at its own; only the addresses its host
 * name resolves to may notify, as PayFast's own hosts are checked for the real one.
 */
function standaloneSimulatorGateway(
  config: AppConfig,
  simulators: NonNullable<AppConfig['standaloneSimulators']>,
  wiring: PayFastWiring,
): PayFastGateway {
  const base = `${simulators.url}${STANDALONE_PAYFAST_PREFIX}`;
  return new PayFastGateway({
    processUrl: checkoutProcessUrl(config),
    validateUrl: `${base}/eng/query/validate`,
    apiUrl: `${base}${SIMULATOR_API_PATH}`,
    ...PAYFAST_SANDBOX_MERCHANT,
    isSandbox: true,
    trustedSources: payFastSources({
      ranges: [],
      hosts: [new URL(simulators.url).hostname.replace(/^\[(.*)\]$/, '$1')],
      resolve: wiring.resolve,
    }),
    fetch: wiring.fetch,
  });
}
