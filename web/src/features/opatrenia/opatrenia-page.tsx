/**
 * Tab Opatrenia (spec part 2 §2, §3 'Preventive-measures record', §4, §5): the two yes/no questions
 * with their descriptions, and the four kinds of measure, each measure's fields four per row, with
 * 'Nové opatrenie' and removal (confirmation) – only in ROZPRACOVANA and V_SETRENI; elsewhere the
 * form is disabled and the actions hidden.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LIMITS } from '@shared/api/limits';
import {
  OPATRENIA_MSG,
  OPATRENIA_OTAZKY,
  OPATRENIE_DRUH_LABELS,
  OPATRENIE_DRUHY,
  type OpatreniaDetail,
  type OpatrenieView,
  opatreniaUpdateBody,
  opisOpatrenia,
} from '@shared/api/opatrenia';
import { SKODOVA_UDALOST_STAV_LABELS, skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { useConfirm } from '@web/components/confirm-dialog';
import { issuesToErrors } from '@web/components/form/field-errors';
import { Radios } from '@web/components/form/radios';
import { Textarea } from '@web/components/form/textarea';
import { useChangedSince } from '@web/components/form/unsaved-changes';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { SkodovaUdalostHeader, skodovaUdalostQuery, TabForm, useSaveCast } from '../skodove-udalosti';
import { opatreniaQuery, useOdstranitOpatrenie, useUlozitOtazky } from './opatrenia-api';
import { OPATRENIA_TEXTS } from './opatrenia-texts';
import './opatrenia.css';

const ANO_NIE = [
  { value: 'true', label: OPATRENIA_TEXTS.ano },
  { value: 'false', label: OPATRENIA_TEXTS.nie },
];
const toRadio = (v: boolean | undefined) => (v === undefined ? '' : String(v));
const fromRadio = (v: string) => (v === '' ? null : v === 'true');

export function OpatreniaPage({ uuid }: { uuid: string }) {
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const { data } = useSuspenseQuery(opatreniaQuery(uuid));
  const moze = skodovaUdalostMoze('opatrenia', data.skodovaUdalostStav);
  return (
    <>
      <SkodovaUdalostHeader su={{ ...su, stav: data.skodovaUdalostStav }} active="opatrenia" />
      <h2 className="govuk-heading-m">{OPATRENIA_TEXTS.titleOpatrenia}</h2>
      {!moze && <p className="govuk-inset-text">{OPATRENIA_TEXTS.uzamknute(SKODOVA_UDALOST_STAV_LABELS[data.skodovaUdalostStav])}</p>}
      {/* remounted when the answers change on the server, not when only a measure was added or removed (typed text stays, the save uses the latest version) */}
      <OtazkyForm key={JSON.stringify([data.minuleOpatrenieRealizacia, data.minuleOpatrenieOpis, data.navrhNovychOpatreni, data.noveOpatreniePopis, moze])} d={data} moze={moze} />
      <Opatrenia d={data} moze={moze} />
    </>
  );
}

function OtazkyForm({ d, moze }: { d: OpatreniaDetail; moze: boolean }) {
  const { errors, busy, saveCast } = useSaveCast();
  const ulozit = useUlozitOtazky(d.skodovaUdalostId);
  const [form, setForm] = useState({
    minuleOpatrenieRealizacia: toRadio(d.minuleOpatrenieRealizacia),
    minuleOpatrenieOpis: d.minuleOpatrenieOpis ?? '',
    navrhNovychOpatreni: toRadio(d.navrhNovychOpatreni),
    noveOpatreniePopis: d.noveOpatreniePopis ?? '',
  });
  const dirty = useChangedSince(form);
  const set = (k: keyof typeof form, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    errors.clear(k);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      minuleOpatrenieRealizacia: fromRadio(form.minuleOpatrenieRealizacia),
      minuleOpatrenieOpis: form.minuleOpatrenieOpis,
      navrhNovychOpatreni: fromRadio(form.navrhNovychOpatreni),
      noveOpatreniePopis: form.noveOpatreniePopis,
      version: d.version,
    };
    const parsed = opatreniaUpdateBody.safeParse(body);
    await saveCast({
      invalid: parsed.success ? undefined : issuesToErrors(parsed.error.issues),
      request: () => ulozit.mutateAsync(body),
      message: OPATRENIA_MSG.ulozene,
    });
  };

  return (
    <TabForm errors={errors} busy={busy} moze={moze} dirty={dirty} onSubmit={onSubmit}>
      <Radios
        id="minuleOpatrenieRealizacia"
        legend={OPATRENIA_OTAZKY.minuleOpatrenieRealizacia}
        inline
        options={ANO_NIE}
        value={form.minuleOpatrenieRealizacia}
        onChange={(v) => set('minuleOpatrenieRealizacia', v)}
        error={errors.field('minuleOpatrenieRealizacia')}
      />
      <Textarea
        id="minuleOpatrenieOpis"
        label={OPATRENIA_OTAZKY.minuleOpatrenieOpis}
        maxLength={LIMITS.longText}
        rows={3}
        value={form.minuleOpatrenieOpis}
        onChange={(v) => set('minuleOpatrenieOpis', v)}
        error={errors.field('minuleOpatrenieOpis')}
      />
      <Radios
        id="navrhNovychOpatreni"
        legend={OPATRENIA_OTAZKY.navrhNovychOpatreni}
        inline
        options={ANO_NIE}
        value={form.navrhNovychOpatreni}
        onChange={(v) => set('navrhNovychOpatreni', v)}
        error={errors.field('navrhNovychOpatreni')}
      />
      <Textarea
        id="noveOpatreniePopis"
        label={OPATRENIA_OTAZKY.noveOpatreniePopis}
        maxLength={LIMITS.longText}
        rows={3}
        value={form.noveOpatreniePopis}
        onChange={(v) => set('noveOpatreniePopis', v)}
        error={errors.field('noveOpatreniePopis')}
      />
    </TabForm>
  );
}

/** Label–value pairs in rows of four (spec part 2 §3: 'Measure rows are displayed 4 fields per row'). */
function PoliaPoStyroch({ polia }: { polia: { label: string; value: string }[] }) {
  const rows: (typeof polia)[] = [];
  for (let i = 0; i < polia.length; i += 4) rows.push(polia.slice(i, i + 4));
  return (
    <>
      {rows.map((row) => (
        <div className="govuk-grid-row" key={row[0].label}>
          {row.map((p) => (
            <div className="govuk-grid-column-one-quarter es-opatrenie__pole" key={p.label}>
              <div className="govuk-body-s govuk-!-font-weight-bold govuk-!-margin-bottom-1">{p.label}</div>
              <div className="govuk-body govuk-!-margin-bottom-0">{p.value || '–'}</div>
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

function Opatrenia({ d, moze }: { d: OpatreniaDetail; moze: boolean }) {
  const odstranit = useOdstranitOpatrenie(d.skodovaUdalostId);
  const { confirm, dialog } = useConfirm();

  const remove = async (opatrenieUuid: string) => {
    if (!(await confirm(OPATRENIA_MSG.zmazatOtazka))) return;
    clearStatusMessages();
    try {
      await odstranit.mutateAsync(opatrenieUuid);
      showSuccess(OPATRENIA_MSG.zmazane);
    } catch (err) {
      showApiError(err, COMMON_TEXTS.serverError);
    }
  };

  return (
    <section aria-labelledby="opatrenia-zoznam" className="govuk-!-margin-top-6">
      <div className="es-ozn-header">
        <h2 className="govuk-heading-m" id="opatrenia-zoznam">
          {OPATRENIA_TEXTS.zoznamOpatreni}
        </h2>
        {moze && (
          <Link className="govuk-button govuk-!-margin-bottom-0" to="/is/skodove-udalosti/$uuid/opatrenia/nove-opatrenie" params={{ uuid: d.skodovaUdalostId }}>
            {OPATRENIA_TEXTS.noveOpatrenie}
          </Link>
        )}
      </div>
      {dialog}
      {OPATRENIE_DRUHY.map((druh) => {
        const list = d[druh] as OpatrenieView[];
        return (
          <section key={druh} aria-labelledby={`druh-${druh}`} data-druh={druh}>
            <h3 className="govuk-heading-s" id={`druh-${druh}`}>
              {OPATRENIE_DRUH_LABELS[druh]}
            </h3>
            {list.length === 0 && <p className="govuk-body">{OPATRENIA_TEXTS.ziadneZaznamy}</p>}
            {list.map((o, i) => (
              <div className="es-opatrenie" key={o.uuid} data-testid="opatrenie">
                <PoliaPoStyroch polia={opisOpatrenia(druh, o)} />
                {moze && (
                  <button
                    type="button"
                    className="govuk-button govuk-button--secondary govuk-!-margin-bottom-3"
                    aria-label={`${OPATRENIA_TEXTS.odstranit}: ${OPATRENIE_DRUH_LABELS[druh]}, ${OPATRENIA_TEXTS.opatrenieCislo(i + 1)}`}
                    onClick={() => void remove(o.uuid)}
                  >
                    {OPATRENIA_TEXTS.odstranit}
                  </button>
                )}
              </div>
            ))}
          </section>
        );
      })}
    </section>
  );
}
