import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from './argon2-password-hasher.js';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id and a fresh salt each time', async () => {
    const first = await hasher.hash('Str0ng!pass');
    const second = await hasher.hash('Str0ng!pass');
    expect(first.startsWith('$argon2id$')).toBe(true);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one or a malformed hash', async () => {
    const stored = await hasher.hash('Str0ng!pass');
    expect(await hasher.verify(stored, 'Str0ng!pass')).toBe(true);
    expect(await hasher.verify(stored, 'str0ng!pass')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'Str0ng!pass')).toBe(false);
  });
});
