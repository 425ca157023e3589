import { Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, Td } from '@/components/ui/table';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/components/ui/cn';
import { formatWrittenAt } from './format';
import { useOutbox } from '../api/get-outbox';
import type { OutboxMailSummaryResponse } from '@contract/admin-outbox';
import { adminOutboxMailPath } from '@/config/paths';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function MailLink({ mail }: { readonly mail: OutboxMailSummaryResponse }) {
  return (
    <Link
      to={adminOutboxMailPath(mail.id)}
      className={cn('break-words font-medium text-blue-700 hover:underline', focusRing)}
    >
      {mail.subject}
    </Link>
  );
}

function EmptyState() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Inbox aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">No mail yet</h2>
      <p className="mt-1 text-sm text-slate-600">
        Password resets and e-mail notifications appear here while no SMTP server is configured.
      </p>
    </div>
  );
}

/** Mail Outbox: the mails the server would have sent, newest first, with when each was written (SMTP_URL not set). */
export function OutboxScreen() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const outbox = useOutbox(page);
  const data = outbox.data;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Mail Outbox</h1>
        <p className="mt-1 text-slate-600">
          No SMTP server is configured (SMTP_URL), so mail is kept here instead of sent. The newest 500 are kept.
        </p>
      </header>
      {outbox.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading the outbox" />
        </div>
      ) : data === undefined ? (
        <LoadFailed text="The outbox could not be loaded." onRetry={() => void outbox.refetch()} />
      ) : data.mails.length === 0 ? (
        <EmptyState />
      ) : (
        <section aria-label="Mails" className="space-y-4" aria-busy={outbox.isPlaceholderData}>
          <ul className="space-y-3 md:hidden">
            {data.mails.map((mail) => (
              <li key={mail.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <MailLink mail={mail} />
                <p className="mt-1 break-all text-sm text-slate-600">To {mail.to}</p>
                <p className="mt-1 text-xs text-slate-500">Written {formatWrittenAt(mail.sentAt)}</p>
              </li>
            ))}
          </ul>
          <Table
            caption="Mails in the outbox, newest first"
            columns={['Subject', 'To', 'Written']}
            className="hidden md:block"
          >
            {data.mails.map((mail) => (
              <tr key={mail.id}>
                <Td>
                  <MailLink mail={mail} />
                </Td>
                <Td className="break-all">{mail.to}</Td>
                <Td className="whitespace-nowrap">{formatWrittenAt(mail.sentAt)}</Td>
              </tr>
            ))}
          </Table>
          <Pagination
            label="Outbox pages"
            current={data.pagination.current}
            pages={data.pagination.pages}
            onPage={(next) => setParams({ page: String(next) })}
          />
        </section>
      )}
    </div>
  );
}
