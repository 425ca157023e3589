import { describe, expect, it } from 'vitest';
import {
  bidStatusTone,
  showsBidReason,
  errorMessageForCard,
  errorMessageForTable,
  proposalPreview,
  truncate,
} from './bid-log-format';

describe('truncate', () => {
  it('keeps the text when it is exactly the limit', () => {
    expect(truncate('a'.repeat(60), 60)).toBe('a'.repeat(60));
  });

  it('cuts to the limit and adds ... when one character longer', () => {
    expect(truncate('a'.repeat(61), 60)).toBe(`${'a'.repeat(60)}...`);
  });

  it('gives an empty string when there is no text', () => {
    expect(truncate(null, 60)).toBe('');
    expect(truncate(undefined, 60)).toBe('');
    expect(truncate('', 60)).toBe('');
  });

  it('does not split an emoji when cutting', () => {
    expect(truncate('ab😀cd', 3)).toBe('ab😀...');
  });
});

describe('bid log helpers', () => {
  const long = 'x'.repeat(200);

  it('cuts error messages at 60 on cards and 80 in the table', () => {
    expect(errorMessageForCard(long)).toHaveLength(63);
    expect(errorMessageForTable(long)).toHaveLength(83);
  });

  it('cuts the proposal preview at 120', () => {
    expect(proposalPreview(long)).toBe(`${'x'.repeat(120)}...`);
    expect(proposalPreview('x'.repeat(120))).toBe('x'.repeat(120));
  });
});

describe('bidStatusTone', () => {
  it('colours the spec statuses when they are known', () => {
    expect(bidStatusTone('accepted')).toBe('green');
    expect(bidStatusTone('submitted')).toBe('yellow');
    expect(bidStatusTone('failed')).toBe('red');
    expect(bidStatusTone('rejected')).toBe('red');
    expect(bidStatusTone('held')).toBe('amber');
    expect(bidStatusTone('replied')).toBe('blue');
    expect(bidStatusTone('declined')).toBe('grey');
  });

  it('uses grey when the status is anything else', () => {
    expect(bidStatusTone('pending')).toBe('grey');
    expect(bidStatusTone('toString')).toBe('grey');
    expect(bidStatusTone('')).toBe('grey');
  });
});

describe('showsBidReason', () => {
  it('shows why for failed, held and declined bids only', () => {
    expect(
      ['failed', 'held', 'declined', 'submitted', 'accepted', 'rejected', 'pending'].filter(showsBidReason),
    ).toEqual(['failed', 'held', 'declined']);
  });
});
