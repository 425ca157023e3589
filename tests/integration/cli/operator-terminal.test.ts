import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { binWith, migratedDir } from './bin-process.js';

const PASSWORD = { BIDPILOT_ADMIN_PASSWORD: 'Adm1n!pass' };

/** The real bin as an operator's shell runs it: their locale variables, their terminal's width. */
describe('the bidpilot bin on an operator terminal', { timeout: 120_000 }, () => {
  it('shows dates in the LC_TIME locale when LANG names another, as POSIX ranks them', async () => {
    const dir = await migratedDir();
    expect((await binWith({ dir, env: PASSWORD }, 'create-admin', '--email', 'root@example.com')).code).toBe(0);
    const locale = { LANG: 'en_US.UTF-8', LC_TIME: 'de_DE.UTF-8', LC_ALL: '', TZ: 'UTC' };
    const shown = await binWith({ dir, env: locale }, 'users', 'show', 'root@example.com');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^Joined\s+\d\d\.\d\d\.\d{4}, \d\d:\d\d$/m);
  });

  it('lists users as records on a terminal too narrow for the key columns side by side, every line within it', async () => {
    const dir = await migratedDir();
    await binWith({ dir, env: PASSWORD }, 'create-admin', '--email', 'ada.lovelace@example.com');
    const listed = await binWith({ dir, env: { COLUMNS: '40' } }, 'users', 'list');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trimEnd().split('\n');
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(40);
    expect(lines).toEqual(
      expect.arrayContaining(['Email   ada.lovelace@example.com', 'Active  yes', 'Plan    No Plan', 'Bids    0']),
    );
  });

  it('wraps the pending migrations of `db status` under their value, and creates nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-cli-bin-status-'));
    const status = await binWith({ dir, env: { COLUMNS: '60' } }, 'db', 'status');
    expect(status.code).toBe(0);
    const lines = status.stdout.trimEnd().split('\n');
    const pending = lines.findIndex((line) => line.startsWith('Pending'));
    expect(pending).toBeGreaterThan(0);
    expect(lines.length).toBeGreaterThan(pending + 1);
    for (const line of lines.slice(pending + 1)) expect(line).toMatch(/^ {10} ?\d{3}_/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
