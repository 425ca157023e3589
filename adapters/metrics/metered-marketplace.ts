import { isDomainError } from '../../core/domain/errors.js';
import type { Marketplace } from '../../core/ports/marketplace.port.js';
import type { BidPilotMetrics } from './bidpilot-metrics.js';

type Endpoint = keyof Marketplace;

/**
 * The marketplace with every call counted by endpoint and result; a refusal for the rate limit
 * (MARKETPLACE_RATE_LIMITED, Freelancer's 429) is counted on its own too. Answers and errors pass
 * through untouched.
 */
export class MeteredMarketplace implements Marketplace {
  constructor(
    private readonly inner: Marketplace,
    private readonly metrics: Pick<BidPilotMetrics, 'marketplaceCalls' | 'marketplaceRateLimited'>,
  ) {}

  getSelf(...args: Parameters<Marketplace['getSelf']>): ReturnType<Marketplace['getSelf']> {
    return this.counted('getSelf', () => this.inner.getSelf(...args));
  }

  searchActiveProjects(
    ...args: Parameters<Marketplace['searchActiveProjects']>
  ): ReturnType<Marketplace['searchActiveProjects']> {
    return this.counted('searchActiveProjects', () => this.inner.searchActiveProjects(...args));
  }

  findProject(...args: Parameters<Marketplace['findProject']>): ReturnType<Marketplace['findProject']> {
    return this.counted('findProject', () => this.inner.findProject(...args));
  }

  placeBid(...args: Parameters<Marketplace['placeBid']>): ReturnType<Marketplace['placeBid']> {
    return this.counted('placeBid', () => this.inner.placeBid(...args));
  }

  findOwnBid(...args: Parameters<Marketplace['findOwnBid']>): ReturnType<Marketplace['findOwnBid']> {
    return this.counted('findOwnBid', () => this.inner.findOwnBid(...args));
  }

  awardStatuses(...args: Parameters<Marketplace['awardStatuses']>): ReturnType<Marketplace['awardStatuses']> {
    return this.counted('awardStatuses', () => this.inner.awardStatuses(...args));
  }

  repliedProjects(...args: Parameters<Marketplace['repliedProjects']>): ReturnType<Marketplace['repliedProjects']> {
    return this.counted('repliedProjects', () => this.inner.repliedProjects(...args));
  }

  private async counted<T>(endpoint: Endpoint, call: () => Promise<T>): Promise<T> {
    try {
      const answer = await call();
      this.metrics.marketplaceCalls.inc({ endpoint, result: 'ok' });
      return answer;
    } catch (error) {
      const rateLimited = isDomainError(error) && error.code === 'MARKETPLACE_RATE_LIMITED';
      this.metrics.marketplaceCalls.inc({ endpoint, result: rateLimited ? 'rate_limited' : 'error' });
      if (rateLimited) this.metrics.marketplaceRateLimited.inc({ endpoint });
      throw error;
    }
  }
}
