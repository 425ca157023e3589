import { skipBit, skipReasons } from '../../../core/domain/bidding/autobid-reasons.js';
import type { TimeRange } from '../../../core/domain/stats/daily-activity.js';
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
import { lastRunPerUser, runTotalsPerDay, skipTotalsPerDay } from '../decision-log-rows.js';
import { isPostgres } from './knex-client.js';
import { dailyCounts, lastRun, skipCounts } from './knex-decision-counts.js';
import {
  ADD_DAYS,
  ADD_SKIP_DAYS,
  INSERT_DECISIONS,
  SET_LAST_RUNS,
  dayCells,
  decisionCells,
  lastRunCells,
  skipDayCells,
  type Cell,
  type DualStatement,
} from './knex-decision-log-statements.js';
import { pruneDecisions } from './knex-decision-prune.js';
import { pageOf, type Db } from './knex-rows.js';

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

  dailyCounts(scope: RunCountScope, range: TimeRange): Promise<readonly DailyRunCounts[]> {
    return dailyCounts(this.db, scope, range);
  }

  async record(records: RunRecords): Promise<void> {
    const postgres = isPostgres(this.db);
    const write = (statement: DualStatement, rows: readonly (readonly Cell[])[], width: number) =>
      this.db.raw(postgres ? statement.pg : statement.sqlite, bindingsOf(postgres, rows, width));
    if (records.decisions.length > 0) await write(INSERT_DECISIONS, records.decisions.map(decisionCells), 9);
    if (records.summaries.length === 0) return;
    await write(ADD_DAYS, runTotalsPerDay(records.summaries).map(dayCells), 6);
    const skips = skipTotalsPerDay(records.summaries).map(skipDayCells);
    if (skips.length > 0) await write(ADD_SKIP_DAYS, skips, 4);
    await write(SET_LAST_RUNS, lastRunPerUser(records.summaries).map(lastRunCells), 8);
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
    if (query.excludeReason !== undefined)
      void rows.andWhereRaw('(reasons_mask & ?) = 0', [skipBit(query.excludeReason)]);
    return pageOf<DecisionRow, Decision>(rows.select('*'), query, (q) => q.orderBy([...newestFirst]), toDecision);
  }

  skipCounts(userId: string, range: TimeRange): Promise<SkipCounts> {
    return skipCounts(this.db, userId, range);
  }

  lastRun(userId: string): Promise<RunSummary | null> {
    return lastRun(this.db, userId);
  }

  prune(rules: DecisionPrune): Promise<number> {
    return pruneDecisions(this.db, rules);
  }
}
