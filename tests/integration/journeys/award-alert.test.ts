import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBidPilot, type RunningBidPilot } from '../../../adapters/composition/bidpilot.js';
import { loadConfig } from '../../../adapters/config/app-config.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { QUIET_BEHAVIOURS } from '../../../adapters/simulators/freelancer/simulator-state.js';
import { AWARD_ACCEPT_WINDOW_MS, AWARD_SEEN_MARGIN_MS } from '../../../core/domain/notifications/award-deadline.js';
import { postgresAvailable } from '../../support/databases.js';
import { caller, freePort, journeyStore, waitFor, type Caller } from '../../support/journeys.js';
import { openCheckout, press, signUp } from '../../support/offline-checkout.js';
import { formatUtcMoment } from '../../../core/domain/text/utc-moment.js';

/**
 * Issue 19's award alert, whole, through the product as `npm start` runs it with no keys: a
 * freelancer with a paid plan links every channel through the public API as a user would (the
 * built-in Telegram simulator's chat sends `/start CODE` to the running link bot, a webhook made in
 * the built-in Slack simulator, a signed webhook to the built-in receiver; e-mail goes to the
 * account's address through the built-in outbox), sets no preferences, and a simulated client
 * awards one of the bids Test Bidding placed. After the award sync, the notification worker
 * delivers it once to each: the inbox (with the deadline to accept), the outbox (read as an admin
 * reads it), the Telegram chat, the Slack webhook, and the webhook receiver, whose request the
 * Standard Webhooks reference library verifies with the secret shown once.
 */
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };
/** The whole journey: the server's start, a checkout, bids placed, five channels delivered, twice checked. */
const JOURNEY_TIMEOUT_MS = 120_000;

const isAward = (text: string) => text.startsWith('You won “');

describe.each(dialects)('an award alert on every channel, offline on %s', (dialect) => {
  let app: RunningBidPilot;
  let base: string;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const store = await journeyStore(dialect, 'bp-award-alert-');
    dropDatabase = store.drop;
    const port = await freePort();
    base = `http://localhost:${port}`;
    // No SMTP_URL, no TELEGRAM_BOT_TOKEN: mail goes to the outbox, the bot talks to the Telegram simulator.
    app = await startBidPilot(
      loadConfig({
        PORT: String(port),
        ...store.env,
        SCHEDULER: 'on',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      }),
      createLogger('silent'),
    );
    // Every bid the product chooses is one Freelancer takes (refusals have journeys of their own).
    app.freelancerSimulator!.configure(QUIET_BEHAVIOURS);
  });

  afterAll(async () => {
    await app?.stop();
    await dropDatabase();
  });

  const call: Caller = (method, path, token, body) => caller(base)(method, path, token, body);

  /** A paying freelancer with a Freelancer token and skills: their session, address and token. */
  async function paidFreelancer(): Promise<{ token: string; email: string; oauthToken: string }> {
    const token = await signUp(call);
    const { page, pageUrl } = await openCheckout(call, token, 'starter', 'monthly');
    await press(page, pageUrl, 'pay');
    const oauthToken = `award-${Math.random().toString(36).slice(2)}`;
    expect((await call('PUT', '/api/users/freelancer-profile', token, { oauthToken })).status).toBe(200);
    expect((await call('POST', '/api/users/syncskills', token)).body.skillsCount).toBeGreaterThan(0);
    // Whatever the hour: at most 3 bids, well under the simulator's "too fast".
    await call('PUT', '/api/bidding/settings', token, {
      scheduleAutobidding: false,
      timeLimit: 'no_limit',
      bidsLimit: 3,
      maxBidsThreshold: 100,
      bidOnHourlyProjects: true,
    });
    const me = await call('GET', '/api/auth/me', token);
    expect(me.body.user).toMatchObject({ planStatus: 'active', availableBids: 50 });
    return { token, email: me.body.user.email, oauthToken };
  }

  /** Telegram as a user links it: a code from BidPilot, then `/start CODE` sent from the simulator's chat page the link opens. */
  async function linkTelegram(token: string): Promise<number> {
    const linked = await call('POST', '/api/notifications/channels/telegram/link', token);
    expect(linked.status).toBe(200);
    const opened = await fetch(linked.body.link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const chatPage = new URL(opened.headers.get('location') ?? '', linked.body.link);
    const chatKey = chatPage.searchParams.get('chat') ?? '';
    expect(chatPage.searchParams.get('start')).toBe(linked.body.code);
    const sent = await fetch(`${base}/sandbox/telegram/chats/${encodeURIComponent(chatKey)}/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ text: `/start ${linked.body.code}` }).toString(),
      redirect: 'manual',
    });
    expect(sent.status).toBe(302);
    const chatId = app.telegramSimulator!.chatByKey(chatKey)!;
    // The link bot polls the simulator: its greeting says the chat is linked.
    await waitFor(async () =>
      app
        .telegramSimulator!.lines(chatId)
        .some((line) => line.from === 'bot' && line.text.startsWith('Linked to BidPilot as Jane Doe'))
        ? true
        : undefined,
    );
    return chatId;
  }

  /** Slack as a user links it: a webhook created in the simulator, its URL saved in BidPilot. */
  async function linkSlack(token: string): Promise<string> {
    const created = await fetch(`${base}/sandbox/slack/webhooks`, { method: 'POST', redirect: 'manual' });
    expect(created.status).toBe(302);
    const path = created.headers.get('location') ?? '';
    expect(path).toMatch(/^\/sandbox\/slack\/services\/T[0-9A-F]+\/B[0-9A-F]+\/[A-Za-z0-9]+$/);
    const saved = await call('PUT', '/api/notifications/channels/slack', token, { webhookUrl: `${base}${path}` });
    expect(saved.status).toBe(200);
    return path.slice('/sandbox/slack'.length);
  }

  /** A signed webhook to the built-in receiver: its `whsec_` secret, answered this once. */
  async function addWebhook(token: string, inbox: string): Promise<string> {
    const created = await call('POST', '/api/webhooks', token, { url: `${base}/sandbox/webhook-inbox/${inbox}` });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    return created.body.secret as string;
  }

  it(
    'reaches the inbox, the outbox, Telegram, Slack and a verified signed webhook, each exactly once',
    { timeout: JOURNEY_TIMEOUT_MS },
    async () => {
      const { token, email, oauthToken } = await paidFreelancer();
      const chatId = await linkTelegram(token);
      const slackPath = await linkSlack(token);
      const inbox = `award-${dialect}-${Math.random().toString(36).slice(2, 10)}`;
      const secret = await addWebhook(token, inbox);
      const channels = (await call('GET', '/api/notifications/channels', token)).body.channels as {
        channel: string;
        linked: boolean;
      }[];
      expect(Object.fromEntries(channels.map((entry) => [entry.channel, entry.linked]))).toEqual({
        email: true,
        telegram: true,
        slack: true,
      });

      // Test Bidding; done when the worker has placed every queued bid.
      const triggered = await call('POST', '/api/bidding-process/trigger', token);
      expect(triggered.status).toBe(200);
      const placed = await waitFor(async () => {
        const { logs } = (await call('GET', '/api/bidding/logs?page=1&limit=100', token)).body as {
          logs: { _id: string; projectId: string; status: string }[];
        };
        return logs.length > 0 && logs.every((log) => log.status !== 'pending') ? logs : undefined;
      });
      const won = placed.find((log) => log.status === 'submitted');
      expect(won).toBeDefined();

      // The client awards it on Freelancer; the award sync sees it.
      const marketplace = app.freelancerSimulator!;
      const bidder = marketplace.userFor(oauthToken).id;
      const [simulatorBid] = await marketplace.findBids({ bidders: [bidder], projects: [Number(won!.projectId)] });
      await marketplace.setAwardStatus(simulatorBid!.id, 'awarded');
      const seenFrom = Date.now();
      const synced = await waitFor(async () => {
        const run = await app.engine!.syncAwards();
        return run.ran ? run.value : undefined;
      });
      const seenUntil = Date.now();
      expect(synced.accepted).toBe(1);

      // The admin reads the outbox in the browser's API.
      const admin = await call('POST', '/api/auth/login', undefined, ADMIN);
      expect(admin.status).toBe(200);
      const awardMails = async () =>
        (
          (await call('GET', '/api/admin/outbox?page=1&limit=100', admin.body.token)).body.mails as {
            id: string;
            to: string;
            subject: string;
          }[]
        ).filter((mail) => mail.to === email && isAward(mail.subject));
      const awardRequests = () =>
        app
          .webhookInboxes!.list(inbox)
          .filter((request) => (JSON.parse(request.body) as { type: string }).type === 'bid.awarded');
      const telegramAwards = () =>
        app.telegramSimulator!.lines(chatId).filter((line) => line.from === 'bot' && isAward(line.text));
      const slackAwards = () => app.slackSimulator!.messages(slackPath).filter((message) => isAward(message.text));
      const inboxAwards = async () =>
        (
          (await call('GET', '/api/notifications?page=1&limit=50', token)).body.notifications as {
            kind: string;
            title: string;
            data: Record<string, unknown>;
          }[]
        ).filter((entry) => entry.kind === 'bid.awarded');

      // The notification worker (and the webhook worker after it) deliver beside the server: one wait
      // per channel, so a channel that never receives the award fails on its own line.
      await waitFor(async () => ((await awardMails()).length > 0 ? true : undefined));
      await waitFor(async () => (telegramAwards().length > 0 ? true : undefined));
      await waitFor(async () => (slackAwards().length > 0 ? true : undefined));
      await waitFor(async () => (awardRequests().length > 0 ? true : undefined));

      const expectOnceEverywhere = async () => {
        // The inbox: one award, with the deadline to accept (36 h from when the sync saw it, less the sync's 5 min).
        const [award, ...moreAwards] = await inboxAwards();
        expect(moreAwards).toEqual([]);
        expect(award).toMatchObject({
          title: expect.stringMatching(/^You won “.+”$/),
          data: { bidId: won!._id, projectId: won!.projectId, acceptBy: expect.any(String) },
        });
        const acceptBy = Date.parse(String(award!.data.acceptBy));
        expect(acceptBy).toBeGreaterThanOrEqual(seenFrom + AWARD_ACCEPT_WINDOW_MS - AWARD_SEEN_MARGIN_MS - 1_000);
        expect(acceptBy).toBeLessThanOrEqual(seenUntil + AWARD_ACCEPT_WINDOW_MS - AWARD_SEEN_MARGIN_MS + 1_000);

        // E-mail: one award mail to the account's address, kept in the outbox.
        const mails = await awardMails();
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe(award!.title);
        const mail = await call('GET', `/api/admin/outbox/${mails[0]!.id}`, admin.body.token);
        expect(mail.body.mail.text).toContain(formatUtcMoment(new Date(acceptBy)));

        // Telegram: the bot's award message in the linked chat.
        const telegram = telegramAwards();
        expect(telegram).toHaveLength(1);
        expect(telegram[0]!.text.startsWith(award!.title)).toBe(true);

        // Slack: the award message, once.
        expect(slackAwards()).toHaveLength(1);

        // The signed webhook: one bid.awarded request, which the Standard Webhooks reference library verifies.
        const requests = awardRequests();
        expect(requests).toHaveLength(1);
        const verified = new Webhook(secret).verify(requests[0]!.body, requests[0]!.headers) as {
          type: string;
          data: Record<string, unknown>;
        };
        expect(verified).toMatchObject({
          type: 'bid.awarded',
          data: { bidId: won!._id, acceptBy: award!.data.acceptBy },
        });
      };
      await expectOnceEverywhere();

      // At most once: another award sync and another pass of the workers deliver nothing more.
      const again = await waitFor(async () => {
        const run = await app.engine!.syncAwards();
        return run.ran ? run.value : undefined;
      });
      expect(again.accepted).toBe(0);
      await app.engine!.notificationWorker.drain();
      await app.engine!.webhookWorker.drain();
      await expectOnceEverywhere();
    },
  );
});
