import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelegramSimulator } from '../../../tests/support/telegram-simulator-server.js';
import { SIMULATOR_BOT, SIMULATOR_BOT_TOKEN } from './telegram-simulator-state.js';

describe('the built-in Telegram Bot API simulator', () => {
  let simulator: Awaited<ReturnType<typeof startTelegramSimulator>>;
  beforeAll(async () => {
    simulator = await startTelegramSimulator();
  });
  afterAll(() => simulator.close());

  const call = async (method: string, body: unknown = {}, token = SIMULATOR_BOT_TOKEN) => {
    const response = await fetch(`${simulator.base}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers in the Bot API shapes: getMe, deleteWebhook, a wrong token and an unknown method', async () => {
    expect(await call('getMe')).toEqual({ status: 200, body: { ok: true, result: SIMULATOR_BOT } });
    expect(await call('deleteWebhook', { drop_pending_updates: false })).toEqual({
      status: 200,
      body: { ok: true, result: true },
    });
    expect(await call('getMe', {}, '1:wrong')).toEqual({
      status: 401,
      body: { ok: false, error_code: 401, description: 'Unauthorized' },
    });
    expect(await call('sendSticker')).toEqual({
      status: 404,
      body: { ok: false, error_code: 404, description: 'Not Found: method not found' },
    });
  });

  it('holds getUpdates until a person writes (long polling), and confirms updates below the offset', async () => {
    const chatId = simulator.state.openChat('Ada');
    const waiting = call('getUpdates', { offset: 0, timeout: 5 });
    setTimeout(() => simulator.state.say(chatId, '/start ABC123'), 200);
    const { body } = await waiting;
    const [update] = body.result as {
      update_id: number;
      message: { text: string; chat: { id: number }; entities: unknown[] };
    }[];
    expect(update?.message).toMatchObject({
      text: '/start ABC123',
      chat: { id: chatId },
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    });
    expect((await call('getUpdates', { offset: (update?.update_id ?? 0) + 1, timeout: 0 })).body.result).toEqual([]);
  });

  it('refuses an empty message, an unknown chat (400) and a chat that blocked the bot (403)', async () => {
    const chatId = simulator.state.openChat();
    expect((await call('sendMessage', { chat_id: chatId, text: ' ' })).body).toEqual({
      ok: false,
      error_code: 400,
      description: 'Bad Request: message text is empty',
    });
    expect((await call('sendMessage', { chat_id: 1, text: 'hi' })).body).toEqual({
      ok: false,
      error_code: 400,
      description: 'Bad Request: chat not found',
    });
    simulator.state.setBlocked(chatId, true);
    expect((await call('sendMessage', { chat_id: chatId, text: 'hi' })).body).toEqual({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    });
  });

  it('opens a chat for a visitor with /start CODE typed, and shows both sides escaped', async () => {
    const opened = await fetch(`${simulator.base}/?start=ABCD2345EF`, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const location = opened.headers.get('location') ?? '';
    const key = new URL(location, 'http://x').searchParams.get('chat') ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const chatId = simulator.state.chatByKey(key) ?? 0;
    const page = await (await fetch(`${simulator.base}/?chat=${key}&start=ABCD2345EF`)).text();
    expect(page).toContain('value="/start ABCD2345EF"');
    await call('sendMessage', { chat_id: chatId, text: '<img src=x onerror=alert(1)>' });
    const after = await (await fetch(`${simulator.base}/?chat=${key}`)).text();
    expect(after).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(after).not.toContain('<img');
    // A start parameter that is not a code is not typed into the box.
    expect(await (await fetch(`${simulator.base}/?chat=${key}&start=%22%3E%3Cscript%3E`)).text()).toContain('value=""');
  });

  it('opens a chat only with its random key: a chat id or a made-up key opens a new, empty chat', async () => {
    const chatId = simulator.state.openChat('Ada');
    await call('sendMessage', { chat_id: chatId, text: 'Private award alert' });
    for (const guess of [String(chatId), 'AAAAAAAAAAAAAAAAAAAAAA']) {
      const opened = await fetch(`${simulator.base}/?chat=${guess}`);
      expect(await opened.text()).not.toContain('Private award alert');
    }
    const sent = await fetch(`${simulator.base}/chats/${chatId}/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'text=%2Fstart%20X',
      redirect: 'manual',
    });
    expect(sent.headers.get('location')).toBe('/sandbox/telegram/');
    expect(simulator.state.lines(chatId).map((line) => line.text)).toEqual(['Private award alert']);
  });
});
