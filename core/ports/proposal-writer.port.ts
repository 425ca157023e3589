import type { Project } from '../domain/bidding/project.js';

export interface ProposalRequest {
  readonly project: Project;
  readonly freelancerName: string;
  readonly skills: readonly string[];
  /** The user's custom prompt when useCustomPrompt, else the default template. */
  readonly prompt: string;
  /** The bid amount and currency, for the proposal's text. */
  readonly amount: number;
  readonly currency: string;
  readonly periodDays: number;
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
