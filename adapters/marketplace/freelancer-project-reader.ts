import { visibleOneLine } from '../../core/domain/text/display-text.js';
import type { Project } from '../../core/domain/bidding/project.js';
import type { ProjectKind } from '../../core/domain/bidding/project-kind.js';
import type { Logger } from '../logging/logger.js';
import {
  projectBidAvg,
  projectClient,
  projectLanguage,
  projectSchema,
  projectUpgradesOf,
  type FreelancerProject,
} from './freelancer.schemas.js';

/** Freelancer's `upgrades` flags that bar some accounts from bidding, as the kinds the rules know. */
const KIND_OF_UPGRADE: Readonly<Record<string, ProjectKind>> = {
  nda: 'nda',
  featured: 'featured',
  pf_only: 'preferred_only',
  premium: 'verified_only',
  qualified: 'qualified',
};

/** The kinds a project's true upgrade flags make it, each once, in a fixed order. */
export function projectKindsOf(upgrades: readonly string[]): ProjectKind[] {
  const kinds = new Set(
    upgrades.map((flag) => KIND_OF_UPGRADE[flag.toLowerCase()]).filter((kind) => kind !== undefined),
  );
  return Object.values(KIND_OF_UPGRADE).filter((kind) => kinds.has(kind));
}

/**
 * Open unless Freelancer says otherwise: `status` is `active` and `frontend_project_status` is
 * `open` on a project taking bids; a search of active projects may omit both.
 */
const isOpenProject = (project: FreelancerProject): boolean =>
  (project.status === null || project.status === 'active') &&
  (project.frontend_project_status === null || project.frontend_project_status === 'open');

/** Freelancer's projects, as answered by a search, a list or a single read, as the port's Projects. */
export class FreelancerProjectReader {
  constructor(
    /** Where project pages live: `{projectUrlBase}/projects/{seo_url}`. */
    private readonly projectUrlBase: string,
    private readonly logger: Pick<Logger, 'warn'> | undefined,
  ) {}

  /**
   * The projects of a search page that parse. One that does not (a null currency, no title) is
   * skipped with a warning naming its id and the fields at fault, never their values or the
   * token, and the rest of the page is used.
   */
  readableProjects(projects: readonly unknown[]): FreelancerProject[] {
    const readable: FreelancerProject[] = [];
    for (const raw of projects) {
      const parsed = projectSchema.safeParse(raw);
      if (parsed.success) {
        readable.push(parsed.data);
        continue;
      }
      const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
      const fields = [
        ...new Set(parsed.error.issues.map((issue) => (issue.path.length === 0 ? '(project)' : issue.path.join('.')))),
      ];
      this.logger?.warn(
        { projectId: typeof id === 'number' || typeof id === 'string' ? String(id).slice(0, 32) : null, fields },
        'Skipped a Freelancer project BidPilot could not read',
      );
    }
    return readable;
  }

  /** `users`: the answer's owners by id (searches and lists); a single read may embed its owner as `owner` instead. */
  toProject(project: FreelancerProject, users?: Readonly<Record<string, unknown>> | null): Project {
    const ownerId = project.owner_id ?? null;
    const owner = ownerId === null ? undefined : (users?.[ownerId] ?? project.owner);
    const submitted = project.time_submitted ?? project.submitdate ?? project.time_updated ?? 0;
    const path = project.seo_url ?? String(project.id);
    return {
      id: project.id,
      // One line of visible text, as a title is everywhere it is shown or sent: a line break or a
      // direction override in a client's title would forge lines in a Telegram alert or a log.
      title: visibleOneLine(project.title),
      description: project.description ?? project.preview_description ?? '',
      url: `${this.projectUrlBase}/projects/${path.replace(/^\/+/, '')}`,
      type: project.type,
      currency: project.currency.code.toUpperCase(),
      usdPerUnit: usableRate(project.currency.exchange_rate),
      budgetMin: project.budget?.minimum ?? 0,
      budgetMax: project.budget?.maximum ?? null,
      bidCount: project.bid_stats?.bid_count ?? 0,
      skills: (project.jobs ?? []).map((job) => job.name),
      postedAt: new Date(submitted * 1000),
      kinds: projectKindsOf(project.upgrades),
      ownerId,
      isOpen: isOpenProject(project),
      language: projectLanguage(project.language),
      bidAvg: projectBidAvg(project.bid_stats),
      upgrades: projectUpgradesOf(project.upgrades),
      client: projectClient(ownerId, owner),
    };
  }
}

/** A rate a price can be divided by: positive and finite; null for anything else a listing may carry. */
const usableRate = (rate: number | null | undefined): number | null =>
  typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
