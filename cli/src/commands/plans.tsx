import type { Command } from 'commander';
import type { ReactNode } from 'react';
import type { UseCases } from '../../../adapters/composition/use-cases.js';
import { CreatePlanBody, PlanIdParams, toDeletePlanResponse, UpdatePlanBody } from '../../../contract/admin-plans.js';
import { toPlanResponse, type PlanResponse } from '../../../contract/pricing.js';
import type { CliDeps } from '../context.js';
import { UsageError } from '../exit-codes.js';
import { output } from '../output.js';
import { Message } from '../ui/message.js';
import { Table, type Column } from '../ui/table.js';
import { isJson, yesNo, type JsonOption } from './common.js';
import { addPlanOptions, planBody, type PlanOptions } from './plan-options.js';

type PlanRow = PlanResponse;

const PLAN_COLUMNS: readonly Column[] = [
  { key: '_id', header: 'ID', maxWidth: 36 },
  { key: 'slug', header: 'Slug' },
  { key: 'name', header: 'Name', maxWidth: 24 },
  { key: 'monthly', header: 'Monthly', align: 'right' },
  { key: 'annual', header: 'Annual', align: 'right' },
  { key: 'bids', header: 'Bids (mo/yr)', align: 'right' },
  { key: 'order', header: 'Order', align: 'right' },
  { key: 'popular', header: 'Popular' },
  { key: 'active', header: 'Active' },
];

const bidsText = (count: number | null) => (count === null ? 'unlimited' : String(count));

function PlanTable({ plans }: { readonly plans: readonly PlanRow[] }) {
  const rows = plans.map((plan) => ({
    ...plan,
    monthly: `$${plan.monthlyPriceUsd}`,
    annual: `$${plan.annualPriceUsd}`,
    bids: `${bidsText(plan.monthlyBids)}/${bidsText(plan.annualBids)}`,
    popular: yesNo(plan.popular),
    active: yesNo(plan.active),
  }));
  return <Table columns={PLAN_COLUMNS} rows={rows} empty="No plans." />;
}

/** A plan named by id, or by slug for convenience: the admin use cases take the id. */
async function planIdOf(useCases: UseCases, reference: string): Promise<string> {
  const { id } = PlanIdParams.parse({ id: reference });
  return (await useCases.admin.plans.find(id))?.id ?? id;
}

/** `plans …`: pricing plan management (docs/design.md#plans) through the admin plan routes' use cases and schemas. */
export function registerPlanCommands(program: Command, deps: CliDeps): void {
  const plans = program.command('plans').description('list and manage pricing plans');
  const print = (json: boolean, result: Record<string, unknown>, view: () => ReactNode) => output(deps.print, { json, result, view, columns: deps.columns });
  const changed = (json: boolean, message: string, plan: PlanRow) => print(json, { message, plan }, () => <PlanTable plans={[plan]} />);

  plans
    .command('list')
    .description('every plan, active or not, in display order')
    .option('--json', 'print JSON')
    .action(async (options: JsonOption) => {
      const rows = (await deps.useCases(({ admin }) => admin.plans.list())).map(toPlanResponse);
      print(isJson(options), { plans: rows }, () => <PlanTable plans={rows} />);
    });

  addPlanOptions(plans.command('create').description('create a plan (name, both prices and both bid counts, or --unlimited, are required)')).action(async (options: PlanOptions) => {
    const input = CreatePlanBody.parse(planBody(options));
    const plan = await deps.useCases(({ admin }) => admin.plans.create(input));
    changed(isJson(options), 'Plan created successfully', toPlanResponse(plan));
  });

  addPlanOptions(plans.command('update').description('change the given fields of a plan').argument('<idOrSlug>', 'plan id or slug')).action(async (reference: string, options: PlanOptions) => {
    const patch = UpdatePlanBody.parse(planBody(options));
    const plan = await deps.useCases(async (useCases) => useCases.admin.plans.update(await planIdOf(useCases, reference), patch));
    changed(isJson(options), 'Plan updated successfully', toPlanResponse(plan));
  });

  plans
    .command('delete')
    .description('delete a plan; one that has users or payments is deactivated instead')
    .argument('<idOrSlug>', 'plan id or slug')
    .option('--yes', 'confirm the deletion')
    .option('--json', 'print JSON')
    .action(async (reference: string, options: JsonOption & { readonly yes?: boolean }) => {
      PlanIdParams.parse({ id: reference });
      if (options.yes !== true) throw new UsageError('Deleting a plan cannot be undone: add --yes to confirm');
      const outcome = await deps.useCases(async (useCases) => useCases.admin.plans.delete(await planIdOf(useCases, reference)));
      const { success: _success, ...result } = toDeletePlanResponse(outcome);
      print(isJson(options), result, () => <Message text={result.message} changed />);
    });
}
