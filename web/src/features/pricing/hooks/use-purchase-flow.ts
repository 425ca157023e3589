import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { PlanResponse, PurchaseUserResponse } from '@contract/pricing';
import { purchaseSuccessToast } from '@contract/pricing';
import { checkPurchaseRequest, LOGIN_TO_PURCHASE } from '@core/domain/purchases/purchase-validation';
import type { BillingPeriod } from '@core/domain/users/user';
import { useCheckout } from '@/lib/checkout';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { usePurchasePlan } from '../api/purchase-plan';
import { checkoutFailureOf, purchaseFailureOf, type PurchaseFailure } from '../api/purchase-failure';
import { paths } from '@/config/paths';

export interface Order {
  readonly plan: PlanResponse;
  readonly billingPeriod: BillingPeriod;
}

/** The purchase dialog's states; it cannot be closed while loading. */
export type PurchaseState =
  | { readonly step: 'closed' }
  | { readonly step: 'confirming' | 'loading'; readonly order: Order }
  | { readonly step: 'success'; readonly order: Order; readonly user: PurchaseUserResponse }
  | { readonly step: 'error'; readonly order: Order; readonly failure: PurchaseFailure };

export interface PurchaseFlow {
  readonly state: PurchaseState;
  /** A plan card's button: the dialog for a signed-in user, /login for anyone else. */
  open(plan: PlanResponse, billingPeriod: BillingPeriod): void;
  /** Confirm (and Try Again): purchase, then the gateway for a paid plan. */
  pay(): void;
  close(): void;
}

/**
 * Choose a plan, confirm, purchase; a paid plan then creates the payment and the browser posts
 * the gateway's form (the page is leaving, so the dialog stays busy); a free plan is active at once.
 */
export function usePurchaseFlow(): PurchaseFlow {
  const { user, mergeUser, refreshUser } = useSession();
  const navigate = useNavigate();
  const purchase = usePurchasePlan();
  const checkout = useCheckout();
  const [state, setState] = useState<PurchaseState>({ step: 'closed' });

  const sendToLogin = () => {
    toast.error(LOGIN_TO_PURCHASE);
    void navigate(paths.login);
  };

  const fail = (order: Order, failure: PurchaseFailure) => setState({ step: 'error', order, failure });

  const succeed = (order: Order, bought: PurchaseUserResponse) => {
    mergeUser(bought);
    void refreshUser();
    toast.success(purchaseSuccessToast(order.plan.name));
    setState({ step: 'success', order, user: bought });
  };

  const pay = () => {
    if (state.step === 'closed' || state.step === 'loading') return;
    const { order } = state;
    const check = checkPurchaseRequest({
      plan: order.plan.slug,
      billingPeriod: order.billingPeriod,
      signedIn: user !== null,
    });
    if (!check.ok) {
      if (check.error.code === 'UNAUTHORIZED') sendToLogin();
      else fail(order, { message: check.error.message, errorCode: check.error.code });
      return;
    }
    setState({ step: 'loading', order });
    purchase.mutate(
      { planSlug: check.planSlug, billingPeriod: check.billingPeriod },
      {
        onSuccess: (result) => {
          if (!result.redirectToPayment) return succeed(order, result.user);
          checkout.mutate(
            { kind: 'plan', planId: order.plan._id, billingPeriod: check.billingPeriod },
            { onError: (error) => fail(order, checkoutFailureOf(error)) },
          );
        },
        onError: (error) => {
          const failure = purchaseFailureOf(error);
          // The api client has already signed the user out and is on its way to /login.
          if (isApiError(error) && error.status === 401) toast.error(failure.message);
          fail(order, failure);
        },
      },
    );
  };

  return {
    state,
    open: (plan, billingPeriod) =>
      user === null ? sendToLogin() : setState({ step: 'confirming', order: { plan, billingPeriod } }),
    pay,
    close: () => setState((current) => (current.step === 'loading' ? current : { step: 'closed' })),
  };
}
