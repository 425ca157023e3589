import { join } from 'node:path';
import { z } from 'zod';

const booleanSwitch = z.enum(['on', 'off']);
const optionalUrl = z.url().optional();
const optionalWebUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional();
/**
 * How many proxies in front of the server append to X-Forwarded-For: `off` (none, the header is
 * ignored), `on` (one) or a count. The client address is taken that many entries from the right,
 * so entries a client writes in front of its proxies' are never believed.
 */
const trustedProxyHops = z
  .string()
  .regex(/^(?:off|on|[1-9])$/, 'TRUST_PROXY must be off, on or the number of proxies in front of the server (1-9)')
  .default('off')
  .transform((value) => (value === 'off' ? 0 : value === 'on' ? 1 : Number(value)));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().min(1).optional(),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  MARKETPLACE_URL: optionalUrl,
  MARKETPLACE_FEED_TOKEN: z.string().min(1).optional(),
  MARKETPLACE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  BID_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(30).default(10),
  WEBHOOK_MAX_ENDPOINTS: z.coerce.number().int().min(1).max(50).default(5),
  SUPPORT_EMAIL: z.email().optional(),
  LIVE_EVENTS_PER_USER: z.coerce.number().int().min(1).max(1_000).default(10),
  LIVE_EVENTS_PER_PROCESS: z.coerce.number().int().min(1).max(100_000).default(2_000),
  PAYFAST_URL: optionalUrl,
  PAYFAST_MERCHANT_ID: z.string().min(1).optional(),
  PAYFAST_MERCHANT_KEY: z.string().min(1).optional(),
  PAYFAST_PASSPHRASE: z.string().min(1).optional(),
  /** The built-in Freelancer and PayFast simulators: on by default outside production, never in production unless `on`. */
  SIMULATORS: booleanSwitch.optional(),
  /**
   * A standalone `bidpilot simulators` process (its address as this server reaches it): the simulated
   * Freelancer and PayFast are served there, shared by every server and worker, instead of in this process.
   */
  SIMULATORS_URL: optionalWebUrl,
  /** The standalone simulators' address as browsers reach it (checkout pages, project links); SIMULATORS_URL by default. */
  SIMULATORS_PUBLIC_URL: optionalWebUrl,
  /** `bidpilot simulators`: the port it listens on. */
  SIMULATORS_PORT: z.coerce.number().int().min(0).max(65535).default(4400),
  /** `bidpilot simulators`: where the PayFast simulator posts its ITN (an API server or the proxy before them); PUBLIC_URL's notify route by default. */
  SIMULATORS_NOTIFY_URL: optionalWebUrl,
  /** Tests only: the engine ticks every this many seconds instead of every minute; refused in production. */
  TEST_ENGINE_TICK_SECONDS: z.coerce.number().int().min(1).max(59).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Mail over SMTP (`smtp://user:pass@host:587`, `smtps://…`); without it mail goes to the built-in outbox. */
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The sender of every mail: `BidPilot <alerts@example.com>` or a bare address. Required with SMTP_URL. */
  MAIL_FROM: z.string().min(3).optional(),
  /** The Telegram bot's token from @BotFather; without it, the built-in Telegram simulator (offline) or no Telegram (production). */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]{20,}$/, 'TELEGRAM_BOT_TOKEN must look like 123456:ABC… as @BotFather gives it')
    .optional(),
  /** The Bot API root; https://api.telegram.org by default with a token, the built-in simulator without one. */
  TELEGRAM_API_URL: optionalUrl,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SCHEDULER: booleanSwitch.default('on'),
  BID_PACING: booleanSwitch.default('on'),
  TRUST_PROXY: trustedProxyHops,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Readable lines (`pretty`) or JSON lines (`json`); pretty unless NODE_ENV=production. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** The bearer token `/metrics` asks for; without it `/metrics` is not served (404). */
  /** A port of its own where this process serves `/metrics` too (the worker has no other); needs METRICS_TOKEN. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces')
    .optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Empty strings count as unset, so a blank line in .env falls back to the default. */
const withoutBlanks = (source: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );

/** Parses and checks the environment once; every bad variable is named in one message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(withoutBlanks(source));
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * DATABASE_URL, by default a SQLite file in DATA_DIR beside secrets.json: the generated key and
 * the tokens it encrypts then always move together, and a new DATA_DIR means a new database too.
 */
export const databaseUrlOf = (env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): string =>
  env.DATABASE_URL ?? `sqlite:${join(env.DATA_DIR, 'bidpilot.sqlite')}`;
