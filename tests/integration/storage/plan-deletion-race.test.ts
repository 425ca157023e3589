import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/testing/fixed-clock.js';
import { InProcessEventPublisher } from '../../../adapters/events/in-process-event-publisher.js';
import { FakePaymentGateway } from '../../../adapters/testing/fake-payment-gateway.js';
import { FixedExchangeRates } from '../../../adapters/testing/fixed-exchange-rates.js';
import { KnexStorage } from '../../../adapters/storage/knex/knex-storage.js';
import type { Plan } from '../../../core/domain/plans/plan.js';
import type { User } from '../../../core/domain/users/user.js';
import type { Repositories, Storage } from '../../../core/ports/storage.port.js';
import { DeletePlan } from '../../../core/use-cases/admin/plans/delete-plan.js';
import { UpdatePlan } from '../../../core/use-cases/admin/plans/update-plan.js';
import { CompletePayment } from '../../../core/use-cases/payments/complete-payment.js';
import { ActivatePlan } from '../../../core/use-cases/plans/activate-plan.js';
import { CreatePayment } from '../../../core/use-cases/payments/create-payment.js';
import { PurchasePlan } from '../../../core/use-cases/pricing/purchase-plan.js';
import { aPlan } from '../../builders/plans.js';
import { aUser } from '../../builders/users.js';
import { openPostgres, openSqlite, postgresAvailable, type TestDatabase } from '../../support/databases.js';

/**
 * An admin deletes a plan while a user buys it, on real databases. Each case stops one side at
 * the step the race is about, lets the other side run until it is done or the database holds it
 * up, and lets go: with the check and the delete one step, and purchases holding the plan while
 * they record theirs, no user ends up on a deleted plan and no payment names one.
 */
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

interface Stop {
  /** Resolves when the stopped side reaches the step. */
  readonly reached: Promise<void>;
  /** Lets it take the step. */
  go(): void;
}

/**
 * The storage with one repository method stopped before it runs, in and out of transactions,
 * so one side of the race can be held at that step. The method is any side's own step: the
 * delete's `plans.delete`, a checkout's `payments.create`, an activation's `users.update`.
 */
function stoppedBefore(
  storage: Storage,
  repository: keyof Repositories,
  method: string,
): { readonly storage: Storage; readonly stop: Stop } {
  let reach = (): void => {};
  let go = (): void => {};
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const gone = new Promise<void>((resolve) => (go = resolve));
  const wrap = (repositories: Repositories): Repositories => {
    const target = repositories[repository] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const stopped = Object.create(target) as Record<string, (...args: unknown[]) => Promise<unknown>>;
    stopped[method] = async (...args) => {
      reach();
      await gone;
      return target[method]!.apply(target, args);
    };
    return { ...repositories, [repository]: stopped };
  };
  const repositories: Repositories = {
    users: storage.users,
    settings: storage.settings,
    profiles: storage.profiles,
    plans: storage.plans,
    addons: storage.addons,
    ledger: storage.ledger,
    bids: storage.bids,
    payments: storage.payments,
    feed: storage.feed,
    pacing: storage.pacing,
    decisions: storage.decisions,
    notifications: storage.notifications,
    reviews: storage.reviews,
    searchProfiles: storage.searchProfiles,
    portfolio: storage.portfolio,
    promptExperiments: storage.promptExperiments,
  };
  const wrapped: Storage = {
    ...wrap(repositories),
    transaction: (work) => storage.transaction((inner) => work(wrap(inner))),
    ping: () => storage.ping(),
    close: () => storage.close(),
  };
  return { storage: wrapped, stop: { reached, go } };
}

/** A promise whose outcome can be asked without waiting for it. */
function watched<T>(promise: Promise<T>): {
  readonly settled: () => boolean;
  readonly outcome: Promise<{ value: T } | { error: unknown }>;
} {
  let settled = false;
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  void outcome.then(() => (settled = true));
  return { settled: () => settled, outcome };
}

/** One way to buy a plan, and the repository call that records the purchase. */
interface Purchase {
  readonly name: string;
  readonly price: number;
  readonly buy: (on: Storage, plan: Plan) => Promise<unknown>;
  readonly write: readonly [keyof Repositories, string];
}

const until = async (condition: () => boolean | Promise<boolean>): Promise<void> => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe.each(dialects)('Deleting a plan while a user buys it, on %s', (dialect) => {
  let database: TestDatabase;
  let storage: KnexStorage;
  let clock: FixedClock;
  let user: User;

  beforeEach(async () => {
    database = dialect === 'sqlite' ? await openSqlite() : await openPostgres();
    clock = new FixedClock('2026-03-01T10:00:00.000Z');
    storage = new KnexStorage(database.db, clock, { encryptionKey: Buffer.alloc(32, 7) });
    user = await storage.users.create(aUser());
  });

  afterEach(() => database.destroy());

  /**
   * Whether the database is holding a statement back: on SQLite a query waiting for the one
   * connection a transaction holds, on Postgres one waiting for a lock on a plan row.
   */
  const holdingSomethingBack = async (): Promise<boolean> => {
    if (dialect === 'sqlite')
      return (database.db.client as { pool: { numPendingAcquires(): number } }).pool.numPendingAcquires() > 0;
    const { rows } = (await database.db.raw(
      `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%from "plans"%'`,
    )) as { rows: { waiting: number }[] };
    return (rows[0]?.waiting ?? 0) > 0;
  };

  const checkout = (on: Storage, plan: Plan) =>
    new CreatePayment(on, new FixedExchangeRates(), new FakePaymentGateway(), () => ({
      returnUrl: 'https://bp.test/ok',
      cancelUrl: 'https://bp.test/no',
      notifyUrl: 'https://bp.test/notify',
    })).execute({ user, planId: plan.id, billingType: 'monthly' });
  const activateFree = (on: Storage, plan: Plan) =>
    new PurchasePlan(on, clock, new InProcessEventPublisher(), new ActivatePlan(on, clock)).execute({
      user,
      planSlug: plan.slug,
      billingPeriod: 'monthly',
    });
  const purchases: readonly Purchase[] = [
    { name: 'a checkout', price: 1900, buy: checkout, write: ['payments', 'create'] },
    { name: 'a free plan’s activation', price: 0, buy: activateFree, write: ['users', 'update'] },
  ];
  /** Who holds the plan or paid for it, as the delete counts them. */
  const usesOf = async (plan: Plan) => ({
    holders: await storage.users.countHoldingPlan(plan.slug),
    payments: await storage.payments.countForPlan(plan.id),
  });

  for (const purchase of purchases) {
    it(`refuses ${purchase.name} that comes after the delete checked the plan was unused`, async () => {
      const plan = await storage.plans.create(
        aPlan({ monthlyPriceCents: purchase.price, annualPriceCents: purchase.price }),
      );
      const deleting = stoppedBefore(storage, 'plans', 'delete');
      const deleted = watched(new DeletePlan(deleting.storage).execute(plan.id));
      await deleting.stop.reached;

      const buying = watched(purchase.buy(storage, plan));
      await until(async () => buying.settled() || (await holdingSomethingBack()));
      deleting.stop.go();

      expect(await deleted.outcome).toEqual({ value: 'deleted' });
      expect(await buying.outcome).toMatchObject({ error: { code: 'PLAN_NOT_FOUND' } });
      expect(await storage.plans.findById(plan.id)).toBeNull();
      expect(await usesOf(plan)).toEqual({ holders: 0, payments: 0 });
    });

    it(`only switches the plan off when ${purchase.name} checked it before the delete`, async () => {
      const plan = await storage.plans.create(
        aPlan({ monthlyPriceCents: purchase.price, annualPriceCents: purchase.price }),
      );
      const [repository, method] = purchase.write;
      const buyer = stoppedBefore(storage, repository, method);
      const buying = watched(purchase.buy(buyer.storage, plan));
      await buyer.stop.reached;

      const deleted = watched(new DeletePlan(storage).execute(plan.id));
      await until(async () => deleted.settled() || (await holdingSomethingBack()));
      buyer.stop.go();

      expect(await buying.outcome).toMatchObject({ value: expect.anything() });
      expect(await deleted.outcome).toEqual({ value: 'deactivated' });
      expect(await storage.plans.findById(plan.id)).toMatchObject({ active: false });
      expect(await usesOf(plan)).toEqual(
        purchase.price === 0 ? { holders: 1, payments: 0 } : { holders: 0, payments: 1 },
      );
    });
  }

  it('refuses to rename a free plan an activation took first: the rename waits for it, then counts its holder', async () => {
    const plan = await storage.plans.create(aPlan({ monthlyPriceCents: 0, annualPriceCents: 0 }));
    const buyer = stoppedBefore(storage, 'users', 'update');
    const buying = watched(activateFree(buyer.storage, plan));
    await buyer.stop.reached;

    const renamed = watched(new UpdatePlan(storage).execute(plan.id, { slug: 'renamed-plan' }));
    await until(async () => renamed.settled() || (await holdingSomethingBack()));
    buyer.stop.go();

    expect(await buying.outcome).toMatchObject({ value: expect.anything() });
    expect(await renamed.outcome).toMatchObject({ error: { code: 'CONFLICT' } });
    expect(await storage.plans.findById(plan.id)).toMatchObject({ slug: plan.slug });
    expect((await storage.users.findById(user.id))?.currentPlan).toBe(plan.slug);
  });

  it('leaves an activation that comes after a rename on a plan that still resolves', async () => {
    const plan = await storage.plans.create(aPlan({ monthlyPriceCents: 0, annualPriceCents: 0 }));
    const renaming = stoppedBefore(storage, 'plans', 'update');
    const renamed = watched(new UpdatePlan(renaming.storage).execute(plan.id, { slug: 'renamed-plan' }));
    await renaming.stop.reached;

    const buying = watched(activateFree(storage, plan));
    await until(async () => buying.settled() || (await holdingSomethingBack()));
    renaming.stop.go();

    expect(await renamed.outcome).toMatchObject({ value: { slug: 'renamed-plan' } });
    await buying.outcome;
    const held = (await storage.users.findById(user.id))?.currentPlan ?? null;
    if (held !== null) expect(await storage.plans.findBySlug(held)).not.toBeNull();
  });

  /** A paid plan's checkout, left pending: its completion is the gateway's notice landing later. */
  const pendingPayment = async (plan: Plan) => (await checkout(storage, plan)).payment;
  const completePaid = (on: Storage, paymentId: string) =>
    new CompletePayment(on, clock, new InProcessEventPublisher(), new ActivatePlan(on, clock)).execute({
      paymentId,
      from: ['pending'],
      verificationStatus: 'verified',
    });

  it('refuses to rename a paid plan whose waiting payment completed first: the rename waits for it, then counts its holder', async () => {
    const plan = await storage.plans.create(aPlan({ monthlyPriceCents: 1900, annualPriceCents: 19_000 }));
    const payment = await pendingPayment(plan);
    const completer = stoppedBefore(storage, 'users', 'update');
    const completing = watched(completePaid(completer.storage, payment.id));
    await completer.stop.reached;

    const renamed = watched(new UpdatePlan(storage).execute(plan.id, { slug: 'renamed-plan' }));
    await until(async () => renamed.settled() || (await holdingSomethingBack()));
    completer.stop.go();

    expect(await completing.outcome).toMatchObject({ value: { completed: true } });
    expect(await renamed.outcome).toMatchObject({ error: { code: 'CONFLICT' } });
    expect((await storage.users.findById(user.id))?.currentPlan).toBe(plan.slug);
  });

  it('activates a payment that completes after a rename under the new slug', async () => {
    const plan = await storage.plans.create(aPlan({ monthlyPriceCents: 1900, annualPriceCents: 19_000 }));
    const payment = await pendingPayment(plan);
    const renaming = stoppedBefore(storage, 'plans', 'update');
    const renamed = watched(new UpdatePlan(renaming.storage).execute(plan.id, { slug: 'renamed-plan' }));
    await renaming.stop.reached;

    const completing = watched(completePaid(storage, payment.id));
    await until(async () => completing.settled() || (await holdingSomethingBack()));
    renaming.stop.go();

    expect(await renamed.outcome).toMatchObject({ value: { slug: 'renamed-plan' } });
    expect(await completing.outcome).toMatchObject({ value: { completed: true } });
    expect((await storage.users.findById(user.id))?.currentPlan).toBe('renamed-plan');
  });
});
