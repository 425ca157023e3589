import type { Server } from 'node:http';
import { isDomainError } from '../../core/domain/errors.js';
import type { Clock } from '../../core/ports/clock.port.js';
import { createRuntime, resolveApiDependencies, type Runtime } from './runtime.js';
import { startEngine, type Engine } from './engine.js';
import type { AppConfig } from '../config/app-config.js';
import { ConfigError } from '../config/env.js';
import { createApiApp } from '../http/api.js';
import { Readiness } from '../http/readiness.js';
import { isBacklogSource } from '../metrics/bidpilot-metrics.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import { PLACE_BID_QUEUE } from '../../core/use-cases/engine/place-bid-job.js';
import { paymentNotifyUrl, paymentPageUrls } from '../http/routes/payment-urls.js';
import type { Logger } from '../logging/logger.js';
import { PAYFAST_SIMULATOR_PREFIX, PAYFAST_SANDBOX_MERCHANT } from '../payments/payfast/payfast-config.js';
import { freelancerSimulatorRouter } from '../simulators/freelancer/freelancer-simulator-router.js';
import { openFreelancerSimulator } from '../simulators/freelancer/open-freelancer-simulator.js';
import type { FreelancerSimulatorState } from '../simulators/freelancer/simulator-state.js';
import { payFastSimulatorRouter } from '../simulators/payfast/payfast-simulator-router.js';
import { webhookInboxRouter } from '../simulators/webhook-inbox/webhook-inbox-router.js';
import { WebhookInboxes } from '../simulators/webhook-inbox/webhook-inboxes.js';
import { SLACK_SIMULATOR_PREFIX, slackSimulatorRouter } from '../simulators/slack/slack-simulator-router.js';
import { SlackSimulatorState } from '../simulators/slack/slack-simulator-state.js';
import { telegramSimulatorRouter } from '../simulators/telegram/telegram-simulator-router.js';
import { TelegramSimulatorState } from '../simulators/telegram/telegram-simulator-state.js';
import { TelegramLinkBot } from '../channels/telegram-link-bot.js';

export interface RunningBidPilot {
  readonly server: Server;
  readonly runtime: Runtime;
  /** The scheduled engine when the scheduler is on; its jobs run every minute, or at once through it. */
  readonly engine: Engine | null;
  /** The built-in Freelancer simulator's state when it serves (tests decide awards through it). */
  readonly freelancerSimulator: FreelancerSimulatorState | null;
  /** The built-in Telegram simulator's state when it serves (tests chat with the bot through it). */
  readonly telegramSimulator: TelegramSimulatorState | null;
  /** The built-in Slack simulator's state when it serves (tests read the messages its webhooks took). */
  readonly slackSimulator: SlackSimulatorState | null;
  /** The built-in webhook receiver's inboxes when it serves (tests verify the signed requests as they arrived). */
  readonly webhookInboxes: WebhookInboxes | null;
  /** Whether the server takes traffic (`/api/ready`): ready once started, draining from the first moment of `stop`. */
  readonly readiness: Readiness;
  /**
   * The graceful shutdown: `/api/ready` turns 503, the server stops accepting connections, live
   * event streams end (browsers reconnect to another server), requests in flight finish (for
   * SHUTDOWN_GRACE_MS at most, then their connections are closed) while the scheduler and the
   * workers stop (jobs in hand finish); then the simulators and the runtime close.
   */
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly webRoot?: string;
  /** Settles when a web build still running at start is in place; pages wait for it. */
  readonly webReady?: Promise<unknown>;
  /** The product's and the Freelancer simulator's clock; the system clock unless a test holds time still. */
  readonly clock?: Clock;
}

/**
 * The whole product in this process, as `npm start` runs it: runtime → seed → first admin →
 * HTTP (API, simulators, web app) → scheduled jobs (plan expiry, the engine) and the bid worker
 * when the scheduler is on.
 */
export async function startBidPilot(
  config: AppConfig,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningBidPilot> {
  const runtime = await createRuntime(config, { logger, clock: options.clock });
  const { clock } = runtime;
  try {
    await runtime.useCases.system.seedDefaults();
    if (config.admin !== null) await createFirstAdmin(runtime, config.admin, logger);
  } catch (error) {
    await runtime.close();
    throw error;
  }

  // The built-in simulators serve unless MARKETPLACE_URL / PAYFAST_URL point at the real services
  // (config.simulators; a production start without them was refused unless SIMULATORS=on).
  // The PayFast simulator notifies only this server: checkouts must name its public notify URL,
  // and the ITN goes over loopback to this very process (never to an address a form names). It
  // sends the buyer back only to this server's own payment pages.
  const payFastSimulator = {
    ...PAYFAST_SANDBOX_MERCHANT,
    ...paymentPageUrls(config.publicUrl),
    notifyUrl: paymentNotifyUrl(config.publicUrl),
    notifyDeliveryUrl: paymentNotifyUrl(`http://127.0.0.1:${config.port}`),
  };
  // A standalone `bidpilot simulators` process (SIMULATORS_URL) serves them for every server instead.
  const inProcess = config.standaloneSimulators === null;
  const freelancer =
    inProcess && config.simulators.freelancer ? await openFreelancerSimulator(config.database, clock) : null;
  // The far end of signed webhooks for the walk-through: offline, or in a demo on the simulators.
  const webhookInboxes =
    config.env !== 'production' || config.simulators.freelancer || config.simulators.payments
      ? new WebhookInboxes()
      : null;
  // The chat simulators stand in for Slack webhooks and the Telegram Bot API (docs/design.md#channels).
  const slackSimulator = config.simulators.slack ? new SlackSimulatorState() : null;
  const simulatorRouters = [
    ...(freelancer === null ? [] : [freelancerSimulatorRouter({ state: freelancer.state })]),
    ...(inProcess && config.simulators.payments
      ? [
          payFastSimulatorRouter({
            ...payFastSimulator,
            prefix: PAYFAST_SIMULATOR_PREFIX,
            now: () => clock.now(),
            logger,
          }),
        ]
      : []),
    ...(webhookInboxes === null
      ? []
      : [webhookInboxRouter({ publicUrl: config.publicUrl, now: () => clock.now(), inboxes: webhookInboxes })]),
    ...(slackSimulator === null
      ? []
      : [
          slackSimulatorRouter({
            publicBase: `${config.publicUrl}${SLACK_SIMULATOR_PREFIX}`,
            now: () => clock.now(),
            state: slackSimulator,
          }),
        ]),
  ];
  const telegramSimulator = config.simulators.telegram ? new TelegramSimulatorState(() => clock.now()) : null;
  if (telegramSimulator !== null) simulatorRouters.push(telegramSimulatorRouter({ state: telegramSimulator }));
  const readiness = new Readiness(() => queueAnswers(runtime.jobQueue));
  runtime.metrics.collectProcessMetrics();
  const app = createApiApp(resolveApiDependencies(runtime), {
    extraRouters: simulatorRouters,
    webRoot: options.webRoot,
    webReady: options.webReady,
    readiness,
  });
  const server = app.listen(config.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  logger.info(
    { url: config.publicUrl, database: config.database.dialect },
    `BidPilot is running on ${config.publicUrl}`,
  );

  const engine = config.scheduler ? startEngine(runtime) : null;
  const linkBot = config.scheduler ? startTelegramLinkBot(runtime, logger) : null;
  readiness.markReady();

  return {
    server,
    runtime,
    engine,
    freelancerSimulator: freelancer?.state ?? null,
    telegramSimulator,
    slackSimulator,
    webhookInboxes,
    readiness,
    stop: async () => {
      readiness.drain();
      await Promise.all([
        closeServer(server, SHUTDOWN_GRACE_MS),
        (async () => {
          await linkBot?.stop();
          await engine?.stop();
        })(),
      ]);
      await freelancer?.close();
      await runtime.close();
    },
  };
}

/** How long requests in flight may take to finish once a shutdown began; their connections are then closed. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** How often a closing server's connections that went idle are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections at once, then waits for the requests in flight: each connection is
 * closed as soon as it is idle (its response sent), and whatever is still open after `graceMs`
 * is closed as it stands.
 */
async function closeServer(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}

/** Whether the job queue answers: a read of the bid queue's backlog where the queue can tell it, otherwise the queue is in this process and always answers. */
async function queueAnswers(queue: JobQueue): Promise<boolean> {
  if (!isBacklogSource(queue)) return true;
  return queue.backlog(PLACE_BID_QUEUE).then(
    () => true,
    () => false,
  );
}

/** The bot that links Telegram chats with `/start CODE`, polling in one process at a time; none without a bot. */
function startTelegramLinkBot(runtime: Runtime, logger: Logger): TelegramLinkBot | null {
  const { telegramBot: bot, useCases } = runtime;
  if (bot === null) return null;
  const linkBot = new TelegramLinkBot({
    bot,
    lock: runtime.leaderLock,
    logger,
    completeLink: async (input) => {
      const userId = await useCases.channels.completeTelegramLink(input);
      const user = userId === null ? null : await useCases.users.findById(userId);
      return user === null ? null : { name: user.name, email: user.email };
    },
  });
  linkBot.start();
  return linkBot;
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD create the first admin. A refusal (an address an ordinary account
 * already holds, a password the policy refuses) stops the start like any other bad setting: an
 * operator who set ADMIN_EMAIL expects to sign in as that admin, and a server that ran on without
 * one would hide the problem in a log line until somebody needed the admin area.
 */
async function createFirstAdmin(
  runtime: Runtime,
  admin: NonNullable<AppConfig['admin']>,
  logger: Logger,
): Promise<void> {
  try {
    const outcome = await runtime.useCases.auth.ensureFirstAdmin(admin);
    if (outcome.kind === 'created') logger.info({ email: outcome.user.email }, 'first admin created');
    if (outcome.kind === 're-enabled')
      logger.warn(
        { email: outcome.user.email },
        'every admin was disabled: this one is enabled again with ADMIN_PASSWORD',
      );
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw new ConfigError(
      `${error.details?.['field'] === 'password' ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: ${error.message}`,
    );
  }
}
