import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ChannelsResponse, ChannelStatusResponse } from '@contract/notification-channels';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';

export const channelsKey = ['notification-channels'] as const;

export const getChannels = (signal?: AbortSignal): Promise<ChannelsResponse> =>
  api.call(endpoints.channels.list, { signal });

/** The user's channels; `pollMs` keeps asking (while a Telegram code waits for the bot). */
export const useChannels = (pollMs: number | false = false) =>
  useQuery({ queryKey: channelsKey, queryFn: ({ signal }) => getChannels(signal), refetchInterval: pollMs });

export const channelOf = (
  channels: readonly ChannelStatusResponse[] | undefined,
  name: ChannelStatusResponse['channel'],
): ChannelStatusResponse | undefined => channels?.find((channel) => channel.channel === name);

/** A change that answers the channels as they are now: the page shows that answer at once. */
function useChannelsChange<Input>(change: (input: Input) => Promise<ChannelsResponse>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(channelsKey, answer);
      toast.success(success);
    },
  });
}

export const useSetEmail = () =>
  useChannelsChange(
    (enabled: boolean) => api.call(endpoints.channels.setEmail, { body: { enabled } }),
    'E-mail notifications updated',
  );
export const useSetSlack = () =>
  useChannelsChange(
    (webhookUrl: string) => api.call(endpoints.channels.setSlack, { body: { webhookUrl } }),
    'Slack webhook saved',
  );
export const useRemoveSlack = () => useChannelsChange(() => api.call(endpoints.channels.removeSlack), 'Slack removed');
export const useUnlinkTelegram = () =>
  useChannelsChange(() => api.call(endpoints.channels.unlinkTelegram), 'Telegram unlinked');

/** POST …/telegram/link: a fresh code and its link. */
export const useStartTelegramLink = () => useMutation({ mutationFn: () => api.call(endpoints.channels.linkTelegram) });

/** A test message through Slack or Telegram; a failure is told in a toast, and the channels reload (a dead target is switched off). */
export function useSendTest(channel: 'slack' | 'telegram') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(channel === 'slack' ? endpoints.channels.testSlack : endpoints.channels.testTelegram),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(errorMessage(error, 'The test message could not be sent')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}
