/**
 * Tab Stanovisko, /zaverecne-stanovisko (spec part 2 §3 'Final statement', §4, §5): návrh na úhradu,
 * pôvodca škody, zhodnotenie opatrení (code lists) and zdôvodnenie (≤ 1000); editable only in
 * ROZPRACOVANA and V_SETRENI, elsewhere shown disabled without 'Uložiť'.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { KONANIE_MSG, ZAVERECNE_STANOVISKO_CISELNIKY, ZAVERECNE_STANOVISKO_LABELS, type ZaverecneStanovisko, zaverecneStanoviskoUpdateBody } from '@shared/api/konanie';
import { LIMITS } from '@shared/api/limits';
import { SKODOVA_UDALOST_STAV_LABELS, skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { issuesToErrors } from '@web/components/form/field-errors';
import { Textarea } from '@web/components/form/textarea';
import { useChangedSince } from '@web/components/form/unsaved-changes';
import { CiselnikSelect } from '@web/components/form/ciselnik-select';
import { aktivneCiselnikyQuery } from '@web/lib/ciselniky';
import { KONANIE_TEXTS } from './konanie-texts';
import { TabForm, useSaveCast, SkodovaUdalostHeader, skodovaUdalostQuery } from '../skodove-udalosti';
import { useUlozitZaverecneStanovisko, zaverecneStanoviskoQuery } from './konanie-api';

const SELECTS = ['navrhNaUhraduSkody', 'povodcaSkody', 'zhodnotenieOpatreni'] as const;

export function ZaverecneStanoviskoPage({ uuid }: { uuid: string }) {
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const { data } = useSuspenseQuery(zaverecneStanoviskoQuery(uuid));
  const moze = skodovaUdalostMoze('stanovisko', data.skodovaUdalostStav);
  return (
    <>
      <SkodovaUdalostHeader su={{ ...su, stav: data.skodovaUdalostStav }} active="stanovisko" />
      <h2 className="govuk-heading-m">{KONANIE_TEXTS.titleStanovisko}</h2>
      {!moze && <p className="govuk-inset-text">{KONANIE_TEXTS.stanoviskoUzamknute(SKODOVA_UDALOST_STAV_LABELS[data.skodovaUdalostStav])}</p>}
      <StanoviskoForm key={data.version} d={data} moze={moze} />
    </>
  );
}

function StanoviskoForm({ d, moze }: { d: ZaverecneStanovisko; moze: boolean }) {
  const { errors, busy, saveCast } = useSaveCast();
  const ulozit = useUlozitZaverecneStanovisko(d.skodovaUdalostId);
  const { data: ciselniky } = useQuery(aktivneCiselnikyQuery(Object.values(ZAVERECNE_STANOVISKO_CISELNIKY)));
  const [form, setForm] = useState({
    zdovodnenie: d.zdovodnenie ?? '',
    navrhNaUhraduSkody: d.navrhNaUhraduSkody?.uuid ?? '',
    povodcaSkody: d.povodcaSkody?.uuid ?? '',
    zhodnotenieOpatreni: d.zhodnotenieOpatreni?.uuid ?? '',
  });
  const dirty = useChangedSince(form);
  const set = (k: keyof typeof form, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    errors.clear(k);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = { ...form, version: d.version };
    const parsed = zaverecneStanoviskoUpdateBody.safeParse(body);
    await saveCast({
      invalid: parsed.success ? undefined : issuesToErrors(parsed.error.issues),
      request: () => ulozit.mutateAsync(body),
      message: KONANIE_MSG.ulozene,
    });
  };

  return (
    <TabForm errors={errors} busy={busy} moze={moze} dirty={dirty} onSubmit={onSubmit}>
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
    </TabForm>
  );
}
