import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../adapters/storage/knex/knex-client.js';
import { until } from './support/api.js';
import { linkFreelancerViaApi, signInViaApi, UNLIMITED_TEST_BIDDING } from './support/accounts.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { expectUsable } from './support/pages.js';
import { useE2eServer } from './support/suite.js';

/**
 * The review lane end to end on `npm start` with the built-in Freelancer simulator: in review_all
 * every drafted bid waits on the Review screen; approving places it through the worker (it shows in
 * Bid Logs), editing changes what is sent, rejecting places nothing, and a notification's signed link
 * approves from a confirm page without a session, and a draft past its time reads Expired and cannot
 * be approved. The minute's sweep that marks it expired and tells the user is covered over the API
 * (tests/api/reviews).
 */
const ADMIN = { email: 'admin@example.com', password: 'Str0ng!pass-admin' };
const SHOTS = process.env.SCREENSHOT_DIR;
// Unpaced: approved bids go at once.
const suite = useE2eServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BID_PACING: 'off' });
let token: string;

interface Review {
  readonly id: string;
  readonly status: string;
  readonly project: { readonly id: string; readonly title: string };
  readonly proposal: string;
  readonly expiresAt: string;
}

const api = <T = any>(method: string, path: string, body?: unknown) => suite.call<T>(method, path, { token, body });
/** Drafts still waiting and not yet due: one test moves a draft's expiry into the past. */
const waitingReviews = async (): Promise<readonly Review[]> =>
  (await api('GET', '/api/reviews?limit=100')).body.reviews.filter(
    (review: Review) => review.status === 'waiting' && Date.parse(review.expiresAt) > Date.now(),
  );
/** The waiting drafts a card can be found by: the simulator's feed may hold two projects of one title. */
const titledOnce = async (): Promise<readonly Review[]> => {
  const waiting = await waitingReviews();
  return waiting.filter(
    (review) => waiting.filter((other) => other.project.title === review.project.title).length === 1,
  );
};
const logOf = async (projectId: string) =>
  (
    (await api('GET', '/api/bidding/logs?page=1&limit=100')).body.logs as {
      projectId: string;
      status: string;
      proposal: string;
      errorMessage: string | null;
    }[]
  ).find((log) => log.projectId === projectId);

/**
 * Waits for an approved draft's bid to reach Freelancer: placed, or refused by Freelancer itself
 * (the simulator asks a balance of some projects, as Freelancer does). Either way the approval went
 * through the worker to the marketplace; a bid still held, pending or stopped has not.
 */
const sentToFreelancer = async (projectId: string, what: string) => {
  let seen: Awaited<ReturnType<typeof logOf>>;
  await until(
    async () => {
      seen = await logOf(projectId);
      // BidPilot's own notes (held for review, rejected, expired, stopped) are not Freelancer's answer.
      const refusedByFreelancer =
        seen?.status === 'failed' &&
        seen.errorMessage !== null &&
        !/^(Waiting for your review|You rejected this draft|This draft expired|Stopped before)/.test(seen.errorMessage);
      return seen?.status === 'submitted' || refusedByFreelancer ? true : undefined;
    },
    () => `${what} (its log now: ${JSON.stringify(seen)})`,
  );
  return seen;
};

beforeAll(async () => {
  token = await signInViaApi(suite.baseUrl(), ADMIN);
  const me = (await api('GET', '/api/auth/me')).body.user.id as string;
  expect((await api('PATCH', `/api/admin/users/${me}/bids`, { availableBids: 100 })).status).toBe(200);
  await linkFreelancerViaApi(suite.baseUrl(), token, 'e2e-review-token');
  expect(
    (await api('PUT', '/api/bidding/settings', { ...UNLIMITED_TEST_BIDDING, reviewMode: 'review_all' })).status,
  ).toBe(200);
  const triggered = await api('POST', '/api/bidding-process/trigger');
  const queued = Number(/(\d+) matching projects? queued/.exec(triggered.body.message)?.[1]);
  expect(queued).toBeGreaterThanOrEqual(4);
  await until(
    async () => ((await waitingReviews()).length === queued ? true : undefined),
    'every queued bid held as a draft',
    { intervalMs: 250 },
  );
  // Held drafts spent nothing.
  expect((await api('GET', '/api/auth/me')).body.user.availableBids).toBe(100);
}, 60_000);

describe('the Review screen', () => {
  it('desktop 1440: shows the drafts with the count in the navigation; approve as drafted places the bid, which Bid Logs shows', async () => {
    const { page, errors, close } = await suite.page(DESKTOP, { token, timeoutMs: 15_000 });
    try {
      await page.goto('/review');
      await page.getByRole('heading', { name: 'Review', exact: true }).waitFor();
      const [first] = await titledOnce();
      const card = page.getByRole('article', { name: first!.project.title });
      await card.waitFor();
      expect(
        await page
          .getByRole('navigation', { name: 'Account' })
          .getByRole('link', { name: /^Review\s*\d+ waiting$/ })
          .isVisible(),
      ).toBe(true);
      await expectUsable(page);
      if (SHOTS !== undefined)
        await page.screenshot({ path: join(SHOTS, `review-${DESKTOP.width}.png`), fullPage: true });
      await card.getByRole('button', { name: 'Approve and bid' }).click();
      await page.getByText('Approved: the bid is on its way.').waitFor();
      const sent = await sentToFreelancer(first!.project.id, 'the approved bid sent');
      // A bid Freelancer took shows in Bid Logs; one it refused (a featured or balance-only project) is checked above.
      if (sent?.status === 'submitted') {
        await page.goto('/bid-logs');
        await page.getByRole('table', { name: 'Bid logs' }).getByText(first!.project.title).first().waitFor();
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('phone 390: edit the proposal then approve sends the edited text; reject places nothing', async () => {
    const { page, errors, close } = await suite.page(PHONE, { token, timeoutMs: 15_000 });
    try {
      await page.goto('/review');
      const [edited, rejected] = await titledOnce();
      const card = page.getByRole('article', { name: edited!.project.title });
      await card.waitFor();
      await expectUsable(page);
      if (SHOTS !== undefined)
        await page.screenshot({ path: join(SHOTS, `review-${PHONE.width}.png`), fullPage: true });
      const text =
        'I read your brief closely and have shipped this kind of work many times; I can start today and keep you posted daily.';
      await card.getByLabel('Proposal').fill(text);
      await card.getByRole('button', { name: 'Approve and bid' }).click();
      await page.getByText('Approved: the bid is on its way.').waitFor();
      await sentToFreelancer(edited!.project.id, 'the edited bid sent');
      expect((await logOf(edited!.project.id))?.proposal).toBe(text);

      const other = page.getByRole('article', { name: rejected!.project.title });
      await other.getByRole('button', { name: 'Reject' }).click();
      await page.getByText('Rejected: no bid was placed.').waitFor();
      expect(
        (await api('GET', '/api/reviews?limit=100')).body.reviews.find((review: Review) => review.id === rejected!.id)
          .status,
      ).toBe('rejected');
      expect((await logOf(rejected!.project.id))?.status).toBe('declined');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('desktop 1440: a draft past its time reads Expired, and approving it says so and places nothing', async () => {
    const [draft] = await titledOnce();
    // Time passes for one draft: its expiry is set a second ago in the server's own database.
    const db = createKnex({ dialect: 'sqlite', connection: join(suite.server().dataDir, 'bidpilot.sqlite') });
    try {
      expect(
        await db('review_drafts')
          .where({ id: draft!.id })
          .update({ expires_at_ms: Date.now() - 1_000 }),
      ).toBe(1);
    } finally {
      await db.destroy();
    }
    const { page, errors, close } = await suite.page(DESKTOP, { token, timeoutMs: 15_000 });
    try {
      await page.goto('/review');
      const card = page.getByRole('article', { name: draft!.project.title });
      await card.getByText(/^Expired/).waitFor();
      // The minute's sweep may mark it expired first ("Expired unplaced", no button); until then the button is refused.
      const approve = card.getByRole('button', { name: 'Approve and bid' });
      if (await approve.isVisible()) {
        await approve.click();
        await page.getByText('This draft has expired.').waitFor();
      }
      expect((await logOf(draft!.project.id))?.status).toMatch(/^(held|failed)$/);
      expect(
        (await api('GET', '/api/bidding/logs?page=1&limit=100')).body.logs.some(
          (log: { projectId: string; status: string }) =>
            log.projectId === draft!.project.id && log.status === 'submitted',
        ),
      ).toBe(false);
      // The refusal's 409 is the only console line: the browser logs the failed call itself.
      expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("approves from the notification's signed link: opening it decides nothing, the button does, once", async () => {
    const [draft] = await waitingReviews();
    const notices = (await api('GET', '/api/notifications?limit=100')).body.notifications as {
      kind: string;
      data: Record<string, unknown>;
    }[];
    const notice =
      notices.find((n) => n.kind === 'review.waiting' && n.data['draftId'] === draft!.id) ??
      expect.fail('no review.waiting notification');
    const linkToken = new URL(String(notice.data['approveUrl'])).searchParams.get('token') ?? '';
    // The inbox shows the signed links as Approve and Reject, and nothing in it is wider than a phone.
    const inbox = await suite.page(PHONE, { token, timeoutMs: 15_000 });
    try {
      await inbox.page.goto('/notifications');
      const approve = inbox.page.getByRole('link', { name: /^Approve\s*: A bid waits for your review/ }).first();
      expect(await approve.getAttribute('href')).toMatch(/^\/review\/link\?token=/);
      expect(await inbox.page.getByText('token=', { exact: false }).count()).toBe(0);
      await expectUsable(inbox.page);
      if (SHOTS !== undefined)
        await inbox.page.screenshot({ path: join(SHOTS, `notifications-${PHONE.width}.png`), fullPage: true });
      expect(inbox.errors).toEqual([]);
    } finally {
      await inbox.close();
    }
    // No session: the link's token is the authority.
    const { page, errors, close } = await suite.page(PHONE, { timeoutMs: 15_000 });
    try {
      await page.goto(`/review/link?token=${encodeURIComponent(linkToken)}`);
      await page.getByRole('heading', { name: 'Approve this bid?' }).waitFor();
      expect((await waitingReviews()).some((review) => review.id === draft!.id)).toBe(true);
      await expectUsable(page);
      if (SHOTS !== undefined)
        await page.screenshot({ path: join(SHOTS, `review-link-${PHONE.width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Approve the bid' }).click();
      await page.getByRole('heading', { name: 'Approved' }).waitFor();
      await sentToFreelancer(draft!.project.id, 'the bid approved by link sent');
      await page.reload();
      // Decided: the heading says what happened, and there is nothing left to press.
      await page
        .getByRole('heading', { level: 1, name: /^This bid (was approved|was placed|could not be placed)$/ })
        .waitFor();
      expect(await page.getByRole('button', { name: 'Approve the bid' }).count()).toBe(0);
      await expectUsable(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
