import { Plus, Star, Tags, ToggleRight, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useAdminPlans, type AdminPlan } from '../api/get-admin-plans';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanCard } from './plan-card';
import { PlanFormDialog } from './plan-form-dialog';

function Counters({ plans }: { readonly plans: readonly AdminPlan[] }) {
  const counters: readonly [string, number, LucideIcon][] = [
    ['Total Plans', plans.length, Tags],
    ['Active Plans', plans.filter((plan) => plan.active).length, ToggleRight],
    ['Popular Plans', plans.filter((plan) => plan.popular).length, Star],
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {counters.map(([label, value, Icon]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white shadow-sm p-3 sm:p-5">
          <dt className="flex items-start justify-between gap-2 text-xs font-medium text-slate-600 sm:text-sm">
            {label}
            <Icon aria-hidden="true" className="hidden h-5 w-5 shrink-0 text-blue-600 sm:block" />
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/pricing. A failed load is not toasted (the spec ignores it silently) but is not hidden
 * as "no plans" either: Add New Plan needs the count for the new plan's order.
 */
export function PricingManagement() {
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const list = plans.data ?? [];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Pricing Management</h1>
          <p className="mt-1 text-slate-600">Plans, prices in USD and the bids each grants.</p>
        </div>
        <Button onClick={() => setEditing('new')} disabled={plans.data === undefined}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add New Plan
        </Button>
      </header>
      {plans.isPending ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading plans" />
        </div>
      ) : plans.isError ? (
        <LoadFailed text="The plans could not be loaded." onRetry={() => void plans.refetch()} />
      ) : (
        <>
          <Counters plans={list} />
          <section aria-labelledby="plans-heading">
            <h2 id="plans-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Plans
            </h2>
            {list.length === 0 ? (
              <Card className="text-center text-slate-600">
                No pricing plans yet. Add the first one with Add New Plan.
              </Card>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {list.map((plan) => (
                  <li key={plan._id}>
                    <PlanCard plan={plan} onEdit={() => setEditing(plan)} onDelete={() => setDeleting(plan)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <PlanFormDialog editing={editing} planCount={list.length} onClose={() => setEditing(null)} />
      <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
