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
import { M } from '@web/messages';
import { MN } from './nastavenia-messages';
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
      showSuccess(MN.ulozene);
    } catch (err) {
      showApiError(err, M.serverError);
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
          { label: MN.login, value: pouzivatel.login },
          { label: MN.email, value: pouzivatel.email || '-' },
          { label: MN.telefon, value: pouzivatel.telefonneCislo || '-' },
          { label: MN.funkcia, value: pouzivatel.funkcia || '-' },
          { label: MN.stav, value: <StatusTag on={pouzivatel.aktivny} onLabel={MN.aktivny} offLabel={MN.neaktivny} /> },
        ]}
      />

      <form noValidate onSubmit={save}>
        <CheckboxGroup
          id="opravnenia"
          legend={MN.opravnenia}
          disabled={readOnly}
          items={OPRAVNENIA.map((o) => ({
            value: o,
            label: OPRAVNENIE_LABELS[o],
            // lock-out protection (the server refuses it too)
            ...(jeVlastny && !readOnly && o === 'SPRAVA_POUZIVATELOV' && pouzivatel.opravnenia.includes(o)
              ? { disabled: true, hint: MN.vlastneSpravaHint }
              : {}),
          }))}
          checked={opravnenia}
          onChange={toggle(setOpravnenia)}
        />
        <CheckboxGroup
          id="notifikacie"
          legend={MN.notifikacie}
          disabled={readOnly}
          items={[
            { value: 'notifikaciaNoveOznamenie' as const, label: MN.notifikaciaNoveOznamenie },
            { value: 'notifikaciaNovaSkodovaUdalost' as const, label: MN.notifikaciaNovaSkodovaUdalost },
          ]}
          checked={notifikacie}
          onChange={toggle(setNotifikacie)}
        />

        <Organizacie pouzivatel={pouzivatel} readOnly={readOnly} odobrat={zmeny.odobratOrganizaciu.mutateAsync} priradit={zmeny.priraditOrganizaciu.mutateAsync} />

        {!readOnly && (
          <div className="govuk-button-group">
            <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
              {MN.ulozit}
            </button>
            <Link className="govuk-button govuk-button--secondary" to="/is/pouzivatelia">
              {MN.spat}
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
    if (!(await confirm(MN.odobratOrganizaciuConfirm(nazov)))) return;
    setBusy(true);
    clearStatusMessages();
    try {
      await odobrat(organizaciaId);
      showSuccess(MN.ulozene);
    } catch (err) {
      showApiError(err, M.serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="govuk-fieldset govuk-!-margin-bottom-6">
      <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{MN.organizacie}</legend>
      {pouzivatel.organizacie.length === 0 ? (
        <p className="govuk-body">{MN.ziadneOrganizacie}</p>
      ) : (
        <DataTable
          className="es-settings-table"
          caption={MN.organizacie}
          captionClassName="govuk-visually-hidden"
          rows={pouzivatel.organizacie}
          rowKey={(o) => o.uuid}
          columns={[
            { key: 'kod', header: MN.kod, cell: (o) => o.kod },
            { key: 'nazov', header: MN.nazov, cell: (o) => o.nazov },
            { key: 'typ', header: MN.typ, cell: (o) => ORGANIZACIA_TYP_LABELS[o.typ] },
            {
              key: 'akcie',
              header: <span className="govuk-visually-hidden">{MN.akcie}</span>,
              cellClassName: 'govuk-table__cell--numeric',
              cell: (o) => (
                <button
                  type="button"
                  className="govuk-button govuk-button--warning govuk-!-margin-bottom-0"
                  disabled={readOnly || busy}
                  onClick={() => remove(o.uuid, o.nazov)}
                >
                  {MN.odstranit}
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
      setError(MN.vyberteOrganizaciu);
      return;
    }
    setBusy(true);
    clearStatusMessages();
    try {
      await priradit(value);
      setValue('');
      showSuccess(MN.ulozene);
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.length > 0) setError(err.fieldErrors[0].message);
      else showApiError(err, M.serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="es-settings-assign">
      <Select
        id="organizaciaId"
        label={MN.priraditOrganizaciu}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        options={options}
        placeholder={MN.vyberteOrganizaciu}
        error={error}
        widthClass="govuk-!-width-full"
      />
      <button type="button" className="govuk-button govuk-button--secondary" onClick={assign} disabled={busy} aria-disabled={busy}>
        {MN.priradit}
      </button>
    </div>
  );
}
