import { useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Pouzivatel } from '@shared/api/pouzivatelia';
import { OPRAVNENIA, OPRAVNENIE_LABELS, type Opravnenie } from '@shared/domain/opravnenia';
import { ORGANIZACIA_TYP_LABELS } from '@shared/domain/organizacia';
import { sortBySk } from '@shared/format/collation';
import { CheckboxGroup } from '@web/components/checkbox-group';
import { useConfirm } from '@web/components/confirm-dialog';
import { Select } from '@web/components/form/select';
import { StatusTag } from '@web/components/status-tag';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { NASTAVENIA_TEXTS } from './nastavenia-texts';
import { platneOrganizacieQuery, usePouzivatelZmeny } from './pouzivatelia-api';
import './nastavenia.css';
import { SummaryList } from '@web/components/summary-list';
import { DataTable } from '@web/components/data-table';

type Notifikacia = 'notifikaciaNoveOznamenie' | 'notifikaciaNovaSkodovaUdalost';

export const celeMeno = (u: Pick<Pouzivatel, 'titulPredMenom' | 'meno' | 'priezvisko' | 'titulZaMenom'>) =>
  `${[u.titulPredMenom, u.meno, u.priezvisko].filter(Boolean).join(' ')}${u.titulZaMenom ? `, ${u.titulZaMenom}` : ''}`;

/**
 * A user's data, rights, e-mail notifications and organisations (spec part 1 §6). `readOnly` is the
 * own profile: every checkbox and the organisation removal disabled, no save or back button. The
 * administrator's view toggles rights and flags (saved with 'Uložiť', conditional on the version),
 * and assigns or removes organisations at once.
 */
export function PouzivatelDetail({ pouzivatel, readOnly, jeVlastny }: { pouzivatel: Pouzivatel; readOnly: boolean; jeVlastny: boolean }) {
  const zmeny = usePouzivatelZmeny(pouzivatel.uuid, jeVlastny);
  const [opravnenia, setOpravnenia] = useState<Opravnenie[]>(pouzivatel.opravnenia);
  const [notifikacie, setNotifikacie] = useState<Notifikacia[]>(
    (['notifikaciaNoveOznamenie', 'notifikaciaNovaSkodovaUdalost'] as const).filter((k) => pouzivatel[k]),
  );
  const [busy, setBusy] = useState(false);
  // the version these checkboxes were loaded with: a save is conditional on it (409 when someone else saved meanwhile)
  const [version, setVersion] = useState(pouzivatel.version);
  // the page stays after a save: what was last saved, not what was loaded, is the clean state
  const stav = JSON.stringify({ opravnenia: [...opravnenia].sort(), notifikacie: [...notifikacie].sort() });
  const [ulozeny, setUlozeny] = useState(stav);
  const guard = useUnsavedChangesGuard(!readOnly && stav !== ulozeny && !busy);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    clearStatusMessages();
    try {
      const updated = await zmeny.ulozit.mutateAsync({
        opravnenia,
        notifikaciaNoveOznamenie: notifikacie.includes('notifikaciaNoveOznamenie'),
        notifikaciaNovaSkodovaUdalost: notifikacie.includes('notifikaciaNovaSkodovaUdalost'),
        version,
      });
      setVersion(updated.version);
      setUlozeny(stav);
      showSuccess(NASTAVENIA_TEXTS.ulozene);
    } catch (err) {
      showApiError(err, COMMON_TEXTS.serverError);
    } finally {
      setBusy(false);
    }
  };

  const toggle = <V extends string>(set: (f: (prev: V[]) => V[]) => void) => (value: V, checked: boolean) =>
    set((prev) => (checked ? [...prev.filter((v) => v !== value), value] : prev.filter((v) => v !== value)));

  return (
    <>
      <SummaryList
        rows={[
          { label: NASTAVENIA_TEXTS.login, value: pouzivatel.login },
          { label: NASTAVENIA_TEXTS.email, value: pouzivatel.email || '-' },
          { label: NASTAVENIA_TEXTS.telefon, value: pouzivatel.telefonneCislo || '-' },
          { label: NASTAVENIA_TEXTS.funkcia, value: pouzivatel.funkcia || '-' },
          { label: NASTAVENIA_TEXTS.stav, value: <StatusTag on={pouzivatel.aktivny} onLabel={NASTAVENIA_TEXTS.aktivny} offLabel={NASTAVENIA_TEXTS.neaktivny} /> },
        ]}
      />

      <form noValidate onSubmit={save}>
        {guard}
        <CheckboxGroup
          id="opravnenia"
          legend={NASTAVENIA_TEXTS.opravnenia}
          disabled={readOnly}
          items={OPRAVNENIA.map((o) => ({
            value: o,
            label: OPRAVNENIE_LABELS[o],
            // lock-out protection (the server refuses it too)
            ...(jeVlastny && !readOnly && o === 'SPRAVA_POUZIVATELOV' && pouzivatel.opravnenia.includes(o)
              ? { disabled: true, hint: NASTAVENIA_TEXTS.vlastneSpravaHint }
              : {}),
          }))}
          checked={opravnenia}
          onChange={toggle(setOpravnenia)}
        />
        <CheckboxGroup
          id="notifikacie"
          legend={NASTAVENIA_TEXTS.notifikacie}
          disabled={readOnly}
          items={[
            { value: 'notifikaciaNoveOznamenie' as const, label: NASTAVENIA_TEXTS.notifikaciaNoveOznamenie },
            { value: 'notifikaciaNovaSkodovaUdalost' as const, label: NASTAVENIA_TEXTS.notifikaciaNovaSkodovaUdalost },
          ]}
          checked={notifikacie}
          onChange={toggle(setNotifikacie)}
        />

        <Organizacie pouzivatel={pouzivatel} readOnly={readOnly} odobrat={zmeny.odobratOrganizaciu.mutateAsync} priradit={zmeny.priraditOrganizaciu.mutateAsync} />

        {!readOnly && (
          <div className="govuk-button-group">
            <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
              {NASTAVENIA_TEXTS.ulozit}
            </button>
            <Link className="govuk-button govuk-button--secondary" to="/is/pouzivatelia">
              {NASTAVENIA_TEXTS.spat}
            </Link>
          </div>
        )}
      </form>
    </>
  );
}

type ZmenaOrganizacie = (organizaciaId: string) => Promise<unknown>;

function Organizacie({ pouzivatel, readOnly, odobrat, priradit }: { pouzivatel: Pouzivatel; readOnly: boolean; odobrat: ZmenaOrganizacie; priradit: ZmenaOrganizacie }) {
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);

  const remove = async (organizaciaId: string, nazov: string) => {
    if (!(await confirm(NASTAVENIA_TEXTS.odobratOrganizaciuConfirm(nazov)))) return;
    setBusy(true);
    clearStatusMessages();
    try {
      await odobrat(organizaciaId);
      showSuccess(NASTAVENIA_TEXTS.ulozene);
    } catch (err) {
      showApiError(err, COMMON_TEXTS.serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="govuk-fieldset govuk-!-margin-bottom-6">
      <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{NASTAVENIA_TEXTS.organizacie}</legend>
      {pouzivatel.organizacie.length === 0 ? (
        <p className="govuk-body">{NASTAVENIA_TEXTS.ziadneOrganizacie}</p>
      ) : (
        <DataTable
          className="es-settings-table"
          caption={NASTAVENIA_TEXTS.organizacie}
          captionClassName="govuk-visually-hidden"
          rows={pouzivatel.organizacie}
          rowKey={(o) => o.uuid}
          columns={[
            { key: 'kod', header: NASTAVENIA_TEXTS.kod, cell: (o) => o.kod },
            { key: 'nazov', header: NASTAVENIA_TEXTS.nazov, cell: (o) => o.nazov },
            { key: 'typ', header: NASTAVENIA_TEXTS.typ, cell: (o) => ORGANIZACIA_TYP_LABELS[o.typ] },
            {
              key: 'akcie',
              header: <span className="govuk-visually-hidden">{NASTAVENIA_TEXTS.akcie}</span>,
              cellClassName: 'govuk-table__cell--numeric',
              cell: (o) => (
                <button
                  type="button"
                  className="govuk-button govuk-button--warning govuk-!-margin-bottom-0"
                  disabled={readOnly || busy}
                  onClick={() => remove(o.uuid, o.nazov)}
                >
                  {NASTAVENIA_TEXTS.odstranit}
                  <span className="govuk-visually-hidden"> {o.kod}</span>
                </button>
              ),
            },
          ]}
        />
      )}
      {dialog}
      {!readOnly && <Priradit pouzivatel={pouzivatel} priradit={priradit} />}
    </fieldset>
  );
}

function Priradit({ pouzivatel, priradit }: { pouzivatel: Pouzivatel; priradit: ZmenaOrganizacie }) {
  const { data } = useSuspenseQuery(platneOrganizacieQuery);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const assigned = new Set(pouzivatel.organizacie.map((o) => o.uuid));
  const options = sortBySk(
    data.organizaciaList.filter((o) => !assigned.has(o.uuid)),
    (o) => o.kod,
  ).map((o) => ({ value: o.uuid, label: `${o.kod} – ${o.nazov}` }));

  const assign = async () => {
    if (!value) {
      setError(NASTAVENIA_TEXTS.vyberteOrganizaciu);
      return;
    }
    setBusy(true);
    clearStatusMessages();
    try {
      await priradit(value);
      setValue('');
      showSuccess(NASTAVENIA_TEXTS.ulozene);
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.length > 0) setError(err.fieldErrors[0].message);
      else showApiError(err, COMMON_TEXTS.serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="es-settings-assign">
      <Select
        id="organizaciaId"
        label={NASTAVENIA_TEXTS.priraditOrganizaciu}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        options={options}
        placeholder={NASTAVENIA_TEXTS.vyberteOrganizaciu}
        error={error}
        widthClass="govuk-!-width-full"
      />
      <button type="button" className="govuk-button govuk-button--secondary" onClick={assign} disabled={busy} aria-disabled={busy}>
        {NASTAVENIA_TEXTS.priradit}
      </button>
    </div>
  );
}
