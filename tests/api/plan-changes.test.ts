import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/testing/fixed-clock.js';
import { ExpirePlans } from '../../core/use-cases/plans/expire-plans.js';
import { CancelQueuedBids } from '../../core/use-cases/engine/cancel-queued-bids.js';
import { API_DIALECTS, type SignedIn } from '../support/api-harness.js';
import { usePaymentsApi } from './payments.fixture.js';

const PURCHASE = '/api/pricing/purchase';
const PLANS = '/api/admin/pricing-plans';
const MINUTE = 60_000;

/** Plan changes over real HTTP (docs/design.md#plans): order, upgrade, downgrade, kept terms, free plans. */
describe.each(API_DIALECTS)('plan changes on %s', (dialect) => {
  const { state, aCheckout, verdict, notifyWith, me } = usePaymentsApi(dialect);

  const buyer = async (): Promise<SignedIn> => state.api.signUp();
  /** A checkout created now, then the clock moves on a minute so the next one is ordered after it. */
  const checkout = async (planId: string, token: string, billingType = 'monthly') => {
    const created = await aCheckout({ planId, billingType }, token);
    state.api.deps.clock.advance(MINUTE);
    return created;
  };
  const complete = (created: { paymentId: string; amount: string }) =>
    notifyWith(verdict(created.paymentId, created.amount), created.paymentId, created.amount);
  /** The minute scheduler's expiry run at `at`; the server's own clock stays, so sessions stay signed in. */
  const sweepAt = (at: Date) =>
    new ExpirePlans(
      state.api.deps.storage,
      new FixedClock(at),
      state.api.deps.events,
      new CancelQueuedBids(state.api.deps.storage, state.api.deps.jobQueue, state.api.deps.clock),
    );
  const statusOf = async (paymentId: string) =>
    (await state.api.deps.storage.payments.findByPaymentId(paymentId))?.status;

  it('Enterprise then Starter checked out, Enterprise paid, then Starter’s late notification: the user stays on Enterprise, Starter waits for its end', async () => {
    const { token } = await buyer();
    const enterprise = await checkout('enterprise', token);
    const starter = await checkout('starter', token);

    expect((await complete(enterprise)).status).toBe(200);
    expect((await complete(starter)).status).toBe(200);

    const user = await me(token);
    expect(user).toMatchObject({ currentPlan: 'enterprise', unlimitedBids: true, planStatus: 'active' });
    expect(user.scheduledPlan).toEqual({
      slug: 'starter',
      name: 'Starter',
      billingPeriod: 'monthly',
      bidsPerPeriod: 50,
      startsAt: user.planExpirationDate,
    });
    expect([await statusOf(enterprise.paymentId), await statusOf(starter.paymentId)]).toEqual([
      'completed',
      'completed',
    ]);
  });

  it('Starter checked out, then Enterprise, Enterprise paid, then Starter’s late notification: Enterprise stays, Starter’s paid bids are added as extra bids', async () => {
    const { token } = await buyer();
    const starter = await checkout('starter', token);
    const enterprise = await checkout('enterprise', token);

    await complete(enterprise);
    await complete(starter);

    expect(await me(token)).toMatchObject({
      currentPlan: 'enterprise',
      unlimitedBids: true,
      planBids: 0,
      extraBids: 50,
      scheduledPlan: null,
    });
    expect(await statusOf(starter.paymentId)).toBe('completed');
  });

  it('an older unlimited payment arriving after a newer plan is kept for an admin, not granted', async () => {
    const { token } = await buyer();
    const enterprise = await checkout('enterprise', token);
    const starter = await checkout('starter', token);
    await complete(starter);

    expect((await complete(enterprise)).status).toBe(200);

    expect(await me(token)).toMatchObject({ currentPlan: 'starter', unlimitedBids: false, availableBids: 50 });
    const kept = await state.api.deps.storage.payments.findByPaymentId(enterprise.paymentId);
    expect(kept).toMatchObject({ status: 'pending', verificationStatus: 'verified' });
  });

  it('upgrading keeps the bids already paid for as extra bids; the new plan starts now', async () => {
    const { token } = await buyer();
    await complete(await checkout('starter', token));
    const professional = await checkout('professional', token);
    await complete(professional);

    expect(await me(token)).toMatchObject({
      currentPlan: 'professional',
      planBids: 200,
      extraBids: 50,
      scheduledPlan: null,
    });
  });

  it('downgrading takes effect when the paid period ends, granting its bids then; no other plan is sold meanwhile', async () => {
    const { token } = await buyer();
    await complete(await checkout('professional', token));
    await complete(await checkout('starter', token));
    const before = await me(token);
    expect(before).toMatchObject({ currentPlan: 'professional', planBids: 200, scheduledPlan: { slug: 'starter' } });

    const another = await state.api.request('POST', '/api/payments/create-payment', {
      token,
      body: { planId: 'enterprise', billingType: 'monthly' },
    });
    expect(another.status).toBe(409);
    // The server does not know the buyer's time zone, so the date it writes names the one it used.
    expect(another.body.message).toMatch(
      /^Your plan already changes to Starter on [A-Z][a-z]+ \d{1,2}, \d{4} \(UTC\)\. /,
    );

    await sweepAt(new Date(new Date(before.planExpirationDate).getTime() + MINUTE)).execute();

    expect(await me(token)).toMatchObject({
      currentPlan: 'starter',
      planStatus: 'active',
      planBids: 50,
      scheduledPlan: null,
      planPurchaseDate: before.planExpirationDate,
    });
  });

  it('a plan edited to unlimited gives nothing to those who paid for it before: they are still counted down until they buy again', async () => {
    const { token } = await buyer();
    const admin = await state.api.signedIn('admin');
    await complete(await checkout('starter', token));
    const starter = (await state.api.request('GET', PLANS, { token: admin.token })).body.plans.find(
      (plan: { slug: string }) => plan.slug === 'starter',
    );

    const edited = await state.api.request('PUT', `${PLANS}/${starter._id}`, {
      token: admin.token,
      body: { monthlyBids: null, annualBids: null },
    });
    expect(edited.status).toBe(200);

    expect(await me(token)).toMatchObject({
      currentPlan: 'starter',
      unlimitedBids: false,
      availableBids: 50,
      planTerms: { bidsPerPeriod: 50 },
    });
    const details = await state.api.request('GET', `/api/admin/users/${(await me(token))._id}`, { token: admin.token });
    expect(details.body.user.unlimitedBids).toBe(false);
    await state.api.request('PUT', `${PLANS}/${starter._id}`, {
      token: admin.token,
      body: { monthlyBids: 50, annualBids: 600 },
    });
  });

  it('two completions landing together apply in order: the newer plan holds, and the older one’s bids are kept', async () => {
    for (let round = 0; round < 3; round++) {
      const { token } = await buyer();
      const starter = await checkout('starter', token);
      const professional = await checkout('professional', token);

      const answers = await Promise.all([complete(professional), complete(starter)].reverse());

      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await me(token)).toMatchObject({ currentPlan: 'professional', planBids: 200, extraBids: 50 });
    }
  });

  describe('free plans', () => {
    const freePlan = async (slug: string) => {
      const admin = await state.api.signedIn('admin');
      const body = {
        slug,
        name: 'Trial',
        description: 'Free trial',
        monthlyPriceUsd: 0,
        annualPriceUsd: 0,
        monthlyBids: 5,
        annualBids: 60,
        features: ['Trial'],
        order: 20,
        popular: false,
        active: true,
      };
      const created = await state.api.request('POST', PLANS, { token: admin.token, body });
      if (created.status !== 201)
        throw new Error(`plan create failed: ${created.status} ${JSON.stringify(created.body)}`);
    };

    it('bought twice grants its bids once', async () => {
      await freePlan('trial-twice');
      const { token } = await buyer();
      const first = await state.api.request('POST', PURCHASE, {
        token,
        body: { planSlug: 'trial-twice', billingPeriod: 'monthly' },
      });
      const again = await state.api.request('POST', PURCHASE, {
        token,
        body: { planSlug: 'trial-twice', billingPeriod: 'monthly' },
      });

      expect([first.status, again.status]).toEqual([200, 409]);
      expect(await me(token)).toMatchObject({ availableBids: 5 });
    });

    it('switched monthly to annual grants nothing more within the period: the annual period starts at its end, granted once', async () => {
      await freePlan('trial-switch');
      const { token } = await buyer();
      await state.api.request('POST', PURCHASE, {
        token,
        body: { planSlug: 'trial-switch', billingPeriod: 'monthly' },
      });
      const annual = await state.api.request('POST', PURCHASE, {
        token,
        body: { planSlug: 'trial-switch', billingPeriod: 'annual' },
      });
      const back = await state.api.request('POST', PURCHASE, {
        token,
        body: { planSlug: 'trial-switch', billingPeriod: 'monthly' },
      });

      expect(annual.status).toBe(200);
      expect(back.status).toBe(409);
      const during = await me(token);
      expect(during).toMatchObject({
        billingPeriod: 'monthly',
        availableBids: 5,
        scheduledPlan: { slug: 'trial-switch', billingPeriod: 'annual' },
      });

      const expire = sweepAt(new Date(new Date(during.planExpirationDate).getTime() + MINUTE));
      await Promise.all([expire.execute(), expire.execute()]);

      expect(await me(token)).toMatchObject({ billingPeriod: 'annual', planBids: 60, scheduledPlan: null });
    });

    it('bought twice at once grants its bids once', async () => {
      await freePlan('trial-race');
      const { token } = await buyer();
      const body = { planSlug: 'trial-race', billingPeriod: 'monthly' };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => state.api.request('POST', PURCHASE, { token, body })),
      );

      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(await me(token)).toMatchObject({ availableBids: 5 });
    });
  });
});
