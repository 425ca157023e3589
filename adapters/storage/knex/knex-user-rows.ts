import type { User, UserPatch } from '../../../core/domain/users/user.js';
import type { SessionUser, UserWithBalance } from '../../../core/ports/user-repository.port.js';
import { BALANCES, toBalance } from './knex-ledger-rows.js';
import { planEntitlementOf, scheduledPlanOf } from './knex-user-plan-columns.js';
import { bool, patchColumns, toDate, toDateOrNull } from './knex-rows.js';

export const USERS = 'users';
export const SESSIONS = 'sessions';

export interface UserRow {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly password_hash: string;
  readonly role: User['role'];
  readonly is_active: unknown;
  readonly subscription_status: User['subscriptionStatus'];
  readonly subscription_plan: string | null;
  readonly current_plan: string | null;
  readonly plan_status: User['planStatus'];
  readonly billing_period: User['billingPeriod'];
  readonly plan_purchase_date_ms: unknown;
  readonly plan_expiration_date_ms: unknown;
  readonly plan_entitlement: unknown;
  readonly scheduled_plan: unknown;
  readonly created_at_ms: unknown;
  readonly updated_at_ms: unknown;
}

const COLUMNS = {
  name: 'name',
  email: 'email',
  passwordHash: 'password_hash',
  role: 'role',
  isActive: 'is_active',
  subscriptionStatus: 'subscription_status',
  subscriptionPlan: 'subscription_plan',
  currentPlan: 'current_plan',
  planStatus: 'plan_status',
  billingPeriod: 'billing_period',
  planPurchaseDate: 'plan_purchase_date_ms',
  planExpirationDate: 'plan_expiration_date_ms',
  planEntitlement: 'plan_entitlement',
  scheduledPlan: 'scheduled_plan',
} as const satisfies { readonly [K in keyof Required<UserPatch>]: string };

export const userPatchRow = (patch: UserPatch): Record<string, unknown> => patchColumns(patch, COLUMNS);

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  passwordHash: row.password_hash,
  role: row.role,
  isActive: bool(row.is_active),
  subscriptionStatus: row.subscription_status,
  subscriptionPlan: row.subscription_plan,
  currentPlan: row.current_plan,
  planStatus: row.plan_status,
  billingPeriod: row.billing_period,
  planPurchaseDate: toDateOrNull(row.plan_purchase_date_ms),
  planExpirationDate: toDateOrNull(row.plan_expiration_date_ms),
  planEntitlement: planEntitlementOf(row.plan_entitlement),
  scheduledPlan: scheduledPlanOf(row.scheduled_plan),
  createdAt: toDate(row.created_at_ms),
  updatedAt: toDate(row.updated_at_ms),
});

/** Every column of a user row, in the order userOfValues reads them. */
const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'password_hash',
  'role',
  'is_active',
  'subscription_status',
  'subscription_plan',
  'current_plan',
  'plan_status',
  'billing_period',
  'plan_purchase_date_ms',
  'plan_expiration_date_ms',
  'plan_entitlement',
  'scheduled_plan',
  'created_at_ms',
  'updated_at_ms',
];
export const FIND_USER_BY_ID = `select ${USER_COLUMNS.join(', ')} from ${USERS} where id = ?`;
const PLAN = USER_COLUMNS.length;
const EXTRA = USER_COLUMNS.length + 1;
/**
 * The session's user's columns, then their balance's plan and extra (null without a balance row),
 * then the session's start. One statement instead of three: on SQLite each read takes and drops
 * the WAL read lock on its own.
 */
export const FIND_SESSION = `select ${USER_COLUMNS.map((column) => `u.${column}`).join(', ')}, b.plan, b.extra, s.started_at_ms from ${SESSIONS} s join ${USERS} u on u.id = s.user_id left join ${BALANCES} b on b.user_id = u.id where s.id = ?`;
const STARTED = USER_COLUMNS.length + 2;

/** As toUser, from a row's values in USER_COLUMNS order: the session's read, with no row object between. */
export const userOfValues = (values: readonly unknown[]): User => ({
  id: values[0] as string,
  name: values[1] as string,
  email: values[2] as string,
  passwordHash: values[3] as string,
  role: values[4] as User['role'],
  isActive: bool(values[5]),
  subscriptionStatus: values[6] as User['subscriptionStatus'],
  subscriptionPlan: values[7] as string | null,
  currentPlan: values[8] as string | null,
  planStatus: values[9] as User['planStatus'],
  billingPeriod: values[10] as User['billingPeriod'],
  planPurchaseDate: toDateOrNull(values[11]),
  planExpirationDate: toDateOrNull(values[12]),
  planEntitlement: planEntitlementOf(values[13]),
  scheduledPlan: scheduledPlanOf(values[14]),
  createdAt: toDate(values[15]),
  updatedAt: toDate(values[16]),
});

/** Module-level, so the session read every request makes chains onto it without a closure of its own. */
const userWithBalanceOf = (values: readonly unknown[] | undefined): UserWithBalance | null =>
  values === undefined
    ? null
    : {
        user: userOfValues(values),
        balance: toBalance({ plan: Number(values[PLAN] ?? 0), extra: Number(values[EXTRA] ?? 0) }),
      };

export const sessionUserOf = (values: readonly unknown[] | undefined): SessionUser | null => {
  const found = userWithBalanceOf(values);
  return found === null || values === undefined ? null : { ...found, startedAt: toDate(values[STARTED]) };
};
