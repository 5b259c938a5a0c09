/**
 * The commission of the local inspection (spec part 2 §3 'Commission member', §5, §7 'Commission'),
 * part of tab ŠK. UDALOSŤ: a table of members with 'Odstrániť' (confirmation) and a form to add one.
 * Editable only where §4 lists 'komisia'; elsewhere the form is shown disabled.
 */
import { useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { useSingleFlight } from '@web/lib/use-single-flight';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LIMITS } from '@shared/api/limits';
import type { SkodovaUdalostDetail } from '@shared/api/skodove-udalosti';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { SKODOVA_UDALOST_EDITOVATELNE_POLIA, SKODOVA_UDALOST_STAV_LABELS } from '@shared/domain/skodova-udalost';
import { useConfirm } from '@web/components/confirm-dialog';
import { Select } from '@web/components/form/select';
import { TextInput } from '@web/components/form/text-input';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { useOdstranitClenaKomisie, usePridatClenaKomisie, zaradeniaQuery } from './skodove-udalosti-api';
import { SKODOVA_UDALOST_DETAIL_TEXTS } from './skodova-udalost-detail-texts';
import { DataTable } from '@web/components/data-table';

const EMPTY = { meno: '', priezvisko: '', zaradenie: '', poznamka: '' };
type Clen = typeof EMPTY;

export function Komisia({ su }: { su: SkodovaUdalostDetail }) {
  const pridat = usePridatClenaKomisie(su.uuid);
  const odstranit = useOdstranitClenaKomisie(su.uuid);
  const { confirm, dialog } = useConfirm();
  const { data: zaradenia } = useQuery(zaradeniaQuery);
  const [form, setForm] = useState<Clen>(EMPTY);
  const [errors, setErrors] = useState<Partial<Clen>>({});
  const { pending: busy, run } = useSingleFlight();
  // a member typed but not added is a change not saved
  const guard = useUnsavedChangesGuard(Object.values(form).some((v) => v.trim() !== '') && !busy);
  const editable = SKODOVA_UDALOST_EDITOVATELNE_POLIA[su.stav].includes('komisia');
  const options = (zaradenia?.[0]?.values ?? []).filter((z) => z.aktivna).map((z) => ({ value: z.uuid, label: z.label }));

  const set = (k: keyof Clen, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const add = () =>
    run(async () => {
      clearStatusMessages();
      const missing: Partial<Clen> = {};
      if (!form.meno.trim()) missing.meno = 'Povinný údaj.';
      if (!form.priezvisko.trim()) missing.priezvisko = 'Povinný údaj.';
      if (!form.zaradenie) missing.zaradenie = 'Povinný údaj.';
      setErrors(missing);
      if (Object.keys(missing).length) return;
      try {
        await pridat.mutateAsync({ meno: form.meno, priezvisko: form.priezvisko, zaradenie: form.zaradenie, poznamka: form.poznamka || null });
        setForm(EMPTY);
        showSuccess(SKODOVA_UDALOST_MSG.ulozene);
      } catch (e) {
        if (isApiError(e) && e.fieldErrors.length) setErrors(Object.fromEntries(e.fieldErrors.map((f) => [f.fieldName, f.message])));
        showApiError(e, COMMON_TEXTS.serverError);
      }
    });

  const remove = (uuid: string) =>
    run(async () => {
      if (!(await confirm(SKODOVA_UDALOST_DETAIL_TEXTS.confirmOdstranit))) return;
      clearStatusMessages();
      try {
        await odstranit.mutateAsync(uuid);
        showSuccess(SKODOVA_UDALOST_DETAIL_TEXTS.polozkaZmazana);
      } catch (e) {
        showApiError(e, COMMON_TEXTS.serverError);
      }
    });

  return (
    <section aria-labelledby="komisia-nadpis" className="govuk-!-margin-top-6">
      <h2 className="govuk-heading-m" id="komisia-nadpis">
        {SKODOVA_UDALOST_DETAIL_TEXTS.komisia}
      </h2>
      {!editable && <p className="govuk-hint">{SKODOVA_UDALOST_DETAIL_TEXTS.komisiaUzamknuta(SKODOVA_UDALOST_STAV_LABELS[su.stav])}</p>}
      <DataTable
        labelledBy="komisia-nadpis"
        rows={su.komisia}
        rowKey={(c) => c.uuid}
        empty={SKODOVA_UDALOST_DETAIL_TEXTS.ziadneZaznamy}
        columns={[
          { key: 'meno', header: SKODOVA_UDALOST_DETAIL_TEXTS.meno, cell: (c) => c.meno },
          { key: 'priezvisko', header: SKODOVA_UDALOST_DETAIL_TEXTS.priezvisko, cell: (c) => c.priezvisko },
          { key: 'zaradenie', header: SKODOVA_UDALOST_DETAIL_TEXTS.zaradenie, cell: (c) => c.zaradenieNazov ?? '' },
          { key: 'poznamka', header: SKODOVA_UDALOST_DETAIL_TEXTS.poznamka, cell: (c) => c.poznamka ?? '' },
          {
            key: 'akcie',
            header: SKODOVA_UDALOST_DETAIL_TEXTS.akcie,
            cell: (c) => (
              <button
                type="button"
                className="govuk-button govuk-button--warning govuk-!-margin-bottom-0"
                disabled={!editable}
                aria-label={`${SKODOVA_UDALOST_DETAIL_TEXTS.odstranit} ${c.meno} ${c.priezvisko}`}
                onClick={() => void remove(c.uuid)}
              >
                {SKODOVA_UDALOST_DETAIL_TEXTS.odstranit}
              </button>
            ),
          },
        ]}
      />
      {dialog}
      <form
        aria-label={SKODOVA_UDALOST_DETAIL_TEXTS.pridatClena}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <fieldset className="govuk-fieldset" disabled={!editable}>
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{SKODOVA_UDALOST_DETAIL_TEXTS.pridatClena}</legend>
          <div className="govuk-grid-row">
            <div className="govuk-grid-column-one-quarter">
              <TextInput id="clen-meno" label={SKODOVA_UDALOST_DETAIL_TEXTS.meno} value={form.meno} onChange={(v) => set('meno', v)} maxLength={LIMITS.text} error={errors.meno} />
            </div>
            <div className="govuk-grid-column-one-quarter">
              <TextInput id="clen-priezvisko" label={SKODOVA_UDALOST_DETAIL_TEXTS.priezvisko} value={form.priezvisko} onChange={(v) => set('priezvisko', v)} maxLength={LIMITS.text} error={errors.priezvisko} />
            </div>
            <div className="govuk-grid-column-one-quarter">
              <Select
                id="clen-zaradenie"
                label={SKODOVA_UDALOST_DETAIL_TEXTS.zaradenie}
                value={form.zaradenie}
                onChange={(v) => set('zaradenie', v)}
                options={options}
                placeholder={SKODOVA_UDALOST_DETAIL_TEXTS.vyberteZaradenie}
                error={errors.zaradenie}
              />
            </div>
            <div className="govuk-grid-column-one-quarter">
              <TextInput id="clen-poznamka" label={SKODOVA_UDALOST_DETAIL_TEXTS.poznamka} value={form.poznamka} onChange={(v) => set('poznamka', v)} maxLength={LIMITS.text} error={errors.poznamka} />
            </div>
          </div>
          <button type="submit" className="govuk-button govuk-button--secondary" disabled={busy || !editable}>
            {SKODOVA_UDALOST_DETAIL_TEXTS.pridat}
          </button>
        </fieldset>
        {guard}
      </form>
    </section>
  );
}
