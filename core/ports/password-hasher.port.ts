export interface PasswordHasher {
  /** A self-describing hash (algorithm, parameters and salt included). */
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws for either. */
  verify(hash: string, password: string): Promise<boolean>;
}
