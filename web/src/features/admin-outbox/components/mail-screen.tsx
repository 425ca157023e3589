import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OutboxMailResponse } from '@contract/admin-outbox';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { formatWrittenAt } from './format';
import { useOutboxMail } from '../api/get-outbox';
import { paths } from '@/config/paths';

type View = 'html' | 'text';

/**
 * The HTML body in a frame with every sandbox restriction (`sandbox=""`: no scripts, no forms, no
 * same origin, no top navigation): a mail's markup can show itself and nothing more.
 */
function HtmlBody({ html, subject }: { readonly html: string; readonly subject: string }) {
  return (
    <iframe
      title={`HTML body of "${subject}"`}
      sandbox=""
      srcDoc={html}
      // A frame takes keyboard focus (its content scrolls with the keys): it shows the ring as the rest do.
      className={cn('h-[36rem] w-full rounded-md border border-slate-200 bg-white', focusRing)}
    />
  );
}

function TextBody({ text }: { readonly text: string }) {
  return (
    <pre className="max-h-[36rem] overflow-auto whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-800">
      {text}
    </pre>
  );
}

function Header({ mail }: { readonly mail: OutboxMailResponse }) {
  const rows: [string, string][] = [
    ['From', mail.from],
    ['To', mail.to],
    ['Written', formatWrittenAt(mail.sentAt)],
    ...(mail.unsubscribeUrl === null ? [] : ([['List-Unsubscribe', mail.unsubscribeUrl]] as [string, string][])),
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="mb-2 break-all text-slate-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function BodyTabs({ mail }: { readonly mail: OutboxMailResponse }) {
  const [view, setView] = useState<View>(mail.html === null ? 'text' : 'html');
  const choices: { readonly value: View; readonly label: string }[] =
    mail.html === null
      ? []
      : [
          { value: 'html', label: 'HTML' },
          { value: 'text', label: 'Text' },
        ];
  return (
    <section aria-label="Body" className="space-y-3">
      {choices.length === 0 ? null : (
        <div
          role="group"
          aria-label="Show the body as"
          className="inline-flex rounded-md border border-slate-200 bg-white p-1"
        >
          {choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              aria-pressed={view === choice.value}
              onClick={() => setView(choice.value)}
              className={cn(
                'rounded px-3 py-1.5 text-sm font-medium',
                focusRing,
                view === choice.value ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
      {view === 'html' && mail.html !== null ? (
        <HtmlBody html={mail.html} subject={mail.subject} />
      ) : (
        <TextBody text={mail.text} />
      )}
    </section>
  );
}

/** One mail of the outbox: its header, and its body as HTML (sandboxed) or text. */
export function MailScreen({ mailId }: { readonly mailId: string }) {
  const mail = useOutboxMail(mailId);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link to={paths.adminOutbox} className={buttonClasses('ghost', '-ml-3 px-3 py-1.5')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Mail Outbox
      </Link>
      <header>
        <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">
          {mail.data?.mail.subject ?? 'Mail'}
        </h1>
      </header>
      {mail.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading the mail" />
        </div>
      ) : mail.data === undefined ? (
        <LoadFailed
          text={errorMessage(mail.error, 'The mail could not be loaded.')}
          onRetry={isNotFound(mail.error) ? undefined : () => void mail.refetch()}
        />
      ) : (
        <Card className="space-y-6">
          <Header mail={mail.data.mail} />
          <BodyTabs mail={mail.data.mail} />
        </Card>
      )}
    </div>
  );
}
