import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { UnsubscribeResponse } from '@contract/notifications';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useUnsubscribe, useUnsubscribeLink } from '../api/notifications';
import { paths } from '@/config/paths';

const INVALID = 'This unsubscribe link is not valid or has expired. Sign in to choose your notifications.';
const preferencesLink = 'self-center text-sm font-medium text-blue-700 underline';

/** "<kind> notifications by <channel>", the kind in bold and the channel kept on one line. */
const what = ({ kindLabel, channelLabel }: UnsubscribeResponse): ReactNode => (
  <>
    <strong>{kindLabel}</strong> notifications by <span className="whitespace-nowrap">{channelLabel}</span>
  </>
);

/**
 * /notifications/unsubscribe?token=…: the mail footer's link (no sign-in: the signed token is the
 * authority). Opening it changes nothing, since a mail scanner may open any link in a mail: it asks
 * first, and only the button switches that kind off on that channel; then it offers to undo.
 */
export function UnsubscribeView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();
  const result = unsubscribe.data;
  const resultText = useRef<HTMLParagraphElement>(null);
  // After each click the outcome takes the focus, so keyboard and screen reader users hear what changed.
  useEffect(() => {
    if (result !== undefined) resultText.current?.focus();
  }, [result]);

  const choose = (subscribe: boolean) => unsubscribe.mutate({ token, subscribe });
  let content: ReactNode;
  if (token === '' || link.isError)
    content = (
      <div role="alert" className="space-y-3">
        <p className="text-slate-700">{token === '' ? INVALID : errorMessage(link.error, INVALID)}</p>
        <Link to={paths.notificationPreferences} className="font-medium text-blue-700 underline">
          Sign in to choose your notifications
        </Link>
      </div>
    );
  else if (link.data === undefined) content = <Spinner label="Loading your notification settings" />;
  else
    content = (
      <div className="space-y-4">
        {result !== undefined ? (
          <p ref={resultText} tabIndex={-1} aria-live="polite" className="text-slate-800 outline-none">
            {result.subscribed ? (
              <>You will receive {what(result)} again.</>
            ) : (
              <>You will no longer receive {what(result)}.</>
            )}
          </p>
        ) : link.data.subscribed ? (
          <p className="text-lg text-slate-900">Stop receiving {what(link.data)}?</p>
        ) : (
          <p className="text-slate-800">You are already unsubscribed: you do not receive {what(link.data)}.</p>
        )}
        {unsubscribe.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(unsubscribe.error, 'Could not change your notification settings. Please try again.')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {result !== undefined ? (
            // Keyed apart, so a button is never re-labelled in place (its colour fading from the one before).
            <Button
              key="undo"
              variant="secondary"
              disabled={unsubscribe.isPending}
              onClick={() => choose(!result.subscribed)}
            >
              {result.subscribed ? 'Unsubscribe again' : 'Undo: keep receiving them'}
            </Button>
          ) : link.data.subscribed ? (
            <Button key="unsubscribe" disabled={unsubscribe.isPending} onClick={() => choose(false)}>
              Unsubscribe
            </Button>
          ) : (
            <Button key="keep" variant="secondary" disabled={unsubscribe.isPending} onClick={() => choose(true)}>
              Keep receiving them
            </Button>
          )}
          <Link to={paths.notificationPreferences} className={preferencesLink}>
            All notification preferences
          </Link>
        </div>
      </div>
    );

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card className="space-y-4 p-6">
        <h1 className="text-2xl font-bold text-slate-900">Notification settings</h1>
        {content}
      </Card>
    </div>
  );
}
