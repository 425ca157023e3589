import type { PaymentRecord, VerifyOutcome } from '../api/verify-payment';
import type { Step } from './step';

/** The payment toasts' texts. */
export const SUCCESS_TOASTS = {
  invalidReference: 'Invalid payment reference',
  verified: 'Payment verified and completed successfully!',
  completed: 'Payment completed successfully!',
  verificationFailed: 'Payment verification failed',
  processing: 'Payment is being processed. Please wait...',
  failed: 'Payment failed. Please try again or contact support.',
  cancelled: 'Payment was cancelled',
  statusUnknown: 'Unable to verify payment status',
  manuallyCompleted: 'Payment manually completed!',
  manualFailed: 'Manual completion failed. Please contact support.',
} as const;

/** What the page knows of a payment it has not seen completed. */
export type Finding = 'pending' | 'failed' | 'cancelled' | 'unknown';

export type SuccessState =
  /** No payment_id: a toast and off to /subscription. */
  | { readonly kind: 'invalid' }
  | { readonly kind: 'verifying' }
  /** Verify did not find it completed; the simple completion is tried before anything is shown. */
  | { readonly kind: 'completing'; readonly finding: Finding }
  | { readonly kind: 'completed'; readonly payment: PaymentRecord }
  | { readonly kind: 'pending'; readonly busy: 'checking' | 'completing' | null }
  /** `redirect`: found failed by Check Status Now, so the page moves on to /subscription by itself. */
  | { readonly kind: 'failed'; readonly finding: Exclude<Finding, 'pending'>; readonly redirect: boolean };

export type SuccessCall = 'verify' | 'completeSimple' | 'status';

export type SuccessEvent =
  | { readonly type: 'verified'; readonly outcome: VerifyOutcome }
  | { readonly type: 'verifyFailed' }
  | { readonly type: 'completeSucceeded'; readonly payment: PaymentRecord }
  | { readonly type: 'completeFailed' }
  | { readonly type: 'checkStatus' }
  | { readonly type: 'statusRead'; readonly payment: PaymentRecord }
  | { readonly type: 'statusFailed' }
  | { readonly type: 'completeManually' };

export type SuccessStep = Step<SuccessState, SuccessCall>;

/** Opening the page: verify at once, or refuse a link without a payment reference. */
export const startSuccess = (paymentId: string | null): SuccessStep =>
  paymentId === null
    ? { state: { kind: 'invalid' }, toast: { tone: 'error', text: SUCCESS_TOASTS.invalidReference } }
    : { state: { kind: 'verifying' }, call: 'verify' };

const stay = (state: SuccessState): SuccessStep => ({ state });

const completed = (payment: PaymentRecord, text: string): SuccessStep => ({
  state: { kind: 'completed', payment },
  toast: { tone: 'success', text },
});

/** The fallback could not complete it either: pending stays pending (it may still be paid), anything else failed. */
function afterFallback(finding: Finding): SuccessStep {
  if (finding === 'pending')
    return { state: { kind: 'pending', busy: null }, toast: { tone: 'info', text: SUCCESS_TOASTS.processing } };
  const text =
    finding === 'failed'
      ? SUCCESS_TOASTS.failed
      : finding === 'cancelled'
        ? SUCCESS_TOASTS.cancelled
        : SUCCESS_TOASTS.verificationFailed;
  return { state: { kind: 'failed', finding, redirect: false }, toast: { tone: 'error', text } };
}

/** What Check Status Now found. */
function afterStatus(payment: PaymentRecord): SuccessStep {
  switch (payment.status) {
    case 'completed':
      return completed(payment, SUCCESS_TOASTS.completed);
    case 'pending':
      return { state: { kind: 'pending', busy: null }, toast: { tone: 'info', text: SUCCESS_TOASTS.processing } };
    case 'cancelled':
      return {
        state: { kind: 'failed', finding: 'cancelled', redirect: true },
        toast: { tone: 'error', text: SUCCESS_TOASTS.cancelled },
      };
    default:
      return {
        state: { kind: 'failed', finding: 'failed', redirect: true },
        toast: { tone: 'error', text: SUCCESS_TOASTS.failed },
      };
  }
}

/**
 * The success page: verify; when that does not find the payment completed, try the simple
 * completion; when that fails too, show pending if the payment may still be paid, else failed.
 * Pending offers a status check and a manual completion. An event that does not fit the state
 * (a second click while a call runs, a late answer) changes nothing and starts nothing.
 */
export function nextSuccessState(state: SuccessState, event: SuccessEvent): SuccessStep {
  switch (state.kind) {
    case 'verifying':
      if (event.type === 'verified') {
        if (event.outcome.status === 'completed') return completed(event.outcome.payment, SUCCESS_TOASTS.verified);
        return { state: { kind: 'completing', finding: event.outcome.status }, call: 'completeSimple' };
      }
      if (event.type === 'verifyFailed')
        return { state: { kind: 'completing', finding: 'unknown' }, call: 'completeSimple' };
      return stay(state);
    case 'completing':
      if (event.type === 'completeSucceeded') return completed(event.payment, SUCCESS_TOASTS.completed);
      if (event.type === 'completeFailed') return afterFallback(state.finding);
      return stay(state);
    case 'pending':
      if (state.busy === null && event.type === 'checkStatus')
        return { state: { kind: 'pending', busy: 'checking' }, call: 'status' };
      if (state.busy === null && event.type === 'completeManually')
        return { state: { kind: 'pending', busy: 'completing' }, call: 'completeSimple' };
      if (state.busy === 'checking' && event.type === 'statusRead') return afterStatus(event.payment);
      if (state.busy === 'checking' && event.type === 'statusFailed')
        return { state: { kind: 'pending', busy: null }, toast: { tone: 'error', text: SUCCESS_TOASTS.statusUnknown } };
      if (state.busy === 'completing' && event.type === 'completeSucceeded')
        return completed(event.payment, SUCCESS_TOASTS.manuallyCompleted);
      if (state.busy === 'completing' && event.type === 'completeFailed')
        return { state: { kind: 'pending', busy: null }, toast: { tone: 'error', text: SUCCESS_TOASTS.manualFailed } };
      return stay(state);
    default:
      return stay(state);
  }
}
