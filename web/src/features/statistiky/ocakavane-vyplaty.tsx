/**
 * 'Očakávané výplaty' (beyond the spec, VYHODNOCOVANIE_UDAJOV): the expected payout of the events not yet
 * decided, with its range, per workplace and item category, beside what decisions of this calendar year
 * granted, and the method it is computed by.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { OcakavaneVyplaty as Data, VyplatyPomer, VyplatySumy, ZdrojPomeru } from '@shared/api/statistiky-analyzy';
import { formatCisloSk, formatEurSk } from '@shared/format/cislo';
import { TableScroll } from '@web/components/table-scroll';
import { SumarBox } from '@web/components/zoznam/sumar-box';
import { predmetLabel } from '@web/components/zoznam/skody-filter';
import { ocakavaneVyplatyQuery } from './analyzy-api';
import { CisloBunka, Hlavicka } from './analyzy-tabulka';
import { formatPocet } from './statistiky-tabulka';
import './statistiky.css';

const ZDROJ_LABELS: Record<ZdrojPomeru, string> = {
  bunka: 'kategória a kraj',
  kategoria: 'kategória vo všetkých krajoch',
  celkovo: 'všetky rozhodnuté udalosti',
  ziadne: 'bez rozhodnutých udalostí (pomer 1)',
};

const rozpatie = (s: VyplatySumy) => `${formatEurSk(s.ocakavaneDolne)} – ${formatEurSk(s.ocakavaneHorne)}`;
const percent = (q: number) => `${Math.round(q * 100)}.`;

function Metoda({ data }: { data: Data }) {
  return (
    <section className="govuk-inset-text" aria-labelledby="vyplaty-metoda">
      <h3 className="govuk-heading-s" id="vyplaty-metoda">
        Ako sa odhad počíta
      </h3>
      <ul className="govuk-list govuk-list--bullet govuk-body-s">
        <li>Nerozhodnuté sú škodové udalosti v inom stave ako Rozhodnutá; predpokladá sa, že sa rozhodnú v roku {data.rok}.</li>
        <li>
          Z každej rozhodnutej udalosti sa vypočíta pomer priznanej sumy k vypočítanej výške škody jej predmetov. Pomer patrí každej bunke (kategória predmetu × kraj miesta
          predmetu), v ktorej má udalosť predmet.
        </li>
        <li>
          Očakávaná výplata predmetu je jeho vypočítaná suma × medián pomerov jeho bunky; rozpätie je suma × {percent(data.kvantilDolny)} a {percent(data.kvantilHorny)} percentil.
        </li>
        <li>
          Ak má bunka menej ako {data.minPocet} rozhodnutých udalostí, použijú sa pomery kategórie vo všetkých krajoch, ak ani tých nie je dosť, všetky pomery; bez rozhodnutých udalostí
          sa očakáva vypočítaná suma.
        </li>
        <li>Rozpätie sčítava dolné a horné hodnoty všetkých buniek naraz: ukazuje rozptyl doterajších rozhodnutí, nie interval spoľahlivosti.</li>
        <li>
          Rozhodnuté v roku {data.rok} sa počíta podľa dátumu vydania rozhodnutia; priznaná suma sa rozdelí na predmety podľa ich súm. Historické údaje majú na záznam iba jednu
          sumu (bez vypočítanej a priznanej), preto do pomerov nevstupujú.
        </li>
      </ul>
    </section>
  );
}

const HLAVICKY = ['Pracovisko', 'Predmet škody', 'Nerozhodnuté udalosti', 'Vypočítaná suma', 'Očakávaná výplata', 'Rozpätie', 'Rozhodnuté udalosti', 'Priznaná suma'];

const bunky = (s: VyplatySumy) => [
  formatPocet(s.pocetNerozhodnutych),
  formatEurSk(s.vypocitane),
  formatEurSk(s.ocakavane),
  rozpatie(s),
  formatPocet(s.pocetRozhodnutych),
  formatEurSk(s.rozhodnute),
];

function Cisla({ s }: { s: VyplatySumy }) {
  return bunky(s).map((c, i) => <CisloBunka key={HLAVICKY[i + 2]}>{c}</CisloBunka>);
}

function Pomery({ pomery }: { pomery: readonly VyplatyPomer[] }) {
  if (!pomery.length) return null;
  return (
    <details className="govuk-details">
      <summary className="govuk-details__summary">
        <span className="govuk-details__summary-text">Pomery použité pre nerozhodnuté predmety</span>
      </summary>
      <div className="govuk-details__text">
        <TableScroll label="Pomery priznanej a vypočítanej sumy">
        <table className="govuk-table govuk-body-s">
          <caption className="govuk-table__caption govuk-table__caption--s">Pomery priznanej a vypočítanej sumy</caption>
          <Hlavicka stlpce={['Predmet škody', 'Kraj', 'Zdroj pomeru', 'Rozhodnuté udalosti', 'Medián', 'Dolný', 'Horný']} ciselneOd={3} />
          <tbody className="govuk-table__body">
            {pomery.map((p) => (
              <tr key={`${p.predmetSkodyKategoria}|${p.kraj}`} className="govuk-table__row">
                <td className="govuk-table__cell">{predmetLabel(p.predmetSkodyKategoria)}</td>
                <td className="govuk-table__cell">{p.kraj}</td>
                <td className="govuk-table__cell">{ZDROJ_LABELS[p.zdroj]}</td>
                {(
                  [
                    ['pocet', formatPocet(p.pocet)],
                    ['median', formatCisloSk(p.median)],
                    ['dolny', formatCisloSk(p.dolny)],
                    ['horny', formatCisloSk(p.horny)],
                  ] as const
                ).map(([k, c]) => (
                  <CisloBunka key={k}>{c}</CisloBunka>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      </div>
    </details>
  );
}

export function OcakavaneVyplaty() {
  const { data } = useSuspenseQuery(ocakavaneVyplatyQuery);
  const s = data.spolu;
  return (
    <>
      <h2 className="govuk-heading-m">Očakávané výplaty {data.rok}</h2>
      <SumarBox
        id="vyplaty-sumar"
        title={`Rok ${data.rok}`}
        items={[
          [`Priznané v rozhodnutiach ${data.rok}`, formatEurSk(s.rozhodnute)],
          ['Očakávané výplaty nerozhodnutých', formatEurSk(s.ocakavane)],
          ['Rozpätie očakávaných výplat', rozpatie(s)],
          ['Spolu priznané a očakávané', formatEurSk((Math.round(s.rozhodnute * 100) + Math.round(s.ocakavane * 100)) / 100)],
        ]}
      />
      <Metoda data={data} />
      {data.riadky.length === 0 ? (
        <p className="govuk-body">Neexistujú nerozhodnuté ani tento rok rozhodnuté škodové udalosti.</p>
      ) : (
        <TableScroll label="Očakávané výplaty podľa pracoviska a predmetu">
          <table className="govuk-table govuk-body-s">
            <caption className="govuk-table__caption govuk-table__caption--s">Očakávané výplaty podľa pracoviska a predmetu škody</caption>
            <Hlavicka stlpce={HLAVICKY.map((h, i) => (i > 5 ? `${h} ${data.rok}` : h))} ciselneOd={2} />
            <tbody className="govuk-table__body">
              {data.riadky.map((r) => (
                <tr key={`${r.pracovisko}|${r.predmetSkodyKategoria}`} className="govuk-table__row">
                  <td className="govuk-table__cell">{r.pracovisko}</td>
                  <td className="govuk-table__cell">{r.predmetSkodyKategoria ? predmetLabel(r.predmetSkodyKategoria) : 'Bez predmetov'}</td>
                  <Cisla s={r} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="govuk-table__row">
                <th scope="row" colSpan={2} className="govuk-table__header">
                  Spolu
                </th>
                <Cisla s={s} />
              </tr>
            </tfoot>
          </table>
        </TableScroll>
      )}
      <Pomery pomery={data.pomery} />
    </>
  );
}
