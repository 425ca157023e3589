import {
  checkedPortfolioItem,
  PORTFOLIO_MESSAGES,
  type PortfolioItemInput,
} from '../../domain/bidding/portfolio-item-rules.js';
import { PORTFOLIO_LIMITS, type PortfolioItem } from '../../domain/bidding/portfolio.js';
import { DomainError } from '../../domain/errors.js';
import type { PortfolioRepository } from '../../ports/portfolio-repository.port.js';

const itemNotFound = (): DomainError => new DomainError('PORTFOLIO_ITEM_NOT_FOUND', 'Portfolio item not found');

/**
 * The Profile's portfolio (docs/design.md#portfolio): past work the user enters, of which a
 * proposal names the item sharing most skills with the project. Another user's item id is
 * answered as an unknown one, and changes nothing.
 */
export class ManagePortfolio {
  constructor(private readonly portfolio: PortfolioRepository) {}

  /** The user's items in the order entered. */
  list(userId: string): Promise<readonly PortfolioItem[]> {
    return this.portfolio.list(userId);
  }

  async add(userId: string, input: PortfolioItemInput): Promise<PortfolioItem> {
    const added = await this.portfolio.add(userId, checkedPortfolioItem(input), PORTFOLIO_LIMITS.items);
    if (added === null) throw new DomainError('PORTFOLIO_LIMIT_REACHED', PORTFOLIO_MESSAGES.limitReached);
    return added;
  }

  async update(userId: string, id: string, input: PortfolioItemInput): Promise<PortfolioItem> {
    const updated = await this.portfolio.update(userId, id, checkedPortfolioItem(input));
    if (updated === null) throw itemNotFound();
    return updated;
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.portfolio.remove(userId, id))) throw itemNotFound();
  }
}

/**
 * The addresses of every item the user entered: text the user writes or approves may name any of
 * them, and the proposal guard lets exactly these through (docs/design.md#proposal-guard).
 */
export async function portfolioLinks(
  repositories: { readonly portfolio: PortfolioRepository },
  userId: string,
): Promise<readonly string[]> {
  return (await repositories.portfolio.list(userId)).map((item) => item.url);
}
