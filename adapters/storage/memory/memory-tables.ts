import { DomainError } from '../../../core/domain/errors.js';
import type { Bid } from '../../../core/domain/bidding/bid.js';
import type { BidEvent } from '../../../core/domain/bidding/bid-history.js';
import type { BiddingSettings } from '../../../core/domain/bidding/settings.js';
import type { Payment } from '../../../core/domain/payments/payment.js';
import type { AddonPack, Plan } from '../../../core/domain/plans/plan.js';
import { searchSpellings, type User } from '../../../core/domain/users/user.js';
import type { SessionStart } from '../../../core/domain/auth/session.js';
import type { FreelancerProfile } from '../../../core/ports/freelancer-profile-repository.port.js';
import type { Notification, StoredPreferences } from '../../../core/domain/notifications/notification.js';
import type { ReviewDraft } from '../../../core/domain/bidding/review-draft.js';
import type { SearchProfile } from '../../../core/domain/bidding/search-profile.js';
import type { PortfolioItem } from '../../../core/domain/bidding/portfolio.js';
import type { PromptVariant } from '../../../core/domain/bidding/prompt-experiment.js';
import type { PasswordResetRecord } from '../../../core/ports/user-repository.port.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';

/** The fake's "database": one Map per table, keyed by primary key, holding private copies. */
export interface MemoryTables {
  readonly users: Map<string, User>;
  readonly settings: Map<string, BiddingSettings>;
  readonly profiles: Map<string, FreelancerProfile>;
  readonly plans: Map<string, Plan>;
  readonly addons: Map<string, AddonPack>;
  readonly bids: Map<string, Bid>;
  /** By bid id: the bid's history in the order appended; each append replaces the array. */
  readonly bidEvents: Map<string, readonly BidEvent[]>;
  readonly payments: Map<string, Payment>;
  readonly sessions: Map<string, SessionStart>;
  /** By token hash. */
  readonly passwordResets: Map<string, PasswordResetRecord>;
  /** By id; the dedupe key rides beside the notification. */
  readonly notifications: Map<string, StoredNotification>;
  /** By user id. */
  readonly notificationPreferences: Map<string, StoredPreferences>;
  /** By id. */
  readonly reviewDrafts: Map<string, ReviewDraft>;
  /** By `<userId> <country>`: the client countries a user has bid into. */
  readonly bidCountries: Map<string, { readonly userId: string; readonly country: string }>;
  /** By id: the profiles beside each user's main one. */
  readonly searchProfiles: Map<string, SearchProfile>;
  /** By id: prompt experiments' variants, running and ended. */
  readonly promptVariants: Map<string, PromptVariant>;
  /** By id: each user's portfolio items with their place in entry order. */
  readonly portfolioItems: Map<string, StoredPortfolioItem>;
}

export interface StoredPortfolioItem {
  readonly item: PortfolioItem;
  /** 1, 2, … per user in the order added; a removed item's number is not reused. */
  readonly position: number;
}

export interface StoredNotification {
  readonly notification: Notification;
  readonly dedupeKey: string;
}

const TABLE_NAMES = [
  'users',
  'settings',
  'profiles',
  'plans',
  'addons',
  'bids',
  'bidEvents',
  'payments',
  'sessions',
  'passwordResets',
  'notifications',
  'notificationPreferences',
  'reviewDrafts',
  'bidCountries',
  'searchProfiles',
  'portfolioItems',
  'promptVariants',
] as const;

export const emptyTables = (): MemoryTables => ({
  users: new Map(),
  settings: new Map(),
  profiles: new Map(),
  plans: new Map(),
  addons: new Map(),
  bids: new Map(),
  bidEvents: new Map(),
  payments: new Map(),
  sessions: new Map(),
  passwordResets: new Map(),
  notifications: new Map(),
  notificationPreferences: new Map(),
  reviewDrafts: new Map(),
  bidCountries: new Map(),
  searchProfiles: new Map(),
  portfolioItems: new Map(),
  promptVariants: new Map(),
});

/** Rows are replaced, never mutated in place, so a shallow copy of each Map is a snapshot. */
export const snapshotTables = (tables: MemoryTables): MemoryTables => ({
  users: new Map(tables.users),
  settings: new Map(tables.settings),
  profiles: new Map(tables.profiles),
  plans: new Map(tables.plans),
  addons: new Map(tables.addons),
  bids: new Map(tables.bids),
  bidEvents: new Map(tables.bidEvents),
  payments: new Map(tables.payments),
  sessions: new Map(tables.sessions),
  passwordResets: new Map(tables.passwordResets),
  notifications: new Map(tables.notifications),
  notificationPreferences: new Map(tables.notificationPreferences),
  reviewDrafts: new Map(tables.reviewDrafts),
  bidCountries: new Map(tables.bidCountries),
  searchProfiles: new Map(tables.searchProfiles),
  portfolioItems: new Map(tables.portfolioItems),
  promptVariants: new Map(tables.promptVariants),
});

/** Applies to `live` the rows a transaction changed between `before` and `after`. */
export function commitTables(live: MemoryTables, before: MemoryTables, after: MemoryTables): void {
  for (const name of TABLE_NAMES) {
    const [target, old, next] = [live[name], before[name], after[name]] as Map<string, unknown>[] as [
      Map<string, unknown>,
      Map<string, unknown>,
      Map<string, unknown>,
    ];
    for (const [key, row] of next) if (old.get(key) !== row) target.set(key, row);
    for (const key of old.keys()) if (!next.has(key)) target.delete(key);
  }
}

/** Callers get copies: mutating what a repository returned never changes the store. */
export const copy = <T>(value: T): T => structuredClone(value);

export const compare = (a: string | number, b: string | number): number => (a < b ? -1 : a > b ? 1 : 0);

/** Case-insensitive substring match over any of the fields; an empty search matches all. */
export function matches(search: string | undefined, fields: readonly (string | null | undefined)[]): boolean {
  const terms = searchSpellings(search);
  return (
    terms.length === 0 || fields.some((field) => terms.some((term) => field?.toLowerCase().includes(term) === true))
  );
}

export function pageOf<T>(sorted: readonly T[], request: PageRequest): Page<T> {
  const limit = Math.max(1, Math.floor(request.limit));
  const offset = (Math.max(1, Math.floor(request.page)) - 1) * limit;
  return { items: sorted.slice(offset, offset + limit).map(copy), total: sorted.length };
}

/** Drops undefined fields so a patch never blanks a field it did not name. */
export function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Rows owned by a user need the user, as the database's foreign keys demand. */
export function requireUser(tables: MemoryTables, userId: string): void {
  if (!tables.users.has(userId)) throw new DomainError('USER_NOT_FOUND', 'User not found');
}
