import {
  SKIP_CODES,
  skipBit,
  skipReasons,
  type BlockReasonCode,
  type SkipReasonCode,
} from '../../../core/domain/bidding/autobid-reasons.js';
import { DAY_MS, utcDayOfIndex, type TimeRange } from '../../../core/domain/stats/daily-activity.js';
import type {
  DailyRunCounts,
  Decision,
  DecisionLog,
  DecisionOutcome,
  DecisionPrune,
  DecisionQuery,
  RunCountScope,
  RunRecords,
  RunSummary,
  SkipCounts,
} from '../../../core/ports/decision-log.port.js';
import type { Page } from '../../../core/ports/page.js';
import { dayIndexRange, lastRunPerUser, reasonsMask, runTotalsPerDay, skipTotalsPerDay } from '../decision-log-rows.js';
import { isPostgres } from './knex-client.js';
import { num, pageOf, type Db } from './knex-rows.js';

interface DecisionRow {
  id: number | string;
  user_id: string;
  project_id: string;
  project_title: string;
  project_url: string;
  outcome: string;
  reasons_mask: number | string;
  detail: string | null;
  fit_score: number | string | null;
  decided_at_ms: number | string;
}

/**
 * Each write takes a tick's rows in one statement per table, whatever their number (as bid_pacing
 * does): one cached statement text per table. On Postgres each column goes as one typed array
 * (`unnest`, see pgArray), on SQLite the rows go as one JSON array. Users deleted meanwhile are left
 * out, so their foreign key fails no one else. Decisions take their ids in the order given (ties in
 * `decided_at_ms` list by id), which a join's plan does not keep by itself. The aggregates are
 * summed per user and day beforehand, so no statement touches a row twice (Postgres refuses that in
 * one upsert).
 *
 * Why arrays on Postgres: `json_array_elements` hands each row over as `json` text that every `->>`
 * parses again (eight times a decision), about half the statement's time at 130,000 decisions; a
 * typed array is parsed once, and its length gives the planner the row count. The arrays are
 * written as literals here: node-postgres' own serialisation of a JS array costs about as much as
 * the parsing it saves. The rest of the time is the foreign key's check per row and the four
 * indexes of `decisions`, each one of them read (docs/design.md#decision-log).
 */
const INSERT_DECISIONS = {
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

const ADD_DAYS = {
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

const ADD_SKIP_DAYS = {
  pg: `insert into decision_skip_days (user_id, day, reason, count)
    select * from unnest(?::text[], ?::int[], ?::text[], ?::int[]) as r(user_id, day, reason, count)
    where exists (select 1 from users where users.id = r.user_id)
    on conflict (user_id, day, reason) do update set count = decision_skip_days.count + excluded.count`,
  sqlite: `insert into decision_skip_days (user_id, day, reason, count)
    select r.value ->> 0, r.value ->> 1, r.value ->> 2, r.value ->> 3 from json_each(?) as r
    where exists (select 1 from users where users.id = r.value ->> 0)
    on conflict (user_id, day, reason) do update set count = decision_skip_days.count + excluded.count`,
};

const SET_LAST_RUNS = {
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

type Cell = string | number | null;

const ESCAPED = /[\\"]/;
const TO_ESCAPE = /[\\"]/g;

/**
 * One column as a Postgres array literal: `{"a","b\\"c",NULL,1}`. Text is always quoted, with `\` and
 * `"` escaped (as node-postgres writes arrays), so no text reads as NULL or loses its spaces;
 * numbers are the integers the columns hold.
 */
function pgArray(values: readonly Cell[]): string {
  const elements = new Array<string>(values.length);
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as Cell;
    if (value === null) elements[index] = 'NULL';
    else if (typeof value === 'number') elements[index] = String(value);
    else elements[index] = ESCAPED.test(value) ? `"${value.replace(TO_ESCAPE, '\\$&')}"` : `"${value}"`;
  }
  return `{${elements.join(',')}}`;
}

/** The rows' columns as array literals, one binding per column (Postgres), or the rows as one JSON array (SQLite). */
const bindingsOf = (postgres: boolean, rows: readonly (readonly Cell[])[], width: number): string[] =>
  postgres
    ? Array.from({ length: width }, (_, column) => pgArray(rows.map((row) => row[column] as Cell)))
    : [JSON.stringify(rows)];

/** A user's rows beyond their newest `cap`, at most `batch` of them (window functions: SQLite ≥ 3.25 and Postgres). */
const SURPLUS_IDS = `select id from (select id, row_number() over (partition by user_id order by decided_at_ms desc, id desc) as rank from decisions) ranked
  where rank > ? limit ?`;

const toDecision = (row: DecisionRow): Decision => ({
  id: String(row.id),
  userId: row.user_id,
  projectId: row.project_id,
  projectTitle: row.project_title,
  projectUrl: row.project_url,
  outcome: row.outcome as DecisionOutcome,
  reasons: skipReasons(Number(row.reasons_mask)).map((reason) => reason.code),
  detail: row.detail,
  fitScore: row.fit_score === null || row.fit_score === undefined ? null : Number(row.fit_score),
  decidedAt: new Date(Number(row.decided_at_ms)),
});

const newestFirst = [
  { column: 'decided_at_ms', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

/** The decision log in the `decisions` and `decision_*` tables (migration 019). */
export class KnexDecisionLog implements DecisionLog {
  constructor(private readonly db: Db) {}

  async findLatestForProject(userId: string, projectId: string): Promise<Decision | null> {
    const row = (await this.db('decisions')
      .where({ user_id: userId, project_id: projectId })
      .orderBy([...newestFirst])
      .first()) as DecisionRow | undefined;
    return row === undefined ? null : toDecision(row);
  }

  async dailyCounts(scope: RunCountScope, range: TimeRange): Promise<readonly DailyRunCounts[]> {
    const { from, to } = dayIndexRange(range);
    const query = this.db('decision_days as d')
      .where('d.day', '>=', from)
      .andWhere('d.day', '<', to)
      .groupBy('d.day')
      .select<{ day: number | string; scanned: unknown; matched: unknown; queued: unknown; skipped: unknown }[]>(
        'd.day',
        this.db.raw('sum(d.scanned) as scanned'),
        this.db.raw('sum(d.matched) as matched'),
        this.db.raw('sum(d.queued) as queued'),
        this.db.raw('sum(d.skipped) as skipped'),
      );
    if (scope.kind === 'user') void query.andWhere('d.user_id', scope.userId);
    if (scope.kind === 'plan') {
      void query
        .join('users as u', 'u.id', 'd.user_id')
        .whereIn('u.current_plan', this.db('plans').where({ id: scope.planId }).select('slug'));
    }
    const rows = await query;
    return rows.map((row) => ({
      day: utcDayOfIndex(Number(row.day)),
      scanned: num(row.scanned),
      matched: num(row.matched),
      queued: num(row.queued),
      skipped: num(row.skipped),
    }));
  }

  async record(records: RunRecords): Promise<void> {
    const postgres = isPostgres(this.db);
    if (records.decisions.length > 0) {
      const rows = records.decisions.map((d) => [
        d.userId,
        d.projectId,
        d.projectTitle,
        d.projectUrl,
        d.outcome,
        reasonsMask(d.reasons),
        d.detail,
        d.decidedAt.getTime(),
        d.fitScore ?? null,
      ]);
      await this.db.raw(postgres ? INSERT_DECISIONS.pg : INSERT_DECISIONS.sqlite, bindingsOf(postgres, rows, 9));
    }
    if (records.summaries.length === 0) return;
    const days = runTotalsPerDay(records.summaries).map((t) => [
      t.userId,
      t.day,
      t.scanned,
      t.matched,
      t.queued,
      t.skipped,
    ]);
    await this.db.raw(postgres ? ADD_DAYS.pg : ADD_DAYS.sqlite, bindingsOf(postgres, days, 6));
    const skips = skipTotalsPerDay(records.summaries).map((t) => [t.userId, t.day, t.reason, t.count]);
    if (skips.length > 0)
      await this.db.raw(postgres ? ADD_SKIP_DAYS.pg : ADD_SKIP_DAYS.sqlite, bindingsOf(postgres, skips, 4));
    const lastRuns = lastRunPerUser(records.summaries).map((s) => [
      s.userId,
      s.ranAt.getTime(),
      s.scanned,
      s.matched,
      s.queued,
      s.skipped,
      JSON.stringify(s.skippedByReason),
      JSON.stringify(s.blocked),
    ]);
    await this.db.raw(postgres ? SET_LAST_RUNS.pg : SET_LAST_RUNS.sqlite, bindingsOf(postgres, lastRuns, 8));
  }

  async markHeld(userId: string, projectId: string, detail: string): Promise<boolean> {
    const latest = await this.findLatestForProject(userId, projectId);
    if (latest === null) return false;
    const changed = await this.db('decisions').where({ id: latest.id }).update({ outcome: 'held', detail });
    return changed > 0;
  }

  async list(userId: string, query: DecisionQuery): Promise<Page<Decision>> {
    const rows = this.db('decisions').where({ user_id: userId });
    if (query.outcome !== undefined) void rows.andWhere({ outcome: query.outcome });
    if (query.reason !== undefined) void rows.andWhereRaw('(reasons_mask & ?) <> 0', [skipBit(query.reason)]);
    return pageOf<DecisionRow, Decision>(rows.select('*'), query, (q) => q.orderBy([...newestFirst]), toDecision);
  }

  async skipCounts(userId: string, range: TimeRange): Promise<SkipCounts> {
    const { from, to } = dayIndexRange(range);
    const rows = await this.db('decision_skip_days')
      .where({ user_id: userId })
      .andWhere('day', '>=', from)
      .andWhere('day', '<', to)
      .groupBy('reason')
      .select<{ reason: string; count: unknown }[]>('reason', this.db.raw('sum(count) as count'));
    const counts: Partial<Record<SkipReasonCode, number>> = {};
    for (const row of rows)
      if ((SKIP_CODES as readonly string[]).includes(row.reason)) counts[row.reason as SkipReasonCode] = num(row.count);
    return counts;
  }

  async lastRun(userId: string): Promise<RunSummary | null> {
    const row = (await this.db('decision_last_runs').where({ user_id: userId }).first()) as
      | {
          user_id: string;
          ran_at_ms: unknown;
          scanned: unknown;
          matched: unknown;
          queued: unknown;
          skipped: unknown;
          skipped_by_reason: string;
          blocked: string;
        }
      | undefined;
    if (row === undefined) return null;
    return {
      userId: row.user_id,
      ranAt: new Date(Number(row.ran_at_ms)),
      scanned: num(row.scanned),
      matched: num(row.matched),
      queued: num(row.queued),
      skipped: num(row.skipped),
      skippedByReason: JSON.parse(row.skipped_by_reason) as SkipCounts,
      blocked: JSON.parse(row.blocked) as BlockReasonCode[],
    };
  }

  async prune(rules: DecisionPrune): Promise<number> {
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
      this.db('decisions')
        .whereIn('id', this.db('decisions').where('decided_at_ms', '<', decidedBefore).select('id').limit(batch))
        .del(),
    );
    await repeat(() => this.db('decisions').whereRaw(`id in (${SURPLUS_IDS})`, [rules.perUserCap, batch]).del());
    const skipDaysBefore = Math.floor(decidedBefore / DAY_MS);
    const countDaysBefore = Math.floor(rules.countsBefore.getTime() / DAY_MS);
    await repeat(() =>
      this.db('decision_skip_days')
        .whereRaw(
          '(user_id, day, reason) in (select user_id, day, reason from decision_skip_days where day < ? limit ?)',
          [skipDaysBefore, batch],
        )
        .del(),
    );
    await repeat(() =>
      this.db('decision_days')
        .whereRaw('(user_id, day) in (select user_id, day from decision_days where day < ? limit ?)', [
          countDaysBefore,
          batch,
        ])
        .del(),
    );
    return deleted;
  }
}
