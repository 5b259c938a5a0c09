/**
 * Charts of the statistics filter, loaded lazily by statistiky-grafy-section.tsx:
 * this module is the only one that imports chart.js and registers its parts, so neither lands in the main
 * chunk (ARCHITECTURE §8). Each chart is a canvas with role img and a text summary as its label, above its
 * data as a real table with a caption (readable by screen readers, copyable).
 */
import { useQuery } from '@tanstack/react-query';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  type ChartDataset,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { GrafBod, GrafRad } from '@shared/api/statistiky';
import { formatEurSk } from '@shared/format/cislo';
import { predmetLabel } from '@web/components/zoznam/skody-filter';
import { statistikyGrafyQuery } from './statistiky-api';
import type { StatistikySearch } from './statistiky-search';
import { formatPocet } from './statistiky-tabulka';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);
// the page's typeface and text colour (ID-SK), not chart.js's Helvetica and grey
Chart.defaults.font.family = '"Source Sans Pro", Arial, sans-serif';
Chart.defaults.font.size = 14;
Chart.defaults.color = '#0b0c0c';

/** ID-SK colours: blue, orange, green, purple. */
const FARBY = ['#1d70b8', '#f47738', '#00703c', '#4c2c92'] as const;
const eurOsi = new Intl.NumberFormat('sk-SK', { notation: 'compact', maximumFractionDigits: 1 });

type Config = ChartConfiguration<'bar' | 'line', number[], string>;
type Dataset = ChartDataset<'bar' | 'line', number[]>;
type Os = 'pocet' | 'eur';

interface Rad {
  label: string;
  os: Os;
  typ: 'bar' | 'line';
  data: number[];
}

/** A chart of one or more series over the same labels; counts on one axis, EUR on the other. */
function config(labels: string[], rady: Rad[], horizontal: boolean): Config {
  const [pocetOs, eurOs] = horizontal ? ['x', 'x1'] : ['y', 'y1'];
  const datasets: Dataset[] = rady.map((r, i) => ({
    type: r.typ,
    label: r.label,
    data: r.data,
    backgroundColor: FARBY[i % FARBY.length],
    borderColor: FARBY[i % FARBY.length],
    borderWidth: r.typ === 'line' ? 2 : 0,
    [horizontal ? 'xAxisID' : 'yAxisID']: r.os === 'pocet' ? pocetOs : eurOs,
  }));
  const jeOs = (os: Os) => rady.some((r) => r.os === os);
  const scales: NonNullable<Config['options']>['scales'] = {
    [horizontal ? 'y' : 'x']: { type: 'category', ticks: { autoSkip: false } },
  };
  if (jeOs('pocet')) {
    scales[pocetOs] = { type: 'linear', beginAtZero: true, position: horizontal ? 'bottom' : 'left', title: { display: true, text: 'Počet' }, ticks: { precision: 0 } };
  }
  if (jeOs('eur')) {
    scales[eurOs] = {
      type: 'linear',
      beginAtZero: true,
      position: horizontal ? 'top' : 'right',
      title: { display: true, text: 'EUR' },
      grid: { drawOnChartArea: !jeOs('pocet') },
      ticks: { callback: (v) => eurOsi.format(Number(v)) },
    };
  }
  return {
    type: 'bar',
    data: { labels, datasets },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      scales,
      plugins: {
        legend: { position: 'bottom' },
        tooltip: {
          callbacks: {
            label: (ctx) => {
              const os = rady[ctx.datasetIndex]?.os;
              const v = Number(ctx.raw);
              return `${ctx.dataset.label}: ${os === 'eur' ? formatEurSk(v) : formatPocet(v)}`;
            },
          },
        },
      },
    },
  };
}

function ChartCanvas({ cfg, summary, height }: { cfg: Config; summary: string; height: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = new Chart(ref.current, cfg);
    return () => chart.destroy();
  }, [cfg]);
  return (
    <div className="es-graf__canvas" style={{ height }}>
      <canvas ref={ref} role="img" aria-label={summary}>
        {summary}
      </canvas>
    </div>
  );
}

/** One chart with its data table beside it. */
function Graf({ id, title, summary, cfg, height = 320, table, controls }: { id: string; title: string; summary: string; cfg: Config; height?: number; table: ReactNode; controls?: ReactNode }) {
  return (
    <section className="govuk-!-margin-bottom-6" aria-labelledby={`${id}-nadpis`} data-graf={id}>
      <h3 className="govuk-heading-s" id={`${id}-nadpis`}>
        {title}
      </h3>
      {controls}
      <div className="es-graf">
        <ChartCanvas cfg={cfg} summary={summary} height={height} />
        <div className="es-graf__table">{table}</div>
      </div>
    </section>
  );
}

/** A chart's data: the first column names the row, the others are numbers (right-aligned). */
function DataTable({ caption, headers, rows }: { caption: string; headers: readonly string[]; rows: readonly { key: string; label: string; cells: readonly string[] }[] }) {
  return (
    <table className="govuk-table govuk-body-s">
      <caption className="govuk-table__caption govuk-table__caption--s">{caption}</caption>
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          {headers.map((h, i) => (
            <th key={h} scope="col" className={`govuk-table__header${i ? ' govuk-table__header--numeric' : ''}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {rows.map((r) => (
          <tr key={r.key} className="govuk-table__row">
            <th scope="row" className="govuk-table__header">
              {r.label}
            </th>
            {r.cells.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the fixed columns
              <td key={i} className="govuk-table__cell govuk-table__cell--numeric es-num">
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BodyTable({ caption, kluc, body }: { caption: string; kluc: string; body: readonly GrafBod[] }) {
  const rows = body.map((b) => ({ key: b.kluc, label: b.label, cells: [formatPocet(b.pocetSkodovychUdalosti), formatPocet(b.pocetPredmetov), formatEurSk(b.suma)] }));
  return <DataTable caption={caption} headers={[kluc, 'Škodové udalosti', 'Predmety', 'Suma']} rows={rows} />;
}

/** The text alternative of a chart: totals and where the most items and the highest amount are. */
export function suhrnBodov(title: string, body: readonly GrafBod[]): string {
  const predmety = body.reduce((a, b) => a + b.pocetPredmetov, 0);
  if (!predmety) return `${title}: žiadne údaje.`;
  const suma = body.reduce((a, b) => a + b.suma, 0);
  const najPocet = body.reduce((a, b) => (b.pocetPredmetov > a.pocetPredmetov ? b : a));
  const najSuma = body.reduce((a, b) => (b.suma > a.suma ? b : a));
  return `${title}: spolu ${formatPocet(predmety)} predmetov za ${formatEurSk(suma)}. Najviac predmetov: ${najPocet.label} (${formatPocet(najPocet.pocetPredmetov)}), najvyššia suma: ${najSuma.label} (${formatEurSk(najSuma.suma)}). Údaje sú v tabuľke pod grafom.`;
}

const RADY_BODOV = (body: readonly GrafBod[], sumaAko: 'bar' | 'line'): Rad[] => [
  { label: 'Počet predmetov', os: 'pocet', typ: 'bar', data: body.map((b) => b.pocetPredmetov) },
  { label: 'Suma (EUR)', os: 'eur', typ: sumaAko, data: body.map((b) => b.suma) },
];

/** A chart of GrafBod: time series (month, year) upright with the amount as a line; categories lying, two bars each. */
function BodyGraf({ id, title, kluc, body, cas, controls }: { id: string; title: string; kluc: string; body: readonly GrafBod[]; cas: boolean; controls?: ReactNode }) {
  const cfg = useMemo(
    () =>
      config(
        body.map((b) => b.label),
        RADY_BODOV(body, cas ? 'line' : 'bar'),
        !cas,
      ),
    [body, cas],
  );
  const height = cas ? 320 : Math.max(240, body.length * 36 + 100);
  return <Graf id={id} title={title} summary={suhrnBodov(title, body)} cfg={cfg} height={height} controls={controls} table={<BodyTable caption={title} kluc={kluc} body={body} />} />;
}

function OhlaseneGraf({ rady }: { rady: readonly GrafRad[] }) {
  const title = 'Ohlásené, šetrené a vyplatené';
  const cfg = useMemo(
    () =>
      config(
        rady.map((r) => r.label),
        [
          { label: 'Oznámenia', os: 'pocet', typ: 'bar', data: rady.map((r) => r.pocetOznameni) },
          { label: 'Škodové udalosti', os: 'pocet', typ: 'bar', data: rady.map((r) => r.pocetSkodovychUdalosti) },
          { label: 'Vypočítaná suma (EUR)', os: 'eur', typ: 'line', data: rady.map((r) => r.sumaVypocitana) },
          { label: 'Priznaná suma (EUR)', os: 'eur', typ: 'line', data: rady.map((r) => r.sumaPriznana) },
        ],
        false,
      ),
    [rady],
  );
  const spolu = (f: (r: GrafRad) => number) => rady.reduce((a, r) => a + f(r), 0);
  const summary = `${title} podľa rokov: ${formatPocet(spolu((r) => r.pocetOznameni))} oznámení, ${formatPocet(spolu((r) => r.pocetSkodovychUdalosti))} škodových udalostí, vypočítané ${formatEurSk(spolu((r) => r.sumaVypocitana))}, priznané v rozhodnutiach ${formatEurSk(spolu((r) => r.sumaPriznana))}. Údaje sú v tabuľke pod grafom.`;
  const rows = rady.map((r) => ({
    key: r.kluc,
    label: r.label,
    cells: [formatPocet(r.pocetOznameni), formatPocet(r.pocetSkodovychUdalosti), formatEurSk(r.sumaVypocitana), formatEurSk(r.sumaPriznana)],
  }));
  const table = <DataTable caption={title} headers={['Rok', 'Oznámenia', 'Škodové udalosti', 'Vypočítaná suma', 'Priznaná suma']} rows={rows} />;
  return <Graf id="ohlasene" title={title} summary={summary} cfg={cfg} table={table} />;
}

function UzemieSwitch({ value, onChange }: { value: 'kraj' | 'okres'; onChange: (v: 'kraj' | 'okres') => void }) {
  return (
    <fieldset className="govuk-fieldset govuk-!-margin-bottom-3">
      <legend className="govuk-fieldset__legend govuk-fieldset__legend--s govuk-visually-hidden">Členenie územia</legend>
      <div className="govuk-radios govuk-radios--small govuk-radios--inline">
        {(['kraj', 'okres'] as const).map((v) => (
          <div key={v} className="govuk-radios__item">
            <input className="govuk-radios__input" id={`uzemie-${v}`} name="uzemie" type="radio" checked={value === v} onChange={() => onChange(v)} />
            <label className="govuk-label govuk-radios__label" htmlFor={`uzemie-${v}`}>
              {v === 'kraj' ? 'Podľa krajov' : 'Podľa okresov'}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export default function StatistikyGrafy({ search }: { search: StatistikySearch }) {
  const { data, error, isPending } = useQuery(statistikyGrafyQuery(search));
  const [uzemie, setUzemie] = useState<'kraj' | 'okres'>('kraj');
  const predmety = useMemo(() => data?.podlaPredmetu.map((b) => ({ ...b, label: predmetLabel(b.kluc) === b.kluc ? b.label : predmetLabel(b.kluc) })) ?? [], [data]);
  if (isPending) return <p className="govuk-body">Načítavam grafy…</p>;
  if (error || !data) return <p className="govuk-body govuk-error-message">Grafy sa nepodarilo načítať.</p>;
  if (!data.podlaMesiaca.some((b) => b.pocetPredmetov > 0) && !data.ohlaseneSetreneVyplatene.some((r) => r.pocetOznameni > 0)) {
    return <p className="govuk-body">Zadaným filtračným kritériam nevyhovujú žiadne údaje.</p>;
  }
  return (
    <>
      <BodyGraf id="mesiac" title="Škody podľa mesiaca (sezóna)" kluc="Mesiac" body={data.podlaMesiaca} cas />
      <BodyGraf id="povodca" title="Škody podľa pôvodcu" kluc="Pôvodca škody" body={data.podlaPovodcu} cas={false} />
      <BodyGraf id="predmet" title="Škody podľa predmetu škody" kluc="Predmet škody" body={predmety} cas={false} />
      <BodyGraf
        id="uzemie"
        title={uzemie === 'kraj' ? 'Škody podľa kraja' : 'Škody podľa okresu'}
        kluc={uzemie === 'kraj' ? 'Kraj' : 'Okres'}
        body={uzemie === 'kraj' ? data.podlaKraja : data.podlaOkresu}
        cas={false}
        controls={<UzemieSwitch value={uzemie} onChange={setUzemie} />}
      />
      <BodyGraf id="rok" title="Škody medziročne" kluc="Rok" body={data.podlaRoka} cas />
      <OhlaseneGraf rady={data.ohlaseneSetreneVyplatene} />
    </>
  );
}
