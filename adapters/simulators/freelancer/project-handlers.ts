import type { ParameterizedContext } from 'koa';
import type { SimulatorProject } from './project-generator.js';
import { REFUSALS } from './simulator-refusals.js';
import type { FreelancerSimulatorState } from './simulator-state.js';
import { answer, refuse, type SimulatorContext } from './handlers.js';
import { first, flag, int, ints, limitOf, list, offsetOf, withCompact, type Query } from './handler-query.js';
import { malformedVendorProject, vendorProject } from './vendor-project-json.js';
import { vendorClient, type ClientView } from './vendor-user-json.js';

/** The project endpoints' bodies: searches and single reads, with the owners the user projections ask for. */

/** The user projections a project read asks for; null when it asks for none, and `users` stays null. */
function clientView(query: Query): ClientView | null {
  const view = {
    status: flag(query, 'user_status'),
    reputation: flag(query, 'user_employer_reputation'),
    country: flag(query, 'user_country_details'),
  };
  return flag(query, 'user_details') || view.status || view.reputation || view.country ? view : null;
}

/** `users` of a project list: the owners of `projects` keyed by id as a string, as Freelancer sends them with the user projections. */
async function ownersOf(
  query: Query,
  state: FreelancerSimulatorState,
  projects: readonly SimulatorProject[],
): Promise<Record<string, unknown> | null> {
  const view = clientView(query);
  if (view === null) return null;
  const clients = await state.clientsOf(projects);
  return Object.fromEntries([...clients.values()].map((client) => [String(client.id), vendorClient(client, view)]));
}

/**
 * GET /projects/0.1/projects/active/ — projects posted at or after from_time (and, when given, of
 * `jobs[]`, `languages[]`, `project_types[]`, matching `query`), last updated first
 * whatever sort_field says (Freelancer promises no order); limit at most 100; some malformed when
 * switched on.
 */
export async function searchActiveProjects(ctx: ParameterizedContext, { state }: SimulatorContext): Promise<void> {
  const query = ctx.query;
  const found = await searchProjects(query, state);
  const projects = await searchResults(query, state, found.projects);
  answer(
    ctx,
    withCompact(query, {
      projects,
      total_count: found.total,
      users: await ownersOf(query, state, found.projects),
      selected_bids: null,
    }),
  );
}

/** The page of active projects a search asks for, and how many match in all. */
async function searchProjects(
  query: Query,
  state: FreelancerSimulatorState,
): Promise<{ readonly projects: SimulatorProject[]; readonly total: number }> {
  const limit = limitOf(query, 10);
  const offset = offsetOf(query);
  const fromTime = int(query, 'from_time', Number.NaN);
  const toTime = int(query, 'to_time', Number.NaN);
  const filter = {
    fromMs: Number.isNaN(fromTime) ? undefined : fromTime * 1000,
    toMs: Number.isNaN(toTime) ? undefined : toTime * 1000,
    types: list(query, 'project_types').map((type) => type.toLowerCase()),
  };
  const matches = searchMatcher(query);
  // BidPilot's own searches filter by time only: the database pages them. Job, language and text filters read every match.
  if (matches === null) return state.activeProjectsPage(filter, { offset, limit });
  const matching = (await state.activeProjects(filter)).filter(matches);
  return { projects: matching.slice(offset, offset + limit), total: matching.length };
}

/** A search's job, language and text filters as one test; null when it asks for none. */
function searchMatcher(query: Query): ((project: SimulatorProject) => boolean) | null {
  const jobs = ints(query, 'jobs');
  const languages = list(query, 'languages').map((language) => language.toLowerCase());
  const terms = (first(query.query) ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '');
  const anyTerm = flag(query, 'or_search_query');
  if (jobs.length === 0 && languages.length === 0 && terms.length === 0) return null;
  return (project) => {
    if (jobs.length > 0 && !project.jobs.some((job) => jobs.includes(job.id))) return false;
    if (languages.length > 0 && !languages.includes(project.language === undefined ? 'en' : (project.language ?? '')))
      return false;
    if (terms.length === 0) return true;
    const text = `${project.title} ${project.description}`.toLowerCase();
    return anyTerm ? terms.some((term) => text.includes(term)) : terms.every((term) => text.includes(term));
  };
}

/** Projects as searches send them: open, with their bid counts, some malformed when switched on. */
async function searchResults(query: Query, state: FreelancerSimulatorState, found: readonly SimulatorProject[]) {
  const counts = await state.bidCounts(found);
  const view = { open: true, fullDescription: flag(query, 'full_description'), jobDetails: flag(query, 'job_details') };
  return found.map((project) => {
    const json = vendorProject(project, {
      ...view,
      bidCount: counts.get(project.id) ?? 0,
      upgrades: state.upgradesOf(project),
      updatedAt: state.lastUpdatedAt(project),
    });
    return state.isServedMalformed(project.id) ? malformedVendorProject(json) : json;
  });
}

/** Projects as the single reads send them: open or closed (`status` says), with their bid counts. */
async function readProjects(query: Query, state: FreelancerSimulatorState, projects: readonly SimulatorProject[]) {
  const counts = await state.bidCounts(projects);
  return projects.map((project) => {
    const view = {
      open: state.isOpen(project),
      bidCount: counts.get(project.id) ?? 0,
      fullDescription: flag(query, 'full_description'),
      jobDetails: flag(query, 'job_details'),
      upgrades: state.upgradesOf(project),
      updatedAt: state.lastUpdatedAt(project),
    };
    return vendorProject(project, view);
  });
}

/**
 * GET /projects/0.1/projects/{id}/ — `result` is the project, open or closed, with its owner
 * embedded as `owner` when a user projection is asked (there is no `users` beside a bare project);
 * 404 PROJECT_NOT_FOUND when there is none.
 */
export async function getProject(ctx: ParameterizedContext, { state }: SimulatorContext, id: string): Promise<void> {
  const project = /^\d+$/.test(id) ? await state.project(Number(id)) : undefined;
  if (project === undefined) return refuse(ctx, REFUSALS.projectNotFound);
  const [json] = await readProjects(ctx.query, state, [project]);
  const view = clientView(ctx.query);
  const owner = view === null ? undefined : (await state.clientsOf([project])).get(project.ownerId);
  answer(
    ctx,
    withCompact(ctx.query, { ...json, owner: owner === undefined ? null : vendorClient(owner, view as ClientView) }),
  );
}

/**
 * GET /projects/0.1/projects/?projects[]=..&seo_urls[]=.. — `result.projects`, open or closed. A
 * seo_url is found by the id that ends it, as the simulator writes them (`react-js/build-a-dashboard-40100200`),
 * and must be the project's own; an unknown one is simply not listed.
 */
export async function listProjects(ctx: ParameterizedContext, { state }: SimulatorContext): Promise<void> {
  const query = ctx.query;
  const found = await namedProjects(query, state);
  const listed = found.slice(0, limitOf(query, 10));
  const projects = await readProjects(query, state, listed);
  answer(
    ctx,
    withCompact(query, {
      projects,
      total_count: found.length,
      users: await ownersOf(query, state, listed),
      selected_bids: null,
    }),
  );
}

/** The projects `projects[]` and `seo_urls[]` name, the first 100 ids asked. */
async function namedProjects(query: Query, state: FreelancerSimulatorState): Promise<SimulatorProject[]> {
  const ids = new Set(ints(query, 'projects'));
  const seoUrls = new Set(list(query, 'seo_urls').map((seoUrl) => seoUrl.replace(/^\/+|\/+$/g, '').toLowerCase()));
  for (const seoUrl of seoUrls) {
    const id = /(\d+)$/.exec(seoUrl)?.[1];
    if (id !== undefined) ids.add(Number(id));
  }
  const found: SimulatorProject[] = [];
  for (const id of [...ids].slice(0, 100)) {
    const project = await state.project(id);
    if (project === undefined) continue;
    const askedById = ints(query, 'projects').includes(id);
    if (askedById || seoUrls.has(project.seoUrl.toLowerCase())) found.push(project);
  }
  return found;
}
