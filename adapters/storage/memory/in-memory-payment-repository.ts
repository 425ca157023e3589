import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../core/domain/errors.js';
import { mergeGatewayData } from '../../../core/domain/payments/kept-notifications.js';
import type { NewPayment, Payment, PaymentStats, PaymentStatus } from '../../../core/domain/payments/payment.js';
import { utcDay, type DailyPaymentTotal, type TimeRange } from '../../../core/domain/stats/daily-activity.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { Page } from '../../../core/ports/page.js';
import type {
  PaymentCompletion,
  PaymentListQuery,
  PaymentRepository,
} from '../../../core/ports/payment-repository.port.js';
import { compare, copy, matches, pageOf, type MemoryTables } from './memory-tables.js';

type Changes = Partial<
  Pick<Payment, 'status' | 'verificationStatus' | 'pfPaymentId' | 'bidsAllocated' | 'completedAt'>
>;
type GatewayData = Readonly<Record<string, unknown>> | undefined;

/** Every method is synchronous after entry, so a status check and its write never interleave. */
export class InMemoryPaymentRepository implements PaymentRepository {
  constructor(
    private readonly tables: MemoryTables,
    private readonly clock: Clock,
  ) {}

  async create(payment: NewPayment): Promise<Payment> {
    const id = payment.id ?? randomUUID();
    const clash = [...this.tables.payments.values()].some((p) => p.paymentId === payment.paymentId || p.id === id);
    if (clash) throw new DomainError('CONFLICT', `Payment ${payment.paymentId} already exists`);
    const now = this.clock.now();
    const stored: Payment = {
      ...payment,
      id,
      pfPaymentId: null,
      status: 'pending',
      verificationStatus: 'pending',
      bidsAllocated: 0,
      gatewayData: payment.gatewayData ?? {},
      completedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    this.tables.payments.set(id, copy(stored));
    return copy(stored);
  }

  async findById(id: string): Promise<Payment | null> {
    const found = this.tables.payments.get(id);
    return found === undefined ? null : copy(found);
  }

  async findByPaymentId(paymentId: string): Promise<Payment | null> {
    const found = [...this.tables.payments.values()].find((p) => p.paymentId === paymentId);
    return found === undefined ? null : copy(found);
  }

  async markCompleted(
    id: string,
    from: readonly PaymentStatus[],
    completion: PaymentCompletion,
  ): Promise<Payment | null> {
    const changes: Changes = {
      status: 'completed',
      verificationStatus: completion.verificationStatus,
      bidsAllocated: completion.bidsAllocated,
      completedAt: completion.completedAt,
      ...(completion.pfPaymentId === undefined ? {} : { pfPaymentId: completion.pfPaymentId }),
    };
    return this.change(
      id,
      from.filter((status) => status !== 'completed'),
      changes,
      completion.gatewayData,
    );
  }

  async transition(
    id: string,
    from: readonly PaymentStatus[],
    to: Exclude<PaymentStatus, 'completed'>,
    changes: Parameters<PaymentRepository['transition']>[3] = {},
  ): Promise<Payment | null> {
    const verification =
      changes.verificationStatus === undefined ? {} : { verificationStatus: changes.verificationStatus };
    return this.change(id, from, { status: to, ...verification }, changes.gatewayData);
  }

  async mergeGatewayData(id: string, data: Readonly<Record<string, unknown>>): Promise<Payment | null> {
    const current = this.tables.payments.get(id);
    return current === undefined ? null : this.change(id, [current.status], {}, data);
  }

  async list(query: PaymentListQuery): Promise<Page<Payment>> {
    const found = [...this.tables.payments.values()]
      .filter((p) => query.status === undefined || p.status === query.status)
      .filter((p) => query.paymentMethod === undefined || p.paymentMethod === query.paymentMethod)
      .filter((p) => query.userId === undefined || p.userId === query.userId)
      .filter(
        (p) =>
          query.createdIn === undefined || (p.createdAt >= query.createdIn.from && p.createdAt < query.createdIn.to),
      )
      .filter((p) => {
        const user = this.tables.users.get(p.userId);
        return matches(query.search, [p.paymentId, p.pfPaymentId, user?.name, user?.email]);
      })
      .sort((a, b) => compare(b.createdAt.getTime(), a.createdAt.getTime()) || compare(b.id, a.id));
    return pageOf(found, query);
  }

  async stats(filter: { readonly userId?: string } = {}): Promise<PaymentStats> {
    const payments = [...this.tables.payments.values()].filter(
      (p) => filter.userId === undefined || p.userId === filter.userId,
    );
    const count = (status: PaymentStatus) => payments.filter((p) => p.status === status).length;
    return {
      totalPayments: payments.length,
      totalAmountMinor: payments.filter((p) => p.status === 'completed').reduce((sum, p) => sum + p.amountMinor, 0),
      completedPayments: count('completed'),
      pendingPayments: count('pending'),
      failedPayments: count('failed'),
      cancelledPayments: count('cancelled'),
    };
  }

  async countForPlan(planId: string): Promise<number> {
    return [...this.tables.payments.values()].filter((p) => p.item.kind === 'plan' && p.item.planId === planId).length;
  }

  async completedByDay(range: TimeRange): Promise<readonly DailyPaymentTotal[]> {
    const totals = new Map<string, DailyPaymentTotal>();
    for (const payment of this.tables.payments.values()) {
      const at = payment.completedAt?.getTime();
      if (payment.status !== 'completed' || at === undefined || at < range.from.getTime() || at >= range.to.getTime())
        continue;
      const day = utcDay(new Date(at));
      const sofar = totals.get(day) ?? { day, count: 0, amountMinor: 0 };
      totals.set(day, { day, count: sofar.count + 1, amountMinor: sofar.amountMinor + payment.amountMinor });
    }
    return [...totals.values()];
  }

  private change(id: string, from: readonly PaymentStatus[], changes: Changes, data: GatewayData): Payment | null {
    const current = this.tables.payments.get(id);
    if (current === undefined || !from.includes(current.status)) return null;
    const gatewayData = data === undefined ? current.gatewayData : mergeGatewayData(current.gatewayData, data);
    const next: Payment = { ...current, ...changes, gatewayData, updatedAt: this.clock.now() };
    this.tables.payments.set(id, copy(next));
    return copy(next);
  }
}
