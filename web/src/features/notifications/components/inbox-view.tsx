import { BellOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { NotificationResponse } from '@contract/notifications';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/date-format';
import { useLoadErrorToast } from '@/lib/load-error-toast';
import { useMarkRead, useNotifications } from '../api/notifications';
import { AwardCountdown, useNow } from './award-countdown';
import { reviewNotice } from './review-notice';
import { NotificationsPage } from '@/components/layouts/notifications-tabs';

export const LOAD_FAILED = 'Failed to load notifications';

function usePageParam(): [number, (page: number, options?: { readonly replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const current = Number.isInteger(page) && page >= 1 ? page : 1;
  return [current, (next, options) => setParams(next === 1 ? {} : { page: String(next) }, options)];
}

function NotificationItem({
  notification,
  onRead,
  reading,
}: {
  readonly notification: NotificationResponse;
  readonly onRead: () => void;
  readonly reading: boolean;
}) {
  const unread = notification.readAt === null;
  const acceptBy =
    notification.kind === 'bid.awarded' && typeof notification.data.acceptBy === 'string'
      ? notification.data.acceptBy
      : null;
  const now = useNow();
  const review = notification.kind === 'review.waiting' ? reviewNotice(notification, now) : null;
  const linkClass = cn('text-sm font-medium text-blue-700 underline-offset-2 hover:underline', focusRing);
  return (
    <li
      className={cn(
        'rounded-lg border bg-white p-4 shadow-sm',
        unread ? 'border-blue-300 border-l-4 border-l-blue-600' : 'border-slate-200',
      )}
    >
      <article aria-labelledby={`notification-${notification.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2
            id={`notification-${notification.id}`}
            className={cn('min-w-0 text-base wrap-anywhere text-slate-900', unread ? 'font-bold' : 'font-medium')}
          >
            {unread ? <span className="sr-only">Unread: </span> : null}
            {notification.title}
          </h2>
          <time dateTime={notification.createdAt} className="text-sm text-slate-600">
            {formatDateTime(notification.createdAt)}
          </time>
        </div>
        {/* Long unbroken text (a link, an id) wraps inside the card rather than widening the page. */}
        <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-slate-700">
          {review === null ? notification.body : review.body}
        </p>
        {review === null || review.state === null ? null : (
          <p className="mt-2 text-sm font-medium text-slate-800">{review.state}</p>
        )}
        {acceptBy === null ? null : <AwardCountdown acceptBy={acceptBy} />}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {review === null || review.links === null ? null : (
            <>
              <Link to={review.links.approve} className={linkClass}>
                Approve<span className="sr-only">: {notification.title}</span>
              </Link>
              <Link to={review.links.reject} className={linkClass}>
                Reject<span className="sr-only">: {notification.title}</span>
              </Link>
            </>
          )}
          {notification.link === null ? null : (
            <Link to={notification.link} className={linkClass}>
              {notification.kind === 'bid.awarded' ? 'Open the bid' : 'Open'}
              <span className="sr-only">: {notification.title}</span>
            </Link>
          )}
          {unread ? (
            <Button variant="ghost" className="px-2 py-1" onClick={onRead} disabled={reading}>
              Mark as read<span className="sr-only">: {notification.title}</span>
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

function EmptyState() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <BellOff aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">No notifications yet</h2>
      <p className="mt-1 text-sm text-slate-600">Awards, client replies and account news appear here as they happen.</p>
    </div>
  );
}

/** /notifications: the inbox, newest first, unread ones marked, with the award countdown. */
export function InboxView() {
  const [page, setPage] = usePageParam();
  const inbox = useNotifications(page);
  const markRead = useMarkRead();
  useLoadErrorToast([inbox.error], LOAD_FAILED, 'notifications-load');

  const lastPage = inbox.data?.pagination.pages ?? 0;
  useEffect(() => {
    if (lastPage >= 1 && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, page, setPage]);

  const read = (body: { ids: string[] } | { all: true }) =>
    markRead.mutate(body, {
      onError: () =>
        toast.error('Could not mark notifications as read. Please try again.', { id: 'notifications-read' }),
    });
  const unread = inbox.data?.unreadCount ?? 0;

  return (
    <NotificationsPage
      title="Notifications"
      intro="What BidPilot saw happen for you: awards, replies, your plan and payments."
    >
      {inbox.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading notifications" />
        </div>
      ) : inbox.data === undefined ? null : inbox.data.pagination.total === 0 ? (
        <EmptyState />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700" aria-live="polite">
              {unread === 0 ? 'All caught up.' : `${unread} unread`}
            </p>
            <Button
              variant="secondary"
              onClick={() => read({ all: true })}
              disabled={unread === 0 || markRead.isPending}
            >
              Mark all as read
            </Button>
          </div>
          <ul aria-label="Notifications" className="space-y-3">
            {inbox.data.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                reading={markRead.isPending}
                onRead={() => read({ ids: [notification.id] })}
              />
            ))}
          </ul>
          <Pagination
            label="Inbox pages"
            current={inbox.data.pagination.current}
            pages={Math.max(inbox.data.pagination.pages, 1)}
            onPage={setPage}
          />
        </>
      )}
    </NotificationsPage>
  );
}
