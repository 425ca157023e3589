/** PayFast's published sandbox merchant (docs/design.md#payfast): the built-in simulator's merchant. */
export const PAYFAST_SANDBOX_MERCHANT = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
} as const;

/** Where main.ts mounts the built-in simulator. */
export const PAYFAST_SIMULATOR_PREFIX = '/sandbox/payfast';

/** Where the built-in simulator serves PayFast's REST API, below its prefix. */
export const SIMULATOR_API_PATH = '/api';

/** PayFast's REST API for a PayFast process host (sandbox and live share it); another host serves it at /api, as the simulator does. */
export function payFastApiUrl(base: string): string {
  const host = new URL(base).hostname;
  return host === 'payfast.co.za' || host.endsWith('.payfast.co.za')
    ? 'https://api.payfast.co.za'
    : `${base}${SIMULATOR_API_PATH}`;
}
