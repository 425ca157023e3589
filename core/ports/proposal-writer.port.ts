import type { PortfolioItem } from '../domain/bidding/portfolio.js';
import type { WordRange } from '../domain/bidding/proposal-length.js';
import type { ClientAsks, PromptFacts } from '../domain/bidding/proposal-facts.js';

export type { ClientAsks } from '../domain/bidding/proposal-facts.js';

/** The facts a proposal is written from (the project, the freelancer, the bid) and the prompt. */
export interface ProposalRequest extends PromptFacts {
  /** The user's custom prompt when useCustomPrompt, else the default template. */
  readonly prompt: string;
  /**
   * Set when the first draft was a near-copy of a proposal the user already sent
   * (docs/design.md#proposal-guard): write a text that reads differently from `avoid`, same facts.
   */
  readonly rewrite?: { readonly avoid: string };
  /**
   * What the client's brief asks of the bidder (docs/design.md#brief-screening), in the client's
   * words: data for the writer to honour, never orders to it. Absent: the brief asks nothing.
   */
  readonly clientAsks?: ClientAsks;
  /** The user's portfolio item sharing most skills with the project (bestPortfolioItem); absent: none does. */
  readonly portfolioItem?: PortfolioItem;
  /** How many words the proposal runs to; absent: PROPOSAL_WORD_RANGES.standard. */
  readonly wordRange?: WordRange;
  /**
   * ISO 639-1 code of the language to write in (the project's, Freelancer's `language`); absent or
   * null: English. Only a language model honours another language: without one, the rules skip
   * projects not in the user's languages (docs/design.md#proposal-writer).
   */
  readonly language?: string | null;
}

export interface ProposalWriter {
  /**
   * true: a language model writes, in the project's language (`language`); absent or false: the
   * text is the prompt's own, in whatever language the user wrote it, so the rules bid only on
   * projects in the user's languages (docs/design.md#proposal-writer).
   */
  readonly writesAnyLanguage?: boolean;
  /** The proposal text. Throws LLM_UNAVAILABLE when the model cannot be reached. */
  write(request: ProposalRequest): Promise<string>;
}
