import { randomUUID } from 'node:crypto';
import { aPayment } from '../../builders/payments.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalBids } from '../../../core/domain/ledger/ledger.js';
import { planItem, type PaymentMethod } from '../../../core/domain/payments/payment.js';
import { postgresAvailable } from '../../support/databases.js';
import { CliHarness } from './cli-harness.js';

/** The money path runs on both databases, through a runtime per command as the bin does; the other CLI suites, whose use cases the API suites cover on both, run on the in-memory adapters. */
const dialects = (await postgresAvailable()) ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(dialects)('bidpilot payments on %s', (dialect) => {
  let cli: CliHarness;
  beforeAll(async () => {
    cli = await CliHarness.start({}, dialect);
  });
  afterAll(() => cli.close());

  async function aPaymentOf(userId: string, paymentMethod: PaymentMethod = 'payfast') {
    const starter = await cli.storage.plans.findBySlug('starter');
    if (starter === null) throw new Error('no starter plan');
    // A random reference: the database outlives this file's builder sequence.
    return cli.storage.payments.create(
      aPayment(userId, { paymentId: `BP-${randomUUID()}`, item: planItem(starter, 'monthly'), paymentMethod }),
    );
  }

  it('lists payments with filters as a table and the overview stats, and as the API body with --json', async () => {
    const buyer = await cli.aUser('Paying Customer');
    const payfast = await aPaymentOf(buyer.id);
    const card = await aPaymentOf(buyer.id, 'card');
    const { out, failure } = await cli.run('payments', 'list', '--method', 'card');
    expect(failure).toBeNull();
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^Payment ID\s+User\s+Item\s+Amount\s+Method\s+Status\s+Created$/);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${card.paymentId}\\s+${buyer.email.replace(/\./g, '\\.')}\\s+Starter \\(monthly\\)\\s+351\\.50 ZAR\\s+card\\s+pending`,
      ),
    );
    expect(lines[2]).toBe('Page 1 of 1 · 1 payment');
    expect(out).toMatch(
      /All payments\nTotal\s+2\nCompleted\s+0\nPending\s+2\nFailed\s+0\nCancelled\s+0\nAmount \(ZAR\)\s+0\.00\nSuccess rate\s+0%/,
    );
    const body = await cli.json('payments', 'list', '--search', payfast.paymentId);
    expect(body).toMatchObject({
      pagination: { current: 1, pages: 1, total: 1, limit: 20 },
      stats: { totalPayments: 2 },
      payments: [{ paymentId: payfast.paymentId, paymentMethod: 'payfast', userId: { email: buyer.email } }],
    });
    expect(await cli.run('payments', 'list', '--status', 'refunded')).toMatchObject({
      failure: { exitCode: 2, message: 'status must be one of pending, completed, failed, cancelled' },
    });
  });

  it('completes a payment once by its paymentId, granting the plan bids exactly once', async () => {
    const buyer = await cli.aUser('Completing Buyer');
    const payment = await aPaymentOf(buyer.id);
    const starter = await cli.storage.plans.findBySlug('starter');
    const body = await cli.json('payments', 'set-status', payment.paymentId, 'completed', '--notes', 'Paid by EFT');
    expect(body).toMatchObject({
      message: 'Payment status updated successfully',
      payment: {
        _id: payment.id,
        status: 'completed',
        payfastData: { admin_notes: 'Paid by EFT', manually_completed: true },
      },
    });
    const again = await cli.run('payments', 'set-status', payment.id, 'completed');
    expect(again.failure).toBeNull();
    expect(again.out).toMatch(/Payment status updated successfully\nPayment ID\s+BP-\S+\nStatus\s+completed/);
    expect(totalBids(await cli.storage.ledger.balance(buyer.id))).toBe(starter?.monthlyBids);
    expect(await cli.run('payments', 'set-status', payment.paymentId, 'failed')).toMatchObject({
      failure: { exitCode: 1, code: 'CONFLICT', message: 'A completed payment cannot be changed' },
    });
    expect(await cli.storage.payments.findById(payment.id)).toMatchObject({ status: 'completed' });
  });

  it("says 'Unlimited' for what a completed unlimited plan allocated, and its export row says so in unlimited_bids", async () => {
    const buyer = await cli.aUser('Unlimited Buyer');
    const enterprise = await cli.storage.plans.findBySlug('enterprise');
    if (enterprise === null) throw new Error('no enterprise plan');
    const payment = await cli.storage.payments.create(
      aPayment(buyer.id, { paymentId: `BP-${randomUUID()}`, item: planItem(enterprise, 'monthly') }),
    );
    const counted = await aPaymentOf(buyer.id);

    const { out, failure } = await cli.run('payments', 'set-status', payment.paymentId, 'completed');
    expect(failure).toBeNull();
    expect(out).toMatch(/^Bids allocated\s+Unlimited\nUser bids now\s+Unlimited$/m);

    const today = new Date().toISOString().slice(0, 10);
    const [header, ...rows] = (await cli.run('payments', 'export', '--from', today, '--to', today)).out.split('\r\n');
    expect(header).toBe(
      'payment_id,created_at,user_email,item,amount,currency,method,status,bids_allocated,unlimited_bids',
    );
    // bids_allocated stays a number a spreadsheet sums; unlimited_bids says what its 0 means.
    expect(rows.find((line) => line.startsWith(payment.paymentId))).toMatch(/,completed,0,true$/);
    expect(rows.find((line) => line.startsWith(counted.paymentId))).toMatch(/,pending,0,false$/);
  });

  it('refuses an unknown status or payment with the API messages, changing nothing', async () => {
    const buyer = await cli.aUser('Careful Buyer');
    const payment = await aPaymentOf(buyer.id);
    expect(await cli.run('payments', 'set-status', payment.paymentId, 'refunded')).toMatchObject({
      failure: { exitCode: 2, message: 'status must be one of pending, completed, failed, cancelled' },
    });
    expect(await cli.run('payments', 'set-status', 'BP-missing', 'cancelled')).toMatchObject({
      failure: { exitCode: 1, code: 'PAYMENT_NOT_FOUND' },
    });
    expect(await cli.json('payments', 'set-status', payment.paymentId, 'cancelled')).toMatchObject({
      payment: { status: 'cancelled' },
    });
    // Notes left out keep the stored ones, and the readout says which notes the payment holds.
    await cli.json('payments', 'set-status', payment.paymentId, 'cancelled', '--notes', 'Buyer changed their mind');
    expect((await cli.run('payments', 'set-status', payment.paymentId, 'cancelled')).out).toMatch(
      /Notes\s+Buyer changed their mind/,
    );
    expect(await cli.storage.ledger.entries(buyer.id)).toEqual([]);
  });
});
