import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { createBidWorker, type QueueWorker } from '../../../adapters/jobs/bid-worker.js';
import { InMemoryJobQueue } from '../../../adapters/testing/in-memory-job-queue.js';
import { createLogger } from '../../../adapters/logging/logger.js';
import { InMemoryMarketplaceBackoff } from '../../../adapters/rate-limits/in-memory-marketplace-backoff.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import type { Project } from '../../../core/domain/bidding/project.js';
import { profileRulesOf, type SearchProfile } from '../../../core/domain/bidding/search-profile.js';
import type { User } from '../../../core/domain/users/user.js';
import type { ProposalRequest, ProposalWriter } from '../../../core/ports/proposal-writer.port.js';
import { DispatchDueUsers } from '../../../core/use-cases/engine/dispatch-due-users.js';
import { PaceBid } from '../../../core/use-cases/engine/pace-bid.js';
import { PlaceBid } from '../../../core/use-cases/engine/place-bid.js';
import type { PlaceBidPayload } from '../../../core/use-cases/engine/place-bid-job.js';
import { RecordingMarketplace } from '../../../adapters/testing/recording-marketplace.js';
import { aFeedProject } from '../../builders/projects.js';
import { aBidder, type BidderOptions } from '../../fixtures/engine.js';

const NOW = '2026-01-15T12:00:00.000Z';
const SECOND = 1_000;
const trusted = { id: '8', paymentVerified: true, rating: 4.9, reviews: 40, country: null, registeredAt: null };
const unverified = { id: '7', paymentVerified: false, rating: null, reviews: null, country: null, registeredAt: null };

/** Writes the prompt it was given and the project's own brief: the prompt each bid was written by shows in its text. */
class PromptEchoWriter implements ProposalWriter {
  readonly promptByProject = new Map<string, string>();
  async write(request: ProposalRequest): Promise<string> {
    this.promptByProject.set(request.project.id, request.prompt);
    return `${request.prompt} ${request.project.title}: ${request.project.description}`;
  }
}

/**
 * Search profiles end to end (docs/design.md#search-profiles): a dispatcher tick over one user with
 * a main profile (React) and a second one (PHP), then the bid worker. Each project is bid once, by
 * the first profile that takes it, with that profile's prompt; the cap is the account's.
 */
describe('Search profiles through the dispatcher and the worker', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let queue: InMemoryJobQueue;
  let marketplace: RecordingMarketplace;
  let writer: PromptEchoWriter;
  let worker: QueueWorker<PlaceBidPayload>;

  const ago = (minutes: number): Date => new Date(clock.now().getTime() - minutes * 60_000);
  const post = (projects: readonly Project[]) => {
    for (const project of projects) marketplace.seedProject(project);
    return storage.feed.addNew(projects, ago(0.5));
  };
  const tick = () => new DispatchDueUsers(storage, new FixedExchangeRates(), queue, clock).execute();
  const runFor = async (seconds: number) => {
    for (let second = 0; second < seconds; second++) {
      await worker.drain();
      clock.advance(SECOND);
    }
  };
  const bidsOf = async (user: User) => (await storage.bids.listByUser(user.id, { page: 1, limit: 50 })).items;

  /** A React user whose second profile looks for PHP, each with its own prompt. */
  async function twoProfileUser(settings: BidderOptions['settings'] = {}): Promise<{ user: User; php: SearchProfile }> {
    const user = await aBidder(storage, clock.now(), {
      bids: 20,
      settings: { timeInterval: '5min', useCustomPrompt: true, customPrompt: 'Main React pitch.', ...settings },
    });
    const rules = {
      ...profileRulesOf(await storage.settings.get(user.id)),
      skills: ['PHP'],
      customPrompt: 'PHP profile pitch.',
      bidPercentage: 90,
    };
    const php =
      (await storage.searchProfiles.create(user.id, { name: 'PHP fixes', isActive: true, rules }, 4)) ??
      expect.fail('no profile');
    return { user, php };
  }

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    queue = new InMemoryJobQueue(clock);
    marketplace = new RecordingMarketplace();
    writer = new PromptEchoWriter();
    const placeBid = new PlaceBid(storage, marketplace, writer, new InProcessEventPublisher(), clock);
    const paceBid = new PaceBid(storage, new InMemoryMarketplaceBackoff(), clock, { random: () => 0.5 });
    worker = createBidWorker({
      queue,
      placeBid: (job) => placeBid.execute(job),
      paceBid: (job) => paceBid.execute(job),
      logger: createLogger('silent'),
    });
  });

  it('bids from both profiles, each proposal by its own profile\u2019s prompt, and each project once', async () => {
    const { user, php } = await twoProfileUser();
    await post([
      aFeedProject('1', ago(1), {
        title: 'Inventory dashboard for a bakery chain',
        description: 'Track flour and butter stock across six shops with alerts.',
      }),
      aFeedProject('2', ago(1), {
        title: 'Invoice generator for a plumbing firm',
        description: 'PDF invoices from job sheets, numbered and emailed monthly.',
        skills: ['PHP'],
      }),
      aFeedProject('3', ago(1), {
        title: 'Realtime bus tracker map',
        description: 'City buses on a map from a GTFS-RT feed with arrival times.',
        skills: ['React.js', 'PHP'],
      }),
      aFeedProject('4', ago(1), {
        title: 'Chess puzzle trainer',
        description: 'Load puzzles from a PGN file, check moves and keep a rating.',
        skills: ['Go'],
      }),
    ]);

    expect(await tick()).toMatchObject({ evaluated: 1, queued: 3 });
    await runFor(5 * 60);

    const bids = await bidsOf(user);
    expect(bids.map((bid) => [bid.projectId, bid.status, bid.profileId]).sort()).toEqual([
      ['1', 'submitted', null],
      ['2', 'submitted', php.id],
      // Both profiles take it: the main one comes first, and it is bid once.
      ['3', 'submitted', null],
    ]);
    expect(Object.fromEntries(writer.promptByProject)).toEqual({
      '1': 'Main React pitch.',
      '2': 'PHP profile pitch.',
      '3': 'Main React pitch.',
    });
    expect(
      marketplace
        .bidsPlaced()
        .map((bid) => bid.projectId)
        .sort(),
    ).toEqual(['1', '2', '3']);
    // Priced by its own profile: 90% of the PHP project's upper budget, 50% of the React ones'.
    const amounts = Object.fromEntries(marketplace.bidsPlaced().map((bid) => [bid.projectId, bid.amount]));
    expect(amounts).toEqual({ '1': 250, '2': 450, '3': 250 });

    // The next run finds nothing new to bid, and bids no project twice.
    clock.advance(5 * 60_000);
    expect((await tick()).queued).toBe(0);
  });

  it('looks back as far as the widest profile\u2019s time limit after a pause, each profile skipping by its own', async () => {
    const { user, php } = await twoProfileUser({ timeLimit: '1hour' });
    await storage.searchProfiles.update(user.id, php.id, { rules: { ...php.rules, timeLimit: '24hours' } });
    // Paused five hours ago and resumed: the last run is older than the main profile's hour.
    await storage.settings.update(user.id, { lastRunAt: ago(5 * 60) });
    const seen = async (project: Project, minutesAgo: number) => {
      marketplace.seedProject(project);
      await storage.feed.addNew([project], ago(minutesAgo));
    };
    await seen(aFeedProject('21', ago(180), { title: 'Laravel queue fixes', skills: ['PHP'] }), 180);
    await seen(aFeedProject('22', ago(180), { title: 'React table sorting' }), 180);
    await seen(aFeedProject('23', ago(30), { title: 'React form wizard' }), 30);

    expect(await tick()).toMatchObject({ queued: 2 });
    await runFor(5 * 60);
    // Three hours old: within the PHP profile's day, past the main profile's hour.
    expect((await bidsOf(user)).map((bid) => [bid.projectId, bid.profileId]).sort()).toEqual([
      ['21', php.id],
      ['23', null],
    ]);
  });

  it('shares the account\u2019s cap between the profiles, the best fit of either first', async () => {
    const { user, php } = await twoProfileUser({ bidsLimit: 5 });
    await post([
      aFeedProject('11', ago(1), {
        title: 'Landing page for a yoga retreat',
        description: 'Schedule, instructor bios and a booking form.',
        client: unverified,
      }),
      aFeedProject('12', ago(1), {
        title: 'Migrate a WordPress blog',
        description: 'About 400 posts with images and comments, keep old URLs.',
        skills: ['PHP'],
        client: trusted,
      }),
      aFeedProject('13', ago(1), {
        title: 'Recipe app for a cafe',
        description: 'Menu with allergens, daily specials and a loyalty card.',
        client: unverified,
      }),
      aFeedProject('14', ago(1), {
        title: 'Laravel booking API',
        description: 'Bookings, cancellations and reminders over a JSON API.',
        skills: ['PHP'],
        client: trusted,
      }),
    ]);
    // Three of the five daily bids already spent: two left for both profiles together.
    for (const projectId of ['901', '902', '903']) {
      await storage.bids.insertIfAbsent({
        userId: user.id,
        projectId,
        projectTitle: 'Earlier',
        projectUrl: 'https://x.test',
        status: 'submitted',
        amountMinor: 100,
        currency: 'USD',
        proposal: 'p',
        marketplaceBidId: null,
        errorMessage: null,
        submittedAt: ago(60),
      });
    }

    expect(await tick()).toMatchObject({ queued: 2 });
    await runFor(5 * 60);
    const placed = (await bidsOf(user)).filter((bid) => !['901', '902', '903'].includes(bid.projectId));
    expect(placed.map((bid) => [bid.projectId, bid.profileId]).sort()).toEqual([
      ['12', php.id],
      ['14', php.id],
    ]);
  });
});
