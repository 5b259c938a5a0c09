import { useChangedSince, useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
/**
 * 'Nová verzia parametrov': the chosen version's values to correct, and the day the new version
 * starts (typed dd.mm.rrrr like the product's other staff dates, sent yyyy-mm-dd; the server's
 * earliest day as the default). It names the newest version it builds on (posledneCislo), so two
 * people cannot both add one unseen. The new version is shown after it is saved.
 */
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type VzorecDetail, type VzorecVerziaView, VZOREC_TEXTS } from '@shared/api/vzorce-overenie';
import { formatDateSk, parseDateSk } from '@shared/format/dates';
import { ErrorSummary } from '@web/components/error-summary';
import { TextInput } from '@web/components/form/text-input';
import { useSave } from '@web/components/form/use-save';
import { showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { useVzorecNovaVerzia } from './vzorce-api';
import { VZOREC_PAGE_TEXTS as T } from './vzorce-texts';
import { formatParameter } from './vzorec-view';

export function NovaVerziaForm({ name, d, zaklad }: { name: string; d: VzorecDetail; zaklad?: VzorecVerziaView }) {
  const create = useVzorecNovaVerzia(name);
  const navigate = useNavigate();
  const { errors, busy, save } = useSave();
  const [od, setOd] = useState(() => formatDateSk(d.novaVerziaMinOd));
  const [hodnoty, setHodnoty] = useState<Record<string, string>>(() =>
    Object.fromEntries(d.parametre.map((p) => [p.name, formatParameter(zaklad?.parametre[p.name] ?? p.navrh, p.desatinne, false)])),
  );
  const guard = useUnsavedChangesGuard(useChangedSince({ od, hodnoty }) && !busy);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const platnostOd = parseDateSk(od);
    await save({
      invalid: platnostOd ? undefined : { fieldErrors: [{ fieldName: 'platnostOd', message: COMMON_TEXTS.dateFormatError }] },
      send: async () => {
        const saved = await create.mutateAsync({ platnostOd: platnostOd as string, parametre: hodnoty, posledneCislo: d.posledneCislo });
        showSuccess(T.verziaUlozena(saved.posledneCislo), { afterNavigation: true });
        await navigate({ to: '/is/cenniky/$name/vzorec', params: { name }, search: { verzia: saved.posledneCislo } });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="es-vzorec-panel" aria-labelledby="nova-verzia-nadpis">
      {guard}
      <h2 className="govuk-heading-m" id="nova-verzia-nadpis">
        {VZOREC_TEXTS.novaVerzia}
      </h2>
      <ErrorSummary errors={errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))} />
      <p className="govuk-body">{T.novaVerziaHint}</p>
      <TextInput
        id="platnostOd"
        label={T.platnaOd}
        hint={T.platnaOdHint(formatDateSk(d.novaVerziaMinOd))}
        widthClass="govuk-input--width-10"
        inputMode="numeric"
        autoComplete="off"
        value={od}
        onChange={(v) => {
          setOd(v);
          errors.clear('platnostOd');
        }}
        error={errors.field('platnostOd')}
      />
      {d.parametre.map((p) => {
        const id = `parametre.${p.name}`;
        return (
          <TextInput
            key={p.name}
            id={id}
            label={`${p.label}${p.jednotka ? ` (${p.jednotka})` : ''}`}
            widthClass="govuk-input--width-5"
            inputMode="decimal"
            autoComplete="off"
            value={hodnoty[p.name] ?? ''}
            onChange={(v) => {
              setHodnoty((h) => ({ ...h, [p.name]: v }));
              errors.clear(id);
            }}
            error={errors.field(id)}
          />
        );
      })}
      <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
        {T.ulozitVerziu}
      </button>
    </form>
  );
}
