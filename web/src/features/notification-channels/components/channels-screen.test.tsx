import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/data';
import { channelsApi, testChannels } from '@/testing/msw/channels-handlers';
import { apiUrl, errorResponse, healthHandler } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

async function open(api = channelsApi()) {
  server.use(...api.handlers);
  renderApp({ route: '/notifications/channels', user: testUser() });
  await screen.findByRole('heading', { level: 1, name: 'Notification channels' });
  await screen.findByRole('heading', { name: 'Slack' });
  return api;
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('div.rounded-lg') as HTMLElement;

describe('notification channels', () => {
  it('shows a card per channel: e-mail on at the account address, Telegram and Slack off', async () => {
    await open();
    expect(within(card('E-mail')).getByText('ada@example.com')).toBeDefined();
    expect(within(card('E-mail')).getByText('On')).toBeDefined();
    expect(within(card('Telegram')).getByRole('button', { name: 'Link Telegram' })).toBeDefined();
    expect(within(card('Slack')).getByLabelText('Webhook URL')).toBeDefined();
  });

  it('turns e-mail off with its switch', async () => {
    const api = await open();
    await userEvent.click(within(card('E-mail')).getByRole('switch', { name: 'E-mail notifications' }));
    await waitFor(() => expect(within(card('E-mail')).getByRole('switch').getAttribute('aria-checked')).toBe('false'));
    expect(api.received).toEqual([{ method: 'PUT', path: '/email', body: { enabled: false } }]);
    expect(within(card('E-mail')).getByText('Off')).toBeDefined();
  });

  it('links Telegram: shows the code and the link, waits for the bot, then shows the chat', async () => {
    await open(channelsApi(testChannels(), { linkAfterPolls: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Link Telegram' }));
    expect(await screen.findByText('/start ABCD2345EF')).toBeDefined();
    expect(screen.getByRole('link', { name: /Open Telegram/ }).getAttribute('href')).toBe(
      'http://localhost:3000/sandbox/telegram/?start=ABCD2345EF',
    );
    expect(await screen.findByText('Chat 5000001', {}, { timeout: 8_000 })).toBeDefined();
    expect(within(card('Telegram')).getByRole('button', { name: 'Send test message' })).toBeDefined();
  });

  it('saves a Slack webhook, then sends a test message and removes it', async () => {
    const api = await open();
    await userEvent.type(screen.getByLabelText('Webhook URL'), 'https://hooks.slack.com/services/T1/B2/secretab12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('https://hooks.slack.com/services/T1/B2/••••ab12')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Send test message' }));
    expect(await screen.findByText('Test message sent to Slack')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByLabelText('Webhook URL')).toBeDefined();
    expect(api.received.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /slack',
      'POST /slack/test',
      'DELETE /slack',
    ]);
  });

  it("shows the server's reason under the field when a webhook URL is refused", async () => {
    await open();
    await userEvent.type(screen.getByLabelText('Webhook URL'), 'http://127.0.0.1/services/x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/it starts with https:\/\/hooks\.slack\.com\/services\//)).toBeDefined();
    expect(screen.getByLabelText('Webhook URL').getAttribute('aria-invalid')).toBe('true');
  });

  it('says why a dead channel was switched off', async () => {
    await open(
      channelsApi(
        testChannels({
          slack: { switchedOffReason: 'Slack answered 404 no_service: the webhook was removed or its channel is gone' },
        }),
      ),
    );
    expect(within(card('Slack')).getByRole('alert').textContent).toBe(
      'Switched off: Slack answered 404 no_service: the webhook was removed or its channel is gone',
    );
  });

  it('links the Slack simulator while it serves, and says when Telegram is not set up', async () => {
    server.use(healthHandler({ slack: true }));
    await open(channelsApi(testChannels({ telegram: { available: false } })));
    expect((await screen.findByRole('link', { name: 'built-in Slack simulator' })).getAttribute('href')).toBe(
      '/sandbox/slack',
    );
    expect(within(card('Telegram')).getByText('Telegram is not set up on this server.')).toBeDefined();
  });

  it('offers to try again when the channels cannot be loaded', async () => {
    server.use(http.get(apiUrl('/notifications/channels'), () => errorResponse(500, 'Boom', 'INTERNAL')));
    renderApp({ route: '/notifications/channels', user: testUser() });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
