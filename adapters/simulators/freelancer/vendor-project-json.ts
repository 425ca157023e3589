import type { SimulatorProject, SimulatorUpgrades } from './project-generator.js';
import { seconds, vendorJob } from './vendor-json.js';

/** Projects rendered as Freelancer REST v0.1 JSON. */

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

/**
 * A project rendered as Freelancer now and then sends one that cannot be read whole: its currency
 * null, or its title missing, by the id's parity, so both kinds appear.
 */
export function malformedVendorProject(project: ReturnType<typeof vendorProject>): Record<string, unknown> {
  if (project.id % 2 === 0) return { ...project, currency: null };
  const { title: _title, ...untitled } = project;
  return untitled;
}
