import { useChangedSince, useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  type CiselnikDetail,
  type CiselnikPolozkaDetail,
  ciselnikPolozkaCreateBody,
  ciselnikPolozkaUpdateBody,
} from '@shared/api/ciselniky';
import { LIMITS } from '@shared/api/limits';
import { type CiselnikTyp, ciselnikDef, isCiselnikTyp } from '@shared/domain/ciselnik';
import { PREDMET_SKODY_KATEGORIE, PREDMET_SKODY_LABELS, type PredmetSkodyKategoria } from '@shared/domain/predmet-skody';
import { CheckboxGroup } from '@web/components/checkbox-group';
import { ErrorSummary } from '@web/components/error-summary';
import { issuesToErrors, useFormErrors } from '@web/components/form/field-errors';
import { Select } from '@web/components/form/select';
import { TextInput } from '@web/components/form/text-input';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { ciselnikValuesQuery, useCreatePolozka, useUpdatePolozka } from './ciselniky-api';
import { CISELNIKY_TEXTS } from './ciselniky-texts';

interface Props {
  /** URL name of the code list (lower case with hyphens). */
  name: string;
  ciselnik: Pick<CiselnikDetail, 'name' | 'label' | 'officialCode' | 'nadradenyTyp'>;
  /** Absent for a new item. */
  polozka?: CiselnikPolozkaDetail;
}

/**
 * New item or edit of one (spec part 2 §2, §5: label max 100; the official code where the type has
 * one; active flag). Validated with the server's own schema; server field errors appear under
 * their fields. Save returns to the code-list detail with 'Údaje boli úspešne uložené.'.
 */
export function PolozkaForm({ name, ciselnik, polozka }: Props) {
  const navigate = useNavigate();
  const errors = useFormErrors();
  const create = useCreatePolozka(ciselnik.name);
  const update = useUpdatePolozka(ciselnik.name, polozka?.uuid ?? '');
  const parents = useQuery({ ...ciselnikValuesQuery(ciselnik.nadradenyTyp ?? ''), enabled: Boolean(ciselnik.nadradenyTyp) });
  const [label, setLabel] = useState(polozka?.label ?? '');
  const [id, setId] = useState(polozka?.id ?? '');
  const [parent, setParent] = useState(polozka?.nadradenaPolozka?.uuid ?? '');
  const [aktivna, setAktivna] = useState(polozka?.aktivna ?? true);
  // an order shown only where one is set: an empty field keeps the item in the labels' natural order
  const [poradie, setPoradie] = useState(polozka?.poradieNastavene ? String(polozka.poradie) : '');
  const [kategorie, setKategorie] = useState<readonly PredmetSkodyKategoria[]>((polozka?.kategorie ?? []) as PredmetSkodyKategoria[]);
  const sKategoriami = isCiselnikTyp(ciselnik.name) && Boolean(ciselnikDef(ciselnik.name as CiselnikTyp).kategorie);
  const busy = create.isPending || update.isPending;
  // while the save runs, leaving is the save's own step (back to the code list); before it, the guard asks
  const guard = useUnsavedChangesGuard(useChangedSince({ label, id, parent, aktivna }) && !busy);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    clearStatusMessages();
    const raw = {
      ciselnikLabel: label,
      id: ciselnik.officialCode ? id : undefined,
      aktivna,
      nadradenaPolozkaUuid: parent || undefined,
      poradie: poradie.trim() === '' ? null : Number(poradie.trim().replace(',', '.')),
      ...(sKategoriami ? { kategorie: [...kategorie] } : {}),
      ...(polozka ? { version: polozka.version } : {}),
    };
    const parsed = (polozka ? ciselnikPolozkaUpdateBody : ciselnikPolozkaCreateBody).safeParse(raw);
    if (!parsed.success) {
      errors.set(issuesToErrors(parsed.error.issues));
      return;
    }
    errors.reset();
    try {
      if (polozka) await update.mutateAsync(raw as never);
      else await create.mutateAsync(raw);
      showSuccess(CISELNIKY_TEXTS.ulozene, { afterNavigation: true });
      await navigate({ to: '/is/ciselniky/$name', params: { name } });
    } catch (err) {
      if (isApiError(err) && err.fieldErrors.length > 0) errors.set(err);
      else showApiError(err, COMMON_TEXTS.serverError);
    }
  };

  const parentOptions = (parents.data?.[0]?.values ?? []).map((v) => ({
    value: v.uuid,
    label: v.aktivna ? v.label : `${v.label} (${CISELNIKY_TEXTS.neaktivna.toLowerCase()})`,
    disabled: !v.aktivna && v.uuid !== polozka?.nadradenaPolozka?.uuid,
  }));

  return (
    <form noValidate onSubmit={onSubmit}>
      {guard}
      <ErrorSummary errors={errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))} />
      <TextInput
        id="ciselnikLabel"
        label={CISELNIKY_TEXTS.nazovPolozky}
        maxLength={LIMITS.ciselnikLabel}
        value={label}
        error={errors.field('ciselnikLabel')}
        onChange={(v) => {
          setLabel(v);
          errors.clear('ciselnikLabel');
        }}
      />
      {ciselnik.officialCode && (
        <TextInput
          id="id"
          label={CISELNIKY_TEXTS.kod}
          hint={CISELNIKY_TEXTS.kodHint}
          widthClass="govuk-input--width-20"
          maxLength={LIMITS.text}
          spellCheck={false}
          value={id}
          error={errors.field('id')}
          onChange={(v) => {
            setId(v);
            errors.clear('id');
          }}
        />
      )}
      {ciselnik.nadradenyTyp && (
        <Select
          id="nadradenaPolozkaUuid"
          label={CISELNIKY_TEXTS.nadradena}
          value={parent}
          placeholder={CISELNIKY_TEXTS.nadradenaZiadna}
          options={parentOptions}
          error={errors.field('nadradenaPolozkaUuid')}
          onChange={(v) => {
            setParent(v);
            errors.clear('nadradenaPolozkaUuid');
          }}
        />
      )}
      <TextInput
        id="poradie"
        label={CISELNIKY_TEXTS.poradie}
        hint={polozka && !polozka.poradieNastavene ? `${CISELNIKY_TEXTS.poradieHint} ${CISELNIKY_TEXTS.poradieTeraz(polozka.poradie)}` : CISELNIKY_TEXTS.poradieHint}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        widthClass="govuk-input--width-5"
        value={poradie}
        error={errors.field('poradie')}
        onChange={(v) => {
          setPoradie(v);
          errors.clear('poradie');
        }}
      />
      {sKategoriami && (
        <CheckboxGroup
          id="kategorie"
          legend={CISELNIKY_TEXTS.kategorie}
          hint={CISELNIKY_TEXTS.kategorieHint}
          items={PREDMET_SKODY_KATEGORIE.map((k) => ({ value: k, label: PREDMET_SKODY_LABELS[k] }))}
          checked={kategorie}
          error={errors.field('kategorie')}
          onChange={(k, checked) => {
            setKategorie((list) => (checked ? [...list.filter((x) => x !== k), k] : list.filter((x) => x !== k)));
            errors.clear('kategorie');
          }}
        />
      )}
      <CheckboxGroup
        id="aktivna"
        legend={CISELNIKY_TEXTS.stav}
        items={[{ value: 'aktivna' as const, label: CISELNIKY_TEXTS.aktivnaCheckbox, hint: CISELNIKY_TEXTS.aktivnaHint }]}
        checked={aktivna ? ['aktivna'] : []}
        onChange={(_, checked) => setAktivna(checked)}
      />
      {polozka?.pouzita && <p className="govuk-inset-text">{CISELNIKY_TEXTS.pouzitaHint}</p>}
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
          {CISELNIKY_TEXTS.ulozit}
        </button>
        <Link className="govuk-button govuk-button--secondary" to="/is/ciselniky/$name" params={{ name }}>
          {CISELNIKY_TEXTS.spat}
        </Link>
      </div>
    </form>
  );
}
