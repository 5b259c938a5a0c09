/**
 * Map routes (handlers in functions/mapa): the overlay configuration, the GetFeatureInfo proxy
 * (spec part 2 §7 'Map') and the detection of the competent ŠOP SR workplace, each for staff
 * (/api/is, one of the evidence rights) and for the public wizard (/api/web-oznamenie, rate-limited).
 */
import { featureInfoProxyQuery, mapLayersResponse, pracoviskoQuery, pracoviskoResponse } from './mapa';
import { anyOf, defineRoute, PUBLIC, type RouteDef } from './route';

const IS = '/api/is';
const WEB = '/api/web-oznamenie';
const EVIDENCIA = anyOf('EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD');

export const mapaRoutes = {
  /** The active overlay configuration (the real services in AWS, the product's own WMS locally). */
  mapoveVrstvy: defineRoute({
    method: 'GET',
    path: `${WEB}/mapove-vrstvy`,
    handler: 'mapa/get-mapove-vrstvy',
    access: PUBLIC,
    response: mapLayersResponse,
  }),
  /** XML passthrough of a GetFeatureInfo answer of a configured layer; anything else is a 400 without a fetch. */
  wmsFeatureInfoProxy: defineRoute({
    method: 'GET',
    path: `${IS}/wms-feature-info-proxy`,
    handler: 'mapa/get-wms-feature-info-proxy',
    access: EVIDENCIA,
    query: featureInfoProxyQuery,
    lambda: { timeoutSeconds: 15 },
  }),
  webWmsFeatureInfoProxy: defineRoute({
    method: 'GET',
    path: `${WEB}/wms-feature-info-proxy`,
    handler: 'mapa/get-web-wms-feature-info-proxy',
    access: PUBLIC,
    query: featureInfoProxyQuery,
    lambda: { timeoutSeconds: 15 },
  }),
  /** The competent ŠOP SR workplace of a point (point-in-polygon over the imported districts). */
  pracoviskoPodlaPolohy: defineRoute({
    method: 'GET',
    path: `${IS}/pracovisko-podla-polohy`,
    handler: 'mapa/get-pracovisko-podla-polohy',
    access: EVIDENCIA,
    query: pracoviskoQuery,
    response: pracoviskoResponse,
  }),
  webPracoviskoPodlaPolohy: defineRoute({
    method: 'GET',
    path: `${WEB}/pracovisko-podla-polohy`,
    handler: 'mapa/get-web-pracovisko-podla-polohy',
    access: PUBLIC,
    query: pracoviskoQuery,
    response: pracoviskoResponse,
  }),
} satisfies Record<string, RouteDef>;
