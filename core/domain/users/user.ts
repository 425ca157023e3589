export type Role = 'admin' | 'user';
export type SubscriptionStatus = 'inactive' | 'active' | 'cancelled';
/** 'none' until a first purchase; 'expired' once the plan period has ended. */
export type PlanStatus = 'none' | 'active' | 'expired';
export type BillingPeriod = 'monthly' | 'annual';

/**
 * What the plan in force grants, copied from its purchase when the plan was activated
 * (docs/design.md#plans): everything that asks "how many bids a period, is this user unlimited,
 * did they pay more or less per month" reads this copy, never the plan as it is now, so an edit
 * of the plan changes nothing for those who paid for it until they buy again.
 */
export interface PlanEntitlement {
  /** Bids each period; null = unlimited. */
  readonly bids: number | null;
  /** What was paid for the period, in US cents: 0 for a free plan. */
  readonly priceUsdCents: number;
  readonly durationMonths: number;
  /** When the purchase was ordered (its payment's creation; a free plan's activation): newer purchases win. */
  readonly orderedAt: Date;
}

/**
 * A plan bought to start when the current paid period ends: a downgrade, or the same price or
 * less per month. The minute scheduler that expires plans starts it and grants its bids then.
 */
export interface ScheduledPlan {
  readonly slug: string;
  readonly name: string;
  /** Null = unlimited. */
  readonly bids: number | null;
  readonly durationMonths: number;
  readonly period: BillingPeriod;
  readonly priceUsdCents: number;
  readonly orderedAt: Date;
  readonly startsAt: Date;
  /** The ledger key its bids are granted under when it starts. */
  readonly grantKey: string;
}

export interface User {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly role: Role;
  readonly isActive: boolean;
  readonly subscriptionStatus: SubscriptionStatus;
  /** Plan slug an admin assigned, or null ("No Plan"). */
  readonly subscriptionPlan: string | null;
  /** Slug of the plan bought last, or null. */
  readonly currentPlan: string | null;
  readonly planStatus: PlanStatus;
  readonly billingPeriod: BillingPeriod | null;
  readonly planPurchaseDate: Date | null;
  readonly planExpirationDate: Date | null;
  /** The plan in force's terms as bought; null before a first purchase. */
  readonly planEntitlement: PlanEntitlement | null;
  /** A change bought to start at planExpirationDate, or null. */
  readonly scheduledPlan: ScheduledPlan | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type NewUser = Pick<User, 'name' | 'email' | 'passwordHash'> & Partial<Pick<User, 'role' | 'id'>>;

/** A user as created: enabled, no subscription, no plan yet. */
export const newUserRecord = (
  user: Pick<User, 'id' | 'name' | 'email' | 'passwordHash' | 'role'>,
  now: Date,
): User => ({
  ...user,
  isActive: true,
  subscriptionStatus: 'inactive',
  subscriptionPlan: null,
  currentPlan: null,
  planStatus: 'none',
  billingPeriod: null,
  planPurchaseDate: null,
  planExpirationDate: null,
  planEntitlement: null,
  scheduledPlan: null,
  createdAt: now,
  updatedAt: now,
});

export type UserPatch = Partial<Omit<User, 'id' | 'createdAt' | 'updatedAt'>>;

/**
 * The one canonical form of an address, used wherever one enters or is looked up. NFKC folds
 * look-alike compatibility forms (full-width letters, ligatures, the Kelvin sign) into the plain
 * ones, so `ｕser@x.test` is the same account as `user@x.test`; case and outer spaces never count.
 */
export const normalizeEmail = (email: string): string => email.normalize('NFKC').trim().toLowerCase();

/**
 * The spellings a list search looks for, lower-cased: as typed, and folded like an address, so a
 * full-width `ｕser` finds `user@x.test` while text stored with full-width letters is still found
 * as typed. None for a blank search.
 */
export function searchSpellings(search: string | undefined): readonly string[] {
  const typed = search?.trim().toLowerCase() ?? '';
  return typed === '' ? [] : [...new Set([typed, normalizeEmail(typed)])];
}
