import type { MarketplaceAccount } from '../../core/domain/bidding/marketplace-account.js';
import { PROJECT_UPGRADES, type ProjectClient, type ProjectUpgrade } from '../../core/domain/bidding/project.js';
import { z } from 'zod';

/**
 * Freelancer.com REST v0.1 answers, as far as BidPilot reads them (docs/design.md#freelancer).
 * Only what every answer is known to carry is required; every other vendor field is optional or
 * nullable, and unknown fields are dropped.
 */

/** Ids are integers on the wire; accept a numeric string too and keep them as decimal strings. */
const freelancerId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform(String);

/**
 * `{status:'success', result, request_id}`; the Python SDK's fixtures omit `status` and
 * `request_id`. `result` is parsed by the endpoint's own schema.
 */
export const successEnvelopeSchema = z.object({
  status: z.literal('success').optional(),
  result: z.unknown().refine((result) => result !== undefined, 'result is missing'),
  request_id: z.string().nullish(),
});

/** `{status:'error', message, error_code, request_id}`; some proxies answer a bare message or nothing. */
export const errorEnvelopeSchema = z.object({
  status: z.string().optional(),
  message: z.string().nullish(),
  error_code: z.string().nullish(),
  request_id: z.string().nullish(),
  /** The unofficial Go SDK also reads a nested error; optional. */
  error: z.object({ code: z.string().nullish(), detail: z.string().nullish() }).nullish(),
});
export type FreelancerErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const jobSchema = z.object({
  id: freelancerId.nullish(),
  name: z.string(),
  seo_url: z.string().nullish(),
  category: z.object({ id: freelancerId.nullish(), name: z.string().nullish() }).nullish(),
});

/**
 * `GET /users/0.1/self/?jobs=true&balance_details=true&membership_details=true`: `result` is the
 * user. The bid figures are read tolerantly (docs/design.md#freelancer-bid-balance): none of them
 * is documented, so a missing or odd one is unknown and never fails the call.
 */
export const selfUserSchema = z.object({
  id: freelancerId,
  username: z.string().min(1),
  display_name: z.string().nullish(),
  jobs: z.array(jobSchema).nullish(),
  limited_account: z.unknown().optional(),
  account_balances: z.unknown().optional(),
  membership_package: z.unknown().optional(),
});

/**
 * `upgrades` is a bag of flags (`{NDA: true, featured: false, …}`) whose members vary by project
 * and era: anything that is not an object of flags reads as no upgrades, and a flag counts only
 * when it is `true`.
 */
const upgradesSchema = z
  .record(z.string(), z.unknown())
  .nullish()
  .catch(null)
  .transform((flags) => Object.keys(flags ?? {}).filter((flag) => flags?.[flag] === true));

/** A status BidPilot cannot read is treated as absent, like the project it belongs to is still listed. */
const statusSchema = z
  .string()
  .nullish()
  .catch(null)
  .transform((status) => (status === null || status === undefined ? null : status.trim().toLowerCase()));

const field = (object: unknown, name: string): unknown =>
  typeof object === 'object' && object !== null && !Array.isArray(object)
    ? (object as Record<string, unknown>)[name]
    : undefined;
/** A count Freelancer may leave out or send oddly: anything but a finite number of zero or more is unknown. */
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;

/** The self user's bid figures: `account_balances.bids_remaining`, `membership_package.bid_limit` / `time_bid_refreshed`, `limited_account`. */
export function selfAccount(user: z.infer<typeof selfUserSchema>): MarketplaceAccount {
  const refreshed = field(user.membership_package, 'time_bid_refreshed');
  return {
    bidsRemaining: count(field(user.account_balances, 'bids_remaining')),
    bidLimit: count(field(user.membership_package, 'bid_limit')),
    bidsRefreshedAt:
      typeof refreshed === 'number' && Number.isFinite(refreshed) && refreshed > 0 ? new Date(refreshed * 1000) : null,
    limited: user.limited_account === true,
  };
}

export const projectSchema = z.object({
  id: freelancerId,
  // The client; only the rules read it (a user's own project), so a bad one must not cost the project.
  owner_id: freelancerId.nullish().catch(null),
  title: z.string(),
  seo_url: z.string().nullish(),
  type: z
    .string()
    .transform((type) => type.toLowerCase())
    .pipe(z.enum(['fixed', 'hourly'])),
  status: statusSchema,
  frontend_project_status: statusSchema,
  description: z.string().nullish(),
  preview_description: z.string().nullish(),
  currency: z.object({
    id: freelancerId.nullish(),
    code: z.string().length(3),
    sign: z.string().nullish(),
    exchange_rate: z.number().nullish(),
  }),
  budget: z.object({ minimum: z.number().nullish(), maximum: z.number().nullish() }).nullish(),
  bid_stats: z
    .object({ bid_count: z.number().int().nonnegative().nullish(), bid_avg: z.unknown().optional() })
    .nullish(),
  jobs: z.array(jobSchema).nullish(),
  time_submitted: z.number().nullish(),
  submitdate: z.number().nullish(),
  time_updated: z.number().nullish(),
  bidperiod: z.number().nullish(),
  upgrades: upgradesSchema,
  // What the fit score and the client rules read: an odd one is unknown, never the project's loss.
  language: z.unknown().optional(),
  /** The owner as a single read may embed it (`owner` with the user projections); searches list owners in `users` instead. */
  owner: z.unknown().optional(),
});
export type FreelancerProject = z.infer<typeof projectSchema>;

/** ISO 639-1 (`en`, `de`), optionally with a region (`pt-BR`, `pt_BR`): the language part, lower case; anything else is unknown. */
export function projectLanguage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^([a-z]{2,3})(?:[-_][a-z0-9]{2,8})?$/i.exec(value.trim());
  return match?.[1] === undefined ? null : match[1].toLowerCase();
}

/** The average bid so far; 0 or anything odd is no figure (Freelancer sends 0 before the first bid). */
export function projectBidAvg(bidStats: { readonly bid_avg?: unknown } | null | undefined): number | null {
  const average = bidStats?.bid_avg;
  return typeof average === 'number' && Number.isFinite(average) && average > 0 ? average : null;
}

/** Freelancer's flag names for the upgrades the fit score reads (`NDA` is upper case on the wire). */
const UPGRADE_OF_FLAG: Readonly<Record<string, ProjectUpgrade>> = Object.fromEntries(
  PROJECT_UPGRADES.map((upgrade) => [upgrade, upgrade]),
);

/** The fit-score upgrades a project's true flags name, each once, in PROJECT_UPGRADES order. */
export function projectUpgradesOf(flags: readonly string[]): ProjectUpgrade[] {
  const named = new Set(flags.map((flag) => UPGRADE_OF_FLAG[flag.toLowerCase()]));
  return PROJECT_UPGRADES.filter((upgrade) => named.has(upgrade));
}

const finiteIn = (value: unknown, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : null;

/**
 * The project's client, read field by field from the owner's user object (`users[owner_id]` on
 * searches, `owner` on single reads) as the projections `user_status`, `user_employer_reputation`
 * and `user_country_details` fill it. The client is null when there is no owner id or no user
 * object for it; within one, each field Freelancer left out or sent oddly is null on its own.
 */
export function projectClient(ownerId: string | null, user: unknown): ProjectClient | null {
  if (ownerId === null || typeof user !== 'object' || user === null || Array.isArray(user)) return null;
  // A user object for someone else (a map keyed wrongly) says nothing about this client.
  const userId = field(user, 'id');
  if (userId !== undefined && userId !== null && String(userId) !== ownerId) return null;
  const verified = field(field(user, 'status'), 'payment_verified');
  const history = field(field(user, 'employer_reputation'), 'entire_history');
  const reviews = finiteIn(field(history, 'reviews'), 0, Number.MAX_SAFE_INTEGER);
  const code = field(field(field(user, 'location'), 'country'), 'code');
  const registered = finiteIn(field(user, 'registration_date'), 1, 253_402_300_799);
  return {
    id: ownerId,
    paymentVerified: typeof verified === 'boolean' ? verified : null,
    rating: finiteIn(field(history, 'overall'), 0, 5),
    reviews: reviews === null ? null : Math.floor(reviews),
    country: typeof code === 'string' && /^[a-z]{2}$/i.test(code.trim()) ? code.trim().toUpperCase() : null,
    registeredAt: registered === null ? null : new Date(registered * 1000),
  };
}

/**
 * `GET /projects/0.1/projects/active/`: `result = {projects, total_count, users, selected_bids}`.
 * Each project is parsed on its own (`projectSchema`): one Freelancer cannot describe whole is
 * skipped, and the rest of the page is used.
 */
export const projectSearchSchema = z.object({
  projects: z.array(z.unknown()),
  total_count: z.number().nullish(),
  /** The owners, keyed by user id as a string, with the user projections; anything but a map reads as none. */
  users: z.record(z.string(), z.unknown()).nullish().catch(null),
});

export const bidSchema = z.object({
  id: freelancerId,
  project_id: freelancerId.nullish(),
  bidder_id: freelancerId.nullish(),
  amount: z.number().nullish(),
  period: z.number().nullish(),
  award_status: z.string().nullish(),
  time_submitted: z.number().nullish(),
});

/** `POST /projects/0.1/bids/`: `result` is the Bid. */
export const placedBidSchema = bidSchema;

/** `GET /projects/0.1/bids/`: `result = {bids: [Bid]}`. */
export const bidListSchema = z.object({ bids: z.array(bidSchema) });

/** A thread's facts as Freelancer nests them (`thread`) or lists them flat; every field but the id may be missing. */
const threadFacts = z.object({
  id: freelancerId,
  context: z.object({ type: z.string().nullish(), id: freelancerId.nullish() }).nullish(),
  members: z.array(freelancerId).nullish(),
  owner: freelancerId.nullish(),
  time_created: z.number().nullish(),
  time_updated: z.number().nullish(),
});

/** One entry of `GET /messages/0.1/threads/`: the thread's facts at the top, or under `thread` with `time_updated` beside. */
export const threadSchema = threadFacts.extend({ thread: threadFacts.partial({ id: true }).nullish() });
export type FreelancerThread = z.infer<typeof threadSchema>;

/** `GET /messages/0.1/threads/`: `result = {threads: [Thread], users}`. */
export const threadListSchema = z.object({ threads: z.array(threadSchema) });
