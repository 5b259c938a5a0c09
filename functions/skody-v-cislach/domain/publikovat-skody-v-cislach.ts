/**
 * Builds 'Škody v číslach' from every year's statistics rows and writes it into the public data
 * bucket (PUBLIC_DATA_BUCKET): the JSON document of the page, the CSV of year × species × region, and
 * the published grid cells as GeoJSON and CSV. Run by the scheduled job in AWS and by
 * `npm run skody-v-cislach` / the local start locally; the page never reads the table.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { OTVORENE_DATA_KEY_PREFIX, SKODY_V_CISLACH_LICENCIA, SKODY_V_CISLACH_SUBORY } from '@shared/api/skody-v-cislach';
import { eeaRohy, loadEpsg3035 } from '@shared/domain/eea-grid';
import { formatCisloCsv } from '@shared/format/cislo';
import { todayIso } from '@shared/format/dates';
import { statistikaRows } from '../../data/statistika-repo';
import { env } from '../../lib/env';
import { s3Client } from '../../lib/s3';
import { csvText, yearsOf } from '../../common/year-list';
import { ciselnikPopisy, povodcaPopisy, STATISTIKY_PRVY_ROK } from '../../statistiky/domain/riadky';
import { zostavitDokument } from './zostavit-dokument';

/** How long a browser keeps a file; CloudFront's cache policy decides the edge (infra/lib/web-stack.ts). */
export const OTVORENE_DATA_CACHE_CONTROL = 'public, max-age=3600';

export interface PublikovanieVysledok {
  udalosti: number;
  bunky: number;
  skryteBunky: number;
  subory: string[];
}

export async function publikovatSkodyVCislach(now = new Date()): Promise<PublikovanieVysledok> {
  const today = todayIso(now);
  const candidates = yearsOf({}, STATISTIKY_PRVY_ROK, today);
  const counters = await statistikaRows.counters(candidates);
  const years = candidates.filter((y) => counters.has(y));
  const [perYear, povodca, kraj, proj] = await Promise.all([statistikaRows.rows(years, counters), povodcaPopisy(), ciselnikPopisy('KRAJ'), loadEpsg3035()]);
  const udalosti = perYear.flat();
  const { dokument, podlaDruhuAKraja } = zostavitDokument({ udalosti, povodca, kraj, proj, now, rok: Number(today.slice(0, 4)) });

  const { mapa } = dokument;
  const licencia = { licencia: SKODY_V_CISLACH_LICENCIA.nazov, licenciaUrl: SKODY_V_CISLACH_LICENCIA.url, uvedenie: SKODY_V_CISLACH_LICENCIA.uvedenie };
  const geojson = {
    type: 'FeatureCollection',
    ...licencia,
    obdobie: `${mapa.od}–${mapa.do}`,
    features: mapa.bunky.map((b) => {
      const m = /^10kmE(\d+)N(\d+)$/.exec(b.bunka) as RegExpExecArray;
      return {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [eeaRohy(proj, { e: Number(m[1]), n: Number(m[2]) })] },
        properties: { bunka: b.bunka, pocetSkodovychUdalosti: b.pocetUdalosti },
      };
    }),
  };
  const files: [string, string, string][] = [
    [SKODY_V_CISLACH_SUBORY.dokument, 'application/json; charset=utf-8', JSON.stringify(dokument)],
    [
      SKODY_V_CISLACH_SUBORY.csv,
      'text/csv; charset=utf-8',
      csvText(
        ['rok', 'povodcaSkody', 'kraj', 'pocetSkodovychUdalosti', 'pocetRozhodnutych', 'sumaPriznana'],
        podlaDruhuAKraja.map((r) => [r.rok, r.druh, r.kraj, r.pocetUdalosti, r.pocetRozhodnutych, r.sumaPriznana === null ? '' : formatCisloCsv(r.sumaPriznana)]),
      ),
    ],
    [SKODY_V_CISLACH_SUBORY.mapaGeojson, 'application/geo+json; charset=utf-8', JSON.stringify(geojson)],
    [
      SKODY_V_CISLACH_SUBORY.mapaCsv,
      'text/csv; charset=utf-8',
      csvText(
        ['bunka', 'stredSirka', 'stredDlzka', 'od', 'do', 'pocetSkodovychUdalosti'],
        mapa.bunky.map((b) => [b.bunka, b.stred[1].toFixed(5).replace('.', ','), b.stred[0].toFixed(5).replace('.', ','), mapa.od, mapa.do, b.pocetUdalosti]),
      ),
    ],
  ];
  // the downloads first, the document last: a page that sees the new document finds its files
  for (const [name, contentType, body] of [...files.slice(1), files[0]]) {
    await s3Client().send(
      new PutObjectCommand({
        Bucket: env().PUBLIC_DATA_BUCKET,
        Key: `${OTVORENE_DATA_KEY_PREFIX}${name}`,
        Body: Buffer.from(body),
        ContentType: contentType,
        CacheControl: OTVORENE_DATA_CACHE_CONTROL,
        ...(name.endsWith('.json') ? {} : { ContentDisposition: `attachment; filename="${name}"` }),
      }),
    );
  }
  return { udalosti: udalosti.length, bunky: mapa.bunky.length, skryteBunky: mapa.skryteBunky, subory: files.map(([n]) => n) };
}
