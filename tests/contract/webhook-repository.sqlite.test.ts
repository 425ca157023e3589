import { openSqlite } from '../support/databases.js';
import { describeKnexWebhookRepository } from './webhook-repository.knex.cases.js';

describeKnexWebhookRepository('SQLite', () => openSqlite());
