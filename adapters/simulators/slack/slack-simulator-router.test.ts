import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlackSimulator } from '../../../tests/support/slack-simulator-server.js';

describe('the built-in Slack simulator', () => {
  let simulator: Awaited<ReturnType<typeof startSlackSimulator>>;
  beforeAll(async () => {
    simulator = await startSlackSimulator();
  });
  afterAll(() => simulator.close());

  const post = (path: string, body: unknown) =>
    fetch(`${simulator.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('creates a webhook from its start page and shows its public URL', async () => {
    const start = await fetch(`${simulator.base}/`);
    expect(await start.text()).toContain('Create a webhook');
    const created = await fetch(`${simulator.base}/webhooks`, { method: 'POST', redirect: 'manual' });
    expect(created.status).toBe(302);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/sandbox\/slack\/services\/T[0-9A-F]+\/B[0-9A-F]+\/[A-Za-z0-9]+$/);
    const page = await (await fetch(`${simulator.base}${location.replace('/sandbox/slack', '')}`)).text();
    expect(page).toContain(`http://slack.simulator.test${location}`);
    expect(page).toContain('No message yet');
  });

  it('answers a post ok as Slack does, and shows the message escaped on the webhook page', async () => {
    const path = simulator.state.create();
    const answer = await post(path, {
      text: 'fallback only',
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: '*<script>alert(1)</script> You won*' } },
        {
          type: 'actions',
          elements: [{ type: 'button', text: { type: 'plain_text', text: 'See the award' }, url: 'http://x.test/b' }],
        },
      ],
    });
    expect([answer.status, await answer.text()]).toEqual([200, 'ok']);
    const page = await (await fetch(`${simulator.base}${path}`)).text();
    expect(page).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt; You won</strong>');
    expect(page).not.toContain('fallback only');
    expect(page).not.toContain('<script>');
    expect(page).toContain('See the award: http://x.test/b');
  });

  it('refuses an empty message with 400 no_text, a malformed body with 400, and an odd path with 404', async () => {
    const path = simulator.state.create();
    expect([(await post(path, {})).status]).toEqual([400]);
    const malformed = await fetch(`${simulator.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"text":',
    });
    expect(malformed.status).toBe(400);
    expect((await post('/services/T1/B1/a-b', { text: 'x' })).status).toBe(404);
  });

  it('answers 404 no_service to every post once the webhook is removed, and says so on its page', async () => {
    const path = simulator.state.create();
    const removed = await fetch(`${simulator.base}${path}/remove`, { method: 'POST', redirect: 'manual' });
    expect(removed.status).toBe(302);
    const answer = await post(path, { text: 'hello' });
    expect([answer.status, await answer.text()]).toEqual([404, 'no_service']);
    expect(await (await fetch(`${simulator.base}${path}`)).text()).toContain('This webhook was removed');
  });
});
