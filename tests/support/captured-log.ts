import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../adapters/logging/logger.js';

/** A logger writing JSON lines as in production, each line kept parsed for the test to read. */
export function capturedLog(level = 'info'): { readonly lines: Record<string, unknown>[]; readonly logger: Logger } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write: (chunk, _encoding, done) => {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger(level, sink, 'json') };
}
