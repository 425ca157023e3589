import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { describeDatabaseUrl, NotADatabaseError, openDatabase } from './open-database.js';

const postgres = (connection: string) => ({ dialect: 'postgres' as const, connection });

describe('DATABASE_URL as it may be printed', () => {
  it('masks the password of its user', () => {
    expect(describeDatabaseUrl(postgres('postgres://bidpilot:s3cret@db:5432/bidpilot'))).toBe(
      'postgres://bidpilot:***@db:5432/bidpilot',
    );
  });

  it('masks every query parameter that carries a secret, and keeps the others', () => {
    const shown = describeDatabaseUrl(
      postgres(
        'postgres://db/x?password=topsecret&sslmode=require&sslpassword=p2&sslkey=%2Fkeys%2Fk.pem&api_token=t0&client_secret=s1',
      ),
    );
    for (const secret of ['topsecret', 'p2', 'k.pem', 't0', 's1']) expect(shown).not.toContain(secret);
    expect(shown).toBe(
      'postgres://db/x?password=***&sslmode=require&sslpassword=***&sslkey=***&api_token=***&client_secret=***',
    );
  });

  it('leaves a URL without secrets and a SQLite path as they are', () => {
    expect(describeDatabaseUrl(postgres('postgres://db/x?sslmode=require'))).toBe('postgres://db/x?sslmode=require');
    expect(describeDatabaseUrl({ dialect: 'sqlite', connection: '/data/bidpilot.sqlite' })).toBe(
      'sqlite:/data/bidpilot.sqlite',
    );
  });

  it('never prints a query-string password when the database cannot be reached', async () => {
    const error = await openDatabase(postgres('postgres://127.0.0.1:1/x?password=topsecret')).catch((e: unknown) => e);
    expect(String(error)).toContain('DATABASE_URL=postgres://127.0.0.1:1/x?password=***');
    expect(String(error)).not.toContain('topsecret');
  });
});

describe('a SQLite file that is no database', () => {
  it('is refused as such, naming the file, and knex prints nothing of its own (no stack)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bp-notadb-')), 'bidpilot.sqlite');
    writeFileSync(file, randomBytes(8192));
    const printed = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    try {
      const error = await openDatabase({ dialect: 'sqlite', connection: file }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotADatabaseError);
      expect((error as Error).message).toContain(`Not a SQLite database: ${file} (file is not a database)`);
      for (const spy of printed) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of printed) spy.mockRestore();
    }
  });
});
