import type { PromptFacts } from '../domain/bidding/prompt-placeholders.js';

/** The facts a proposal is written from (the project, the freelancer, the bid) and the prompt. */
export interface ProposalRequest extends PromptFacts {
  /** The user's custom prompt when useCustomPrompt, else the default template. */
  readonly prompt: string;
  /**
   * Set when the first draft was a near-copy of a proposal the user already sent
   * (docs/design.md#proposal-guard): write a text that reads differently from `avoid`, same facts.
   */
  readonly rewrite?: { readonly avoid: string };
}

export interface ProposalWriter {
  /** The proposal text. Throws LLM_UNAVAILABLE when the model cannot be reached. */
  write(request: ProposalRequest): Promise<string>;
}
