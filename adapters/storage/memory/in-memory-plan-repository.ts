import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../core/domain/errors.js';
import type { NewPlan, Plan, PlanPatch } from '../../../core/domain/plans/plan.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { PlanRepository } from '../../../core/ports/plan-repository.port.js';
import { compare, copy, definedOnly, type MemoryTables } from './memory-tables.js';

const slugTaken = (slug: string): DomainError =>
  new DomainError('PLAN_ALREADY_EXISTS', `A plan with the slug "${slug}" already exists`);

export class InMemoryPlanRepository implements PlanRepository {
  constructor(
    private readonly tables: MemoryTables,
    private readonly clock: Clock,
  ) {}

  async list(options: { readonly activeOnly?: boolean } = {}): Promise<readonly Plan[]> {
    return [...this.tables.plans.values()]
      .filter((plan) => options.activeOnly !== true || plan.active)
      .sort((a, b) => compare(a.order, b.order) || compare(a.name, b.name) || compare(a.id, b.id))
      .map(copy);
  }

  async findById(id: string): Promise<Plan | null> {
    const found = this.tables.plans.get(id);
    return found === undefined ? null : copy(found);
  }

  /** The fake runs its transactions one at a time: nothing to hold. */
  lock(id: string): Promise<Plan | null> {
    return this.findById(id);
  }

  async findBySlug(slug: string): Promise<Plan | null> {
    const found = this.slugOwner(slug);
    return found === undefined ? null : copy(found);
  }

  async create(plan: NewPlan): Promise<Plan> {
    const id = plan.id ?? randomUUID();
    if (this.slugOwner(plan.slug) !== undefined || this.tables.plans.has(id)) throw slugTaken(plan.slug);
    const now = this.clock.now();
    const stored: Plan = { ...plan, id, createdAt: now, updatedAt: now };
    this.tables.plans.set(id, copy(stored));
    return copy(stored);
  }

  async update(id: string, patch: PlanPatch): Promise<Plan | null> {
    const current = this.tables.plans.get(id);
    if (current === undefined) return null;
    const owner = patch.slug === undefined ? undefined : this.slugOwner(patch.slug);
    if (owner !== undefined && owner.id !== id) throw slugTaken(owner.slug);
    const next: Plan = { ...current, ...definedOnly(patch), updatedAt: this.clock.now() };
    this.tables.plans.set(id, copy(next));
    return copy(next);
  }

  async delete(id: string): Promise<boolean> {
    return this.tables.plans.delete(id);
  }

  async count(): Promise<number> {
    return this.tables.plans.size;
  }

  private slugOwner(slug: string): Plan | undefined {
    return [...this.tables.plans.values()].find((plan) => plan.slug === slug);
  }
}
