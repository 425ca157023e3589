import { afterEach, describe, expect, it } from 'vitest';
import { createKnex } from '../../../adapters/storage/knex/knex-client.js';
import { migrateLatest } from '../../../adapters/storage/knex/migration-source.js';
import { createScratchDatabase, postgresAvailable } from '../../support/databases.js';

/** Several server processes may start at once on one Postgres; each migrates before it serves. */
describe.skipIf(!(await postgresAvailable()))('migrations started by several processes at once on Postgres', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('all succeed, and the schema is migrated once', async () => {
    const scratch = await createScratchDatabase();
    cleanups.push(scratch.drop);
    const servers = Array.from({ length: 4 }, () => createKnex({ dialect: 'postgres', connection: scratch.url }));
    cleanups.push(() => Promise.all(servers.map((db) => db.destroy())).then(() => undefined));

    const outcomes = await Promise.allSettled(servers.map((db) => migrateLatest(db)));

    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const applied = await servers[0]!('knex_migrations').select('name').orderBy('id');
    expect(applied.map((row: { name: string }) => row.name)).toEqual([
      ...new Set(applied.map((row: { name: string }) => row.name)),
    ]);
    expect(await servers[0]!.schema.hasTable('payments')).toBe(true);
  });
});
