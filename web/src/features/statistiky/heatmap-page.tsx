/**
 * The 'Heatmapa' tab (spec part 1 §2, §9): the statistics filter (shared with
 * 'Tabuľka' through the URL), how many damaged items are on the map and how many have no position,
 * the map (lazily loaded MapLibre + deck.gl, heatmap-map.tsx) and the legend of its colour scale.
 * Without WebGL the page says so plainly and still shows the counts.
 */
import './heatmap/heatmap.css';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { STATISTIKY_MSG } from '@shared/api/statistiky';
import { MapErrorBoundary } from '@web/components/map/map-loader';
import { FilterTags } from '@web/components/zoznam/filter-tags';
import { useSkodyChoices } from '@web/components/zoznam/skody-filter';
import { StatistikyFilter, statistikyTags } from './statistiky-filter';
import { isFiltered, type StatistikySearch } from './statistiky-search';
import { StatistikyTabs } from './statistiky-tabs';
import { heatmapQuery } from './heatmap-api';
import { toMercator } from './heatmap/heatmap-grid';
import { useHeatmapModule } from './heatmap/heatmap-loader';
import type { HeatScale } from './heatmap/heatmap-map';
import { HEATMAP_TEXTS } from './heatmap/heatmap-texts';
import { HEATMAP_SPEC, legendGradient, legendTicks, metresPerPixel } from './heatmap/heatmap-scale';

const number = (n: number) => n.toLocaleString('sk-SK', { maximumFractionDigits: 1 });

export interface HeatmapaPageProps {
  title: string;
  search: StatistikySearch;
  profil: { opravnenia: readonly string[] };
  go(next: Partial<StatistikySearch>): unknown;
  reset(): void;
}

export function HeatmapaPage({ title, search, profil, go, reset }: HeatmapaPageProps) {
  const choices = useSkodyChoices();
  const query = useQuery(heatmapQuery(search));
  const data = query.data;
  const points = useMemo(() => (data ? toMercator(data.lokalitaGpsSirka, data.lokalitaGpsDlzka) : null), [data]);

  return (
    <>
      <h1 className="govuk-heading-l">{title}</h1>
      <StatistikyTabs active="heatmapa" profil={profil} search={search} />
      <StatistikyFilter search={search} go={go} reset={reset} choices={choices} />
      <FilterTags tags={statistikyTags(search, choices)} onRemove={go} />
      <div className="es-heatmap">
        {data && points ? (
          <>
            <p className="govuk-body" data-testid="heatmap-pocty">
              {HEATMAP_TEXTS.naMape(points.count)}
              {data.bezPolohy > 0 && (
                <>
                  {' '}
                  <strong>{HEATMAP_TEXTS.bezPolohy(data.bezPolohy)}</strong> ({HEATMAP_TEXTS.bezPolohyHint}).
                </>
              )}
            </p>
            {points.count === 0 && data.bezPolohy === 0 && <p className="govuk-body">{isFiltered(search) ? STATISTIKY_MSG.prazdneFilter : STATISTIKY_MSG.prazdne}</p>}
            <HeatmapStage points={points} />
          </>
        ) : query.isError ? (
          <p className="govuk-error-message">{query.error.message}</p>
        ) : (
          <p className="govuk-body" role="status">
            {HEATMAP_TEXTS.bodyNacitavaju}
          </p>
        )}
      </div>
    </>
  );
}

function HeatmapStage({ points }: { points: ReturnType<typeof toMercator> }) {
  const { load, retry, fail } = useHeatmapModule();
  const [scale, setScale] = useState<HeatScale | null>(null);
  return (
    <section aria-label={HEATMAP_TEXTS.region}>
      {load.state === 'no-webgl' || load.state === 'failed' ? (
        <div className="govuk-warning-text" role="alert">
          <span className="govuk-warning-text__icon" aria-hidden="true">
            !
          </span>
          <strong className="govuk-warning-text__text">{load.state === 'no-webgl' ? HEATMAP_TEXTS.bezWebGl : HEATMAP_TEXTS.zlyhala}</strong>
          {load.state === 'failed' && (
            <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-top-4 govuk-!-margin-bottom-0" onClick={retry}>
              {HEATMAP_TEXTS.znova}
            </button>
          )}
        </div>
      ) : (
        <div className="es-heatmap__stage">
          {load.state === 'ready' ? (
            <MapErrorBoundary onError={fail}>
              <load.module.HeatmapMap points={points} onFatal={fail} onScale={setScale} />
            </MapErrorBoundary>
          ) : (
            <p className="govuk-body es-heatmap__status" role="status">
              {HEATMAP_TEXTS.nacitava}
            </p>
          )}
        </div>
      )}
      {/* no heat, no scale: without items the legend would show only the scale's floor (max 3) as if it were data */}
      {load.state === 'ready' && scale && scale.cells > 0 && <Legend scale={scale} />}
    </section>
  );
}

/** The colour scale of the zoom shown (heatmap-scale.ts): the bar, counts under it, what they mean. */
function Legend({ scale }: { scale: HeatScale }) {
  const km = (metresPerPixel(scale.zoom, HEATMAP_SPEC.lat) * HEATMAP_SPEC.radius) / 1000;
  const ticks = legendTicks(scale.top);
  return (
    <div className="es-heatmap__legend" data-testid="heatmap-legenda">
      <h2 className="govuk-heading-s govuk-!-margin-bottom-2">{HEATMAP_TEXTS.legenda}</h2>
      <div className="es-heatmap__bar" style={{ backgroundImage: legendGradient(scale.top) }} aria-hidden="true" />
      <div className="es-heatmap__ticks govuk-body-s" aria-hidden="true">
        {ticks.map((t) => (
          <span key={t.value} className="es-heatmap__tick" style={{ left: `${t.position * 100}%` }}>
            {number(t.value)}
          </span>
        ))}
      </div>
      <p className="govuk-body-s">
        {HEATMAP_TEXTS.legendaPopis(number(km))} {HEATMAP_TEXTS.legendaMax(number(scale.top))}.
      </p>
    </div>
  );
}
