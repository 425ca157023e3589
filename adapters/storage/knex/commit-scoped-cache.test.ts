import { describe, expect, it } from 'vitest';
import { CommitScopedCache } from './commit-scoped-cache.js';

describe('CommitScopedCache', () => {
  it('gives a kept answer back under the stamp it was read under', () => {
    const cache = new CommitScopedCache<string>(10);
    const stamp = {};
    expect(cache.get('u1', stamp)).toBeUndefined();
    expect(cache.keep('u1', stamp, 'Ada')).toBe('Ada');
    expect(cache.get('u1', stamp)).toBe('Ada');
    expect(cache.get('u2', stamp)).toBeUndefined();
  });

  it('forgets every answer once a new stamp is seen', () => {
    const cache = new CommitScopedCache<string>(10);
    const before = {};
    cache.get('u1', before);
    cache.keep('u1', before, 'Ada');
    const after = {};
    expect(cache.get('u1', after)).toBeUndefined();
    // The old stamp does not bring it back.
    expect(cache.get('u1', before)).toBeUndefined();
  });

  it('does not keep an answer read under a stamp a later look has replaced', () => {
    const cache = new CommitScopedCache<string>(10);
    const before = {};
    cache.get('u1', before);
    // Another request sees a commit while this read was under way.
    const after = {};
    cache.get('u2', after);
    cache.keep('u1', before, 'Ada (before the commit)');
    expect(cache.get('u1', after)).toBeUndefined();
  });

  it('keeps no absence: a user not found is read again', () => {
    const cache = new CommitScopedCache<string>(10);
    const stamp = {};
    cache.get('u1', stamp);
    expect(cache.keep('u1', stamp, null)).toBeNull();
    expect(cache.get('u1', stamp)).toBeUndefined();
  });

  it('holds at most its capacity, still refreshing the answers it holds', () => {
    const cache = new CommitScopedCache<string>(2);
    const stamp = {};
    cache.get('any', stamp);
    for (const key of ['u1', 'u2', 'u3']) cache.keep(key, stamp, key.toUpperCase());
    expect([cache.get('u1', stamp), cache.get('u2', stamp), cache.get('u3', stamp)]).toEqual(['U1', 'U2', undefined]);
    cache.keep('u2', stamp, 'U2 again');
    expect(cache.get('u2', stamp)).toBe('U2 again');
  });
});
