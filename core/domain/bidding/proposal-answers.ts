import { briefTerms } from './brief-details.js';
import { contactSpans } from './contact-details.js';
import { offPlatformTalk } from './off-platform.js';
import { bidAmountText, listOf, sharedSkills, type PromptFacts } from './proposal-facts.js';
import { revealText } from './reveal-text.js';
import { normalizeSkill } from './skill-matching.js';

/** The bid's terms the prompt's own placeholders give ([Offer], [Bid Amount], [Delivery Days]), and the title ([Project Title]). */
export interface StatedTerms {
  readonly amount: boolean;
  readonly days: boolean;
  /** Absent: false. */
  readonly title?: boolean;
}

/** What the writer says where facts give no answer: no claim, a place to answer it. */
export const IN_CHAT = 'in the chat here on Freelancer';

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
export function answers(facts: PromptFacts, shown: number, stated: StatedTerms): string {
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
