import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { addPlanOptions } from './plan-options.js';

const helpOf = (command: Command): string => command.configureHelp({ helpWidth: 200 }).helpInformation();

describe('the plan options as each command documents them', () => {
  it('says on create that the slug comes from the name when left out', () => {
    const help = helpOf(addPlanOptions(new Command('create'), 'create'));
    expect(help).toMatch(/--slug <slug>\s+URL name \(from the name when left out\)/);
    expect(help).not.toContain('on update');
  });

  it('says on update what a slug given there does, and that features replace the list, with no word of create', () => {
    const help = helpOf(addPlanOptions(new Command('update'), 'update'));
    expect(help).toMatch(/--slug <slug>\s+a new URL name for the plan/);
    expect(help).toMatch(/--feature <text>\s+a feature line; repeat for several \(replaces the whole list\)/);
    expect(help).not.toContain('create');
  });
});
