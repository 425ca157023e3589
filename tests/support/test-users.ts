import type { Knex } from 'knex';

/**
 * Inserts a `users` row with only the columns that must be given: those that are NOT NULL and
 * have no default. Suites for tables that reference users stay independent of the users schema,
 * which another suite owns.
 */
export async function insertTestUser(db: Knex, id: string): Promise<void> {
  await insertRequired(db, 'users', { id });
}

/** Inserts a `plans` row the same way, with the given id and slug (users.current_plan holds the slug). */
export async function insertTestPlan(db: Knex, id: string, slug: string): Promise<void> {
  await insertRequired(db, 'plans', { id, slug });
}

async function insertRequired(db: Knex, table: string, given: Record<string, unknown>): Promise<void> {
  const columns = await db(table).columnInfo();
  const row: Record<string, unknown> = { ...given };
  for (const [name, info] of Object.entries(columns)) {
    if (name in given || info.nullable || info.defaultValue !== null) continue;
    row[name] = placeholder(info.type, `${String(given.id)}-${name}`);
  }
  await db(table).insert(row);
}

function placeholder(type: string, text: string): unknown {
  const t = type.toLowerCase();
  if (/bool/.test(t)) return false;
  if (/int|numeric|decimal|real|double|float/.test(t)) return 0;
  if (/timestamp|date|time/.test(t)) return new Date();
  if (/json/.test(t)) return '{}';
  return text.includes('email') ? `${text}@example.test` : text;
}
