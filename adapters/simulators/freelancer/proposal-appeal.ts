import { screenBrief } from '../../../core/domain/bidding/brief-screening.js';
import { wordCount } from '../../../core/domain/bidding/proposal-length.js';

/**
 * How a simulated client reacts to a proposal (docs/design.md#freelancer-simulator-clients-and-briefs):
 * a multiplier of the chance that they write first or award. It follows the published numbers the
 * writer is built on: an opening that names a detail of the brief gets about three times the replies
 * of a generic one, answers to the client's questions and 100–200 words help, and a bid without
 * the word the brief asked it to start with is ignored. Prompt experiments then have outcomes that
 * differ by how proposals are written, as on Freelancer.
 */
export interface ProposalAppeal {
  readonly namesDetail: boolean;
  readonly answersQuestion: boolean | null;
  readonly hasStartWord: boolean | null;
  readonly words: number;
  /** 0.2–2: the factor on the client's reply and award chances. */
  readonly factor: number;
}

/** The words an opening is read by: the first sentences, as a client skimming twenty bids reads them. */
const OPENING_WORDS = 45;
const CONTENT_WORD = /[\p{L}\p{N}][\p{L}\p{N}.+#-]{3,}/gu;
const COMMON = new Set(
  'about after again also been before being could every from have into just know like looking make more most much need needs only other over please project projects really should some such than that their them then there these they this those through very want were what when where which while will with work would your ours experience experienced developer freelancer freelancers looking help bidder bidders proposal bid bids thanks thank start hello there read glad quick chat take word'.split(
    ' ',
  ),
);

const contentWords = (text: string): Set<string> =>
  new Set(
    [...text.toLowerCase().matchAll(CONTENT_WORD)]
      .map((match) => match[0].replace(/[.-]+$/, ''))
      .filter((word) => word.length >= 4 && !COMMON.has(word)),
  );

/**
 * Words of the brief's details (its sentences that neither ask the bidder something nor question
 * them) that are not in its title: naming them shows the brief itself was read.
 */
function detailWords(
  title: string,
  description: string,
  asks: { readonly instructions: readonly string[]; readonly questions: readonly string[] },
): Set<string> {
  let details = description;
  for (const sentence of [...asks.instructions, ...asks.questions]) details = details.replace(sentence, ' ');
  const titleWords = contentWords(title);
  return new Set([...contentWords(details)].filter((word) => !titleWords.has(word)));
}

export function proposalAppeal(
  project: { readonly title: string; readonly description: string },
  proposal: string,
): ProposalAppeal {
  const asks = screenBrief(project.title, project.description);
  const opening = proposal.split(/\s+/).slice(0, OPENING_WORDS).join(' ');
  const brief = detailWords(project.title, project.description, asks);
  const named = [...contentWords(opening)].filter((word) => brief.has(word)).length;
  const namesDetail = named >= 2;
  const proposalWords = contentWords(proposal);
  const answersQuestion =
    asks.questions.length === 0
      ? null
      : asks.questions.some(
          (question) => [...contentWords(question)].filter((word) => proposalWords.has(word)).length >= 1,
        );
  const hasStartWord =
    asks.startWord === null ? null : proposal.trimStart().toLowerCase().startsWith(asks.startWord.toLowerCase());
  const words = wordCount(proposal);
  let factor = namesDetail ? 1.5 : 0.5;
  if (answersQuestion === true) factor *= 1.25;
  if (answersQuestion === false) factor *= 0.8;
  if (words >= 100 && words <= 200) factor *= 1.1;
  else if (words > 300) factor *= 0.8;
  if (hasStartWord === false) factor = 0.2;
  return { namesDetail, answersQuestion, hasStartWord, words, factor: Math.min(2, Math.max(0.2, factor)) };
}
