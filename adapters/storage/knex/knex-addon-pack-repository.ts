import { randomUUID } from 'node:crypto';
import type { AddonPack, NewAddonPack } from '../../../core/domain/plans/plan.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { AddonPackRepository } from '../../../core/ports/plan-repository.port.js';
import { bool, num, type Db } from './knex-rows.js';

const PACKS = 'addon_packs';

interface PackRow {
  readonly id: string;
  readonly quantity: unknown;
  readonly price_cents: unknown;
  readonly active: unknown;
}

const toPack = (row: PackRow): AddonPack => ({
  id: row.id,
  quantity: num(row.quantity),
  priceCents: num(row.price_cents),
  active: bool(row.active),
});

export class KnexAddonPackRepository implements AddonPackRepository {
  /** The clock is unused (packs carry no dates) but kept so every repository is built alike. */
  constructor(
    private readonly db: Db,
    _clock: Clock,
  ) {}

  async list(options: { readonly activeOnly?: boolean } = {}): Promise<readonly AddonPack[]> {
    const query = this.db<PackRow>(PACKS).orderBy([{ column: 'quantity' }, { column: 'id' }]);
    if (options.activeOnly === true) void query.where({ active: true });
    return (await query).map(toPack);
  }

  async findById(id: string): Promise<AddonPack | null> {
    const row = await this.db<PackRow>(PACKS).where({ id }).first();
    return row === undefined ? null : toPack(row);
  }

  async create(pack: NewAddonPack): Promise<AddonPack> {
    const row = {
      id: pack.id ?? randomUUID(),
      quantity: pack.quantity,
      price_cents: pack.priceCents,
      active: pack.active,
    };
    await this.db(PACKS).insert(row);
    return { id: row.id, quantity: pack.quantity, priceCents: pack.priceCents, active: pack.active };
  }

  async count(): Promise<number> {
    const [row] = (await this.db(PACKS).count({ n: '*' })) as { n: unknown }[];
    return num(row?.n);
  }
}
