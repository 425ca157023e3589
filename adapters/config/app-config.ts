import type { SimulatedSystems } from '../../contract/health.js';
import { parseDatabaseUrl, type DatabaseTarget } from '../storage/knex/knex-client.js';
import { ConfigError, databaseUrlOf, parseEnv, type Env } from './env.js';
import { loadOrCreateSecrets } from './secrets.js';

/** Everything the composition root needs, resolved from the environment once at start. */
export interface AppConfig {
  readonly env: Env['NODE_ENV'];
  readonly port: number;
  readonly publicUrl: string;
  readonly database: DatabaseTarget;
  readonly jwtSecret: string;
  readonly encryptionKey: Buffer;
  readonly scheduler: boolean;
  /** How many proxies' X-Forwarded-For entries name the client (TRUST_PROXY); 0 reads the socket only. */
  readonly trustedProxyHops: number;
  readonly logLevel: Env['LOG_LEVEL'];
  /** LOG_FORMAT, or JSON lines in production and readable lines elsewhere. */
  readonly logFormat: NonNullable<Env['LOG_FORMAT']>;
  /** METRICS_TOKEN: `/metrics` answers only a request bearing it; null serves no metrics over HTTP. */
  readonly metricsToken: string | null;
  /** METRICS_PORT: where a process without the API (`bidpilot worker`) serves `/metrics`; null serves it nowhere else. */
  readonly metricsPort: number | null;
  readonly admin: { readonly email: string; readonly password: string } | null;
  /** Which outside systems the built-in simulators stand in for: those whose URL is not set. */
  readonly simulators: SimulatedSystems;
  /**
   * Where a standalone `bidpilot simulators` process serves the simulated Freelancer and PayFast
   * (SIMULATORS_URL): `url` as this server reaches it, `publicUrl` as browsers do. Null: they serve
   * in this process.
   */
  readonly standaloneSimulators: { readonly url: string; readonly publicUrl: string } | null;
  /** The engine tick's cron pattern: every minute, or every TEST_ENGINE_TICK_SECONDS seconds in tests. */
  readonly engineTickPattern: string;
  readonly raw: Env;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(source);
  const database = parseDatabaseUrl(databaseUrlOf(env));
  if (env.NODE_ENV === 'production' && (env.JWT_SECRET === undefined || env.ENCRYPTION_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n- JWT_SECRET and ENCRYPTION_KEY are required when NODE_ENV=production',
    );
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_TOKEN === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n- METRICS_PORT needs METRICS_TOKEN: metrics are served only to a request bearing it',
    );
  }
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n- ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (env.SMTP_URL !== undefined && env.MAIL_FROM === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n- MAIL_FROM is required with SMTP_URL: every mail must name its sender',
    );
  }
  const simulators = simulatorsOf(env);
  requireFeedToken(env, simulators);
  if (env.NODE_ENV === 'production' && env.TEST_ENGINE_TICK_SECONDS !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n- TEST_ENGINE_TICK_SECONDS is for tests: a production engine ticks every minute',
    );
  }
  const secrets = loadOrCreateSecrets(env.DATA_DIR, { jwtSecret: env.JWT_SECRET, encryptionKey: env.ENCRYPTION_KEY });
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    database,
    jwtSecret: secrets.jwtSecret,
    encryptionKey: Buffer.from(secrets.encryptionKey, 'hex'),
    scheduler: env.SCHEDULER === 'on',
    trustedProxyHops: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty'),
    metricsToken: env.METRICS_TOKEN ?? null,
    metricsPort: env.METRICS_PORT ?? null,
    admin:
      env.ADMIN_EMAIL !== undefined && env.ADMIN_PASSWORD !== undefined
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : null,
    simulators,
    standaloneSimulators: standaloneSimulatorsOf(env),
    engineTickPattern:
      env.TEST_ENGINE_TICK_SECONDS === undefined ? '0 * * * * *' : `*/${env.TEST_ENGINE_TICK_SECONDS} * * * * *`,
    raw: env,
  };
}

/**
 * The simulators serve for whichever of PAYFAST_URL, MARKETPLACE_URL and SMTP_URL is not set. They
 * take any card and award any bid, so a production server must name the real services or say
 * SIMULATORS=on (a demo): one that quietly ran on them let a new user give themselves a paid plan
 * with one call (and its reset mails would reach only the admin's outbox). SIMULATORS=off asks the
 * same of any other environment. Telegram and Slack are optional channels, not requirements: the
 * Telegram simulator stands in for a missing TELEGRAM_BOT_TOKEN and the Slack simulator takes
 * webhooks wherever simulators are allowed; elsewhere a missing token means no Telegram.
 */
function simulatorsOf(env: Env): SimulatedSystems {
  const allowed = env.SIMULATORS === undefined ? env.NODE_ENV !== 'production' : env.SIMULATORS === 'on';
  const simulators = {
    payments: env.PAYFAST_URL === undefined,
    freelancer: env.MARKETPLACE_URL === undefined,
    mail: env.SMTP_URL === undefined,
    telegram: allowed && env.TELEGRAM_BOT_TOKEN === undefined,
    slack: allowed,
  };
  const missing = [
    ...(simulators.payments ? ['PAYFAST_URL'] : []),
    ...(simulators.freelancer ? ['MARKETPLACE_URL'] : []),
    ...(simulators.mail ? ['SMTP_URL'] : []),
  ];
  if (missing.length > 0 && !allowed) {
    const when = env.SIMULATORS === 'off' ? 'with SIMULATORS=off' : 'when NODE_ENV=production';
    throw new ConfigError(
      `Invalid configuration:\n- ${listed(missing)} ${missing.length > 1 ? 'are' : 'is'} required ${when}: without ${missing.length > 1 ? 'them' : 'it'} the built-in simulators take no money, place no real bids and send no real mail. Set ${missing.length > 1 ? 'them' : 'it'}, or SIMULATORS=on to run a demo on the simulators`,
    );
  }
  return simulators;
}

/**
 * A server on the real Freelancer (MARKETPLACE_URL set), in any NODE_ENV, reads the shared project
 * feed with a service token: borrowed users' tokens (the rotation used without one) would put every
 * user's bidding at the mercy of one user's revoked or rate-limited account, and a staging server
 * pointed at Freelancer would quietly spend its users' rate limits. Only the built-in simulator,
 * which has no service accounts, reads the feed with users' tokens in turn.
 */
function requireFeedToken(env: Env, simulators: SimulatedSystems): void {
  if (simulators.freelancer || env.MARKETPLACE_FEED_TOKEN !== undefined) return;
  throw new ConfigError(
    "Invalid configuration:\n- MARKETPLACE_FEED_TOKEN is required with MARKETPLACE_URL set: the shared project feed is read with this service token, never with a user's (only the built-in Freelancer simulator reads it with users' tokens in turn)",
  );
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

function standaloneSimulatorsOf(env: Env): AppConfig['standaloneSimulators'] {
  if (env.SIMULATORS_URL === undefined) return null;
  const url = withoutTrailingSlash(env.SIMULATORS_URL);
  return { url, publicUrl: withoutTrailingSlash(env.SIMULATORS_PUBLIC_URL ?? url) };
}

/** `A`, `A and B`, `A, B and C`. */
const listed = (names: readonly string[]): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
