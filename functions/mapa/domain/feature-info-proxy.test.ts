import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureInfoUrl, type MapLayer, MAP_LAYERS } from '@shared/domain/map-layers';
import type { HttpError } from '../../lib/errors';
import { addressAllowed, checkProxyUrl, proxyFeatureInfo } from './feature-info-proxy';

/** A hostile or friendly "map service" on loopback; counts what it was asked. */
const hits: string[] = [];
let server: http.Server;
let origin: string;
const XML = '<?xml version="1.0" encoding="windows-1250"?><FeatureInfoResponse><FIELDS NAZOV="\xe8"/></FeatureInfoResponse>';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/wms') {
      res.writeHead(200, { 'content-type': 'application/vnd.ogc.wms_xml; charset=windows-1250' });
      res.end(Buffer.from(XML, 'latin1'));
    } else if (path === '/redirect') {
      res.writeHead(302, { location: `${origin}/secret` });
      res.end();
    } else if (path === '/redirect-private') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    } else if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/xml' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const push = () => {
        while (sent < 5 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', push);
        }
        res.end();
      };
      push();
    } else if (path === '/slow') {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.end('<a/>');
      }, 3000);
    } else if (path === '/html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html></html>');
    } else if (path === '/error') {
      res.writeHead(500, { 'content-type': 'text/xml' });
      res.end('<a/>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const layerAt = (path: string): MapLayer => ({ ...MAP_LAYERS[0], url: `${origin}${path}`, layers: ['x'] });
const gfi = (path: string) => featureInfoUrl(layerAt(path), { lat: 48.7, lon: 19.1 });
const LOCAL_PATHS = ['/wms', '/redirect', '/redirect-private', '/huge', '/slow', '/html', '/error'];
let LOCAL: MapLayer[] = [];
beforeAll(() => {
  LOCAL = LOCAL_PATHS.map(layerAt);
});
const status = async (p: Promise<unknown>) => p.then(() => 200, (e: HttpError & { why?: string }) => ({ status: e.status, why: e.why }));

describe('addresses the proxy may connect to', () => {
  it('refuses private, loopback, link-local, metadata, CGNAT and IPv4-mapped addresses', () => {
    for (const a of ['169.254.169.254', '10.0.0.5', '172.16.3.4', '192.168.1.1', '127.0.0.1', '0.0.0.0', '100.64.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', 'localhost']) {
      expect(addressAllowed(a, false), a).toBe(false);
    }
    expect(addressAllowed('8.8.8.8', false)).toBe(true);
    expect(addressAllowed('2a00:1450:4001::1', false)).toBe(true);
  });

  it('allows loopback only in local mode', () => {
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('169.254.169.254', true)).toBe(false);
    expect(addressAllowed('10.0.0.5', true)).toBe(false);
  });
});

describe('URLs the proxy accepts (checked before any connection)', () => {
  const real = MAP_LAYERS;
  const hunting = real.find((l) => l.id === 'polovnyRevir') as MapLayer;
  const ok = featureInfoUrl(hunting, { lat: 48.7, lon: 19.1 });

  it('accepts a GetFeatureInfo request of a configured layer', () => {
    expect(checkProxyUrl(ok, real, false).origin).toBe('https://www.nlcsk.org');
  });

  it.each([
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['localhost', 'http://localhost:3000/api/is/organizacie'],
    ['a literal loopback IP', 'https://127.0.0.1/arcgis/services/Inspire/PolovneReviry/MapServer/WMSServer?SERVICE=WMS&REQUEST=GetFeatureInfo'],
    ['another host', ok.replace('www.nlcsk.org', 'evil.example.com')],
    ['a look-alike host', ok.replace('www.nlcsk.org', 'www.nlcsk.org.evil.example.com')],
    ['another port', ok.replace('www.nlcsk.org', 'www.nlcsk.org:8443')],
    ['plain http to a configured host', ok.replace('https:', 'http:')],
    ['credentials in the URL', ok.replace('https://', 'https://admin:secret@')],
    ['another path on a configured host', ok.replace('/arcgis/services/Inspire/PolovneReviry/MapServer/WMSServer', '/arcgis/admin')],
    ['a GetMap instead of GetFeatureInfo', ok.replace('REQUEST=GetFeatureInfo', 'REQUEST=GetMap')],
    ['a file URL', 'file:///etc/passwd'],
    ['no URL at all', 'nie-je-url'],
  ])('refuses %s with 400', (_, url) => {
    expect(() => checkProxyUrl(url, real, false)).toThrowError(expect.objectContaining({ status: 400 }));
  });

  it('does not connect for a refused URL', async () => {
    const before = hits.length;
    expect(await status(proxyFeatureInfo({ url: `${origin}/wms?SERVICE=WMS&REQUEST=GetFeatureInfo`, layers: real, allowLoopback: false }))).toMatchObject({ status: 400 });
    expect(await status(proxyFeatureInfo({ url: `${origin}/wms?SERVICE=WMS&REQUEST=GetFeatureInfo`, layers: real, allowLoopback: true }))).toMatchObject({ status: 400 });
    expect(hits.length).toBe(before);
  });
});

describe('forwarding', () => {
  it('passes the XML answer back byte for byte with its content type', async () => {
    const answer = await proxyFeatureInfo({ url: gfi('/wms'), layers: LOCAL, allowLoopback: true });
    expect(answer.body.equals(Buffer.from(XML, 'latin1'))).toBe(true);
    expect(answer.contentType).toContain('windows-1250');
  });

  it('refuses to connect when the host resolves to a private or metadata address (AWS)', async () => {
    const hunting = MAP_LAYERS.find((l) => l.id === 'polovnyRevir') as MapLayer;
    const url = featureInfoUrl(hunting, { lat: 48.7, lon: 19.1 });
    for (const address of ['169.254.169.254', '10.1.2.3', '127.0.0.1']) {
      const resolved: string[] = [];
      const result = await status(
        proxyFeatureInfo({ url, layers: MAP_LAYERS, allowLoopback: false, lookup: (host, cb) => {
            resolved.push(host);
            cb(null, address, 4);
          },
        }),
      );
      expect(resolved).toEqual(['www.nlcsk.org']);
      expect(result).toMatchObject({ status: 502, why: expect.stringContaining(`blocked address ${address}`) });
    }
  });

  it('follows no redirect, to its own host or to a private address', async () => {
    const before = hits.filter((h) => h.startsWith('/secret')).length;
    expect(await status(proxyFeatureInfo({ url: gfi('/redirect'), layers: LOCAL, allowLoopback: true }))).toMatchObject({ status: 502, why: 'status 302' });
    expect(await status(proxyFeatureInfo({ url: gfi('/redirect-private'), layers: LOCAL, allowLoopback: true }))).toMatchObject({ status: 502, why: 'status 302' });
    expect(hits.filter((h) => h.startsWith('/secret')).length).toBe(before);
  });

  it('stops reading a huge answer at the size limit', async () => {
    const started = Date.now();
    expect(await status(proxyFeatureInfo({ url: gfi('/huge'), layers: LOCAL, allowLoopback: true, maxBytes: 256 * 1024 }))).toMatchObject({ status: 502, why: 'too large' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up on a slow service at the timeout', async () => {
    const started = Date.now();
    expect(await status(proxyFeatureInfo({ url: gfi('/slow'), layers: LOCAL, allowLoopback: true, timeoutMs: 300 }))).toMatchObject({ status: 502, why: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('passes back only XML and only a 200', async () => {
    expect(await status(proxyFeatureInfo({ url: gfi('/html'), layers: LOCAL, allowLoopback: true }))).toMatchObject({ status: 502, why: 'content-type text/html' });
    expect(await status(proxyFeatureInfo({ url: gfi('/error'), layers: LOCAL, allowLoopback: true }))).toMatchObject({ status: 502, why: 'status 500' });
  });
});
