import type { Knex } from 'knex';
import { databaseUrlOf, parseEnv } from './adapters/config/env.js';
import { parseDatabaseUrl } from './adapters/storage/knex/knex-client.js';
import { migrationSource } from './adapters/storage/knex/migration-source.js';

/**
 * For the knex CLI (`tsx node_modules/knex/bin/cli.js migrate:status`). The app itself and
 * `npm run db:migrate` build their connection in adapters/storage/knex/knex-client.ts.
 */
const target = parseDatabaseUrl(databaseUrlOf(parseEnv()));

const config: Knex.Config =
  target.dialect === 'sqlite'
    ? {
        client: 'sqlite3',
        connection: { filename: target.connection },
        useNullAsDefault: true,
        migrations: { migrationSource },
      }
    : { client: 'pg', connection: target.connection, migrations: { migrationSource } };

export default config;
