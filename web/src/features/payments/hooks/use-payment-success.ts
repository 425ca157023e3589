import { useCompleteSimple } from '../api/complete-simple';
import { useCheckPaymentStatus } from '../api/get-payment-status';
import { useVerifyPayment } from '../api/verify-payment';
import {
  nextSuccessState,
  startSuccess,
  type SuccessCall,
  type SuccessEvent,
  type SuccessState,
} from './payment-success-machine';
import type { SuccessQuery } from './payment-query';
import { useStepMachine, type StepMachine } from './use-step-machine';

/** The success page's machine wired to its three calls. */
export function usePaymentSuccess({
  paymentId,
  pfPaymentId,
}: Pick<SuccessQuery, 'paymentId' | 'pfPaymentId'>): StepMachine<SuccessState, SuccessEvent> {
  const verify = useVerifyPayment();
  const completeSimple = useCompleteSimple();
  const checkStatus = useCheckPaymentStatus();

  const perform = async (call: SuccessCall): Promise<SuccessEvent> => {
    // The machine only calls once it has a reference.
    const reference = paymentId ?? '';
    switch (call) {
      case 'verify':
        return verify.mutateAsync({ paymentId: reference, pfPaymentId }).then(
          (outcome): SuccessEvent => ({ type: 'verified', outcome }),
          (): SuccessEvent => ({ type: 'verifyFailed' }),
        );
      case 'completeSimple':
        return completeSimple.mutateAsync({ paymentId: reference, pfPaymentId }).then(
          (payment): SuccessEvent => ({ type: 'completeSucceeded', payment }),
          (): SuccessEvent => ({ type: 'completeFailed' }),
        );
      case 'status':
        return checkStatus(reference, pfPaymentId).then(
          (payment): SuccessEvent => ({ type: 'statusRead', payment }),
          (): SuccessEvent => ({ type: 'statusFailed' }),
        );
    }
  };

  return useStepMachine(() => startSuccess(paymentId), nextSuccessState, perform);
}
