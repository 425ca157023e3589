import type { PromptPlaceholder } from './default-prompt.js';
import type { StatedTerms } from './proposal-answers.js';
import { proposalParts, type ProposalParts } from './proposal-composition.js';
import { bidAmountText, budgetText, listOf, matchingSkills, type PromptFacts } from './proposal-facts.js';
import { titlePhrase } from './title-phrase.js';

export type { ClientAsks, PromptFacts } from './proposal-facts.js';

/** A long project brief would swamp the proposal; its opening is enough to show it was read. */
const DESCRIPTION_CHARS = 200;

const PLACEHOLDER = /\[([^[\]\n]{1,40})\]/g;

const placeholderKey = (name: string): string =>
  name
    .trim()
    .replace(/[\s_-]+/g, ' ')
    .toLowerCase();

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}...`;
}

/**
 * The bid's terms as a sentence's start. A fixed bid is the whole job's price and days; an hourly
 * bid is a rate, so "within 3 days for 4.00 EUR per hour" would promise the job for one hour's pay.
 */
function offerText(request: PromptFacts): string {
  const amount = bidAmountText(request);
  return request.project.type === 'hourly'
    ? `My rate for this is ${amount}, planned over ${request.periodDays} days`
    : `I can deliver it within ${request.periodDays} days for ${amount}`;
}

/** What a prompt's own placeholders already tell the client (the bid's terms, the title), so the composed parts do not tell it again. */
export function termsStatedBy(prompt: string): StatedTerms {
  const used = new Set([...prompt.matchAll(PLACEHOLDER)].map((match) => placeholderKey(match[1]!)));
  return {
    amount: used.has('offer') || used.has('bid amount'),
    days: used.has('offer') || used.has('delivery days'),
    title: used.has('project title'),
  };
}

/** The placeholders filled from the brief (proposal-composition.ts): worked out only for a prompt that uses one. */
const COMPOSED = new Set(['brief detail', 'answers', 'portfolio item', 'closing question']);

/** Whether a prompt uses a placeholder filled from the brief, so a writer fits it to the word range. */
export const usesComposedPlaceholders = (prompt: string): boolean =>
  [...prompt.matchAll(PLACEHOLDER)].some((match) => COMPOSED.has(placeholderKey(match[1]!)));

function placeholderValues(request: PromptFacts, parts: () => ProposalParts): ReadonlyMap<string, () => string> {
  const values: Readonly<Record<PromptPlaceholder, () => string>> = {
    // The client's words: only a short phrase of them that asks nothing of the bidder (title-phrase.ts).
    '[Project Title]': () => titlePhrase(request.project),
    '[Project Description]': () => excerpt(request.project.description),
    '[Project Skills]': () => listOf(request.project.skills),
    '[Project Budget]': () => budgetText(request.project),
    '[Your Name]': () => request.freelancerName.trim(),
    '[Your Skills]': () => listOf(request.skills),
    '[Matching Skills]': () => listOf(matchingSkills(request)),
    '[Bid Amount]': () => bidAmountText(request),
    '[Delivery Days]': () => String(request.periodDays),
    '[Offer]': () => offerText(request),
    '[Brief Detail]': () => parts().opener,
    '[Answers]': () => parts().answers,
    '[Portfolio Item]': () => parts().portfolio,
    '[Closing Question]': () => parts().closingQuestion,
  };
  return new Map(Object.entries(values).map(([name, value]) => [placeholderKey(name.slice(1, -1)), value]));
}

/**
 * Fills every known placeholder of a proposal prompt (case-insensitive) from the project, the user
 * and the bid; unknown bracketed text stays exactly as typed. Every proposal writer uses it, so the
 * facts in a proposal (title, budget, amount, days, skills, name) come from us, never from a model;
 * the custom prompt screen's preview uses it too, so what it shows is what a writer receives. A
 * line left blank by a placeholder with nothing to say ([Answers] for a brief that asks nothing)
 * goes, and the blank lines around it close up. `parts` are the brief-driven parts to use; by
 * default proposalParts(request) for this prompt, worked out once and only when the prompt uses one.
 */
export function fillPromptPlaceholders(prompt: string, request: PromptFacts, parts?: ProposalParts): string {
  let composed = parts;
  const values = placeholderValues(
    request,
    () => (composed ??= proposalParts(request, { stated: termsStatedBy(prompt) })),
  );
  let emptied = false;
  const lines = prompt.split('\n').flatMap((line) => {
    const filled = line.replace(
      PLACEHOLDER,
      (whole: string, name: string) => values.get(placeholderKey(name))?.() ?? whole,
    );
    if (filled.trim() === '' && line.trim() !== '') {
      emptied = true;
      return [];
    }
    return [filled];
  });
  const text = lines.join('\n');
  return emptied ? text.replace(/\n(?:[ \t]*\n){2,}/g, '\n\n').replace(/^\s*\n/, '') : text;
}
