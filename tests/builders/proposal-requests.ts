import { DEFAULT_PROMPT } from '../../core/domain/bidding/default-prompt.js';
import type { ProposalRequest } from '../../core/ports/proposal-writer.port.js';
import { aProposalProject } from './projects.js';

/** A request with the default prompt: 375 EUR in 14 days, by a freelancer sharing two of the project's skills. */
export const aProposalRequest = (overrides: Partial<ProposalRequest> = {}): ProposalRequest => ({
  project: aProposalProject(),
  freelancerName: 'Ada Lovelace',
  skills: ['typescript', 'react.js', 'Python'],
  prompt: DEFAULT_PROMPT,
  amount: 375,
  currency: 'EUR',
  periodDays: 14,
  ...overrides,
});
