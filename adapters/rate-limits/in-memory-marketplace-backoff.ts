import { backoffUntil, nextStrikes } from '../../core/domain/marketplace/rate-limit-backoff.js';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';

/** Token backoffs in this process's memory: the in-memory stack, where one process is all there is. */
export class InMemoryMarketplaceBackoff implements MarketplaceBackoff {
  private readonly backoffs = new Map<string, { strikes: number; until: Date }>();

  async pausedUntil(token: string, now: Date): Promise<Date | null> {
    const until = this.backoffs.get(token)?.until;
    return until !== undefined && until.getTime() > now.getTime() ? until : null;
  }

  async backOff(token: string, now: Date, told: Date | null): Promise<Date> {
    const previous = this.backoffs.get(token) ?? null;
    const strikes = nextStrikes(previous, now);
    const wanted = backoffUntil({ now, strikes, told });
    const until = previous !== null && previous.until.getTime() > wanted.getTime() ? previous.until : wanted;
    this.backoffs.set(token, { strikes, until });
    return until;
  }
}
