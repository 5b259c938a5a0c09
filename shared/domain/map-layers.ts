/**
 * THE configuration of the map's overlay layers (spec part 2 §2 'Map picker'): the nine overlays,
 * their WMS URLs, layer names, GetFeatureInfo formats, which attribute holds the name, what a hit
 * fills in a form, and which layers go through the product's proxy. The defaults are the real Slovak
 * services (../shared/design/DOMAIN.md §4). The web map, the proxy's allow-list and the local WMS
 * endpoint all read this file: an operator changes a service here (docs/features.md 'Map layers').
 *
 * Pure module (no Node or DOM specifics): it is bundled into the map chunk and into handlers.
 */

export type InfoFormat = 'application/vnd.ogc.wms_xml' | 'application/vnd.ogc.gml' | 'text/xml';

/** What a hit in a layer may fill in a form. */
export type LayerField =
  | 'pracovisko'
  | 'chraneneUzemie'
  | 'parcelaC'
  | 'parcelaE'
  | 'polovnyRevir'
  | 'katastralneUzemie'
  | 'obec'
  | 'okres'
  | 'kraj';

export interface MapLayer {
  id: LayerField;
  /** Slovak name shown in the layer switcher and in 'Vrstva '{layer}' je nedostupná…'. */
  nazov: string;
  /** WMS endpoint without query (https in AWS). */
  url: string;
  /** WMS layer names (LAYERS and QUERY_LAYERS). */
  layers: readonly string[];
  infoFormat: InfoFormat;
  /** Attribute (or GML property) names holding the feature's name, first found wins (case-insensitive). */
  nameAttributes: readonly string[];
  /** GetFeatureInfo goes through GET …/wms-feature-info-proxy (the host blocks browsers by CORS). */
  proxy: boolean;
  /** Shown when the map opens (what helps the user choose the place). */
  defaultOn: boolean;
}

const KN = 'https://kataster.skgeodesy.sk/eskn/services/NR/kn_wms_norm/MapServer/WMSServer';
const UO = 'https://kataster.skgeodesy.sk/eskn/services/NR/uo_wms_norm/MapServer/WMSServer';
const ZBGIS = 'https://zbgisws.skgeodesy.sk/zbgis_administrativne_hranice_wms_featureinfo/service.svc/get';
const SOPSR = 'https://www.sopsr.sk/geoserver/sopsr/ows';
const NLC = 'https://www.nlcsk.org/arcgis/services/Inspire/PolovneReviry/MapServer/WMSServer';
const WMS_XML: InfoFormat = 'application/vnd.ogc.wms_xml';
const GML: InfoFormat = 'application/vnd.ogc.gml';

/** The nine overlays in the spec's order, pointing at the real services. */
export const MAP_LAYERS: readonly MapLayer[] = [
  {
    id: 'pracovisko',
    nazov: 'Územne príslušné pracoviská ŠOP SR',
    url: SOPSR,
    // DOMAIN.md §4 lists no workplace layer. ŠOP SR's own public map portal (its Heron/OpenLayers layer
    // configuration) shows the competence areas of its units as 'Pôsobnosť ŠOP SR' = `sopsr:IG_COMPETENCE` on
    // this GeoServer, queried as GML. Its attribute names are not published: check one answer and adjust
    // nameAttributes (docs/features.md 'Map layers'). Detection does not depend on this layer (point-in-polygon over the
    // imported districts first).
    layers: ['sopsr:IG_COMPETENCE'],
    infoFormat: GML,
    nameAttributes: ['NAZOV', 'NAZOV_PRAC', 'SITETITLE_SK', 'NAME'],
    proxy: false,
    defaultOn: false,
  },
  {
    id: 'chraneneUzemie',
    nazov: 'Chránené územia',
    url: SOPSR,
    layers: ['sopsr:IG_vPROTECTEDSITES_VCHU', 'sopsr:IG_vPROTECTEDSITES_MCHU', 'sopsr:IG_vPROTECTEDSITES_CHVU', 'sopsr:IG_vPROTECTEDSITES_UEV'],
    infoFormat: GML,
    // ŠOP SR's map portal searches its protected sites (IG_PROTECTEDSITES) by SITETITLE_SK and links them by SITEID.
    nameAttributes: ['SITETITLE_SK', 'NAZOV', 'SITENAME', 'NAME'],
    proxy: false,
    defaultOn: false,
  },
  { id: 'parcelaC', nazov: 'Parcely registra C', url: KN, layers: ['5'], infoFormat: WMS_XML, nameAttributes: ['PARCIS', 'CISLO_PARCELY', 'Parcelné číslo'], proxy: false, defaultOn: false },
  { id: 'parcelaE', nazov: 'Parcely registra E', url: UO, layers: ['0'], infoFormat: WMS_XML, nameAttributes: ['PARCIS', 'CISLO_PARCELY', 'Parcelné číslo'], proxy: false, defaultOn: false },
  { id: 'polovnyRevir', nazov: 'Poľovné revíry', url: NLC, layers: ['LU.ExistingLandUse'], infoFormat: WMS_XML, nameAttributes: ['NAZOV', 'NAZOV_REVIRU', 'Name'], proxy: true, defaultOn: false },
  { id: 'katastralneUzemie', nazov: 'Katastrálne územia', url: KN, layers: ['13'], infoFormat: WMS_XML, nameAttributes: ['NAZOV', 'NM4', 'Názov katastrálneho územia'], proxy: false, defaultOn: false },
  { id: 'obec', nazov: 'Obce', url: ZBGIS, layers: ['0'], infoFormat: WMS_XML, nameAttributes: ['NM4', 'NAZOV', 'Názov obce'], proxy: false, defaultOn: true },
  { id: 'okres', nazov: 'Okresy', url: KN, layers: ['14'], infoFormat: WMS_XML, nameAttributes: ['NAZOV', 'NM3', 'Názov okresu'], proxy: false, defaultOn: true },
  { id: 'kraj', nazov: 'Kraje', url: KN, layers: ['15'], infoFormat: WMS_XML, nameAttributes: ['NAZOV', 'NM2', 'Názov kraja'], proxy: false, defaultOn: false },
];

/** Path of the product's own WMS 1.3.0 endpoint in local mode (scripts/local/wms.ts). */
export const LOCAL_WMS_PATH = '/local-wms';

/**
 * Local mode (no internet): every layer points at the product's own WMS endpoint on `origin`, which
 * serves the imported polygons under the layer's id as its name and answers GetFeatureInfo as GML.
 */
export function localMapLayers(origin: string): MapLayer[] {
  return MAP_LAYERS.map((l) => ({ ...l, url: `${origin}${LOCAL_WMS_PATH}`, layers: [l.id], infoFormat: GML, nameAttributes: ['nazov'] }));
}

/** Origins (scheme://host:port) the proxy may forward to: those of the configured layers. */
export function layerOrigins(layers: readonly MapLayer[]): Set<string> {
  return new Set(layers.map((l) => new URL(l.url).origin));
}

// ── GetFeatureInfo request (spec: 1.3.0, 101×101 px, ±0.0001° box, pixel 51,51) ─────────────────────

export const FEATURE_INFO = { version: '1.3.0', size: 101, delta: 0.0001, pixel: 51, crs: 'EPSG:4326' } as const;

/**
 * The GetFeatureInfo URL of a layer for a clicked point. WMS 1.3.0 with EPSG:4326 takes the axes in
 * the CRS's order – latitude first – so BBOX is minLat,minLon,maxLat,maxLon; I/J name the pixel.
 */
export function featureInfoUrl(layer: Pick<MapLayer, 'url' | 'layers' | 'infoFormat'>, point: { lat: number; lon: number }): string {
  const d = FEATURE_INFO.delta;
  const n = (v: number) => String(Number(v.toFixed(8)));
  const bbox = [point.lat - d, point.lon - d, point.lat + d, point.lon + d].map(n).join(',');
  const url = new URL(layer.url);
  const params: [string, string][] = [
    ['SERVICE', 'WMS'],
    ['VERSION', FEATURE_INFO.version],
    ['REQUEST', 'GetFeatureInfo'],
    ['LAYERS', layer.layers.join(',')],
    ['QUERY_LAYERS', layer.layers.join(',')],
    ['STYLES', ''],
    ['CRS', FEATURE_INFO.crs],
    ['BBOX', bbox],
    ['WIDTH', String(FEATURE_INFO.size)],
    ['HEIGHT', String(FEATURE_INFO.size)],
    ['I', String(FEATURE_INFO.pixel)],
    ['J', String(FEATURE_INFO.pixel)],
    ['INFO_FORMAT', layer.infoFormat],
    ['FEATURE_COUNT', '10'],
  ];
  for (const [k, v] of params) url.searchParams.set(k, v);
  return url.toString();
}

/**
 * The GetMap tile URL template for MapLibre (raster source): EPSG:3857 requested explicitly, whose
 * axis order is x,y in 1.3.0, with MapLibre's `{bbox-epsg-3857}` placeholder.
 */
export function getMapTileUrl(layer: Pick<MapLayer, 'url' | 'layers'>): string {
  const url = new URL(layer.url);
  const params: [string, string][] = [
    ['SERVICE', 'WMS'],
    ['VERSION', '1.3.0'],
    ['REQUEST', 'GetMap'],
    ['LAYERS', layer.layers.join(',')],
    ['STYLES', ''],
    ['CRS', 'EPSG:3857'],
    ['WIDTH', '256'],
    ['HEIGHT', '256'],
    ['FORMAT', 'image/png'],
    ['TRANSPARENT', 'TRUE'],
  ];
  for (const [k, v] of params) url.searchParams.set(k, v);
  // the placeholder must stay literal (URLSearchParams would encode its braces)
  return `${url.toString()}&BBOX={bbox-epsg-3857}`;
}
