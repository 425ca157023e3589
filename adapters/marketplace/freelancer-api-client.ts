import type { z } from 'zod';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';
import type { Logger } from '../logging/logger.js';
import { BodyTooLargeError, readCappedText } from './capped-body.js';
import { mapFailure, rateLimited, tokenRefused, unavailable, type FreelancerOperation } from './freelancer-failures.js';
import { errorEnvelopeSchema, successEnvelopeSchema } from './freelancer.schemas.js';
import { rateLimitSignal } from './rate-limit-headers.js';

export type FreelancerQuery = ReadonlyArray<readonly [string, string | number | boolean]>;

/** Freelancer answers at most 100 items per call. */
export const PAGE = 100;

/** How every request goes out: HttpFreelancerMarketplaceOptions with their defaults applied. */
export interface FreelancerApiSettings {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
  readonly logger: Pick<Logger, 'warn'> | undefined;
  readonly backoff: MarketplaceBackoff | undefined;
  readonly now: () => Date;
}

interface Answer {
  readonly status: number;
  readonly text: string;
  readonly headers: Headers;
}

/** Requests to Freelancer's REST API v0.1, with the rate-limit backoff shared through `backoff`. */
export class FreelancerApiClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly maxBodyBytes: number;
  private readonly logger: Pick<Logger, 'warn'> | undefined;
  private readonly backoff: MarketplaceBackoff | undefined;
  private readonly now: () => Date;

  constructor(settings: FreelancerApiSettings) {
    this.baseUrl = settings.baseUrl;
    this.fetchImpl = settings.fetch;
    this.timeoutMs = settings.timeoutMs;
    this.maxBodyBytes = settings.maxBodyBytes;
    this.logger = settings.logger;
    this.backoff = settings.backoff;
    this.now = settings.now;
  }

  /** One request: auth header, timeout, envelope check, zod parse, and the error mapping of docs/design.md#freelancer. */
  async call<T extends z.ZodType>(
    operation: FreelancerOperation,
    token: string,
    method: 'GET' | 'POST',
    path: string,
    query: FreelancerQuery,
    schema: T,
    body?: unknown,
  ): Promise<z.output<T>> {
    // An empty token, or one no HTTP header can carry, is refused without asking Freelancer.
    if (!/^[\x21-\x7e]+$/.test(token)) throw tokenRefused();
    await this.failWhileBackingOff(token);
    const answer = await this.send(token, method, path, query, body);
    await this.noteRateLimit(token, answer.status, answer.headers);
    return readAnswer(operation, answer, schema);
  }

  /** The status, headers and body text Freelancer answered; a timeout, a failed fetch or a body over the cap is an outage. */
  private async send(
    token: string,
    method: 'GET' | 'POST',
    path: string,
    query: FreelancerQuery,
    body: unknown,
  ): Promise<Answer> {
    const search = new URLSearchParams(query.map(([key, value]) => [key, String(value)]));
    const url = `${this.baseUrl}${path}${query.length > 0 ? `?${search.toString()}` : ''}`;
    const headers: Record<string, string> = { 'Freelancer-OAuth-V1': token, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const signal = AbortSignal.timeout(this.timeoutMs);
      const response = await this.fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      const status = response.status;
      const responseHeaders = response.headers;
      // A stalled or endless body is cut by the same timeout, and a huge one by the cap.
      const text = await readCappedText(response, this.maxBodyBytes, signal);
      return { status, text, headers: responseHeaders };
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        throw unavailable('Freelancer sent an answer too large to read. Please try again later.');
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw unavailable(
        timedOut
          ? `Freelancer did not answer within ${Math.round(this.timeoutMs / 1000)} s. Please try again later.`
          : 'Freelancer could not be reached. Please try again later.',
      );
    }
  }

  /** The shared backoff is advisory: when its store cannot be read, the call goes ahead. */
  private async failWhileBackingOff(token: string): Promise<void> {
    if (this.backoff === undefined) return;
    const until = await this.backoff.pausedUntil(token, this.now()).catch((error: unknown) => {
      this.logger?.warn({ err: error }, 'Could not read the Freelancer rate-limit backoff');
      return null;
    });
    if (until !== null) throw rateLimited();
  }

  /** A failure to record a backoff must not turn an answer Freelancer gave (a placed bid) into an error. */
  private async noteRateLimit(token: string, status: number, headers: Headers): Promise<void> {
    if (this.backoff === undefined) return;
    const now = this.now();
    const signal = rateLimitSignal(status, headers, now);
    if (signal === null) return;
    await this.backoff.backOff(token, now, signal.told).catch((error: unknown) => {
      this.logger?.warn({ err: error }, 'Could not record a Freelancer rate-limit backoff');
    });
  }
}

/** The answer's `result` as `schema` reads it, or the DomainError its status or error envelope means. */
function readAnswer<T extends z.ZodType>(operation: FreelancerOperation, answer: Answer, schema: T): z.output<T> {
  const { status, text } = answer;
  const json = parseJson(text);
  const failed =
    status < 200 ||
    status >= 300 ||
    (typeof json === 'object' && json !== null && (json as { status?: unknown }).status === 'error');
  if (failed) {
    const envelope = errorEnvelopeSchema.safeParse(json);
    throw mapFailure(operation, status, envelope.success ? envelope.data : {}, json !== undefined);
  }
  const envelope = successEnvelopeSchema.safeParse(json);
  const parsed = envelope.success ? schema.safeParse(envelope.data.result) : undefined;
  if (parsed === undefined || !parsed.success)
    throw unavailable('Freelancer sent an answer BidPilot could not read. Please try again later.');
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
