import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useUnsubscribe } from '../api/notifications';
import { paths } from '@/config/paths';

/**
 * /notifications/unsubscribe?token=…: the mail footer's link. Opening it switches that kind off on
 * that channel (no sign-in: the signed token is the authority) and offers to undo.
 */
export function UnsubscribeView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit, even under StrictMode's double effects.
    if (sent.current || token === '') return;
    sent.current = true;
    unsubscribe.mutate({ token, subscribe: false });
  }, [token, unsubscribe]);

  const result = unsubscribe.data;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card className="space-y-4 p-6">
        <h1 className="text-2xl font-bold text-slate-900">Notification settings</h1>
        {token === '' || unsubscribe.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-slate-700">
              {isApiError(unsubscribe.error)
                ? unsubscribe.error.message
                : 'This unsubscribe link is not valid or has expired. Sign in to choose your notifications.'}
            </p>
            <Link to={paths.notificationPreferences} className="font-medium text-blue-700 underline">
              Sign in to choose your notifications
            </Link>
          </div>
        ) : result === undefined ? (
          <Spinner label="Updating your notification settings" />
        ) : (
          <div className="space-y-4" aria-live="polite">
            <p className="text-slate-800">
              {result.subscribed ? (
                <>
                  You will receive <strong>{result.kindLabel}</strong> notifications by{' '}
                  <span className="whitespace-nowrap">{result.channelLabel}</span> again.
                </>
              ) : (
                <>
                  You will no longer receive <strong>{result.kindLabel}</strong> notifications by{' '}
                  <span className="whitespace-nowrap">{result.channelLabel}</span>.
                </>
              )}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button
                variant="secondary"
                disabled={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate({ token, subscribe: !result.subscribed })}
              >
                {result.subscribed ? 'Unsubscribe again' : 'Undo: keep receiving them'}
              </Button>
              <Link
                to={paths.notificationPreferences}
                className="self-center text-sm font-medium text-blue-700 underline"
              >
                All notification preferences
              </Link>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
