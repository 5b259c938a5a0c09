import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TYP_SKODY_LABELS, type TypSkody } from '@shared/domain/oznamenie';
import { formatDateSk } from '@shared/format/dates';
import { formatGpsPairSk } from '@shared/format/gps';
import { dataZWebuQuery, oznamenieQuery } from '@web/features/oznamenia/oznamenia-api';
import { OznamenieHeader } from '@web/features/oznamenia/oznamenie-header';
import { pageHead } from '@web/lib/page-head';
import { uuidParams } from '@web/lib/route-params';
import { SummaryList } from '@web/components/summary-list';

/** /is/oznamenia/{uuid}/data-z-webu – what the reporter sent, exactly as submitted (spec part 1 §2, §3). */
export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/data-z-webu')({
  params: { parse: uuidParams('uuid') },
  // a reload refetches the notification and its web data (spec part 1 §2)
  loader: ({ context, params }) =>
    Promise.all([context.queryClient.ensureQueryData(oznamenieQuery(params.uuid)), context.queryClient.ensureQueryData(dataZWebuQuery(params.uuid))]),
  head: () => pageHead('Dáta z webu'),
  component: DataZWebu,
});

type Rec = Record<string, unknown>;
const str = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : String(v));
const nazov = (v: unknown) => (v && typeof v === 'object' ? str((v as Rec).nazov ?? (v as Rec).label) : str(v));
const TYP_SUBJEKTU: Record<string, string> = { FO: 'Fyzická osoba', FO_PODNIKATEL: 'Fyzická osoba – podnikateľ', PO: 'Právnická osoba' };

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <SummaryList rows={rows.map(([label, value]) => ({ label, value, valueProps: { style: { whiteSpace: 'pre-wrap' } } }))} />
  );
}

function DataZWebu() {
  const { uuid } = Route.useParams();
  const { data: o } = useSuspenseQuery(oznamenieQuery(uuid));
  const { data } = useSuspenseQuery(dataZWebuQuery(uuid));
  const d = data.webOznamenieDetail as Rec;
  const p = data.poskodeny as Rec;
  const a = (p.adresa ?? {}) as Rec;
  const gps = formatGpsPairSk(d.lokalitaGpsSirka as number | undefined, d.lokalitaGpsDlzka as number | undefined) || '-';
  return (
    <>
      <OznamenieHeader o={o} active="data-z-webu" />
      <h2 className="govuk-heading-m">Údaje o škode</h2>
      <Rows
        rows={[
          ['Dátum oznámenia', formatDateSk(str(d.datumOznamenia))],
          ['Dátum vzniku škody', formatDateSk(str(d.datumVznikuSkody))],
          ['Typ škody', TYP_SKODY_LABELS[d.typSkody as TypSkody] ?? str(d.typSkody)],
          ['Územne príslušné pracovisko', nazov(d.uzemnePrislusnePracovisko)],
          ['Obec', nazov(d.obec)],
          ['GPS súradnice', gps],
          ['Popis lokality', str(d.popisLokality)],
          ['Popis škody', str(d.popisSkody)],
          ['Fotografie', Array.isArray(d.fotografie) && d.fotografie.length ? d.fotografie.join(', ') : '-'],
        ]}
      />
      <h2 className="govuk-heading-m">Údaje o poškodenom</h2>
      <Rows
        rows={[
          ['Typ subjektu', TYP_SUBJEKTU[String(p.typSubjektu)] ?? str(p.typSubjektu)],
          ['Titul pred menom', str(p.titulPredMenom)],
          ['Meno', str(p.meno)],
          ['Priezvisko', str(p.priezvisko)],
          ['Titul za menom', str(p.titulZaMenom)],
          ['Dátum narodenia', p.datumNarodenia ? formatDateSk(String(p.datumNarodenia)) : '-'],
          ['IČO', str(p.ico)],
          ['Obchodné meno', str(p.obchodneMeno)],
          ['Názov prevádzky', str(p.nazovPrevadzky)],
          [
            'Adresa',
            [[a.ulica, [a.supisneCislo, a.orientacneCislo].filter(Boolean).join('/')].filter(Boolean).join(' '), [a.psc, a.obecName ?? nazov(a.obec)].filter((x) => x && x !== '-').join(' '), a.statName]
              .filter((x) => x && x !== '-')
              .join(', ') || '-',
          ],
          ['E-mail', str(p.email)],
          ['Telefónne číslo', str(p.telefonneCislo)],
          ['Súhlas so spracovaním osobných údajov', p.gdprSuhlas ? `Áno${p.datumSuhlasu ? ` (${formatDateSk(String(p.datumSuhlasu))})` : ''}` : 'Nie'],
          ['Doplňujúce kontaktné informácie', str(p.doplnujuceKontaktneInformacie)],
        ]}
      />
    </>
  );
}
