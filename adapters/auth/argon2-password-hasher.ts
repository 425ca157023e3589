import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../core/ports/password-hasher.port.js';

// The package's Algorithm enum is an ambient const enum, unusable under verbatimModuleSyntax.
const ARGON2ID = 2;

/** argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes). */
export class Argon2PasswordHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
