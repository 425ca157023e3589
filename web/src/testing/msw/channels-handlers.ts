import { http, HttpResponse } from 'msw';
import type { ErrorResponse, MessageResponse } from '@contract/common';
import type { ChannelsResponse, ChannelStatusResponse, TelegramLinkResponse } from '@contract/notification-channels';
import { apiUrl, errorResponse } from './handlers';

export const testChannels = (
  overrides: Partial<Record<ChannelStatusResponse['channel'], Partial<ChannelStatusResponse>>> = {},
): ChannelStatusResponse[] => [
  {
    channel: 'email',
    available: true,
    linked: true,
    target: 'ada@example.com',
    switchedOffReason: null,
    ...overrides.email,
  },
  { channel: 'telegram', available: true, linked: false, target: null, switchedOffReason: null, ...overrides.telegram },
  { channel: 'slack', available: true, linked: false, target: null, switchedOffReason: null, ...overrides.slack },
];

/**
 * The channels API over one mutable list: GET answers it, each change updates it, the bot "links"
 * Telegram on the GET after `linkAfterPolls` polls once a code was asked for; `received` records the calls.
 */
export function channelsApi(initial = testChannels(), options: { readonly linkAfterPolls?: number } = {}) {
  let channels = initial;
  let codeAsked = false;
  let polls = 0;
  const received: { method: string; path: string; body: unknown }[] = [];
  const set = (name: ChannelStatusResponse['channel'], change: Partial<ChannelStatusResponse>) => {
    channels = channels.map((channel) => (channel.channel === name ? { ...channel, ...change } : channel));
    return HttpResponse.json<ChannelsResponse>({ success: true, channels });
  };
  const record = async (request: Request, path: string) => {
    const text = await request.text();
    received.push({ method: request.method, path, body: text === '' ? undefined : JSON.parse(text) });
  };
  const handlers = [
    http.get(apiUrl('/notifications/channels'), () => {
      if (codeAsked) polls += 1;
      if (codeAsked && polls >= (options.linkAfterPolls ?? Infinity))
        return set('telegram', { linked: true, target: 'Chat 5000001' });
      return HttpResponse.json<ChannelsResponse>({ success: true, channels });
    }),
    http.put(apiUrl('/notifications/channels/email'), async ({ request }) => {
      await record(request, '/email');
      const enabled = (received.at(-1)?.body as { enabled: boolean }).enabled;
      return set('email', { linked: enabled, switchedOffReason: enabled ? null : 'Turned off by you' });
    }),
    http.put<never, never, ChannelsResponse | ErrorResponse>(
      apiUrl('/notifications/channels/slack'),
      async ({ request }) => {
        await record(request, '/slack');
        const url = (received.at(-1)?.body as { webhookUrl: string }).webhookUrl;
        if (!url.startsWith('https://hooks.slack.com/services/'))
          return errorResponse(
            400,
            'Paste the Webhook URL Slack shows for your incoming webhook: it starts with https://hooks.slack.com/services/',
            'VALIDATION_FAILED',
          );
        return set('slack', {
          linked: true,
          target: 'https://hooks.slack.com/services/T1/B2/••••ab12',
          switchedOffReason: null,
        });
      },
    ),
    http.delete(apiUrl('/notifications/channels/slack'), async ({ request }) => {
      await record(request, '/slack');
      return set('slack', { linked: false, target: null });
    }),
    http.delete(apiUrl('/notifications/channels/telegram'), async ({ request }) => {
      await record(request, '/telegram');
      return set('telegram', { linked: false, target: null });
    }),
    http.post(apiUrl('/notifications/channels/telegram/link'), async ({ request }) => {
      await record(request, '/telegram/link');
      codeAsked = true;
      return HttpResponse.json<TelegramLinkResponse>({
        success: true,
        code: 'ABCD2345EF',
        link: 'http://localhost:3000/sandbox/telegram/?start=ABCD2345EF',
        expiresAt: '2026-03-01T10:15:00.000Z',
      });
    }),
    http.post(apiUrl('/notifications/channels/:channel/test'), async ({ request, params }) => {
      await record(request, `/${String(params.channel)}/test`);
      return HttpResponse.json<MessageResponse>({
        success: true,
        message: `Test message sent to ${params.channel === 'slack' ? 'Slack' : 'Telegram'}`,
      });
    }),
  ];
  return { handlers, received, current: () => channels };
}
