/**
 * Tab Stanovisko, /zaverecne-stanovisko (spec part 2 §3 'Final statement', §4, §5): návrh na úhradu,
 * pôvodca škody, zhodnotenie opatrení (code lists) and zdôvodnenie (≤ 1000); editable only in
 * ROZPRACOVANA and V_SETRENI, elsewhere shown disabled without 'Uložiť'.
 */
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KONANIE_MSG, ZAVERECNE_STANOVISKO_CISELNIKY, ZAVERECNE_STANOVISKO_LABELS, type ZaverecneStanovisko, zaverecneStanoviskoUpdateBody } from '../../../../shared/api/konanie';
import { LIMITS } from '../../../../shared/api/limits';
import { SKODOVA_UDALOST_STAV_LABELS, skodovaUdalostMoze } from '../../../../shared/domain/skodova-udalost';
import { ErrorSummary } from '../../components/error-summary';
import { issuesToErrors, useFormErrors } from '../../components/form/field-errors';
import { Textarea } from '../../components/form/textarea';
import { isApiError } from '../../lib/api-client';
import { clearStatusMessages, showApiError, showSuccess } from '../../lib/status-messages';
import { M } from '../../messages';
import { CiselnikSelect } from '../opatrenia/ciselnik-select';
import { aktivneCiselnikyQuery, reloadSkodovaUdalost } from '../opatrenia/opatrenia-api';
import { MOP } from '../opatrenia/opatrenia-messages';
import '../opatrenia/opatrenia.css';
import { SkodovaUdalostHeader } from '../skodove-udalosti/skodova-udalost-header';
import { skodovaUdalostQuery } from '../skodove-udalosti/skodove-udalosti-api';
import { ulozitZaverecneStanovisko, zaverecneStanoviskoQuery } from './konanie-api';

const SELECTS = ['navrhNaUhraduSkody', 'povodcaSkody', 'zhodnotenieOpatreni'] as const;

export function ZaverecneStanoviskoPage({ uuid }: { uuid: string }) {
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const { data } = useSuspenseQuery(zaverecneStanoviskoQuery(uuid));
  const moze = skodovaUdalostMoze('stanovisko', data.skodovaUdalostStav);
  return (
    <>
      <SkodovaUdalostHeader su={{ ...su, stav: data.skodovaUdalostStav }} active="stanovisko" />
      <h2 className="govuk-heading-m">{MOP.titleStanovisko}</h2>
      {!moze && <p className="govuk-inset-text">{MOP.stanoviskoUzamknute(SKODOVA_UDALOST_STAV_LABELS[data.skodovaUdalostStav])}</p>}
      <StanoviskoForm key={data.version} d={data} moze={moze} />
    </>
  );
}

function StanoviskoForm({ d, moze }: { d: ZaverecneStanovisko; moze: boolean }) {
  const queryClient = useQueryClient();
  const errors = useFormErrors();
  const { data: ciselniky } = useQuery(aktivneCiselnikyQuery(Object.values(ZAVERECNE_STANOVISKO_CISELNIKY)));
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState({
    zdovodnenie: d.zdovodnenie ?? '',
    navrhNaUhraduSkody: d.navrhNaUhraduSkody?.uuid ?? '',
    povodcaSkody: d.povodcaSkody?.uuid ?? '',
    zhodnotenieOpatreni: d.zhodnotenieOpatreni?.uuid ?? '',
  });
  const set = (k: keyof typeof form, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    errors.clear(k);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    clearStatusMessages();
    const body = { ...form, version: d.version };
    const parsed = zaverecneStanoviskoUpdateBody.safeParse(body);
    if (!parsed.success) {
      errors.set(issuesToErrors(parsed.error.issues));
      return;
    }
    errors.reset();
    setBusy(true);
    try {
      await ulozitZaverecneStanovisko(d.skodovaUdalostId, body);
      showSuccess(KONANIE_MSG.ulozene);
      await reloadSkodovaUdalost(queryClient, d.skodovaUdalostId);
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.length > 0) errors.set(err);
      showApiError(err, M.serverError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))} />
      <fieldset className="es-fieldset-plain" disabled={!moze}>
        {SELECTS.map((k) => (
          <CiselnikSelect
            key={k}
            id={k}
            label={ZAVERECNE_STANOVISKO_LABELS[k]}
            value={form[k]}
            onChange={(v) => set(k, v)}
            values={ciselniky?.find((c) => c.type === ZAVERECNE_STANOVISKO_CISELNIKY[k])?.values ?? []}
            held={d[k]}
            error={errors.field(k)}
          />
        ))}
        <Textarea
          id="zdovodnenie"
          label={ZAVERECNE_STANOVISKO_LABELS.zdovodnenie}
          maxLength={LIMITS.longText}
          value={form.zdovodnenie}
          onChange={(v) => set('zdovodnenie', v)}
          error={errors.field('zdovodnenie')}
        />
      </fieldset>
      {moze && (
        <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
          {MOP.ulozit}
        </button>
      )}
    </form>
  );
}
