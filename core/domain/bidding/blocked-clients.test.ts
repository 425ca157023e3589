import { describe, expect, it } from 'vitest';
import {
  isClientId,
  MAX_BLOCKED_CLIENTS,
  TOO_MANY_BLOCKED_CLIENTS,
  withBlockedClient,
  withoutBlockedClient,
} from './blocked-clients.js';

describe('blocked clients', () => {
  it.each([
    ['81234567', true],
    ['1', true],
    ['9'.repeat(19), true],
    ['9'.repeat(20), false],
    ['0', false],
    ['007', false],
    ['-5', false],
    ['4.5', false],
    ['', false],
    [' 42', false],
    ['42\n', false],
    ['abc', false],
  ])('%j is a client id: %s', (id, expected) => {
    expect(isClientId(id)).toBe(expected);
  });

  it('adds a client at the end, once however often', () => {
    expect(withBlockedClient([], '42')).toEqual(['42']);
    expect(withBlockedClient(['42'], '7')).toEqual(['42', '7']);
    const blocked = ['42', '7'];
    expect(withBlockedClient(blocked, '7')).toBe(blocked);
  });

  it(`refuses a client past ${MAX_BLOCKED_CLIENTS}, but not one already blocked in a full list`, () => {
    const full = Array.from({ length: MAX_BLOCKED_CLIENTS }, (_, i) => String(i + 1));
    expect(() => withBlockedClient(full, '99999')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: TOO_MANY_BLOCKED_CLIENTS }),
    );
    expect(withBlockedClient(full, '1')).toBe(full);
    expect(withBlockedClient(full.slice(1), '99999')).toHaveLength(MAX_BLOCKED_CLIENTS);
  });

  it('removes a client, and leaves a list without them as it was', () => {
    expect(withoutBlockedClient(['42', '7', '9'], '7')).toEqual(['42', '9']);
    const blocked = ['42'];
    expect(withoutBlockedClient(blocked, '7')).toBe(blocked);
  });
});
