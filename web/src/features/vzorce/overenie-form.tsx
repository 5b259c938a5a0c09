import { useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
/**
 * 'Označiť verziu ako overenú' on a version not signed off yet: allowed only when every worked case
 * matches the version's computation (the count is shown before the person tries), with the office's
 * reference and the person's confirmation that they compared the cases with the decree's annex. It
 * names the cases it saw (pripadyRevizia): a case added or removed meanwhile makes the server refuse.
 */
import { useState } from 'react';
import { type VzorecDetail, type VzorecVerziaView, vzorecOverenieBody, VZOREC_TEXTS } from '@shared/api/vzorce-overenie';
import { ErrorSummary } from '@web/components/error-summary';
import { Checkbox } from '@web/components/form/checkbox';
import { issuesToErrors } from '@web/components/form/field-errors';
import { TextInput } from '@web/components/form/text-input';
import { useSave } from '@web/components/form/use-save';
import { showSuccess } from '@web/lib/status-messages';
import { useVzorecOverenie } from './vzorce-api';
import { VZOREC_PAGE_TEXTS as T } from './vzorce-texts';
import { pocetZhod } from './vzorec-view';

export function OverenieForm({ name, d, verzia }: { name: string; d: VzorecDetail; verzia: VzorecVerziaView }) {
  const overit = useVzorecOverenie(name);
  const { errors, busy, save } = useSave();
  const [referencia, setReferencia] = useState('');
  const [potvrdenie, setPotvrdenie] = useState(false);
  const guard = useUnsavedChangesGuard((referencia !== '' || potvrdenie) && !busy);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = { referencia, pripadyRevizia: d.pripadyRevizia, potvrdenie: potvrdenie as true };
    const parsed = vzorecOverenieBody.safeParse(body);
    await save({
      invalid: parsed.success ? undefined : issuesToErrors(parsed.error.issues),
      send: async () => {
        await overit.mutateAsync({ cislo: verzia.cisloVerzie, body });
        showSuccess(T.overenaUlozene);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="es-vzorec-panel" aria-labelledby="overenie-nadpis">
      {guard}
      <h2 className="govuk-heading-m" id="overenie-nadpis">
        {VZOREC_TEXTS.oznacitOvereny}
      </h2>
      <ErrorSummary errors={errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))} />
      <p className="govuk-body">{T.overenieInfo}</p>
      <p className="govuk-body govuk-!-font-weight-bold" data-testid="vzorec-zhody">
        {T.zhodujuSa(pocetZhod(verzia), verzia.vysledky.length)}
      </p>
      <TextInput
        id="referencia"
        label={T.referencia}
        hint={T.referenciaHint}
        maxLength={200}
        value={referencia}
        onChange={(v) => {
          setReferencia(v);
          errors.clear('referencia');
        }}
        error={errors.field('referencia')}
      />
      <Checkbox
        id="potvrdenie"
        label={T.potvrdenie}
        checked={potvrdenie}
        onChange={(v) => {
          setPotvrdenie(v);
          errors.clear('potvrdenie');
        }}
        error={errors.field('potvrdenie')}
      />
      <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
        {VZOREC_TEXTS.oznacitOvereny}
      </button>
    </form>
  );
}
