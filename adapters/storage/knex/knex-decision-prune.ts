import { DAY_MS } from '../../../core/domain/stats/daily-activity.js';
import type { DecisionPrune } from '../../../core/ports/decision-log.port.js';
import type { Db } from './knex-rows.js';

/** A user's rows beyond their newest `cap`, at most `batch` of them (window functions: SQLite ≥ 3.25 and Postgres). */
const SURPLUS_IDS = `select id from (select id, row_number() over (partition by user_id order by decided_at_ms desc, id desc) as rank from decisions) ranked
  where rank > ? limit ?`;

/** DecisionLog.prune: each kind of row deleted `batch` at a time until a batch comes back short. */
export async function pruneDecisions(db: Db, rules: DecisionPrune): Promise<number> {
  const batch = Math.max(1, Math.floor(rules.batch));
  let deleted = 0;
  const repeat = async (statement: () => Promise<number>): Promise<void> => {
    for (let gone = batch; gone === batch;) {
      gone = await statement();
      deleted += gone;
    }
  };
  const decidedBefore = rules.decidedBefore.getTime();
  await repeat(() =>
    db('decisions')
      .whereIn('id', db('decisions').where('decided_at_ms', '<', decidedBefore).select('id').limit(batch))
      .del(),
  );
  await repeat(() => db('decisions').whereRaw(`id in (${SURPLUS_IDS})`, [rules.perUserCap, batch]).del());
  const skipDaysBefore = Math.floor(decidedBefore / DAY_MS);
  const countDaysBefore = Math.floor(rules.countsBefore.getTime() / DAY_MS);
  await repeat(() =>
    db('decision_skip_days')
      .whereRaw(
        '(user_id, day, reason) in (select user_id, day, reason from decision_skip_days where day < ? limit ?)',
        [skipDaysBefore, batch],
      )
      .del(),
  );
  await repeat(() =>
    db('decision_days')
      .whereRaw('(user_id, day) in (select user_id, day from decision_days where day < ? limit ?)', [
        countDaysBefore,
        batch,
      ])
      .del(),
  );
  return deleted;
}
