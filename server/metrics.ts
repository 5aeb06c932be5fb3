import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { PoolStats } from './db/database'

/**
 * The auth service's Prometheus metrics, in a registry of its own per app (never prom-client's
 * global one: a process may run several apps, as the tests do). Served by GET /metrics on the
 * metrics listener only (server/service.ts, PORTICO_AUTH_METRICS_PORT), never on the public one.
 * Labels are route patterns, statuses, error codes and mail kinds: never an address or a value.
 */
export interface AuthMetrics {
  registry: Registry
  /** Answers by method, route pattern (`/v1/email/start`, unmatched: `unmatched`) and status. */
  requests: Counter<'method' | 'route' | 'status'>
  /** Time to answer, by method and route pattern. */
  duration: Histogram<'method' | 'route'>
  /** Contract error answers by error code (wrong codes, expired sessions, ...), 4xx and 5xx. */
  failures: Counter<'code'>
  /** 429 answers by route pattern: a rate limit, a cooldown or a long-poll cap refused it. */
  rateLimited: Counter<'route'>
  /** E-mails delivered by kind; `kind="code"` is the codes sent. */
  mailSent: Counter<'kind'>
  /** Delivery attempts that failed (the e-mail stays queued for a retry). */
  mailFailures: Counter<'kind'>
  /** Attempts after an e-mail's first. */
  mailRetries: Counter<'kind'>
  /** E-mails dropped unsent because their code or link expired first. */
  mailExpired: Counter<'kind'>
}

/** What the gauges read when scraped: the outbox's depth, the database pool's use. */
export interface MetricsSources {
  outboxDepth(): Promise<number>
  pool?: (() => PoolStats) | undefined
}

/** Latency buckets (seconds): a cached read takes ~1 ms, a sign-in start with SMTP ~100 ms. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * A fresh set of metrics. `processMetrics`: Node's own (CPU, memory, event loop lag, GC) too,
 * for the running service (server/service.ts); apps built in tests go without their observers.
 */
export function createMetrics({
  processMetrics = false,
}: { processMetrics?: boolean } = {}): AuthMetrics {
  const registry = new Registry()
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: 'portico_auth_' })
  const registers = [registry]
  return {
    registry,
    requests: new Counter({
      name: 'portico_auth_http_requests_total',
      help: 'HTTP answers by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'portico_auth_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    failures: new Counter({
      name: 'portico_auth_failures_total',
      help: 'Error answers by contract error code.',
      labelNames: ['code'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'portico_auth_rate_limited_total',
      help: 'Requests refused by a rate limit, cooldown or cap (429), by route pattern.',
      labelNames: ['route'] as const,
      registers,
    }),
    mailSent: new Counter({
      name: 'portico_auth_mail_sent_total',
      help: 'E-mails delivered to the mail server, by kind (code, link, notice).',
      labelNames: ['kind'] as const,
      registers,
    }),
    mailFailures: new Counter({
      name: 'portico_auth_mail_failures_total',
      help: 'E-mail delivery attempts that failed (retried later), by kind.',
      labelNames: ['kind'] as const,
      registers,
    }),
    mailRetries: new Counter({
      name: 'portico_auth_mail_retries_total',
      help: "E-mail delivery attempts after an e-mail's first, by kind.",
      labelNames: ['kind'] as const,
      registers,
    }),
    mailExpired: new Counter({
      name: 'portico_auth_mail_expired_total',
      help: 'E-mails dropped unsent because their code or link expired first, by kind.',
      labelNames: ['kind'] as const,
      registers,
    }),
  }
}

/** Adds the gauges read at each scrape: the outbox's depth and the database pool's use. */
export function addSourceGauges({ registry }: AuthMetrics, sources: MetricsSources): void {
  const registers = [registry]
  new Gauge({
    name: 'portico_auth_mail_outbox_depth',
    help: 'E-mails queued and not yet delivered (all instances: the outbox is shared).',
    registers,
    async collect() {
      this.set(await sources.outboxDepth())
    },
  })
  const { pool } = sources
  if (!pool) return
  new Gauge({
    name: 'portico_auth_db_pool_connections',
    help: "This instance's PostgreSQL pool: connections by state (total, idle, max) and queued requests (waiting).",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = pool()
      for (const state of ['total', 'idle', 'waiting', 'max'] as const)
        this.set({ state }, stats[state])
    },
  })
}
