import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import type { PasswordHasher } from '../../ports/password-hasher.port.js';
import { EnsureFirstAdmin } from './ensure-first-admin.js';

/** Hashes are readable, so a test can tell whose password a row keeps. */
const plainHasher: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  verify: async (hash, password) => hash === `hashed:${password}`,
};

describe('EnsureFirstAdmin', () => {
  let storage: InMemoryStorage;
  let ensure: EnsureFirstAdmin;

  beforeEach(() => {
    storage = new InMemoryStorage(new FixedClock('2026-03-01T10:00:00.000Z'));
    ensure = new EnsureFirstAdmin(storage.users, plainHasher);
  });

  it('creates the admin with the given password when the system has none, under the canonical address', async () => {
    const outcome = await ensure.execute({ email: 'ＲＯＯＴ@Example.com', password: 'Adm1n!pass' });

    expect(outcome).toMatchObject({
      kind: 'created',
      user: { email: 'root@example.com', role: 'admin', passwordHash: 'hashed:Adm1n!pass' },
    });
  });

  it('keeps the given name trimmed, and refuses one with control or invisible characters, creating no admin', async () => {
    await expect(
      ensure.execute({ email: 'root@example.com', password: 'Adm1n!pass', name: 'Root\u202Etoor' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'name' } });
    await expect(
      ensure.execute({ email: 'root@example.com', password: 'Adm1n!pass', name: 'Ad\u200Bmin' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'name' } });
    expect(await storage.users.countByRole('admin')).toBe(0);

    const outcome = await ensure.execute({ email: 'root@example.com', password: 'Adm1n!pass', name: '  Root  ' });
    expect(outcome).toMatchObject({ kind: 'created', user: { name: 'Root' } });
  });

  it('refuses to promote an ordinary account with that address, and leaves it as it was', async () => {
    const squatter = await storage.users.create({
      name: 'Early Bird',
      email: 'root@example.com',
      passwordHash: 'hashed:Squatter!1',
    });

    await expect(ensure.execute({ email: 'Root@example.com', password: 'Adm1n!pass' })).rejects.toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: expect.stringContaining('is not an admin'),
    });
    expect(await storage.users.findById(squatter.id)).toEqual(squatter);
    expect(await storage.users.countByRole('admin')).toBe(0);
  });

  it('changes nothing when an admin exists, whether or not it has that address', async () => {
    const admin = await storage.users.create({
      name: 'Admin',
      email: 'root@example.com',
      passwordHash: 'hashed:Old!pass1',
      role: 'admin',
    });

    expect(await ensure.execute({ email: 'root@example.com', password: 'New!pass1' })).toEqual({
      kind: 'admin-exists',
    });
    expect(await ensure.execute({ email: 'other@example.com', password: 'New!pass1' })).toEqual({
      kind: 'admin-exists',
    });
    expect(await storage.users.findById(admin.id)).toEqual(admin);
    expect((await storage.users.counts()).total).toBe(1);
  });

  it('refuses a password that breaks the policy with its message, and creates nobody', async () => {
    await expect(ensure.execute({ email: 'root@example.com', password: 'password' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must contain: uppercase letter, number, symbol',
    });
    expect((await storage.users.counts()).total).toBe(0);
  });

  it('refuses an address with an invisible character', async () => {
    await expect(ensure.execute({ email: 'root@example.com\u200B', password: 'Adm1n!pass' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('enables again a disabled admin with that address and the given password when no admin is enabled, ending its old sessions', async () => {
    const admin = await storage.users.create({
      name: 'Admin',
      email: 'root@example.com',
      passwordHash: 'hashed:Old!pass1',
      role: 'admin',
    });
    await storage.users.startSession({
      id: 'old-session',
      userId: admin.id,
      startedAt: new Date('2026-02-01T00:00:00Z'),
    });
    await storage.users.update(admin.id, { isActive: false });

    const outcome = await ensure.execute({ email: 'ROOT@example.com', password: 'New!pass12' });

    expect(outcome).toMatchObject({
      kind: 're-enabled',
      user: { id: admin.id, isActive: true, passwordHash: 'hashed:New!pass12' },
    });
    expect(await storage.users.findSession('old-session')).toBeNull();
    expect(await ensure.execute({ email: 'root@example.com', password: 'Other!pass1' })).toEqual({
      kind: 'admin-exists',
    });
  });

  it('creates a new admin when every admin is disabled and the address is another', async () => {
    const admin = await storage.users.create({
      name: 'Admin',
      email: 'root@example.com',
      passwordHash: 'hashed:Old!pass1',
      role: 'admin',
    });
    await storage.users.update(admin.id, { isActive: false });

    expect(await ensure.execute({ email: 'new@example.com', password: 'New!pass12' })).toMatchObject({
      kind: 'created',
      user: { email: 'new@example.com', role: 'admin' },
    });
    expect(await storage.users.findById(admin.id)).toMatchObject({ isActive: false });
  });
});
