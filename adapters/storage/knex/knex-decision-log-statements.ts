import type { NewDecision, RunSummary } from '../../../core/ports/decision-log.port.js';
import { reasonsMask, type RunTotals, type SkipTotal } from '../decision-log-rows.js';

/** One column's value of a row written: text, an integer, or NULL. */
export type Cell = string | number | null;

/** Each statement's text on Postgres and on SQLite. */
export interface DualStatement {
  readonly pg: string;
  readonly sqlite: string;
}

/**
 * Each write takes a tick's rows in one statement per table, whatever their number (as bid_pacing
 * does): one cached statement text per table. On Postgres each column goes as one typed array
 * (`unnest`, see pgArray in knex-decision-log.ts), on SQLite the rows go as one JSON array. Users
 * deleted meanwhile are left out, so their foreign key fails no one else. Decisions take their ids
 * in the order given (ties in `decided_at_ms` list by id), which a join's plan does not keep by
 * itself. The aggregates are summed per user and day beforehand, so no statement touches a row
 * twice (Postgres refuses that in one upsert).
 *
 * Why arrays on Postgres: `json_array_elements` hands each row over as `json` text that every `->>`
 * parses again (eight times a decision), about half the statement's time at 130,000 decisions; a
 * typed array is parsed once, and its length gives the planner the row count. The arrays are
 * written as literals (pgArray): node-postgres' own serialisation of a JS array costs about as much as
 * the parsing it saves. The rest of the time is the foreign key's check per row and the four
 * indexes of `decisions`, each one of them read (docs/design.md#decision-log).
 */
export const INSERT_DECISIONS = {
  pg: `insert into decisions (user_id, project_id, project_title, project_url, outcome, reasons_mask, detail, decided_at_ms, fit_score)
    select r.user_id, r.project_id, r.project_title, r.project_url, r.outcome, r.reasons_mask, r.detail, r.decided_at_ms, r.fit_score
    from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::int[], ?::text[], ?::bigint[], ?::int[]) with ordinality
      as r(user_id, project_id, project_title, project_url, outcome, reasons_mask, detail, decided_at_ms, fit_score, n)
    where exists (select 1 from users where users.id = r.user_id)
    order by r.n`,
  sqlite: `insert into decisions (user_id, project_id, project_title, project_url, outcome, reasons_mask, detail, decided_at_ms, fit_score)
    select r.value ->> 0, r.value ->> 1, r.value ->> 2, r.value ->> 3, r.value ->> 4, r.value ->> 5, r.value ->> 6, r.value ->> 7, r.value ->> 8 from json_each(?) as r
    where exists (select 1 from users where users.id = r.value ->> 0)`,
};

export const ADD_DAYS = {
  pg: `insert into decision_days (user_id, day, scanned, matched, queued, skipped)
    select * from unnest(?::text[], ?::int[], ?::int[], ?::int[], ?::int[], ?::int[]) as r(user_id, day, scanned, matched, queued, skipped)
    where exists (select 1 from users where users.id = r.user_id)
    on conflict (user_id, day) do update set scanned = decision_days.scanned + excluded.scanned, matched = decision_days.matched + excluded.matched,
      queued = decision_days.queued + excluded.queued, skipped = decision_days.skipped + excluded.skipped`,
  sqlite: `insert into decision_days (user_id, day, scanned, matched, queued, skipped)
    select r.value ->> 0, r.value ->> 1, r.value ->> 2, r.value ->> 3, r.value ->> 4, r.value ->> 5 from json_each(?) as r
    where exists (select 1 from users where users.id = r.value ->> 0)
    on conflict (user_id, day) do update set scanned = decision_days.scanned + excluded.scanned, matched = decision_days.matched + excluded.matched,
      queued = decision_days.queued + excluded.queued, skipped = decision_days.skipped + excluded.skipped`,
};

export const ADD_SKIP_DAYS = {
  pg: `insert into decision_skip_days (user_id, day, reason, count)
    select * from unnest(?::text[], ?::int[], ?::text[], ?::int[]) as r(user_id, day, reason, count)
    where exists (select 1 from users where users.id = r.user_id)
    on conflict (user_id, day, reason) do update set count = decision_skip_days.count + excluded.count`,
  sqlite: `insert into decision_skip_days (user_id, day, reason, count)
    select r.value ->> 0, r.value ->> 1, r.value ->> 2, r.value ->> 3 from json_each(?) as r
    where exists (select 1 from users where users.id = r.value ->> 0)
    on conflict (user_id, day, reason) do update set count = decision_skip_days.count + excluded.count`,
};

export const SET_LAST_RUNS = {
  pg: `insert into decision_last_runs (user_id, ran_at_ms, scanned, matched, queued, skipped, skipped_by_reason, blocked)
    select * from unnest(?::text[], ?::bigint[], ?::int[], ?::int[], ?::int[], ?::int[], ?::text[], ?::text[])
      as r(user_id, ran_at_ms, scanned, matched, queued, skipped, skipped_by_reason, blocked)
    where exists (select 1 from users where users.id = r.user_id)
    on conflict (user_id) do update set ran_at_ms = excluded.ran_at_ms, scanned = excluded.scanned, matched = excluded.matched,
      queued = excluded.queued, skipped = excluded.skipped, skipped_by_reason = excluded.skipped_by_reason, blocked = excluded.blocked
    where decision_last_runs.ran_at_ms <= excluded.ran_at_ms`,
  sqlite: `insert into decision_last_runs (user_id, ran_at_ms, scanned, matched, queued, skipped, skipped_by_reason, blocked)
    select r.value ->> 0, r.value ->> 1, r.value ->> 2, r.value ->> 3, r.value ->> 4, r.value ->> 5, r.value ->> 6, r.value ->> 7 from json_each(?) as r
    where exists (select 1 from users where users.id = r.value ->> 0)
    on conflict (user_id) do update set ran_at_ms = excluded.ran_at_ms, scanned = excluded.scanned, matched = excluded.matched,
      queued = excluded.queued, skipped = excluded.skipped, skipped_by_reason = excluded.skipped_by_reason, blocked = excluded.blocked
    where decision_last_runs.ran_at_ms <= excluded.ran_at_ms`,
};

/** A decision's cells, in INSERT_DECISIONS' column order. */
export const decisionCells = (d: NewDecision): Cell[] => [
  d.userId,
  d.projectId,
  d.projectTitle,
  d.projectUrl,
  d.outcome,
  reasonsMask(d.reasons),
  d.detail,
  d.decidedAt.getTime(),
  d.fitScore ?? null,
];

/** A user's day of run totals, in ADD_DAYS' column order. */
export const dayCells = (t: RunTotals): Cell[] => [t.userId, t.day, t.scanned, t.matched, t.queued, t.skipped];

/** A user's day of one skip reason, in ADD_SKIP_DAYS' column order. */
export const skipDayCells = (t: SkipTotal): Cell[] => [t.userId, t.day, t.reason, t.count];

/** A user's last run, in SET_LAST_RUNS' column order. */
export const lastRunCells = (s: RunSummary): Cell[] => [
  s.userId,
  s.ranAt.getTime(),
  s.scanned,
  s.matched,
  s.queued,
  s.skipped,
  JSON.stringify(s.skippedByReason),
  JSON.stringify(s.blocked),
];
