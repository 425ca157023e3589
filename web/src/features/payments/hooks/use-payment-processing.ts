import { useEffect } from 'react';
import { isApiError } from '@/lib/api-error';
import { useVerifyPayment } from '../api/verify-payment';
import {
  nextProcessingState,
  startProcessing,
  type ProcessingEvent,
  type ProcessingState,
} from './payment-processing-machine';
import { useStepMachine, type StepMachine } from './use-step-machine';

/** The processing page waits this long before its first verify, giving the gateway's notification time to land. */
export const VERIFY_DELAY_MS = 2_000;

/** The processing page's machine: the 2 s wait, then verify with the payment id only. */
export function usePaymentProcessing(paymentId: string | null): StepMachine<ProcessingState, ProcessingEvent> {
  const verify = useVerifyPayment();
  const perform = (): Promise<ProcessingEvent> =>
    verify.mutateAsync({ paymentId: paymentId ?? '' }).then(
      (outcome): ProcessingEvent => ({ type: 'verified', outcome }),
      (error: unknown): ProcessingEvent => ({ type: 'verifyFailed', status: isApiError(error) ? error.status : null }),
    );
  const machine = useStepMachine(() => startProcessing(paymentId), nextProcessingState, perform);

  const { state, send } = machine;
  const waiting = state.kind === 'processing' && !state.verifying;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => send({ type: 'delayElapsed' }), VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting, send]);

  return machine;
}
