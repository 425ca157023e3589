import { randomBytes } from 'node:crypto';

export type CheckoutState = 'pending' | 'paid' | 'cancelled';

export interface SimulatorCheckout {
  readonly id: string;
  /** The posted checkout's signed fields, trimmed, by name. */
  readonly fields: Readonly<Record<string, string>>;
  readonly amountMinor: number;
  readonly createdAt: number;
  readonly state: CheckoutState;
  readonly pfPaymentId: string | null;
  /** What happened to the ITN post, for the done page (and the log). */
  readonly notifyOutcome: string | null;
}

export interface SimulatorCheckoutsOptions {
  readonly now?: () => Date;
  /** Oldest checkouts are dropped beyond this many; 5,000 by default. */
  readonly maxCheckouts?: number;
  /** Checkouts this old are dropped; a day by default. */
  readonly maxAgeMs?: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The simulator's memory: pending checkouts, their outcome, and the ITN parameter strings it
 * sent (what the validate call answers VALID to). Bounded in age and count, oldest first.
 */
export class SimulatorCheckouts {
  private readonly now: () => Date;
  private readonly maxCheckouts: number;
  private readonly maxAgeMs: number;
  /** Insertion order is creation order, so the oldest are at the front. */
  private readonly checkouts = new Map<string, SimulatorCheckout>();
  /** ITN parameter string → checkout id, and back, so forgetting a checkout forgets its ITN. */
  private readonly sentItns = new Map<string, string>();
  private readonly itnOfCheckout = new Map<string, string>();
  private lastPfPaymentId = 0;

  constructor(options: SimulatorCheckoutsOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.maxCheckouts = options.maxCheckouts ?? 5_000;
    this.maxAgeMs = options.maxAgeMs ?? DAY;
  }

  open(fields: Readonly<Record<string, string>>, amountMinor: number): SimulatorCheckout {
    this.prune(1);
    const checkout: SimulatorCheckout = {
      id: randomBytes(16).toString('hex'),
      fields,
      amountMinor,
      createdAt: this.now().getTime(),
      state: 'pending',
      pfPaymentId: null,
      notifyOutcome: null,
    };
    this.checkouts.set(checkout.id, checkout);
    return checkout;
  }

  get(id: string): SimulatorCheckout | undefined {
    this.prune();
    return this.checkouts.get(id);
  }

  /**
   * Decides a pending checkout, once: answers it decided, or undefined when it is unknown or
   * already decided. Synchronous, so two clicks racing cannot both pay.
   */
  decide(id: string, state: Exclude<CheckoutState, 'pending'>): SimulatorCheckout | undefined {
    const checkout = this.get(id);
    if (checkout === undefined || checkout.state !== 'pending') return undefined;
    const decided = { ...checkout, state, pfPaymentId: state === 'paid' ? this.nextPfPaymentId() : null };
    this.checkouts.set(id, decided);
    return decided;
  }

  /** The paid checkout PayFast's query API knows by this pf_payment_id (PayFast's own id: only paid ones have one). */
  findPaid(pfPaymentId: string): SimulatorCheckout | undefined {
    this.prune();
    for (const checkout of this.checkouts.values()) if (checkout.pfPaymentId === pfPaymentId) return checkout;
    return undefined;
  }

  /** Remembers an ITN before it is posted: the receiver validates it while the post is in flight. */
  rememberSent(checkoutId: string, parameterString: string): void {
    if (!this.checkouts.has(checkoutId)) return;
    this.sentItns.set(parameterString, checkoutId);
    this.itnOfCheckout.set(checkoutId, parameterString);
  }

  wasSent(parameterString: string): boolean {
    this.prune();
    return this.sentItns.has(parameterString);
  }

  recordNotifyOutcome(id: string, outcome: string): void {
    const checkout = this.checkouts.get(id);
    if (checkout !== undefined) this.checkouts.set(id, { ...checkout, notifyOutcome: outcome });
  }

  get size(): number {
    return this.checkouts.size;
  }

  /** Numeric like PayFast's, and growing with time so a restarted simulator does not reuse an id. */
  private nextPfPaymentId(): string {
    this.lastPfPaymentId = Math.max(this.lastPfPaymentId + 1, Math.floor(this.now().getTime() / 100));
    return String(this.lastPfPaymentId);
  }

  /** Drops checkouts past their age, and the oldest ones until `room` more fit. */
  private prune(room = 0): void {
    const oldestAllowed = this.now().getTime() - this.maxAgeMs;
    for (const checkout of this.checkouts.values()) {
      if (checkout.createdAt > oldestAllowed && this.checkouts.size + room <= this.maxCheckouts) break;
      this.forget(checkout.id);
    }
  }

  private forget(id: string): void {
    this.checkouts.delete(id);
    const parameterString = this.itnOfCheckout.get(id);
    if (parameterString !== undefined) this.sentItns.delete(parameterString);
    this.itnOfCheckout.delete(id);
  }
}
