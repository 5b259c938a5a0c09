/**
 * /opatrenia/nove-opatrenie (spec part 2 §2, §3, §5): choose the kind, fill its fields (texts ≤ 255,
 * counts 0–99999, selects from the kind's code lists), save → back to the tab with 'Údaje boli
 * úspešne uložené.'. Outside ROZPRACOVANA and V_SETRENI the page says so instead of the form.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  OPATRENIA_CISELNIK_TYPY,
  OPATRENIA_LIMITS,
  OPATRENIA_MSG,
  OPATRENIE_BODY,
  OPATRENIE_DRUH_LABELS,
  OPATRENIE_DRUHY,
  OPATRENIE_POLIA,
  type OpatrenieDruh,
} from '@shared/api/opatrenia';
import { SKODOVA_UDALOST_STAV_LABELS, skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { ErrorSummary } from '@web/components/error-summary';
import { issuesToErrors, useFormErrors } from '@web/components/form/field-errors';
import { Radios } from '@web/components/form/radios';
import { Select } from '@web/components/form/select';
import { TextInput } from '@web/components/form/text-input';
import { isApiError } from '@web/lib/api-client';
import { useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { useSingleFlight } from '@web/lib/use-single-flight';
import { clearStatusMessages, showApiError, showErrors, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { SkodovaUdalostHeader, skodovaUdalostQuery } from '../skodove-udalosti';
import { CiselnikSelect } from '@web/components/form/ciselnik-select';
import { usePridatOpatrenie } from './opatrenia-api';
import { aktivneCiselnikyQuery } from '@web/lib/ciselniky';
import { OPATRENIA_TEXTS } from './opatrenia-texts';
import './opatrenia.css';

const isDruh = (s: string): s is OpatrenieDruh => (OPATRENIE_DRUHY as readonly string[]).includes(s);

export function NoveOpatreniePage({ uuid }: { uuid: string }) {
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const [druh, setDruh] = useState<OpatrenieDruh | ''>('');
  const moze = skodovaUdalostMoze('opatrenia', su.stav);
  return (
    <>
      <SkodovaUdalostHeader su={su} active="opatrenia" />
      <Link className="govuk-back-link" to="/is/skodove-udalosti/$uuid/opatrenia" params={{ uuid }}>
        {OPATRENIA_TEXTS.spat}
      </Link>
      <h2 className="govuk-heading-m">{OPATRENIA_TEXTS.titleNoveOpatrenie}</h2>
      {!moze ? (
        <p className="govuk-inset-text">{OPATRENIA_TEXTS.uzamknute(SKODOVA_UDALOST_STAV_LABELS[su.stav])}</p>
      ) : (
        <>
          <Select
            id="druhOpatrenia"
            label={OPATRENIA_TEXTS.druhOpatrenia}
            value={druh}
            onChange={(v) => setDruh(isDruh(v) ? v : '')}
            options={OPATRENIE_DRUHY.map((d) => ({ value: d, label: OPATRENIE_DRUH_LABELS[d] }))}
            placeholder={OPATRENIA_TEXTS.vyberteDruh}
          />
          {druh && <OpatrenieForm key={druh} uuid={uuid} druh={druh} />}
        </>
      )}
    </>
  );
}

const COUNT = /^\d+$/;

function OpatrenieForm({ uuid, druh }: { uuid: string; druh: OpatrenieDruh }) {
  const pridat = usePridatOpatrenie(uuid);
  const navigate = useNavigate();
  const errors = useFormErrors();
  const { data: ciselniky } = useQuery(aktivneCiselnikyQuery(OPATRENIA_CISELNIK_TYPY));
  const [form, setForm] = useState<Record<string, string>>({});
  const { pending: busy, run } = useSingleFlight();
  const guard = useUnsavedChangesGuard(Object.values(form).some(Boolean));
  const polia = OPATRENIE_POLIA[druh];
  const values = (typ: string) => ciselniky?.find((c) => c.type === typ)?.values ?? [];
  const set = (name: string, v: string) => {
    setForm((f) => ({ ...f, [name]: v }));
    errors.clear(name);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    clearStatusMessages();
    const body: Record<string, unknown> = {};
    const numberErrors: { fieldName: string; message: string }[] = [];
    for (const p of polia) {
      const v = (form[p.name] ?? '').trim();
      if (p.kind === 'number') {
        if (v && !COUNT.test(v)) numberErrors.push({ fieldName: p.name, message: OPATRENIA_MSG.cislo(OPATRENIA_LIMITS.pocet) });
        body[p.name] = v ? Number(v) : null;
      } else if (p.kind === 'bool') {
        body[p.name] = v === '' ? null : v === 'true';
      } else {
        body[p.name] = form[p.name] ?? '';
      }
    }
    const parsed = OPATRENIE_BODY[druh].safeParse(body);
    if (numberErrors.length || !parsed.success) {
      const found = parsed.success ? { fieldErrors: [], generalErrors: [] } : issuesToErrors(parsed.error.issues);
      errors.set({ fieldErrors: [...numberErrors, ...found.fieldErrors], generalErrors: found.generalErrors });
      showErrors(found.generalErrors);
      return;
    }
    errors.reset();
    await run(async () => {
      try {
        await pridat.mutateAsync({ druh, body });
        showSuccess(OPATRENIA_MSG.ulozene, { afterNavigation: true });
        // saved: the guard's `dirty` is still the typed form until the next render
        await navigate({ to: '/is/skodove-udalosti/$uuid/opatrenia', params: { uuid }, ignoreBlocker: true });
      } catch (err) {
        if (isApiError(err) && err.fieldErrors.length > 0) errors.set(err);
        showApiError(err, COMMON_TEXTS.serverError);
      }
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={OPATRENIE_DRUH_LABELS[druh]}>
      {guard}
      <ErrorSummary errors={errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))} />
      <h3 className="govuk-heading-s">{OPATRENIE_DRUH_LABELS[druh]}</h3>
      <div className="govuk-grid-row">
        {polia.map((p) => (
          <div className="govuk-grid-column-one-half" key={p.name}>
            {p.kind === 'ciselnik' ? (
              <CiselnikSelect id={p.name} label={p.label} value={form[p.name] ?? ''} onChange={(v) => set(p.name, v)} values={values(p.typ)} error={errors.field(p.name)} />
            ) : p.kind === 'bool' ? (
              <Radios
                id={p.name}
                legend={p.label}
                inline
                options={[
                  { value: 'true', label: OPATRENIA_TEXTS.ano },
                  { value: 'false', label: OPATRENIA_TEXTS.nie },
                ]}
                value={form[p.name] ?? ''}
                onChange={(v) => set(p.name, v)}
                error={errors.field(p.name)}
              />
            ) : (
              <TextInput
                id={p.name}
                label={p.label}
                value={form[p.name] ?? ''}
                onChange={(v) => set(p.name, v)}
                error={errors.field(p.name)}
                maxLength={p.kind === 'text' ? p.max : undefined}
                inputMode={p.kind === 'number' ? 'numeric' : undefined}
                widthClass={p.kind === 'number' ? 'govuk-input--width-5' : undefined}
              />
            )}
          </div>
        ))}
      </div>
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
          {OPATRENIA_TEXTS.ulozit}
        </button>
        <Link className="govuk-button govuk-button--secondary" to="/is/skodove-udalosti/$uuid/opatrenia" params={{ uuid }}>
          {OPATRENIA_TEXTS.spat}
        </Link>
      </div>
    </form>
  );
}
