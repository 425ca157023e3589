import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The files and folders below `root` whose own name says "sandbox": the built-in stand-ins for
 * Freelancer, PayFast, Slack, Telegram and the webhook inbox are called simulators (issue 23,
 * point 7), so a second name must not come back in `adapters/`. PayFast's own sandbox and the
 * `/sandbox/...` route paths are not file names, so they do not count. Paths are relative to
 * `root`, with `/` separators, sorted.
 */
export function sandboxNamedPaths(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => /sandbox/i.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
