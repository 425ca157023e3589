import type { Role } from '../../../core/domain/users/user.js';
import type { UserCounts } from '../../../core/ports/user-repository.port.js';
import { num, type Db } from './knex-rows.js';
import { USERS } from './knex-user-rows.js';

/** How many users there are, in all and by role or plan: the admin's figures and the plan rules' checks. */

export async function userCounts(db: Db): Promise<UserCounts> {
  const [row] = (await db(USERS).select(
    db.raw('count(*) as total'),
    db.raw('sum(case when is_active = ? then 1 else 0 end) as active', [true]),
    db.raw("sum(case when subscription_status = 'active' then 1 else 0 end) as subscribed"),
    db.raw("sum(case when role = 'admin' then 1 else 0 end) as admin"),
  )) as Record<string, unknown>[];
  return {
    total: num(row?.total),
    active: num(row?.active),
    subscribed: num(row?.subscribed),
    admin: num(row?.admin),
  };
}

export async function countByRole(db: Db, role: Role): Promise<number> {
  const [row] = (await db(USERS).where({ role }).count({ n: '*' })) as { n: unknown }[];
  return num(row?.n);
}

export async function countHoldingPlan(db: Db, slug: string): Promise<number> {
  const [row] = (await db(USERS)
    .where({ current_plan: slug })
    .orWhere({ subscription_plan: slug })
    .count({ n: '*' })) as { n: unknown }[];
  return num(row?.n);
}
