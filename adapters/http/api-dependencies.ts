import type { PaymentGatewayMode, SimulatedSystems } from '../../contract/health.js';
import type { Clock } from '../../core/ports/clock.port.js';
import type { EventPublisher } from '../../core/ports/event-publisher.port.js';
import type { RateLimitStore } from '../../core/ports/rate-limit-store.port.js';
import type { UseCases } from '../composition/use-cases.js';
import type { Logger } from '../logging/logger.js';
import type { BidPilotMetrics } from '../metrics/bidpilot-metrics.js';
import type { SessionResolver } from './auth/session-resolver.js';
import type { Sessions } from './auth/sessions.js';
import type { LiveConnectionCaps } from './live-connection-limits.js';

/**
 * Attempts allowed per window (15 minutes for sign-in, an hour for registration); docs/adr/0010.
 * Sign-in attempts are counted before the password is checked, so concurrent guesses cannot
 * overshoot a limit.
 */
export interface RateLimits {
  /** Sign-in attempts from one client address, whatever the e-mail. */
  readonly signInPerIp: number;
  /** Failed sign-ins for one e-mail from one client address; a success from that address clears them. */
  readonly signInFailuresPerEmailAndIp: number;
  /**
   * The ceiling for one e-mail across all addresses, counting the attempts of addresses not
   * locked out yet; a success does not clear it, or the owner would clear an attacker's count.
   */
  readonly signInAttemptsPerEmail: number;
  readonly registrationsPerIp: number;
  /** Checkouts one user may open in 15 minutes: a buyer changing their mind, not a script filling the payments table. */
  readonly checkoutsPerUser: number;
  /**
   * Webhook test events and redeliveries one user may queue in 10 minutes, together: a person
   * checking their receiver, not a script making the server post to an address of its choosing.
   */
  readonly webhookSendsPerUser: number;
  /**
   * Slack and Telegram test messages one user may send in 10 minutes, together: each is sent inside
   * its request, and Telegram's bot, shared by every user, may send only so many messages a second.
   */
  readonly channelTestsPerUser: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: 30,
  signInFailuresPerEmailAndIp: 5,
  signInAttemptsPerEmail: 100,
  registrationsPerIp: 10,
  checkoutsPerUser: 10,
  webhookSendsPerUser: 30,
  channelTestsPerUser: 10,
};

/** The use cases the API's routes call: everything but the scheduled and queued work. */
export type ApiUseCases = Omit<UseCases, 'engine'>;

/**
 * What the HTTP adapter needs from the composition root: the use cases, built there once, and
 * what HTTP itself uses (sessions, live events to relay, sign-in limits, settings). Routes reach
 * data only through the use cases.
 */
export interface ApiDependencies {
  readonly useCases: ApiUseCases;
  readonly sessions: Sessions;
  readonly resolveSession: SessionResolver;
  /** Relayed to signed-in browsers by the live events route. */
  readonly events: Pick<EventPublisher, 'subscribe'>;
  /** Times the sign-in and registration limits' windows. */
  readonly clock: Clock;
  /** The address buyers reach this server at; an https one turns on Strict-Transport-Security. */
  readonly publicUrl: string;
  readonly logger: Logger;
  readonly rateLimits?: RateLimits;
  /** Where sign-in and registration attempts are counted; in this process's memory when absent. */
  readonly rateLimitStore?: RateLimitStore;
  /** LIVE_EVENTS_PER_USER / LIVE_EVENTS_PER_PROCESS: open live-event streams allowed; the defaults when absent. */
  readonly liveEventCaps?: LiveConnectionCaps;
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For; the client address (rate limits, the gateway's source check) comes from the socket when absent or 0. */
  readonly trustedProxyHops?: number;
  /** Which outside systems the built-in simulators stand in for (demo mode), told by GET /api/health. */
  readonly simulated: SimulatedSystems;
  /** Whether the payment gateway is a sandbox (manual completion offered) or live PayFast, told by GET /api/health. */
  readonly paymentGatewayMode?: PaymentGatewayMode;
  /** Where the buyer's browser posts the gateway's checkout form (the pages' form-action allows it). */
  readonly checkoutOrigin?: string;
  /** HTTP request metrics and what `/metrics` serves (with metricsToken); none when absent. */
  readonly metrics?: BidPilotMetrics;
  /** METRICS_TOKEN, or null: `/metrics` is then not served. */
  readonly metricsToken?: string | null;
}
