import { DomainError } from '../../core/domain/errors.js';
import { fallbackRate, isSupportedCurrency, type CurrencyCode } from '../../core/domain/money/currency.js';
import type { Clock } from '../../core/ports/clock.port.js';
import type { ExchangeRates } from '../../core/ports/exchange-rates.port.js';
import { errorAnswerSchema, latestRatesSchema } from './rates.schemas.js';

/** The one logger method this adapter uses; a pino `Logger` fits. */
export interface RatesLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface LiveExchangeRatesOptions {
  /** The rates API root; `GET {baseUrl}/USD` is asked. Default `https://open.er-api.com/v6/latest` (public, no key). */
  readonly baseUrl?: string;
  /** Decides cache age and back-off; nothing here reads the system time. */
  readonly clock: Clock;
  readonly fetch?: typeof fetch;
  /** Per request, body included; 5 s by default. */
  readonly timeoutMs?: number;
  /** How long fetched rates are used without asking again; 1 hour by default (docs/design.md#exchange-rates). */
  readonly ttlMs?: number;
  /** After a failed fetch, how long to wait before asking the API again; 5 minutes by default. */
  readonly retryAfterMs?: number;
  /** How old expired rates may be and still be preferred over the spec's fallback table when a refresh fails; 24 hours by default. */
  readonly maxStaleMs?: number;
  readonly logger?: RatesLogger;
}

/** Units of each supported currency per 1 USD. */
type UsdTable = Readonly<Record<CurrencyCode, number>>;

interface Snapshot {
  readonly perUsd: UsdTable;
  /** When we fetched it, by the clock (not the vendor's daily `time_last_update_unix`). */
  readonly fetchedAt: number;
}

type FetchOutcome =
  | { readonly ok: true; readonly perUsd: UsdTable }
  | { readonly ok: false; readonly reason: string; readonly details?: Record<string, unknown> };

export const DEFAULT_RATES_BASE_URL = 'https://open.er-api.com/v6/latest';
const HOUR = 60 * 60 * 1000;

/**
 * Live USD-based rates from a public no-key API behind the ExchangeRates port.
 *
 * - One `GET {baseUrl}/USD` fills a table of units per USD for the five supported currencies;
 *   every pair is a cross rate through USD (`perUsd[to] / perUsd[from]`).
 * - The table is used for `ttlMs` (by the clock). Calls made while a fetch is in flight wait for
 *   that same fetch (single-flight), so a burst of conversions costs one request.
 * - Any failure (network error, timeout, non-2xx, body that is not JSON, schema mismatch, missing
 *   or non-positive rate) never reaches the caller: it is logged once, as a warning, and the API is
 *   not asked again until `retryAfterMs` has passed, so an outage does not cost a timeout per call.
 * - While failing, expired rates younger than `maxStaleMs` are preferred to the spec's fallback
 *   table: a day-old market rate is closer to today's than a constant written into the spec. With
 *   nothing fetched yet, or only older rates, the spec's fallback rates serve (core `fallbackRate`).
 */
export class LiveExchangeRates implements ExchangeRates {
  private readonly url: string;
  private readonly clock: Clock;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly ttlMs: number;
  private readonly retryAfterMs: number;
  private readonly maxStaleMs: number;
  private readonly logger: RatesLogger | undefined;

  private snapshot: Snapshot | undefined;
  /** No request before this instant (epoch ms) after a failure. */
  private retryAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<UsdTable | undefined> | undefined;

  constructor(options: LiveExchangeRatesOptions) {
    this.url = `${(options.baseUrl ?? DEFAULT_RATES_BASE_URL).replace(/\/+$/, '')}/USD`;
    this.clock = options.clock;
    // Resolved per call, so a fetch patched later (msw in tests) is the one used.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.ttlMs = options.ttlMs ?? HOUR;
    this.retryAfterMs = options.retryAfterMs ?? 5 * 60 * 1000;
    this.maxStaleMs = options.maxStaleMs ?? 24 * HOUR;
    this.logger = options.logger;
  }

  async rate(from: string, to: string): Promise<number> {
    if (!isSupportedCurrency(from) || !isSupportedCurrency(to)) {
      throw new DomainError('CURRENCY_UNSUPPORTED', `Unsupported currency pair ${from}/${to}`);
    }
    if (from === to) return 1;
    const perUsd = await this.usdTable();
    return perUsd === undefined ? fallbackRate(from, to) : perUsd[to] / perUsd[from];
  }

  /** The table to answer from now, or undefined for the spec's fallback rates. Never rejects. */
  private usdTable(): Promise<UsdTable | undefined> {
    const now = this.now();
    if (this.snapshot !== undefined && now - this.snapshot.fetchedAt < this.ttlMs)
      return Promise.resolve(this.snapshot.perUsd);
    if (this.inFlight !== undefined) return this.inFlight;
    if (now < this.retryAt) return Promise.resolve(this.usable(now));
    const refresh = this.refresh().finally(() => {
      this.inFlight = undefined;
    });
    this.inFlight = refresh;
    return refresh;
  }

  private async refresh(): Promise<UsdTable | undefined> {
    const outcome = await this.fetchLatest();
    const now = this.now();
    if (outcome.ok) {
      this.snapshot = { perUsd: outcome.perUsd, fetchedAt: now };
      this.retryAt = Number.NEGATIVE_INFINITY;
      return outcome.perUsd;
    }
    this.retryAt = now + this.retryAfterMs;
    const stale = this.usable(now);
    this.logger?.warn(
      {
        reason: outcome.reason,
        ...outcome.details,
        url: this.url,
        serving: stale === undefined ? 'fallback' : 'stale',
        ...(stale === undefined || this.snapshot === undefined
          ? {}
          : { staleSince: new Date(this.snapshot.fetchedAt).toISOString() }),
        retryAt: new Date(this.retryAt).toISOString(),
      },
      stale === undefined
        ? 'live exchange rates failed; using the fallback rates'
        : 'live exchange rates failed; using the last fetched rates',
    );
    return stale;
  }

  /** Fetched rates not older than maxStaleMs, else undefined. */
  private usable(now: number): UsdTable | undefined {
    return this.snapshot !== undefined && now - this.snapshot.fetchedAt < this.maxStaleMs
      ? this.snapshot.perUsd
      : undefined;
  }

  private async fetchLatest(): Promise<FetchOutcome> {
    let status: number;
    let text: string;
    try {
      const response = await this.fetchImpl(this.url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return timedOut
        ? { ok: false, reason: 'timeout', details: { timeoutMs: this.timeoutMs } }
        : { ok: false, reason: 'network', details: { error: error instanceof Error ? error.message : String(error) } };
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, reason: status >= 200 && status < 300 ? 'not-json' : 'http-status', details: { status } };
    }
    if (status < 200 || status >= 300) return { ok: false, reason: 'http-status', details: { status } };

    const vendorError = errorAnswerSchema.safeParse(json);
    if (vendorError.success)
      return { ok: false, reason: 'vendor-error', details: { errorType: vendorError.data['error-type'] ?? null } };

    const parsed = latestRatesSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        ok: false,
        reason: 'schema-mismatch',
        details: { issue: issue === undefined ? null : `${issue.path.join('.')}: ${issue.message}` },
      };
    }
    const { EUR, GBP, INR, ZAR } = parsed.data.rates;
    return { ok: true, perUsd: { USD: 1, EUR, GBP, INR, ZAR } };
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}
