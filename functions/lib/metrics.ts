/**
 * Business metrics as CloudWatch embedded metrics (EMF) through Powertools for AWS Lambda's
 * Metrics: each is one JSON line in the function's log that CloudWatch Logs turns into a metric in
 * the namespace EvidenciaSkod (POWERTOOLS_METRICS_NAMESPACE) – no PutMetricData call and no IAM
 * right beyond writing the log. infra/lib/monitoring.ts alarms on and graphs them by these names.
 *
 * - ReportsSubmitted {service}: public wizard reports stored (not a repeated submit of the same draft).
 * - PhotosRefused {service}: uploaded photos the content check refused (too large, not a JPEG/PNG
 *   photo); the reason is in the log line 'photo refused' (`code`). A photo that is not there is
 *   not counted.
 * - StatusLookups {service}: 'Stav hlásenia' look-ups (by code and e-mail, or by the personal link).
 * - StatusLookupsRefused {service}: those answered with the neutral 'not found' – a rise means guessing.
 * - ServerErrors {service, route}: answers 5xx, per route key (e.g. 'POST /api/web-oznamenie/webove-oznamenie/odoslat').
 *
 * Counted while a request is handled and written once at its end (functions/http/http.ts calls
 * flushMetrics). Powertools' Metrics is constructed then, on the first request that counted something.
 * Its module is imported statically: a dynamic import() of it, bundled, made esbuild wrap it and every
 * module it shares with the AWS SDK (Powertools commons, the Lambda invoke store) in lazy initialisers
 * that are neither tree-shaken nor parsed once – measured slower at start than importing it
 * (docs/benchmarks.md, 2026-11-28 later). Only in Lambda: locally and
 * under vitest nothing is recorded, so nothing reaches stdout; POWERTOOLS_METRICS_DISABLED=false
 * turns them on anywhere, =true off anywhere, and POWERTOOLS_DEV=true off (Powertools' own switches).
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { log, SERVICE_NAME } from './log';

export const METRICS_NAMESPACE = 'EvidenciaSkod';
export { SERVICE_NAME };

export const METRIC = {
  reportsSubmitted: 'ReportsSubmitted',
  photosRefused: 'PhotosRefused',
  serverErrors: 'ServerErrors',
  statusLookups: 'StatusLookups',
  statusLookupsRefused: 'StatusLookupsRefused',
} as const;

/** Dimension names: every metric has `service`, ServerErrors also `route`. */
export const METRIC_DIMENSION = { service: 'service', route: 'route' } as const;

const TRUE = ['1', 'true', 'yes', 'on'];

/** Whether metrics are written: in Lambda unless Powertools' switches say otherwise. */
export function metricsActive(): boolean {
  const disabled = process.env.POWERTOOLS_METRICS_DISABLED;
  if (disabled !== undefined && disabled.trim() !== '') return !TRUE.includes(disabled.trim().toLowerCase());
  const dev = TRUE.includes((process.env.POWERTOOLS_DEV ?? '').trim().toLowerCase());
  return Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME) && !dev;
}

/** What the request being handled counted; `route` only for ServerErrors. */
let pending: { name: string; route?: string }[] = [];
let metrics: Metrics | undefined;

function count(name: string, route?: string): void {
  if (metricsActive()) pending.push({ name, route });
}

/** A public wizard report was stored. */
export const countReportSubmitted = () => count(METRIC.reportsSubmitted);

/** The content check refused an uploaded photo. */
export const countPhotoRefused = () => count(METRIC.photosRefused);

/** A 'Stav hlásenia' look-up was made. */
export const countStatusLookup = () => count(METRIC.statusLookups);

/** A 'Stav hlásenia' look-up found nothing (wrong pair, unknown code, invalid link). */
export const countStatusLookupRefused = () => count(METRIC.statusLookupsRefused);

/** The request with this route key was answered 5xx. */
export const countServerError = (routeKey: string) => count(METRIC.serverErrors, routeKey);

/**
 * Writes what the request counted: one EMF line under {service}, and one per 5xx under
 * {service, route} (the route dimension is that metric's only). Nothing when it counted nothing.
 * Never throws.
 */
export function flushMetrics(): void {
  if (pending.length === 0) return;
  const counts = pending;
  pending = [];
  try {
    metrics ??= new Metrics({
      namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
      serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME,
      // Powertools' own warnings go through the product's log (allow-list, scrubbing).
      logger: log,
    });
    for (const { name, route } of counts) {
      if (!route) {
        metrics.addMetric(name, MetricUnit.Count, 1);
        continue;
      }
      const single = metrics.singleMetric();
      single.addDimension(METRIC_DIMENSION.route, route);
      single.addMetric(name, MetricUnit.Count, 1);
    }
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  } catch (err) {
    log.warn('metrics not written', { error: err });
  }
}
