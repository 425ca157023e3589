import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { NewPlan, Plan, PlanPatch } from '../../../core/domain/plans/plan.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { PlanLockMode, PlanRepository } from '../../../core/ports/plan-repository.port.js';
import { selectFirst } from './fixed-sql-reads.js';
import { isPostgres } from './knex-client.js';
import { bool, num, parseJsonColumn, patchColumns, toDate, uniqueAs, type Db } from './knex-rows.js';

const PLANS = 'plans';

interface PlanRow {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly monthly_price_cents: unknown;
  readonly annual_price_cents: unknown;
  readonly monthly_bids: unknown;
  readonly annual_bids: unknown;
  readonly features: unknown;
  readonly sort_order: unknown;
  readonly popular: unknown;
  readonly active: unknown;
  readonly created_at_ms: unknown;
  readonly updated_at_ms: unknown;
}

const COLUMNS = {
  slug: 'slug',
  name: 'name',
  description: 'description',
  monthlyPriceCents: 'monthly_price_cents',
  annualPriceCents: 'annual_price_cents',
  monthlyBids: 'monthly_bids',
  annualBids: 'annual_bids',
  features: 'features',
  order: 'sort_order',
  popular: 'popular',
  active: 'active',
} as const satisfies { readonly [K in keyof Required<PlanPatch>]: string };

const featuresSchema = z.array(z.string());
const bidsOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  monthlyPriceCents: num(row.monthly_price_cents),
  annualPriceCents: num(row.annual_price_cents),
  monthlyBids: bidsOrNull(row.monthly_bids),
  annualBids: bidsOrNull(row.annual_bids),
  features: parseJsonColumn(featuresSchema, row.features, 'plans.features'),
  order: num(row.sort_order),
  popular: bool(row.popular),
  active: bool(row.active),
  createdAt: toDate(row.created_at_ms),
  updatedAt: toDate(row.updated_at_ms),
});

const slugTaken = (slug: string | undefined): string => `A plan with the slug "${slug ?? ''}" already exists`;

export class KnexPlanRepository implements PlanRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(options: { readonly activeOnly?: boolean } = {}): Promise<readonly Plan[]> {
    const query = this.db<PlanRow>(PLANS).orderBy([{ column: 'sort_order' }, { column: 'name' }, { column: 'id' }]);
    if (options.activeOnly === true) void query.where({ active: true });
    return (await query).map(toPlan);
  }

  async findById(id: string): Promise<Plan | null> {
    const row = await this.db<PlanRow>(PLANS).where({ id }).first();
    return row === undefined ? null : toPlan(row);
  }

  /** Postgres locks the row; SQLite's one connection already runs a transaction alone. */
  async lock(id: string, mode: PlanLockMode): Promise<Plan | null> {
    if (!isPostgres(this.db)) return this.findById(id);
    const query = this.db<PlanRow>(PLANS).where({ id }).first();
    const row = await (mode === 'update' ? query.forUpdate() : query.forShare());
    return row === undefined ? null : toPlan(row);
  }

  async findBySlug(slug: string): Promise<Plan | null> {
    const row = await selectFirst<PlanRow>(this.db, `select * from ${PLANS} where slug = ?`, [slug]);
    return row === undefined ? null : toPlan(row);
  }

  async create(plan: NewPlan): Promise<Plan> {
    const now = this.clock.now().getTime();
    const { id = randomUUID(), ...fields } = plan;
    const row = { id, ...patchColumns(fields, COLUMNS), created_at_ms: now, updated_at_ms: now };
    await uniqueAs('PLAN_ALREADY_EXISTS', slugTaken(plan.slug), () => this.db(PLANS).insert(row));
    const created = await this.findById(id);
    if (created === null) throw new Error(`plans row ${id} vanished after insert`);
    return created;
  }

  async update(id: string, patch: PlanPatch): Promise<Plan | null> {
    const row = { ...patchColumns(patch, COLUMNS), updated_at_ms: this.clock.now().getTime() };
    const changed = await uniqueAs('PLAN_ALREADY_EXISTS', slugTaken(patch.slug), () =>
      this.db(PLANS).where({ id }).update(row),
    );
    return changed === 0 ? null : this.findById(id);
  }

  async delete(id: string): Promise<boolean> {
    return (await this.db(PLANS).where({ id }).del()) > 0;
  }

  async count(): Promise<number> {
    const [row] = (await this.db(PLANS).count({ n: '*' })) as { n: unknown }[];
    return num(row?.n);
  }
}
