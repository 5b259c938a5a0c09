/**
 * The public page 'Škody v číslach' (no sign-in): the precomputed document in tables, two lazily loaded
 * charts, the 10 km grid map (its own lazy chunk), the downloads and the open licence. The first screen
 * is the text and the year table: chart.js and MapLibre load after it.
 */
import './skody-v-cislach.css';
import { type FormEvent, lazy, type ReactNode, Suspense, useMemo } from 'react';
import type { SkodyVCislachDokument } from '@shared/api/skody-v-cislach';
import { otvoreneDataUrl, SKODY_V_CISLACH_SUBORY } from '@shared/domain/skody-v-cislach';
import { formatEurSk } from '@shared/format/cislo';
import { TableScroll } from '@web/components/table-scroll';
import { SkodyMapa } from './skody-mapa';
import { SKODY_V_CISLACH_TEXTS as T } from './skody-v-cislach-texts';

const SkodyGraf = lazy(() => import('./skody-graf'));

const MESIACE = ['január', 'február', 'marec', 'apríl', 'máj', 'jún', 'júl', 'august', 'september', 'október', 'november', 'december'];
const pocet = new Intl.NumberFormat('sk-SK');
const kedy = new Intl.DateTimeFormat('sk-SK', { day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Bratislava' });

interface Riadok {
  kluc: string;
  label: string;
  pocetUdalosti: number;
  pocetRozhodnutych: number;
  /** null: not published (a small group, see potlacitMaleSumy). */
  sumaPriznana: number | null;
}

/** A table of counts and sums; `skrytyNazov` when a heading right above already says the caption. */
function Tabulka({ caption, prvyStlpec, riadky, spolu, skrytyNazov }: { caption: string; prvyStlpec: string; riadky: Riadok[]; spolu?: boolean; skrytyNazov?: boolean }) {
  const sum = (k: 'pocetUdalosti' | 'pocetRozhodnutych') => riadky.reduce((s, r) => s + r[k], 0);
  // a total over rows of which one is not published would show what the published ones leave out
  const sumaSpolu = riadky.some((r) => r.sumaPriznana === null) ? null : riadky.reduce((s, r) => s + Math.round((r.sumaPriznana ?? 0) * 100), 0) / 100;
  const bunky = (r: Omit<Riadok, 'kluc' | 'label'>) => (
    <>
      <td className="govuk-table__cell govuk-table__cell--numeric">{pocet.format(r.pocetUdalosti)}</td>
      <td className="govuk-table__cell govuk-table__cell--numeric">{pocet.format(r.pocetRozhodnutych)}</td>
      <td className="govuk-table__cell govuk-table__cell--numeric">{r.sumaPriznana === null ? T.sumaNezverejnena : formatEurSk(r.sumaPriznana)}</td>
    </>
  );
  return (
    <TableScroll label={caption}>
      <table className="govuk-table">
        <caption className={skrytyNazov ? 'govuk-visually-hidden' : 'govuk-table__caption govuk-table__caption--s'}>{caption}</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            <th scope="col" className="govuk-table__header">
              {prvyStlpec}
            </th>
            <th scope="col" className="govuk-table__header govuk-table__header--numeric">
              {T.stlpecPocet}
            </th>
            <th scope="col" className="govuk-table__header govuk-table__header--numeric">
              {T.stlpecRozhodnute}
            </th>
            <th scope="col" className="govuk-table__header govuk-table__header--numeric">
              {T.stlpecSuma}
            </th>
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {riadky.map((r) => (
            <tr className="govuk-table__row" key={r.kluc}>
              <th scope="row" className="govuk-table__header">
                {r.label}
              </th>
              {bunky(r)}
            </tr>
          ))}
          {spolu && (
            <tr className="govuk-table__row">
              <th scope="row" className="govuk-table__header">
                {T.spolu}
              </th>
              {bunky({ pocetUdalosti: sum('pocetUdalosti'), pocetRozhodnutych: sum('pocetRozhodnutych'), sumaPriznana: sumaSpolu })}
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Graf(props: { labels: string[]; riadky: Riadok[]; summary: string }) {
  const pocty = useMemo(() => props.riadky.map((r) => r.pocetUdalosti), [props.riadky]);
  const sumy = useMemo(() => props.riadky.map((r) => r.sumaPriznana), [props.riadky]);
  return (
    <Suspense fallback={<p className="govuk-body">{T.grafyNacitavam}</p>}>
      <SkodyGraf labels={props.labels} pocty={pocty} sumy={sumy} summary={props.summary} />
    </Suspense>
  );
}

function Sekcia({ id, nadpis, children }: { id: string; nadpis: string; children: ReactNode }) {
  return (
    <section className="govuk-!-margin-top-8" aria-labelledby={id}>
      <h2 className="govuk-heading-l" id={id}>
        {nadpis}
      </h2>
      {children}
    </section>
  );
}

export interface SkodyVCislachPageProps {
  dokument: SkodyVCislachDokument | null;
  /** The year of the monthly, species and region tables (a year of the document, else its last). */
  rok: number | undefined;
  onRok(rok: number): void;
}

export function SkodyVCislachPage({ dokument, rok: zvolenyRok, onRok }: SkodyVCislachPageProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <h1 className="govuk-heading-xl">{T.nadpis}</h1>
        <p className="govuk-body-l">{T.uvod}</p>
        <ul className="govuk-list govuk-list--bullet">
          {T.ako.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        {dokument ? <Obsah dokument={dokument} zvolenyRok={zvolenyRok} onRok={onRok} /> : <p className="govuk-inset-text">{T.nepripravene}</p>}
      </div>
    </div>
  );
}

function Obsah({ dokument: d, zvolenyRok, onRok }: { dokument: SkodyVCislachDokument; zvolenyRok: number | undefined; onRok(rok: number): void }) {
  const posledny = d.roky[d.roky.length - 1];
  const rok = zvolenyRok !== undefined && d.roky.includes(zvolenyRok) ? zvolenyRok : posledny;
  const roky = useMemo(() => d.podlaRoka.map((r) => ({ ...r, kluc: String(r.rok), label: String(r.rok) })), [d]);
  const mesiace = useMemo(() => d.podlaMesiaca.filter((m) => m.rok === rok).map((m) => ({ ...m, kluc: String(m.mesiac), label: MESIACE[m.mesiac - 1] })), [d, rok]);
  const druhy = d.podlaDruhu.filter((x) => x.rok === rok).map((x) => ({ ...x, kluc: x.druh, label: x.druh }));
  const kraje = d.podlaKraja.filter((x) => x.rok === rok).map((x) => ({ ...x, kluc: x.kraj, label: x.kraj }));
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onRok(Number(new FormData(e.currentTarget).get('rok')));
  };
  return (
    <>
      <p className="govuk-body-s">{T.aktualizovane(kedy.format(new Date(d.vygenerovane)))}</p>

      {d.roky.length > 0 && (
        <>
          <Sekcia id="roky-nadpis" nadpis={T.podlaRokovNadpis}>
            <Graf labels={roky.map((r) => r.label)} riadky={roky} summary={T.grafRokySumar(roky.length, d.roky[0], posledny)} />
            <Tabulka caption={T.podlaRokovPopis} prvyStlpec={T.stlpecRok} riadky={[...roky].reverse()} spolu />
          </Sekcia>

          <Sekcia id="rok-nadpis" nadpis={T.podlaMesiacovNadpis(rok)}>
            <form className="govuk-form-group" onSubmit={submit} key={rok}>
              <label className="govuk-label" htmlFor="skody-rok">
                {T.rokVolba}
              </label>
              <select className="govuk-select govuk-!-margin-right-2" id="skody-rok" name="rok" defaultValue={rok}>
                {[...d.roky].reverse().map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
              <button type="submit" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0">
                {T.rokVolbaTlacidlo}
              </button>
            </form>
            <Graf labels={mesiace.map((m) => m.label)} riadky={mesiace} summary={T.grafMesiaceSumar(rok)} />
            <Tabulka caption={T.podlaMesiacovPopis(rok)} prvyStlpec={T.stlpecMesiac} riadky={mesiace} spolu />
            <h3 className="govuk-heading-m">{T.podlaDruhovNadpis(rok)}</h3>
            {druhy.length ? <Tabulka caption={T.podlaDruhovNadpis(rok)} prvyStlpec={T.stlpecDruh} riadky={druhy} skrytyNazov /> : <p className="govuk-body">{T.ziadneUdalosti}</p>}
            <h3 className="govuk-heading-m">{T.podlaKrajovNadpis(rok)}</h3>
            {kraje.length ? <Tabulka caption={T.podlaKrajovNadpis(rok)} prvyStlpec={T.stlpecKraj} riadky={kraje} skrytyNazov /> : <p className="govuk-body">{T.ziadneUdalosti}</p>}
          </Sekcia>
        </>
      )}

      <SkodyMapa mapa={d.mapa} />

      <Sekcia id="stiahnut-nadpis" nadpis={T.stiahnutNadpis}>
        <ul className="govuk-list">
          {(
            [
              [SKODY_V_CISLACH_SUBORY.csv, T.stiahnutCsv],
              [SKODY_V_CISLACH_SUBORY.mapaGeojson, T.stiahnutGeojson],
              [SKODY_V_CISLACH_SUBORY.mapaCsv, T.stiahnutMapaCsv],
              [SKODY_V_CISLACH_SUBORY.dokument, T.stiahnutJson],
            ] as const
          ).map(([subor, text]) => (
            <li key={subor}>
              <a className="govuk-link" href={otvoreneDataUrl(subor)} download={subor}>
                {text}
              </a>
            </li>
          ))}
        </ul>
        <h3 className="govuk-heading-m">{T.licenciaNadpis}</h3>
        <p className="govuk-body">
          {T.licencia}{' '}
          <a className="govuk-link" href={d.licencia.url} rel="license">
            {d.licencia.nazov}
          </a>
          . {T.licenciaUvedenie} {d.licencia.uvedenie}
        </p>
      </Sekcia>
    </>
  );
}
