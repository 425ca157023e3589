import { randomUUID } from 'node:crypto';
import type { NewPortfolioItem, PortfolioItem } from '../../../core/domain/bidding/portfolio.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { PortfolioRepository } from '../../../core/ports/portfolio-repository.port.js';
import { copy, requireUser, type MemoryTables, type StoredPortfolioItem } from './memory-tables.js';

/** Portfolio items in memory; order, scoping and the limit as the knex repository. */
export class InMemoryPortfolioRepository implements PortfolioRepository {
  constructor(
    private readonly tables: MemoryTables,
    private readonly clock: Clock,
  ) {}

  private owned(userId: string): StoredPortfolioItem[] {
    return [...this.tables.portfolioItems.values()]
      .filter((stored) => stored.item.userId === userId)
      .sort((a, b) => a.position - b.position);
  }

  async list(userId: string): Promise<readonly PortfolioItem[]> {
    return this.owned(userId).map((stored) => copy(stored.item));
  }

  // No await between the count and the write: two additions at once cannot both see room.
  async add(userId: string, item: NewPortfolioItem, maxItems: number): Promise<PortfolioItem | null> {
    requireUser(this.tables, userId);
    const owned = this.owned(userId);
    if (owned.length >= maxItems) return null;
    const stored: PortfolioItem = { id: randomUUID(), userId, ...fieldsOf(item), createdAt: this.clock.now() };
    this.tables.portfolioItems.set(stored.id, { item: stored, position: (owned.at(-1)?.position ?? 0) + 1 });
    return copy(stored);
  }

  async update(userId: string, id: string, item: NewPortfolioItem): Promise<PortfolioItem | null> {
    const current = this.tables.portfolioItems.get(id);
    if (current === undefined || current.item.userId !== userId) return null;
    const next: PortfolioItem = { ...current.item, ...fieldsOf(item) };
    this.tables.portfolioItems.set(id, { item: next, position: current.position });
    return copy(next);
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const current = this.tables.portfolioItems.get(id);
    if (current === undefined || current.item.userId !== userId) return false;
    this.tables.portfolioItems.delete(id);
    return true;
  }
}

/** Only the item's own fields, copied: extra properties a caller's object carries are not stored. */
const fieldsOf = ({ title, url, skills, summary }: NewPortfolioItem): NewPortfolioItem => ({
  title,
  url,
  skills: [...skills],
  summary,
});
