import type { Clock } from '../../core/ports/clock.port.js';
import type { EventPublisher } from '../../core/ports/event-publisher.port.js';
import type { ExchangeRates } from '../../core/ports/exchange-rates.port.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import type { Marketplace } from '../../core/ports/marketplace.port.js';
import type { PaymentGateway } from '../../core/ports/payment-gateway.port.js';
import type { PasswordHasher } from '../../core/ports/password-hasher.port.js';
import type { RateLimitStore } from '../../core/ports/rate-limit-store.port.js';
import type { Storage } from '../../core/ports/storage.port.js';
import type { Logger } from '../logging/logger.js';
import type { SessionResolver } from './auth/session-resolver.js';
import type { SessionTokens } from './auth/session-tokens.js';

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
}

export const DEFAULT_RATE_LIMITS: RateLimits = { signInPerIp: 30, signInFailuresPerEmailAndIp: 5, signInAttemptsPerEmail: 100, registrationsPerIp: 10 };

/** What the HTTP adapter needs from the composition root. */
export interface ApiDependencies {
  readonly storage: Storage;
  readonly clock: Clock;
  readonly events: EventPublisher;
  readonly hasher: PasswordHasher;
  readonly sessions: SessionTokens;
  readonly resolveSession: SessionResolver;
  readonly marketplace: Marketplace;
  readonly rates: ExchangeRates;
  readonly paymentGateway: PaymentGateway;
  /** Where Test Bidding queues its bids for the bid worker. */
  readonly jobQueue: JobQueue;
  /** The address buyers reach this server at: the base of the gateway's return, cancel and notify URLs. */
  readonly publicUrl: string;
  readonly logger: Logger;
  readonly rateLimits?: RateLimits;
  /** Where sign-in and registration attempts are counted; in this process's memory when absent. */
  readonly rateLimitStore?: RateLimitStore;
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For; the client address (rate limits, the gateway's source check) comes from the socket when absent or 0. */
  readonly trustedProxyHops?: number;
}
