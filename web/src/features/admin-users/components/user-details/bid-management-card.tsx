import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { UserDetailsResponse } from '@contract/admin-users';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import {
  FRACTIONAL_BIDS,
  NEGATIVE_BIDS,
  parseBidCount,
  useSetAvailableBids,
} from '@/features/admin-users/api/set-available-bids';
import { availableBidsText } from './profile-card';

export const BIDS_UPDATE_FAILED = 'Failed to update bids';

/** The server's message, else the error's own, else the screen's text. */
const failureText = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : BIDS_UPDATE_FAILED;

export function BidManagementCard({ user }: { readonly user: UserDetailsResponse['user'] }) {
  const [text, setText] = useState(String(user.availableBids));
  const [error, setError] = useState<string | undefined>();
  const update = useSetAvailableBids(user._id);
  const input = useRef<HTMLInputElement>(null);

  // A new balance from the server (after an update, or a re-read) replaces what the box holds.
  useEffect(() => setText(String(user.availableBids)), [user.availableBids]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = parseBidCount(text);
    const refusal = count < 0 ? NEGATIVE_BIDS : Number.isInteger(count) ? undefined : FRACTIONAL_BIDS;
    if (refusal !== undefined) {
      setError(refusal);
      // To the box the error is about, as the app's other forms do, so a keyboard user is not left on the button.
      input.current?.focus();
      return;
    }
    setError(undefined);
    setText(String(count));
    update.mutate(count, {
      onSuccess: (answer) => void toast.success(answer.message),
      onError: (failure) => void toast.error(failureText(failure)),
    });
  };

  return (
    <Card>
      <CardTitle>Bid Management</CardTitle>
      <p className="mt-1 text-sm text-slate-600">
        Available now: <span className="font-semibold text-slate-900">{availableBidsText(user)}</span>
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <Field
          ref={input}
          label="Available bids"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          error={error}
          hint={
            user.unlimitedBids
              ? 'An unlimited plan is active: its bids are not counted. This number is what the user keeps when it ends.'
              : 'The new balance; the difference is recorded in the bid ledger.'
          }
        />
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? 'Updating...' : 'Update Bids'}
        </Button>
      </form>
    </Card>
  );
}
