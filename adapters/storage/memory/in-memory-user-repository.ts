import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../core/domain/errors.js';
import * as Users from '../../../core/domain/users/user.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { Page } from '../../../core/ports/page.js';
import type { BidLedger } from '../../../core/ports/bid-ledger.port.js';
import { SESSION_ABSOLUTE_LIFETIME_MS, type SessionStart } from '../../../core/domain/auth/session.js';
import type * as Port from '../../../core/ports/user-repository.port.js';
import { compare, copy, definedOnly, matches, pageOf, type MemoryTables } from './memory-tables.js';

const taken = (): DomainError => new DomainError('USER_ALREADY_EXISTS', 'A user with this email already exists');

export class InMemoryUserRepository implements Port.UserRepository {
  constructor(
    private readonly tables: MemoryTables,
    private readonly clock: Clock,
    /** The storage's ledger, whose balances findSession reads beside the user. */
    private readonly ledger: Pick<BidLedger, 'balance'>,
  ) {}

  async create(user: Users.NewUser): Promise<Users.User> {
    const email = Users.normalizeEmail(user.email);
    if (this.emailOwner(email) !== undefined) throw taken();
    const now = this.clock.now();
    const id = user.id ?? randomUUID();
    if (this.tables.users.has(id)) throw taken();
    const stored = Users.newUserRecord(
      { id, name: user.name, email, passwordHash: user.passwordHash, role: user.role ?? 'user' },
      now,
    );
    this.tables.users.set(id, copy(stored));
    return copy(stored);
  }

  async findById(id: string): Promise<Users.User | null> {
    const user = this.tables.users.get(id);
    return user === undefined ? null : copy(user);
  }

  /** The fake storage runs one transaction at a time, so a read already holds the user. */
  findByIdForUpdate(id: string): Promise<Users.User | null> {
    return this.findById(id);
  }

  async findByIds(ids: readonly string[]): Promise<readonly Users.User[]> {
    return [...new Set(ids)].flatMap((id) => {
      const user = this.tables.users.get(id);
      return user === undefined ? [] : [copy(user)];
    });
  }

  async findByEmail(email: string): Promise<Users.User | null> {
    const user = this.emailOwner(Users.normalizeEmail(email));
    return user === undefined ? null : copy(user);
  }

  async update(id: string, patch: Users.UserPatch): Promise<Users.User | null> {
    const current = this.tables.users.get(id);
    if (current === undefined) return null;
    const email = patch.email === undefined ? current.email : Users.normalizeEmail(patch.email);
    const owner = this.emailOwner(email);
    if (owner !== undefined && owner.id !== id) throw taken();
    const next: Users.User = { ...current, ...definedOnly(patch), email, updatedAt: this.clock.now() };
    this.tables.users.set(id, copy(next));
    return copy(next);
  }

  /** Cascades like the database's foreign keys (the ledger fake keeps its own entries). */
  async delete(id: string): Promise<boolean> {
    if (!this.tables.users.delete(id)) return false;
    this.tables.settings.delete(id);
    this.tables.profiles.delete(id);
    for (const [key, bid] of this.tables.bids) if (bid.userId === id) this.tables.bids.delete(key);
    for (const [key, events] of this.tables.bidEvents) if (events[0]?.userId === id) this.tables.bidEvents.delete(key);
    for (const [key, payment] of this.tables.payments) if (payment.userId === id) this.tables.payments.delete(key);
    for (const [key, session] of this.tables.sessions) if (session.userId === id) this.tables.sessions.delete(key);
    for (const [key, reset] of this.tables.passwordResets)
      if (reset.userId === id) this.tables.passwordResets.delete(key);
    for (const [key, stored] of this.tables.notifications)
      if (stored.notification.userId === id) this.tables.notifications.delete(key);
    for (const [key, draft] of this.tables.reviewDrafts) if (draft.userId === id) this.tables.reviewDrafts.delete(key);
    for (const [key, row] of this.tables.bidCountries) if (row.userId === id) this.tables.bidCountries.delete(key);
    for (const [key, profile] of this.tables.searchProfiles)
      if (profile.userId === id) this.tables.searchProfiles.delete(key);
    for (const [key, stored] of this.tables.portfolioItems)
      if (stored.item.userId === id) this.tables.portfolioItems.delete(key);
    this.tables.notificationPreferences.delete(id);
    return true;
  }

  async list(query: Port.UserListQuery): Promise<Page<Users.User>> {
    const found = [...this.tables.users.values()].filter((user) => matches(query.search, [user.name, user.email]));
    found.sort((a, b) => compare(b.createdAt.getTime(), a.createdAt.getTime()) || compare(b.id, a.id));
    return pageOf(found, query);
  }

  async counts(): Promise<Port.UserCounts> {
    const users = [...this.tables.users.values()];
    const count = (test: (user: Users.User) => boolean) => users.filter(test).length;
    return {
      total: users.length,
      active: count((u) => u.isActive),
      subscribed: count((u) => u.subscriptionStatus === 'active'),
      admin: count((u) => u.role === 'admin'),
    };
  }

  async countByRole(role: Users.Role): Promise<number> {
    return [...this.tables.users.values()].filter((user) => user.role === role).length;
  }

  async countHoldingPlan(slug: string): Promise<number> {
    return [...this.tables.users.values()].filter((user) => user.currentPlan === slug || user.subscriptionPlan === slug)
      .length;
  }

  async listWithPlanExpiredBy(at: Date): Promise<readonly Users.User[]> {
    const expiry = (user: Users.User): number => user.planExpirationDate?.getTime() ?? Number.POSITIVE_INFINITY;
    return [...this.tables.users.values()]
      .filter((user) => user.planStatus === 'active' && expiry(user) <= at.getTime())
      .sort((a, b) => compare(expiry(a), expiry(b)) || compare(a.id, b.id))
      .map(copy);
  }

  async lockEnabledAdmins(): Promise<readonly string[]> {
    return this.listEnabledAdmins();
  }

  async listEnabledAdmins(): Promise<readonly string[]> {
    return [...this.tables.users.values()]
      .filter((user) => user.role === 'admin' && user.isActive)
      .map((user) => user.id)
      .sort();
  }

  async startSession(session: SessionStart): Promise<void> {
    const expired = session.startedAt.getTime() - SESSION_ABSOLUTE_LIFETIME_MS;
    for (const [key, held] of this.tables.sessions)
      if (held.userId === session.userId && held.startedAt.getTime() <= expired) this.tables.sessions.delete(key);
    if (this.tables.sessions.has(session.id)) throw new Error(`session ${session.id} already exists`);
    this.tables.sessions.set(session.id, copy(session));
  }

  async findSession(sessionId: string): Promise<Port.SessionUser | null> {
    const session = this.tables.sessions.get(sessionId);
    const user = session === undefined ? null : await this.findById(session.userId);
    return session === undefined || user === null
      ? null
      : { user, balance: await this.ledger.balance(user.id), startedAt: new Date(session.startedAt) };
  }

  async endSession(userId: string, sessionId: string): Promise<boolean> {
    return this.tables.sessions.get(sessionId)?.userId === userId && this.tables.sessions.delete(sessionId);
  }

  async endSessions(userId: string, options: { readonly except?: string } = {}): Promise<number> {
    let ended = 0;
    for (const [key, session] of this.tables.sessions) {
      if (session.userId === userId && key !== options.except) ended += Number(this.tables.sessions.delete(key));
    }
    return ended;
  }

  async savePasswordReset(reset: Port.PasswordResetRecord): Promise<void> {
    this.tables.passwordResets.set(reset.tokenHash, copy(reset));
  }

  async takePasswordReset(tokenHash: string, now: Date): Promise<string | null> {
    const reset = this.tables.passwordResets.get(tokenHash);
    if (reset === undefined) return null;
    this.tables.passwordResets.delete(tokenHash);
    return reset.expiresAt.getTime() > now.getTime() ? reset.userId : null;
  }

  async dropPasswordResets(userId: string): Promise<void> {
    for (const [key, reset] of this.tables.passwordResets)
      if (reset.userId === userId) this.tables.passwordResets.delete(key);
  }

  private emailOwner(email: string): Users.User | undefined {
    return [...this.tables.users.values()].find((user) => user.email === email);
  }
}
