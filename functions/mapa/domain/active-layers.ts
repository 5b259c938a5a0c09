/** The overlay configuration in force: the real services in AWS, the product's own WMS endpoint in local mode. */
import { localMapLayers, MAP_LAYERS, type MapLayer } from '@shared/domain/map-layers';
import { env } from '../../lib/env';

export function activeMapLayers(): readonly MapLayer[] {
  const e = env();
  return e.MAP_LAYERS === 'lokalne' ? localMapLayers(e.APP_ORIGIN) : MAP_LAYERS;
}
