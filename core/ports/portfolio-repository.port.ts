import type { NewPortfolioItem, PortfolioItem } from '../domain/bidding/portfolio.js';

/**
 * The portfolio items of each user's Profile (docs/design.md#portfolio). Every call names the user,
 * so an id of another user's item finds nothing, changes nothing and removes nothing.
 */
export interface PortfolioRepository {
  /** The user's items in the order they were entered. */
  list(userId: string): Promise<readonly PortfolioItem[]>;
  /**
   * Adds an item after the user's others unless they already have `maxItems`, checked and written
   * at once so two additions at the same time cannot pass the limit together; null at the limit.
   * USER_NOT_FOUND for an unknown user.
   */
  add(userId: string, item: NewPortfolioItem, maxItems: number): Promise<PortfolioItem | null>;
  /** Replaces the item's fields, keeping its place and creation time; null when absent or another user's. */
  update(userId: string, id: string, item: NewPortfolioItem): Promise<PortfolioItem | null>;
  /** False when absent or another user's. */
  remove(userId: string, id: string): Promise<boolean>;
}
