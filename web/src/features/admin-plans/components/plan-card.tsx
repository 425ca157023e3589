import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AdminPlan } from '../api/get-admin-plans';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** null bids are unlimited. */
export const bidsText = (bids: number | null, per: 'month' | 'year'): string =>
  bids === null ? 'Unlimited bids' : `${bids.toLocaleString('en-US')} bids / ${per}`;

export function PlanCard({
  plan,
  onEdit,
  onDelete,
}: {
  readonly plan: AdminPlan;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  return (
    <Card className="flex h-full flex-col" data-testid={`plan-${plan.slug}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-lg font-semibold break-words text-slate-900">{plan.name}</h3>
        {plan.popular ? <Badge tone="purple">Popular</Badge> : null}
        <Badge tone={plan.active ? 'green' : 'grey'}>{plan.active ? 'Active' : 'Inactive'}</Badge>
      </div>
      <p className="mt-1 text-xs break-all text-slate-500">
        {plan.slug} · Order {plan.order}
      </p>
      {plan.description === '' ? null : <p className="mt-3 text-sm text-slate-600">{plan.description}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">Monthly</dt>
          <dd className="font-semibold text-slate-900">{usd.format(plan.monthlyPriceUsd)}</dd>
          <dd className="text-slate-600">{bidsText(plan.monthlyBids, 'month')}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Annual</dt>
          <dd className="font-semibold text-slate-900">{usd.format(plan.annualPriceUsd)}</dd>
          <dd className="text-slate-600">{bidsText(plan.annualBids, 'year')}</dd>
        </div>
      </dl>
      {plan.features.length === 0 ? null : (
        <ul className="mt-3 list-inside list-disc space-y-1 text-sm text-slate-600">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex gap-2 pt-4">
        <Button variant="secondary" className="flex-1" onClick={onEdit} aria-label={`Edit ${plan.name}`}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit
        </Button>
        <Button
          variant="secondary"
          className="flex-1 text-red-700"
          onClick={onDelete}
          aria-label={`Delete ${plan.name}`}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete
        </Button>
      </div>
    </Card>
  );
}
