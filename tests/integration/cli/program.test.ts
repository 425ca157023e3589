import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { buildProgram } from '../../../cli/src/program.js';

function cli() {
  const dir = mkdtempSync(join(tmpdir(), 'bp-cli-'));
  const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}` });
  const lines: string[] = [];
  const run = (...args: string[]) => buildProgram({ config, print: (line) => lines.push(line) }).parseAsync(['node', 'bidpilot', ...args]);
  return { run, lines };
}

describe('the admin CLI', () => {
  it('migrates and seeds once, printing JSON with --json', async () => {
    const { run, lines } = cli();
    await run('migrate', '--json');
    await run('migrate', '--json');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { success: true, seeded: { plans: 3, addons: 3 } },
      { success: true, seeded: { plans: 0, addons: 0 } },
    ]);
  });

  it('reports the database up', async () => {
    const { run, lines } = cli();
    await run('health');
    expect(lines).toEqual(['database: up']);
  });

  it('creates the first admin once, then changes nothing', async () => {
    const { run, lines } = cli();
    await run('create-admin', '--email', 'root@example.com', '--password', 'Adm1n!pass', '--json');
    await run('create-admin', '--email', 'other@example.com', '--password', 'Adm1n!pass');
    expect(JSON.parse(lines[0]!)).toEqual({ success: true, created: true, email: 'root@example.com' });
    expect(lines[1]).toBe('An admin already exists; nothing changed.');
  });

  it('refuses a command without its required options', async () => {
    const { run } = cli();
    await expect(run('create-admin', '--email', 'root@example.com')).rejects.toMatchObject({ code: 'commander.missingMandatoryOptionValue' });
  });
});
