import { DomainError, type ErrorCode } from '../../core/domain/errors.js';
import type { AwardStatus, ProjectSearchPage } from '../../core/ports/marketplace.port.js';
import { FakeMarketplace } from './fake-marketplace.js';

type SearchInput = Parameters<FakeMarketplace['searchActiveProjects']>[0];
type AwardInput = Parameters<FakeMarketplace['awardStatuses']>[0];

/**
 * The fake marketplace, counting and recording the engine's calls, with a hook between project
 * searches (to post a project while a poll pages) and a failure scripted for the n-th search.
 */
export class RecordingMarketplace extends FakeMarketplace {
  readonly searches: SearchInput[] = [];
  readonly awardQueries: AwardInput[] = [];
  private afterSearch: ((call: number) => void) | null = null;
  private readonly failAt = new Map<
    number,
    Extract<ErrorCode, 'MARKETPLACE_UNAVAILABLE' | 'MARKETPLACE_RATE_LIMITED'>
  >();
  private readonly failWith = new Map<
    string,
    Extract<ErrorCode, 'MARKETPLACE_UNAVAILABLE' | 'MARKETPLACE_RATE_LIMITED' | 'MARKETPLACE_TOKEN_INVALID'>
  >();

  override async searchActiveProjects(input: SearchInput): Promise<ProjectSearchPage> {
    this.searches.push(input);
    const call = this.searches.length;
    const failure = this.failAt.get(call) ?? this.failWith.get(input.token);
    if (failure !== undefined) throw new DomainError(failure, `Simulated ${failure}`);
    const page = await super.searchActiveProjects(input);
    this.afterSearch?.(call);
    return page;
  }

  override async awardStatuses(input: AwardInput): Promise<ReadonlyMap<string, AwardStatus>> {
    this.awardQueries.push(input);
    return super.awardStatuses(input);
  }

  /** The n-th project search (1-based, counted over the whole test) fails with `code`. */
  failSearch(call: number, code: Extract<ErrorCode, 'MARKETPLACE_UNAVAILABLE' | 'MARKETPLACE_RATE_LIMITED'>): void {
    this.failAt.set(call, code);
  }

  /** Every project search with `token` fails with `code` (a timeout is MARKETPLACE_UNAVAILABLE) until `null`. */
  failSearchesWith(
    token: string,
    code: Extract<
      ErrorCode,
      'MARKETPLACE_UNAVAILABLE' | 'MARKETPLACE_RATE_LIMITED' | 'MARKETPLACE_TOKEN_INVALID'
    > | null,
  ): void {
    if (code === null) this.failWith.delete(token);
    else this.failWith.set(token, code);
  }

  onSearch(hook: (call: number) => void): void {
    this.afterSearch = hook;
  }
}
