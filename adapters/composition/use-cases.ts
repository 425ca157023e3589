import { seedDefaults } from '../storage/seed.js';
import { authUseCases, userUseCases } from './use-cases/account.js';
import { adminUseCases } from './use-cases/admin.js';
import type { UseCaseAdapters, UseCaseSettings } from './use-cases/adapters-and-settings.js';
import { analyticsUseCases, biddingUseCases, decisionUseCases, reviewUseCases } from './use-cases/bidding.js';
import { contactUseCases } from './use-cases/contact.js';
import { engineUseCases } from './use-cases/engine.js';
import { channelUseCases, notificationUseCases } from './use-cases/notifications.js';
import { paymentUseCases, pricingUseCases } from './use-cases/payments.js';
import { profileUseCases, webhookUseCases } from './use-cases/profile.js';
import { sharedUseCases } from './use-cases/shared.js';

/**
 * Every use case a driving adapter (HTTP API, CLI, engine and bid worker, start-up) calls, bound to
 * its ports, grouped by area. Nothing outside the composition root constructs a use case: a route,
 * a command or a job takes the ones it needs from here, and reads go through here too, so no
 * driving adapter holds a repository or the clock. Its type is what the builder answers, so a use
 * case's signature is written once, in core.
 */
export type UseCases = ReturnType<typeof buildUseCases>;

/** Builds every use case over the given adapters. The composition root calls it once per process. */
export function buildUseCases(adapters: UseCaseAdapters, settings: UseCaseSettings) {
  const { storage } = adapters;
  const shared = sharedUseCases(adapters, settings);
  return {
    auth: authUseCases(adapters, settings),
    users: userUseCases(adapters),
    bidding: biddingUseCases(adapters, shared),
    /**
     * The review lane (docs/design.md#review-lane): held drafts, their decisions, and the signed
     * links' claims. `count` is the navigation's badge; `find` answers REVIEW_NOT_FOUND for another
     * user's draft.
     */
    reviews: reviewUseCases(adapters, shared),
    decisions: decisionUseCases(adapters, shared),
    /** Where the user's notifications leave BidPilot (docs/design.md#channels). */
    channels: channelUseCases(adapters, settings, shared),
    /** The Results screens (docs/design.md#funnel). */
    analytics: analyticsUseCases(adapters),
    profile: profileUseCases(adapters),
    pricing: pricingUseCases(adapters, shared),
    payments: paymentUseCases(adapters, settings, shared),
    admin: adminUseCases(adapters, shared),
    /** The signed-in user's own webhook endpoints (docs/design.md#signed-webhooks). */
    webhooks: webhookUseCases(adapters, settings),
    /** The public contact form and the admins' inbox of it (docs/design.md#contact-messages). */
    contact: contactUseCases(adapters, settings),
    /** The scheduled and queued work: what the engine, the scheduler and the bid worker run. */
    engine: engineUseCases(adapters, settings, shared),
    /** The inbox, the channel choices and the deliveries (docs/design.md#notifications). */
    notifications: notificationUseCases(adapters, shared),
    /** The database itself (start-up, the health route, the CLI's migrate and health): no product rule, but no driving adapter holds storage. */
    system: {
      /** Adds the default plans and add-on packs to empty tables, and says how many of each it added. */
      seedDefaults: () => seedDefaults(storage),
      /** Whether the database answers, for the health route and the CLI's health command. */
      databaseUp: (): Promise<boolean> => storage.ping(),
    },
  };
}
