import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { SLACK_SANDBOX_PREFIX, slackSandboxRouter } from '../../adapters/sandbox/slack/slack-sandbox-router.js';
import { SlackSandboxState } from '../../adapters/sandbox/slack/slack-sandbox-state.js';

/** The built-in Slack simulator on its own port, its state at hand: the far end of the Slack channel in tests. */
export async function startSlackSandbox(): Promise<{
  readonly state: SlackSandboxState;
  readonly base: string;
  close(): Promise<void>;
}> {
  const state = new SlackSandboxState();
  const app = new Koa();
  const holder: { base: string } = { base: '' };
  const router = slackSandboxRouter({ state, publicBase: `http://slack.sandbox.test${SLACK_SANDBOX_PREFIX}` });
  app.use(router.routes()).use(router.allowedMethods());
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  holder.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SLACK_SANDBOX_PREFIX}`;
  return {
    state,
    base: holder.base,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
