/** The proxy's answer as an HTTP result: the service's XML bytes, as XML, never cached, never sniffed. */
import { log } from '../../lib/log';
import { HttpResult } from '../../lib/result';
import { activeMapLayers } from './active-layers';
import { proxyFeatureInfo } from './feature-info-proxy';
import { env } from '../../lib/env';

export async function featureInfoResult(url: string): Promise<HttpResult> {
  try {
    const answer = await proxyFeatureInfo({ url, layers: activeMapLayers(), allowLoopback: env().MAP_LAYERS === 'lokalne' });
    const charset = /charset=([\w-]+)/i.exec(answer.contentType)?.[1] ?? 'utf-8';
    return new HttpResult(
      200,
      { 'content-type': `application/xml; charset=${charset}`, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox" },
      answer.body.toString('base64'),
      [],
      true,
    );
  } catch (err) {
    const why = (err as { why?: string }).why;
    if (why) log.warn('map layer look-up failed', { url: new URL(url).origin, why });
    throw err;
  }
}
