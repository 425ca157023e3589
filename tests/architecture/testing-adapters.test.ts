import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeTree } from './fake-tree.js';
import { testingAdapterImports } from './layer-boundaries.js';

const repoRoot = resolve(import.meta.dirname, '../..');

describe('test-only fakes', () => {
  it('are imported by tests alone', () => {
    expect(testingAdapterImports(repoRoot)).toEqual([]);
  });

  it('flags a product file importing adapters/testing, and allows tests and the fakes themselves', () => {
    const root = fakeTree({
      'adapters/composition/runtime.ts': "import { FakePaymentGateway } from '../testing/fake-payment-gateway.js';\n",
      'adapters/composition/runtime.test.ts':
        "import { FakePaymentGateway } from '../testing/fake-payment-gateway.js';\n",
      'adapters/testing/fake-payment-gateway.ts':
        "import { formatMinor } from '../../core/domain/money/minor-units.js';\nimport { x } from './other-fake.js';\n",
      'cli/src/program.ts':
        "import type { RecordingWebhookTransport } from '../../adapters/testing/recording-webhook-transport.js';\n",
      'core/use-cases/pay.ts': "import { y } from '../ports/payment-gateway.port.js';\n",
    });
    expect(testingAdapterImports(root)).toEqual([
      'cli/src/program.ts imports ../../adapters/testing/recording-webhook-transport.js',
      'adapters/composition/runtime.ts imports ../testing/fake-payment-gateway.js',
    ]);
  });
});
