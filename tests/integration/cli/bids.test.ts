import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileRulesOf } from '../../../core/domain/bidding/search-profile.js';
import { CliHarness } from './cli-harness.js';

describe('bidpilot bids show', () => {
  let cli: CliHarness;
  beforeAll(async () => {
    cli = await CliHarness.start({}, 'memory');
  });
  afterAll(() => cli.close());

  it('prints one bid whole: amount, period, project, why it matched, brief, proposal in full and history with the reason', async () => {
    const user = await cli.aUser('Ada Lovelace');
    const { bid } = await cli.storage.bids.insertIfAbsent({
      userId: user.id,
      projectId: '4021',
      projectTitle: 'Build a React dashboard',
      projectUrl: 'https://www.freelancer.com/projects/4021',
      status: 'pending',
      amountMinor: 40_000,
      currency: 'USD',
      proposal: '',
      marketplaceBidId: null,
      errorMessage: null,
      submittedAt: new Date('2026-03-01T10:00:00Z'),
      brief: { description: 'Charts\n  and CSV export', type: 'fixed', budgetMin: 250, budgetMax: 500, periodDays: 7 },
      match: { skills: ['React.js', 'Node.js'], bidPercentage: 80, minBidUsd: 30 },
    });
    await cli.storage.bids.update(bid.id, { proposal: 'Hello,\nI built three of these.\n\x1b[2JAda' });
    await cli.storage.bids.update(bid.id, {
      status: 'failed',
      errorMessage: 'Freelancer refused the bid: you have used every bid of this month.',
    });

    const { out, failure } = await cli.run('bids', 'show', bid.id);
    expect(failure).toBeNull();
    expect(out).toMatch(/^Build a React dashboard\nBid ID\s+\S+\nStatus\s+failed\nAmount\s+400 USD\nDelivery\s+7 days/);
    expect(out).toMatch(/Budget\s+250–500 USD/);
    expect(out).toMatch(/Search profile\s+Main profile\n/);
    expect(out).not.toMatch(/^Prompt/m);
    expect(out).toMatch(/Matched skills\s+React\.js, Node\.js/);
    expect(out).toMatch(/Amount rule\s+80% of the upper budget 500 USD, not below the minimum 30 USD/);
    expect(out).toContain('Brief\nCharts\n  and CSV export');
    // The proposal whole, line by line; a control sequence in it is shown, never acted on.
    expect(out).toContain('Proposal\nHello,\nI built three of these.\n\\x1b[2JAda');
    expect(out).toMatch(
      /History\n\d{1,2} \w{3} \d{4}, \d{2}:\d{2}\s+queued\n\d{1,2} \w{3} \d{4}, \d{2}:\d{2}\s+refused: Freelancer refused the bid: you have used every bid of this month\./,
    );

    const body = await cli.json('bids', 'show', bid.id);
    expect(body).toMatchObject({
      success: true,
      bid: { _id: bid.id, status: 'failed', periodDays: 7, history: [{ kind: 'queued' }, { kind: 'refused' }] },
    });
  });

  it('names the search profile a bid came from, and says so once that profile was deleted', async () => {
    const user = await cli.aUser('Grace Hopper');
    const rules = profileRulesOf(await cli.storage.settings.get(user.id));
    const profile =
      (await cli.storage.searchProfiles.create(user.id, { name: 'Shopify fixes', isActive: true, rules }, 4)) ??
      expect.fail('no profile');
    const { bid } = await cli.storage.bids.insertIfAbsent({
      userId: user.id,
      projectId: '5150',
      projectTitle: 'Fix a Shopify theme',
      projectUrl: 'https://www.freelancer.com/projects/5150',
      status: 'submitted',
      amountMinor: 9_000,
      currency: 'USD',
      proposal: 'Hello',
      marketplaceBidId: '77',
      errorMessage: null,
      submittedAt: new Date('2026-03-02T10:00:00Z'),
      profileId: profile.id,
    });
    expect((await cli.run('bids', 'show', bid.id)).out).toMatch(/Search profile\s+Shopify fixes\n/);
    await cli.storage.searchProfiles.delete(user.id, profile.id);
    expect((await cli.run('bids', 'show', bid.id)).out).toMatch(/Search profile\s+A profile since deleted\n/);
  });

  it('says what a bid logged before details were kept does not have, and refuses an unknown id', async () => {
    const user = await cli.aUser('Old Timer');
    const { bid: old } = await cli.aBid(user.id, 'submitted', 'An old bid');
    const { out } = await cli.run('bids', 'show', old.id);
    expect(out).toMatch(/Budget\s+not recorded \(logged before BidPilot kept it\)/);
    expect(out).toMatch(/Brief\nnot recorded/);
    expect(await cli.run('bids', 'show', 'no-such-bid')).toMatchObject({
      failure: { exitCode: 1, code: 'BID_NOT_FOUND', message: 'Bid not found' },
    });
  });
});
