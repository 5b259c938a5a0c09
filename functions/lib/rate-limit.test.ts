import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './rate-limit';

const event = (viewer?: string) =>
  ({ headers: viewer === undefined ? {} : { 'cloudfront-viewer-address': viewer }, requestContext: { http: { sourceIp: '203.0.113.9' } } }) as unknown as APIGatewayProxyEventV2;

describe('clientAddress', () => {
  it('takes the viewer address CloudFront forwards, without its port', () => {
    expect(clientAddress(event('198.51.100.10:46532'))).toBe('198.51.100.10');
    expect(clientAddress(event('2001:db8::1:46532'))).toBe('2001:db8::1');
    expect(clientAddress(event('[2001:db8::1]:443'))).toBe('2001:db8::1');
  });

  it('falls back to the source IP for a header that is no IP address (forged, garbage or huge)', () => {
    for (const v of ['', 'x'.repeat(3000), 'ž:😀:443', 'localhost:80', '1.2.3.4.5:1', `${'1'.repeat(70)}:1`]) expect(clientAddress(event(v)), v).toBe('203.0.113.9');
    expect(clientAddress(event())).toBe('203.0.113.9');
  });
});
