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
} from '../../../core/ports/user-repository.port.js';
import { commitStamp } from './cached-statements-sqlite-client.js';
import { CommitScopedCache } from './commit-scoped-cache.js';
import { selectFirstValues } from './fixed-sql-reads.js';
import { isPostgres } from './knex-client.js';
import { bool, idBatches, pageOf, uniqueAs, whereAmong, whereContains, type Db } from './knex-rows.js';
import { countByRole, countHoldingPlan, userCounts } from './knex-user-counts.js';
import {
  FIND_SESSION,
  FIND_USER_BY_ID,
  SESSIONS,
  USERS,
  sessionUserOf,
  toUser,
  userOfValues,
  userPatchRow,
  type UserRow,
} from './knex-user-rows.js';

const PASSWORD_RESETS = 'password_resets';

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
      ...userPatchRow(record),
      created_at_ms: now.getTime(),
      updated_at_ms: now.getTime(),
    };
    await uniqueAs('USER_ALREADY_EXISTS', taken, () => this.db(USERS).insert(row));
    return this.mustFind(id);
  }

  async findById(id: string): Promise<User | null> {
    const values = await selectFirstValues(this.db, FIND_USER_BY_ID, [id]);
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
    const row = { ...userPatchRow(normalized), updated_at_ms: this.clock.now().getTime() };
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

  counts(): Promise<UserCounts> {
    return userCounts(this.db);
  }

  countByRole(role: Role): Promise<number> {
    return countByRole(this.db, role);
  }

  countHoldingPlan(slug: string): Promise<number> {
    return countHoldingPlan(this.db, slug);
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

  async listEnabledAdmins(): Promise<readonly string[]> {
    const rows = (await this.db(USERS).select('id', 'is_active').where({ role: 'admin' }).orderBy('id')) as {
      id: string;
      is_active: unknown;
    }[];
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
