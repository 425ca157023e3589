import { CheckCheck, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import type { ContactMessageWire } from '@contract/contact';
import { useAdminMessages, useMarkHandled } from '../api/messages';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const LOAD_FAILED = 'Failed to load messages';

function MessageCard({
  message,
  marking,
  onMarkHandled,
}: {
  readonly message: ContactMessageWire;
  readonly marking: boolean;
  readonly onMarkHandled: () => void;
}) {
  const headingId = `message-${message.id}`;
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId} className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-base font-semibold break-words text-slate-900">
            {message.subject}
          </h2>
          {message.handledAt === null ? <Badge tone="yellow">Open</Badge> : <Badge tone="green">Handled</Badge>}
        </div>
        <p className="text-sm break-words text-slate-600">
          From {message.name} ·{' '}
          <a className="text-blue-700 underline" href={`mailto:${message.email}`}>
            {message.email}
          </a>{' '}
          · {dateTime.format(new Date(message.createdAt))}
        </p>
        {/* Plain text as sent: rendered as text, never as HTML. */}
        <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{message.message}</p>
        {message.handledAt === null ? (
          <Button
            variant="secondary"
            disabled={marking}
            onClick={onMarkHandled}
            aria-label={`Mark handled: ${message.subject}`}
          >
            <CheckCheck aria-hidden="true" className="h-4 w-4" />
            {marking ? 'Marking...' : 'Mark handled'}
          </Button>
        ) : (
          <p className="text-sm text-slate-500">Handled {dateTime.format(new Date(message.handledAt))}</p>
        )}
      </article>
    </Card>
  );
}

/** /admin/messages: what the public contact form sent, newest first, each marked handled once answered. */
export function MessagesScreen() {
  const [page, setPage] = useState(1);
  const messages = useAdminMessages(page);
  const mark = useMarkHandled();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Messages</h1>
        <p className="mt-1 text-slate-600">
          What visitors sent through the contact form.
          {messages.data === undefined ? null : ` ${messages.data.open} open.`}
        </p>
      </header>
      {messages.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading messages" />
        </div>
      ) : messages.data === undefined ? (
        <LoadFailed text={LOAD_FAILED} onRetry={() => void messages.refetch()} />
      ) : messages.data.pagination.total === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <Inbox aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">No Messages Yet</h2>
          <p className="mt-1 text-sm text-slate-600">Messages sent from the Contact Us page appear here.</p>
        </div>
      ) : (
        <>
          <section aria-label="Contact messages" className="space-y-4">
            {messages.data.messages.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                marking={mark.isPending && mark.variables === message.id}
                onMarkHandled={() => mark.mutate(message.id)}
              />
            ))}
          </section>
          <Pagination
            label="Message pages"
            current={messages.data.pagination.current}
            pages={messages.data.pagination.pages}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
