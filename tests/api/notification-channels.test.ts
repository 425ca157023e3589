import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeNotificationChannel } from '../../adapters/testing/fake-notifications.js';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';
import { useApiWithAdmin } from '../support/use-api.js';

const HOOK = 'https://hooks.slack.com/services/T0001/B0002/abcdefSECRET9';
const ROUTES: readonly (readonly [method: string, path: string, body: unknown])[] = [
  ['GET', '/api/notifications/channels', undefined],
  ['PUT', '/api/notifications/channels/email', { enabled: false }],
  ['PUT', '/api/notifications/channels/slack', { webhookUrl: HOOK }],
  ['DELETE', '/api/notifications/channels/slack', undefined],
  ['POST', '/api/notifications/channels/slack/test', undefined],
  ['POST', '/api/notifications/channels/telegram/link', undefined],
  ['POST', '/api/notifications/channels/telegram/test', undefined],
  ['DELETE', '/api/notifications/channels/telegram', undefined],
];

describe.each(API_DIALECTS)('notification channels API on %s', (dialect) => {
  const ctx = useApiWithAdmin(dialect);
  const call = (method: string, path: string, token: string, body?: unknown) =>
    ctx.api.request(method, `/api/notifications/channels${path}`, { token, body });
  const channelsOf = async (token: string) =>
    (await call('GET', '', token)).body.channels as {
      channel: string;
      linked: boolean;
      target: string | null;
      switchedOffReason: string | null;
      available: boolean;
    }[];
  const channel = async (token: string, name: string) =>
    (await channelsOf(token)).find((entry) => entry.channel === name);

  it.each(ROUTES)(
    '%s %s answers 401 without a session or with a forged token, changing nothing',
    async (method, path, body) => {
      for (const token of [undefined, 'not-a-token', `${ctx.user.token}x`]) {
        const response = await ctx.api.request(method, path, { token, body });
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
      }
    },
  );

  it('shows a new user e-mail on at their address, Telegram offered but not linked, no Slack', async () => {
    const user = await ctx.api.signUp({ email: `fresh-${Date.now()}@example.com` });
    expect(await channelsOf(user.token)).toEqual([
      { channel: 'email', available: true, linked: true, target: user.user.email, switchedOffReason: null },
      { channel: 'telegram', available: true, linked: false, target: null, switchedOffReason: null },
      { channel: 'slack', available: true, linked: false, target: null, switchedOffReason: null },
    ]);
  });

  it('switches e-mail off and on again', async () => {
    const user = await ctx.api.signUp();
    expect((await call('PUT', '/email', user.token, { enabled: false })).body.channels[0]).toMatchObject({
      channel: 'email',
      linked: false,
      switchedOffReason: 'Turned off by you',
    });
    expect((await call('PUT', '/email', user.token, { enabled: true })).body.channels[0]).toMatchObject({
      channel: 'email',
      linked: true,
      switchedOffReason: null,
    });
  });

  it('saves a Slack webhook and shows it masked, never the secret; removes it', async () => {
    const user = await ctx.api.signUp();
    const saved = await call('PUT', '/slack', user.token, { webhookUrl: `  ${HOOK}  ` });
    expect(saved.status).toBe(200);
    expect(saved.body.channels[2]).toEqual({
      channel: 'slack',
      available: true,
      linked: true,
      target: 'https://hooks.slack.com/services/T0001/B0002/••••RET9',
      switchedOffReason: null,
    });
    expect(JSON.stringify((await call('GET', '', user.token)).body)).not.toContain('abcdefSECRET9');
    const removed = await call('DELETE', '/slack', user.token);
    expect(removed.body.channels[2]).toMatchObject({ linked: false, target: null });
  });

  it("takes the built-in Slack simulator's webhooks offline", async () => {
    const user = await ctx.api.signUp();
    const response = await call('PUT', '/slack', user.token, {
      webhookUrl: 'http://localhost:3000/sandbox/slack/services/TABC/BDEF/secret123',
    });
    expect(response.status).toBe(200);
    expect(response.body.channels[2]).toMatchObject({ linked: true });
  });

  it.each([
    ['an internal address', { webhookUrl: 'http://127.0.0.1:5432/services/T1/B1/x' }, /hooks\.slack\.com/],
    [
      'another host made to look like Slack',
      { webhookUrl: 'https://hooks.slack.com.evil.example/services/T1/B1/x' },
      /hooks\.slack\.com/,
    ],
    [
      'a path escaping the simulator',
      { webhookUrl: 'http://localhost:3000/sandbox/slack/services/T/B/x/../../../api/admin/users' },
      /hooks\.slack\.com/,
    ],
    ['an empty URL', { webhookUrl: '   ' }, /Paste your Slack webhook URL/],
    ['a number', { webhookUrl: 42 }, /webhookUrl must be text/],
    [
      'a huge URL',
      { webhookUrl: `https://hooks.slack.com/services/T1/B1/${'a'.repeat(600)}` },
      /at most 500 characters/,
    ],
    ['an unknown field', { webhookUrl: HOOK, userId: 'someone-else' }, /Unrecognized key/],
    ['no body', undefined, /Invalid request/],
  ])('refuses %s with a clear 400, leaving Slack as it was', async (_, body, message) => {
    const user = await ctx.api.signUp();
    await call('PUT', '/slack', user.token, { webhookUrl: HOOK });
    const response = await call('PUT', '/slack', user.token, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      errorCode: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
    expect(await channel(user.token, 'slack')).toMatchObject({ linked: true, target: expect.stringContaining('••••') });
  });

  it('refuses a malformed JSON body and a non-boolean e-mail switch', async () => {
    const user = await ctx.api.signUp();
    const malformed = await ctx.api.request('PUT', '/api/notifications/channels/email', {
      token: user.token,
      rawBody: '{"enabled":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const wrong = await call('PUT', '/email', user.token, { enabled: 'false' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/enabled must be true or false/);
    expect((await channel(user.token, 'email'))?.linked).toBe(true);
  });

  it("keeps users apart: one user's Slack and e-mail choice never show for another", async () => {
    const [ada, bo] = [await ctx.api.signUp(), await ctx.api.signUp()];
    await call('PUT', '/slack', ada.token, { webhookUrl: HOOK });
    await call('PUT', '/email', ada.token, { enabled: false });
    expect(await channel(bo.token, 'slack')).toMatchObject({ linked: false });
    expect(await channel(bo.token, 'email')).toMatchObject({ linked: true });
    await call('DELETE', '/slack', bo.token);
    expect(await channel(ada.token, 'slack')).toMatchObject({ linked: true });
  });

  it('refuses a test message before Slack or Telegram is linked', async () => {
    const user = await ctx.api.signUp();
    for (const path of ['/slack/test', '/telegram/test']) {
      const response = await call('POST', path, user.token);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ success: false, errorCode: 'CHANNEL_UNAVAILABLE' });
    }
  });

  it("gives a one-time Telegram code with the simulator's link; the bot's /start CODE links the chat, once", async () => {
    const user = await ctx.api.signUp();
    const first = await call('POST', '/telegram/link', user.token);
    const second = await call('POST', '/telegram/link', user.token);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      success: true,
      code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{10}$/),
      link: `http://localhost:3000/sandbox/telegram/?start=${second.body.code}`,
      expiresAt: new Date(ctx.api.deps.clock.now().getTime() + 15 * 60_000).toISOString(),
    });

    const complete = ctx.api.deps.useCases.channels.completeTelegramLink;
    // A new code voids the earlier one.
    expect(await complete({ code: first.body.code, chatId: '4242' })).toBeNull();
    expect(await complete({ code: second.body.code.toLowerCase(), chatId: '4242' })).toBe(user.user.id);
    expect(await complete({ code: second.body.code, chatId: '6666' })).toBeNull();
    expect(await channel(user.token, 'telegram')).toEqual({
      channel: 'telegram',
      available: true,
      linked: true,
      target: 'Chat 4242',
      switchedOffReason: null,
    });

    const unlinked = await call('DELETE', '/telegram', user.token);
    expect(unlinked.body.channels[1]).toMatchObject({ linked: false, target: null });
  });

  it('lets a code expire after 15 minutes', async () => {
    const user = await ctx.api.signUp();
    const { code } = (await call('POST', '/telegram/link', user.token)).body;
    ctx.api.deps.clock.advance(15 * 60_000);
    expect(await ctx.api.deps.useCases.channels.completeTelegramLink({ code, chatId: '1' })).toBeNull();
    expect((await channel(user.token, 'telegram'))?.linked).toBe(false);
  });

  it.each([
    '/api/notifications/channels/',
    '/api/notifications/Channels',
    '/api/notifications/channels/SLACK',
    '/api/notifications/channels/slack/',
  ])('answers %s with 404: only the exact spelling routes', async (path) => {
    const response = await ctx.api.request('GET', path, { token: ctx.user.token });
    expect(response.status).toBe(404);
  });
});

// The wording is the use case's, whatever the storage: one dialect is enough.
describe('notification channels API with Slack and Telegram set up', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start('sqlite', {
      notificationChannels: [new FakeNotificationChannel('slack'), new FakeNotificationChannel('telegram')],
    });
  });
  afterAll(() => api.close());

  it.each([
    ['slack', 'Link Slack first'],
    ['telegram', 'Link Telegram first'],
  ])('refuses a test message on %s before it is linked, naming the channel as the page does', async (name, message) => {
    const user = await api.signUp();
    const response = await api.request('POST', `/api/notifications/channels/${name}/test`, { token: user.token });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, errorCode: 'CHANNEL_UNAVAILABLE', message });
  });
});
