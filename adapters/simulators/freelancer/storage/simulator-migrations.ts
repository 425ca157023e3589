import type { Knex } from 'knex';
import { isPostgres } from '../../../storage/knex/knex-client.js';
import { oneMigratorAtATime } from '../../../storage/knex/one-migrator-at-a-time.js';

/**
 * The Freelancer simulator's own tables, beside the product's in the same database but never in
 * its migration list: they are the simulated Freelancer's data, not BidPilot's (ADR 0009). Every
 * name starts with `sim_freelancer_`, and the simulator records its migrations in
 * `sim_freelancer_migrations`, so the product's migrations and rollbacks never touch them.
 */
export const SIMULATOR_MIGRATIONS_TABLE = 'sim_freelancer_migrations';

/** Simulated bid ids start here, far above the ids earlier in-memory simulators handed out. */
const FIRST_BID_ID = 400_000_000;

interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

const tables: Migration = {
  async up(db) {
    await db.schema.createTable('sim_freelancer_projects', (table) => {
      table.bigInteger('id').primary();
      table.bigInteger('submitted_at_ms').notNullable();
      // Apart from the body: closing a project changes it.
      table.bigInteger('closes_at_ms').nullable();
      table.string('type', 8).notNullable();
      // The SimulatorProject as JSON: written once, read whole.
      table.text('body').notNullable();
      table.index(['submitted_at_ms'], 'sim_freelancer_projects_submitted');
    });
    await db.schema.createTable('sim_freelancer_bids', (table) => {
      table.increments('id');
      table.bigInteger('project_id').notNullable();
      table.bigInteger('project_owner_id').notNullable();
      table.bigInteger('bidder_id').notNullable();
      table.double('amount').notNullable();
      table.integer('period').notNullable();
      table.double('milestone_percentage').notNullable();
      table.text('description').notNullable();
      table.bigInteger('submitted_at_ms').notNullable();
      table.string('award_status', 16).notNullable();
      // The owner's scheduled decision: it counts once its time has come, so reads write nothing.
      table.string('decision_status', 16).nullable();
      table.bigInteger('decision_at_ms').nullable();
      table.bigInteger('awarded_at_ms').nullable();
      // Freelancer's duplicate-bid rule, held by the database whichever process takes the bid.
      table.unique(['project_id', 'bidder_id'], { indexName: 'sim_freelancer_bids_one_per_bidder' });
      table.index(['bidder_id'], 'sim_freelancer_bids_bidder');
    });
    if (isPostgres(db)) {
      await db.raw("select setval(pg_get_serial_sequence('sim_freelancer_bids', 'id'), ?, false)", [FIRST_BID_ID]);
    } else {
      await db('sqlite_sequence').insert({ name: 'sim_freelancer_bids', seq: FIRST_BID_ID - 1 });
    }
  },
  async down(db) {
    await db.schema.dropTableIfExists('sim_freelancer_bids');
    await db.schema.dropTableIfExists('sim_freelancer_projects');
  },
};

/** When the project's owner writes first to the bidder (a message thread on the project): scheduled at the bid, like the owner's decision. */
const clientMessages: Migration = {
  async up(db) {
    await db.schema.alterTable('sim_freelancer_bids', (table) => {
      table.bigInteger('client_writes_at_ms').nullable();
    });
  },
  async down(db) {
    await db.schema.alterTable('sim_freelancer_bids', (table) => {
      table.dropColumn('client_writes_at_ms');
    });
  },
};

/**
 * The clients a test or demo put (`putClient`, or a seeded project's client): the stream's own
 * clients derive from their ids and need no row, but a put one must survive a restart.
 */
const clients: Migration = {
  async up(db) {
    await db.schema.createTable('sim_freelancer_clients', (table) => {
      table.bigInteger('id').primary();
      // The SimulatorClient as JSON: written whole, read whole.
      table.text('body').notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('sim_freelancer_clients');
  },
};

const migrations: ReadonlyArray<readonly [string, Migration]> = [
  ['sim_freelancer_001_tables', tables],
  ['sim_freelancer_002_client_messages', clientMessages],
  ['sim_freelancer_003_clients', clients],
];

const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations.map(([, migration]) => migration),
  getMigrationName: (migration) => migrations.find(([, m]) => m === migration)?.[0] ?? 'unknown',
  getMigration: async (migration) => migration,
};

/** Brings the simulator's tables up to date; servers starting together on one Postgres take turns. */
export async function migrateSimulator(db: Knex): Promise<void> {
  await oneMigratorAtATime(db, SIMULATOR_MIGRATIONS_TABLE, () =>
    db.migrate.latest({ migrationSource, tableName: SIMULATOR_MIGRATIONS_TABLE }),
  );
}
