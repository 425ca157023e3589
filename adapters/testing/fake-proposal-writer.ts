import { titlePhrase } from '../../core/domain/bidding/title-phrase.js';
import { DomainError } from '../../core/domain/errors.js';
import type { ProposalRequest, ProposalWriter } from '../../core/ports/proposal-writer.port.js';

/** A scriptable writer for tests: deterministic text, scripted answers, optional outages, and a record of requests. */
export class FakeProposalWriter implements ProposalWriter {
  readonly requests: ProposalRequest[] = [];
  /** It stands in for a language model: the rules bid in any language unless a test says otherwise. */
  readonly writesAnyLanguage: boolean;

  constructor(options: { readonly writesAnyLanguage?: boolean } = {}) {
    this.writesAnyLanguage = options.writesAnyLanguage ?? true;
  }

  private failures = 0;
  private readonly scripted: string[] = [];

  async write(request: ProposalRequest): Promise<string> {
    this.requests.push(request);
    if (this.failures > 0) {
      this.failures -= 1;
      throw new DomainError('LLM_UNAVAILABLE', 'The proposal writer is unavailable');
    }
    const next = this.scripted.shift();
    if (next !== undefined) return next;
    const { project, freelancerName, amount, currency, periodDays } = request;
    // Named as every writer names it: the client's title is quoted only as a harmless phrase.
    const title = titlePhrase(project);
    return request.rewrite === undefined
      ? `Proposal for "${title}" by ${freelancerName}: ${amount} ${currency} in ${periodDays} days.`
      : `A fresh take on "${title}" from ${freelancerName}, delivered within ${periodDays} days for ${amount} ${currency}, with updates along the way.`;
  }

  /** The next calls answer these texts, in order, whatever they are asked. */
  answerNext(...texts: string[]): void {
    this.scripted.push(...texts);
  }

  /** The next `count` calls fail with LLM_UNAVAILABLE. */
  failNext(count = 1): void {
    this.failures += count;
  }
}
