/**
 * `npm run screenshots`: the README's screenshots, taken from the real UI. Starts BidPilot as
 * `npm start` does on a throw-away database, fills it the way a month of use would (accounts, plans
 * bought through the PayFast simulator, bids placed by the engine, a month of history written
 * straight into storage so the admin charts have something to show), then photographs each screen
 * in Debian's Chromium at 1440 px wide and writes docs/screenshots/<screen>.png.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SystemClock } from '../../adapters/clock/system-clock.js';
import { openKnexStorage } from '../../adapters/storage/knex/knex-storage.js';
import type { BidStatus } from '../../core/domain/bidding/bid.js';
import { apiOk } from './support/api.js';
import { DESKTOP, launchBrowser, openContext, PHONE } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { payInSimulator } from './support/simulator.js';
import { streamProjects } from '../../adapters/simulators/freelancer/project-stream.js';

/** Any seed: the projects only have to read like the simulator's. */
const DEMO_SEED = 20_261_129;

const OUT = resolve(import.meta.dirname, '../../docs/screenshots');
const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };
const FREELANCER = { name: 'Thandi Nkosi', email: 'thandi@example.com', password: 'Str0ng!pass' };
const DAY_MS = 86_400_000;
const DEMO_PORTFOLIO = [
  {
    title: 'Bookings and payments for a surf school',
    url: 'https://portfolio.example.com/surf-school',
    skills: ['PHP', 'Laravel', 'WordPress', 'MySQL', 'Stripe'],
    summary: 'Online bookings with Stripe deposits and an admin calendar for four instructors.',
  },
  {
    title: 'Field-service app for a plumbing firm',
    url: 'https://portfolio.example.com/field-service',
    skills: ['React Native', 'Android', 'iPhone', 'Firebase', 'Mobile App Development'],
    summary: 'Job sheets, photos and signatures that sync when the van is back in coverage.',
  },
  {
    title: 'Analytics dashboard for a coffee roaster',
    url: 'https://portfolio.example.com/roaster-dashboard',
    skills: ['React.js', 'Node.js', 'TypeScript', 'JavaScript', 'PostgreSQL'],
    summary: 'Sales, stock and wholesale orders in one screen, fed by their Shopify and Xero.',
  },
];

// Answers are read loosely here: a wrong field fails the shot, not a type.
type Json = Record<string, any>;

const call = (
  server: RunningServer,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<Json> => apiOk<Json>(server.baseUrl, method, `/api${path}`, { token, body });

/** A payment created and paid in the PayFast simulator, whose ITN completes it. */
async function buy(server: RunningServer, token: string, planId: string, billingType: string): Promise<string> {
  const checkout = await call(server, 'POST', '/payments/create-payment', token, { planId, billingType });
  await payInSimulator({
    redirectUrl: checkout.redirectUrl as string,
    paymentData: checkout.paymentData as Record<string, string>,
  });
  return checkout.paymentId as string;
}

async function seedLiveAccounts(
  server: RunningServer,
): Promise<{ adminToken: string; freelancerToken: string; freelancerId: string; reviewerToken: string }> {
  const adminToken = (await call(server, 'POST', '/auth/login', null, ADMIN)).token as string;
  const freelancer = await call(server, 'POST', '/auth/register', null, {
    ...FREELANCER,
    confirmPassword: FREELANCER.password,
  });
  const freelancerToken = freelancer.token as string;
  await buy(server, freelancerToken, 'professional', 'monthly');
  const addons = (await call(server, 'GET', '/pricing/addons', null)).addons as Json[];
  await buy(server, freelancerToken, addons[0]?._id as string, 'one_time');
  await call(server, 'POST', '/payments/create-payment', freelancerToken, {
    planId: addons[1]?._id,
    billingType: 'one_time',
  });
  await call(server, 'PUT', '/users/freelancer-profile', freelancerToken, { oauthToken: 'demo-freelancer-token' });
  await call(server, 'POST', '/users/syncskills', freelancerToken);
  // Past work the proposals can name (docs/design.md#portfolio): the item sharing most skills with each project.
  for (const item of DEMO_PORTFOLIO) await call(server, 'POST', '/users/portfolio', freelancerToken, item);
  await call(server, 'PUT', '/bidding/settings', freelancerToken, {
    timeLimit: 'no_limit',
    bidsLimit: 'no_limit',
    maxBidsThreshold: 100,
    bidOnHourlyProjects: true,
    scheduleAutobidding: false,
  });
  // A prompt experiment from the first bid (docs/design.md#prompt-experiments): a third of the bids try a shorter prompt.
  await call(server, 'PUT', '/bidding/experiments', freelancerToken, {
    profileId: 'main',
    variants: [
      {
        name: 'Short and direct',
        prompt: '[Brief Detail]\n\n[Portfolio Item]\n\n[Offer].\n\n[Closing Question]\n\n[Your Name]',
        sharePercent: 34,
      },
    ],
  });
  await call(server, 'PATCH', '/bidding/toggle', freelancerToken);
  await call(server, 'POST', '/bidding-process/trigger', freelancerToken);
  let reviewerToken = '';
  for (const [name, plan] of [
    ['Sipho Dlamini', 'starter'],
    ['Ayesha Patel', null],
  ] as const) {
    const account = await call(server, 'POST', '/auth/register', null, {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
      password: 'Str0ng!pass',
      confirmPassword: 'Str0ng!pass',
    });
    if (plan !== null) {
      reviewerToken = account.token as string;
      await buy(server, reviewerToken, plan, 'annual');
    } else
      await call(server, 'POST', '/payments/create-payment', account.token as string, {
        planId: 'starter',
        billingType: 'monthly',
      });
  }
  // Sipho reviews every bid, so the Review screen has drafts waiting (docs/design.md#review-lane).
  await call(server, 'PUT', '/users/freelancer-profile', reviewerToken, { oauthToken: 'demo-reviewer-token' });
  await call(server, 'POST', '/users/syncskills', reviewerToken);
  await call(server, 'PUT', '/bidding/settings', reviewerToken, {
    timeLimit: 'no_limit',
    bidsLimit: 'no_limit',
    maxBidsThreshold: 100,
    bidOnHourlyProjects: true,
    scheduleAutobidding: false,
    reviewMode: 'review_all',
  });
  await call(server, 'PATCH', '/bidding/toggle', reviewerToken);
  await call(server, 'POST', '/bidding-process/trigger', reviewerToken);
  return { adminToken, freelancerToken, freelancerId: (freelancer.user as Json).id as string, reviewerToken };
}

/** A month of other freelancers' bids and payments, written straight into storage (deterministic). */
async function seedHistory(server: RunningServer): Promise<void> {
  const secrets = JSON.parse(readFileSync(join(server.dataDir, 'secrets.json'), 'utf8')) as { encryptionKey: string };
  const storage = await openKnexStorage(`sqlite:${join(server.dataDir, 'bidpilot.sqlite')}`, new SystemClock(), {
    encryptionKey: Buffer.from(secrets.encryptionKey, 'hex'),
  });
  try {
    const users = [];
    for (const name of ['Johan van Wyk', 'Lerato Mokoena', 'Pieter Botha', 'Naledi Khumalo']) {
      users.push(
        await storage.users.create({
          name,
          email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
          passwordHash: 'not-a-hash: cannot sign in',
        }),
      );
    }
    const [first] = users;
    if (first !== undefined) await storage.users.update(first.id, { isActive: false });
    let seed = 7;
    const random = (): number => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const statuses: BidStatus[] = ['submitted', 'submitted', 'accepted', 'accepted', 'rejected', 'failed', 'submitted'];
    const now = Date.now();
    let sequence = 0;
    for (let day = 29; day >= 1; day -= 1) {
      for (let bid = Math.floor(random() * 7) + 1; bid > 0; bid -= 1) {
        sequence += 1;
        await storage.bids.insertIfAbsent({
          userId: pick(users).id,
          projectId: String(80_000_000 + sequence),
          projectTitle: pick([
            'Build a React dashboard',
            'Shopify store fixes',
            'Python data pipeline',
            'Logo and brand kit',
            'Node.js API for a mobile app',
          ]),
          projectUrl: `https://www.freelancer.com/projects/${80_000_000 + sequence}`,
          status: pick(statuses),
          amountMinor: 5_000 + Math.floor(random() * 45_000),
          currency: 'USD',
          proposal: 'Hello, I have built this kind of project many times and can start today.',
          marketplaceBidId: null,
          errorMessage: null,
          submittedAt: new Date(now - day * DAY_MS - Math.floor(random() * 3_600_000)),
        });
      }
      if (random() < 0.4) {
        sequence += 1;
        const payment = await storage.payments.create({
          paymentId: `BP-DEMO-${sequence}`,
          userId: pick(users).id,
          item: { kind: 'addon', addonPackId: 'demo', billingType: 'one_time', sold: { bids: 200 } },
          itemName: '200 bids add-on',
          priceUsdCents: 1_000,
          amountMinor: 18_500,
          currency: 'ZAR',
          paymentMethod: 'payfast',
        });
        await storage.payments.markCompleted(payment.id, ['pending'], {
          verificationStatus: 'verified',
          bidsAllocated: 200,
          completedAt: new Date(now - day * DAY_MS),
        });
      }
    }
    await seedWeekOfFeed(storage, now);
  } finally {
    await storage.close();
  }
}

/**
 * The week of projects the feed poll would have stored had the server run for a week, from the
 * simulator's own stream (one project every few minutes), so the settings preview has a week to
 * replay: a fresh server's feed starts at its first poll.
 */
async function seedWeekOfFeed(storage: Awaited<ReturnType<typeof openKnexStorage>>, now: number): Promise<void> {
  const week = streamProjects(DEMO_SEED, now - 7 * DAY_MS, now - 3_600_000).filter((_, index) => index % 4 === 0);
  for (const project of week) {
    const seenAt = new Date(project.submittedAt + 60_000);
    await storage.feed.addNew(
      [
        {
          id: String(project.id),
          title: project.title,
          description: project.description,
          url: `https://www.freelancer.com/projects/${project.seoUrl}`,
          type: project.type,
          currency: project.currency.code,
          budgetMin: project.budget.minimum,
          budgetMax: project.budget.maximum,
          bidCount: project.initialBids,
          skills: project.jobs.map((job) => job.name),
          postedAt: new Date(project.submittedAt),
          kinds: [],
          ownerId: String(project.ownerId),
          isOpen: true,
          language: project.language ?? 'en',
        },
      ],
      seenAt,
    );
  }
}

/** A whole page, or only what the window shows (`fullPage: false`: a dialog's overlay covers the window, not the page). */
async function shoot(
  browser: Browser,
  server: RunningServer,
  token: string | null,
  path: string,
  name: string,
  ready: (page: Page) => Promise<unknown>,
  fullPage = true,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<void> {
  const context = await openContext(browser, server.baseUrl, viewport);
  if (token !== null) await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(path);
  await ready(page);
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage });
  await context.close();
  console.log(`docs/screenshots/${name}.png`);
}

/**
 * Three proposals the offline writer wrote, each beside the brief it answers (docs/design.md#proposal-writer):
 * the Project and Your bid cards of the first three placed bids with a proposal, in docs/screenshots/proposal-<n>.png.
 */
async function shootProposals(browser: Browser, server: RunningServer, token: string): Promise<void> {
  const logs = (await call(server, 'GET', '/bidding/logs?limit=50', token)).logs as Json[];
  const placed = logs
    .filter((log) => log.status === 'submitted' && typeof log.proposal === 'string' && log.proposal !== '')
    .slice(0, 3);
  if (placed.length < 3) throw new Error(`only ${placed.length} placed bids with a proposal to show`);
  for (const [index, log] of placed.entries()) {
    const context = await openContext(browser, server.baseUrl, DESKTOP);
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`/bid-logs/${String(log._id)}`);
    await page.getByRole('list', { name: 'Status history' }).waitFor();
    await page.waitForTimeout(500);
    // The brief and the proposal side by side: the two cards' joint box, with a margin.
    const boxes = await Promise.all(
      ['bid-project', 'bid-yours'].map((id) => page.locator(`[aria-labelledby="${id}"]`).boundingBox()),
    );
    const [project, yours] = boxes;
    if (project === null || project === undefined || yours === null || yours === undefined)
      throw new Error('the bid detail cards are not on the page');
    const x = Math.min(project.x, yours.x) - 8;
    const y = Math.min(project.y, yours.y) - 8;
    const clip = {
      x,
      y,
      width: Math.max(project.x + project.width, yours.x + yours.width) + 8 - x,
      height: Math.max(project.y + project.height, yours.y + yours.height) + 8 - y,
    };
    await page.screenshot({ path: join(OUT, `proposal-${index + 1}.png`), clip, fullPage: true });
    await context.close();
    console.log(`docs/screenshots/proposal-${index + 1}.png`);
  }
}

/** Settings' "Preview on the last 7 days" for a minimum fit score of 85, the panel alone. */
async function shootWhatIf(browser: Browser, server: RunningServer, token: string): Promise<void> {
  const context = await openContext(browser, server.baseUrl, DESKTOP);
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto('/settings');
  await page.getByLabel('Minimum fit score').fill('85');
  await page.getByRole('button', { name: 'Preview on the last 7 days' }).click();
  await page.getByText('Nothing was saved.').waitFor();
  await page.waitForTimeout(500);
  await page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'What would change?' }) })
    .screenshot({ path: join(OUT, 'what-if.png') });
  await context.close();
  console.log('docs/screenshots/what-if.png');
}

/**
 * The PayFast simulator's checkout page, where Buy Now sends the buyer offline: a checkout for the
 * Professional plan posted to it as the browser's form would be, photographed before Pay.
 */
async function shootSimulatorCheckout(browser: Browser, server: RunningServer, token: string): Promise<void> {
  const checkout = await call(server, 'POST', '/payments/create-payment', token, {
    planId: 'professional',
    billingType: 'monthly',
  });
  const posted = await fetch(checkout.redirectUrl as string, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(checkout.paymentData as Record<string, string>)).toString(),
    redirect: 'manual',
  });
  const page = new URL(posted.headers.get('location') ?? '', checkout.redirectUrl as string);
  await shoot(
    browser,
    server,
    null,
    page.pathname + page.search,
    'payfast-simulator-checkout',
    (shown) => shown.getByRole('button', { name: 'Pay' }).waitFor(),
    false,
    { width: 900, height: 640 },
  );
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();

async function main(): Promise<void> {
  // Unpaced, so the bid log fills within the script's wait rather than one bid every half minute.
  const [server, browser] = await Promise.all([
    startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BID_PACING: 'off' }),
    launchBrowser(),
  ]);
  try {
    const { adminToken, freelancerToken, freelancerId, reviewerToken } = await seedLiveAccounts(server);
    await seedHistory(server);
    // The worker places the bids Test Bidding queued a moment after it answers.
    await new Promise((done) => setTimeout(done, 6_000));

    await shoot(browser, server, null, '/', 'landing', heading(/./));
    await shoot(browser, server, freelancerToken, '/pricing', 'pricing', (page) =>
      page.getByRole('article').nth(2).waitFor(),
    );
    await shoot(
      browser,
      server,
      freelancerToken,
      '/pricing',
      'pricing-dialog',
      async (page) => {
        await page.getByRole('article', { name: 'Enterprise' }).getByRole('button').click();
        await page
          .getByRole('dialog')
          .getByText(/^R[\d, ]+\.\d{2}$/)
          .waitFor();
      },
      false,
    );
    await shootSimulatorCheckout(browser, server, freelancerToken);
    const paid = await buy(server, freelancerToken, 'enterprise', 'monthly');
    await shoot(browser, server, freelancerToken, `/payment/success?payment_id=${paid}`, 'payment-success', (page) =>
      page.getByRole('heading', { name: 'Payment Successful' }).waitFor(),
    );
    await shoot(browser, server, freelancerToken, '/payment/cancel?payment_id=BP-demo', 'payment-cancel', (page) =>
      page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor(),
    );
    await shoot(browser, server, freelancerToken, '/dashboard', 'dashboard', (page) =>
      page.getByRole('button', { name: /Autobidding$/ }).waitFor(),
    );
    await shoot(browser, server, freelancerToken, '/bid-logs', 'bid-logs', (page) =>
      page.getByRole('table', { name: 'Bid logs' }).waitFor(),
    );
    const openFirstBid = async (page: Page) => {
      await page
        .getByRole('link', { name: /^Details of the bid on/ })
        .filter({ visible: true })
        .first()
        .click();
      await page.getByRole('list', { name: 'Status history' }).waitFor();
    };
    await shoot(browser, server, freelancerToken, '/bid-logs', 'bid-detail', openFirstBid);
    await shootProposals(browser, server, freelancerToken);
    await shoot(browser, server, freelancerToken, '/bid-logs', 'phone-bid-detail', openFirstBid, true, PHONE);
    await shoot(browser, server, freelancerToken, '/bid-logs?view=skipped', 'skipped', (page) =>
      page.getByRole('heading', { name: /Why not this project/ }).waitFor(),
    );
    await shoot(browser, server, freelancerToken, '/results', 'results', heading(/Results/));
    await shoot(browser, server, freelancerToken, '/notifications', 'notifications', heading('Notifications'));
    await shoot(
      browser,
      server,
      freelancerToken,
      '/notifications/channels',
      'notification-channels',
      heading('Notification channels'),
    );
    // A second search profile (docs/design.md#search-profiles), so Settings shows its profile tabs and a profile's own rules.
    const shopify = (
      await call(server, 'POST', '/bidding/profiles', freelancerToken, {
        name: 'Shopify fixes',
        skills: ['Shopify', 'Liquid', 'CSS'],
        requiredKeywords: ['shopify'],
        minBidUsd: 30,
      })
    ).profile as Json;
    await shoot(browser, server, freelancerToken, '/settings', 'settings', heading(/Settings/));
    const profileShown = (page: Page) => page.getByRole('heading', { level: 2, name: 'Shopify fixes' }).waitFor();
    await shoot(
      browser,
      server,
      freelancerToken,
      `/settings?profile=${String(shopify.id)}`,
      'settings-profile',
      profileShown,
      false,
    );
    await shoot(
      browser,
      server,
      freelancerToken,
      `/settings?profile=${String(shopify.id)}`,
      'phone-settings-profile',
      profileShown,
      false,
      PHONE,
    );
    await shoot(browser, server, freelancerToken, '/profile', 'profile', heading('Profile'));
    await shoot(browser, server, freelancerToken, '/subscription', 'subscription', (page) =>
      page.getByRole('heading', { name: 'Payment History' }).waitFor(),
    );
    await shoot(browser, server, freelancerToken, '/custom-prompt', 'custom-prompt', heading(/Prompt/));
    await shoot(
      browser,
      server,
      freelancerToken,
      '/prompt-experiments',
      'prompt-experiments',
      heading('Prompt Experiments'),
    );
    await shootWhatIf(browser, server, freelancerToken);
    const draftWaiting = (page: Page) => page.getByRole('button', { name: 'Approve and bid' }).first().waitFor();
    await shoot(browser, server, reviewerToken, '/review', 'review', draftWaiting, false);
    await shoot(browser, server, reviewerToken, '/review', 'phone-review', draftWaiting, false, PHONE);
    await shoot(
      browser,
      server,
      freelancerToken,
      '/dashboard',
      'phone-navigation',
      async (page) => {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
      },
      false,
      PHONE,
    );
    await shoot(
      browser,
      server,
      null,
      '/pricing',
      'phone-pricing',
      (page) => page.getByRole('article').nth(2).waitFor(),
      false,
      PHONE,
    );
    await shoot(browser, server, adminToken, '/admin', 'admin-dashboard', (page) =>
      page.getByRole('heading', { name: 'Bids per Day', exact: true }).waitFor(),
    );
    await shoot(browser, server, adminToken, '/admin/users', 'admin-users', (page) =>
      page.getByRole('table').getByText(FREELANCER.email).waitFor(),
    );
    await shoot(browser, server, adminToken, `/admin/users/${freelancerId}`, 'admin-user-details', (page) =>
      page
        .getByRole('button', { name: 'View All Bids' })
        .or(page.getByRole('link', { name: 'View All Bids' }))
        .first()
        .waitFor(),
    );
    await shoot(browser, server, adminToken, `/admin/users/${freelancerId}/bids`, 'admin-user-bids', (page) =>
      page.getByRole('table').first().waitFor(),
    );
    await shoot(browser, server, adminToken, '/admin/pricing', 'admin-pricing', (page) =>
      page.getByText('Enterprise').first().waitFor(),
    );
    await shoot(browser, server, adminToken, '/admin/payments', 'admin-payments', (page) =>
      page.getByRole('table').getByText(FREELANCER.email).first().waitFor(),
    );
    // A signed webhook to the built-in receiver, and a contact message for the admin inbox.
    const hook = await call(server, 'POST', '/webhooks', freelancerToken, {
      url: `${server.baseUrl}/sandbox/webhook-inbox/demo`,
    });
    await call(server, 'POST', `/webhooks/${String(hook.endpoint.id)}/test`, freelancerToken);
    await shoot(browser, server, freelancerToken, '/notifications/webhooks', 'webhooks', async (page) => {
      await page.getByRole('button', { name: 'Deliveries' }).click();
      await page.getByText('HTTP 200').waitFor({ timeout: 20_000 });
    });
    await shoot(browser, server, null, '/sandbox/webhook-inbox/demo', 'webhook-inbox', (page) =>
      page.getByRole('article').first().waitFor(),
    );
    await call(server, 'POST', '/contact', null, {
      name: FREELANCER.name,
      email: FREELANCER.email,
      subject: 'Can I bid on hourly projects only?',
      message: 'Hello! Can BidPilot skip fixed-price projects and bid on hourly ones only?\nThanks, Thandi',
    });
    await shoot(browser, server, adminToken, '/admin/messages', 'admin-messages', (page) =>
      page.getByRole('article').first().waitFor(),
    );
    await shoot(browser, server, adminToken, '/admin/outbox', 'mail-outbox', heading('Mail Outbox'));
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
