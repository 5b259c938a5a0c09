/**
 * Tab ŠK. UDALOSŤ (spec part 2 §3 update payload, §4 'Editable fields by state', §5): every field of
 * the update, locked fields disabled (not hidden) per state, prepojenieNaIneSkodoveUdalosti never
 * locked; 'Uložiť' sends the version the screen loaded (someone else's change → 409 with its message);
 * server field errors under the fields, cleared when the field is edited. Leaving the tab with
 * changes not saved asks first (useUnsavedChangesGuard).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@shared/api/limits';
import type { SkodovaUdalostDetail, SkodovaUdalostUpdate } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { TYP_SKODY_LABELS, TYPY_SKODY, type TypSkody } from '@shared/domain/oznamenie';
import { SKODOVA_UDALOST_EDITOVATELNE_POLIA, type SkodovaUdalostPole } from '@shared/domain/skodova-udalost';
import { formatEurSk } from '@shared/format/cislo';
import { formatDateSk, parseDateSk, todayIso } from '@shared/format/dates';
import { Select } from '@web/components/form/select';
import { TextInput } from '@web/components/form/text-input';
import { Textarea } from '@web/components/form/textarea';
import { useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { useSingleFlight } from '@web/lib/use-single-flight';
import { COMMON_TEXTS } from '@web/texts';
import { type DatumCas, DatumCasInput } from './datum-cas-input';
import { useUlozitSkodovuUdalost } from './skodove-udalosti-api';
import { organizacieQuery } from '@web/lib/organizacie';
import { SKODOVE_UDALOSTI_TEXTS } from './skodove-udalosti-texts';
import { SKODOVA_UDALOST_DETAIL_TEXTS } from './skodova-udalost-detail-texts';
import './skodove-udalosti.css';
import { SummaryList } from '@web/components/summary-list';

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
  if (!datumOznamenia) errors.datumOznamenia = COMMON_TEXTS.dateFormatError;
  else if (datumOznamenia > today) errors.datumOznamenia = 'Dátum nemôže byť v budúcnosti.';
  const datumCas = (k: 'datumACasVznikuSkody' | 'datumACasSetrenia', v: DatumCas, required: boolean) => {
    if (!v.datum.trim() && !required) return null;
    const d = parseDateSk(v.datum);
    if (!d) {
      errors[k] = COMMON_TEXTS.dateFormatError;
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

const TYP_SKODY_OPTIONS = TYPY_SKODY.map((t) => ({ value: t, label: TYP_SKODY_LABELS[t] }));

const eur = (n: number | undefined) => (n === undefined ? '–' : formatEurSk(n));

/** `onZmenene`: told whether the form has edits not yet saved (the state buttons refuse to run then). */
export function SkodovaUdalostForm({ su, onZmenene }: { su: SkodovaUdalostDetail; onZmenene?: (zmenene: boolean) => void }) {
  const ulozit = useUlozitSkodovuUdalost(su.uuid);
  const { data: organizacie } = useQuery(organizacieQuery);
  const [form, setForm] = useState<FormState>(() => toForm(su));
  const [errors, setErrors] = useState<Errors>({});
  const { pending: busy, run } = useSingleFlight();
  /** The detail the form's values and version come from. A refetch that changed only the commission moves it on. */
  const base = useRef(su);
  useEffect(() => {
    if (su.version !== base.current.version && projection(su) === projection(base.current)) base.current = su;
  }, [su]);
  const zmenene = projection(base.current) !== JSON.stringify(form);
  const guard = useUnsavedChangesGuard(zmenene);
  useEffect(() => onZmenene?.(zmenene), [zmenene, onZmenene]);

  const editovatelne: readonly SkodovaUdalostPole[] = SKODOVA_UDALOST_EDITOVATELNE_POLIA[su.stav];
  const locked = (p: SkodovaUdalostPole) => !editovatelne.includes(p);
  const set = <K extends keyof FormState>(k: K, v: FormState[K], errorKey: keyof SkodovaUdalostUpdate = k as keyof SkodovaUdalostUpdate) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [errorKey]: undefined }));
  };
  /** id (the payload's field name), value, onChange, disabled (locked in this state) and error of a one-value field. */
  const field = (k: Exclude<keyof FormState, 'vznik' | 'setrenie'>) => ({
    id: k,
    value: form[k],
    onChange: (v: string) => set(k, v),
    disabled: k !== 'prepojenieNaIneSkodoveUdalosti' && locked(k),
    error: errors[k],
  });

  const save = () =>
    run(async () => {
      clearStatusMessages();
      const { body, errors: clientErrors } = toBody(form, base.current.version);
      setErrors(clientErrors);
      if (!body) return;
      try {
        const updated = await ulozit.mutateAsync(body);
        base.current = updated;
        setForm(toForm(updated));
        showSuccess(SKODOVA_UDALOST_MSG.ulozene);
      } catch (e) {
        if (isApiError(e) && e.fieldErrors.length) setErrors(Object.fromEntries(e.fieldErrors.map((f) => [f.fieldName, f.message])));
        showApiError(e, COMMON_TEXTS.serverError);
      }
    });

  const orgOptions = (typ: 'SOP' | 'OU', current: string) =>
    (organizacie?.organizaciaList ?? [])
      .filter((o) => o.typ === typ && (o.platnost || o.uuid === current))
      .map((o) => ({ value: o.uuid, label: o.nazov, disabled: !o.platnost }));

  return (
    <form
      aria-label={SKODOVA_UDALOST_DETAIL_TEXTS.formLabel}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <SummaryList
        noBorder
        className="es-su-summary"
        rows={[
          {
            label: SKODOVE_UDALOSTI_TEXTS.oznamenie,
            value: su.oznamenieId ? (
              <Link className="govuk-link" to="/is/oznamenia/$uuid" params={{ uuid: su.oznamenieId }}>
                {su.oznamenieKod ?? su.oznamenieId}
              </Link>
            ) : (
              '–'
            ),
          },
          { label: SKODOVE_UDALOSTI_TEXTS.poskodeny, value: su.hasPoskodeny ? su.poskodenyMeno : SKODOVE_UDALOSTI_TEXTS.nieJePriradeny },
          { label: SKODOVA_UDALOST_DETAIL_TEXTS.vyskaSkodyVypocitana, value: eur(su.vyskaSkodyVypocitana) },
          { label: SKODOVA_UDALOST_DETAIL_TEXTS.vyskaSkodyZadana, value: eur(su.vyskaSkodyZadana) },
          { label: SKODOVA_UDALOST_DETAIL_TEXTS.pocetPredmetovSkody, value: String(su.pocetPredmetovSkody) },
          { label: SKODOVE_UDALOSTI_TEXTS.vytvoril, value: su.vytvorilPouzivatel ?? '–' },
        ]}
      />
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-one-half">
          <TextInput {...field('datumOznamenia')} label={SKODOVA_UDALOST_DETAIL_TEXTS.datumOznamenia} hint={COMMON_TEXTS.dateHint} widthClass="govuk-input--width-10" />
          <DatumCasInput
            id="datumACasVznikuSkody"
            legend={SKODOVA_UDALOST_DETAIL_TEXTS.datumACasVznikuSkody}
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
              <strong className="govuk-warning-text__text">{SKODOVA_UDALOST_DETAIL_TEXTS.zmenaDatumuPrepocet}</strong>
            </div>
          ) : null}
          <Select {...field('typSkody')} label={SKODOVA_UDALOST_DETAIL_TEXTS.typSkody} options={TYP_SKODY_OPTIONS} placeholder="Vyberte typ škody" />
          <Select {...field('uzemnePrislusnaSopId')} label={SKODOVA_UDALOST_DETAIL_TEXTS.sop} options={orgOptions('SOP', form.uzemnePrislusnaSopId)} placeholder={SKODOVA_UDALOST_DETAIL_TEXTS.vyberteSop} />
          <Select {...field('uzemnePrislusnyOuId')} label={SKODOVA_UDALOST_DETAIL_TEXTS.ou} options={orgOptions('OU', form.uzemnePrislusnyOuId)} placeholder={SKODOVA_UDALOST_DETAIL_TEXTS.vyberteOu} />
          <TextInput {...field('spisovaZnackaSop')} label={SKODOVA_UDALOST_DETAIL_TEXTS.spisovaZnackaSop} maxLength={LIMITS.text} />
          <TextInput {...field('spisovaZnackaOu')} label={SKODOVA_UDALOST_DETAIL_TEXTS.spisovaZnackaOu} maxLength={LIMITS.text} />
        </div>
        <div className="govuk-grid-column-one-half">
          <Textarea {...field('popisSkody')} label={SKODOVA_UDALOST_DETAIL_TEXTS.popisSkody} maxLength={LIMITS.longText} />
          <DatumCasInput
            id="datumACasSetrenia"
            legend={SKODOVA_UDALOST_DETAIL_TEXTS.datumACasSetrenia}
            value={form.setrenie}
            onChange={(v) => set('setrenie', v, 'datumACasSetrenia')}
            disabled={locked('datumACasSetrenia')}
            error={errors.datumACasSetrenia}
          />
          <Textarea {...field('miestneSetreniePopis')} label={SKODOVA_UDALOST_DETAIL_TEXTS.miestneSetreniePopis} maxLength={LIMITS.longText} />
          <Textarea {...field('prepojenieNaIneSkodoveUdalosti')} label={SKODOVA_UDALOST_DETAIL_TEXTS.prepojenie} maxLength={LIMITS.longText} rows={3} />
        </div>
      </div>
      <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
        {busy ? SKODOVA_UDALOST_DETAIL_TEXTS.ukladam : SKODOVA_UDALOST_DETAIL_TEXTS.ulozit}
      </button>
      {guard}
    </form>
  );
}
