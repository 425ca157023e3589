import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Project } from '../../core/domain/bidding/project.js';
import type { AwardStatus } from '../../core/ports/marketplace.port.js';

/**
 * msw stand-ins for the Freelancer REST endpoints BidPilot calls, answering with the envelopes,
 * error bodies and status codes of Freelancer's REST API (docs/design.md#freelancer) from a small in-memory state.
 */
export const FREELANCER_MSW_BASE = 'https://www.freelancer.com/api';

const SELF = {
  id: 26605882,
  username: 'jdoe_dev',
  display_name: 'J. Doe',
  role: 'freelancer',
  chosen_role: 'freelancer',
};
const SELF_JOBS = [
  {
    id: 3,
    name: 'PHP',
    category: { id: 1, name: 'Websites, IT & Software' },
    seo_url: 'php',
    active_project_count: null,
    local: false,
  },
  {
    id: 13,
    name: 'Python',
    category: { id: 1, name: 'Websites, IT & Software' },
    seo_url: 'python',
    active_project_count: null,
    local: false,
  },
];
const CURRENCIES: Readonly<
  Record<string, { id: number; sign: string; name: string; country: string; exchange_rate: number }>
> = {
  USD: { id: 1, sign: '$', name: 'US Dollar', country: 'US', exchange_rate: 1 },
  EUR: { id: 8, sign: '€', name: 'Euro', country: 'EU', exchange_rate: 1.05 },
  INR: { id: 11, sign: '₹', name: 'Indian Rupee', country: 'IN', exchange_rate: 0.0116 },
};

let requestCounter = 0;
const requestId = (): string => (requestCounter++).toString(16).padStart(32, 'a');
const success = (result: unknown, status = 200) =>
  HttpResponse.json({ status: 'success', result, request_id: requestId() }, { status });
export const freelancerError = (status: number, message: string, errorCode: string) =>
  HttpResponse.json({ status: 'error', message, error_code: errorCode, request_id: requestId() }, { status });

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Freelancer's upgrade flag for each of the domain's upgrades (NDA is upper case on the wire). */
const UPGRADE_FLAG = {
  featured: 'featured',
  sealed: 'sealed',
  urgent: 'urgent',
  qualified: 'qualified',
  nda: 'NDA',
  fulltime: 'fulltime',
  nonpublic: 'nonpublic',
} as const;

function vendorUpgrades(project: Project) {
  const flags: Record<string, boolean> = {
    featured: false,
    sealed: false,
    nonpublic: false,
    fulltime: false,
    urgent: false,
    qualified: false,
    NDA: false,
  };
  for (const upgrade of project.upgrades ?? []) flags[UPGRADE_FLAG[upgrade]] = true;
  if (project.kinds.includes('nda')) flags.NDA = true;
  if (project.kinds.includes('featured')) flags.featured = true;
  if (project.kinds.includes('qualified')) flags.qualified = true;
  return flags;
}

/** The project's client as Freelancer sends an owner with user_status, user_employer_reputation and user_country_details. */
function vendorOwner(project: Project) {
  const { client } = project;
  if (client === undefined || client === null) return null;
  return {
    id: Number(client.id),
    username: `client_${client.id}`,
    role: 'employer',
    registration_date: client.registeredAt === null ? null : Math.floor(client.registeredAt.getTime() / 1000),
    location: {
      country: client.country === null ? null : { name: client.country, code: client.country.toLowerCase() },
    },
    status: { payment_verified: client.paymentVerified, email_verified: true },
    employer_reputation: {
      entire_history: { overall: client.rating, reviews: client.reviews },
      last3months: { overall: client.rating, reviews: 0 },
    },
  };
}

/** The `users` of a project list: the owners of the projects that have a client, keyed by id as a string. */
const ownersOf = (listed: readonly Project[]) =>
  Object.fromEntries(
    listed.flatMap((project) =>
      project.client === undefined || project.client === null ? [] : [[project.client.id, vendorOwner(project)]],
    ),
  );

/** A domain Project as Freelancer would send it with full_description and job_details. */
function vendorProject(project: Project, open = true) {
  const currency = CURRENCIES[project.currency] ?? {
    id: 99,
    sign: project.currency,
    name: project.currency,
    country: 'XX',
    exchange_rate: 1,
  };
  const submitted = Math.floor(project.postedAt.getTime() / 1000);
  return {
    id: Number(project.id),
    // A project seeded without an owner still has one on Freelancer: the mock's usual client.
    owner_id: Number(project.ownerId ?? 81234567),
    title: project.title,
    seo_url: project.url.replace(/^.*?\/projects\//, ''),
    status: open ? 'active' : 'closed',
    frontend_project_status: open ? 'open' : 'complete',
    type: project.type,
    bidperiod: 7,
    preview_description: project.description.slice(0, 100),
    description: project.description,
    currency: { code: project.currency, ...currency },
    budget: { minimum: project.budgetMin, maximum: project.budgetMax },
    bid_stats: { bid_count: project.bidCount, bid_avg: project.bidAvg ?? 0 },
    jobs: project.skills.map((name, index) => ({
      id: 1000 + index,
      name,
      category: null,
      seo_url: slug(name),
      active_project_count: null,
      local: false,
    })),
    time_submitted: submitted,
    time_updated: submitted,
    submitdate: submitted,
    hireme: false,
    local: false,
    deleted: false,
    language: project.language ?? null,
    upgrades: vendorUpgrades(project),
  };
}

interface MockBid {
  readonly id: number;
  readonly projectId: number;
  readonly bidderId: number;
  awardStatus: AwardStatus;
  readonly amount: number;
  readonly period: number;
  readonly milestonePercentage: number;
}

/** Freelancer takes 0–100 (a number) as the first milestone's share. */
const isMilestone = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

export interface FreelancerMock {
  readonly handlers: readonly HttpHandler[];
  seedProject(project: Project): void;
  /** The project stops taking bids: searches of active projects leave it out, single reads answer it closed. */
  closeProject(projectId: string): void;
  setAward(bidId: string, status: AwardStatus): void;
  /** The client (owner 81234567) starts a message thread on the bid's project with its bidder, at `at`; or the bidder does. */
  startThread(bidId: string, startedBy: 'client' | 'bidder', at: Date): void;
  /** Another freelancer's bid on a seeded project, as placed on Freelancer itself. */
  seedBid(projectId: string, bidderId: number): void;
  /** What a placed bid asked, as Freelancer keeps it; null for an unknown id. */
  placedBid(
    bidId: string,
  ): { readonly amount: number; readonly period: number; readonly milestonePercentage: number } | null;
  /** A one-shot handler that answers the next request like Freelancer under `code`. */
  failNextHandler(code: 'MARKETPLACE_RATE_LIMITED' | 'MARKETPLACE_UNAVAILABLE'): HttpHandler;
}

export function createFreelancerMock(base = FREELANCER_MSW_BASE): FreelancerMock {
  const projects = new Map<number, Project>();
  const closed = new Set<number>();
  const bids: MockBid[] = [];
  const threads: Array<{
    readonly id: number;
    readonly projectId: number;
    readonly owner: number;
    readonly members: readonly number[];
    readonly createdAt: Date;
  }> = [];
  let nextBidId = 39343812;

  /** Every endpoint first checks the token, as Freelancer does. */
  const refused = (request: Request) => {
    const token = request.headers.get('freelancer-oauth-v1') ?? '';
    if (token === '' || token.startsWith('invalid'))
      return freelancerError(
        401,
        'You must be logged in to perform this request.',
        'AuthExceptionCodes.NOT_AUTHENTICATED',
      );
    return undefined;
  };

  const handlers = [
    http.get(`${base}/users/0.1/self/`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      // The account's own bids come only with the projections that carry them.
      const balance =
        query.get('balance_details') === 'true' ? { account_balances: { balances: [], bids_remaining: 12 } } : {};
      const membership =
        query.get('membership_details') === 'true'
          ? { membership_package: { id: 1, name: 'free', bid_limit: 15, time_bid_refreshed: 1717000000 } }
          : {};
      return (
        refused(request) ?? success({ ...SELF, limited_account: false, jobs: SELF_JOBS, ...balance, ...membership })
      );
    }),

    http.get(`${base}/projects/0.1/projects/active/`, ({ request }) => {
      const denied = refused(request);
      if (denied !== undefined) return denied;
      const query = new URL(request.url).searchParams;
      const from = Number(query.get('from_time') ?? 0);
      const limit = Math.min(100, Number(query.get('limit') ?? 10));
      const offset = Number(query.get('offset') ?? 0);
      const active = [...projects.values()]
        .filter((project) => project.postedAt.getTime() / 1000 >= from && !closed.has(Number(project.id)))
        .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
      const page = active.slice(offset, offset + limit);
      return success({
        projects: page.map((project) => vendorProject(project)),
        total_count: active.length,
        users: ownersOf(page),
        selected_bids: null,
      });
    }),

    // Single reads answer closed projects too. Registered after active/, which `:id` would match.
    http.get(`${base}/projects/0.1/projects/:id/`, ({ request, params }) => {
      const denied = refused(request);
      if (denied !== undefined) return denied;
      const project = projects.get(Number(params.id));
      if (project === undefined)
        return freelancerError(404, 'Project not found.', 'ProjectExceptionCodes.PROJECT_NOT_FOUND');
      return success({ ...vendorProject(project, !closed.has(Number(project.id))), owner: vendorOwner(project) });
    }),

    http.get(`${base}/projects/0.1/projects/`, ({ request }) => {
      const denied = refused(request);
      if (denied !== undefined) return denied;
      const query = new URL(request.url).searchParams;
      const ids = query.getAll('projects[]').map(Number);
      const seoUrls = query.getAll('seo_urls[]').map((seoUrl) => seoUrl.toLowerCase());
      const found = [...projects.values()].filter(
        (project) => ids.includes(Number(project.id)) || seoUrls.includes(vendorProject(project).seo_url.toLowerCase()),
      );
      return success({
        projects: found.map((project) => vendorProject(project, !closed.has(Number(project.id)))),
        total_count: found.length,
        users: ownersOf(found),
        selected_bids: null,
      });
    }),

    http.post(`${base}/projects/0.1/bids/`, async ({ request }) => {
      const denied = refused(request);
      if (denied !== undefined) return denied;
      const body = (await request.json()) as Record<string, unknown>;
      const projectId = body.project_id;
      const bidderId = body.bidder_id;
      if (
        typeof projectId !== 'number' ||
        typeof bidderId !== 'number' ||
        typeof body.amount !== 'number' ||
        !isMilestone(body.milestone_percentage)
      ) {
        return freelancerError(400, 'Invalid bid parameters.', 'ExceptionCodes.MISSING_ARGUMENT');
      }
      if (!projects.has(projectId))
        return freelancerError(404, 'Project not found.', 'ProjectExceptionCodes.PROJECT_NOT_FOUND');
      if (bids.some((bid) => bid.projectId === projectId && bid.bidderId === bidderId)) {
        return freelancerError(409, 'You have already bid on that project.', 'ProjectExceptionCodes.DUPLICATE_BID');
      }
      const bid: MockBid = {
        id: nextBidId++,
        projectId,
        bidderId,
        awardStatus: 'pending',
        amount: body.amount,
        period: Number(body.period),
        milestonePercentage: Number(body.milestone_percentage),
      };
      bids.push(bid);
      const now = Math.floor(Date.now() / 1000);
      return success({
        id: bid.id,
        bidder_id: bidderId,
        project_id: projectId,
        retracted: false,
        amount: body.amount,
        period: body.period,
        description: body.description,
        project_owner_id: 81234567,
        submitdate: now,
        time_submitted: now,
        milestone_percentage: bid.milestonePercentage,
        award_status: null,
      });
    }),

    http.get(`${base}/projects/0.1/bids/`, ({ request }) => {
      const denied = refused(request);
      if (denied !== undefined) return denied;
      const query = new URL(request.url).searchParams;
      // Each given filter narrows the list; an absent one does not, and bids are public, so other bidders' show too.
      const filter = (name: string, value: number): boolean => {
        const wanted = query.getAll(`${name}[]`).map(Number);
        return wanted.length === 0 || wanted.includes(value);
      };
      const limit = Math.min(100, Number(query.get('limit') ?? 100));
      const offset = Number(query.get('offset') ?? 0);
      const found = bids.filter(
        (bid) => filter('bids', bid.id) && filter('bidders', bid.bidderId) && filter('projects', bid.projectId),
      );
      const page = found.slice(offset, offset + limit);
      return success({
        bids: page.map((bid) => ({
          id: bid.id,
          project_id: bid.projectId,
          bidder_id: bid.bidderId,
          award_status: bid.awardStatus,
        })),
      });
    }),
  ];

  handlers.push(
    // Listed flat, as the reference describes a thread (the simulator nests them under `thread`: the adapter reads both).
    http.get(`${base}/messages/0.1/threads/`, ({ request }) => {
      const denied = refused(request);
      if (denied !== undefined) return denied;
      const query = new URL(request.url).searchParams;
      const contexts = query.getAll('contexts[]').map(Number);
      const found = threads.filter(
        (thread) =>
          query.get('context_type') === 'project' &&
          (contexts.length === 0 || contexts.includes(thread.projectId)) &&
          thread.members.includes(SELF.id),
      );
      const limit = Math.min(100, Number(query.get('limit') ?? 20));
      return success({
        threads: found.slice(0, limit).map((thread) => ({
          id: thread.id,
          context: { type: 'project', id: thread.projectId },
          members: thread.members,
          owner: thread.owner,
          time_created: Math.floor(thread.createdAt.getTime() / 1000),
          time_updated: Math.floor(thread.createdAt.getTime() / 1000),
        })),
        users: null,
      });
    }),
  );

  return {
    handlers,
    startThread: (bidId, startedBy, at) => {
      const bid = bids.find((candidate) => String(candidate.id) === bidId);
      if (bid === undefined) throw new Error(`no bid ${bidId} to write about`);
      threads.push({
        id: 7_000_000 + threads.length,
        projectId: bid.projectId,
        owner: startedBy === 'client' ? 81234567 : bid.bidderId,
        members: [81234567, bid.bidderId],
        createdAt: at,
      });
    },
    seedProject: (project) => void projects.set(Number(project.id), project),
    closeProject: (projectId) => void closed.add(Number(projectId)),
    seedBid: (projectId, bidderId) =>
      void bids.push({
        id: nextBidId++,
        projectId: Number(projectId),
        bidderId,
        awardStatus: 'pending',
        amount: 200,
        period: 5,
        milestonePercentage: 100,
      }),
    placedBid: (bidId) => {
      const bid = bids.find((candidate) => String(candidate.id) === bidId);
      return bid === undefined
        ? null
        : { amount: bid.amount, period: bid.period, milestonePercentage: bid.milestonePercentage };
    },
    setAward: (bidId, status) => {
      const bid = bids.find((candidate) => String(candidate.id) === bidId);
      if (bid !== undefined) bid.awardStatus = status;
    },
    failNextHandler: (code) =>
      http.all(
        `${base}/*`,
        () =>
          code === 'MARKETPLACE_RATE_LIMITED'
            ? freelancerError(
                429,
                'You have made too many of these requests.',
                'AuthorisationExceptionCodes.RATE_LIMITED',
              )
            : freelancerError(500, 'An error has occurred.', 'ExceptionCodes.UNKNOWN_ERROR'),
        { once: true },
      ),
  };
}
