import { useChangedSince, useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
/**
 * 'Pridať prípad z vyhlášky': the decree's worked case as the office reads it in the annex – a name,
 * the item's inputs (the category's own fields, shown for the chosen sub-category as on an item), the
 * price-list row's values and the amount the decree gives. The server checks every value and answers
 * errors as atributy.X, hodnoty.Hj and ocakavanaSuma, shown under their fields.
 */
import { useState } from 'react';
import { type VzorecDetail, vzorecPripadBody, VZOREC_TEXTS } from '@shared/api/vzorce-overenie';
import type { PredmetSkodyPole } from '@shared/domain/predmet-skody-polia';
import { ErrorSummary } from '@web/components/error-summary';
import { issuesToErrors } from '@web/components/form/field-errors';
import { CiselnikSelect } from '@web/components/form/ciselnik-select';
import { Radios } from '@web/components/form/radios';
import { Select } from '@web/components/form/select';
import { TextInput } from '@web/components/form/text-input';
import { useSave } from '@web/components/form/use-save';
import { showSuccess } from '@web/lib/status-messages';
import { useCiselnikyPripadu } from './use-ciselniky-pripadu';
import { useVzorecPridatPripad } from './vzorce-api';
import { VZOREC_PAGE_TEXTS as T } from './vzorce-texts';
import { poliaPripadu, predvolenePripadu, teloPripadu, viditelnePolia } from './vzorec-view';

const ANO_NIE = [
  { value: 'true', label: T.ano },
  { value: 'false', label: T.nie },
];

export function PridatPripadForm({ name, d }: { name: string; d: VzorecDetail }) {
  const polia = poliaPripadu(d);
  const ciselniky = useCiselnikyPripadu(polia);
  const add = useVzorecPridatPripad(name);
  const { errors, busy, save } = useSave();
  const [nazov, setNazov] = useState('');
  const [vstupy, setVstupy] = useState<Record<string, string>>(() => predvolenePripadu(d));
  const [hodnoty, setHodnoty] = useState<Record<string, string>>({});
  const [suma, setSuma] = useState('');
  // a case being typed is not lost by a click elsewhere; after 'Pridať' the form is empty again
  const guard = useUnsavedChangesGuard(useChangedSince({ nazov, vstupy, hodnoty, suma }) && !busy);

  const setVstup = (pole: string, v: string) => {
    // a sub-category brings the defaults of its own fields (feed days, age band) without overwriting what was typed
    setVstupy((s) => (pole === 'secondaryCategory' ? { ...predvolenePripadu(d, v), ...s, [pole]: v } : { ...s, [pole]: v }));
    errors.clear(`atributy.${pole}`);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = teloPripadu({ polia, nazov, vstupy, hodnoty, ocakavanaSuma: suma });
    const parsed = vzorecPripadBody.safeParse(body);
    await save({
      invalid: parsed.success ? undefined : issuesToErrors(parsed.error.issues),
      send: async () => {
        await add.mutateAsync(body);
        showSuccess(T.pridany);
        setNazov('');
        setVstupy(predvolenePripadu(d));
        setHodnoty({});
        setSuma('');
      },
    });
  };

  const pole = (p: PredmetSkodyPole) => {
    const id = `atributy.${p.name}`;
    const common = { id, label: p.label, error: errors.field(id), value: vstupy[p.name] ?? '', onChange: (v: string) => setVstup(p.name, v) };
    switch (p.kind) {
      case 'enum':
        return (
          <Select
            {...common}
            options={Object.entries(p.values).map(([value, label]) => ({ value, label }))}
            placeholder={p.default !== undefined ? undefined : T.vyberte}
          />
        );
      case 'bool':
        return <Radios id={id} legend={p.label} inline options={ANO_NIE} value={common.value || 'false'} onChange={common.onChange} error={common.error} />;
      case 'ciselnik':
        return <CiselnikSelect {...common} values={ciselniky.values(p.typ)} />;
      case 'text':
        return <TextInput {...common} maxLength={p.max} />;
      default:
        return <TextInput {...common} inputMode="decimal" autoComplete="off" widthClass="govuk-input--width-10" />;
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="es-vzorec-panel" aria-labelledby="pridat-pripad-nadpis">
      {guard}
      <h2 className="govuk-heading-m" id="pridat-pripad-nadpis">
        {VZOREC_TEXTS.pridatPripad}
      </h2>
      <ErrorSummary errors={errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))} />
      <TextInput
        id="nazov"
        label={T.nazov}
        value={nazov}
        onChange={(v) => {
          setNazov(v);
          errors.clear('nazov');
        }}
        maxLength={200}
        error={errors.field('nazov')}
      />
      <h3 className="govuk-heading-s">{T.vstupy}</h3>
      <div className="govuk-grid-row">
        {viditelnePolia(polia, vstupy.secondaryCategory).map((p) => (
          <div className="govuk-grid-column-one-half" key={p.name}>
            {pole(p)}
          </div>
        ))}
      </div>
      <h3 className="govuk-heading-s">{T.hodnotyCennika}</h3>
      <div className="govuk-grid-row">
        {d.symboly.map((s) => {
          const id = `hodnoty.${s.skratka}`;
          return (
            <div className="govuk-grid-column-one-half" key={s.skratka}>
              <TextInput
                id={id}
                label={T.symbol(s.skratka, s.vyznam, s.jednotka)}
                value={hodnoty[s.skratka] ?? ''}
                onChange={(v) => {
                  setHodnoty((h) => ({ ...h, [s.skratka]: v }));
                  errors.clear(id);
                }}
                inputMode="decimal"
                autoComplete="off"
                widthClass="govuk-input--width-10"
                error={errors.field(id)}
              />
            </div>
          );
        })}
      </div>
      <TextInput
        id="ocakavanaSuma"
        label={T.sumaPodlaVyhlaskyEur}
        value={suma}
        onChange={(v) => {
          setSuma(v);
          errors.clear('ocakavanaSuma');
        }}
        inputMode="decimal"
        autoComplete="off"
        widthClass="govuk-input--width-10"
        error={errors.field('ocakavanaSuma')}
      />
      <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
        {T.pridat}
      </button>
    </form>
  );
}
