import { useChangedSince, useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LIMITS } from '@shared/api/limits';
import {
  type OrganizaciaCreate,
  type OrganizaciaDetail,
  type OrganizaciaUpdate,
  organizaciaCreateBody,
  organizaciaUpdateBody,
  VEREJNY_KONTAKT_POLIA,
  type VerejnyKontaktPole,
} from '@shared/api/organizacie';
import { ORGANIZACIA_TYP_LABELS, ORGANIZACIA_TYPY, type OrganizaciaTyp } from '@shared/domain/organizacia';
import { CheckboxGroup } from '@web/components/checkbox-group';
import { useConfirm } from '@web/components/confirm-dialog';
import { ErrorSummary } from '@web/components/error-summary';
import { issuesToErrors } from '@web/components/form/field-errors';
import { Radios } from '@web/components/form/radios';
import { TextInput } from '@web/components/form/text-input';
import { Textarea } from '@web/components/form/textarea';
import { useSave } from '@web/components/form/use-save';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { NASTAVENIA_TEXTS } from './nastavenia-texts';
import { useOdstranitOrganizaciu, useUlozitOrganizaciu, useVytvoritOrganizaciu } from './organizacie-api';
import './nastavenia.css';
import { SummaryList } from '@web/components/summary-list';

/**
 * New organisation (`organizacia` absent) or edit of one (spec part 1 §5: kod and nazov max 255;
 * typ only when creating). Validated with the server's own zod schema; server field errors appear
 * under their fields and clear when the field is edited. Edit offers deletion with confirmation.
 */
export function OrganizaciaForm({ organizacia }: { organizacia?: OrganizaciaDetail }) {
  const vytvorit = useVytvoritOrganizaciu();
  const ulozit = useUlozitOrganizaciu(organizacia?.uuid ?? '');
  const odstranit = useOdstranitOrganizaciu(organizacia?.uuid ?? '');
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const { errors, busy: saving, save } = useSave();
  const [kod, setKod] = useState(organizacia?.kod ?? '');
  const [nazov, setNazov] = useState(organizacia?.nazov ?? '');
  const [typ, setTyp] = useState<OrganizaciaTyp | ''>(organizacia?.typ ?? '');
  const [platnost, setPlatnost] = useState(organizacia?.platnost ?? true);
  const [kontakt, setKontakt] = useState<Record<VerejnyKontaktPole, string>>(() =>
    Object.fromEntries(VEREJNY_KONTAKT_POLIA.map((f) => [f, organizacia?.[f] ?? ''])) as Record<VerejnyKontaktPole, string>,
  );
  const bindKontakt = (f: VerejnyKontaktPole) => errors.bind(f, kontakt[f], (v: string) => setKontakt((k) => ({ ...k, [f]: v })));
  const [version, setVersion] = useState(organizacia?.version ?? 1);
  const [deleting, setDeleting] = useState(false);
  const busy = saving || deleting;
  const guard = useUnsavedChangesGuard(useChangedSince({ kod, nazov, typ, platnost, kontakt }) && !busy);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const raw = organizacia ? { kod, nazov, platnost, ...kontakt, version } : { kod, nazov, typ: typ || undefined, platnost, ...kontakt };
    const parsed = (organizacia ? organizaciaUpdateBody : organizaciaCreateBody).safeParse(raw);
    await save({
      invalid: parsed.success ? undefined : issuesToErrors(parsed.error.issues),
      fieldErrorsOnly: true,
      send: async () => {
        if (organizacia) {
          const saved = await ulozit.mutateAsync(parsed.data as OrganizaciaUpdate);
          setVersion(saved.version);
          showSuccess(NASTAVENIA_TEXTS.ulozene);
        } else {
          await vytvorit.mutateAsync(parsed.data as OrganizaciaCreate);
          showSuccess(NASTAVENIA_TEXTS.ulozene, { afterNavigation: true });
          await navigate({ to: '/is/organizacie', ignoreBlocker: true });
        }
      },
    });
  };

  const onDelete = async () => {
    if (!organizacia || !(await confirm(NASTAVENIA_TEXTS.odstranitOrganizaciuConfirm))) return;
    clearStatusMessages();
    setDeleting(true);
    try {
      await odstranit.mutateAsync();
      showSuccess(NASTAVENIA_TEXTS.organizaciaZmazana, { afterNavigation: true });
      await navigate({ to: '/is/organizacie', ignoreBlocker: true });
    } catch (err) {
      showApiError(err, COMMON_TEXTS.serverError);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      {guard}
      <ErrorSummary errors={errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))} />
      <TextInput
        id="kod"
        label={NASTAVENIA_TEXTS.kod}
        widthClass="govuk-input--width-20"
        maxLength={LIMITS.text}
        spellCheck={false}
        {...errors.bind('kod', kod, setKod)}
      />
      <TextInput
        id="nazov"
        label={NASTAVENIA_TEXTS.nazov}
        maxLength={LIMITS.text}
        {...errors.bind('nazov', nazov, setNazov)}
      />
      {organizacia ? (
        <SummaryList
          noBorder
          rows={[{ label: NASTAVENIA_TEXTS.typ, value: ORGANIZACIA_TYP_LABELS[organizacia.typ], hint: NASTAVENIA_TEXTS.typLenPriVytvoreni }]}
        />
      ) : (
        <Radios
          id="typ"
          legend={NASTAVENIA_TEXTS.typ}
          hint={NASTAVENIA_TEXTS.typLenPriVytvoreni}
          value={typ}
          onChange={(v) => {
            setTyp(v as OrganizaciaTyp);
            errors.clear('typ');
          }}
          options={ORGANIZACIA_TYPY.map((t) => ({ value: t, label: ORGANIZACIA_TYP_LABELS[t] }))}
          error={errors.field('typ')}
          inline
        />
      )}
      <CheckboxGroup
        id="platnost"
        legend={NASTAVENIA_TEXTS.platnost}
        items={[{ value: 'platna' as const, label: NASTAVENIA_TEXTS.platnaCheckbox, hint: NASTAVENIA_TEXTS.platnaHint }]}
        checked={platnost ? ['platna'] : []}
        onChange={(_, checked) => setPlatnost(checked)}
      />
      <fieldset className="govuk-fieldset" aria-describedby="verejny-kontakt-hint">
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{NASTAVENIA_TEXTS.verejnyKontakt}</legend>
        <div id="verejny-kontakt-hint" className="govuk-hint">
          {NASTAVENIA_TEXTS.verejnyKontaktHint}
        </div>
        <Textarea id="verejnaAdresa" label={NASTAVENIA_TEXTS.verejnaAdresa} rows={3} maxLength={LIMITS.longText} {...bindKontakt('verejnaAdresa')} />
        <TextInput
          id="verejnyTelefon"
          label={NASTAVENIA_TEXTS.verejnyTelefon}
          type="tel"
          autoComplete="off"
          widthClass="govuk-input--width-20"
          maxLength={LIMITS.text}
          {...bindKontakt('verejnyTelefon')}
        />
        <TextInput
          id="verejnyEmail"
          label={NASTAVENIA_TEXTS.verejnyEmail}
          type="email"
          autoComplete="off"
          spellCheck={false}
          maxLength={LIMITS.text}
          {...bindKontakt('verejnyEmail')}
        />
        <Textarea
          id="uradneHodiny"
          label={NASTAVENIA_TEXTS.uradneHodiny}
          hint={NASTAVENIA_TEXTS.uradneHodinyHint}
          rows={3}
          maxLength={LIMITS.longText}
          {...bindKontakt('uradneHodiny')}
        />
      </fieldset>
      {dialog}
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" disabled={busy} aria-disabled={busy}>
          {NASTAVENIA_TEXTS.ulozit}
        </button>
        {organizacia && (
          <button type="button" className="govuk-button govuk-button--warning" onClick={onDelete} disabled={busy} aria-disabled={busy}>
            {NASTAVENIA_TEXTS.odstranitOrganizaciu}
          </button>
        )}
        <Link className="govuk-button govuk-button--secondary" to="/is/organizacie">
          {NASTAVENIA_TEXTS.spat}
        </Link>
      </div>
    </form>
  );
}
