import { pino, type Logger } from 'pino';

export type { Logger };

/** Fields that may carry secrets are censored wherever they appear in a log line. */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'oauthToken',
  '*.oauthToken',
  'authorization',
  '*.authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'passphrase',
  '*.passphrase',
  // Webhook signing secrets (an endpoint logged whole, a request's options).
  'secret',
  '*.secret',
];

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination === undefined ? pino(options) : pino(options, destination as pino.DestinationStream);
}
