/**
 * Tab ŠK. UDALOSŤ (spec part 2 §3 update payload, §4 'Editable fields by state', §5): every field of
 * the update, locked fields disabled (not hidden) per state, prepojenieNaIneSkodoveUdalosti never
 * locked; 'Uložiť' sends the version the screen loaded (someone else's change → 409 with its message);
 * server field errors under the fields, cleared when the field is edited.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../../shared/api/limits';
import { SKODOVA_UDALOST_MSG, type SkodovaUdalostDetail, type SkodovaUdalostUpdate } from '../../../../shared/api/skodove-udalosti';
import { TYP_SKODY_LABELS, TYPY_SKODY, type TypSkody } from '../../../../shared/domain/oznamenie';
import { SKODOVA_UDALOST_EDITOVATELNE_POLIA, type SkodovaUdalostPole } from '../../../../shared/domain/skodova-udalost';
import { formatCisloSk } from '../../../../shared/format/cislo';
import { formatDateSk, parseDateSk, todayIso } from '../../../../shared/format/dates';
import { Select } from '../../components/form/select';
import { TextInput } from '../../components/form/text-input';
import { Textarea } from '../../components/form/textarea';
import { isApiError } from '../../lib/api-client';
import { clearStatusMessages, showApiError, showSuccess } from '../../lib/status-messages';
import { M } from '../../messages';
import { type DatumCas, DatumCasInput } from './datum-cas-input';
import { organizacieQuery, saveSkodovaUdalost, skodovaUdalostQuery } from './skodove-udalosti-api';
import { MSU } from './skodove-udalosti-messages';
import { MSUD } from './skodova-udalost-texts';
import './skodove-udalosti.css';

interface FormState {
  datumOznamenia: string;
  vznik: DatumCas;
  setrenie: DatumCas;
  typSkody: TypSkody | '';
  popisSkody: string;
  spisovaZnackaSop: string;
  spisovaZnackaOu: string;
  uzemnePrislusnaSopId: string;
  uzemnePrislusnyOuId: string;
  miestneSetreniePopis: string;
  prepojenieNaIneSkodoveUdalosti: string;
}

/** yyyy-MM-dd[THH:mm] → the two inputs. */
const toDatumCas = (v: string | undefined): DatumCas => ({ datum: v ? formatDateSk(v.slice(0, 10)) : '', cas: v && v.length > 10 ? v.slice(11, 16) : '' });

const toForm = (su: SkodovaUdalostDetail): FormState => ({
  datumOznamenia: formatDateSk(su.datumOznamenia),
  vznik: toDatumCas(su.datumACasVznikuSkody),
  setrenie: toDatumCas(su.datumACasSetrenia),
  typSkody: su.typSkody ?? '',
  popisSkody: su.popisSkody ?? '',
  spisovaZnackaSop: su.spisovaZnackaSop ?? '',
  spisovaZnackaOu: su.spisovaZnackaOu ?? '',
  uzemnePrislusnaSopId: su.uzemnePrislusnaSop?.uuid ?? '',
  uzemnePrislusnyOuId: su.uzemnePrislusnyOu?.uuid ?? '',
  miestneSetreniePopis: su.miestneSetreniePopis ?? '',
  prepojenieNaIneSkodoveUdalosti: su.prepojenieNaIneSkodoveUdalosti ?? '',
});

/** Error keys are the payload's field names. */
type Errors = Partial<Record<keyof SkodovaUdalostUpdate, string>>;

function toBody(f: FormState, version: number): { body?: SkodovaUdalostUpdate; errors: Errors } {
  const errors: Errors = {};
  const today = todayIso();
  const datumOznamenia = parseDateSk(f.datumOznamenia);
  if (!datumOznamenia) errors.datumOznamenia = M.dateFormatError;
  else if (datumOznamenia > today) errors.datumOznamenia = 'Dátum nemôže byť v budúcnosti.';
  const datumCas = (k: 'datumACasVznikuSkody' | 'datumACasSetrenia', v: DatumCas, required: boolean) => {
    if (!v.datum.trim() && !required) return null;
    const d = parseDateSk(v.datum);
    if (!d) {
      errors[k] = M.dateFormatError;
      return null;
    }
    if (d > today) errors[k] = SKODOVA_UDALOST_MSG.casBuducnost;
    return v.cas ? `${d}T${v.cas}` : d;
  };
  const body: SkodovaUdalostUpdate = {
    datumOznamenia: datumOznamenia ?? '',
    datumACasVznikuSkody: datumCas('datumACasVznikuSkody', f.vznik, true) ?? '',
    datumACasSetrenia: datumCas('datumACasSetrenia', f.setrenie, false),
    typSkody: f.typSkody as TypSkody,
    popisSkody: f.popisSkody,
    spisovaZnackaSop: f.spisovaZnackaSop,
    spisovaZnackaOu: f.spisovaZnackaOu,
    uzemnePrislusnaSopId: f.uzemnePrislusnaSopId || null,
    uzemnePrislusnyOuId: f.uzemnePrislusnyOuId || null,
    miestneSetreniePopis: f.miestneSetreniePopis,
    prepojenieNaIneSkodoveUdalosti: f.prepojenieNaIneSkodoveUdalosti,
    version,
  };
  for (const k of ['popisSkody', 'miestneSetreniePopis', 'prepojenieNaIneSkodoveUdalosti'] as const) {
    if (f[k].length > LIMITS.longText) errors[k] = `Maximálna dĺžka je ${LIMITS.longText} znakov.`;
  }
  if (!f.typSkody) errors.typSkody = 'Vyberte typ škody zo zoznamu.';
  for (const k of ['spisovaZnackaSop', 'spisovaZnackaOu'] as const) {
    if (f[k].length > LIMITS.text) errors[k] = `Maximálna dĺžka je ${LIMITS.text} znakov.`;
  }
  return Object.keys(errors).length ? { errors } : { body, errors };
}

/** The payload's values of a detail, to see whether a refetch changed any field (or only the commission). */
const projection = (su: SkodovaUdalostDetail) => JSON.stringify(toForm(su));

const eur = (n: number | undefined) => (n === undefined ? '–' : MSUD.eur(formatCisloSk(n)));

export function SkodovaUdalostForm({ su }: { su: SkodovaUdalostDetail }) {
  const queryClient = useQueryClient();
  const { data: organizacie } = useQuery(organizacieQuery);
  const [form, setForm] = useState<FormState>(() => toForm(su));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  /** The detail the form's values and version come from. A refetch that changed only the commission moves it on. */
  const base = useRef(su);
  useEffect(() => {
    if (su.version !== base.current.version && projection(su) === projection(base.current)) base.current = su;
  }, [su]);

  const editovatelne: readonly SkodovaUdalostPole[] = SKODOVA_UDALOST_EDITOVATELNE_POLIA[su.stav];
  const locked = (p: SkodovaUdalostPole) => !editovatelne.includes(p);
  const set = <K extends keyof FormState>(k: K, v: FormState[K], errorKey: keyof SkodovaUdalostUpdate = k as keyof SkodovaUdalostUpdate) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [errorKey]: undefined }));
  };

  const save = async () => {
    clearStatusMessages();
    const { body, errors: clientErrors } = toBody(form, base.current.version);
    setErrors(clientErrors);
    if (!body) return;
    setBusy(true);
    try {
      const updated = await saveSkodovaUdalost(su.uuid, body);
      base.current = updated;
      setForm(toForm(updated));
      queryClient.setQueryData(skodovaUdalostQuery(su.uuid).queryKey, updated);
      showSuccess(SKODOVA_UDALOST_MSG.ulozene);
    } catch (e) {
      if (isApiError(e) && e.fieldErrors.length) setErrors(Object.fromEntries(e.fieldErrors.map((f) => [f.fieldName, f.message])));
      showApiError(e, M.serverError);
    } finally {
      setBusy(false);
    }
  };

  const orgOptions = (typ: 'SOP' | 'OU', current: string) =>
    (organizacie?.organizaciaList ?? [])
      .filter((o) => o.typ === typ && (o.platnost || o.uuid === current))
      .map((o) => ({ value: o.uuid, label: o.nazov, disabled: !o.platnost }));

  return (
    <form
      aria-label={MSUD.formLabel}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <dl className="govuk-summary-list govuk-summary-list--no-border es-su-summary">
        {[
          [
            MSU.oznamenie,
            su.oznamenieId ? (
              <Link key="oznamenie" className="govuk-link" to="/is/oznamenia/$uuid" params={{ uuid: su.oznamenieId }}>
                {su.oznamenieKod ?? su.oznamenieId}
              </Link>
            ) : (
              '–'
            ),
          ],
          [MSU.poskodeny, su.hasPoskodeny ? su.poskodenyMeno : MSU.nieJePriradeny],
          [MSUD.vyskaSkodyVypocitana, eur(su.vyskaSkodyVypocitana)],
          [MSUD.vyskaSkodyZadana, eur(su.vyskaSkodyZadana)],
          [MSUD.pocetPredmetovSkody, String(su.pocetPredmetovSkody)],
          [MSU.vytvoril, su.vytvorilPouzivatel ?? '–'],
        ].map(([k, v]) => (
          <div className="govuk-summary-list__row" key={String(k)}>
            <dt className="govuk-summary-list__key">{k}</dt>
            <dd className="govuk-summary-list__value">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-one-half">
          <TextInput
            id="datumOznamenia"
            label={MSUD.datumOznamenia}
            hint={M.dateHint}
            widthClass="govuk-input--width-10"
            value={form.datumOznamenia}
            onChange={(v) => set('datumOznamenia', v)}
            disabled={locked('datumOznamenia')}
            error={errors.datumOznamenia}
          />
          <DatumCasInput
            id="datumACasVznikuSkody"
            legend={MSUD.datumACasVznikuSkody}
            value={form.vznik}
            onChange={(v) => set('vznik', v, 'datumACasVznikuSkody')}
            disabled={locked('datumACasVznikuSkody')}
            error={errors.datumACasVznikuSkody}
          />
          {su.pocetPredmetovSkody > 0 && parseDateSk(form.vznik.datum) !== su.datumACasVznikuSkody.slice(0, 10) ? (
            <div className="govuk-warning-text" role="status">
              <span className="govuk-warning-text__icon" aria-hidden="true">
                !
              </span>
              <strong className="govuk-warning-text__text">{MSUD.zmenaDatumuPrepocet}</strong>
            </div>
          ) : null}
          <Select
            id="typSkody"
            label={MSUD.typSkody}
            value={form.typSkody}
            onChange={(v) => set('typSkody', v as TypSkody | '')}
            options={TYPY_SKODY.map((t) => ({ value: t, label: TYP_SKODY_LABELS[t] }))}
            placeholder="Vyberte typ škody"
            disabled={locked('typSkody')}
            error={errors.typSkody}
          />
          <Select
            id="uzemnePrislusnaSopId"
            label={MSUD.sop}
            value={form.uzemnePrislusnaSopId}
            onChange={(v) => set('uzemnePrislusnaSopId', v)}
            options={orgOptions('SOP', form.uzemnePrislusnaSopId)}
            placeholder={MSUD.vyberteSop}
            disabled={locked('uzemnePrislusnaSopId')}
            error={errors.uzemnePrislusnaSopId}
          />
          <Select
            id="uzemnePrislusnyOuId"
            label={MSUD.ou}
            value={form.uzemnePrislusnyOuId}
            onChange={(v) => set('uzemnePrislusnyOuId', v)}
            options={orgOptions('OU', form.uzemnePrislusnyOuId)}
            placeholder={MSUD.vyberteOu}
            disabled={locked('uzemnePrislusnyOuId')}
            error={errors.uzemnePrislusnyOuId}
          />
          <TextInput
            id="spisovaZnackaSop"
            label={MSUD.spisovaZnackaSop}
            value={form.spisovaZnackaSop}
            onChange={(v) => set('spisovaZnackaSop', v)}
            maxLength={LIMITS.text}
            disabled={locked('spisovaZnackaSop')}
            error={errors.spisovaZnackaSop}
          />
          <TextInput
            id="spisovaZnackaOu"
            label={MSUD.spisovaZnackaOu}
            value={form.spisovaZnackaOu}
            onChange={(v) => set('spisovaZnackaOu', v)}
            maxLength={LIMITS.text}
            disabled={locked('spisovaZnackaOu')}
            error={errors.spisovaZnackaOu}
          />
        </div>
        <div className="govuk-grid-column-one-half">
          <Textarea
            id="popisSkody"
            label={MSUD.popisSkody}
            value={form.popisSkody}
            onChange={(v) => set('popisSkody', v)}
            maxLength={LIMITS.longText}
            disabled={locked('popisSkody')}
            error={errors.popisSkody}
          />
          <DatumCasInput
            id="datumACasSetrenia"
            legend={MSUD.datumACasSetrenia}
            value={form.setrenie}
            onChange={(v) => set('setrenie', v, 'datumACasSetrenia')}
            disabled={locked('datumACasSetrenia')}
            error={errors.datumACasSetrenia}
          />
          <Textarea
            id="miestneSetreniePopis"
            label={MSUD.miestneSetreniePopis}
            value={form.miestneSetreniePopis}
            onChange={(v) => set('miestneSetreniePopis', v)}
            maxLength={LIMITS.longText}
            disabled={locked('miestneSetreniePopis')}
            error={errors.miestneSetreniePopis}
          />
          <Textarea
            id="prepojenieNaIneSkodoveUdalosti"
            label={MSUD.prepojenie}
            value={form.prepojenieNaIneSkodoveUdalosti}
            onChange={(v) => set('prepojenieNaIneSkodoveUdalosti', v)}
            maxLength={LIMITS.longText}
            rows={3}
            error={errors.prepojenieNaIneSkodoveUdalosti}
          />
        </div>
      </div>
      <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
        {busy ? MSUD.ukladam : MSUD.ulozit}
      </button>
    </form>
  );
}
