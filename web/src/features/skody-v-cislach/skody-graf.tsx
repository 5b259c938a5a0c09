/**
 * A chart of the public page, loaded lazily (skody-v-cislach-page.tsx): the only module of the page
 * that imports chart.js and registers its parts, so neither reaches the main chunk. Counts as bars on
 * the left axis, awarded EUR as a line on the right; the canvas is an image labelled by its summary and
 * the page shows the same numbers in a table.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatEurSk } from '@shared/format/cislo';
import { SKODY_V_CISLACH_TEXTS as T } from './skody-v-cislach-texts';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

const MODRA = '#1d70b8';
const ORANZOVA = '#f47738';

export interface SkodyGrafProps {
  labels: string[];
  pocty: number[];
  /** null: not published – a gap in the line. */
  sumy: (number | null)[];
  /** Text alternative of the chart. */
  summary: string;
}

export default function SkodyGraf({ labels, pocty, sumy, summary }: SkodyGrafProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = new Chart<'bar' | 'line', (number | null)[], string>(ref.current, {
      type: 'bar',
      data: {
        labels,
        datasets: [
          { type: 'bar', label: T.grafPocet, data: pocty, backgroundColor: MODRA, yAxisID: 'y' },
          { type: 'line', label: T.grafSuma, data: sumy, borderColor: ORANZOVA, backgroundColor: ORANZOVA, borderWidth: 2, yAxisID: 'y1' },
        ],
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        font: { family: '"Source Sans Pro", Arial, sans-serif', size: 14 },
        color: '#0b0c0c',
        scales: {
          y: { beginAtZero: true, position: 'left', ticks: { precision: 0 }, title: { display: true, text: T.grafPocet } },
          y1: { beginAtZero: true, position: 'right', grid: { drawOnChartArea: false }, title: { display: true, text: 'EUR' } },
        },
        plugins: {
          legend: { position: 'bottom' },
          tooltip: { callbacks: { label: (ctx) => (ctx.datasetIndex === 1 ? `${T.grafSuma}: ${ctx.raw === null ? T.sumaNezverejnena : formatEurSk(Number(ctx.raw))}` : `${T.grafPocet}: ${ctx.raw}`) } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, pocty, sumy]);
  return (
    <div className="es-skody-graf">
      <canvas ref={ref} role="img" aria-label={summary}>
        {summary}
      </canvas>
    </div>
  );
}
