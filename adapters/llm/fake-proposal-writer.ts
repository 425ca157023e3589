import { DomainError } from '../../core/domain/errors.js';
import type { ProposalRequest, ProposalWriter } from '../../core/ports/proposal-writer.port.js';

/** A scriptable writer for tests: deterministic text, optional outages, and a record of requests. */
export class FakeProposalWriter implements ProposalWriter {
  readonly requests: ProposalRequest[] = [];
  private failures = 0;

  async write(request: ProposalRequest): Promise<string> {
    this.requests.push(request);
    if (this.failures > 0) {
      this.failures -= 1;
      throw new DomainError('LLM_UNAVAILABLE', 'The proposal writer is unavailable');
    }
    return `Proposal for "${request.project.title}" by ${request.freelancerName}: ${request.amount} ${request.currency} in ${request.periodDays} days.`;
  }

  /** The next `count` calls fail with LLM_UNAVAILABLE. */
  failNext(count = 1): void {
    this.failures += count;
  }
}
