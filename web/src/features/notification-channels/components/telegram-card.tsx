import { ExternalLink } from 'lucide-react';
import type { ChannelStatusResponse, TelegramLinkResponse } from '@contract/notification-channels';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useSendTest, useStartTelegramLink, useUnlinkTelegram } from '../api/channels';
import { ChannelCard } from './channel-card';

const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** The code and the link while the page waits for the bot to receive `/start CODE`. */
function PendingLink({ link }: { readonly link: TelegramLinkResponse }) {
  return (
    <div className="space-y-3 rounded-md border border-blue-200 bg-blue-50 p-4" aria-live="polite">
      <p className="text-sm text-slate-800">
        Open the bot and press <span className="font-semibold">Start</span>, or send it this message:
      </p>
      <p className="break-all rounded bg-white p-2 font-mono text-base font-semibold text-slate-900">
        /start {link.code}
      </p>
      <a
        href={link.link}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-2 rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        Open Telegram
        <ExternalLink aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <p className="text-sm text-slate-600">
        Waiting for the bot… The code works once, until {time.format(new Date(link.expiresAt))}.
      </p>
    </div>
  );
}

/** Telegram: Link shows a one-time code and the bot's link, then waits until the chat is linked; Unlink. */
export function TelegramCard({
  status,
  pending,
  onLinkStarted,
}: {
  readonly status: ChannelStatusResponse;
  readonly pending: TelegramLinkResponse | null;
  readonly onLinkStarted: (link: TelegramLinkResponse) => void;
}) {
  const start = useStartTelegramLink();
  const unlink = useUnlinkTelegram();
  const test = useSendTest('telegram');
  if (!status.available) {
    return (
      <ChannelCard title="Telegram" status={status}>
        <p className="text-sm text-slate-700">Telegram is not set up on this server.</p>
      </ChannelCard>
    );
  }
  return (
    <ChannelCard title="Telegram" status={status}>
      {status.linked ? (
        <>
          <p className="text-sm text-slate-700">
            Linked to <span className="font-medium text-slate-900">{status.target}</span>.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => test.mutate()} disabled={test.isPending}>
              {test.isPending ? 'Sending…' : 'Send test message'}
            </Button>
            <Button variant="secondary" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
              Unlink
            </Button>
          </div>
        </>
      ) : pending !== null ? (
        <PendingLink link={pending} />
      ) : (
        <>
          <p className="text-sm text-slate-700">Get alerts in a Telegram chat with the BidPilot bot.</p>
          <Button onClick={() => start.mutate(undefined, { onSuccess: onLinkStarted })} disabled={start.isPending}>
            {start.isPending ? 'Getting a code…' : 'Link Telegram'}
          </Button>
          {start.isError ? (
            <p className="text-sm text-red-700">
              {errorMessage(start.error, 'No link code could be made. Try again.')}
            </p>
          ) : null}
        </>
      )}
    </ChannelCard>
  );
}
