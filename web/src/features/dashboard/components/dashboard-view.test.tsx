import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsResponse, TriggerBiddingResponse } from '@contract/bidding';
import type { LastRunResponse } from '@contract/last-run';
import type { FreelancerProfileResponse } from '@contract/profile';
import { REDIRECT_MESSAGE_KEY } from '@/lib/redirect-message';
import type { SessionUser } from '@/lib/session';
import { linkedProfile, testSettings, unlinkedProfile } from '@/testing/bidding-data';
import { testAdmin, testUser } from '@/testing/data';
import { freelancerProfileHandler, settingsHandler, statsHandler, toggleHandler } from '@/testing/msw/bidding-handlers';
import { portfolioHandlers } from '@/testing/msw/portfolio-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { lastRunHandler } from '@/testing/msw/decisions-handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';
import { FakeEventSource, installFakeEventSource } from '@/testing/fake-event-source';
import { act } from '@testing-library/react';

// The Last run card reads its own answer in every dashboard test; tests about it override this one.
beforeEach(() => {
  server.use(lastRunHandler());
});

const withPlan = { planStatus: 'active', currentPlan: 'starter', billingPeriod: 'monthly', availableBids: 50 } as const;

/** The dashboard's three reads, answered; returns how often each was called. */
function answerDashboard({
  settings = testSettings(),
  profile = linkedProfile(),
  submittedBids = 0,
}: { settings?: SettingsResponse; profile?: ReturnType<typeof linkedProfile>; submittedBids?: number } = {}) {
  const calls = { settings: 0, stats: 0, profile: 0, toggle: 0 };
  const count = (key: keyof typeof calls) => () => void calls[key]++;
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/bidding/settings') count('settings')();
    if (path === '/api/bidding/stats') count('stats')();
    if (path === '/api/users/freelancer-profile') count('profile')();
    if (path === '/api/bidding/toggle') count('toggle')();
  });
  // The Profile screen some tests end on lists the portfolio: none.
  server.use(
    settingsHandler(settings),
    statsHandler(submittedBids),
    freelancerProfileHandler(profile),
    ...portfolioHandlers(),
  );
  return calls;
}

/** The dashboard's reads answered, the linked account's own bids as Freelancer reports them. */
const answerWithAccount = (marketplaceAccount: FreelancerProfileResponse['marketplaceAccount']) =>
  answerDashboard({ profile: linkedProfile({ marketplaceAccount }) });

/** GET /api/bidding/stats answering with as many Submitted Bids as `submitted()` says at each read. */
const liveStatsHandler = (submitted: () => number) =>
  http.get(apiUrl('/bidding/stats'), () =>
    HttpResponse.json({
      success: true,
      stats: { submittedBids: submitted(), totalBids: submitted(), acceptedBids: 0, rejectedBids: 0, failedBids: 0 },
    }),
  );

const startButton = () => screen.findByRole('button', { name: 'Start Autobidding' });

const toggleAnswering = (answer: HttpResponseResolver) => http.patch(apiUrl('/bidding/toggle'), answer);

/** The dashboard for `user`, its reads answered (and the toggle by `toggle`), after a click on Start Autobidding. */
async function clickStart({
  user = testUser(withPlan),
  profile,
  toggle,
}: { user?: SessionUser; profile?: FreelancerProfileResponse; toggle?: HttpHandler } = {}) {
  const calls = answerDashboard({ profile });
  if (toggle !== undefined) server.use(toggle);
  const { router } = renderApp({ route: '/dashboard', user });
  await userEvent.click(await startButton());
  return { calls, router };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  // react-hot-toast keeps its toasts in module state: a toast of one test must not pass the next.
  toast.remove();
  server.events.removeAllListeners();
  vi.useRealTimers();
});

const OUT_OF_BIDS_PAUSE = {
  code: 'OUT_OF_BIDS',
  message: 'You have used all of your bids.',
  since: '2026-01-15T12:00:00.000Z',
  until: null,
  resumesWhen: 'It resumes when you turn autobidding on again.',
} as const;

describe('dashboard: a pause by Freelancer', () => {
  beforeEach(installFakeEventSource);

  it('shows the reason in Freelancer’s words and what resumes it, with the switch shown paused', async () => {
    answerDashboard({ settings: testSettings({ isActive: false, autobidPause: OUT_OF_BIDS_PAUSE }) });
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Autobidding is paused')).toBeDefined();
    expect(notice.textContent).toContain('Freelancer says: You have used all of your bids.');
    expect(within(notice).getByText('It resumes when you turn autobidding on again.')).toBeDefined();
    expect(screen.getByText('Paused')).toBeDefined();
  });

  it.each([
    ['later today, by its time alone', new Date(2026, 0, 15, 9, 5), /\(about 9:05\sAM\)$/],
    ['on another day, with its date', new Date(2026, 0, 16, 8, 30), /\(about Jan 16, 2026, 8:30\sAM\)$/],
  ])("gives a cool-down's end %s, in the time format of the Last run card", async (_, until, shown) => {
    // Only Date is faked: the page's requests and timers run as ever.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 15, 9, 0));
    const coolDown = {
      ...OUT_OF_BIDS_PAUSE,
      code: 'TOO_FAST',
      until: until.toISOString(),
      resumesWhen: 'It resumes by itself after a short cool-down, at a slower pace.',
    } as const;
    answerDashboard({ settings: testSettings({ isActive: true, autobidPause: coolDown }) });
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toMatch(shown);
  });

  it('lists the kinds of project skipped for the user', async () => {
    answerDashboard({ settings: testSettings({ unbiddableKinds: ['nda', 'featured'] }) });
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    expect(
      await screen.findByText(/NDA projects, featured projects\. Freelancer refused your bids on these/),
    ).toBeDefined();
  });

  it('shows the pause as soon as the live event says so, and clears it when the user starts autobidding again', async () => {
    let settings = testSettings({ isActive: true });
    server.use(
      http.get(apiUrl('/bidding/settings'), () => HttpResponse.json({ success: true, settings })),
      statsHandler(0),
      freelancerProfileHandler(linkedProfile()),
      http.patch(apiUrl('/bidding/toggle'), () => {
        settings = { ...settings, isActive: true, autobidPause: null };
        return HttpResponse.json({ success: true, isActive: true, message: 'Autobidding started' });
      }),
    );
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    await screen.findByRole('button', { name: 'Stop Autobidding' });
    expect(screen.queryByText('Autobidding is paused')).toBeNull();

    settings = testSettings({ isActive: false, autobidPause: OUT_OF_BIDS_PAUSE });
    act(() =>
      FakeEventSource.latest().send({
        availableBids: 50,
        notice:
          'Autobidding is paused: Freelancer says you have used all of your bids. It resumes when you turn autobidding on again.',
        autobidPause: OUT_OF_BIDS_PAUSE,
      }),
    );

    expect(await screen.findByText('Autobidding is paused')).toBeDefined();
    await userEvent.click(await startButton());
    await waitFor(() => expect(screen.queryByText('Autobidding is paused')).toBeNull());
  });
});

describe('dashboard: bids spent while it is open', () => {
  beforeEach(installFakeEventSource);

  it('reads Submitted Bids again when a live event says a bid was spent, even with autobidding stopped', async () => {
    let submitted = 0;
    server.use(
      settingsHandler(testSettings({ isActive: false })),
      freelancerProfileHandler(linkedProfile()),
      liveStatsHandler(() => submitted),
    );
    renderApp({ route: '/dashboard', user: testUser({ ...withPlan, availableBids: 2 }) });
    const submittedCard = async () =>
      (await screen.findByRole('heading', { name: 'Submitted Bids' })).parentElement as HTMLElement;
    await waitFor(async () => expect(within(await submittedCard()).getByText('0')).toBeDefined());

    // The last two bids are placed and spent: the stream says so, and autobidding stops (no more polling).
    submitted = 2;
    act(() =>
      FakeEventSource.latest().send({
        availableBids: 0,
        notice: 'Your available bids are exhausted. Autobidding stopped.',
      }),
    );

    await waitFor(async () => expect(within(await submittedCard()).getByText('2')).toBeDefined());
  });

  it('reads the Freelancer bids left again when a bid is spent', async () => {
    let remaining = 12;
    server.use(
      settingsHandler(testSettings({ isActive: false })),
      statsHandler(0),
      http.get(apiUrl('/users/freelancer-profile'), () =>
        HttpResponse.json(
          linkedProfile({
            marketplaceAccount: {
              bidsRemaining: remaining,
              bidLimit: 15,
              limited: false,
              checkedAt: new Date().toISOString(),
            },
          }),
        ),
      ),
    );
    renderApp({ route: '/dashboard', user: testUser({ ...withPlan, availableBids: 2 }) });
    expect(await screen.findByText('Freelancer bids left: 12 of 15')).toBeDefined();

    remaining = 11;
    act(() => FakeEventSource.latest().send({ availableBids: 1 }));

    expect(await screen.findByText('Freelancer bids left: 11 of 15')).toBeDefined();
  });
});

describe('dashboard', () => {
  it('greets a brand-new account by name without a "welcome back" it has not earned', async () => {
    answerDashboard();
    renderApp({ route: '/dashboard', user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace!' })).toBeDefined();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('greets the user by name and shows the settings in force', async () => {
    answerDashboard({
      settings: testSettings({
        timeInterval: '1hour',
        maxBidsThreshold: 50,
        bidOnHourlyProjects: false,
        skills: ['react', 'node'],
        scheduleAutobidding: true,
        timezone: 'Asia/Tokyo',
      }),
    });
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeDefined();
    expect(screen.getByText('1 hour')).toBeDefined();
    expect(screen.getByText('Skip projects with more than 50 bids')).toBeDefined();
    expect(screen.getByText('No')).toBeDefined();
    expect(screen.getByText('2 skills configured')).toBeDefined();
    expect(screen.getByText('09:00 - 17:00 (Asia/Tokyo)')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Update Settings' }).getAttribute('href')).toBe('/settings');
  });

  it.each([
    [
      'an active plan',
      '/pricing',
      'Active plan required to start autobidding',
      testUser({ planStatus: 'none', availableBids: 0 }),
      linkedProfile(),
    ],
    ['an OAuth token', '/profile', 'OAuth token required to start autobidding', testUser(withPlan), unlinkedProfile()],
  ])('refuses to start without %s: toast, stored message, %s, no call', async (_, page, message, user, profile) => {
    const { calls, router } = await clickStart({ user, profile });
    expect(await screen.findByText(message)).toBeDefined();
    expect(sessionStorage.getItem(REDIRECT_MESSAGE_KEY)).toBe(message);
    await waitFor(() => expect(router.state.location.pathname).toBe(page));
    expect(calls.toggle).toBe(0);
  });

  it('warns when no OAuth token is saved, linking to /profile', async () => {
    answerDashboard({ profile: unlinkedProfile() });
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByRole('link', { name: 'Go to Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('lets an admin start without a plan', async () => {
    const { calls } = await clickStart({ user: testAdmin({ availableBids: 5 }), toggle: toggleHandler(true) });
    expect(await screen.findByText('Autobidding started')).toBeDefined();
    expect(calls.toggle).toBe(1);
  });

  it("applies the toggle's isActive at once, before any re-read", async () => {
    let reads = 0;
    server.use(
      http.get(apiUrl('/bidding/settings'), async () => {
        reads += 1;
        if (reads > 1) await delay('infinite');
        return HttpResponse.json({ success: true, settings: testSettings() });
      }),
      statsHandler(),
      freelancerProfileHandler(),
      toggleHandler(true),
    );
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    await userEvent.click(await startButton());
    expect(await screen.findByRole('button', { name: 'Stop Autobidding' })).toBeDefined();
  });

  it("shows the server's refusal as a toast", async () => {
    await clickStart({
      toggle: toggleAnswering(() =>
        errorResponse(402, 'No bids available. Buy a plan or add-on bids to start autobidding.', 'INSUFFICIENT_BIDS'),
      ),
    });
    expect(await screen.findByText('No bids available. Buy a plan or add-on bids to start autobidding.')).toBeDefined();
  });

  it('sends the user to /pricing when the server says the plan is not active', async () => {
    const { router } = await clickStart({
      toggle: toggleAnswering(() =>
        errorResponse(403, 'Active plan required to start autobidding', 'ACTIVE_PLAN_REQUIRED'),
      ),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(sessionStorage.getItem(REDIRECT_MESSAGE_KEY)).toBe('Active plan required to start autobidding');
  });

  it("falls back to 'Failed to toggle autobidding' when the server gives no message", async () => {
    await clickStart({ toggle: toggleAnswering(() => new HttpResponse(null, { status: 500 })) });
    expect(await screen.findByText('Failed to toggle autobidding')).toBeDefined();
  });

  it('shows autobidding stopped while no bid is left, even when the stored switch is on', async () => {
    answerDashboard({ settings: testSettings({ isActive: true }) });
    renderApp({ route: '/dashboard', user: testUser({ ...withPlan, availableBids: 0 }) });
    expect(await startButton()).toBeDefined();
    expect(screen.getByText('Stopped')).toBeDefined();
  });

  it('keeps an unlimited plan active at zero counted bids', async () => {
    answerDashboard({ settings: testSettings({ isActive: true }) });
    renderApp({ route: '/dashboard', user: testUser({ ...withPlan, availableBids: 0, unlimitedBids: true }) });
    expect(await screen.findByRole('button', { name: 'Stop Autobidding' })).toBeDefined();
  });

  it('re-reads its data every 30 s while autobidding is active', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answerDashboard({ settings: testSettings({ isActive: true }) });
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    expect(await screen.findByRole('button', { name: 'Stop Autobidding' })).toBeDefined();
    const before = { ...calls };
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(calls.stats).toBe(before.stats + 1));
    expect(calls.settings).toBe(before.settings + 1);
    expect(calls.profile).toBe(before.profile + 1);
  });

  it('does not poll while autobidding is stopped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answerDashboard();
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    expect(await startButton()).toBeDefined();
    const before = { ...calls };
    await vi.advanceTimersByTimeAsync(90_000);
    expect(calls).toEqual(before);
  });

  it('runs Test Bidding: its message and note as toasts, then the dashboard reloads', async () => {
    let submitted = 0;
    server.use(
      settingsHandler(),
      freelancerProfileHandler(),
      liveStatsHandler(() => submitted),
      http.post(apiUrl('/bidding-process/trigger'), () => {
        submitted = 2;
        return HttpResponse.json<TriggerBiddingResponse>({
          success: true,
          message: 'Bidding process triggered: 2 matching projects queued for bidding',
          note: 'Bids are placed in the background.',
          run: { scanned: 3, matched: 2, queued: 2, skipped: 1, topReasons: [], overPace: 0 },
        });
      }),
    );
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    await userEvent.click(await screen.findByRole('button', { name: 'Test Bidding' }));
    expect(await screen.findByText('Bidding process triggered: 2 matching projects queued for bidding')).toBeDefined();
    expect(await screen.findByText('Bids are placed in the background.')).toBeDefined();
    const submittedCard = screen.getByRole('heading', { name: 'Submitted Bids' }).parentElement as HTMLElement;
    await waitFor(() => expect(within(submittedCard).getByText('2')).toBeDefined());
  });

  it("shows 'Failed to trigger bidding process' when Test Bidding fails without a message", async () => {
    answerDashboard();
    server.use(http.post(apiUrl('/bidding-process/trigger'), () => new HttpResponse(null, { status: 500 })));
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    await userEvent.click(await screen.findByRole('button', { name: 'Test Bidding' }));
    expect(await screen.findByText('Failed to trigger bidding process')).toBeDefined();
  });

  it('says nothing when a read is refused with 403', async () => {
    answerDashboard();
    server.use(http.get(apiUrl('/bidding/stats'), () => errorResponse(403, 'Forbidden', 'FORBIDDEN')));
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Failed to load dashboard data')).toBeNull();
  });

  it("shows 'Failed to load dashboard data' when a read fails otherwise", async () => {
    answerDashboard();
    server.use(http.get(apiUrl('/bidding/stats'), () => errorResponse(500, 'Boom', 'INTERNAL')));
    renderApp({ route: '/dashboard', user: testUser(withPlan) });
    expect(await screen.findByText('Failed to load dashboard data')).toBeDefined();
  });

  describe('the Freelancer account’s own bids', () => {
    const availableCard = async () =>
      (await screen.findByRole('heading', { name: 'Available Bids' })).parentElement as HTMLElement;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

    it('shows them beside BidPilot’s available bids, with how long ago Freelancer was asked', async () => {
      answerWithAccount({ bidsRemaining: 12, bidLimit: 15, limited: false, checkedAt: minutesAgo(3) });
      renderApp({ route: '/dashboard', user: testUser(withPlan) });
      expect(await screen.findByText('Freelancer bids left: 12 of 15')).toBeDefined();
      expect(screen.getByText('Checked 3 min ago')).toBeDefined();
      expect(within(await availableCard()).getByText('50')).toBeDefined();
    });

    it('says so when none are left, or Freelancer has limited the account', async () => {
      answerWithAccount({ bidsRemaining: 0, bidLimit: null, limited: false, checkedAt: minutesAgo(0) });
      const { unmount } = renderApp({ route: '/dashboard', user: testUser(withPlan) });
      expect(await screen.findByText('Freelancer bids left: 0')).toBeDefined();
      expect(screen.getByText('Checked just now')).toBeDefined();
      unmount();
      server.events.removeAllListeners();
      answerWithAccount({ bidsRemaining: 4, bidLimit: 15, limited: true, checkedAt: minutesAgo(90) });
      renderApp({ route: '/dashboard', user: testUser(withPlan) });
      expect(await screen.findByText('Freelancer has limited your account')).toBeDefined();
      expect(screen.getByText('Checked 1 h ago')).toBeDefined();
    });

    it('shows nothing when Freelancer does not say, or the account is not linked', async () => {
      answerWithAccount({ bidsRemaining: null, bidLimit: 15, limited: false, checkedAt: minutesAgo(1) });
      const { unmount } = renderApp({ route: '/dashboard', user: testUser(withPlan) });
      expect(await screen.findByRole('heading', { name: 'Available Bids' })).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText(/Freelancer bids left/)).toBeNull();
      unmount();
      server.events.removeAllListeners();
      answerDashboard({ profile: linkedProfile() });
      renderApp({ route: '/dashboard', user: testUser(withPlan) });
      expect(await screen.findByRole('heading', { name: 'Available Bids' })).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText(/Freelancer bids left|limited your account/)).toBeNull();
    });
  });
});

type LastRun = NonNullable<LastRunResponse['lastRun']>;

/** A run that ended just now and found nothing; override what a test is about. */
const aRun = (overrides: Partial<LastRun> = {}): LastRun => ({
  ranAt: new Date().toISOString(),
  scanned: 0,
  matched: 0,
  queued: 0,
  skipped: 0,
  topReasons: [],
  blocked: [],
  overPace: 0,
  ...overrides,
});

/** The dashboard with GET /api/bidding/last-run answering `answer`; resolves to the Last run card. */
async function renderLastRunCard(
  answer: Omit<LastRunResponse, 'success'>,
  { isActive = true }: { isActive?: boolean } = {},
): Promise<HTMLElement> {
  server.use(
    settingsHandler(testSettings({ isActive })),
    statsHandler(0),
    freelancerProfileHandler(linkedProfile()),
    lastRunHandler(answer),
  );
  renderApp({ route: '/dashboard', user: testUser({ subscriptionStatus: 'active', availableBids: 10 }) });
  return (await screen.findByRole('heading', { name: 'Last run' })).closest('div.rounded-lg') as HTMLElement;
}

/** The figure the card gives beside `label`, or undefined when it gives none. */
const figure = (card: HTMLElement, label: string) =>
  within(card).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;

describe('dashboard: the last run', () => {
  it('says when the last run was, when the next is, what it did with its top reasons, and links to the Skipped tab', async () => {
    const now = Date.now();
    const card = await renderLastRunCard({
      lastRun: aRun({
        ranAt: new Date(now - 60_000).toISOString(),
        scanned: 40,
        matched: 3,
        queued: 2,
        skipped: 37,
        topReasons: [
          { code: 'SKILLS_MISMATCH', message: 'The project shares no skill with the profile', count: 30 },
          { code: 'TOO_MANY_BIDS', message: 'The project has more bids than the threshold', count: 7 },
        ],
      }),
      nextRunAt: new Date(now + 4 * 60_000 + 10_000).toISOString(),
    });
    await waitFor(() => expect(within(card).getByText('37')).toBeDefined());
    expect(within(card).getByText('40')).toBeDefined();
    // One of the three matched was queued by an earlier run and still waits for its slot.
    expect(within(card).getByText('2 new · 1 already waiting from an earlier run')).toBeDefined();
    expect(within(card).getByText(/^In 4 min/)).toBeDefined();
    expect(within(card).getByText('The project shares no skill with the profile')).toBeDefined();
    expect(within(card).getByText('30')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'See skipped projects and why' }).getAttribute('href')).toBe(
      '/bid-logs?view=skipped',
    );
  });

  it("names the matches a safe pace had no room for beside Matched, as Test Bidding's note does, when no top reason", async () => {
    const card = await renderLastRunCard({
      lastRun: aRun({
        scanned: 300,
        matched: 15,
        queued: 15,
        skipped: 285,
        topReasons: [
          { code: 'TOO_OLD', message: 'The project was posted before the time limit', count: 150 },
          { code: 'TOO_MANY_BIDS', message: 'The project has more bids than the threshold', count: 80 },
          { code: 'SKILLS_MISMATCH', message: 'The project shares too few skills with the profile', count: 46 },
        ],
        overPace: 9,
      }),
      nextRunAt: null,
    });
    await waitFor(() => expect(figure(card, 'Matched')).toBe('15 · 9 more matched, skipped for a safe pace'));
    expect(figure(card, 'Queued')).toBe('15');
    expect(figure(card, 'Skipped')).toBe('285');
  });

  it('writes its times as the pause notice does: the next run today by its time alone, the last run with its date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 5, 10, 0));
    const card = await renderLastRunCard({
      lastRun: aRun({
        ranAt: new Date(2026, 2, 5, 9, 59).toISOString(),
        scanned: 4,
        matched: 1,
        queued: 1,
        skipped: 3,
      }),
      nextRunAt: new Date(2026, 2, 5, 10, 4, 10).toISOString(),
    });
    expect((await within(card).findByText(/^In 4 min/)).textContent).toMatch(/^In 4 min \(10:04\sAM\)$/);
    expect(within(card).getByText(/^Mar 5, 2026, 9:59\sAM$/)).toBeDefined();
  });

  it('names what blocked the last run, and says the next run waits while autobidding is off', async () => {
    await renderLastRunCard(
      { lastRun: aRun({ blocked: [{ code: 'NO_BIDS_LEFT', message: 'No available bids left' }] }), nextRunAt: null },
      { isActive: false },
    );
    expect(await screen.findByText('No available bids left')).toBeDefined();
    expect(screen.getByText('Autobidding is off')).toBeDefined();
    expect(screen.getByText('The run could not bid:')).toBeDefined();
    expect(screen.queryByText('New projects')).toBeNull();
  });

  it("counts a blocked run's projects as new ones it did not look at, not as looked at with none matched or skipped", async () => {
    const card = await renderLastRunCard({
      lastRun: aRun({
        scanned: 60,
        blocked: [{ code: 'AUTOBID_PAUSED', message: 'Autobidding is paused after a refusal by Freelancer' }],
      }),
      nextRunAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    await waitFor(() => expect(figure(card, 'New projects')).toBe('60'));
    for (const label of ['Projects looked at', 'Matched', 'Queued', 'Skipped'])
      expect(figure(card, label)).toBeUndefined();
    expect(within(card).getByText('The run could not bid, so it looked at none of them:')).toBeDefined();
    expect(within(card).getByText('Autobidding is paused after a refusal by Freelancer')).toBeDefined();
  });

  it('says what the card will show, and offers no skipped projects, before the first run', async () => {
    const card = await renderLastRunCard({ lastRun: null, nextRunAt: null }, { isActive: false });
    expect(await within(card).findByText('No run yet')).toBeDefined();
    expect(
      within(card).getByText(/^After the first run, this card shows how many new projects it looked at/),
    ).toBeDefined();
    expect(within(card).queryByRole('link', { name: 'See skipped projects and why' })).toBeNull();
  });
});
