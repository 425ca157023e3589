import type { SessionStart } from '../domain/auth/session.js';
import type { BidBalance } from '../domain/ledger/ledger.js';
import type { NewUser, Role, User, UserPatch } from '../domain/users/user.js';
import type { Page, PageRequest } from './page.js';

export interface UserListQuery extends PageRequest {
  /** Case-insensitive substring of name or email; empty or absent matches all. */
  readonly search?: string;
}

export interface UserCounts {
  readonly total: number;
  /** isActive true. */
  readonly active: number;
  /** subscriptionStatus 'active'. */
  readonly subscribed: number;
  readonly admin: number;
}

/** A user and their bid balance as one read saw them. */
export interface UserWithBalance {
  readonly user: User;
  /** The ledger's balance; empty for a user the ledger has never written. */
  readonly balance: BidBalance;
}

/** A session's user with their bid balance, and when the session started: the one read of every authenticated request. */
export interface SessionUser extends UserWithBalance {
  readonly startedAt: Date;
}

/** A password reset a user asked for: only the SHA-256 of the e-mailed token is stored. */
export interface PasswordResetRecord {
  readonly tokenHash: string;
  readonly userId: string;
  readonly expiresAt: Date;
}

export interface UserRepository {
  /**
   * Stores a new user with defaults (role 'user', isActive true, subscriptionStatus 'inactive',
   * planStatus 'none', no plan). The email is stored normalized (trimmed, lower case).
   * Throws DomainError USER_ALREADY_EXISTS when the normalized email is taken.
   */
  create(user: NewUser): Promise<User>;
  findById(id: string): Promise<User | null>;
  /**
   * As findById, holding the user's row until the transaction ends (Postgres `for update`;
   * SQLite's one connection already runs each transaction alone): a plan purchase reads the plan
   * in force and writes the next one without another purchase landing in between.
   */
  findByIdForUpdate(id: string): Promise<User | null>;
  /** The users of the given ids that exist, in one query, in no particular order. */
  findByIds(ids: readonly string[]): Promise<readonly User[]>;
  /** Case-insensitive lookup. */
  findByEmail(email: string): Promise<User | null>;
  /** Applies the patch and bumps updatedAt; returns null when the user does not exist. */
  update(id: string, patch: UserPatch): Promise<User | null>;
  /** Deletes the user and everything owned by them; false when absent. */
  delete(id: string): Promise<boolean>;
  /** Newest first (createdAt desc, then id). */
  list(query: UserListQuery): Promise<Page<User>>;
  counts(): Promise<UserCounts>;
  countByRole(role: Role): Promise<number>;
  /**
   * Users who hold the plan with this slug: as their currentPlan, whatever their plan status, or
   * as the subscriptionPlan an admin assigned them. Each user counts once.
   */
  countHoldingPlan(slug: string): Promise<number>;
  /** Users whose planStatus is 'active' and planExpirationDate is at or before `at`. */
  listWithPlanExpiredBy(at: Date): Promise<readonly User[]>;
  /**
   * The ids of the enabled admins. Inside a transaction on Postgres every admin row stays locked
   * until it ends, in id order, and is read as the last commit left it: two transactions that each
   * disable another admin take turns, and the second sees the first's change (SQLite runs one
   * write transaction at a time).
   */
  lockEnabledAdmins(): Promise<readonly string[]>;
  /** The ids of the enabled admins, in id order, read without locking anything: whom to tell. */
  listEnabledAdmins(): Promise<readonly string[]>;

  /** Records a signed-in device; forgets that user's sessions past their absolute lifetime. */
  startSession(session: SessionStart): Promise<void>;
  /**
   * The session's user with their bid balance and when it started, in one query: the read of
   * every authenticated request, whose balance `/api/auth/me` shows without a second read. Null
   * when the session was ended (or never started) or its user is gone.
   */
  findSession(sessionId: string): Promise<SessionUser | null>;
  /** Ends one session of this user; false when it was not theirs or already ended. */
  endSession(userId: string, sessionId: string): Promise<boolean>;
  /** Ends every session of the user, but `except` when given; answers how many ended. */
  endSessions(userId: string, options?: { readonly except?: string }): Promise<number>;

  savePasswordReset(reset: PasswordResetRecord): Promise<void>;
  /**
   * Consumes a reset: removes it and answers its user when it was there and unexpired at `now`,
   * null otherwise. Of two concurrent takes of one token, only one gets the user.
   */
  takePasswordReset(tokenHash: string, now: Date): Promise<string | null>;
  /** Removes every outstanding reset of the user (a reset or a password change makes them moot). */
  dropPasswordResets(userId: string): Promise<void>;
}
