import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeTree } from './fake-tree.js';
import { sandboxNamedPaths } from './simulator-naming.js';

const adapters = resolve(import.meta.dirname, '../../adapters');

describe('the built-in simulators', () => {
  it('have one name: no file or folder under adapters/ is named sandbox', () => {
    expect(sandboxNamedPaths(adapters)).toEqual([]);
  });

  it('flags a sandbox-named folder or file in any case, and lets simulator names pass', () => {
    const root = fakeTree({
      'sandbox/freelancer/router.ts': '',
      'simulators/payfast/sandbox-checkouts.test.ts': '',
      'simulators/slack/slack-Sandbox-state.ts': '',
      'simulators/telegram/telegram-simulator-router.ts': '',
      'payments/payfast/payfast-config.ts': 'export const PAYFAST_SANDBOX_MERCHANT = {};\n',
    });
    expect(sandboxNamedPaths(root)).toEqual([
      'sandbox',
      'simulators/payfast/sandbox-checkouts.test.ts',
      'simulators/slack/slack-Sandbox-state.ts',
    ]);
  });
});
