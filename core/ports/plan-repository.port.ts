import type { AddonPack, NewAddonPack, NewPlan, Plan, PlanPatch } from '../domain/plans/plan.js';

export type PlanLockMode = 'update' | 'share';

export interface PlanRepository {
  /** Ordered by `order`, then name. With activeOnly, inactive plans are left out. */
  list(options?: { readonly activeOnly?: boolean }): Promise<readonly Plan[]>;
  findById(id: string): Promise<Plan | null>;
  findBySlug(slug: string): Promise<Plan | null>;
  /**
   * The plan, held until the caller's transaction ends, so whether anyone holds it or paid for it
   * cannot change under a decision about it: 'update' for deleting it, 'share' for a purchase,
   * which must not land on a plan being deleted (purchases do not wait on each other). A lock
   * taken by another transaction makes this wait, then answers the plan as it then is (null when
   * deleted). Outside a transaction it is findById.
   */
  lock(id: string, mode: PlanLockMode): Promise<Plan | null>;
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
