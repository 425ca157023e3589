import { describe, expect, it } from 'vitest';
import { sentenceAround } from './sentence.js';

describe('sentenceAround', () => {
  it('answers the sentence holding the span, cut at the sentence ends on either side', () => {
    const text = 'We sell shoes. Pay with paypal at checkout! Thanks';
    const index = text.indexOf('paypal');
    expect(sentenceAround(text, index, 'paypal'.length)).toBe(' Pay with paypal at checkout');
  });

  it('answers up to the text ends when no sentence ends around it, and a line break ends one too', () => {
    expect(sentenceAround('pay by wise', 7, 4)).toBe('pay by wise');
    expect(sentenceAround('intro\npay by wise\nmore', 13, 4)).toBe('pay by wise');
  });
});
