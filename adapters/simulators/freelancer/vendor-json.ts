import { categoryOf, type SimulatorJob } from './catalogue.js';
import type { SimulatorProject, SimulatorUpgrades } from './project-generator.js';
import { countryName, type SimulatorClient } from './simulator-clients.js';
import type {
  BidAllowance,
  SimulatorBid,
  SimulatorStanding,
  SimulatorThread,
  SimulatorUser,
} from './simulator-state.js';

/** The simulator's records rendered as Freelancer REST v0.1 JSON (docs/design.md#freelancer). */

const seconds = (ms: number): number => Math.floor(ms / 1000);

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

/** The self user's projections: `balance_details` adds `account_balances`, `membership_details` the `membership_package`. */
export interface UserView {
  readonly jobs: boolean;
  /** How Freelancer judges the account: limited, and the kinds of project it is barred from. */
  readonly standing: SimulatorStanding;
  readonly balance?: BidAllowance;
  readonly membership?: BidAllowance;
}

export function vendorUser(user: SimulatorUser, view: UserView) {
  return {
    id: user.id,
    username: user.username,
    display_name: user.displayName,
    public_name: user.displayName,
    role: 'freelancer',
    chosen_role: 'freelancer',
    registration_date: 1_600_000_000 + (user.id % 100_000_000),
    limited_account: view.standing.limited,
    closed: false,
    suspended: false,
    is_active: true,
    primary_currency: { id: 1, code: 'USD', sign: '$', name: 'US Dollar', exchange_rate: 1, country: 'US' },
    status: {
      payment_verified: true,
      email_verified: true,
      deposit_made: false,
      profile_complete: true,
      phone_verified: false,
      identity_verified: !view.standing.barredFrom.has('verified_only'),
    },
    jobs: view.jobs ? user.jobs.map((job) => vendorJob(job)) : null,
    account_balances: view.balance === undefined ? null : { balances: [], bids_remaining: view.balance.remaining },
    membership_package:
      view.membership === undefined
        ? null
        : { id: 1, name: 'free', bid_limit: view.membership.limit, bid_refresh_rate: view.membership.refreshPerHour },
  };
}

export interface ProjectView {
  readonly open: boolean;
  readonly bidCount: number;
  readonly fullDescription: boolean;
  readonly jobDetails: boolean;
  /** As Freelancer shows them now (`FreelancerSimulatorState.upgradesOf`). */
  readonly upgrades: SimulatorUpgrades;
  /** Epoch ms of the project's latest change; its posting when absent. */
  readonly updatedAt?: number;
}

/** The projects' owners as `users` lists them (or a single read embeds one as `owner`), by the user projections asked. */
export interface ClientView {
  /** `user_status`: payment verification and the other checks. */
  readonly status: boolean;
  /** `user_employer_reputation`: the client's rating and reviews as an employer. */
  readonly reputation: boolean;
  /** `user_country_details`: `location.country`. */
  readonly country: boolean;
}

const reputationFigures = (client: SimulatorClient) => ({
  overall: client.rating,
  reviews: client.reviews,
  // Derived so they agree with the rating; BidPilot reads only overall and reviews.
  completion_rate: client.reviews === null || client.reviews === 0 ? 0 : 0.9,
  on_budget: client.rating === null || client.reviews === 0 ? 0 : Math.round((client.rating / 5) * 100) / 100,
  on_time: client.rating === null || client.reviews === 0 ? 0 : Math.round((client.rating / 5) * 100) / 100,
  all: client.reviews,
});

export function vendorClient(client: SimulatorClient, view: ClientView) {
  const verified = client.paymentVerified;
  return {
    id: client.id,
    username: client.username,
    display_name: client.username.replace(/_/g, ' '),
    public_name: client.username.replace(/_/g, ' '),
    role: 'employer',
    chosen_role: 'employer',
    registration_date: client.registeredAt === null ? null : seconds(client.registeredAt),
    closed: false,
    suspended: false,
    is_active: true,
    // Freelancer writes country codes in lower case.
    location: view.country
      ? {
          country:
            client.country === null ? null : { name: countryName(client.country), code: client.country.toLowerCase() },
          city: null,
        }
      : null,
    status: view.status
      ? {
          payment_verified: verified,
          email_verified: true,
          deposit_made: verified,
          profile_complete: true,
          phone_verified: verified,
          identity_verified: false,
        }
      : null,
    employer_reputation: view.reputation
      ? {
          entire_history: reputationFigures(client),
          last3months: {
            ...reputationFigures(client),
            reviews: client.reviews === null ? null : Math.min(client.reviews, 3),
          },
          last12months: {
            ...reputationFigures(client),
            reviews: client.reviews === null ? null : Math.min(client.reviews, 12),
          },
          role: 'employer',
        }
      : null,
  };
}

/**
 * The average bid Freelancer shows: 0 before the first bid, then somewhere in the client's range
 * (above the minimum for an open-ended one) that follows from the project id, so a project keeps
 * its figure between reads. A seeded project's own figure wins.
 */
export function bidAverageOf(project: SimulatorProject, bidCount: number): number {
  if (project.bidAvg !== undefined) return project.bidAvg ?? 0;
  if (bidCount === 0) return 0;
  const { minimum, maximum } = project.budget;
  const share = (Math.imul(project.id, 0x2545f491) >>> 0) / 2 ** 32;
  const average = maximum === null ? minimum * (1.3 + share) : minimum + (maximum - minimum) * (0.35 + 0.5 * share);
  return average < 100 ? Math.round(average * 100) / 100 : Math.round(average);
}

export function vendorProject(project: SimulatorProject, view: ProjectView) {
  const { budget, currency } = project;
  const bidAvg = bidAverageOf(project, view.bidCount);
  return {
    id: project.id,
    owner_id: project.ownerId,
    title: project.title,
    seo_url: project.seoUrl,
    status: view.open ? 'active' : 'closed',
    frontend_project_status: view.open ? 'open' : 'complete',
    type: project.type,
    bidperiod: project.bidPeriod,
    preview_description:
      project.description.length > 200 ? `${project.description.slice(0, 197)}...` : project.description,
    description: view.fullDescription ? project.description : null,
    currency: {
      id: currency.id,
      code: currency.code,
      sign: currency.sign,
      name: currency.name,
      exchange_rate: currency.exchangeRate,
      country: currency.country,
    },
    budget: { minimum: budget.minimum, maximum: budget.maximum, currency_id: currency.id },
    bid_stats: { bid_count: view.bidCount, bid_avg: bidAvg },
    jobs: view.jobDetails ? project.jobs.map((job) => vendorJob(job)) : null,
    time_submitted: seconds(project.submittedAt),
    time_updated: seconds(view.updatedAt ?? project.submittedAt),
    submitdate: seconds(project.submittedAt),
    time_free_bids_expire: seconds(project.submittedAt) + 3600,
    hireme: false,
    local: false,
    negotiated: false,
    deleted: false,
    language: project.language === undefined ? 'en' : project.language,
    hourly_project_info:
      project.hoursPerWeek === null
        ? null
        : { commitment: { hours: project.hoursPerWeek, interval: 'WEEK' }, duration_enum: 'unspecified' },
    upgrades: { ...view.upgrades },
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

/**
 * A project rendered as Freelancer now and then sends one that cannot be read whole: its currency
 * null, or its title missing, by the id's parity, so both kinds appear.
 */
export function malformedVendorProject(project: ReturnType<typeof vendorProject>): Record<string, unknown> {
  if (project.id % 2 === 0) return { ...project, currency: null };
  const { title: _title, ...untitled } = project;
  return untitled;
}
