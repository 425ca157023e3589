import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { NewPortfolioItem, PortfolioItem } from '../../../core/domain/bidding/portfolio.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { PortfolioRepository } from '../../../core/ports/portfolio-repository.port.js';
import { isPostgres } from './knex-client.js';
import { num, ownedByUser, parseJsonColumn, toDate, type Db } from './knex-rows.js';

const ITEMS = 'portfolio_items';
const Skills = z.array(z.string());

interface ItemRow {
  id: string;
  user_id: string;
  position: number;
  title: string;
  url: string;
  skills: string;
  summary: string;
  created_at_ms: number | string;
}

const toItem = (row: ItemRow): PortfolioItem => ({
  id: row.id,
  userId: row.user_id,
  title: row.title,
  url: row.url,
  skills: parseJsonColumn(Skills, row.skills, 'portfolio_items.skills'),
  summary: row.summary,
  createdAt: toDate(row.created_at_ms),
});

const columnsOf = (item: NewPortfolioItem) => ({
  title: item.title,
  url: item.url,
  skills: JSON.stringify(item.skills),
  summary: item.summary,
});

/** Portfolio items, a row each (migration 031), listed by their place in entry order. */
export class KnexPortfolioRepository implements PortfolioRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<readonly PortfolioItem[]> {
    const rows = await this.db<ItemRow>(ITEMS).where({ user_id: userId }).orderBy('position');
    return rows.map(toItem);
  }

  async add(userId: string, item: NewPortfolioItem, maxItems: number): Promise<PortfolioItem | null> {
    return ownedByUser(() =>
      this.db.transaction(async (trx) => {
        // The user's row locked on Postgres, so two additions at once count each other; SQLite's transactions are serial already.
        if (isPostgres(trx)) await trx('users').where({ id: userId }).forUpdate().first('id');
        const [{ count, last }] = (await trx(ITEMS)
          .where({ user_id: userId })
          .select(trx.raw('count(*) as count'), trx.raw('max(position) as last'))) as [
          { count: number | string; last: number | string | null },
        ];
        if (num(count) >= maxItems) return null;
        const row: ItemRow = {
          id: randomUUID(),
          user_id: userId,
          position: num(last) + 1,
          ...columnsOf(item),
          created_at_ms: this.clock.now().getTime(),
        };
        await trx(ITEMS).insert(row);
        return toItem(row);
      }),
    );
  }

  async update(userId: string, id: string, item: NewPortfolioItem): Promise<PortfolioItem | null> {
    const [row] = (await this.db<ItemRow>(ITEMS)
      .where({ id, user_id: userId })
      .update(columnsOf(item))
      .returning('*')) as ItemRow[];
    return row === undefined ? null : toItem(row);
  }

  async remove(userId: string, id: string): Promise<boolean> {
    return (await this.db(ITEMS).where({ id, user_id: userId }).del()) > 0;
  }
}
