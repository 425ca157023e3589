import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeTree } from './fake-tree.js';
import { citationsOfMissingDocuments, danglingDesignLinks, headingAnchor } from './design-citations.js';

const repoRoot = resolve(import.meta.dirname, '../..');
const CITING_ROOTS = ['core', 'adapters', 'cli', 'contract', 'web', 'tests', 'docs', 'README.md'];
/** This check's own files quote the citations it looks for. */
const notOwn = (finding: string): boolean => !finding.startsWith('tests/architecture/design-citations');

describe('design citations', () => {
  it('points every docs/design.md#section link at a section that exists', () => {
    expect(danglingDesignLinks(repoRoot, CITING_ROOTS).filter(notOwn)).toEqual([]);
  });

  it('cites no document the repository does not hold', () => {
    expect(citationsOfMissingDocuments(repoRoot, CITING_ROOTS).filter(notOwn)).toEqual([]);
  });

  it('reads anchors as GitHub makes them', () => {
    expect(['Product and roles', 'PayFast', 'Spec texts', 'The wire contract (contract/)'].map(headingAnchor)).toEqual([
      'product-and-roles',
      'payfast',
      'spec-texts',
      'the-wire-contract-contract',
    ]);
  });

  it('flags a link to a section that is not there, with its file and line', () => {
    const root = fakeTree({
      'docs/design.md': '# Design\n\n## Engine\n',
      'core/a.ts': '// ok (docs/design.md#engine)\n// gone (docs/design.md#ledger)\n',
    });
    expect(danglingDesignLinks(root, ['core'])).toEqual([
      'core/a.ts:2 cites docs/design.md#ledger, which has no such section',
    ]);
  });

  it('flags citations of DESIGN, STACK.md, the spec by section, apis.md and any § but an RFC’s, and lets the design page pass', () => {
    const root = fakeTree({
      'core/a.ts': "/** Rule (DESIGN §4 Engine). */\n/** Fine (docs/design.md#engine), and the spec's own texts. */\n",
      'docs/adr/0001-x.md': 'As STACK.md says.\nSpec 001 §2 too.\n',
      'adapters/b.ts': '// apis.md §2.4\n// the flow (spec §7)\n',
      'README.md': 'Design decisions that DESIGN.md leaves open\n',
      'contract/c.ts':
        '// the payment toasts (§8)\n// Retry-After (RFC 9110 §10.2.3)\n// RFC 9110 §10.2.3 and §15.5.1\n',
    });
    expect(citationsOfMissingDocuments(root, ['core', 'docs', 'adapters', 'README.md', 'contract'])).toEqual([
      'core/a.ts:1: /** Rule (DESIGN §4 Engine). */',
      'docs/adr/0001-x.md:1: As STACK.md says.',
      'docs/adr/0001-x.md:2: Spec 001 §2 too.',
      'adapters/b.ts:1: // apis.md §2.4',
      'adapters/b.ts:2: // the flow (spec §7)',
      'README.md:1: Design decisions that DESIGN.md leaves open',
      'contract/c.ts:1: // the payment toasts (§8)',
      'contract/c.ts:3: // RFC 9110 §10.2.3 and §15.5.1',
    ]);
  });
});
