import type { PaymentRecord, VerifyOutcome } from '../api/verify-payment';
import type { Step } from './step';

export const PROCESSING_TEXTS = {
  missing: 'No payment ID found. Please try again.',
  error: 'There was an issue processing your payment. Please contact support.',
  pending: "Payment is being processed. You'll receive a confirmation soon.",
  /** The toast of a status check that finds the payment still pending. */
  stillProcessing: 'Payment is being processed. Please wait...',
} as const;

export type ProcessingState =
  | { readonly kind: 'missing' }
  /** Shown as processing: the 2 s before the first verify, and the verify itself. */
  | { readonly kind: 'processing'; readonly verifying: boolean }
  | { readonly kind: 'success'; readonly payment: PaymentRecord }
  | { readonly kind: 'pending'; readonly checking: boolean }
  | { readonly kind: 'error' };

export type ProcessingEvent =
  | { readonly type: 'delayElapsed' }
  | { readonly type: 'verified'; readonly outcome: VerifyOutcome }
  /** `status`: the HTTP status of the refusal, null when no answer came. */
  | { readonly type: 'verifyFailed'; readonly status: number | null }
  | { readonly type: 'checkStatus' };

export type ProcessingStep = Step<ProcessingState, 'verify'>;

export const startProcessing = (paymentId: string | null): ProcessingStep => ({
  state: paymentId === null ? { kind: 'missing' } : { kind: 'processing', verifying: false },
});

function afterVerify(
  event: Extract<ProcessingEvent, { type: 'verified' | 'verifyFailed' }>,
  recheck: boolean,
): ProcessingStep {
  if (event.type === 'verified') {
    const { outcome } = event;
    if (outcome.status === 'completed') return { state: { kind: 'success', payment: outcome.payment } };
    if (outcome.status === 'pending')
      return {
        state: { kind: 'pending', checking: false },
        ...(recheck ? { toast: { tone: 'info', text: PROCESSING_TEXTS.stillProcessing } } : {}),
      };
    return { state: { kind: 'error' } };
  }
  // Not found (yet): the gateway's notification may not have reached us.
  if (event.status === 404) return { state: { kind: 'pending', checking: false } };
  return { state: { kind: 'error' } };
}

/**
 * The processing page: after the delay, verify (payment id only), then success (counts down to
 * /dashboard), pending (also on a 404) or error. Pending can verify again.
 */
export function nextProcessingState(state: ProcessingState, event: ProcessingEvent): ProcessingStep {
  if (state.kind === 'processing' && !state.verifying && event.type === 'delayElapsed')
    return { state: { kind: 'processing', verifying: true }, call: 'verify' };
  if (state.kind === 'processing' && state.verifying && (event.type === 'verified' || event.type === 'verifyFailed'))
    return afterVerify(event, false);
  if (state.kind === 'pending' && !state.checking && event.type === 'checkStatus')
    return { state: { kind: 'pending', checking: true }, call: 'verify' };
  if (state.kind === 'pending' && state.checking && (event.type === 'verified' || event.type === 'verifyFailed'))
    return afterVerify(event, true);
  return { state };
}
