import * as Dialog from '@radix-ui/react-dialog';
import { AlertCircle, CheckCircle2, Loader2, X } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PendingActionButton } from '@/components/ui/pending-action-button';
import { cn } from '@/components/ui/cn';
import { useReturnFocus } from '@/components/ui/return-focus';
import { focusRing } from '@/components/ui/focus-ring';
import { SummaryRow } from '@/components/ui/summary-row';
import { FALLBACK_ZAR_RATE, useZarQuote } from '@/lib/checkout';
import { formatRand, formatUsd } from '@/lib/money';
import { useCountdown } from '@/hooks/use-countdown';
import type { Order, PurchaseFlow, PurchaseState } from '../hooks/use-purchase-flow';
import type { PlanResponse } from '@contract/pricing';
import { useSession } from '@/lib/session';
import { planChangeText, type PlanChangeText } from './plan-change-text';
import { PERIOD_LABEL, planBids, planPriceUsd } from './plan-display';
import { paths } from '@/config/paths';

/** After a free plan is activated the dialog leaves for the dashboard after this many seconds. */
export const SUCCESS_REDIRECT_SECONDS = 3;

/** The plan in force by name, as the pricing banner names it. */
const currentPlanName = (slug: string | null, plans: readonly PlanResponse[]): string =>
  slug === null
    ? 'current'
    : (plans.find((plan) => plan.slug === slug)?.name ?? slug.charAt(0).toUpperCase() + slug.slice(1));

/** Before paying: when the plan starts, and what becomes of the bids held now (docs/design.md#plans). */
function PlanChangeSummary({ change }: { readonly change: PlanChangeText }) {
  if (change.kind === 'blocked') {
    return (
      <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {change.text}
      </p>
    );
  }
  return (
    <>
      <SummaryRow label="Starts">{change.starts}</SummaryRow>
      {change.bids === null ? null : (
        <div className="py-2">
          <dt className="text-sm text-slate-600">Your current bids</dt>
          <dd className="mt-1 text-sm text-slate-900">{change.bids}</dd>
        </div>
      )}
    </>
  );
}

/** The order, its USD price and the rand amount the gateway will charge; the pay button waits for the rate. */
function ConfirmStep({
  order,
  change,
  busy,
  onPay,
  onCancel,
}: {
  readonly order: Order;
  readonly change: PlanChangeText | null;
  readonly busy: boolean;
  readonly onPay: () => void;
  readonly onCancel: () => void;
}) {
  const usd = planPriceUsd(order.plan, order.billingPeriod);
  const free = usd === 0;
  const blocked = change?.kind === 'blocked';
  const quote = useZarQuote(free || blocked ? null : usd);
  const rateLoading = !free && !blocked && quote.isPending;
  return (
    <>
      <Dialog.Title className="text-lg font-semibold text-slate-900">Confirm your purchase</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600">
        {free
          ? 'This plan is free: it is activated as soon as you confirm.'
          : 'You will finish paying on PayFast’s secure checkout.'}
      </Dialog.Description>
      <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        <SummaryRow label="Plan">{order.plan.name}</SummaryRow>
        <SummaryRow label="Billing period">{PERIOD_LABEL[order.billingPeriod]}</SummaryRow>
        <SummaryRow label="Price (USD)">
          {free ? 'Free' : `${formatUsd(usd)} ${order.billingPeriod === 'monthly' ? 'per month' : 'per year'}`}
        </SummaryRow>
        {free || blocked ? null : (
          <SummaryRow label="Charged in ZAR">
            {quote.data === undefined ? 'Loading rate…' : formatRand(quote.data.amount)}
          </SummaryRow>
        )}
        {change === null || blocked ? null : <PlanChangeSummary change={change} />}
      </dl>
      {blocked ? <PlanChangeSummary change={change} /> : null}
      {!free && quote.data !== undefined && !quote.data.live ? (
        <p className="mt-2 text-xs text-slate-500">
          Estimated at {formatRand(FALLBACK_ZAR_RATE)} per US dollar; the exact amount is fixed when your payment is
          created.
        </p>
      ) : null}
      {busy ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-700">
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          {free ? 'Activating your plan…' : 'Preparing your payment…'}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <PendingActionButton onClick={onPay} busy={busy} disabled={busy || rateLoading || blocked}>
          {free ? 'Activate Plan' : 'Pay with PayFast'}
        </PendingActionButton>
      </div>
    </>
  );
}

function SuccessStep({ state }: { readonly state: Extract<PurchaseState, { step: 'success' }> }) {
  const navigate = useNavigate();
  const toDashboard = () => void navigate(paths.dashboard);
  const left = useCountdown(SUCCESS_REDIRECT_SECONDS, toDashboard);
  const bids = planBids(state.order.plan, state.order.billingPeriod);
  return (
    <div className="text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-600" />
      <Dialog.Title className="mt-3 text-lg font-semibold text-slate-900">Plan activated!</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-slate-700">
        Your {state.order.plan.name} plan is now active.
      </Dialog.Description>
      <p className="mt-1 text-sm text-slate-700">
        {bids === null ? 'Unlimited bids are now available to you.' : `${bids} bids have been added to your account.`}{' '}
        Available bids: {state.user.availableBids}
      </p>
      <p role="status" className="mt-4 text-sm text-slate-600">
        Redirecting to your dashboard in {left} {left === 1 ? 'second' : 'seconds'}…
      </p>
      <Button className="mt-4" onClick={toDashboard}>
        Go to Dashboard
      </Button>
    </div>
  );
}

function ErrorStep({
  state,
  onRetry,
  onCancel,
}: {
  readonly state: Extract<PurchaseState, { step: 'error' }>;
  readonly onRetry: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <div className="text-center">
      <AlertCircle aria-hidden="true" className="mx-auto h-12 w-12 text-red-600" />
      <Dialog.Title className="mt-3 text-lg font-semibold text-slate-900">Purchase failed</Dialog.Title>
      <Dialog.Description asChild>
        <div role="alert" className="mt-2 text-sm text-slate-700">
          <p>{state.failure.message}</p>
          <p className="mt-1 text-xs text-slate-500">
            Error code: <code className="font-mono">{state.failure.errorCode}</code>
          </p>
        </div>
      </Dialog.Description>
      <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onRetry}>Try Again</Button>
      </div>
    </div>
  );
}

/** The purchase confirmation dialog: confirming, loading, success or error; Escape and outside clicks do nothing while loading. */
export function PurchaseDialog({
  flow,
  plans,
}: {
  readonly flow: PurchaseFlow;
  readonly plans: readonly PlanResponse[];
}) {
  const { state, pay, close } = flow;
  const { user } = useSession();
  const order = state.step === 'closed' ? null : state.order;
  const change =
    user === null || order === null
      ? null
      : planChangeText({
          user,
          plan: order.plan,
          period: order.billingPeriod,
          currentName: currentPlanName(user.currentPlan, plans),
          now: new Date(),
        });
  const loading = state.step === 'loading';
  const keepOpen = (event: Event) => {
    if (loading) event.preventDefault();
  };
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={state.step !== 'closed'} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          {...returnFocus}
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          {state.step === 'confirming' || state.step === 'loading' ? (
            <ConfirmStep order={state.order} change={change} busy={loading} onPay={pay} onCancel={close} />
          ) : null}
          {state.step === 'success' ? <SuccessStep state={state} /> : null}
          {state.step === 'error' ? <ErrorStep state={state} onRetry={pay} onCancel={close} /> : null}
          {loading ? null : (
            <Dialog.Close
              className={cn('absolute top-3 right-3 rounded-md p-1 text-slate-500 hover:text-slate-800', focusRing)}
            >
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
