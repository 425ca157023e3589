/**
 * The wire contract of the HTTP API: per endpoint, the zod schemas of its input, the `XBody` /
 * `XQuery` / `XParams` / `XResponse` types, the mappers from domain values to response shapes
 * (shared by the Koa routes and the CLI's --json output) and the live-event messages. It imports
 * only zod and core; a browser client imports its types with `import type`.
 */
export * from './admin-outbox.js';
export * from './admin-payments.js';
export * from './admin-plans.js';
export * from './admin-stats.js';
export * from './admin-users.js';
export * from './analytics.js';
export * from './auth.js';
export * from './bid-detail.js';
export * from './bid-logs.js';
export * from './bidding.js';
export * from './common.js';
export * from './decisions.js';
export * from './explain-project.js';
export * from './fit-score.js';
export * from './last-run.js';
export * from './currency.js';
export * from './events.js';
export * from './health.js';
export * from './notification-channels.js';
export * from './notifications.js';
export * from './payments.js';
export * from './pricing.js';
export * from './portfolio.js';
export * from './profile.js';
export * from './prompt-experiments.js';
export * from './settings-fields.js';
export * from './user.js';
export * from './webhooks.js';
export * from './contact.js';
export * from './reviews.js';
export * from './what-if.js';
