import type { Command } from 'commander';
import type { CliDeps } from '../context.js';
import { addPlanOptions } from './plan-options.js';

const actions = () => import('./plans.js');

/** `plans …`: pricing plan management (docs/design.md#plans). */
export function registerPlanCommands(program: Command, deps: CliDeps): void {
  const plans = program.command('plans').description('list and manage pricing plans');
  plans
    .command('list')
    .description('every plan, active or not, in display order')
    .option('--json', 'print JSON')
    .action(async (options) => (await actions()).listPlans(deps, options));
  addPlanOptions(
    plans
      .command('create')
      .description('create a plan (name, both prices and both bid counts, or --unlimited, are required)'),
    'create',
  ).action(async (options) => (await actions()).createPlan(deps, options));
  addPlanOptions(
    plans.command('update').description('change the given fields of a plan').argument('<plan>', 'plan id or slug'),
    'update',
  ).action(async (reference: string, options) => (await actions()).updatePlan(deps, reference, options));
  plans
    .command('delete')
    .description('delete a plan; one that has users or payments is deactivated instead; asks first, or pass --yes')
    .argument('<plan>', 'plan id or slug')
    .option('--yes', 'confirm the deletion without being asked')
    .option('--json', 'print JSON')
    .action(async (reference: string, options) => (await actions()).deletePlan(deps, reference, options));
}
