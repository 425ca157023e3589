import { describe, expect, it } from 'vitest';
import { GUARD_REASONS, PROPOSAL_MAX_CHARS, PROPOSAL_MIN_CHARS, checkProposal } from './proposal-guard.js';

describe('checkProposal: length limits', () => {
  it('holds a proposal shorter than the minimum', () => {
    expect(checkProposal('I can do it. Thanks!', [])).toEqual({ kind: 'hold', reason: GUARD_REASONS.tooShort });
    expect(checkProposal(`  ${'x'.repeat(PROPOSAL_MIN_CHARS - 1)}  `, [])).toEqual({
      kind: 'hold',
      reason: 'The proposal is too short to send (under 30 characters).',
    });
  });

  it('holds a proposal longer than the maximum', () => {
    const long = `${'word '.repeat(PROPOSAL_MAX_CHARS / 5)}done.`;
    expect(checkProposal(long, [])).toEqual({
      kind: 'hold',
      reason: 'The proposal is too long to send (over 1,500 characters).',
    });
  });

  it('measures what would be sent: the text without its contact sentence', () => {
    const long = `${'word '.repeat(PROPOSAL_MAX_CHARS / 5 - 1)}done.\nEmail: ada@example.com`;
    expect(checkProposal(long, [])).toMatchObject({ kind: 'pass', removed: ['email'] });
  });
});
