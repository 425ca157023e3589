import { randomUUID } from 'node:crypto';
import {
  newUserRecord,
  normalizeEmail,
  type NewUser,
  type Role,
  type User,
  type UserPatch,
} from '../../../core/domain/users/user.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { Page } from '../../../core/ports/page.js';
import { SESSION_ABSOLUTE_LIFETIME_MS, type SessionStart } from '../../../core/domain/auth/session.js';
import type {
  PasswordResetRecord,
  SessionUser,
  UserCounts,
  UserListQuery,
  UserRepository,
  UserWithBalance,
} from '../../../core/ports/user-repository.port.js';
import { BALANCES, toBalance } from './knex-ledger-rows.js';
import { commitStamp, selectFirstValues } from './cached-statements-sqlite-client.js';
import { CommitScopedCache } from './commit-scoped-cache.js';
import { isPostgres } from './knex-client.js';
import { planEntitlementOf, scheduledPlanOf } from './knex-user-plan-columns.js';
import {
  bool,
  idBatches,
  num,
  pageOf,
  patchColumns,
  toDate,
  toDateOrNull,
  uniqueAs,
  whereAmong,
  whereContains,
  type Db,
} from './knex-rows.js';

const USERS = 'users';
const SESSIONS = 'sessions';
const PASSWORD_RESETS = 'password_resets';

interface UserRow {
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

const toUser = (row: UserRow): User => ({
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
const FIND_BY_ID = `select ${USER_COLUMNS.join(', ')} from ${USERS} where id = ?`;
const PLAN = USER_COLUMNS.length;
const EXTRA = USER_COLUMNS.length + 1;
/**
 * The session's user's columns, then their balance's plan and extra (null without a balance row),
 * then the session's start. One statement instead of three: on SQLite each read takes and drops
 * the WAL read lock on its own.
 */
const FIND_SESSION = `select ${USER_COLUMNS.map((column) => `u.${column}`).join(', ')}, b.plan, b.extra, s.started_at_ms from ${SESSIONS} s join ${USERS} u on u.id = s.user_id left join ${BALANCES} b on b.user_id = u.id where s.id = ?`;
const STARTED = USER_COLUMNS.length + 2;

/** As toUser, from a row's values in USER_COLUMNS order: the session's read, with no row object between. */
const userOfValues = (values: readonly unknown[]): User => ({
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

const sessionUserOf = (values: readonly unknown[] | undefined): SessionUser | null => {
  const found = userWithBalanceOf(values);
  return found === null || values === undefined ? null : { ...found, startedAt: toDate(values[STARTED]) };
};

const taken = 'A user with this email already exists';

/** Sessions kept between commits: one a signed-in device, so at most this many are held. */
const SESSIONS_KEPT = 10_000;

export class KnexUserRepository implements UserRepository {
  private readonly sessions = new CommitScopedCache<SessionUser>(SESSIONS_KEPT);

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(user: NewUser): Promise<User> {
    const now = this.clock.now();
    const id = user.id ?? randomUUID();
    // Every column from the one new-user record, so the table's column defaults never decide what a new user is.
    const record = newUserRecord(
      {
        id,
        name: user.name,
        email: normalizeEmail(user.email),
        passwordHash: user.passwordHash,
        role: user.role ?? 'user',
      },
      now,
    );
    const row = {
      id,
      ...patchColumns<UserPatch>(record, COLUMNS),
      created_at_ms: now.getTime(),
      updated_at_ms: now.getTime(),
    };
    await uniqueAs('USER_ALREADY_EXISTS', taken, () => this.db(USERS).insert(row));
    return this.mustFind(id);
  }

  async findById(id: string): Promise<User | null> {
    const values = await selectFirstValues(this.db, FIND_BY_ID, [id]);
    return values === undefined ? null : userOfValues(values);
  }

  async findByIdForUpdate(id: string): Promise<User | null> {
    const query = this.db<UserRow>(USERS).where({ id }).first();
    const row = await (isPostgres(this.db) ? query.forUpdate() : query);
    return row === undefined ? null : toUser(row);
  }

  async findByIds(ids: readonly string[]): Promise<readonly User[]> {
    const users: User[] = [];
    for (const batch of idBatches(this.db, ids))
      users.push(...(await whereAmong(this.db<UserRow>(USERS), 'id', batch)).map(toUser));
    return users;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.db<UserRow>(USERS)
      .where({ email: normalizeEmail(email) })
      .first();
    return row === undefined ? null : toUser(row);
  }

  async update(id: string, patch: UserPatch): Promise<User | null> {
    const normalized = patch.email === undefined ? patch : { ...patch, email: normalizeEmail(patch.email) };
    const row = { ...patchColumns(normalized, COLUMNS), updated_at_ms: this.clock.now().getTime() };
    const changed = await uniqueAs('USER_ALREADY_EXISTS', taken, () => this.db(USERS).where({ id }).update(row));
    return changed === 0 ? null : this.findById(id);
  }

  async delete(id: string): Promise<boolean> {
    return (await this.db(USERS).where({ id }).del()) > 0;
  }

  async list(query: UserListQuery): Promise<Page<User>> {
    const base = this.db(USERS).select('*');
    whereContains(base, ['name', 'email'], query.search);
    return pageOf(
      base,
      query,
      (q) =>
        q.orderBy([
          { column: 'created_at_ms', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]),
      toUser,
    );
  }

  async counts(): Promise<UserCounts> {
    const [row] = (await this.db(USERS).select(
      this.db.raw('count(*) as total'),
      this.db.raw('sum(case when is_active = ? then 1 else 0 end) as active', [true]),
      this.db.raw("sum(case when subscription_status = 'active' then 1 else 0 end) as subscribed"),
      this.db.raw("sum(case when role = 'admin' then 1 else 0 end) as admin"),
    )) as Record<string, unknown>[];
    return {
      total: num(row?.total),
      active: num(row?.active),
      subscribed: num(row?.subscribed),
      admin: num(row?.admin),
    };
  }

  async countByRole(role: Role): Promise<number> {
    const [row] = (await this.db(USERS).where({ role }).count({ n: '*' })) as { n: unknown }[];
    return num(row?.n);
  }

  async countActiveOnPlan(slug: string): Promise<number> {
    const [row] = (await this.db(USERS).where({ current_plan: slug, plan_status: 'active' }).count({ n: '*' })) as {
      n: unknown;
    }[];
    return num(row?.n);
  }

  async countHoldingPlan(slug: string): Promise<number> {
    const [row] = (await this.db(USERS).where({ current_plan: slug }).count({ n: '*' })) as { n: unknown }[];
    return num(row?.n);
  }

  async listWithPlanExpiredBy(at: Date): Promise<readonly User[]> {
    const rows = await this.db<UserRow>(USERS)
      .where({ plan_status: 'active' })
      .andWhere('plan_expiration_date_ms', '<=', at.getTime())
      .orderBy([{ column: 'plan_expiration_date_ms' }, { column: 'id' }]);
    return rows.map(toUser);
  }

  async lockEnabledAdmins(): Promise<readonly string[]> {
    // Every admin row, not only the enabled ones: the lock must cover a row another transaction is disabling.
    const query = this.db(USERS).select('id', 'is_active').where({ role: 'admin' }).orderBy('id');
    const rows = (await (isPostgres(this.db) ? query.forUpdate() : query)) as { id: string; is_active: unknown }[];
    return rows.filter((row) => bool(row.is_active)).map((row) => row.id);
  }

  async startSession(session: SessionStart): Promise<void> {
    const startedAt = session.startedAt.getTime();
    await this.db(SESSIONS)
      .where({ user_id: session.userId })
      .andWhere('started_at_ms', '<=', startedAt - SESSION_ABSOLUTE_LIFETIME_MS)
      .del();
    await this.db(SESSIONS).insert({ id: session.id, user_id: session.userId, started_at_ms: startedAt });
  }

  /**
   * Every authenticated request's read. On a SQLite file, an answer is given again until anything
   * is committed to the database, by this process or another (the admin CLI): a read would answer
   * the same, and telling costs a fraction of a read's file locks. Elsewhere it is read each time.
   */
  findSession(sessionId: string): Promise<SessionUser | null> {
    const stamp = commitStamp(this.db);
    if (stamp === undefined) return selectFirstValues(this.db, FIND_SESSION, [sessionId]).then(sessionUserOf);
    const kept = this.sessions.get(sessionId, stamp);
    if (kept !== undefined) return Promise.resolve(kept);
    return selectFirstValues(this.db, FIND_SESSION, [sessionId]).then((values) =>
      this.sessions.keep(sessionId, stamp, sessionUserOf(values)),
    );
  }

  async endSession(userId: string, sessionId: string): Promise<boolean> {
    return (await this.db(SESSIONS).where({ id: sessionId, user_id: userId }).del()) > 0;
  }

  async endSessions(userId: string, options: { readonly except?: string } = {}): Promise<number> {
    const query = this.db(SESSIONS).where({ user_id: userId });
    if (options.except !== undefined) query.whereNot({ id: options.except });
    return query.del();
  }

  async savePasswordReset(reset: PasswordResetRecord): Promise<void> {
    await this.db(PASSWORD_RESETS).insert({
      token_hash: reset.tokenHash,
      user_id: reset.userId,
      expires_at_ms: reset.expiresAt.getTime(),
    });
  }

  async takePasswordReset(tokenHash: string, now: Date): Promise<string | null> {
    const row = (await this.db(PASSWORD_RESETS).where({ token_hash: tokenHash }).first()) as
      { user_id: string; expires_at_ms: unknown } | undefined;
    if (row === undefined) return null;
    // The delete decides: of two takes that both read the row, only one deletes it.
    const deleted = await this.db(PASSWORD_RESETS).where({ token_hash: tokenHash }).del();
    return deleted === 1 && Number(row.expires_at_ms) > now.getTime() ? row.user_id : null;
  }

  async dropPasswordResets(userId: string): Promise<void> {
    await this.db(PASSWORD_RESETS).where({ user_id: userId }).del();
  }

  private async mustFind(id: string): Promise<User> {
    const user = await this.findById(id);
    if (user === null) throw new Error(`users row ${id} vanished after insert`);
    return user;
  }
}
