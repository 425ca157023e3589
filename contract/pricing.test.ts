import { describe, expect, it } from 'vitest';
import { purchaseSuccessToast } from './pricing.js';

describe('purchaseSuccessToast', () => {
  it('names the plan when a purchase succeeded', () => {
    expect(purchaseSuccessToast('Professional')).toBe('Professional plan purchased successfully!');
  });
});
