/**
 * Reads GetFeatureInfo answers (spec part 2 §2, §7 'Map': "XML read for a name attribute"):
 * - ArcGIS `application/vnd.ogc.wms_xml`: `<FeatureInfoResponse><FIELDS NAZOV="…" …/></FeatureInfoResponse>`,
 *   one FIELDS element per feature, values in attributes;
 * - GeoServer GML (`application/vnd.ogc.gml`): `<wfs:FeatureCollection><gml:featureMember><ns:layer>
 *   <ns:NAZOV>…</ns:NAZOV>…`, one member per feature, values in child elements.
 * A service exception or unreadable XML is a failed layer result (it throws). Uses the browser's
 * DOMParser (no XML library in the map chunk).
 */
import type { MapLayer } from '@shared/domain/map-layers';

export type FeatureProperties = Record<string, string>;

export class FeatureInfoError extends Error {}

const local = (el: Element) => el.localName;

/** All features of an answer as flat name → text records. */
export function parseFeatureInfo(xml: string): FeatureProperties[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const root = doc.documentElement;
  if (!root || doc.getElementsByTagName('parsererror').length > 0) throw new FeatureInfoError('unreadable XML');
  if (/ServiceException/i.test(local(root)) || /ExceptionReport/i.test(local(root))) {
    throw new FeatureInfoError(`service exception: ${root.textContent?.trim().slice(0, 200) ?? ''}`);
  }
  const all = Array.from(doc.getElementsByTagName('*'));
  // ArcGIS wms_xml
  const fields = all.filter((el) => local(el) === 'FIELDS');
  if (fields.length > 0 || local(root) === 'FeatureInfoResponse') {
    return fields.map((el) => Object.fromEntries(Array.from(el.attributes).map((a) => [a.localName, a.value])));
  }
  // GML: featureMember / featureMembers children are the features
  const members = all.filter((el) => local(el) === 'featureMember' || local(el) === 'featureMembers' || local(el) === 'member');
  if (members.length > 0 || /FeatureCollection/.test(local(root))) {
    const features = members.flatMap((m) => Array.from(m.children));
    return features.map((f) => {
      const props: FeatureProperties = {};
      for (const child of Array.from(f.children)) {
        // geometry properties hold elements, attribute properties hold text
        if (child.children.length === 0) props[local(child)] = child.textContent?.trim() ?? '';
      }
      return props;
    });
  }
  throw new FeatureInfoError(`unknown answer ${local(root)}`);
}

/** The feature's name: the first configured attribute present (case-insensitive), non-empty. */
export function featureName(props: FeatureProperties, nameAttributes: readonly string[]): string | null {
  const byLower = new Map(Object.entries(props).map(([k, v]) => [k.toLowerCase(), v]));
  for (const a of nameAttributes) {
    const v = byLower.get(a.toLowerCase())?.trim();
    if (v) return v;
  }
  return null;
}

/** Names of the features found in one layer's answer (empty: the point is in no feature of the layer). */
export function featureNames(xml: string, layer: Pick<MapLayer, 'nameAttributes'>): string[] {
  const names = parseFeatureInfo(xml)
    .map((p) => featureName(p, layer.nameAttributes))
    .filter((n): n is string => n !== null);
  return [...new Set(names)];
}
