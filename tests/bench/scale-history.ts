import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';

/** Where a window of real engine writes is copied to, on Postgres. */
export interface HistoryCopies {
  /** The copied window: every row the engine wrote from this instant on. */
  readonly fromMs: number;
  /** Each copy is shifted this much later than the one before. */
  readonly stepMs: number;
  readonly copies: number;
  /** Added to a copied project's numeric id per copy, so no copy shares a project with another. */
  readonly projectIdStep: number;
}

/**
 * Per table, the columns a copy rewrites (`copy` is the copy's number, 1 to `copies`); the other
 * columns are copied as they are. Serial keys are left to their sequences. Ids get a suffix, times
 * shift by whole steps, projects get fresh ids (and the feed's stored project its new id).
 */
function rewrites(
  history: HistoryCopies,
): Record<string, { readonly where: string; readonly set: Record<string, string>; readonly omit?: readonly string[] }> {
  const shift = (column: string) => `${column} + copy * ${history.stepMs}::bigint`;
  const suffixed = (column: string) => `${column} || '~' || copy`;
  const project = (column: string) => `(${column}::bigint + copy * ${history.projectIdStep})::text`;
  const since = (column: string) => `${column} >= ${history.fromMs}`;
  return {
    feed_projects: {
      where: since('first_seen_at_ms'),
      set: {
        id: project('id'),
        project: `jsonb_set(project::jsonb, '{id}', to_jsonb(${project('id')}))::text`,
        posted_at_ms: shift('posted_at_ms'),
        first_seen_at_ms: shift('first_seen_at_ms'),
      },
    },
    bids: {
      where: since('updated_at_ms'),
      set: {
        id: suffixed('id'),
        project_id: project('project_id'),
        submitted_at_ms: shift('submitted_at_ms'),
        updated_at_ms: shift('updated_at_ms'),
        replied_at_ms: shift('replied_at_ms'),
      },
    },
    bid_events: { where: since('at_ms'), set: { bid_id: suffixed('bid_id'), at_ms: shift('at_ms') }, omit: ['seq'] },
    // Renumbered per user afterwards (renumberLedger): a copy's seq only has to be unique meanwhile.
    bid_ledger_entries: {
      where: `${since('created_at_ms')} and kind <> 'plan_grant'`,
      set: {
        id: suffixed('id'),
        key: suffixed('key'),
        seq: 'seq + copy * 1000000',
        created_at_ms: shift('created_at_ms'),
      },
    },
    decisions: {
      where: since('decided_at_ms'),
      set: { project_id: project('project_id'), decided_at_ms: shift('decided_at_ms') },
      omit: ['id'],
    },
    bid_pacing: { where: since('at_ms'), set: { bid_id: suffixed('bid_id'), at_ms: shift('at_ms') } },
    // Ended jobs only: the open ones of the copied window are cleared before the measured one.
    jobs: {
      where: `${since('created_at_ms')} and state in ('completed', 'dead')`,
      set: {
        id: suffixed('id'),
        run_after_ms: shift('run_after_ms'),
        created_at_ms: shift('created_at_ms'),
        updated_at_ms: shift('updated_at_ms'),
      },
    },
  };
}

/**
 * Copies, in bulk SQL on Postgres (INSERT … SELECT over generate_series), the rows a short real
 * run of the engine wrote, `copies` times, each later by a step: a day of history with the real
 * per-bid ratios of every table the engine writes, in seconds instead of hours. Then the ledger
 * is renumbered per user and the balances summed again, so they stay the ledger's projection.
 * Not copied: the per-user day counts of the decision log and its last runs (one row per user and
 * day, whatever the bids), and notifications (the bench's users have none).
 */
export async function copyHistory(
  db: Knex,
  history: HistoryCopies,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  for (const [table, { where, set, omit = [] }] of Object.entries(rewrites(history))) {
    const started = performance.now();
    const columns = await columnsOf(db, table);
    const copied = columns.filter((column) => !omit.includes(column));
    const selected = copied.map((column) => set[column] ?? `"${column}"`);
    await db.raw(
      `insert into "${table}" (${copied.map((column) => `"${column}"`).join(', ')})
       select ${selected.join(', ')} from "${table}" cross join generate_series(1, ${history.copies}) as copy where ${where}`,
    );
    // Before the next table's copy: bid_events' foreign key checks planned on the warm-up's few bids scan them all (70 s for 30,000 events).
    await db.raw(`analyze "${table}"`);
    log(`${table} copied in ${Math.round(performance.now() - started)} ms`);
  }
  const started = performance.now();
  await renumberLedger(db);
  await db.raw('analyze bid_ledger_entries, bid_balances');
  log(`ledger renumbered in ${Math.round(performance.now() - started)} ms`);
}

async function columnsOf(db: Knex, table: string): Promise<string[]> {
  const result = (await db.raw(
    'select column_name from information_schema.columns where table_schema = current_schema() and table_name = ? order by ordinal_position',
    [table],
  )) as { rows: { column_name: string }[] };
  if (result.rows.length === 0) throw new Error(`bench: no table ${table} in the current schema`);
  return result.rows.map((row) => row.column_name);
}

/**
 * The ledger appends at seq = entry_count + 1 (docs/design.md#bid-ledger): each user's entries
 * numbered 1… in time order, negated first so no two rows ever share a (user, seq) midway.
 */
async function renumberLedger(db: Knex): Promise<void> {
  await db.raw(
    `update bid_ledger_entries e set seq = -r.n
     from (select id, row_number() over (partition by user_id order by created_at_ms, seq) as n from bid_ledger_entries) r
     where e.id = r.id`,
  );
  await db.raw('update bid_ledger_entries set seq = -seq');
  await db.raw(
    `update bid_balances b set plan = s.plan, extra = s.extra, entry_count = s.n
     from (select user_id, sum(plan_delta) as plan, sum(extra_delta) as extra, count(*) as n from bid_ledger_entries group by user_id) s
     where b.user_id = s.user_id`,
  );
}
