import type { BriefDetail } from './brief-details.js';
import { bidAmountText, budgetText, listOf, sharedSkills, type PromptFacts } from './proposal-facts.js';
import { detailPhrase } from './proposal-detail-lines.js';

/** A sentence that brings a proposal to length; left out where the text already says what it `states`. */
export interface Filler {
  readonly text: string;
  /** The facts the sentence gives (the amount, the skills): when the text names every one, the sentence would repeat it. */
  readonly states?: readonly string[];
}

/** A number from the project alone, the same for every proposal on it: which way a rewrite goes. */
export function projectSeed(project: Pick<PromptFacts['project'], 'id' | 'title'>): number {
  // FNV-1a over the id and the title.
  let hash = 0x811c9dc5;
  for (const char of `${project.id}\n${project.title}`) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

/** `items` in an order drawn from `seed` (Fisher–Yates over a small linear congruential sequence). */
function seededOrder<T>(items: readonly T[], seed: number): T[] {
  const order = [...items];
  let state = seed >>> 0;
  for (let last = order.length - 1; last > 0; last -= 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    // The high bits: a power-of-two LCG's low bits repeat with a short period.
    const pick = Math.floor((state / 2 ** 32) * (last + 1));
    [order[last], order[pick]] = [order[pick]!, order[last]!];
  }
  return order;
}

/**
 * Sentences of facts only, in the order a template adds them to reach its minimum length. The
 * price and the skills say what the offer line or an answer may already have said: each names
 * those facts, and is left out where the text says them already.
 *
 * A rewrite (variant 1) takes the sentences about how the work runs in an order of the project's
 * own (`projectSeed`): two projects whose listed facts are the same then get rewrites that differ in
 * more than the title, which a proposal names once. Its facts paragraph agrees the scope, so the
 * sentence confirming it is left out.
 */
export function fillers(facts: PromptFacts, detail: BriefDetail | null, variant: 0 | 1 = 0): Filler[] {
  const shared = sharedSkills(facts);
  const amount = bidAmountText(facts);
  const price =
    facts.project.type === 'hourly'
      ? `My rate is ${amount}, against your budget of ${budgetText(facts.project)}.`
      : `My bid of ${amount} covers the whole job as your brief describes it, against your budget of ${budgetText(facts.project)}.`;
  const scope: Filler = {
    text: 'Before I start, I will confirm the scope with you, and you will get short progress updates until the work is done.',
  };
  const terms: Filler[] = [
    { text: price, states: [amount] },
    ...(shared.length > 0
      ? [{ text: `Of the skills your project lists, I work with ${listOf(shared)}.`, states: shared }]
      : []),
  ];
  const work: Filler[] = [
    { text: 'You will see a first version early, so your feedback shapes the rest of the work.' },
    { text: 'If the scope changes once we start, we agree the change in a milestone before I do the extra work.' },
    { text: 'Everything runs through Freelancer: the milestones, the payments and our messages.' },
    { text: 'Once the work is delivered, I will fix anything that does not match what we agreed.' },
    {
      text:
        detail === null
          ? 'I would start with the part you need first, then work through the rest in the order that suits you.'
          : `I would start with ${detailPhrase(detail.terms)}, then work through the rest of your brief in the order that suits you.`,
    },
    { text: 'Where something in the brief is open, I will ask you before I build rather than guess.' },
    { text: 'Each step stays small enough for you to check, so nothing reaches you as a surprise at the end.' },
    { text: 'I will write down what we agree at each milestone, so we both know what comes next.' },
    { text: 'At the end you get the finished work and a short summary of what was done.' },
  ];
  return variant === 0 ? [scope, ...terms, ...work] : [...terms, ...seededOrder(work, projectSeed(facts.project))];
}
