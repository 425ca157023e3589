import type { Knex } from 'knex';

/**
 * Inserts a `users` row with only the columns that must be given: those that are NOT NULL and
 * have no default. Suites for tables that reference users stay independent of the users schema,
 * which another suite owns.
 */
export async function insertTestUser(db: Knex, id: string): Promise<void> {
  const columns = await db('users').columnInfo();
  const row: Record<string, unknown> = { id };
  for (const [name, info] of Object.entries(columns)) {
    if (name === 'id' || info.nullable || info.defaultValue !== null) continue;
    row[name] = placeholder(info.type, `${id}-${name}`);
  }
  await db('users').insert(row);
}

function placeholder(type: string, text: string): unknown {
  const t = type.toLowerCase();
  if (/bool/.test(t)) return false;
  if (/int|numeric|decimal|real|double|float/.test(t)) return 0;
  if (/timestamp|date|time/.test(t)) return new Date();
  if (/json/.test(t)) return '{}';
  return text.includes('email') ? `${text}@example.test` : text;
}
