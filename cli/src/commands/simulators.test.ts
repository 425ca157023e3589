import { beforeAll, describe, expect, it } from 'vitest';
import type { CliRuntime } from '../../../adapters/composition/cli-runtime.js';
import { buildProgram } from '../program.js';
import { IN_MEMORY_DATABASE } from '../../../tests/support/in-memory-cli.js';

/** `bidpilot simulators` over a runtime that records what the command starts and stops. */
function simulatorsCli(stopSignal: AbortSignal) {
  const calls: string[] = [];
  const runtime: CliRuntime = {
    ...IN_MEMORY_DATABASE,
    useCases: () => Promise.reject(new Error('the simulators command opens no use cases')),
    startBackgroundWork: () => Promise.reject(new Error('the simulators command runs no background work')),
    watchEvents: () => Promise.reject(new Error('the simulators command watches no events')),
    startSimulators: async () => {
      calls.push('start');
      return { port: 4455, stop: async () => void calls.push('stop') };
    },
  };
  const lines: string[] = [];
  const program = buildProgram({
    ...runtime,
    print: (text) => lines.push(text),
    write: (text) => lines.push(text),
    stopSignal,
  });
  return { calls, lines, program };
}

describe('bidpilot simulators', () => {
  // The command's module (Ink, React) loads on first use: loaded first, the poll below times the command, not the module's transform.
  beforeAll(() => import('./simulators.js'));

  it('runs the simulators until stopped, names where each is served, and stops them', async () => {
    const controller = new AbortController();
    const { calls, lines, program } = simulatorsCli(controller.signal);
    const running = program.parseAsync(['node', 'bidpilot', 'simulators']);
    await expect.poll(() => calls).toEqual(['start']);
    // At the default 80 columns the message wraps: read it as one line.
    expect(lines.join('\n').replace(/\s+/g, ' ')).toContain(
      'BidPilot simulators running on port 4455: Freelancer at /freelancer/api, PayFast at /payfast.',
    );
    controller.abort();
    await running;
    expect(calls).toEqual(['start', 'stop']);
    expect(lines.at(-1)).toContain('BidPilot simulators stopped.');
  });

  it('documents every variable it reads, and what servers set to use it, in --help', () => {
    const { calls, program } = simulatorsCli(new AbortController().signal);
    const command = program.commands.find((each) => each.name() === 'simulators')!;
    let help = '';
    command.configureOutput({ writeOut: (text) => void (help += text) });
    command.outputHelp();
    for (const name of [
      'SIMULATORS_PORT',
      'PUBLIC_URL',
      'SIMULATORS_NOTIFY_URL',
      'DATABASE_URL',
      'SIMULATORS_URL',
      'SIMULATORS_PUBLIC_URL',
    ])
      expect(help).toContain(name);
    expect(help).toContain('/freelancer/api');
    expect(calls).toEqual([]);
  });
});
