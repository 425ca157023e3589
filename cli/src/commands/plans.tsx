import { notFound } from '../../../core/domain/errors.js';
import type { UseCases } from '../../../adapters/composition/use-cases.js';
import { CreatePlanBody, PlanIdParams, toDeletePlanResponse, UpdatePlanBody } from '../../../contract/admin-plans.js';
import { toPlanResponse, type PlanResponse } from '../../../contract/pricing.js';
import type { CliDeps } from '../context.js';
import { assertConfirmable, confirmDestructive } from '../confirmation.js';
import { output } from '../output.js';
import { Message } from '../ui/message.js';
import { Table, type Column } from '../ui/table.js';
import { isJson, yesNo, type JsonOption } from './common.js';
import { planBody, type PlanOptions } from './plan-options.js';

type PlanRow = PlanResponse;

/**
 * A plan is read for its prices, its bids and whether it is on sale: those stay whole at any width.
 * The slug names it in every plans command, so it stays too, cut only when long (--json or a wider
 * terminal shows it whole); the id gives way first.
 */
const PLAN_COLUMNS: readonly Column[] = [
  { key: '_id', header: 'ID', maxWidth: 36, priority: 3 },
  { key: 'slug', header: 'Slug', maxWidth: 40, minWidth: 16, priority: 1 },
  { key: 'name', header: 'Name', maxWidth: 24, minWidth: 10 },
  { key: 'monthly', header: 'Monthly', align: 'right', priority: 1 },
  { key: 'annual', header: 'Annual', align: 'right', priority: 1 },
  { key: 'bids', header: 'Bids (mo/yr)', align: 'right', priority: 1 },
  { key: 'order', header: 'Order', align: 'right', priority: 3 },
  { key: 'popular', header: 'Popular', priority: 3 },
  { key: 'active', header: 'Active', priority: 1 },
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

const changed = (deps: CliDeps, json: boolean, message: string, plan: PlanRow) =>
  output(deps, { json, result: { message, plan }, view: () => <PlanTable plans={[plan]} /> });

export async function listPlans(deps: CliDeps, options: JsonOption): Promise<void> {
  const rows = (await deps.useCases(({ admin }) => admin.plans.list())).map(toPlanResponse);
  output(deps, { json: isJson(options), result: { plans: rows }, view: () => <PlanTable plans={rows} /> });
}

export async function createPlan(deps: CliDeps, options: PlanOptions): Promise<void> {
  const input = CreatePlanBody.parse(planBody(options));
  const plan = await deps.useCases(({ admin }) => admin.plans.create(input));
  changed(deps, isJson(options), 'Plan created successfully', toPlanResponse(plan));
}

export async function updatePlan(deps: CliDeps, reference: string, options: PlanOptions): Promise<void> {
  const patch = UpdatePlanBody.parse(planBody(options));
  const plan = await deps.useCases(async (useCases) =>
    useCases.admin.plans.update(await planIdOf(useCases, reference), patch),
  );
  changed(deps, isJson(options), 'Plan updated successfully', toPlanResponse(plan));
}

const DELETE_PLAN_WARNING = 'Deleting a plan cannot be undone';

export async function deletePlan(
  deps: CliDeps,
  reference: string,
  options: JsonOption & { readonly yes?: boolean },
): Promise<void> {
  PlanIdParams.parse({ id: reference });
  assertConfirmable(deps.confirm, options.yes, DELETE_PLAN_WARNING);
  // Found first: an unknown plan is refused without a question, and the question names the plan.
  const outcome = await deps.useCases(async (useCases) => {
    const plan = await useCases.admin.plans.find(reference);
    if (plan === null) throw notFound('PLAN_NOT_FOUND', 'Plan');
    await confirmDestructive(deps.confirm, options.yes, {
      warning: DELETE_PLAN_WARNING,
      question: `Delete plan ${plan.name} (${plan.slug})? (One with users or payments is deactivated instead.)`,
    });
    return useCases.admin.plans.delete(plan.id);
  });
  const { success: _success, ...result } = toDeletePlanResponse(outcome);
  output(deps, { json: isJson(options), result, view: () => <Message text={result.message} changed /> });
}
