import { describe, expect, it } from 'vitest';
import { CLEAN, withLine } from '../../../tests/fixtures/proposal-guard-cases.js';
import {
  GUARD_REASONS,
  NEAR_DUPLICATE_SIMILARITY,
  RECENT_PROPOSALS,
  checkProposal,
  jaccard,
  shingles,
} from './proposal-guard.js';

/** Near-copies of the user’s recent proposals: written again once, then held. */

describe('checkProposal: near-duplicates of recent proposals', () => {
  /** 20 distinct words: 18 shingles; changing the last k words changes exactly k shingles. */
  const base = Array.from({ length: 20 }, (_, i) => `w${i}`);
  const variant = (changedAtEnd: number): string =>
    [...base.slice(0, base.length - changedAtEnd), ...Array.from({ length: changedAtEnd }, (_, i) => `other${i}`)].join(
      ' ',
    );

  it('measures word 3-shingle Jaccard similarity, ignoring case and punctuation', () => {
    expect(shingles('Hello, World! hello world')).toEqual(new Set(['hello world hello', 'world hello world']));
    expect(jaccard(shingles('a b c d'), shingles('A, b; c. d!'))).toBe(1);
    expect(jaccard(shingles(variant(0)), shingles(variant(2)))).toBeCloseTo(16 / 20);
    expect(jaccard(shingles(variant(0)), shingles(variant(3)))).toBeCloseTo(15 / 21);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });

  it('asks for a rewrite at the threshold, and passes just below it', () => {
    expect(jaccard(shingles(variant(0)), shingles(variant(2)))).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
    expect(checkProposal(variant(2), ['unrelated text entirely here', variant(0)])).toEqual({
      kind: 'rewrite',
      reason: GUARD_REASONS.nearDuplicate,
      similarTo: variant(0),
    });
    expect(checkProposal(variant(3), [variant(0)])).toMatchObject({ kind: 'pass', text: variant(3) });
  });

  it('holds a rewrite that is still a near-copy', () => {
    expect(checkProposal(variant(1), [variant(0)], { afterRewrite: true })).toEqual({
      kind: 'hold',
      reason: GUARD_REASONS.stillDuplicate,
    });
    expect(checkProposal(variant(5), [variant(0)], { afterRewrite: true })).toMatchObject({ kind: 'pass' });
  });

  it('takes an identical proposal for a near-copy, and the same template for another project for none', () => {
    const other = withLine(
      'I can deliver it within 30 days for $2,400, starting with the data model and the import of your CSV files.',
    ).replace('React dashboard', 'Shopify store migration');
    expect(checkProposal(CLEAN, [CLEAN])).toMatchObject({ kind: 'rewrite', similarTo: CLEAN });
    expect(checkProposal(other, [CLEAN])).toMatchObject({ kind: 'pass' });
  });

  it('compares the text without its contact details', () => {
    expect(checkProposal(`${CLEAN}\nSkype: live:ada_1`, [CLEAN])).toMatchObject({ kind: 'rewrite' });
  });

  it(`looks at the ${RECENT_PROPOSALS} most recent proposals only`, () => {
    const recent = [
      ...Array.from({ length: RECENT_PROPOSALS }, (_, i) => `unrelated proposal number ${i} about something else`),
      CLEAN,
    ];
    expect(checkProposal(CLEAN, recent)).toMatchObject({ kind: 'pass' });
  });

  it('checks placeholders before similarity', () => {
    expect(checkProposal(withLine('Dear [Client Name],'), [withLine('Dear [Client Name],')])).toMatchObject({
      kind: 'hold',
    });
  });
});
