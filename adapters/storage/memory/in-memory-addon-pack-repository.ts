import { randomUUID } from 'node:crypto';
import type { AddonPack, NewAddonPack } from '../../../core/domain/plans/plan.js';
import type { AddonPackRepository } from '../../../core/ports/plan-repository.port.js';
import { compare, copy, type MemoryTables } from './memory-tables.js';

export class InMemoryAddonPackRepository implements AddonPackRepository {
  constructor(private readonly tables: MemoryTables) {}

  async list(options: { readonly activeOnly?: boolean } = {}): Promise<readonly AddonPack[]> {
    return [...this.tables.addons.values()]
      .filter((pack) => options.activeOnly !== true || pack.active)
      .sort((a, b) => compare(a.quantity, b.quantity) || compare(a.id, b.id))
      .map(copy);
  }

  async findById(id: string): Promise<AddonPack | null> {
    const found = this.tables.addons.get(id);
    return found === undefined ? null : copy(found);
  }

  async create(pack: NewAddonPack): Promise<AddonPack> {
    const stored: AddonPack = {
      id: pack.id ?? randomUUID(),
      quantity: pack.quantity,
      priceCents: pack.priceCents,
      active: pack.active,
    };
    if (this.tables.addons.has(stored.id)) throw new Error(`Add-on pack ${stored.id} already exists`);
    this.tables.addons.set(stored.id, copy(stored));
    return copy(stored);
  }

  async count(): Promise<number> {
    return this.tables.addons.size;
  }
}
