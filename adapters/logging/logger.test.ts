import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

describe('createLogger', () => {
  it('censors a webhook signing secret, alone or inside a logged endpoint', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.info(
      { secret: 'whsec_top', endpoint: { url: 'https://hooks.example.com/', secret: 'whsec_inner' } },
      'endpoint',
    );
    expect(lines.join('')).not.toContain('whsec_');
    expect(lines.join('')).toContain('https://hooks.example.com/');
  });
});
