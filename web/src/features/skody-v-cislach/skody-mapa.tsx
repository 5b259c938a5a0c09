/**
 * The 10 km grid map of the public page. The map chunk (MapLibre) loads only after the page's first
 * screen and only with WebGL2; the cells come from the published GeoJSON (polygons), the legend and the
 * cell table from the document, so the page says everything also without the map.
 */
import type { SkodyVCislachDokument } from '@shared/api/skody-v-cislach';
import { otvoreneDataUrl, SKODY_V_CISLACH_SUBORY } from '@shared/domain/skody-v-cislach';
import { MapErrorBoundary, useMapModule } from '@web/components/map/map-loader';
import { TableScroll } from '@web/components/table-scroll';
import { SKODY_V_CISLACH_TEXTS as T } from './skody-v-cislach-texts';

/** Colour classes by events in a cell (the lowest published count is the document's minPocet). */
const TRIEDY = [
  { from: 0, color: '#fde0c5' },
  { from: 5, color: '#f9a65a' },
  { from: 10, color: '#e4572e' },
  { from: 25, color: '#8c1c13' },
] as const;

const cislo = new Intl.NumberFormat('sk-SK', { maximumFractionDigits: 5, minimumFractionDigits: 5 });

export function SkodyMapa({ mapa }: { mapa: SkodyVCislachDokument['mapa'] }) {
  const { load, fail } = useMapModule();
  const popisTriedy = (i: number) => {
    const od = Math.max(TRIEDY[i].from, mapa.minPocet);
    const next = TRIEDY[i + 1];
    return next ? `${od}–${next.from - 1}` : `${od} a viac`;
  };
  return (
    <section className="govuk-!-margin-top-8" aria-labelledby="mapa-nadpis">
      <h2 className="govuk-heading-l" id="mapa-nadpis">
        {T.mapaNadpis}
      </h2>
      <p className="govuk-body">{T.mapaPopis(mapa.od, mapa.do, mapa.minPocet)}</p>
      {load.state === 'failed' ? (
        <p className="govuk-body">{T.mapaNedostupna}</p>
      ) : (
        <div className="es-skody-mapa">
          {load.state === 'ready' ? (
            <MapErrorBoundary onError={fail}>
              <load.module.AreaMap data={otvoreneDataUrl(SKODY_V_CISLACH_SUBORY.mapaGeojson)} property="pocetSkodovychUdalosti" classes={TRIEDY} onFatal={fail} />
            </MapErrorBoundary>
          ) : (
            <p className="govuk-body">{T.mapaNacitavam}</p>
          )}
        </div>
      )}
      <p className="govuk-body govuk-!-margin-top-2 govuk-!-margin-bottom-1">{T.mapaLegenda}</p>
      <ul className="govuk-list es-skody-legenda">
        {TRIEDY.map((t, i) => (
          <li key={t.from}>
            <span className="es-skody-legenda__farba" style={{ background: t.color }} aria-hidden="true" />
            {popisTriedy(i)}
          </li>
        ))}
      </ul>
      <p className="govuk-body">
        {T.mapaSkryte(mapa.skryteBunky, mapa.skryteUdalosti)} {T.mapaBezPolohy(mapa.bezPolohy)}
      </p>
      <details className="govuk-details">
        <summary className="govuk-details__summary">
          <span className="govuk-details__summary-text">{T.mapaTabulka}</span>
        </summary>
        <div className="govuk-details__text">
          <TableScroll label={T.mapaTabulkaPopis}>
          <table className="govuk-table">
            <caption className="govuk-table__caption govuk-table__caption--s">{T.mapaTabulkaPopis}</caption>
            <thead className="govuk-table__head">
              <tr className="govuk-table__row">
                <th scope="col" className="govuk-table__header">
                  {T.stlpecBunka}
                </th>
                <th scope="col" className="govuk-table__header">
                  {T.stlpecStred}
                </th>
                <th scope="col" className="govuk-table__header govuk-table__header--numeric">
                  {T.stlpecPocet}
                </th>
              </tr>
            </thead>
            <tbody className="govuk-table__body">
              {mapa.bunky.map((b) => (
                <tr className="govuk-table__row" key={b.bunka}>
                  <th scope="row" className="govuk-table__header">
                    {b.bunka}
                  </th>
                  <td className="govuk-table__cell">
                    {cislo.format(b.stred[1])}, {cislo.format(b.stred[0])}
                  </td>
                  <td className="govuk-table__cell govuk-table__cell--numeric">{b.pocetUdalosti}</td>
                </tr>
              ))}
            </tbody>
          </table>
          </TableScroll>
        </div>
      </details>
    </section>
  );
}
