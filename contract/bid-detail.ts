import { z } from 'zod';
import { amountRuleOf } from '../core/domain/bidding/amount-rule.js';
import type { BidEventKind } from '../core/domain/bidding/bid-history.js';
import { logEntryOf } from '../core/domain/bidding/bid.js';
import type { BidDetail } from '../core/use-cases/bidding/get-bid-detail.js';
import { toBidLogResponse } from './bid-logs.js';
import { toFitResponse } from './fit-score.js';
import { hasNoInvisibleCharacter } from './common.js';

/** How every client names the search profile of a bid whose profile was deleted since (`profile.name` null): its rules are gone, the bid stays. */
export const DELETED_PROFILE_NAME = 'A profile since deleted';

/** Not trimmed: ` <id>` is another spelling, so it is an unknown bid rather than this one. */
const id = (what: string) =>
  z
    .string()
    .min(1, `${what} id is required`)
    .max(100, `${what} id is too long`)
    .refine(hasNoInvisibleCharacter, `${what} id is invalid`);

/** GET /api/bidding/logs/:id. */
export const BidDetailParams = z.object({ id: id('Bid') });
export type BidDetailParams = z.input<typeof BidDetailParams>;

/** GET /api/admin/users/:userId/bids/:bidId. */
export const UserBidDetailParams = z.object({ userId: id('User'), bidId: id('Bid') });
export type UserBidDetailParams = z.input<typeof UserBidDetailParams>;

/**
 * One bid, whole (docs/design.md#bid-detail): the bid log row (amounts as the list formats them)
 * with the project as it was bid on (and the client it was for, whom the user may block), why it matched and its status history. `project`, `periodDays`
 * and `match` are null for bids logged before they were kept: the screen says so, never guesses.
 */
export const toBidDetailResponse = ({ bid, profile, promptVariant, history }: BidDetail) => ({
  ...toBidLogResponse(logEntryOf(bid)),
  updatedAt: bid.updatedAt.toISOString(),
  project:
    bid.brief === null
      ? null
      : {
          type: bid.brief.type,
          budgetMin: bid.brief.budgetMin,
          budgetMax: bid.brief.budgetMax,
          description: bid.brief.description,
          clientId: bid.brief.clientId ?? null,
        },
  periodDays: bid.brief?.periodDays ?? null,
  /** The first milestone's share sent (Freelancer's milestone_percentage); null when not kept. */
  milestonePercentage: bid.brief?.milestonePercentage ?? null,
  match:
    bid.match === null
      ? null
      : {
          skills: [...bid.match.skills],
          amountRule: amountRuleOf(bid),
          fit: bid.match.fit === undefined || bid.match.fit === null ? null : toFitResponse(bid.match.fit),
        },
  /** The search profile the bid came from: 'main' for the settings themselves; name null once the profile was deleted. */
  profile: { id: profile.id, name: profile.name },
  /** The prompt experiment's variant that wrote the proposal, by its name now; null: the profile's own prompt. */
  promptVariant: promptVariant === null ? null : { id: promptVariant.id, name: promptVariant.name },
  history: history.map((event) => ({ kind: event.kind, at: event.at.toISOString(), detail: event.detail })),
});

export type BidDetailView = ReturnType<typeof toBidDetailResponse>;
export type BidHistoryEntry = { readonly kind: BidEventKind; readonly at: string; readonly detail: string | null };

/** GET /api/bidding/logs/:id and GET /api/admin/users/:userId/bids/:bidId. */
export interface BidDetailResponse {
  readonly success: true;
  readonly bid: BidDetailView;
}
