import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';
import { ConfigError, databaseUrlOf, parseEnv } from './env.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'bp-config-'));

describe('parseEnv', () => {
  it('serves the embedded default when nothing is set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SCHEDULER: 'on' });
    expect(databaseUrlOf(env)).toBe('sqlite:data/bidpilot.sqlite');
  });

  it('puts the default SQLite file in DATA_DIR, beside secrets.json, and keeps a DATABASE_URL that is set', () => {
    expect(databaseUrlOf(parseEnv({ DATA_DIR: '/srv/bidpilot' }))).toBe('sqlite:/srv/bidpilot/bidpilot.sqlite');
    expect(databaseUrlOf(parseEnv({ DATA_DIR: '/srv/bidpilot', DATABASE_URL: 'postgres://app@db/bp' }))).toBe('postgres://app@db/bp');
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ PORT: '  ', SCHEDULER: '' })).toMatchObject({ PORT: 3000, SCHEDULER: 'on' });
  });

  it('names every bad variable in one message', () => {
    expect(() => parseEnv({ PORT: 'eighty', SCHEDULER: 'maybe', ENCRYPTION_KEY: 'short' })).toThrow(ConfigError);
    try {
      parseEnv({ PORT: 'eighty', SCHEDULER: 'maybe', ENCRYPTION_KEY: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('SCHEDULER');
      expect(message).toContain('ENCRYPTION_KEY must be 64 hex characters');
    }
  });

  it('reads TRUST_PROXY as the number of proxies in front of the server, off by default', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'on' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it.each(['yes', 'true', '0', '-1', '1.5', '10', 'on,off', ' 2x'])('refuses TRUST_PROXY=%s naming the variable', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/- TRUST_PROXY: TRUST_PROXY must be off, on or the number of proxies/);
  });
});

describe('loadConfig', () => {
  it('generates secrets once into the data folder and reuses them', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });

    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.encryptionKey).toHaveLength(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toHaveProperty('encryptionKey');
  });

  it('prefers secrets from the environment', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: 'ab'.repeat(32) });
    expect(config.jwtSecret).toBe('x'.repeat(40));
    expect(config.encryptionKey.toString('hex')).toBe('ab'.repeat(32));
  });

  it('requires real secrets in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(/JWT_SECRET and ENCRYPTION_KEY are required/);
  });

  it('opens the SQLite file in DATA_DIR when DATABASE_URL is not set', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).database).toEqual({ dialect: 'sqlite', connection: join(dir, 'bidpilot.sqlite') });
  });

  it('derives PUBLIC_URL from the port and parses DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '4100', DATABASE_URL: 'postgres://app@db:5432/bidpilot' });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.database).toEqual({ dialect: 'postgres', connection: 'postgres://app@db:5432/bidpilot' });
  });

  it('trusts no proxy unless TRUST_PROXY says how many', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustedProxyHops).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'on' }).trustedProxyHops).toBe(1);
  });

  it('refuses an unknown database scheme and a half-configured admin', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with sqlite: or postgres:\/\//);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
  });
});
