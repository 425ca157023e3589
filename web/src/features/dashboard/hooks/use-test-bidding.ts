import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-error';
import { useTriggerBidding } from '../api/trigger-bidding';

export const TRIGGER_FAILED = 'Failed to trigger bidding process';

/** Test Bidding: the run's message and its note as toasts; the dashboard reloads meanwhile. */
export function useTestBidding() {
  const trigger = useTriggerBidding();
  const run = () =>
    trigger.mutate(undefined, {
      onSuccess: ({ message, note }) => {
        toast.success(message);
        if (note !== '') toast(note);
      },
      onError: (error) => void toast.error(errorMessage(error, TRIGGER_FAILED)),
    });
  return { run, busy: trigger.isPending };
}
