import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** How many jobs of one queue wait (queued or running) and when the oldest of them was enqueued. */
export interface QueueBacklog {
  readonly depth: number;
  /** Null when none waits, or when the queue cannot tell. */
  readonly oldestEnqueuedAt: Date | null;
}

/** A job queue that can tell its backlog; read when metrics are scraped, never on a request. */
export interface QueueBacklogSource {
  backlog(queue: string): Promise<QueueBacklog>;
}

/** Whether a job queue can tell its backlog (the port's queues here all can; a test's fake may not). */
export const isBacklogSource = (queue: object): queue is QueueBacklogSource =>
  typeof (queue as Partial<QueueBacklogSource>).backlog === 'function';

export interface MetricsOptions {
  /** The queues whose depth and oldest job's age are reported, read from `source` at each scrape. */
  readonly queues?: {
    readonly source: QueueBacklogSource;
    readonly names: readonly string[];
    readonly now: () => Date;
  };
  /** Reports a scrape's failure to read a queue (the gauges are then left out of that scrape). */
  readonly onCollectError?: (error: unknown) => void;
}

/** Seconds; HTTP answers are milliseconds to a few seconds, an event stream minutes (it lands in +Inf). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; a tick must stay well under its minute (docs/design.md#engine). */
const TICK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];

/**
 * BidPilot's Prometheus metrics in a registry of their own (never prom-client's global one), so
 * several apps in one process (tests, the API beside a worker) each count only their own work.
 */
export class BidPilotMetrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'bidpilot_http_request_duration_seconds',
    help: 'HTTP requests by method, matched route pattern (or "unmatched") and status, until the response ended',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly bids = new Counter({
    name: 'bidpilot_bids_total',
    help: 'Bid jobs by outcome (placed, refused, held, skipped, drafted, failed) and reason',
    labelNames: ['outcome', 'reason'] as const,
    registers: [this.registry],
  });

  readonly tickDuration = new Histogram({
    name: 'bidpilot_dispatch_tick_duration_seconds',
    help: 'Engine ticks (feed poll and dispatch of the due users) by whether this process led',
    labelNames: ['leader'] as const,
    buckets: TICK_BUCKETS,
    registers: [this.registry],
  });

  readonly marketplaceCalls = new Counter({
    name: 'bidpilot_marketplace_calls_total',
    help: 'Calls to the marketplace by endpoint and result (ok, rate_limited, error)',
    labelNames: ['endpoint', 'result'] as const,
    registers: [this.registry],
  });

  readonly marketplaceRateLimited = new Counter({
    name: 'bidpilot_marketplace_rate_limited_total',
    help: 'Marketplace calls answered 429 (rate limited), by endpoint',
    labelNames: ['endpoint'] as const,
    registers: [this.registry],
  });

  readonly notificationDeliveries = new Counter({
    name: 'bidpilot_notification_deliveries_total',
    help: 'Notification delivery attempts by channel and outcome (delivered, skipped, retry, dead, failed)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [this.registry],
  });

  private collectingProcessMetrics = false;

  constructor(options: MetricsOptions = {}) {
    const queues = options.queues;
    if (queues === undefined) return;
    const backlogs = sharedBacklogs(queues, options.onCollectError);
    new Gauge({
      name: 'bidpilot_queue_depth',
      help: 'Jobs waiting or running, by queue',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        const read = await backlogs();
        this.reset();
        for (const [name, backlog] of read) this.set({ queue: name }, backlog.depth);
      },
    });
    new Gauge({
      name: 'bidpilot_queue_oldest_job_age_seconds',
      help: 'Age of the oldest job waiting or running, by queue (0 when none waits)',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        const read = await backlogs();
        this.reset();
        const now = queues.now().getTime();
        for (const [name, backlog] of read)
          this.set(
            { queue: name },
            backlog.oldestEnqueuedAt === null ? 0 : Math.max(0, (now - backlog.oldestEnqueuedAt.getTime()) / 1000),
          );
      },
    });
  }

  /**
   * Adds Node's process metrics (CPU, memory, event loop lag, GC, handles) to the registry, once:
   * for the process that serves the metrics. Not at construction, since the event loop's
   * monitor then runs for good, one per registry, in every test that builds a runtime.
   */
  collectProcessMetrics(): void {
    if (this.collectingProcessMetrics) return;
    this.collectingProcessMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** The exposition text and its content type, as a scraper expects them. */
  async exposition(): Promise<{ readonly contentType: string; readonly body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/**
 * A scrape collects both queue gauges side by side: the second joins the read the first began,
 * so the queues are read once per scrape; a later scrape reads them afresh.
 */
function sharedBacklogs(
  queues: NonNullable<MetricsOptions['queues']>,
  onError: MetricsOptions['onCollectError'],
): () => Promise<ReadonlyMap<string, QueueBacklog>> {
  let inFlight: Promise<ReadonlyMap<string, QueueBacklog>> | null = null;
  return () => {
    inFlight ??= Promise.all(queues.names.map(async (name) => [name, await queues.source.backlog(name)] as const))
      .then(
        (entries): ReadonlyMap<string, QueueBacklog> => new Map(entries),
        (error: unknown) => {
          onError?.(error);
          return new Map<string, QueueBacklog>();
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
