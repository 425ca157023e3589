import { openSqlite } from '../support/databases.js';
import { describeKnexChannelLinks } from './channel-links.knex.cases.js';

describeKnexChannelLinks('knex tables on SQLite', () => openSqlite());
