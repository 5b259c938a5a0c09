import { useState } from 'react';
import { type NastavenieBody, nastavenieBody, OPAKOVANY_UTOK_TEXTS, type OpakovanyUtokNastavenieDetail } from '@shared/api/opakovane-utoky';
import { formatKmSk, parseCisloSk } from '@shared/format/cislo';
import { ErrorSummary } from '@web/components/error-summary';
import { issuesToErrors } from '@web/components/form/field-errors';
import { Select } from '@web/components/form/select';
import { TextInput } from '@web/components/form/text-input';
import { useSave } from '@web/components/form/use-save';
import { showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { useUlozitNastavenie } from './opakovane-utoky-api';

const T = OPAKOVANY_UTOK_TEXTS;
type Polia = { polomerKm: string; dni: string; prah: string };
type DruhPolia = Polia & { povodcaSkodyId: string };
const POLIA = ['polomerKm', 'dni', 'prah'] as const;

const naText = (p: { polomerKm: number; dni: number; prah: number }): Polia => ({ polomerKm: formatKmSk(p.polomerKm), dni: String(p.dni), prah: String(p.prah) });
/** A field that is no number goes to the server's schema as text, so it answers with the field's own message. */
const naCislo = (s: string): number | string => parseCisloSk(s) ?? s;
const naParametre = (p: Polia) => ({ polomerKm: naCislo(p.polomerKm), dni: naCislo(p.dni), prah: naCislo(p.prah) });
/** The element id of a field name of the schema (`druhy.0.prah` → `druhy-0-prah`). */
const idOf = (fieldName: string) => fieldName.replaceAll('.', '-');

/**
 * The administrator's repeat-attack parameters: defaults (also for cases of unknown species) and rows
 * per damage-causing species. Validated with the server's own schema; saved against the loaded version.
 */
export function NastavenieForm({ nastavenie, povodcovia }: { nastavenie: OpakovanyUtokNastavenieDetail; povodcovia: readonly { uuid: string; label: string }[] }) {
  const ulozit = useUlozitNastavenie();
  const { errors, busy, save } = useSave();
  const [predvolene, setPredvolene] = useState<Polia>(naText(nastavenie.predvolene));
  const [druhy, setDruhy] = useState<DruhPolia[]>(nastavenie.druhy.map((d) => ({ povodcaSkodyId: d.povodcaSkodyId, ...naText(d) })));
  const [version, setVersion] = useState(nastavenie.version);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = nastavenieBody.safeParse({
      predvolene: naParametre(predvolene),
      druhy: druhy.map((d) => ({ povodcaSkodyId: d.povodcaSkodyId, ...naParametre(d) })),
      version,
    });
    await save({
      invalid: parsed.success ? undefined : issuesToErrors(parsed.error.issues),
      send: async () => {
        const saved = await ulozit.mutateAsync(parsed.data as NastavenieBody);
        setVersion(saved.version);
        showSuccess(T.ulozene);
      },
    });
  };

  const pole = (prefix: string, p: Polia, set: (next: Polia) => void) =>
    POLIA.map((f) => (
      <TextInput
        key={f}
        id={idOf(`${prefix}.${f}`)}
        label={T[f]}
        inputMode={f === 'polomerKm' ? 'decimal' : 'numeric'}
        widthClass="govuk-input--width-4"
        value={p[f]}
        error={errors.field(`${prefix}.${f}`)}
        onChange={(v) => {
          set({ ...p, [f]: v });
          errors.clear(`${prefix}.${f}`);
        }}
      />
    ));

  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={[...errors.fields.map((f) => ({ text: f.message, href: `#${idOf(f.fieldName === 'druhy' ? 'druhy-0-povodcaSkodyId' : f.fieldName)}` }))]} />
      <p className="govuk-body">{T.nastavenieUvod}</p>
      <fieldset className="govuk-fieldset es-opakovany-utok-polia">
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{T.predvolene}</legend>
        {pole('predvolene', predvolene, setPredvolene)}
      </fieldset>
      <h2 className="govuk-heading-m">{T.druhy}</h2>
      {errors.field('druhy') ? <p className="govuk-error-message">{errors.field('druhy')}</p> : null}
      {druhy.length === 0 ? <p className="govuk-body">{T.ziadneDruhy}</p> : null}
      {druhy.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id of their own until a species is chosen
        <fieldset className="govuk-fieldset es-opakovany-utok-polia" key={i}>
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{povodcovia.find((p) => p.uuid === d.povodcaSkodyId)?.label ?? `${T.povodcaSkody} ${i + 1}`}</legend>
          <Select
            id={idOf(`druhy.${i}.povodcaSkodyId`)}
            label={T.povodcaSkody}
            value={d.povodcaSkodyId}
            placeholder={COMMON_TEXTS.vyberte}
            options={povodcovia.map((p) => ({ value: p.uuid, label: p.label }))}
            error={errors.field(`druhy.${i}.povodcaSkodyId`)}
            onChange={(v) => {
              setDruhy(druhy.map((x, j) => (j === i ? { ...x, povodcaSkodyId: v } : x)));
              errors.clear(`druhy.${i}.povodcaSkodyId`);
            }}
          />
          {pole(`druhy.${i}`, d, (next) => setDruhy(druhy.map((x, j) => (j === i ? { ...x, ...next } : x))))}
          <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setDruhy(druhy.filter((_, j) => j !== i))}>
            {T.odobrat}
            <span className="govuk-visually-hidden"> {povodcovia.find((p) => p.uuid === d.povodcaSkodyId)?.label ?? `${T.povodcaSkody} ${i + 1}`}</span>
          </button>
        </fieldset>
      ))}
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setDruhy([...druhy, { povodcaSkodyId: '', ...naText(nastavenie.predvolene) }])}>
          {T.pridatDruh}
        </button>
      </div>
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
          {T.ulozit}
        </button>
      </div>
    </form>
  );
}
