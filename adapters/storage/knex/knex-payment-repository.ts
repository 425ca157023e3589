import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { DomainError } from '../../../core/domain/errors.js';
import { mergeGatewayData } from '../../../core/domain/payments/kept-notifications.js';
import type { NewPayment, Payment, PaymentStats, PaymentStatus } from '../../../core/domain/payments/payment.js';
import {
  DAY_MS,
  utcDayOfIndex,
  type DailyPaymentTotal,
  type TimeRange,
} from '../../../core/domain/stats/daily-activity.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { Page } from '../../../core/ports/page.js';
import type {
  PaymentCompletion,
  PaymentListQuery,
  PaymentRepository,
} from '../../../core/ports/payment-repository.port.js';
import { isPostgres } from './knex-client.js';
import {
  PAYMENTS,
  STATS_SELECT,
  itemColumns,
  parseGatewayData,
  toPayment,
  toStats,
  type PaymentRow,
} from './knex-payment-rows.js';
import { num, pageOf, uniqueAs, whereContains, type Db } from './knex-rows.js';

type Changes = Parameters<PaymentRepository['transition']>[3];
type GatewayData = Readonly<Record<string, unknown>> | undefined;

export class KnexPaymentRepository implements PaymentRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(payment: NewPayment): Promise<Payment> {
    const now = this.clock.now().getTime();
    const id = payment.id ?? randomUUID();
    const row = {
      id,
      payment_id: payment.paymentId,
      user_id: payment.userId,
      ...itemColumns(payment.item),
      item_name: payment.itemName,
      price_usd_cents: payment.priceUsdCents,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      status: 'pending',
      payment_method: payment.paymentMethod,
      verification_status: 'pending',
      bids_allocated: 0,
      gateway_data: JSON.stringify(payment.gatewayData ?? {}),
      created_at_ms: now,
      updated_at_ms: now,
    };
    await uniqueAs('CONFLICT', `Payment ${payment.paymentId} already exists`, () => this.db(PAYMENTS).insert(row));
    return this.mustFind(id);
  }

  async findById(id: string): Promise<Payment | null> {
    const row = await this.db<PaymentRow>(PAYMENTS).where({ id }).first();
    return row === undefined ? null : toPayment(row);
  }

  async findByPaymentId(paymentId: string): Promise<Payment | null> {
    const row = await this.db<PaymentRow>(PAYMENTS).where({ payment_id: paymentId }).first();
    return row === undefined ? null : toPayment(row);
  }

  /** The conditional UPDATE decides the one winner; the gateway data merge follows in its transaction. */
  async markCompleted(
    id: string,
    from: readonly PaymentStatus[],
    completion: PaymentCompletion,
  ): Promise<Payment | null> {
    const sources = from.filter((status) => status !== 'completed');
    const row: Record<string, unknown> = {
      status: 'completed',
      verification_status: completion.verificationStatus,
      bids_allocated: completion.bidsAllocated,
      completed_at_ms: completion.completedAt.getTime(),
    };
    if (completion.pfPaymentId !== undefined) row.pf_payment_id = completion.pfPaymentId;
    return this.conditionalUpdate(id, sources, row, completion.gatewayData);
  }

  async transition(
    id: string,
    from: readonly PaymentStatus[],
    to: Exclude<PaymentStatus, 'completed'>,
    changes: Changes = {},
  ): Promise<Payment | null> {
    const row: Record<string, unknown> = { status: to };
    if (changes.verificationStatus !== undefined) row.verification_status = changes.verificationStatus;
    return this.conditionalUpdate(id, from, row, changes.gatewayData);
  }

  async mergeGatewayData(id: string, data: Readonly<Record<string, unknown>>): Promise<Payment | null> {
    return this.db.transaction(async (trx) => {
      const found = await this.lockedRow(trx, id);
      if (found === undefined) return null;
      await this.writeMerged(trx, found, data);
      return this.mustFind(id, trx);
    });
  }

  async list(query: PaymentListQuery): Promise<Page<Payment>> {
    const base = this.db(`${PAYMENTS} as p`).leftJoin('users as u', 'u.id', 'p.user_id').select('p.*');
    whereContains(base, ['p.payment_id', 'p.pf_payment_id', 'u.name', 'u.email'], query.search);
    if (query.status !== undefined) void base.where('p.status', query.status);
    if (query.paymentMethod !== undefined) void base.where('p.payment_method', query.paymentMethod);
    if (query.userId !== undefined) void base.where('p.user_id', query.userId);
    if (query.createdIn !== undefined)
      void base
        .where('p.created_at_ms', '>=', query.createdIn.from.getTime())
        .where('p.created_at_ms', '<', query.createdIn.to.getTime());
    const order = (q: Knex.QueryBuilder) =>
      q.orderBy([
        { column: 'p.created_at_ms', order: 'desc' },
        { column: 'p.id', order: 'desc' },
      ]);
    return pageOf(base, query, order, toPayment);
  }

  async stats(filter: { readonly userId?: string } = {}): Promise<PaymentStats> {
    const query = this.db(PAYMENTS).select(STATS_SELECT.map((expression) => this.db.raw(expression)));
    if (filter.userId !== undefined) void query.where({ user_id: filter.userId });
    const [row] = (await query) as Record<string, unknown>[];
    return toStats(row);
  }

  async countForPlan(planId: string): Promise<number> {
    const [row] = (await this.db(PAYMENTS).where({ item_kind: 'plan', plan_id: planId }).count({ n: '*' })) as {
      n: unknown;
    }[];
    return num(row?.n);
  }

  async completedByDay(range: TimeRange): Promise<readonly DailyPaymentTotal[]> {
    const day = `completed_at_ms / ${DAY_MS}`;
    const rows = (await this.db(PAYMENTS)
      .where({ status: 'completed' })
      .andWhere('completed_at_ms', '>=', range.from.getTime())
      .andWhere('completed_at_ms', '<', range.to.getTime())
      .select(
        this.db.raw(`${day} as utc_day`),
        this.db.raw('count(*) as n'),
        this.db.raw('sum(amount_minor) as amount'),
      )
      .groupByRaw(day)) as { utc_day: unknown; n: unknown; amount: unknown }[];
    return rows.map((row) => ({
      day: utcDayOfIndex(num(row.utc_day)),
      count: num(row.n),
      amountMinor: num(row.amount),
    }));
  }

  private conditionalUpdate(
    id: string,
    from: readonly PaymentStatus[],
    row: Record<string, unknown>,
    data: GatewayData,
  ): Promise<Payment | null> {
    if (from.length === 0) return Promise.resolve(null);
    return this.db.transaction(async (trx) => {
      const changed = await trx(PAYMENTS)
        .where({ id })
        .whereIn('status', from)
        .update({ ...row, updated_at_ms: this.clock.now().getTime() });
      if (changed === 0) return null;
      if (data !== undefined) {
        const found = await this.lockedRow(trx, id);
        if (found !== undefined) await this.writeMerged(trx, found, data);
      }
      return this.mustFind(id, trx);
    });
  }

  /** On Postgres the row stays locked until the transaction ends; SQLite's one connection is serial already. */
  private async lockedRow(trx: Knex.Transaction, id: string): Promise<PaymentRow | undefined> {
    const query = trx<PaymentRow>(PAYMENTS).where({ id }).first();
    return isPostgres(trx) ? query.forUpdate() : query;
  }

  /** `found` is read under the row's lock: two notifications kept at once both stay (kept-notifications.ts). */
  private async writeMerged(
    trx: Knex.Transaction,
    found: PaymentRow,
    data: Readonly<Record<string, unknown>>,
  ): Promise<void> {
    const merged = JSON.stringify(mergeGatewayData(parseGatewayData(found), data));
    await trx(PAYMENTS)
      .where({ id: found.id })
      .update({ gateway_data: merged, updated_at_ms: this.clock.now().getTime() });
  }

  private async mustFind(id: string, db: Db = this.db): Promise<Payment> {
    const row = await db<PaymentRow>(PAYMENTS).where({ id }).first();
    if (row === undefined) throw new DomainError('PAYMENT_NOT_FOUND', `Payment ${id} not found`);
    return toPayment(row);
  }
}
