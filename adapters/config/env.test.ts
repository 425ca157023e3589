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
    expect(databaseUrlOf(parseEnv({ DATA_DIR: '/srv/bidpilot', DATABASE_URL: 'postgres://app@db/bp' }))).toBe(
      'postgres://app@db/bp',
    );
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

  it.each(['yes', 'true', '0', '-1', '1.5', '10', 'on,off', ' 2x'])(
    'refuses TRUST_PROXY=%s naming the variable',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
        /- TRUST_PROXY: TRUST_PROXY must be off, on or the number of proxies/,
      );
    },
  );
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
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET and ENCRYPTION_KEY are required/,
    );
  });

  describe('the built-in simulators', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: 'ab'.repeat(32) };
    const realPayFast = {
      PAYFAST_URL: 'https://www.payfast.co.za',
      PAYFAST_MERCHANT_ID: '10000100',
      PAYFAST_MERCHANT_KEY: '46f0cd694581a',
    };
    const realFreelancer = {
      MARKETPLACE_URL: 'https://www.freelancer.com',
      MARKETPLACE_FEED_TOKEN: 'feed-service-token',
    };
    const realSmtp = {
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'BidPilot <alerts@example.com>',
    };
    const offlineChannels = { mail: true, telegram: true, slack: true };

    it('serve whatever has no URL by default outside production, so `npm start` runs offline', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).simulators).toEqual({
        payments: true,
        freelancer: true,
        ...offlineChannels,
      });
      expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', ...realFreelancer }).simulators).toEqual({
        payments: true,
        freelancer: false,
        ...offlineChannels,
      });
    });

    it('are refused in production, naming both URLs and SIMULATORS=on', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production })).toThrow(
        /^Invalid configuration:\n- PAYFAST_URL, MARKETPLACE_URL and SMTP_URL are required when NODE_ENV=production: .*SIMULATORS=on/,
      );
    });

    it.each([
      ['PAYFAST_URL', { ...realFreelancer, ...realSmtp }],
      ['MARKETPLACE_URL', { ...realPayFast, ...realSmtp }],
      ['SMTP_URL', { ...realPayFast, ...realFreelancer }],
    ])('are refused in production with one URL only, naming %s', (missing, given) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, ...given })).toThrow(
        new RegExp(`^Invalid configuration:\\n- ${missing} is required when NODE_ENV=production`),
      );
    });

    it('are refused in production when SIMULATORS is anything but on', () => {
      for (const SIMULATORS of ['off', '  '])
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, SIMULATORS })).toThrow(
          /PAYFAST_URL, MARKETPLACE_URL and SMTP_URL are required/,
        );
      expect(() => parseEnv({ SIMULATORS: 'yes' })).toThrow(/- SIMULATORS: /);
    });

    it('run in production only when SIMULATORS=on says so: a demo', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...production, SIMULATORS: 'on' }).simulators).toEqual({
        payments: true,
        freelancer: true,
        ...offlineChannels,
      });
      expect(loadConfig({ DATA_DIR: dataDir(), ...production, SIMULATORS: 'on', ...realPayFast }).simulators).toEqual({
        payments: false,
        freelancer: true,
        ...offlineChannels,
      });
    });

    it('are not used in production when every URL is set; Telegram is then simply off without a token', () => {
      expect(
        loadConfig({ DATA_DIR: dataDir(), ...production, ...realPayFast, ...realFreelancer, ...realSmtp }).simulators,
      ).toEqual({ payments: false, freelancer: false, mail: false, telegram: false, slack: false });
    });

    it('stand in for Telegram only without TELEGRAM_BOT_TOKEN', () => {
      const token = { TELEGRAM_BOT_TOKEN: '123456:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw' };
      expect(loadConfig({ DATA_DIR: dataDir(), ...token }).simulators.telegram).toBe(false);
      expect(() => parseEnv({ TELEGRAM_BOT_TOKEN: 'not-a-token' })).toThrow(
        /- TELEGRAM_BOT_TOKEN: TELEGRAM_BOT_TOKEN must look like/,
      );
    });

    it.each(['production', 'development', 'test'])(
      "leave no server on the real Freelancer to read the feed with a user's token: MARKETPLACE_FEED_TOKEN is required with MARKETPLACE_URL (NODE_ENV=%s)",
      (NODE_ENV) => {
        const withoutFeedToken = {
          ...production,
          ...realPayFast,
          ...realSmtp,
          NODE_ENV,
          MARKETPLACE_URL: 'https://www.freelancer.com',
        };
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...withoutFeedToken })).toThrow(
          /^Invalid configuration:\n- MARKETPLACE_FEED_TOKEN is required with MARKETPLACE_URL set/,
        );
        expect(
          loadConfig({ DATA_DIR: dataDir(), ...withoutFeedToken, MARKETPLACE_FEED_TOKEN: 'feed-service-token' })
            .simulators.freelancer,
        ).toBe(false);
      },
    );

    it("let the built-in Freelancer simulator read the feed with users' tokens in turn, with or without SIMULATORS=on", () => {
      expect(
        loadConfig({ DATA_DIR: dataDir(), ...production, SIMULATORS: 'on', ...realPayFast }).raw.MARKETPLACE_FEED_TOKEN,
      ).toBeUndefined();
      expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).raw.MARKETPLACE_FEED_TOKEN).toBeUndefined();
    });

    it('are refused anywhere with SIMULATORS=off', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), SIMULATORS: 'off', ...realPayFast, ...realSmtp })).toThrow(
        /^Invalid configuration:\n- MARKETPLACE_URL is required with SIMULATORS=off/,
      );
      expect(
        loadConfig({ DATA_DIR: dataDir(), SIMULATORS: 'off', ...realPayFast, ...realFreelancer, ...realSmtp })
          .simulators,
      ).toEqual({ payments: false, freelancer: false, mail: false, telegram: false, slack: false });
    });
  });

  describe('mail', () => {
    it('requires MAIL_FROM with SMTP_URL, and an smtp: or smtps: URL', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://localhost:25' })).toThrow(
        /^Invalid configuration:\n- MAIL_FROM is required with SMTP_URL/,
      );
      expect(() => parseEnv({ SMTP_URL: 'https://smtp.example.com' })).toThrow(
        /- SMTP_URL: SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
      );
      expect(
        loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://localhost:25', MAIL_FROM: 'alerts@example.com' }).simulators
          .mail,
      ).toBe(false);
    });
  });

  it('opens the SQLite file in DATA_DIR when DATABASE_URL is not set', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).database).toEqual({
      dialect: 'sqlite',
      connection: join(dir, 'bidpilot.sqlite'),
    });
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

  it('writes readable log lines unless production or LOG_FORMAT=json says JSON', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).logFormat).toBe('pretty');
    expect(loadConfig({ DATA_DIR: dataDir(), LOG_FORMAT: 'json' }).logFormat).toBe('json');
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      SIMULATORS: 'on',
      JWT_SECRET: 'j'.repeat(32),
      ENCRYPTION_KEY: 'a'.repeat(64),
    };
    expect(loadConfig(production).logFormat).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => parseEnv({ LOG_FORMAT: 'xml' })).toThrow(/- LOG_FORMAT/);
  });

  it('serves metrics only with a METRICS_TOKEN long enough not to be guessed', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metricsToken).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'm'.repeat(16) }).metricsToken).toBe('m'.repeat(16));
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => parseEnv({ METRICS_TOKEN: 'with a space in it!' })).toThrow(/METRICS_TOKEN must be printable ASCII/);
  });

  it('serves metrics on a METRICS_PORT of their own only with the token they ask for', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metricsPort).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'm'.repeat(16), METRICS_PORT: '9464' }).metricsPort).toBe(
      9464,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '9464' })).toThrow(/METRICS_PORT needs METRICS_TOKEN/);
    expect(() => parseEnv({ METRICS_PORT: '70000' })).toThrow(/- METRICS_PORT/);
  });

  it('refuses an unknown database scheme and a half-configured admin', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must start with sqlite: or postgres:\/\//,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.co' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
  });
});

describe('a standalone simulators process', () => {
  it('serves the simulators wherever SIMULATORS_URL says, browsers reaching them at SIMULATORS_PUBLIC_URL, and they still count as simulated', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).standaloneSimulators).toBeNull();
    const shared = loadConfig({ DATA_DIR: dataDir(), SIMULATORS_URL: 'http://simulators:4400/' });
    expect(shared.standaloneSimulators).toEqual({ url: 'http://simulators:4400', publicUrl: 'http://simulators:4400' });
    expect(shared.simulators).toMatchObject({ payments: true, freelancer: true });
    const published = loadConfig({
      DATA_DIR: dataDir(),
      SIMULATORS_URL: 'http://simulators:4400',
      SIMULATORS_PUBLIC_URL: 'https://demo.example.com:4400',
    });
    expect(published.standaloneSimulators).toEqual({
      url: 'http://simulators:4400',
      publicUrl: 'https://demo.example.com:4400',
    });
  });

  it('is refused in production without SIMULATORS=on, like the built-in simulators', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ENCRYPTION_KEY: 'a'.repeat(64),
      SIMULATORS_URL: 'http://simulators:4400',
    };
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...production })).toThrow(/SIMULATORS=on/);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, SIMULATORS: 'on' }).standaloneSimulators).not.toBeNull();
  });

  it('listens on SIMULATORS_PORT, 4400 by default', () => {
    expect(parseEnv({}).SIMULATORS_PORT).toBe(4400);
    expect(parseEnv({ SIMULATORS_PORT: '5400' }).SIMULATORS_PORT).toBe(5400);
    expect(() => parseEnv({ SIMULATORS_NOTIFY_URL: 'api:3000/notify' })).toThrow(
      /SIMULATORS_NOTIFY_URL: must be an http/,
    );
    expect(() => parseEnv({ SIMULATORS_URL: 'file:///etc/passwd' })).toThrow(/SIMULATORS_URL: must be an http/);
  });
});

describe('TEST_ENGINE_TICK_SECONDS', () => {
  it('ticks the engine every minute unless a test asks for every few seconds, never in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).engineTickPattern).toBe('0 * * * * *');
    expect(loadConfig({ DATA_DIR: dataDir(), TEST_ENGINE_TICK_SECONDS: '5' }).engineTickPattern).toBe('*/5 * * * * *');
    expect(() => parseEnv({ TEST_ENGINE_TICK_SECONDS: '60' })).toThrow(/TEST_ENGINE_TICK_SECONDS/);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ENCRYPTION_KEY: 'a'.repeat(64),
      SIMULATORS: 'on',
    };
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, TEST_ENGINE_TICK_SECONDS: '5' })).toThrow(
      /TEST_ENGINE_TICK_SECONDS is for tests/,
    );
  });
});
