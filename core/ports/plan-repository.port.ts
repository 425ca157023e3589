import type { AddonPack, NewAddonPack, NewPlan, Plan, PlanPatch } from '../domain/plans/plan.js';

export interface PlanRepository {
  /** Ordered by `order`, then name. With activeOnly, inactive plans are left out. */
  list(options?: { readonly activeOnly?: boolean }): Promise<readonly Plan[]>;
  findById(id: string): Promise<Plan | null>;
  findBySlug(slug: string): Promise<Plan | null>;
  /** Throws DomainError PLAN_ALREADY_EXISTS when the slug is taken. */
  create(plan: NewPlan): Promise<Plan>;
  /** Null when absent; throws PLAN_ALREADY_EXISTS when a new slug is taken. */
  update(id: string, patch: PlanPatch): Promise<Plan | null>;
  delete(id: string): Promise<boolean>;
  count(): Promise<number>;
}

export interface AddonPackRepository {
  /** Ordered by quantity. With activeOnly, inactive packs are left out. */
  list(options?: { readonly activeOnly?: boolean }): Promise<readonly AddonPack[]>;
  findById(id: string): Promise<AddonPack | null>;
  create(pack: NewAddonPack): Promise<AddonPack>;
  count(): Promise<number>;
}
