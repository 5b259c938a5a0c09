/** Map calls: layer configuration, feature-info proxy, detection of the competent ŠOP SR workplace (spec part 2 §2, §7 'Map'). */
// zod/mini (./zm.ts): the wizard's first screen reaches this module (MAPA_MSG)
import * as z from './zm';

/** Slovak texts of the map (spec part 2 §2, §8; part 1 §8). */
export const MAPA_MSG = {
  layerFailed: (layer: string) => `Vrstva '${layer}' je nedostupná, kontaktujte prosím administrátora systému.`,
  autoDetectFailed: 'Územne príslušné pracovisko ŠOP SR sa nepodarilo automaticky identifikovať – zadajte prosím manuálne.',
  badUrl: 'Adresa nie je požiadavka GetFeatureInfo na niektorú z nastavených mapových vrstiev.',
  upstreamFailed: 'Mapová služba neodpovedala v poriadku.',
  lat: 'Zadajte zemepisnú šírku ako číslo od -90 do 90.',
  lon: 'Zadajte zemepisnú dĺžku ako číslo od -180 do 180.',
} as const;

export const featureInfoProxyQuery = z.object({ url: z.string().check(z.minLength(1), z.maxLength(4000)) });

export const mapLayerSchema = z.object({
  id: z.string(),
  nazov: z.string(),
  url: z.string(),
  layers: z.array(z.string()),
  infoFormat: z.string(),
  nameAttributes: z.array(z.string()),
  proxy: z.boolean(),
  defaultOn: z.boolean(),
});
export const mapLayersResponse = z.object({ vrstvy: z.array(mapLayerSchema) });
export type MapLayersResponse = z.infer<typeof mapLayersResponse>;

const number = (min: number, max: number, message: string) =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(/^-?\d{1,3}(\.\d{1,12})?$/, message)), z.transform(Number)),
    z.number().check(z.gte(min, message), z.lte(max, message)),
  );

export const pracoviskoQuery = z.object({ lat: number(-90, 90, MAPA_MSG.lat), lon: number(-180, 180, MAPA_MSG.lon) });

const polozka = z.object({ uuid: z.string(), kod: z.string(), nazov: z.string() });
export const pracoviskoResponse = z.object({
  /** The competent workplace, or null: the client shows MAPA_MSG.autoDetectFailed. */
  pracovisko: z.nullable(polozka),
  /** The district the point lies in (OKRES code-list item), or null outside every imported district. */
  okres: z.nullable(polozka),
  /** The district's region (KRAJ), or null. */
  kraj: z.nullable(polozka),
  /** The municipality (OBEC): the parent of the cadastral area holding the point; null without cadastral polygons. */
  obec: z.nullable(polozka),
  /** The cadastral area (KATASTRALNE_UZEMIE) whose imported polygon holds the point, or null. */
  katastralneUzemie: z.nullable(polozka),
});
export type PracoviskoResponse = z.infer<typeof pracoviskoResponse>;
