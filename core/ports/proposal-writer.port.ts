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
}

export interface ProposalWriter {
  /** The proposal text. Throws LLM_UNAVAILABLE when the model cannot be reached. */
  write(request: ProposalRequest): Promise<string>;
}
