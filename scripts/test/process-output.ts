/**
 * What a test's code writes to stdout and stderr (log lines, embedded metrics), captured instead of
 * printed. Call in beforeEach; `vi.restoreAllMocks()` in afterEach gives the streams back.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { vi } from 'vitest';

export function captureProcessOutput(): string[] {
  const out: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    out.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  return out;
}

/** A minimal API Gateway v2 GET event for a handler called directly (no local server). */
export const getEvent = (path: string, requestId = 'apigw-1') =>
  ({
    version: '2.0',
    rawPath: path,
    headers: {},
    requestContext: { requestId, http: { method: 'GET', path, sourceIp: '127.0.0.1' } },
  }) as unknown as APIGatewayProxyEventV2;
