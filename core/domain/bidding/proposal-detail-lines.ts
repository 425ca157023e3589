import type { BriefDetail, BriefTerm } from './brief-details.js';
import { listOf, sharedSkills, type PromptFacts } from './proposal-facts.js';
import { titlePhrase } from './title-phrase.js';

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** How the opener names the detail's terms: "Stripe and PayPal payments", "Figma designs", "offline sync". */
export function detailPhrase(terms: readonly BriefTerm[]): string {
  const names = listOf(terms.map((term) => term.name));
  if (terms.every((term) => term.kind === 'payment') && !terms.some((term) => term.name === 'payment gateway'))
    return `${names} payments`;
  if (terms.every((term) => term.kind === 'design')) return `${names} designs`;
  return names;
}

/**
 * The first line. It names the project's title phrase, the one place a composed proposal does
 * (`nameTitle`); false when the prompt names it itself ([Project Title]), so it is named once.
 */
export function opener(facts: PromptFacts, detail: BriefDetail | null, variant: 0 | 1, nameTitle = true): string {
  const title = titlePhrase(facts.project);
  if (detail !== null) {
    const phrase = detailPhrase(detail.terms);
    if (!nameTitle)
      return variant === 0
        ? `Your brief mentions ${phrase}, so that is where I would start.`
        : `${capitalized(phrase)}: that is the part I would plan first.`;
    return variant === 0
      ? `Your brief mentions ${phrase}, so that is where I would start on "${title}".`
      : `${capitalized(phrase)}: that is the part of "${title}" I would plan first.`;
  }
  // No concrete detail: the title and the skills it shares with the user, still about this project.
  const named = nameTitle ? [`"${title}"`, `"${title}"`] : ['this project', 'This project'];
  const shared = sharedSkills(facts);
  if (shared.length > 0) {
    const skills = shared.length > 1 ? 'skills I work with' : 'a skill I work with';
    return variant === 0
      ? `For ${named[0]} you need ${listOf(shared)}, ${shared.length > 1 ? 'which are' : 'which is'} ${skills}.`
      : `${named[1]} calls for ${listOf(shared)}, and ${shared.length > 1 ? 'those are' : 'that is'} ${skills}.`;
  }
  return variant === 0 ? `I would like to take on ${named[0]}.` : `${named[1]} is the work I am bidding on here.`;
}

/** The question of a brief without a detail; a rewrite asks it one of these ways, chosen by the project. */
const OPEN_QUESTIONS = [
  'Which part of the project would you like done first?',
  'What would you most like to see done in the first milestone?',
  'Which part of the work matters most to you at the start?',
] as const;

/**
 * One question about the project itself, from the detail's first term; the opener has named the
 * project. `seed` (a rewrite's, `projectSeed`) picks how a brief without a detail is asked.
 */
export function closingQuestion(detail: BriefDetail | null, seed?: number): string {
  const first = detail?.terms[0];
  if (first === undefined) return OPEN_QUESTIONS[seed === undefined ? 0 : (seed >>> 8) % OPEN_QUESTIONS.length]!;
  const same = detail!.terms.filter((term) => term.kind === first.kind);
  switch (first.kind) {
    case 'payment':
      return same.length > 1
        ? `Should ${listOf(same.map((term) => term.name))} ${same.length > 2 ? 'all' : 'both'} be live at launch, or one first?`
        : `Is your ${first.name} account already set up, or should that be part of the work?`;
    case 'design':
      return `Are the ${first.name} designs final for every screen, or are some still in progress?`;
    case 'api':
      return `Is there documentation for the ${first.name} I can read before we start?`;
    case 'platform':
      return `Is the project already running on ${first.name}, or does that setup come first?`;
    case 'store':
      return `Do you already have the ${first.name} developer account, or should setting it up be part of the work?`;
    case 'feature':
      return `Should ${first.name} be in the first release, or can that follow later?`;
    case 'tool':
      return `Will I get access to ${first.name} from the start?`;
    case 'deliverable':
      return `Could you share an example of the ${first.name} you have in mind?`;
    case 'quantity':
      return first.name.endsWith(' words')
        ? `Is ${first.name} a firm length for each piece, or a guide?`
        : `Should the ${first.name} be delivered in batches, or all at once?`;
  }
}
