import type { ServiceIdentifier } from 'inversify';
import type { Clock } from '../../core/ports/clock.port.js';
import type { EventPublisher } from '../../core/ports/event-publisher.port.js';
import type { ExchangeRates } from '../../core/ports/exchange-rates.port.js';
import type { JobQueue } from '../../core/ports/job-queue.port.js';
import type { Mailer } from '../../core/ports/mailer.port.js';
import type { Notifier } from '../../core/ports/notifier.port.js';
import type { LeaderLock } from '../../core/ports/leader-lock.port.js';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';
import type { Marketplace } from '../../core/ports/marketplace.port.js';
import type { PaymentGateway } from '../../core/ports/payment-gateway.port.js';
import type { PasswordHasher } from '../../core/ports/password-hasher.port.js';
import type { ProposalWriter } from '../../core/ports/proposal-writer.port.js';
import type { RateLimitStore } from '../../core/ports/rate-limit-store.port.js';
import type { Storage } from '../../core/ports/storage.port.js';
import type { WorkLeases } from '../../core/ports/work-leases.port.js';
import type { AppConfig } from '../config/app-config.js';
import type { SessionTokens } from '../http/auth/session-tokens.js';
import type { Sessions } from '../http/auth/sessions.js';
import type { Logger } from '../logging/logger.js';
import type { UseCases } from './use-cases.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`bidpilot.${name}`);

export const TOKENS = {
  Config: token<AppConfig>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  Storage: token<Storage>('Storage'),
  JobQueue: token<JobQueue>('JobQueue'),
  Events: token<EventPublisher>('Events'),
  Hasher: token<PasswordHasher>('Hasher'),
  Marketplace: token<Marketplace>('Marketplace'),
  MarketplaceBackoff: token<MarketplaceBackoff>('MarketplaceBackoff'),
  Rates: token<ExchangeRates>('Rates'),
  PaymentGateway: token<PaymentGateway>('PaymentGateway'),
  SessionTokens: token<SessionTokens>('SessionTokens'),
  Sessions: token<Sessions>('Sessions'),
  ProposalWriter: token<ProposalWriter>('ProposalWriter'),
  Mailer: token<Mailer>('Mailer'),
  Notifier: token<Notifier>('Notifier'),
  RateLimitStore: token<RateLimitStore>('RateLimitStore'),
  LeaderLock: token<LeaderLock>('LeaderLock'),
  /** The bid worker's user and token keys, shared by every worker process on the database. */
  WorkLeases: token<WorkLeases>('WorkLeases'),
  /** Built once, on first use, over the adapters bound here. */
  UseCases: token<UseCases>('UseCases'),
} as const;
