/**
 * Typed errors thrown by domain code; the HTTP wrapper maps them to a status and the
 * spec's error body { generalErrors, fieldErrors }.
 */
import { ERROR_TEXTS, type ErrorBody } from '@shared/api/errors';

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

/**
 * A DynamoDB failure caused only by a concurrent transaction (nothing was written, the same request
 * may be sent again): a single write meeting a transaction (TransactionConflictException), or a
 * transaction cancelled with no reason but TransactionConflict.
 */
export function isTransactionConflict(err: unknown): boolean {
  const e = err as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name === 'TransactionConflictException') return true;
  if (e?.name !== 'TransactionCanceledException') return false;
  const codes = (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
  return codes.includes('TransactionConflict') && codes.every((c) => c === 'TransactionConflict' || c === 'None');
}

/** Errors of the data store or network that mean 'try again later', not a bug. */
export function isUnavailableError(err: unknown): boolean {
  const e = err as { name?: string; code?: string; cause?: { code?: string }; $metadata?: { httpStatusCode?: number } };
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE'];
  return (
    isTransactionConflict(err) ||
    codes.includes(e?.code ?? '') ||
    codes.includes(e?.cause?.code ?? '') ||
    ['TimeoutError', 'RequestTimeout', 'ProvisionedThroughputExceededException', 'ThrottlingException', 'ServiceUnavailable', 'RequestLimitExceeded'].includes(
      e?.name ?? '',
    ) ||
    (e?.$metadata?.httpStatusCode ?? 0) === 503
  );
}
