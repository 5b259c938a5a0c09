import { useChangedSince, useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { useSingleFlight } from '@web/lib/use-single-flight';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LIMITS } from '@shared/api/limits';
import { POSKODENI_MSG, type PoskodenyDetail, poskodenyBody, poskodenyUpdateBody } from '@shared/api/poskodeni';
import { TYP_SUBJEKTU_LABELS, TYPY_SUBJEKTU, type TypSubjektu } from '@shared/domain/poskodeny';
import { ErrorSummary } from '@web/components/error-summary';
import { Checkbox } from '@web/components/form/checkbox';
import { DateInput } from '@web/components/form/date-input';
import { type DateParts, isoToParts, partsToIso } from '@web/components/form/date-parts';
import { issuesToErrors, useFormErrors } from '@web/components/form/field-errors';
import { Radios } from '@web/components/form/radios';
import { Textarea } from '@web/components/form/textarea';
import { TextInput } from '@web/components/form/text-input';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
// The address block is the wizard's (same fields, same code lists); shared until it moves to components/.
import { AdresaFields, type AdresaForm } from '@web/components/adresa/adresa-fields';
import { ciselnikyQuery } from '@web/components/adresa/adresa-ciselniky';
import { type PoskodenyOwner, ownerBase } from './owner';
import { prevadzkyQuery, useUpravitPoskodeneho, useVytvoritPoskodeneho } from './poskodeni-api';
import { POSKODENI_TEXTS } from './poskodeni-texts';
import { useGo } from './poskodeni-ui';
import type { PoskodenyPrefill } from './web-data';
import { SummaryList } from '@web/components/summary-list';

const EMPTY_LISTS = { OBEC: [], OKRES: [], KRAJ: [], STAT: [] };

type TextField = 'titulPredMenom' | 'meno' | 'priezvisko' | 'titulZaMenom' | 'ico' | 'obchodneMeno' | 'nazovPrevadzky' | 'email' | 'telefonneCislo' | 'poznamka';

const adresaForm = (p?: Pick<PoskodenyDetail, 'adresa'>): AdresaForm => ({
  ulica: p?.adresa.ulica ?? '',
  supisneCislo: p?.adresa.supisneCislo ?? '',
  orientacneCislo: p?.adresa.orientacneCislo ?? '',
  psc: p?.adresa.psc ?? '',
  obecId: p?.adresa.obecId ?? '',
  okresId: p?.adresa.okresId ?? '',
  krajId: p?.adresa.krajId ?? '',
  statId: p?.adresa.statId ?? '',
});

const dateValue = (parts: DateParts) => {
  const iso = partsToIso(parts);
  return iso === null ? 'neplatny-datum' : iso || undefined;
};

/**
 * New injured party, new premises (`prevadzkaOf`: same IČO, business name and type) or edit of a
 * party (`poskodeny`), spec part 1 §5: texts ≤ 255, poznamka ≤ 1000, e-mail required, consent with
 * its date required for natural persons, dates not in the future, IČO ≤ 8 digits, subject type only
 * for a new party, state defaults to Slovakia. The edit warns that it affects every linked event.
 */
export function PoskodenyForm({
  owner,
  poskodeny,
  prevadzkaOf,
  prefill,
}: {
  owner: PoskodenyOwner;
  poskodeny?: PoskodenyDetail;
  prevadzkaOf?: PoskodenyDetail;
  /** A new party's starting values (the reporter's web data); every field stays editable. */
  prefill?: PoskodenyPrefill | null;
}) {
  const go = useGo();
  const vytvorit = useVytvoritPoskodeneho(owner);
  const upravit = useUpravitPoskodeneho(owner, poskodeny?.uuid ?? '');
  const errors = useFormErrors();
  const ciselniky = useQuery(ciselnikyQuery()).data ?? EMPTY_LISTS;
  const base = poskodeny ?? prevadzkaOf;
  const start = poskodeny ?? (prevadzkaOf ? undefined : (prefill ?? undefined));
  const [typ, setTyp] = useState<TypSubjektu | ''>(base?.typSubjektu ?? start?.typSubjektu ?? '');
  const [text, setText] = useState<Record<TextField, string>>({
    titulPredMenom: start?.titulPredMenom ?? '',
    meno: start?.meno ?? '',
    priezvisko: start?.priezvisko ?? '',
    titulZaMenom: start?.titulZaMenom ?? '',
    ico: base?.ico ?? start?.ico ?? '',
    obchodneMeno: base?.obchodneMeno ?? start?.obchodneMeno ?? '',
    nazovPrevadzky: start?.nazovPrevadzky ?? '',
    email: start?.email ?? '',
    telefonneCislo: start?.telefonneCislo ?? '',
    poznamka: poskodeny?.poznamka ?? '',
  });
  const [datumNarodenia, setDatumNarodenia] = useState<DateParts>(isoToParts(start?.datumNarodenia));
  const [gdprSuhlas, setGdprSuhlas] = useState(start?.gdprSuhlas ?? false);
  const [datumSuhlasu, setDatumSuhlasu] = useState<DateParts>(isoToParts(start?.datumSuhlasu));
  const [adresa, setAdresa] = useState<AdresaForm>(adresaForm(start));
  const { pending: busy, run } = useSingleFlight();
  const [ostatnePrevadzky, setOstatnePrevadzky] = useState(false);
  // while the save runs, leaving is the save's own step (back to the owner); before it, the guard asks
  const guard = useUnsavedChangesGuard(useChangedSince({ typ, text, datumNarodenia, gdprSuhlas, datumSuhlasu, adresa }) && !busy);
  const fo = typ === 'FO';
  // an edited business name may be written to the other premises of the same IČO (the editor decides)
  const icoPremises = useQuery({ ...prevadzkyQuery(poskodeny?.ico ?? ''), enabled: Boolean(poskodeny && !fo && poskodeny.ico) }).data;
  const otherPremises = (icoPremises?.poskodenyList ?? []).filter((p) => p.uuid !== poskodeny?.uuid && p.obchodneMeno !== text.obchodneMeno);
  const offerRename = Boolean(poskodeny?.ico) && text.ico === poskodeny?.ico && text.obchodneMeno.trim() !== (poskodeny?.obchodneMeno ?? '') && otherPremises.length > 0;

  const input = (field: TextField, label: string, opts: { hint?: string; width?: string; readOnly?: boolean } = {}) => (
    <TextInput
      id={field}
      label={label}
      hint={opts.hint}
      widthClass={opts.width}
      maxLength={LIMITS.text}
      readOnly={opts.readOnly}
      value={text[field]}
      error={errors.field(field)}
      onChange={(v) => {
        setText((t) => ({ ...t, [field]: v }));
        errors.clear(field);
      }}
    />
  );

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    clearStatusMessages();
    const defaultStat = ciselniky.STAT.find((s) => s.kod === 'SK')?.uuid;
    const raw = {
      typSubjektu: typ || undefined,
      ...text,
      datumNarodenia: fo ? dateValue(datumNarodenia) : undefined,
      gdprSuhlas: fo ? gdprSuhlas : false,
      datumSuhlasu: fo && gdprSuhlas ? dateValue(datumSuhlasu) : undefined,
      adresa: { ...adresa, statId: adresa.statId || defaultStat },
      ...(poskodeny ? { version: poskodeny.version, aktualizovatOstatnePrevadzky: offerRename && ostatnePrevadzky } : {}),
    };
    const parsed = (poskodeny ? poskodenyUpdateBody : poskodenyBody).safeParse(raw);
    if (!parsed.success) {
      errors.set(issuesToErrors(parsed.error.issues));
      return;
    }
    errors.reset();
    await run(async () => {
      try {
        if (poskodeny) {
          await upravit.mutateAsync(raw as never);
        } else {
          await vytvorit.mutateAsync(raw as never);
        }
        showSuccess(POSKODENI_TEXTS.ulozene, { afterNavigation: true });
        await go(ownerBase(owner));
      } catch (err) {
        if (isApiError(err) && err.fieldErrors.length > 0) errors.set(err);
        else showApiError(err, COMMON_TEXTS.serverError);
      }
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      {guard}
      <ErrorSummary errors={[...errors.general, ...errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName.replace('.', '-')}` }))]} />
      {poskodeny ? (
        <div className="govuk-warning-text">
          <span className="govuk-warning-text__icon" aria-hidden="true">
            !
          </span>
          <strong className="govuk-warning-text__text">
            <span className="govuk-visually-hidden">Upozornenie</span>
            {POSKODENI_TEXTS.upravaVarovanie}
          </strong>
        </div>
      ) : null}
      {base ? (
        <SummaryList
          noBorder
          rows={[{ label: POSKODENI_TEXTS.typSubjektu, value: TYP_SUBJEKTU_LABELS[base.typSubjektu], hint: POSKODENI_TEXTS.typLenNovy }]}
        />
      ) : (
        <Radios
          id="typSubjektu"
          legend={POSKODENI_TEXTS.typSubjektu}
          value={typ}
          options={TYPY_SUBJEKTU.map((t) => ({ value: t, label: TYP_SUBJEKTU_LABELS[t] }))}
          error={errors.field('typSubjektu')}
          onChange={(v) => {
            setTyp(v as TypSubjektu);
            errors.reset();
          }}
        />
      )}
      {typ === '' ? null : fo ? (
        <>
          {input('titulPredMenom', POSKODENI_TEXTS.titulPred, { width: 'govuk-input--width-10' })}
          {input('meno', POSKODENI_TEXTS.meno)}
          {input('priezvisko', POSKODENI_TEXTS.priezvisko)}
          {input('titulZaMenom', POSKODENI_TEXTS.titulZa, { width: 'govuk-input--width-10' })}
          <DateInput
            id="datumNarodenia"
            legend={POSKODENI_TEXTS.datumNarodenia}
            {...errors.bind('datumNarodenia', datumNarodenia, setDatumNarodenia)}
          />
        </>
      ) : (
        <>
          {input('ico', POSKODENI_TEXTS.ico, { width: 'govuk-input--width-10', readOnly: Boolean(prevadzkaOf) })}
          {input('obchodneMeno', POSKODENI_TEXTS.obchodneMeno, { readOnly: Boolean(prevadzkaOf) })}
          {offerRename ? (
            <Checkbox
              id="aktualizovatOstatnePrevadzky"
              label={POSKODENI_MSG.ostatnePrevadzky(poskodeny?.ico ?? '', otherPremises.length)}
              checked={ostatnePrevadzky}
              onChange={setOstatnePrevadzky}
            />
          ) : null}
          {input('nazovPrevadzky', POSKODENI_TEXTS.nazovPrevadzky)}
        </>
      )}
      {typ === '' ? null : (
        <>
          {input('email', POSKODENI_TEXTS.email, { width: 'govuk-!-width-two-thirds' })}
          {input('telefonneCislo', POSKODENI_TEXTS.telefon, { hint: POSKODENI_TEXTS.telefonHint, width: 'govuk-input--width-20' })}
          {fo ? (
            <>
              <Checkbox
                id="gdprSuhlas"
                label={POSKODENI_TEXTS.gdprSuhlasLabel}
                checked={gdprSuhlas}
                error={errors.field('gdprSuhlas')}
                onChange={(v) => {
                  setGdprSuhlas(v);
                  errors.clear('gdprSuhlas', 'datumSuhlasu');
                }}
              />
              {gdprSuhlas ? (
                <DateInput
                  id="datumSuhlasu"
                  legend={POSKODENI_TEXTS.datumSuhlasu}
                  {...errors.bind('datumSuhlasu', datumSuhlasu, setDatumSuhlasu)}
                />
              ) : null}
            </>
          ) : null}
          <Textarea
            id="poznamka"
            label={POSKODENI_TEXTS.poznamka}
            maxLength={LIMITS.longText}
            value={text.poznamka}
            error={errors.field('poznamka')}
            onChange={(v) => {
              setText((t) => ({ ...t, poznamka: v }));
              errors.clear('poznamka');
            }}
          />
          <AdresaFields
            value={adresa}
            ciselniky={ciselniky}
            errors={errors}
            onChange={(patch, fields) => {
              setAdresa((a) => ({ ...a, ...patch }));
              errors.clear(...fields);
            }}
          />
        </>
      )}
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" disabled={busy || typ === ''}>
          {POSKODENI_TEXTS.ulozit}
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={() => window.history.back()}>
          {POSKODENI_TEXTS.spat}
        </button>
      </div>
    </form>
  );
}
