/** A command line the CLI refuses before any use case runs (a missing --yes, a non-number): exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
