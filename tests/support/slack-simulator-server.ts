import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import {
  SLACK_SIMULATOR_PREFIX,
  slackSimulatorRouter,
} from '../../adapters/simulators/slack/slack-simulator-router.js';
import { SlackSimulatorState } from '../../adapters/simulators/slack/slack-simulator-state.js';

/** The built-in Slack simulator on its own port, its state at hand: the far end of the Slack channel in tests. */
export async function startSlackSimulator(): Promise<{
  readonly state: SlackSimulatorState;
  readonly base: string;
  close(): Promise<void>;
}> {
  const state = new SlackSimulatorState();
  const app = new Koa();
  const holder: { base: string } = { base: '' };
  const router = slackSimulatorRouter({ state, publicBase: `http://slack.simulator.test${SLACK_SIMULATOR_PREFIX}` });
  app.use(router.routes()).use(router.allowedMethods());
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  holder.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SLACK_SIMULATOR_PREFIX}`;
  return {
    state,
    base: holder.base,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
