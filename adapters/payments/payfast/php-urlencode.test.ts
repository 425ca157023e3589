import { describe, expect, it } from 'vitest';
import { phpUrlencode } from './php-urlencode.js';

describe('phpUrlencode', () => {
  // PHP urlencode's table, which PayFast signs with (docs/design.md#payfast).
  it.each([
    ['a b', 'a+b'],
    ['a+b', 'a%2Bb'],
    ['a~b', 'a%7Eb'],
    ['a*b', 'a%2Ab'],
    ["a'b", 'a%27b'],
    ['(a)', '%28a%29'],
    ['a!b', 'a%21b'],
    ['é', '%C3%A9'],
    ['a/b:c?d=e&f', 'a%2Fb%3Ac%3Fd%3De%26f'],
  ])('encodes %j as %j', (input, expected) => {
    expect(phpUrlencode(input)).toBe(expected);
  });

  it('keeps letters, digits and - _ . as they are', () => {
    expect(phpUrlencode('AZaz09-_.')).toBe('AZaz09-_.');
  });

  it('encodes every other ASCII byte, control characters included, with two upper-case hex digits', () => {
    expect(phpUrlencode('\n\t#%@,;')).toBe('%0A%09%23%25%40%2C%3B');
  });

  it('encodes characters outside the basic plane as their four UTF-8 bytes', () => {
    expect(phpUrlencode('R😀')).toBe('R%F0%9F%98%80');
  });

  it('answers an empty string for an empty string', () => {
    expect(phpUrlencode('')).toBe('');
  });
});
