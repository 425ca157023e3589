import { loadConfig } from '../../config/app-config.js';
import { migrateLatest, migrationSource, rollbackAll } from './migration-source.js';
import { openDatabase } from './open-database.js';

/** `npm run db:migrate` / `npm run db:rollback` against DATABASE_URL. */
async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    if (command === 'latest') await migrateLatest(db);
    else if (command === 'rollback') await rollbackAll(db);
    else throw new Error('usage: migrate-cli.ts latest|rollback');
    const [completed] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]];
    console.log(`${config.database.dialect}: ${completed.length} migration(s) applied`);
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
