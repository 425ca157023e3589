import type { Project } from '../../core/domain/bidding/project.js';
import { refersTo, type ProjectReference } from '../../core/domain/bidding/project-reference.js';
import { DomainError } from '../../core/domain/errors.js';
import type { ProjectSearch, ProjectSearchPage } from '../../core/ports/marketplace.port.js';
import { PAGE, type FreelancerApiClient, type FreelancerQuery } from './freelancer-api-client.js';
import type { FreelancerProjectReader } from './freelancer-project-reader.js';
import { projectSchema, projectSearchSchema } from './freelancer.schemas.js';

/**
 * The owner projections (Freelancer's client fields): the client's payment verification, employer
 * reputation, country and registration date, listed in the answer's `users` by owner id.
 */
const OWNER_PROJECTIONS: FreelancerQuery = [
  ['user_details', true],
  ['user_status', true],
  ['user_employer_reputation', true],
  ['user_country_details', true],
];

/** What a project is read with: its whole brief, skills, upgrades and owner. */
const PROJECT_PROJECTIONS: FreelancerQuery = [
  ['full_description', true],
  ['job_details', true],
  ['upgrade_details', true],
  ...OWNER_PROJECTIONS,
];

export async function searchActiveProjects(
  api: FreelancerApiClient,
  reader: FreelancerProjectReader,
  input: ProjectSearch,
): Promise<ProjectSearchPage> {
  // No sort_field: no order is promised either way (time_updated put updated old projects
  // first), so callers page to the end of the from_time window instead of trusting one.
  const query: Array<readonly [string, string | number | boolean]> = [
    ...PROJECT_PROJECTIONS,
    ['limit', Math.max(1, Math.min(PAGE, Math.floor(input.limit)))],
    ['offset', Math.max(0, Math.floor(input.offset))],
  ];
  if (input.since !== undefined) query.push(['from_time', Math.floor(input.since.getTime() / 1000)]);
  const result = await api.call(
    'search',
    input.token,
    'GET',
    '/projects/0.1/projects/active/',
    query,
    projectSearchSchema,
  );
  const since = input.since?.getTime() ?? Number.NEGATIVE_INFINITY;
  // from_time is whole seconds and inclusive: the port promises strictly after `since`. What
  // is dropped here still counts as listed, so a full page is never taken for the last one.
  const projects = reader
    .readableProjects(result.projects)
    .map((project) => reader.toProject(project, result.users))
    .filter((project) => project.postedAt.getTime() > since)
    .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
  return { projects, listed: result.projects.length };
}

/**
 * By id: `GET /projects/0.1/projects/{id}/`, whose `result` is the project; by link:
 * `GET /projects/0.1/projects/?seo_urls[]=`, whose `result.projects` lists it (docs/design.md#freelancer).
 * Freelancer's JSON 404 (PROJECT_NOT_FOUND or any other) is no such project; a listed project
 * whose link is not the one asked for is not taken for it.
 */
export async function findProject(
  api: FreelancerApiClient,
  reader: FreelancerProjectReader,
  input: { token: string; project: ProjectReference },
): Promise<Project | null> {
  const { project: reference } = input;
  try {
    return reference.kind === 'id'
      ? await findProjectById(api, reader, input.token, reference.id)
      : await findProjectByLink(api, reader, input.token, reference);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PROJECT_NOT_FOUND') return null;
    throw error;
  }
}

async function findProjectById(
  api: FreelancerApiClient,
  reader: FreelancerProjectReader,
  token: string,
  id: string,
): Promise<Project | null> {
  // Freelancer ids are numeric: with any other id there is no such project to read.
  if (!/^\d{1,15}$/.test(id)) return null;
  const found = await api.call(
    'findProject',
    token,
    'GET',
    `/projects/0.1/projects/${id}/`,
    PROJECT_PROJECTIONS,
    projectSchema,
  );
  const project = reader.toProject(found);
  return project.id === id ? project : null;
}

async function findProjectByLink(
  api: FreelancerApiClient,
  reader: FreelancerProjectReader,
  token: string,
  reference: ProjectReference & { readonly kind: 'path' },
): Promise<Project | null> {
  const query: FreelancerQuery = [['seo_urls[]', reference.seoUrl], ...PROJECT_PROJECTIONS, ['limit', 1]];
  const result = await api.call('findProject', token, 'GET', '/projects/0.1/projects/', query, projectSearchSchema);
  return (
    reader
      .readableProjects(result.projects)
      .map((project) => reader.toProject(project, result.users))
      .find((project) => refersTo(reference, project)) ?? null
  );
}
