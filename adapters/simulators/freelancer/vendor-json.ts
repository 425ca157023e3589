import { categoryOf, type SimulatorJob } from './catalogue.js';
import type { SimulatorBid, SimulatorThread } from './simulator-state.js';

/** The simulator's records rendered as Freelancer REST v0.1 JSON (docs/design.md#freelancer). */

export const seconds = (ms: number): number => Math.floor(ms / 1000);

/** `compact=true`: Freelancer drops null fields. */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => compact(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([, field]) => field !== null && field !== undefined);
  return Object.fromEntries(entries.map(([key, field]) => [key, compact(field)])) as T;
}

export function vendorJob(job: SimulatorJob, activeProjectCount: number | null = null) {
  const category = categoryOf(job.categoryId);
  return {
    id: job.id,
    name: job.name,
    seo_url: job.seoUrl,
    category: category === undefined ? null : { id: category.id, name: category.name },
    active_project_count: activeProjectCount,
    local: false,
    seo_info: null,
  };
}

/** A message thread as `GET /messages/0.1/threads/` lists it: started by the project's owner, one message so far. */
export function vendorThread(thread: SimulatorThread) {
  return {
    id: thread.id,
    thread: {
      id: thread.id,
      thread_type: 'private_chat',
      time_created: seconds(thread.createdAt),
      members: [thread.ownerId, thread.bidderId],
      owner: thread.ownerId,
      context: { type: 'project', id: thread.projectId },
    },
    time_updated: seconds(thread.createdAt),
    message_count: 1,
    is_read: false,
  };
}

export function vendorBid(bid: SimulatorBid) {
  const awarded = bid.awardStatus === 'awarded';
  return {
    id: bid.id,
    bidder_id: bid.bidderId,
    project_id: bid.projectId,
    project_owner_id: bid.projectOwnerId,
    retracted: false,
    amount: bid.amount,
    period: bid.period,
    description: bid.description,
    milestone_percentage: bid.milestonePercentage,
    submitdate: seconds(bid.submittedAt),
    time_submitted: seconds(bid.submittedAt),
    time_awarded: bid.awardedAt === null ? null : seconds(bid.awardedAt),
    award_status: bid.awardStatus,
    complete_status: awarded ? 'incomplete' : 'pending',
    frontend_bid_status: awarded ? 'in_progress' : 'active',
    paid_status: 'unpaid',
    highlighted: false,
    sponsored: 0,
    sealed: false,
    reputation: null,
    score: null,
  };
}
