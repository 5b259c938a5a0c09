/**
 * 'Hist. údaje' results (spec part 1 §3 'Historical row', §8): the summary of the whole filter, 'Export do CSV', the sortable
 * table (the record's id of the previous system is in the CSV only: the table would not fit the page with it).
 */
import type { HistoriaRow, HistoriaSummary, HistorickeUdajePage, HistorickeUdajeSort } from '@shared/api/historicke-udaje';
import { formatEurSk } from '@shared/format/cislo';
import { formatDateSk } from '@shared/format/dates';
import { ListTable } from '@web/components/zoznam/list-page';
import { SumarBox } from '@web/components/zoznam/sumar-box';
import { clearStatusMessages, showApiError } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { exportHistorickeUdaje, type HistoriaChoices } from './historicke-udaje-api';
import type { HistoriaGo } from './historicke-udaje-filter';
import { firstDirection, type HistorickeUdajeSearch } from './historicke-udaje-search';
import './historicke-udaje.css';

const pocet = new Intl.NumberFormat('sk-SK');

export function HistoriaSumarBox({ summary }: { summary: HistoriaSummary }) {
  return (
    <SumarBox
      id="hist-sumar-nadpis"
      items={[
        ['Počet', pocet.format(summary.pocet)],
        ['Celková suma', formatEurSk(summary.celkovaSuma)],
        ['Priemer', formatEurSk(summary.priemer)],
      ]}
    />
  );
}

export function HistoriaExport({ search, choices }: { search: HistorickeUdajeSearch; choices: HistoriaChoices }) {
  const run = async () => {
    clearStatusMessages();
    try {
      await exportHistorickeUdaje(search, choices);
    } catch (e) {
      showApiError(e, COMMON_TEXTS.serverError);
    }
  };
  return (
    <div className="govuk-button-group">
      <button type="button" className="govuk-button govuk-button--secondary" onClick={run}>
        Export do CSV
      </button>
    </div>
  );
}

const COLUMNS: { key: HistorickeUdajeSort; label: string }[] = [
  { key: 'poskodeny', label: 'Poškodený' },
  { key: 'datumVznikuSkody', label: 'Dátum vzniku škody' },
  { key: 'povodcaSkody', label: 'Pôvodca škody' },
  { key: 'predmetSkody', label: 'Predmet škody' },
  { key: 'katastralneUzemie', label: 'Katastrálne územie' },
  { key: 'okres', label: 'Okres' },
  { key: 'sumaPriznana', label: 'Priznaná suma' },
];

export function HistoriaTable({ search, page, emptyText, go }: { search: HistorickeUdajeSearch; page: HistorickeUdajePage; emptyText: string | null; go: HistoriaGo }) {
  return (
    <ListTable
      caption="Historické údaje"
      columns={COLUMNS}
      sort={search}
      firstDirection={firstDirection}
      onSort={go}
      emptyText={emptyText}
      extraHeaders={
        <th scope="col" className="govuk-table__header">
          Poľovný revír
        </th>
      }
    >
      {page.historiaSkodovaUdalostList.map((r) => (
        <Row key={r.skodovaUdalostUuid} r={r} />
      ))}
    </ListTable>
  );
}

function Row({ r }: { r: HistoriaRow }) {
  const cell = (label: string, value: string | undefined, className = '') => (
    <td className={`govuk-table__cell ${className}`} data-label={label}>
      {value || '-'}
    </td>
  );
  return (
    <tr className="govuk-table__row">
      {cell('Poškodený', r.poskodenyMeno)}
      {cell('Dátum vzniku škody', formatDateSk(r.datumVznikuSkody))}
      {cell('Pôvodca škody', r.povodcaSkody)}
      {cell('Predmet škody', r.predmetSkodyKategoria)}
      {cell('Katastrálne územie', r.katastralneUzemie)}
      {cell('Okres', r.okres)}
      {cell('Priznaná suma', formatEurSk(r.vyskaSkodyPriznana), 'es-hist-num')}
      {cell('Poľovný revír', r.polovnyRevir)}
    </tr>
  );
}
