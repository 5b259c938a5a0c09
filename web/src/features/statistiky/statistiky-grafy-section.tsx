/**
 * The 'Grafy' section of the 'Tabuľka' tab: collapsed under the table; the
 * charts module (chart.js with its registration) and the /statistiky/grafy call load only when a person
 * opens it, so the table view costs neither the ~70 kB of chart.js nor the chart query.
 */
import { lazy, Suspense, useState } from 'react';
import type { StatistikySearch } from './statistiky-search';

const StatistikyGrafy = lazy(() => import('./statistiky-grafy'));

export function GrafySection({ search }: { search: StatistikySearch }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="govuk-!-margin-top-8" aria-labelledby="grafy-nadpis">
      <h2 className="govuk-heading-m" id="grafy-nadpis">
        Grafy
      </h2>
      <details className="govuk-details es-grafy" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="govuk-details__summary">
          <span className="govuk-details__summary-text">Zobraziť grafy pre aktuálny filter</span>
        </summary>
        <div className="govuk-details__text">
          {open && (
            <Suspense fallback={<p className="govuk-body">Načítavam grafy…</p>}>
              <StatistikyGrafy search={search} />
            </Suspense>
          )}
        </div>
      </details>
    </section>
  );
}
