import type { NewPlan, Plan } from '../../../domain/plans/plan.js';
import type { PlanRepository } from '../../../ports/plan-repository.port.js';
import { resolvePlanSlug } from './plan-slug.js';

/** A plan as the admin form sends it, prices already in exact cents; slug and order may be left out. */
export type CreatePlanInput = Omit<NewPlan, 'id' | 'slug' | 'order'> & {
  readonly slug?: string | undefined;
  readonly order?: number | undefined;
};

/** Creates a plan; the slug defaults to one made from the name, the order to the end of the list. */
export class CreatePlan {
  constructor(private readonly plans: PlanRepository) {}

  async execute(input: CreatePlanInput): Promise<Plan> {
    const slug = resolvePlanSlug(input.slug, input.name);
    const order = input.order ?? (await this.plans.count()) + 1;
    return this.plans.create({ ...input, slug, order });
  }
}
