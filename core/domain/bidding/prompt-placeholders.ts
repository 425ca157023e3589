import { upperBudget } from './bid-amount.js';
import type { PromptPlaceholder } from './default-prompt.js';
import type { Project } from './project.js';
import { normalizeSkill } from './skill-matching.js';
import { titlePhrase } from './title-phrase.js';

/** What a proposal's placeholders are filled from: the project, the freelancer and the bid. */
export interface PromptFacts {
  readonly project: Project;
  readonly freelancerName: string;
  readonly skills: readonly string[];
  /** The bid amount in `currency`; for an hourly project, a rate per hour. */
  readonly amount: number;
  readonly currency: string;
  readonly periodDays: number;
}

/** A long project brief would swamp the proposal; its opening is enough to show it was read. */
const DESCRIPTION_CHARS = 200;
/** A proposal names a handful of skills, not a whole profile. */
const LISTED_SKILLS = 5;

const PLACEHOLDER = /\[([^[\]\n]{1,40})\]/g;

const placeholderKey = (name: string): string => name.trim().replace(/[\s_-]+/g, ' ').toLowerCase();

const money = (amount: number, currency: string): string => `${amount.toFixed(2)} ${currency}`;

function listOf(items: readonly string[]): string {
  const shown = items.slice(0, LISTED_SKILLS);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}...`;
}

/** The project's skills the user also has, in the project's spelling; all the user's when none are shared. */
function matchingSkills(request: PromptFacts): readonly string[] {
  const mine = new Set(request.skills.map(normalizeSkill));
  const shared = request.project.skills.filter((skill) => mine.has(normalizeSkill(skill)));
  return shared.length > 0 ? shared : request.skills;
}

function budget(request: PromptFacts): string {
  const { project } = request;
  const top = upperBudget(project);
  if (project.budgetMax === null || project.budgetMin === project.budgetMax) return money(top, project.currency);
  const range = `${project.budgetMin.toFixed(2)}-${project.budgetMax.toFixed(2)} ${project.currency}`;
  return project.type === 'hourly' ? `${range} per hour` : range;
}

function placeholderValues(request: PromptFacts): ReadonlyMap<string, string> {
  const values: Readonly<Record<PromptPlaceholder, string>> = {
    // The client's words: only a short phrase of them that asks nothing of the bidder (title-phrase.ts).
    '[Project Title]': titlePhrase(request.project),
    '[Project Description]': excerpt(request.project.description),
    '[Project Skills]': listOf(request.project.skills),
    '[Project Budget]': budget(request),
    '[Your Name]': request.freelancerName.trim(),
    '[Your Skills]': listOf(request.skills),
    '[Matching Skills]': listOf(matchingSkills(request)),
    // An hourly bid is a rate: "within 3 days for 4.00 EUR" would promise the whole job for one hour's pay.
    '[Bid Amount]': request.project.type === 'hourly' ? `${money(request.amount, request.currency)} per hour` : money(request.amount, request.currency),
    '[Delivery Days]': String(request.periodDays),
  };
  return new Map(Object.entries(values).map(([name, value]) => [placeholderKey(name.slice(1, -1)), value]));
}

/**
 * Fills every known placeholder of a proposal prompt (case-insensitive) from the project, the user
 * and the bid; unknown bracketed text stays exactly as typed. Every proposal writer uses it, so the
 * facts in a proposal (title, budget, amount, days, skills, name) come from us, never from a model;
 * the custom prompt screen's preview uses it too, so what it shows is what a writer receives.
 */
export function fillPromptPlaceholders(prompt: string, request: PromptFacts): string {
  const values = placeholderValues(request);
  return prompt.replace(PLACEHOLDER, (whole: string, name: string) => values.get(placeholderKey(name)) ?? whole);
}
