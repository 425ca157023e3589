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
  /**
   * The user with their bid balance, read together in one query: the signed-in user's read on
   * every authenticated request, which `/api/auth/me` shows without a second read.
   */
  findWithBalance(id: string): Promise<UserWithBalance | null>;
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
  /** Users whose planStatus is 'active' on the plan with this slug (currentPlan). */
  countActiveOnPlan(slug: string): Promise<number>;
  /** Users whose currentPlan is the plan with this slug, whatever their plan status. */
  countHoldingPlan(slug: string): Promise<number>;
  /** Users whose planStatus is 'active' and planExpirationDate is at or before `at`. */
  listWithPlanExpiredBy(at: Date): Promise<readonly User[]>;
}
