import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { FakeProposalWriter } from '../../../adapters/testing/fake-proposal-writer.js';
import { FakeMarketplace } from '../../../adapters/testing/fake-marketplace.js';
import { InMemoryStorage } from '../../../adapters/storage/memory/in-memory-storage.js';
import { seedDefaults } from '../../../adapters/storage/seed.js';
import { aPlaceBidJob } from '../../../tests/builders/jobs.js';
import { aDashboardProject } from '../../../tests/builders/projects.js';
import { aPlacingUser, anEarlierBid } from '../../../tests/fixtures/engine.js';
import {
  armForBid,
  experimentOf,
  planVariantChange,
  type PromptVariant,
  type VariantChange,
} from '../../domain/bidding/prompt-experiment.js';
import { MAIN_PROFILE_ID, profileRulesOf } from '../../domain/bidding/search-profile.js';
import type { User } from '../../domain/users/user.js';
import type { Job } from '../../ports/job-queue.port.js';
import { PlaceBid } from './place-bid.js';
import type { PlaceBidPayload } from './place-bid-job.js';

const NOW = '2026-01-15T12:00:00.000Z';
const MAIN_PROMPT = 'Main pitch for [Project Title], with the skills I share.';
const VARIANT_PROMPT = 'Two sentences about [Project Title], then one question for the client.';

/** Bids written while a profile runs a prompt experiment (docs/design.md#prompt-experiments). */
describe('PlaceBid with a prompt experiment', () => {
  let clock: FixedClock;
  let storage: InMemoryStorage;
  let marketplace: FakeMarketplace;
  let writer: FakeProposalWriter;
  let user: User;
  let placeBid: PlaceBid;

  const project = aDashboardProject();
  const aJob = (bidId: string, attempt = 1, overrides: Partial<PlaceBidPayload> = {}): Job<PlaceBidPayload> =>
    aPlaceBidJob(user.id, project, { bidId, ...overrides }, { attempt });
  const logged = async () => storage.bids.findByUserAndProject(user.id, project.id);
  const start = async (profileId: string, wanted: readonly VariantChange[]): Promise<readonly PromptVariant[]> =>
    storage.promptExperiments.change(
      user.id,
      profileId,
      planVariantChange(await storage.promptExperiments.running(user.id, profileId), wanted),
    );
  /** The first of bid-0, bid-1… the split puts on `arm` (a variant's id, or null for the control). */
  const bidIdOn = (variants: readonly PromptVariant[], arm: string | null): string => {
    const experiment = experimentOf(MAIN_PROFILE_ID, variants);
    for (let n = 0; n < 1_000; n++) if ((armForBid(`bid-${n}`, experiment)?.id ?? null) === arm) return `bid-${n}`;
    return expect.fail(`no bid id lands on ${arm ?? 'the control'}`);
  };

  beforeEach(async () => {
    clock = new FixedClock(NOW);
    storage = new InMemoryStorage(clock);
    await seedDefaults(storage);
    marketplace = new FakeMarketplace();
    marketplace.seedProject(project);
    writer = new FakeProposalWriter();
    user = await aPlacingUser(storage, clock.now(), {
      planBids: 5,
      settings: { skills: ['React.js'], isActive: true, useCustomPrompt: true, customPrompt: MAIN_PROMPT },
    });
    placeBid = new PlaceBid(storage, marketplace, writer, new InProcessEventPublisher(), clock);
  });

  it("writes a bid on a variant's arm with the variant's prompt and logs the variant on the bid", async () => {
    const [variant] = await start(MAIN_PROFILE_ID, [{ name: 'Short', prompt: VARIANT_PROMPT, sharePercent: 50 }]);
    const bidId = bidIdOn([variant as PromptVariant], variant?.id ?? null);

    expect(await placeBid.execute(aJob(bidId))).toMatchObject({ kind: 'submitted' });
    expect(writer.requests.map((request) => request.prompt)).toEqual([VARIANT_PROMPT]);
    expect(await logged()).toMatchObject({ id: bidId, status: 'submitted', promptVariantId: variant?.id });
  });

  it("writes a bid on the control's arm with the profile's own prompt and logs no variant", async () => {
    const variants = await start(MAIN_PROFILE_ID, [{ name: 'Short', prompt: VARIANT_PROMPT, sharePercent: 50 }]);
    const bidId = bidIdOn(variants, null);

    expect(await placeBid.execute(aJob(bidId))).toMatchObject({ kind: 'submitted' });
    expect(writer.requests.map((request) => request.prompt)).toEqual([MAIN_PROMPT]);
    expect(await logged()).toMatchObject({ id: bidId, promptVariantId: null });
  });

  it('logs no variant without an experiment', async () => {
    await placeBid.execute(aJob('bid-1'));
    expect(writer.requests[0]?.prompt).toBe(MAIN_PROMPT);
    expect(await logged()).toMatchObject({ promptVariantId: null });
  });

  it('keeps the arm on a retry, even when the experiment was stopped between the attempts', async () => {
    const variants = await start(MAIN_PROFILE_ID, [{ name: 'Short', prompt: VARIANT_PROMPT, sharePercent: 50 }]);
    const bidId = bidIdOn(variants, variants[0]?.id ?? null);
    writer.failNext();
    await expect(placeBid.execute(aJob(bidId, 1))).rejects.toMatchObject({ code: 'LLM_UNAVAILABLE' });
    await storage.promptExperiments.end(user.id, MAIN_PROFILE_ID);

    expect(await placeBid.execute(aJob(bidId, 2))).toMatchObject({ kind: 'submitted' });
    expect(writer.requests.map((request) => request.prompt)).toEqual([VARIANT_PROMPT, VARIANT_PROMPT]);
    expect(await logged()).toMatchObject({ promptVariantId: variants[0]?.id });
  });

  it('keeps the arm when the proposal guard asks for a rewrite', async () => {
    const sent =
      'Hi there, I have built React dashboards with charts and CSV export for three sales teams, and I can start on yours today.';
    await storage.bids.insertIfAbsent({ ...anEarlierBid(user.id, sent, clock.now()), id: 'bid-earlier' });
    const variants = await start(MAIN_PROFILE_ID, [{ name: 'Short', prompt: VARIANT_PROMPT, sharePercent: 50 }]);
    writer.answerNext(sent);

    expect(await placeBid.execute(aJob(bidIdOn(variants, variants[0]?.id ?? null)))).toMatchObject({
      kind: 'submitted',
    });
    expect(writer.requests).toHaveLength(2);
    expect(writer.requests.map((request) => request.prompt)).toEqual([VARIANT_PROMPT, VARIANT_PROMPT]);
  });

  it("splits a search profile's bids by its own experiment, not the main profile's", async () => {
    const rules = {
      ...profileRulesOf(await storage.settings.get(user.id)),
      customPrompt: 'Shopify pitch for [Project Title]',
    };
    const profile =
      (await storage.searchProfiles.create(user.id, { name: 'Shopify fixes', isActive: true, rules }, 4)) ??
      expect.fail('no profile');
    const mainVariants = await start(MAIN_PROFILE_ID, [
      { name: 'Main B', prompt: 'Main variant for [Project Title], briefly.', sharePercent: 90 },
    ]);
    const [theirs] = await start(profile.id, [{ name: 'Shop B', prompt: VARIANT_PROMPT, sharePercent: 50 }]);
    // An id the main experiment would give its variant and the profile's leaves on its control.
    const bidId =
      ['bid-0', 'bid-1', 'bid-2', 'bid-3', 'bid-4', 'bid-5', 'bid-6', 'bid-7', 'bid-8', 'bid-9'].find(
        (id) =>
          armForBid(id, experimentOf(MAIN_PROFILE_ID, mainVariants)) !== null &&
          armForBid(id, experimentOf(profile.id, theirs === undefined ? [] : [theirs])) === null,
      ) ?? expect.fail('no such id');

    await placeBid.execute(aJob(bidId, 1, { profileId: profile.id }));
    expect(writer.requests[0]?.prompt).toBe('Shopify pitch for [Project Title]');
    expect(await logged()).toMatchObject({ profileId: profile.id, promptVariantId: null });
  });
});
