/**
 * Typed errors thrown by domain code; the HTTP wrapper maps them to a status and the
 * spec's error body { generalErrors, fieldErrors }.
 */
import { ERROR_TEXTS, type ErrorBody } from '../../shared/api/errors';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.generalErrors[0] ?? body.fieldErrors[0]?.message ?? `HTTP ${status}`);
  }
}

const general = (status: number, message: string) => new HttpError(status, { generalErrors: [message], fieldErrors: [] });

export const badRequest = (message: string) => general(400, message);
export const unauthorized = () => general(401, ERROR_TEXTS.unauthorized);
export const forbidden = (message: string = ERROR_TEXTS.forbidden) => general(403, message);
export const notFound = (message: string = ERROR_TEXTS.notFoundApi) => general(404, message);
export const conflict = (message: string = ERROR_TEXTS.conflict) => general(409, message);
export const payloadTooLarge = () => general(413, ERROR_TEXTS.tooLarge);
export const unavailable = () => general(503, ERROR_TEXTS.unavailable);

export function fieldError(fieldName: string, message: string): HttpError {
  return new HttpError(400, { generalErrors: [], fieldErrors: [{ fieldName, message }] });
}
export function fieldErrors(errors: { fieldName: string; message: string }[]): HttpError {
  return new HttpError(400, { generalErrors: [], fieldErrors: errors });
}

/** Errors of the data store or network that mean 'try again later', not a bug. */
export function isUnavailableError(err: unknown): boolean {
  const e = err as { name?: string; code?: string; cause?: { code?: string }; $metadata?: { httpStatusCode?: number } };
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE'];
  return (
    codes.includes(e?.code ?? '') ||
    codes.includes(e?.cause?.code ?? '') ||
    ['TimeoutError', 'RequestTimeout', 'ProvisionedThroughputExceededException', 'ThrottlingException', 'ServiceUnavailable', 'RequestLimitExceeded'].includes(
      e?.name ?? '',
    ) ||
    (e?.$metadata?.httpStatusCode ?? 0) === 503
  );
}
