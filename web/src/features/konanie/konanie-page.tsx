/**
 * Tab Konanie (spec part 2 §2, §3 'Proceedings', §4, §5): 'Žiadosť' (datumPrijatiaZiadosti, editable
 * in VYSETRENA) and 'Rozhodnutie' (cisloRozhodnutia, datumVydaniaRozhodnutia, sumaPriznanaVRozhodnuti
 * in EUR, editable in PRIJATA_ZIADOST and ROZHODNUTA). Dates typed dd.mm.rrrr and sent date-only;
 * the amount in the Slovak format (1 234,50).
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KONANIE_LABELS, KONANIE_MSG, type Konanie, type KonaniePole, konanieEditovatelnePolia, SUMA_MAX } from '@shared/api/konanie';
import { LIMITS } from '@shared/api/limits';
import { SKODOVA_UDALOST_STAV_LABELS } from '@shared/domain/skodova-udalost';
import { formatCisloSk, parseCisloSk } from '@shared/format/cislo';
import { formatDateSk, parseDateSk, todayIso } from '@shared/format/dates';
import { ErrorSummary } from '@web/components/error-summary';
import { TextInput } from '@web/components/form/text-input';
import { useChangedSince, useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { COMMON_TEXTS } from '@web/texts';
import { KONANIE_TEXTS } from './konanie-texts';
import { useSaveCast, SkodovaUdalostHeader, skodovaUdalostQuery } from '../skodove-udalosti';
import { konanieQuery, useUlozitKonanie } from './konanie-api';
import './konanie.css';

export function KonaniePage({ uuid }: { uuid: string }) {
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const { data } = useSuspenseQuery(konanieQuery(uuid));
  return (
    <>
      <SkodovaUdalostHeader su={{ ...su, stav: data.skodovaUdalostStav }} active="konanie" />
      <KonanieForm key={data.version} d={data} />
    </>
  );
}

type Form = Record<KonaniePole, string>;

function KonanieForm({ d }: { d: Konanie }) {
  const { errors, busy, saveCast } = useSaveCast();
  const ulozit = useUlozitKonanie(d.skodovaUdalostId);
  const editable = new Set(konanieEditovatelnePolia(d.skodovaUdalostStav));
  const [form, setForm] = useState<Form>({
    datumPrijatiaZiadosti: formatDateSk(d.datumPrijatiaZiadosti),
    cisloRozhodnutia: d.cisloRozhodnutia ?? '',
    datumVydaniaRozhodnutia: formatDateSk(d.datumVydaniaRozhodnutia),
    sumaPriznanaVRozhodnuti: d.sumaPriznanaVRozhodnuti === undefined ? '' : formatCisloSk(d.sumaPriznanaVRozhodnuti),
  });
  const guard = useUnsavedChangesGuard(useChangedSince(form));
  const set = (k: KonaniePole, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    errors.clear(k);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problems: { fieldName: string; message: string }[] = [];
    const today = todayIso();
    const date = (k: 'datumPrijatiaZiadosti' | 'datumVydaniaRozhodnutia') => {
      if (!form[k].trim()) return null;
      const iso = parseDateSk(form[k]);
      if (!iso) problems.push({ fieldName: k, message: COMMON_TEXTS.dateFormatError });
      else if (iso > today) problems.push({ fieldName: k, message: 'Dátum nemôže byť v budúcnosti.' });
      return iso;
    };
    const sumaText = form.sumaPriznanaVRozhodnuti.trim();
    const suma = sumaText ? parseCisloSk(sumaText) : null;
    if (sumaText && (suma === null || suma < 0 || suma > SUMA_MAX || Math.abs(Math.round(suma * 100) - suma * 100) > 1e-6)) {
      problems.push({ fieldName: 'sumaPriznanaVRozhodnuti', message: KONANIE_MSG.suma });
    }
    if (form.cisloRozhodnutia.length > LIMITS.text) problems.push({ fieldName: 'cisloRozhodnutia', message: `Maximálna dĺžka je ${LIMITS.text} znakov.` });
    const body = {
      datumPrijatiaZiadosti: date('datumPrijatiaZiadosti'),
      cisloRozhodnutia: form.cisloRozhodnutia,
      datumVydaniaRozhodnutia: date('datumVydaniaRozhodnutia'),
      sumaPriznanaVRozhodnuti: suma,
      version: d.version,
    };
    await saveCast({
      invalid: problems.length ? { fieldErrors: problems } : undefined,
      request: () => ulozit.mutateAsync(body),
      message: KONANIE_MSG.ulozene,
    });
  };

  const dateInput = (k: 'datumPrijatiaZiadosti' | 'datumVydaniaRozhodnutia') => (
    <TextInput
      id={k}
      label={KONANIE_LABELS[k]}
      hint={COMMON_TEXTS.dateHint}
      widthClass="govuk-input--width-10"
      value={form[k]}
      onChange={(v) => set(k, v)}
      disabled={!editable.has(k)}
      error={errors.field(k)}
      inputMode="numeric"
      autoComplete="off"
    />
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))} />
      {editable.size === 0 && <p className="govuk-inset-text">{KONANIE_TEXTS.konanieUzamknute(SKODOVA_UDALOST_STAV_LABELS[d.skodovaUdalostStav])}</p>}
      <h2 className="govuk-heading-m">{KONANIE_TEXTS.ziadost}</h2>
      {dateInput('datumPrijatiaZiadosti')}
      <h2 className="govuk-heading-m">{KONANIE_TEXTS.rozhodnutie}</h2>
      <TextInput
        id="cisloRozhodnutia"
        label={KONANIE_LABELS.cisloRozhodnutia}
        widthClass="govuk-input--width-20"
        maxLength={LIMITS.text}
        value={form.cisloRozhodnutia}
        onChange={(v) => set('cisloRozhodnutia', v)}
        disabled={!editable.has('cisloRozhodnutia')}
        error={errors.field('cisloRozhodnutia')}
      />
      {dateInput('datumVydaniaRozhodnutia')}
      <div className={`govuk-form-group${errors.field('sumaPriznanaVRozhodnuti') ? ' govuk-form-group--error' : ''}`}>
        <label className="govuk-label" htmlFor="sumaPriznanaVRozhodnuti">
          {KONANIE_LABELS.sumaPriznanaVRozhodnuti}
        </label>
        <div className="govuk-hint" id="sumaPriznanaVRozhodnuti-hint">
          {KONANIE_TEXTS.sumaHint}
        </div>
        {errors.field('sumaPriznanaVRozhodnuti') && (
          <p id="sumaPriznanaVRozhodnuti-error" className="govuk-error-message">
            <span className="govuk-visually-hidden">Chyba:</span> {errors.field('sumaPriznanaVRozhodnuti')}
          </p>
        )}
        <div className="es-input-wrapper">
          <input
            id="sumaPriznanaVRozhodnuti"
            name="sumaPriznanaVRozhodnuti"
            className={`govuk-input govuk-input--width-10${errors.field('sumaPriznanaVRozhodnuti') ? ' govuk-input--error' : ''}`}
            inputMode="decimal"
            autoComplete="off"
            value={form.sumaPriznanaVRozhodnuti}
            onChange={(e) => set('sumaPriznanaVRozhodnuti', e.target.value)}
            onBlur={() => {
              const n = parseCisloSk(form.sumaPriznanaVRozhodnuti);
              if (n !== null && n >= 0 && n <= SUMA_MAX && Math.abs(Math.round(n * 100) - n * 100) < 1e-6) setForm((f) => ({ ...f, sumaPriznanaVRozhodnuti: formatCisloSk(n) }));
            }}
            disabled={!editable.has('sumaPriznanaVRozhodnuti')}
            aria-describedby={`sumaPriznanaVRozhodnuti-hint${errors.field('sumaPriznanaVRozhodnuti') ? ' sumaPriznanaVRozhodnuti-error' : ''}`}
          />
          <div className="es-input-suffix govuk-body govuk-!-margin-bottom-0" aria-hidden="true">
            {KONANIE_TEXTS.eur}
          </div>
        </div>
      </div>
      {editable.size > 0 && (
        <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
          {KONANIE_TEXTS.ulozit}
        </button>
      )}
      {guard}
    </form>
  );
}
