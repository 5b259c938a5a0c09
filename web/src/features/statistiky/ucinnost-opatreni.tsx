/**
 * 'Účinnosť opatrení' (beyond the spec, VYHODNOCOVANIE_UDAJOV): damage at places with preventive measures
 * N months before and after the measure, by kind and species, with the method note saying what the
 * comparison cannot show, and its CSV. N comes from the URL (`?mesiace=`), the form changes it.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { OPATRENIE_DRUH_LABELS } from '@shared/api/opatrenia';
import { ANALYZY_MSG, UCINNOST_MESIACE, UCINNOST_STLPCE, type UcinnostRiadok } from '@shared/api/statistiky-analyzy';
import { formatEurSk } from '@shared/format/cislo';
import { formatDateSk } from '@shared/format/dates';
import { TableScroll } from '@web/components/table-scroll';
import { act } from '@web/components/zoznam/list-page';
import { exportUcinnostOpatreniCsv, ucinnostOpatreniQuery } from './analyzy-api';
import { CisloBunka, Hlavicka } from './analyzy-tabulka';
import { formatPocet } from './statistiky-tabulka';
import './statistiky.css';

/** The change of a count or an amount after against before, as the table shows it ('–' without a before). */
export function zmena(pred: number, po: number): string {
  if (pred === 0) return po === 0 ? '0 %' : '–';
  const p = Math.round(((po - pred) / pred) * 100);
  return `${p > 0 ? '+' : ''}${p} %`;
}

function MesiaceForm({ mesiace, onChange }: { mesiace: number; onChange: (mesiace: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(mesiace));
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || n < UCINNOST_MESIACE.min || n > UCINNOST_MESIACE.max) {
      setError(ANALYZY_MSG.mesiace);
      return;
    }
    setError(null);
    onChange(n);
  };
  return (
    <form className="es-ucinnost-form" onSubmit={submit} noValidate>
      <div className={`govuk-form-group${error ? ' govuk-form-group--error' : ''}`}>
        <label className="govuk-label" htmlFor={`${id}-mesiace`}>
          Obdobie pred opatrením a po ňom (počet mesiacov)
        </label>
        <div className="govuk-hint" id={`${id}-hint`}>
          Celé číslo od {UCINNOST_MESIACE.min} do {UCINNOST_MESIACE.max}, predvolene {UCINNOST_MESIACE.predvolene}.
        </div>
        {error && (
          <p className="govuk-error-message" id={`${id}-error`}>
            <span className="govuk-visually-hidden">Chyba:</span> {error}
          </p>
        )}
        <input
          className={`govuk-input govuk-input--width-3${error ? ' govuk-input--error' : ''}`}
          id={`${id}-mesiace`}
          name="mesiace"
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
      </div>
      <button type="submit" className="govuk-button govuk-button--secondary">
        Zobraziť
      </button>
    </form>
  );
}

/** What the comparison rests on and what it cannot show (no causal claim). */
function MetodaUcinnosti({ mesiace, dnes }: { mesiace: number; dnes: string }) {
  return (
    <section className="govuk-inset-text" aria-labelledby="ucinnost-metoda">
      <h3 className="govuk-heading-s" id="ucinnost-metoda">
        Ako porovnanie vzniká a čo neukazuje
      </h3>
      <ul className="govuk-list govuk-list--bullet govuk-body-s">
        <li>
          Miesto je poškodený spolu s katastrálnym územím poškodených predmetov. Opatrenie nemá vlastný dátum: za jeho začiatok sa berie dátum vzniku škody prvej škodovej udalosti na
          mieste, pri ktorej je daný druh opatrenia zaznamenaný.
        </li>
        <li>
          Porovnávajú sa škodové udalosti s rovnakým pôvodcom ako pri tejto udalosti za {mesiace} mes. pred týmto dňom a {mesiace} mes. po ňom. Samotný deň (aj udalosť, pri ktorej bolo
          opatrenie zaznamenané) sa nezapočítava do žiadneho obdobia. Sumy sú výšky škôd predmetov na danom mieste.
        </li>
        <li>Miesta, ktorým obdobie po opatrení k {formatDateSk(dnes)} ešte neskončilo, sa neporovnávajú; uvádza ich posledný stĺpec.</li>
        <li>
          Porovnanie nedokazuje, že opatrenie škody znížilo. Opatrenia sa zavádzajú spravidla po sérii škôd a po nezvyčajne zlom období často nasleduje lepšie aj bez zásahu (návrat k
          priemeru).
        </li>
        <li>
          Miesta bez zaznamenaných opatrení sa neporovnávajú, chýba teda kontrolná skupina. Na škody vplývajú aj zmeny početnosti šeliem, počasie, počet a ustajnenie zvierat či ochota
          škody hlásiť; zaznamenané sú len nahlásené škody.
        </li>
        <li>Pri malom počte miest a krátkom období je rozdiel z veľkej časti náhodný – pozrite stĺpec Počet miest.</li>
      </ul>
    </section>
  );
}

/** The comparison's columns, each change after its 'after' column. */
const HLAVICKY = Object.entries(UCINNOST_STLPCE).flatMap(([k, label]) =>
  k === 'udalostiPo' ? [label, 'Zmena udalostí'] : k === 'sumaPo' ? [label, 'Zmena sumy'] : [label],
);

function Riadok({ r }: { r: UcinnostRiadok }) {
  const cells = [
    formatPocet(r.pocetPoskodenych),
    formatPocet(r.pocetMiest),
    formatPocet(r.udalostiPred),
    formatPocet(r.udalostiPo),
    r.pocetMiest ? zmena(r.udalostiPred, r.udalostiPo) : '–',
    formatEurSk(r.sumaPred),
    formatEurSk(r.sumaPo),
    r.pocetMiest ? zmena(r.sumaPred, r.sumaPo) : '–',
    formatPocet(r.neukonceneOkno),
  ];
  return (
    <tr className="govuk-table__row">
      <th scope="row" className="govuk-table__header">
        {OPATRENIE_DRUH_LABELS[r.druhOpatrenia]}
      </th>
      <td className="govuk-table__cell">{r.povodcaSkody}</td>
      {cells.map((c, i) => (
        <CisloBunka key={HLAVICKY[i + 2]}>{c}</CisloBunka>
      ))}
    </tr>
  );
}

export function UcinnostOpatreni({ mesiace, onMesiace }: { mesiace: number; onMesiace: (mesiace: number) => void }) {
  const { data } = useSuspenseQuery(ucinnostOpatreniQuery(mesiace));
  return (
    <>
      <h2 className="govuk-heading-m">Účinnosť opatrení</h2>
      <MesiaceForm key={mesiace} mesiace={mesiace} onChange={onMesiace} />
      <MetodaUcinnosti mesiace={data.mesiace} dnes={data.dnes} />
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => act(() => exportUcinnostOpatreniCsv(mesiace))}>
          Export do CSV
        </button>
      </div>
      {data.riadky.length === 0 ? (
        <p className="govuk-body">Neexistujú miesta so zaznamenanými preventívnymi opatreniami.</p>
      ) : (
        <TableScroll label="Škody pred opatrením a po ňom">
          <table className="govuk-table govuk-body-s">
            <caption className="govuk-table__caption govuk-table__caption--s">
              Škody {data.mesiace} mes. pred opatrením a {data.mesiace} mes. po ňom
            </caption>
            <Hlavicka stlpce={HLAVICKY} ciselneOd={2} />
            <tbody className="govuk-table__body">
              {data.riadky.map((r) => (
                <Riadok key={`${r.druhOpatrenia}|${r.povodcaSkody}`} r={r} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
