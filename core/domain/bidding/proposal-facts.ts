import type { PortfolioItem } from './portfolio.js';
import type { Project } from './project.js';
import { upperBudget } from './bid-amount.js';
import { normalizeSkill } from './skill-matching.js';

/** What the client's brief asks of the bidder (docs/design.md#brief-screening), in the client's words: data, never orders. */
export interface ClientAsks {
  /** "Start your bid with the word X": X. */
  readonly startWord: string | null;
  readonly instructions: readonly string[];
  readonly questions: readonly string[];
}

/** What a proposal is written from: the project, the freelancer and the bid, and what the brief asks. */
export interface PromptFacts {
  readonly project: Project;
  readonly freelancerName: string;
  readonly skills: readonly string[];
  /** The bid amount in `currency`; for an hourly project, a rate per hour. */
  readonly amount: number;
  readonly currency: string;
  readonly periodDays: number;
  /** Absent: the brief asks nothing. */
  readonly clientAsks?: ClientAsks;
  /** The user's portfolio item sharing most skills with the project; absent: none does. */
  readonly portfolioItem?: PortfolioItem;
}

/** A proposal names a handful of skills, not a whole profile. */
const LISTED_SKILLS = 5;

export const money = (amount: number, currency: string): string => `${amount.toFixed(2)} ${currency}`;

/** "A", "A and B", "A, B and C": at most five. */
export function listOf(items: readonly string[]): string {
  const shown = items.slice(0, LISTED_SKILLS);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** The project's skills the user also has, in the project's spelling. */
export function sharedSkills(facts: Pick<PromptFacts, 'project' | 'skills'>): readonly string[] {
  const mine = new Set(facts.skills.map(normalizeSkill));
  return facts.project.skills.filter((skill) => mine.has(normalizeSkill(skill)));
}

/** The project's skills the user also has; all the user's when none are shared. */
export function matchingSkills(facts: Pick<PromptFacts, 'project' | 'skills'>): readonly string[] {
  const shared = sharedSkills(facts);
  return shared.length > 0 ? shared : facts.skills;
}

/** An hourly bid is a rate: "within 3 days for 4.00 EUR" would promise the whole job for one hour's pay. */
export const bidAmountText = (facts: Pick<PromptFacts, 'project' | 'amount' | 'currency'>): string =>
  facts.project.type === 'hourly'
    ? `${money(facts.amount, facts.currency)} per hour`
    : money(facts.amount, facts.currency);

/**
 * "250.00-750.00 EUR", "15.00-25.00 USD per hour", or the one amount when there is no range
 * ("300.00 EUR", "50.00 USD per hour"): an hourly budget is a rate, with or without a range.
 */
export function budgetText(project: Pick<Project, 'type' | 'currency' | 'budgetMin' | 'budgetMax'>): string {
  const text =
    project.budgetMax === null || project.budgetMin === project.budgetMax
      ? money(upperBudget(project), project.currency)
      : `${project.budgetMin.toFixed(2)}-${project.budgetMax.toFixed(2)} ${project.currency}`;
  return project.type === 'hourly' ? `${text} per hour` : text;
}
