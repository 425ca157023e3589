/**
 * Kinds of project a marketplace account can be barred from. NDA projects cannot be bid on through
 * Freelancer's API at all; the others need something of the account (a membership, reviews,
 * verification, the Preferred Freelancer programme, a passed exam). A refusal that names one of
 * them makes the engine skip that kind of project for the user from then on.
 */
export const PROJECT_KINDS = ['nda', 'featured', 'preferred_only', 'verified_only', 'qualified'] as const;

export type ProjectKind = (typeof PROJECT_KINDS)[number];

export const isProjectKind = (value: unknown): value is ProjectKind =>
  typeof value === 'string' && (PROJECT_KINDS as readonly string[]).includes(value);

/** What a user reads when projects of a kind are skipped for them. */
export const PROJECT_KIND_LABELS: Readonly<Record<ProjectKind, string>> = {
  nda: 'NDA projects',
  featured: 'featured projects',
  preferred_only: 'Preferred Freelancer projects',
  verified_only: 'projects for verified freelancers only',
  qualified: 'projects that need a passed qualification exam',
};
