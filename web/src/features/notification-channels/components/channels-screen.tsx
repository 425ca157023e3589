import { useState } from 'react';
import type { TelegramLinkResponse } from '@contract/notification-channels';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useSimulatedSystems } from '@/lib/demo-mode';
import { channelOf, useChannels } from '../api/channels';
import { EmailCard } from './email-card';
import { SlackCard } from './slack-card';
import { TelegramCard } from './telegram-card';
import { NotificationsPage } from '@/components/layouts/notifications-tabs';

/** How often the page asks whether the bot linked the chat, while a code waits. */
const LINK_POLL_MS = 2_000;

/** Notification channels: where notifications leave BidPilot (e-mail, Telegram, Slack). */
export function ChannelsScreen() {
  const [pendingLink, setPendingLink] = useState<TelegramLinkResponse | null>(null);
  const channels = useChannels(pendingLink === null ? false : LINK_POLL_MS);
  const simulated = useSimulatedSystems();
  const list = channels.data?.channels;
  const email = channelOf(list, 'email');
  const telegram = channelOf(list, 'telegram');
  const slack = channelOf(list, 'slack');
  // Once the bot linked the chat, the code is spent: stop asking.
  if (pendingLink !== null && telegram?.linked === true) setPendingLink(null);

  return (
    <NotificationsPage
      title="Notification channels"
      intro="Where BidPilot reaches you besides the inbox. Awards go to every channel you link."
    >
      {channels.isPending ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading your channels" />
        </div>
      ) : email === undefined || telegram === undefined || slack === undefined ? (
        <LoadFailed text="Your channels could not be loaded." onRetry={() => void channels.refetch()} />
      ) : (
        <div className="space-y-6">
          <EmailCard status={email} />
          <TelegramCard status={telegram} pending={pendingLink} onLinkStarted={setPendingLink} />
          <SlackCard status={slack} simulatorUrl={simulated?.slack === true ? '/sandbox/slack' : null} />
        </div>
      )}
    </NotificationsPage>
  );
}
