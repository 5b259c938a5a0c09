import { useQuery } from '@tanstack/react-query';
import { useReducer } from 'react';
// the public screens load only the public route table (the staff one would add its schemas to the first screen)
import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { LIMITS } from '@shared/api/limits';
import { type UdajeOPoskodenomBody, udajeOPoskodenomBody, type WebOznamenie } from '@shared/api/web-oznamenie';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import { TYP_SUBJEKTU_LABELS, TYPY_SUBJEKTU, type TypSubjektu } from '@shared/domain/poskodeny';
import { WIZARD_KROK_LABELS } from '@shared/domain/wizard';
import { DateInput } from '@web/components/form/date-input';
import { partsToIso } from '@web/components/form/date-parts';
import { Radios } from '@web/components/form/radios';
import { TextInput } from '@web/components/form/text-input';
import type { FieldError } from '@web/lib/api-error';
import { callApi } from '@web/lib/api-client';
import { WIZARD_SCREEN_TEXTS } from '@web/texts';
import { AdresaFields, defaultStat } from '@web/components/adresa/adresa-fields';
import { hasSubjectChoice, type PoskodenyForm, poskodenyFromDraft, poskodenyReducer, showSearch } from './subject-choice';
import { SubjectSearch } from './subject-search';
import { useStepSave } from './use-step-save';
import { type AdresaCiselniky, ciselnikyQuery } from './wizard-api';
import { StepButtons, summaryItems, WizardPage } from './wizard-page';
import { SummaryList } from '@web/components/summary-list';

const TYP_OPTIONS = TYPY_SUBJEKTU.map((t) => ({ value: t, label: TYP_SUBJEKTU_LABELS[t] }));
const save = (body: UdajeOPoskodenomBody) => callApi(routes.webOznamenieUdajeOPoskodenom, { body });
const EMPTY_LISTS: AdresaCiselniky = { OBEC: [], OKRES: [], KRAJ: [], STAT: [] };

/** The request body of the form (the same zod schema checks it here and on the server). */
export function poskodenyBody(f: PoskodenyForm, defaultStatId: string | undefined): { body: UdajeOPoskodenomBody; dateInvalid: boolean } {
  const fo = f.typSubjektu === 'FO';
  const iso = fo ? partsToIso(f.datumNarodenia) : '';
  return {
    dateInvalid: iso === null,
    body: {
      typSubjektu: (f.typSubjektu || undefined) as TypSubjektu,
      datumNarodenia: fo ? iso || undefined : undefined,
      titulPredMenom: fo ? f.titulPredMenom : undefined,
      meno: fo ? f.meno : undefined,
      priezvisko: fo ? f.priezvisko : undefined,
      titulZaMenom: fo ? f.titulZaMenom : undefined,
      ico: fo ? undefined : f.ico.trim(),
      obchodneMeno: fo ? undefined : f.obchodneMeno,
      nazovPrevadzky: fo ? undefined : f.nazovPrevadzky,
      subjektId: fo ? undefined : f.subjektId || undefined,
      novySubjekt: fo ? undefined : f.novySubjekt || undefined,
      adresa: { ...f.adresa, statId: f.adresa.statId || defaultStatId },
    },
  };
}

/** Step 2 'Údaje o poškodenom' (spec part 1 §2, §4 'Injured party selection in the wizard'). */
export function UdajeOPoskodenomForm({ draft }: { draft: WebOznamenie }) {
  const [form, dispatch] = useReducer(poskodenyReducer, draft.udajeOPoskodenom, poskodenyFromDraft);
  const ciselniky = useQuery(ciselnikyQuery()).data ?? EMPTY_LISTS;
  const { errors, version, busy, submit } = useStepSave('UDAJE_O_POSKODENOM', udajeOPoskodenomBody, save, 'KONTAKTNE_INFORMACIE');
  const fo = form.typSubjektu === 'FO';
  const existing = !fo && Boolean(form.subjektId);

  const text = (field: 'titulPredMenom' | 'meno' | 'priezvisko' | 'titulZaMenom' | 'obchodneMeno' | 'nazovPrevadzky', label: string, opts: { optional?: boolean; autoComplete?: string; width?: string } = {}) => (
    <TextInput
      id={field}
      label={label}
      labelSuffix={opts.optional ? WIZARD_SCREEN_TEXTS.optional : undefined}
      autoComplete={opts.autoComplete}
      widthClass={existing ? `${opts.width ?? ''} es-wizard__readonly` : opts.width}
      readOnly={existing && (field === 'obchodneMeno' || field === 'nazovPrevadzky')}
      maxLength={LIMITS.text}
      value={form[field]}
      error={errors.field(field)}
      onChange={(value) => {
        dispatch({ type: 'text', field, value });
        errors.clear(field);
      }}
    />
  );

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const stat = defaultStat(ciselniky.STAT);
    const { body, dateInvalid } = poskodenyBody(form, stat?.uuid);
    const fieldErrors: FieldError[] = [];
    if (dateInvalid) fieldErrors.push({ fieldName: 'datumNarodenia', message: WIZARD_SCREEN_TEXTS.invalidDate });
    // the server asks for the obec of a Slovak address of a new subject
    const chosenStat = ciselniky.STAT.find((s) => s.uuid === body.adresa?.statId);
    if ((fo || form.novySubjekt) && chosenStat?.kod === 'SK' && !form.adresa.obecId) {
      fieldErrors.push({ fieldName: 'adresa.obecId', message: WIZARD_MSG.obec });
    }
    void submit(body, { fieldErrors });
  };

  return (
    <WizardPage step="UDAJE_O_POSKODENOM" krok={draft.krok} title={WIZARD_KROK_LABELS.UDAJE_O_POSKODENOM} errors={summaryItems(errors)} errorsVersion={version}>
      <form noValidate onSubmit={onSubmit}>
        <Radios
          id="typSubjektu"
          legend={WIZARD_SCREEN_TEXTS.typSubjektu}
          options={TYP_OPTIONS}
          value={form.typSubjektu}
          error={errors.field('typSubjektu')}
          onChange={(v) => {
            dispatch({ type: 'typ', value: v as TypSubjektu });
            errors.reset();
          }}
        />

        {fo && (
          <>
            <DateInput
              id="datumNarodenia"
              legend={WIZARD_SCREEN_TEXTS.datumNarodenia}
              legendSuffix={WIZARD_SCREEN_TEXTS.optional}
              hint={WIZARD_SCREEN_TEXTS.datumHint}
              autoCompletePrefix="bday"
              value={form.datumNarodenia}
              error={errors.field('datumNarodenia')}
              onChange={(value) => {
                dispatch({ type: 'datumNarodenia', value });
                errors.clear('datumNarodenia');
              }}
            />
            {text('titulPredMenom', WIZARD_SCREEN_TEXTS.titulPredMenom, { optional: true, autoComplete: 'honorific-prefix', width: 'govuk-input--width-10' })}
            {text('meno', WIZARD_SCREEN_TEXTS.meno, { autoComplete: 'given-name' })}
            {text('priezvisko', WIZARD_SCREEN_TEXTS.priezvisko, { autoComplete: 'family-name' })}
            {text('titulZaMenom', WIZARD_SCREEN_TEXTS.titulZaMenom, { optional: true, autoComplete: 'honorific-suffix', width: 'govuk-input--width-10' })}
          </>
        )}

        {form.typSubjektu !== '' && !fo && (
          <>
            <TextInput
              id="ico"
              label={WIZARD_SCREEN_TEXTS.ico}
              hint={WIZARD_SCREEN_TEXTS.icoHint}
              inputMode="numeric"
              autoComplete="off"
              widthClass="govuk-input--width-10"
              maxLength={LIMITS.ico}
              value={form.ico}
              error={errors.field('ico')}
              describedById={showSearch(form) ? 'ico-status' : undefined}
              onChange={(value) => {
                dispatch({ type: 'ico', value });
                errors.clear('ico', 'obchodneMeno', 'nazovPrevadzky');
              }}
            />
            {showSearch(form) && (
              <SubjectSearch
                text={form.ico}
                typSubjektu={form.typSubjektu}
                onPick={(subjekt) => {
                  dispatch({ type: 'pick', subjekt });
                  errors.reset();
                }}
                onCreate={() => {
                  dispatch({ type: 'createNew' });
                  errors.reset();
                }}
              />
            )}
            {hasSubjectChoice(form) && (
              <>
                <p className="govuk-body">
                  <strong className="govuk-tag govuk-tag--grey">{existing ? WIZARD_SCREEN_TEXTS.chosenSubject : WIZARD_SCREEN_TEXTS.newSubject}</strong>{' '}
                  <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0 govuk-!-margin-left-2" onClick={() => dispatch({ type: 'resetChoice' })}>
                    {WIZARD_SCREEN_TEXTS.changeSubject}
                  </button>
                </p>
                {text('obchodneMeno', WIZARD_SCREEN_TEXTS.obchodneMeno, { autoComplete: 'organization' })}
                {text('nazovPrevadzky', WIZARD_SCREEN_TEXTS.nazovPrevadzky, { optional: true })}
              </>
            )}
          </>
        )}

        {form.typSubjektu !== '' && !existing && (fo || hasSubjectChoice(form)) && (
          <AdresaFields
            typeAhead
            value={form.adresa}
            ciselniky={ciselniky}
            errors={errors}
            onChange={(patch, fields) => {
              dispatch({ type: 'adresa', patch });
              errors.clear(...fields);
            }}
          />
        )}
        {existing && <ExistingAddress form={form} />}

        <StepButtons back="UDAJE_O_SKODE" submitLabel={WIZARD_SCREEN_TEXTS.next} busy={busy} busyLabel={WIZARD_SCREEN_TEXTS.saving} />
      </form>
    </WizardPage>
  );
}

/** The picked subject's address, read-only (the server keeps the subject's own). */
function ExistingAddress({ form }: { form: PoskodenyForm }) {
  const a = form.adresa;
  const rows: [string, string | undefined][] = [
    [WIZARD_SCREEN_TEXTS.ulica, a.ulica],
    [WIZARD_SCREEN_TEXTS.supisneCislo, a.supisneCislo],
    [WIZARD_SCREEN_TEXTS.orientacneCislo, a.orientacneCislo],
    [WIZARD_SCREEN_TEXTS.psc, a.psc],
    [WIZARD_SCREEN_TEXTS.obec, form.adresaNazvy.obecName],
    [WIZARD_SCREEN_TEXTS.okres, form.adresaNazvy.okresName],
    [WIZARD_SCREEN_TEXTS.kraj, form.adresaNazvy.krajName],
    [WIZARD_SCREEN_TEXTS.stat, form.adresaNazvy.statName],
  ];
  return (
    <>
      <h2 className="govuk-heading-m">{WIZARD_SCREEN_TEXTS.adresa}</h2>
      <SummaryList rows={rows.filter(([, v]) => v).map(([label, value]) => ({ label, value }))} />
    </>
  );
}
