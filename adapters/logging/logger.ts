import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** LOG_FORMAT: readable lines for a person at a terminal, or one JSON object a line for machines. */
export type LogFormat = 'pretty' | 'json';

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

/**
 * A pino logger writing to `destination` (stdout by default). Pretty lines are formatted in this
 * process, synchronously (pino-pretty as a stream, not a worker-thread transport): a development
 * server's lines then never interleave out of order with what else it prints.
 */
export function createLogger(level: string, destination?: NodeJS.WritableStream, format: LogFormat = 'json'): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  if (format === 'pretty') {
    const stream = pretty({
      colorize: destination === undefined && process.stdout.isTTY === true && process.env.NO_COLOR === undefined,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,req,res',
      singleLine: true,
      sync: true,
      destination: destination ?? 1,
    });
    return pino(options, stream);
  }
  return destination === undefined ? pino(options) : pino(options, destination as pino.DestinationStream);
}
