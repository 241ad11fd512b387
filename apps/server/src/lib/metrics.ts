/**
 * Prometheus metrics (prom-client): requests by method, route pattern and status, their latency,
 * the PostgreSQL pool, open SSE streams, and the default process metrics. One registry per app, so
 * tests can build several apps in one process.
 *
 * With WORKERS=N every worker keeps its own counts; a scrape reaching any worker is answered with
 * the sum over all of them, gathered by the primary (prom-client's AggregatorRegistry over the
 * cluster's IPC channel), so Prometheus sees one consistent series whichever worker it hits.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.js';

export interface AppMetrics {
  readonly contentType: string;
  /** Records one finished request; `route` is the route pattern, never the raw URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  setSseClients(count: number): void;
  /** A public page the server could not render: the reader got the app shell instead. */
  countRenderFailure(): void;
  /** The exposition text: this process's metrics, or the whole cluster's in a worker. */
  text(): Promise<string>;
}

const requestMessage = 'pintrip:metrics-request';
const replyMessage = 'pintrip:metrics-reply';
const clusterTimeoutMs = 5_000;

interface MetricsReply {
  type: typeof replyMessage;
  id: number;
  text?: string;
}

export function createMetrics(database: Pick<Database, 'poolStats'>): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'pintrip_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'pintrip_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const sseClients = new Gauge({
    name: 'pintrip_sse_clients',
    help: 'Open server-sent event streams (GET /api/events).',
    registers: [registry],
  });
  const renderFailures = new Counter({
    name: 'pintrip_render_failures_total',
    help: 'Public pages the server failed to render (the reader got the app shell and the browser rendered it).',
    registers: [registry],
  });
  const { poolStats } = database;
  if (poolStats) {
    new Gauge({
      name: 'pintrip_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  if (cluster.isWorker) {
    // Constructing one makes prom-client answer the primary's requests for this worker's metrics.
    void new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }

  let nextId = 0;
  const fromPrimary = () =>
    new Promise<string>((resolve, reject) => {
      const id = (nextId += 1);
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        reject(new Error('the primary did not answer with the cluster metrics'));
      }, clusterTimeoutMs);
      const onMessage = (message: unknown) => {
        const reply = message as Partial<MetricsReply> | null;
        if (reply?.type !== replyMessage || reply.id !== id) return;
        clearTimeout(timer);
        process.off('message', onMessage);
        if (typeof reply.text === 'string') resolve(reply.text);
        else reject(new Error('the primary could not gather the cluster metrics'));
      };
      process.on('message', onMessage);
      process.send?.({ type: requestMessage, id });
    });

  return {
    contentType: registry.contentType,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    setSseClients(count) {
      sseClients.set(count);
    },
    countRenderFailure() {
      renderFailures.inc();
    },
    async text() {
      if (cluster.isWorker && process.send) return fromPrimary();
      return registry.metrics();
    },
  };
}

/** In the primary of WORKERS=N: answers each worker's request for the whole cluster's metrics. */
export function serveClusterMetrics(onError: (error: unknown) => void) {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    const request = message as { type?: unknown; id?: unknown } | null;
    if (request?.type !== requestMessage || typeof request.id !== 'number') return;
    const id = request.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: replyMessage, id, text } satisfies MetricsReply),
      (error: unknown) => {
        onError(error);
        worker.send({ type: replyMessage, id } satisfies MetricsReply);
      },
    );
  });
}
