import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

interface Secrets {
  readonly jwtSecret: string;
  /** 64 hex characters. */
  readonly encryptionKey: string;
}

const SecretsFile = z.object({ jwtSecret: z.string().min(32), encryptionKey: z.string().regex(/^[0-9a-f]{64}$/i) });

/**
 * Secrets given in the environment win. Otherwise they are generated once into the data folder
 * (mode 0600) so that tokens and encrypted OAuth tokens survive restarts of the embedded default.
 */
export function loadOrCreateSecrets(dataDir: string, given: { jwtSecret?: string; encryptionKey?: string }): Secrets {
  if (given.jwtSecret !== undefined && given.encryptionKey !== undefined) {
    return { jwtSecret: given.jwtSecret, encryptionKey: given.encryptionKey };
  }
  const file = join(dataDir, 'secrets.json');
  const stored = existsSync(file)
    ? SecretsFile.parse(JSON.parse(readFileSync(file, 'utf8')))
    : generateInto(dataDir, file);
  return { jwtSecret: given.jwtSecret ?? stored.jwtSecret, encryptionKey: given.encryptionKey ?? stored.encryptionKey };
}

function generateInto(dataDir: string, file: string): Secrets {
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    encryptionKey: randomBytes(32).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
