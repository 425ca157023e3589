import { briefDetail, briefTerms, type BriefDetail, type BriefTerm } from './brief-details.js';
import { bidAmountText, budgetText, listOf, sharedSkills, type PromptFacts } from './proposal-facts.js';
import { wordCount, type WordRange } from './proposal-length.js';
import { normalizeSkill } from './skill-matching.js';
import { contactSpans } from './contact-details.js';
import { offPlatformTalk } from './off-platform.js';
import { revealText } from './reveal-text.js';
import { titlePhrase } from './title-phrase.js';

/**
 * The parts of a proposal that come from the brief (docs/design.md#proposal-writer): an opener on
 * one concrete detail, answers to the brief's questions, the portfolio item, one closing question
 * about the project, and the sentences that bring it to its length. Published numbers behind it:
 * a first line naming a detail of the brief got 22% replies against 6% for a generic opener; one
 * relevant past project about triples replies; 100–200 words and one specific question do best.
 *
 * Everything here is said from facts: the user's skills and portfolio item, the bid, the delivery
 * days and our own names for what the brief mentions (brief-details.ts). What the writer cannot
 * answer from facts it says it will go through in the chat on Freelancer, never with invented
 * experience, years, clients or tools; and it never repeats the client's sentences.
 */

export interface ProposalParts {
  /** The first line: a concrete detail of the brief, with the project's title phrase. */
  readonly opener: string;
  /** The brief's questions answered, one sentence each; '' when it asks none. */
  readonly answers: string;
  /** The portfolio item's line; '' without one. */
  readonly portfolio: string;
  /** The one question the proposal ends on, before the sign-off. */
  readonly closingQuestion: string;
  /** Sentences of facts a template adds, in order, to reach its word range. */
  readonly fillers: readonly Filler[];
  /** "Mention the word X at the end of your bid": X, else null. */
  readonly endWord: string | null;
}

/** A sentence that brings a proposal to length; left out where the text already says what it `states`. */
export interface Filler {
  readonly text: string;
  /** The facts the sentence gives (the amount, the skills): when the text names every one, the sentence would repeat it. */
  readonly states?: readonly string[];
}

/** The bid's terms the prompt's own placeholders give ([Offer], [Bid Amount], [Delivery Days]). */
export interface StatedTerms {
  readonly amount: boolean;
  readonly days: boolean;
}

export interface CompositionOptions {
  /** Terms the prompt states anyway: a question about them gets no answer of its own, which would say them twice. */
  readonly stated?: StatedTerms;
  /** 1 for a rewrite: the opener and the closing question said another way. */
  readonly variant?: 0 | 1;
  /** How many questions get an answer of their own; the rest share one line. Default ANSWERS_SHOWN. */
  readonly answersShown?: number;
  /** Whether the portfolio line carries the item's one-line summary (default true). */
  readonly portfolioSummary?: boolean;
}

export const ANSWERS_SHOWN = 3;
const NOTHING_STATED: StatedTerms = { amount: false, days: false };
/** What the writer says where facts give no answer: no claim, a place to answer it. */
export const IN_CHAT = 'in the chat here on Freelancer';

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** How the opener names the detail's terms: "Stripe and PayPal payments", "Figma designs", "offline sync". */
function detailPhrase(terms: readonly BriefTerm[]): string {
  const names = listOf(terms.map((term) => term.name));
  if (terms.every((term) => term.kind === 'payment') && !terms.some((term) => term.name === 'payment gateway'))
    return `${names} payments`;
  if (terms.every((term) => term.kind === 'design')) return `${names} designs`;
  return names;
}

function opener(facts: PromptFacts, detail: BriefDetail | null, variant: 0 | 1): string {
  const title = titlePhrase(facts.project);
  if (detail !== null) {
    const phrase = detailPhrase(detail.terms);
    return variant === 0
      ? `Your brief mentions ${phrase}, so that is where I would start on "${title}".`
      : `${capitalized(phrase)}: that is the part of "${title}" I would plan first.`;
  }
  // No concrete detail: the title and the skills it shares with the user, still about this project.
  const shared = sharedSkills(facts);
  if (shared.length > 0) {
    const skills = shared.length > 1 ? 'skills I work with' : 'a skill I work with';
    return variant === 0
      ? `For "${title}" you need ${listOf(shared)}, ${shared.length > 1 ? 'which are' : 'which is'} ${skills}.`
      : `"${title}" calls for ${listOf(shared)}, and ${shared.length > 1 ? 'those are' : 'that is'} ${skills}.`;
  }
  return variant === 0 ? `I would like to take on "${title}".` : `"${title}" is the work I am bidding on here.`;
}

/** One question about the project itself, from the detail's first term. */
function closingQuestion(facts: PromptFacts, detail: BriefDetail | null): string {
  const first = detail?.terms[0];
  if (first === undefined) return `Which part of "${titlePhrase(facts.project)}" would you like done first?`;
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

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The user's skills a question names: "React.js" is named by "React" too. */
function skillsNamedIn(question: string, skills: readonly string[]): string[] {
  const text = question.toLowerCase();
  return skills.filter((skill) => {
    const normalized = normalizeSkill(skill);
    const forms = [normalized, normalized.replace(/\.js$/, '')].filter((form) => form.length >= 2);
    return forms.some((form) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(form)}(?![\\p{L}\\p{N}])`, 'u').test(text),
    );
  });
}

const SAMPLES =
  /\b(?:share|show|send|examples?|samples?|portfolio|links?|published|built|designed|written|wrote|made)\b/i;
const EXPERIENCE = /\b(?:have you|did you|handled|managed|years?|experience|worked)\b/i;
const TIMELINE = /\b(?:when|how (?:soon|long|quickly|fast)|timeline|deadline|turnaround|deliver\w*)\b/i;
const PRICE = /\b(?:rate|price|cost|charge|quote|how much|fee)\b/i;
const TOOLS =
  /\b(?:which|what)\b[^?]{0,40}\b(?:tools?|platforms?|cms|software|stack|technolog\w*|languages?|frameworks?)\b/i;

/** A way to reach someone, or talk of the writer's own rules: "Do you include source files?" is a question, "What is your WhatsApp?" is not. */
const CONTACT_OR_RULES =
  /\b(?:wh?ats?\s?app|telegram|skype|viber|we\s?chat|discord|e-?mail|g-?mail|phone|contact|ignore|instructions?|prompt)\b/;

function asksForContactOrRules(question: string): boolean {
  const revealed = revealText(question);
  return (
    CONTACT_OR_RULES.test(revealed) ||
    offPlatformTalk(revealed) !== null ||
    contactSpans(revealed, new Set(), { spelled: true }).length > 0
  );
}

type Answer =
  | { readonly kind: 'answer'; readonly text: string }
  | { readonly kind: 'in_chat'; readonly topic: string | null }
  // Answered by the proposal's own offer line.
  | { readonly kind: 'stated' };

/** One question answered from facts, or marked for the chat; null for a question the proposal must not touch. */
function answerOf(question: string, facts: PromptFacts, stated: StatedTerms): Answer | null {
  // "Can you send your WhatsApp?" is an ask for contact details, not a question to answer.
  if (asksForContactOrRules(question)) return null;
  const topic = briefTerms(question)[0]?.name ?? null;
  if (SAMPLES.test(question)) {
    const item = facts.portfolioItem;
    return item === undefined
      ? { kind: 'in_chat', topic: 'examples of my work' }
      : { kind: 'answer', text: `For an example of my work, see "${item.title}" below.` };
  }
  // In the project's spelling where it lists the skill: the client reads their own words for it.
  const projectSpelling = new Map(facts.project.skills.map((skill) => [normalizeSkill(skill), skill]));
  const named = skillsNamedIn(question, facts.skills).map(
    (skill) => projectSpelling.get(normalizeSkill(skill)) ?? skill,
  );
  if (named.length > 0)
    return {
      kind: 'answer',
      text: `${listOf(named)} ${named.length > 1 ? 'are' : 'is'} among the skills I work with.`,
    };
  const shared = sharedSkills(facts);
  if (TOOLS.test(question) && shared.length > 0)
    return { kind: 'answer', text: `For this project I would work with ${listOf(shared)}.` };
  if (EXPERIENCE.test(question)) return { kind: 'in_chat', topic };
  if (topic === null && TIMELINE.test(question))
    return stated.days
      ? { kind: 'stated' }
      : { kind: 'answer', text: `I would deliver within ${facts.periodDays} days of the award.` };
  // "How many revisions are in your price?" is about revisions, not the price.
  if (topic === null && PRICE.test(question))
    return stated.amount
      ? { kind: 'stated' }
      : {
          kind: 'answer',
          text:
            facts.project.type === 'hourly'
              ? `My rate is ${bidAmountText(facts)}.`
              : `My price for the whole job is ${bidAmountText(facts)}.`,
        };
  return { kind: 'in_chat', topic };
}

/** The brief's questions answered in order, the first `shown` each on their own; the rest, and topics without facts, for the chat. */
function answers(facts: PromptFacts, shown: number, stated: StatedTerms): string {
  const sentences: string[] = [];
  const chatTopics: string[] = [];
  /** Where the one sentence for the chat goes: where the first question for it was. */
  let chatAt = -1;
  let rest = false;
  let answered = 0;
  for (const question of facts.clientAsks?.questions ?? []) {
    const answer = answerOf(question, facts, stated);
    if (answer === null || answer.kind === 'stated') continue;
    if (answered >= shown) rest = true;
    else if (answer.kind === 'answer') {
      if (!sentences.includes(answer.text)) sentences.push(answer.text);
    } else if (answer.topic !== null) {
      if (chatAt === -1) chatAt = sentences.length;
      if (!chatTopics.includes(answer.topic)) chatTopics.push(answer.topic);
    } else rest = true;
    answered += 1;
  }
  const chat = inChatSentence(chatTopics, rest, sentences.length > 0);
  if (chat === null) return sentences.join(' ');
  // Questions left for the chat with no topic of their own close the answers.
  const at = chatAt === -1 ? sentences.length : chatAt;
  return [...sentences.slice(0, at), chat, ...sentences.slice(at)].join(' ');
}

/**
 * One sentence for everything left to the chat, so a proposal never says "I am happy to go
 * through…" twice in a row: the topics by name, then the other questions.
 */
function inChatSentence(topics: readonly string[], rest: boolean, answeredSome: boolean): string | null {
  if (topics.length > 0)
    return rest
      ? `I am happy to go through ${listOf(topics)}, and your other questions, with you ${IN_CHAT}.`
      : `I am happy to go through ${listOf(topics)} with you ${IN_CHAT}.`;
  if (!rest) return null;
  return answeredSome
    ? `I am happy to answer your other questions ${IN_CHAT}.`
    : `I am happy to answer your questions ${IN_CHAT}.`;
}

function portfolioLine(facts: PromptFacts, withSummary: boolean): string {
  const item = facts.portfolioItem;
  if (item === undefined) return '';
  const summary = item.summary.trim();
  const line = `Past work close to this: "${item.title.trim()}" (${item.url.trim()}).`;
  return withSummary && summary !== '' ? `${line} ${/[.!?]$/.test(summary) ? summary : `${summary}.`}` : line;
}

/** "Mention the word X at the end of your bid", "End your proposal with the word X": X, a single word only. */
const END_WORD =
  /\b(?:(?:mention|write|put|add|include|use|type)\s{1,3}(?:the\s{1,3})?(?:code\s?|key\s?|secret\s?)?word\s{0,3}:?\s{0,3}["“'‘]?([\p{L}\p{N}][\p{L}\p{N}_-]{0,29})["”'’]?\s{1,3}(?:at|in)\s{1,3}the\s{1,3}(?:end|bottom|last\s+line)|(?:end|finish|close)\s{1,3}(?:your\s{1,3})?(?:bid|proposal|application|message)\s{1,3}with\s{1,3}(?:the\s{1,3})?(?:word\s{0,3}:?\s{0,3})?["“'‘]?([\p{L}\p{N}][\p{L}\p{N}_-]{0,29}))/iu;

export function endWordOf(instructions: readonly string[]): string | null {
  for (const instruction of instructions) {
    const match = END_WORD.exec(instruction);
    const word = match?.[1] ?? match?.[2];
    if (word !== undefined && !/^(?:a|an|the|your|you|this|that)$/i.test(word)) return word;
  }
  return null;
}

/**
 * Sentences of facts only, in the order a template adds them to reach its minimum length. The
 * price and the skills say what the offer line or an answer may already have said: each names
 * those facts, and is left out where the text says them already.
 */
function fillers(facts: PromptFacts, detail: BriefDetail | null): Filler[] {
  const shared = sharedSkills(facts);
  const amount = bidAmountText(facts);
  const price =
    facts.project.type === 'hourly'
      ? `My rate is ${amount}, against your budget of ${budgetText(facts.project)}.`
      : `My bid of ${amount} covers the whole job as your brief describes it, against your budget of ${budgetText(facts.project)}.`;
  return [
    {
      text: 'Before I start, I will confirm the scope with you, and you will get short progress updates until the work is done.',
    },
    { text: price, states: [amount] },
    ...(shared.length > 0
      ? [{ text: `Of the skills your project lists, I work with ${listOf(shared)}.`, states: shared }]
      : []),
    { text: 'You will see a first version early, so your feedback shapes the rest of the work.' },
    { text: 'If the scope changes once we start, we agree the change in a milestone before I do the extra work.' },
    { text: 'Everything runs through Freelancer: the milestones, the payments and our messages.' },
    { text: 'Once the work is delivered, I will fix anything that does not match what we agreed.' },
    {
      text:
        detail === null
          ? `I would start with the part of "${titlePhrase(facts.project)}" you need first, then work through the rest in the order that suits you.`
          : `I would start with ${detailPhrase(detail.terms)}, then work through the rest of your brief in the order that suits you.`,
    },
    { text: 'Where something in the brief is open, I will ask you before I build rather than guess.' },
    { text: 'Each step stays small enough for you to check, so nothing reaches you as a surprise at the end.' },
    { text: 'I will write down what we agree at each milestone, so we both know what comes next.' },
    { text: 'At the end you get the finished work and a short summary of what was done.' },
  ];
}

/** The brief-driven parts of one proposal, deterministic for the same facts and options. */
export function proposalParts(facts: PromptFacts, options: CompositionOptions = {}): ProposalParts {
  const detail = briefDetail(facts.project);
  const answered = answers(facts, options.answersShown ?? ANSWERS_SHOWN, options.stated ?? NOTHING_STATED);
  return {
    opener: opener(facts, detail, options.variant ?? 0),
    answers: answered,
    portfolio: portfolioLine(facts, options.portfolioSummary ?? true),
    closingQuestion: closingQuestion(facts, detail),
    fillers: fillers(facts, detail),
    endWord: endWordOf(facts.clientAsks?.instructions ?? []),
  };
}

/** Ever shorter compositions, tried in order until a proposal fits under its maximum. */
export const COMPACTIONS: readonly CompositionOptions[] = [
  { answersShown: ANSWERS_SHOWN, portfolioSummary: true },
  { answersShown: 2, portfolioSummary: true },
  { answersShown: 1, portfolioSummary: false },
  { answersShown: 0, portfolioSummary: false },
];

/**
 * The text brought up to `range.min` words with fillers, each kept only while the text stays within
 * `range.max` and only when it says something the text does not (see `Filler.states`), as one
 * paragraph before the paragraph holding `before` (the closing question), else before the last
 * paragraph (the sign-off). A text already long enough is returned as it is.
 */
export function fillToRange(text: string, fillers: readonly Filler[], range: WordRange, before: string | null): string {
  if (wordCount(text) >= range.min) return text;
  const paragraphs = text.split('\n\n');
  const found = before === null ? -1 : paragraphs.findIndex((paragraph) => paragraph.includes(before));
  const at = found >= 0 ? found : Math.max(0, paragraphs.length - 1);
  const withParagraph = (sentences: readonly string[]): string =>
    [...paragraphs.slice(0, at), sentences.join(' '), ...paragraphs.slice(at)].join('\n\n');
  const saysAlready = (filler: Filler): boolean =>
    filler.states !== undefined && filler.states.length > 0 && filler.states.every((fact) => text.includes(fact));
  const chosen: string[] = [];
  for (const filler of fillers) {
    if (chosen.length > 0 && wordCount(withParagraph(chosen)) >= range.min) break;
    if (saysAlready(filler)) continue;
    if (wordCount(withParagraph([...chosen, filler.text])) <= range.max) chosen.push(filler.text);
  }
  return chosen.length === 0 ? text : withParagraph(chosen);
}
