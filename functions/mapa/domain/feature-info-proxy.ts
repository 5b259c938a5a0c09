/**
 * The GetFeatureInfo proxy (spec part 2 §7 'Map'), guarded against SSRF. Only a GetFeatureInfo request to
 * the URL (scheme, host, port and path) of a configured layer is forwarded; anything else is a 400
 * before any connection is made. The connection itself:
 * - resolves the host and refuses private, loopback, link-local, CGNAT, multicast and reserved
 *   addresses (the check runs inside the socket's DNS lookup, so the address checked is the address
 *   connected to: no DNS-rebinding gap). Local mode allows loopback for the product's own WMS only;
 * - follows no redirect (a 3xx is a failed layer), has a timeout and a size limit;
 * - passes back only an XML answer, bytes unchanged, as XML.
 */
import dns from 'node:dns';
import https from 'node:https';
import net from 'node:net';
import { MAPA_MSG } from '@shared/api/mapa';
import type { MapLayer } from '@shared/domain/map-layers';
import { HttpError } from '../../lib/errors';

export const PROXY_LIMITS = { timeoutMs: 8000, maxBytes: 1024 * 1024 } as const;

type LookupOne = (host: string, cb: (err: Error | null, address: string, family: number) => void) => void;

export interface ProxyOptions {
  url: string;
  layers: readonly MapLayer[];
  /** Local mode: http and loopback addresses are allowed (only the configured local layer URLs are allowed at all). */
  allowLoopback: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** DNS resolution (tests give a resolver that answers with a chosen address). */
  lookup?: LookupOne;
}

export interface ProxyAnswer {
  contentType: string;
  body: Buffer;
}

const badUrl = () => new HttpError(400, { generalErrors: [MAPA_MSG.badUrl], fieldErrors: [{ fieldName: 'url', message: MAPA_MSG.badUrl }] });
const failed = (why: string) => Object.assign(new HttpError(502, { generalErrors: [MAPA_MSG.upstreamFailed], fieldErrors: [] }), { why });

/** Addresses a proxy must never reach in AWS. */
const BLOCKED = (() => {
  const b = new net.BlockList();
  for (const [net4, bits] of [
    ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
    ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
    ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
  ] as const) b.addSubnet(net4, bits, 'ipv4');
  for (const [net6, bits] of [
    ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
  ] as const) b.addSubnet(net6, bits, 'ipv6');
  return b;
})();
const LOOPBACK = (() => {
  const b = new net.BlockList();
  b.addSubnet('127.0.0.0', 8, 'ipv4');
  b.addAddress('::1', 'ipv6');
  return b;
})();

/** Is this address one the proxy may connect to? */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  if (!family) return false;
  if (allowLoopback && LOOPBACK.check(address, family)) return true;
  return !BLOCKED.check(address, family);
}

/** Checks the URL against the configured layers; returns it parsed, or throws 400. Never connects. */
export function checkProxyUrl(raw: string, layers: readonly MapLayer[], allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badUrl();
  }
  if (url.username || url.password || url.hash) throw badUrl();
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:')) throw badUrl();
  const allowed = layers.some((l) => {
    const base = new URL(l.url);
    return base.origin === url.origin && base.pathname === url.pathname;
  });
  if (!allowed) throw badUrl();
  // a literal IP in the URL is checked here as well as at connect time
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !addressAllowed(host, allowLoopback)) throw badUrl();
  const q = new Map([...url.searchParams].map(([k, v]) => [k.toUpperCase(), v]));
  if (q.get('SERVICE')?.toUpperCase() !== 'WMS' || q.get('REQUEST')?.toLowerCase() !== 'getfeatureinfo') throw badUrl();
  return url;
}

const XML_TYPE = /^(application|text)\/([\w.+-]*xml|vnd\.ogc\.(wms_xml|gml|se_xml))(\s*;.*)?$/i;

/** Forwards one GetFeatureInfo request; 400 for a URL that is not allowed, 502 for a failed service. */
export async function proxyFeatureInfo(o: ProxyOptions): Promise<ProxyAnswer> {
  const url = checkProxyUrl(o.url, o.layers, o.allowLoopback);
  const timeoutMs = o.timeoutMs ?? PROXY_LIMITS.timeoutMs;
  const maxBytes = o.maxBytes ?? PROXY_LIMITS.maxBytes;
  const resolveOne: LookupOne = o.lookup ?? ((host, cb) => dns.lookup(host, { family: 0 }, (err, address, family) => cb(err, address, family)));
  const lookup: net.LookupFunction = (host, _opts, cb) =>
    resolveOne(host, (err, address, family) => {
      if (err) return cb(err, '', 4);
      if (!addressAllowed(address, o.allowLoopback)) return cb(Object.assign(new Error(`blocked address ${address}`), { code: 'EBLOCKED' }), '', 4);
      (cb as (e: null, a: string, f: number) => void)(null, address, family);
    });
  // node:http only for a plain-http service (the local WMS): the real services are https, and importing
  // node:http at start loads http2, assert, perf_hooks and worker_threads with it (≈ 10 ms of a cold start)
  const client = url.protocol === 'https:' ? https : (await import('node:http')).default;

  return new Promise<ProxyAnswer>((resolve, reject) => {
    let settled = false;
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const req = client.request(
      url,
      { method: 'GET', lookup, headers: { accept: 'application/xml, text/xml, application/vnd.ogc.wms_xml, application/vnd.ogc.gml', 'user-agent': 'evidencia-skod-wms-proxy' }, agent: false },
      (res) => {
        const type = String(res.headers['content-type'] ?? '');
        if ((res.statusCode ?? 0) !== 200) {
          res.resume();
          req.destroy();
          return done(() => reject(failed(`status ${res.statusCode}`)));
        }
        if (!XML_TYPE.test(type)) {
          res.resume();
          req.destroy();
          return done(() => reject(failed(`content-type ${type}`)));
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          req.destroy();
          return done(() => reject(failed('too large')));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) {
            req.destroy();
            done(() => reject(failed('too large')));
          } else chunks.push(c);
        });
        res.on('end', () => done(() => resolve({ contentType: type, body: Buffer.concat(chunks) })));
        res.on('error', (e) => done(() => reject(failed(String(e)))));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      done(() => reject(failed('timeout')));
    }, timeoutMs);
    req.on('error', (e) => done(() => reject(failed(String(e)))));
    req.end();
  });
}
