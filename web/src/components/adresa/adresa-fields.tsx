import { useMemo } from 'react';
import type { CiselnikHodnota } from '@shared/api/ciselniky';
import type { FormErrors } from '../form/field-errors';
import { Combobox } from '../form/combobox';
import { Select } from '../form/select';
import { TextInput } from '../form/text-input';
import { WIZARD_SCREEN_TEXTS, COMBOBOX_TEXTS } from '@web/texts';
import type { AdresaCiselniky } from './adresa-ciselniky';
import { matchObce, obecItems, obecOptions } from './obec-options';

export interface AdresaForm {
  ulica: string;
  supisneCislo: string;
  orientacneCislo: string;
  psc: string;
  obecId: string;
  okresId: string;
  krajId: string;
  /** '' means the default (Slovenská republika). */
  statId: string;
}

/** The default state of an address (spec part 1 §9): Slovenská republika. */
export function defaultStat(staty: readonly CiselnikHodnota[]): CiselnikHodnota | undefined {
  return staty.find((s) => s.kod === 'SK') ?? staty.find((s) => s.label === 'Slovenská republika');
}

const byUuid = (list: readonly CiselnikHodnota[]) => new Map(list.map((i) => [i.uuid, i]));
const options = (list: readonly CiselnikHodnota[]) => list.map((i) => ({ value: i.uuid, label: i.label }));

/**
 * Address block of step 2 (spec part 1 §3 'Address'): street, numbers, postcode and the obec /
 * okres / kraj / štát selects. Choosing an obec fills its okres and kraj; a chosen okres or kraj
 * narrows the obec list (native selects stay fast with thousands of municipalities). An empty
 * state means Slovenská republika.
 */
export function AdresaFields({
  value,
  onChange,
  ciselniky,
  errors,
  typeAhead = false,
}: {
  value: AdresaForm;
  onChange: (patch: Partial<AdresaForm>, fields: string[]) => void;
  ciselniky: AdresaCiselniky;
  errors: FormErrors;
  /** The municipality as a type-ahead field (the public wizard) instead of the native select. */
  typeAhead?: boolean;
}) {
  const maps = useMemo(() => ({ obec: byUuid(ciselniky.OBEC), okres: byUuid(ciselniky.OKRES) }), [ciselniky]);
  const okresy = useMemo(
    () => (value.krajId ? ciselniky.OKRES.filter((o) => o.nadradenaPolozkaUuid === value.krajId) : ciselniky.OKRES),
    [ciselniky.OKRES, value.krajId],
  );
  const obce = useMemo(() => {
    if (value.okresId) return ciselniky.OBEC.filter((o) => o.nadradenaPolozkaUuid === value.okresId);
    if (value.krajId) {
      const inKraj = new Set(okresy.map((o) => o.uuid));
      return ciselniky.OBEC.filter((o) => o.nadradenaPolozkaUuid && inKraj.has(o.nadradenaPolozkaUuid));
    }
    return ciselniky.OBEC;
  }, [ciselniky.OBEC, value.okresId, value.krajId, okresy]);
  // labels (with the district of a shared name) come from the whole list, so narrowing does not change them
  const obecAll = useMemo(() => (typeAhead ? obecOptions(obecItems(ciselniky.OBEC, ciselniky.OKRES)) : []), [typeAhead, ciselniky.OBEC, ciselniky.OKRES]);
  const obecNarrowed = useMemo(() => {
    if (obce === ciselniky.OBEC) return obecAll;
    const ids = new Set(obce.map((o) => o.uuid));
    return obecAll.filter((o) => ids.has(o.value));
  }, [obce, ciselniky.OBEC, obecAll]);
  const onObec = (obecId: string) => {
    const okresId = maps.obec.get(obecId)?.nadradenaPolozkaUuid ?? value.okresId;
    const krajId = maps.okres.get(okresId)?.nadradenaPolozkaUuid ?? value.krajId;
    onChange(obecId ? { obecId, okresId, krajId } : { obecId }, ['adresa.obecId', 'adresa.okresId', 'adresa.krajId']);
  };
  const statId = value.statId || defaultStat(ciselniky.STAT)?.uuid || '';

  const text = (field: 'ulica' | 'supisneCislo' | 'orientacneCislo' | 'psc', label: string, width: string, autoComplete?: string) => (
    <TextInput
      id={`adresa-${field}`}
      label={label}
      labelSuffix={WIZARD_SCREEN_TEXTS.optional}
      widthClass={width}
      autoComplete={autoComplete}
      value={value[field]}
      error={errors.field(`adresa.${field}`)}
      maxLength={255}
      onChange={(v) => onChange({ [field]: v }, [`adresa.${field}`])}
    />
  );

  return (
    <fieldset className="govuk-fieldset">
      <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{WIZARD_SCREEN_TEXTS.adresa}</legend>
      {text('ulica', WIZARD_SCREEN_TEXTS.ulica, 'govuk-!-width-two-thirds', 'address-line1')}
      <div className="es-address-grid">
        {text('supisneCislo', WIZARD_SCREEN_TEXTS.supisneCislo, 'govuk-input--width-10')}
        {text('orientacneCislo', WIZARD_SCREEN_TEXTS.orientacneCislo, 'govuk-input--width-10')}
        {text('psc', WIZARD_SCREEN_TEXTS.psc, 'govuk-input--width-5', 'postal-code')}
      </div>
      {typeAhead ? (
        <Combobox
          id="adresa-obecId"
          label={WIZARD_SCREEN_TEXTS.obec}
          hint={COMBOBOX_TEXTS.obecHint}
          options={obecNarrowed}
          filter={matchObce}
          value={value.obecId}
          error={errors.field('adresa.obecId')}
          onChange={onObec}
        />
      ) : (
        <Select
          id="adresa-obecId"
          label={WIZARD_SCREEN_TEXTS.obec}
          hint={WIZARD_SCREEN_TEXTS.obecHint}
          placeholder={WIZARD_SCREEN_TEXTS.selectPlaceholder}
          options={options(obce)}
          value={value.obecId}
          error={errors.field('adresa.obecId')}
          onChange={onObec}
        />
      )}
      <Select
        id="adresa-okresId"
        label={WIZARD_SCREEN_TEXTS.okres}
        placeholder={WIZARD_SCREEN_TEXTS.selectPlaceholder}
        options={options(okresy)}
        value={value.okresId}
        error={errors.field('adresa.okresId')}
        onChange={(okresId) => {
          const krajId = maps.okres.get(okresId)?.nadradenaPolozkaUuid ?? value.krajId;
          const obecFits = maps.obec.get(value.obecId)?.nadradenaPolozkaUuid === okresId;
          onChange({ okresId, krajId: okresId ? krajId : value.krajId, obecId: obecFits ? value.obecId : '' }, ['adresa.okresId', 'adresa.krajId']);
        }}
      />
      <Select
        id="adresa-krajId"
        label={WIZARD_SCREEN_TEXTS.kraj}
        placeholder={WIZARD_SCREEN_TEXTS.selectPlaceholder}
        options={options(ciselniky.KRAJ)}
        value={value.krajId}
        error={errors.field('adresa.krajId')}
        onChange={(krajId) => {
          const okresFits = maps.okres.get(value.okresId)?.nadradenaPolozkaUuid === krajId;
          onChange(okresFits ? { krajId } : { krajId, okresId: '', obecId: '' }, ['adresa.krajId']);
        }}
      />
      <Select
        id="adresa-statId"
        label={WIZARD_SCREEN_TEXTS.stat}
        placeholder={statId ? undefined : WIZARD_SCREEN_TEXTS.selectPlaceholder}
        options={options(ciselniky.STAT)}
        value={statId}
        error={errors.field('adresa.statId')}
        onChange={(v) => onChange({ statId: v }, ['adresa.statId'])}
      />
    </fieldset>
  );
}
