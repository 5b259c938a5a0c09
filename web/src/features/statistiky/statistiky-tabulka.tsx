/**
 * The 'Tabuľka' tab's parts (spec part 1 §2 'Statistics', §3 'Statistics row', §6, §8):
 * the summary of the whole filter, the actions (CSV export, open data), and the sortable table of damaged
 * items whose injured name links to the event only with EVIDENCIA_SKOD.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { StatistikaRow, StatistikyPage, StatistikySort, StatistikySumar } from '@shared/api/statistiky';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { formatEurSk } from '@shared/format/cislo';
import { formatDatumCasSk } from '@shared/format/dates';
import { act, ListTable } from '@web/components/zoznam/list-page';
import { SumarBox } from '@web/components/zoznam/sumar-box';
import { predmetLabel } from '@web/components/zoznam/skody-filter';
import { downloadOtvoreneData, exportStatistikyCsv } from './statistiky-api';
import type { StatistikyGo } from './statistiky-filter';
import { firstDirection, type StatistikySearch } from './statistiky-search';
import './statistiky.css';

const pocet = new Intl.NumberFormat('sk-SK');
/** A count with Slovak grouping: 12 345. */
export const formatPocet = (n: number) => pocet.format(n);

/** Summary of the whole filter, not the page (spec part 1 §3 'Statistics row': Summary). */
export function StatistikySumarBox({ sumar }: { sumar: StatistikySumar }) {
  return (
    <SumarBox
      id="stat-sumar-nadpis"
      items={[
        ['Počet škodových udalostí', formatPocet(sumar.pocetSkodovychUdalosti)],
        ['Počet predmetov', formatPocet(sumar.pocetPredmetov)],
        ['Celková suma', formatEurSk(sumar.celkovaSuma)],
        ['Priemer', formatEurSk(sumar.priemer)],
      ]}
    />
  );
}

/** 'Export do CSV' (browser's time zone) and the open-data download aggregated to the 10 km grid. */
export function StatistikyAkcie({ search }: { search: StatistikySearch }) {
  return (
    <div className="govuk-button-group es-stat-akcie">
      <button type="button" className="govuk-button govuk-button--secondary" onClick={() => act(() => exportStatistikyCsv(search))}>
        Export do CSV
      </button>
      <span className="govuk-body govuk-!-margin-bottom-0" id="otvorene-data">
        Otvorené dáta (10 km):
      </span>
      <button type="button" className="govuk-button govuk-button--secondary" aria-describedby="otvorene-data" onClick={() => act(() => downloadOtvoreneData(search, 'csv'))}>
        CSV
      </button>
      <button type="button" className="govuk-button govuk-button--secondary" aria-describedby="otvorene-data" onClick={() => act(() => downloadOtvoreneData(search, 'geojson'))}>
        GeoJSON
      </button>
    </div>
  );
}

interface Column {
  key: StatistikySort;
  label: string;
  cell: (r: StatistikaRow, link: boolean) => ReactNode;
  numeric?: boolean;
}

/** The columns (spec part 1 §3 'Statistics row') with their sort keys and cells. */
const COLUMNS: readonly Column[] = [
  { key: 'poskodenyMeno', label: 'Poškodený', cell: (r, link) => <Poskodeny r={r} link={link} /> },
  { key: 'datumACasVznikuSkody', label: 'Dátum vzniku škody', cell: (r) => formatDatumCasSk(r.datumVznikuSkody) },
  { key: 'povodcaSkodyUrceneZivocichy', label: 'Pôvodca škody', cell: (r) => r.povodcaSkody ?? '-' },
  { key: 'kategoriaPredmetuSkody', label: 'Predmet škody', cell: (r) => predmetLabel(r.predmetSkodyKategoria) },
  { key: 'miestoSkodyKatastralneUzemie', label: 'Katastrálne územie', cell: (r) => r.katastralneUzemie ?? '-' },
  { key: 'uzemnePrislusnePracovisko', label: 'Územne príslušné pracovisko', cell: (r) => r.uzemnePrislusnePracovisko ?? '-' },
  { key: 'vyskaSkodyZaPredmet', label: 'Výška škody za predmet', cell: (r) => formatEurSk(r.vyskaSkodyZaPredmet), numeric: true },
];

/** The injured party's name: a link to the event with EVIDENCIA_SKOD (the event's code when the name is missing), else text. */
function Poskodeny({ r, link }: { r: StatistikaRow; link: boolean }) {
  if (!link) return r.poskodenyMeno ?? '-';
  return (
    <Link className="govuk-link" to="/is/skodove-udalosti/$uuid" params={{ uuid: r.skodovaUdalostUuid }}>
      {r.poskodenyMeno ?? r.skodovaUdalostKod}
    </Link>
  );
}

export function StatistikyTable({
  search,
  page,
  emptyText,
  profil,
  go,
}: {
  search: StatistikySearch;
  page: StatistikyPage;
  emptyText: string | null;
  profil: { opravnenia: readonly string[] };
  go: StatistikyGo;
}) {
  // spec part 1 §6: the name links to the event only with the damage-records right
  const link = hasAnyRight(profil, ['EVIDENCIA_SKOD']);
  return (
    <ListTable caption="Štatistiky škôd" columns={COLUMNS} sort={search} firstDirection={firstDirection} onSort={go} emptyText={emptyText} extraHeaders={null}>
      {page.statistics.map((r) => (
        <Row key={r.predmetSkodyUuid} r={r} link={link} />
      ))}
    </ListTable>
  );
}

function Row({ r, link }: { r: StatistikaRow; link: boolean }) {
  return (
    <tr className="govuk-table__row">
      {COLUMNS.map((c) => (
        <td key={c.key} className={`govuk-table__cell${c.numeric ? ' es-num' : ''}`} data-label={c.label}>
          {c.cell(r, link)}
        </td>
      ))}
    </tr>
  );
}
