/**
 * The form of a damaged item (spec part 2 §2, §3 'Damaged item, common fields', 'Category-specific
 * attributes', §5 'Damaged items'), generated from THE field table (shared/domain/predmet-skody-polia.ts):
 * labels, limits, hints, visibility and disabling per sub-category, defaults of a new item. Values go
 * on the wire as strings (numbers '12.5', booleans 'true'/'false', an empty boolean 'false'); the
 * client runs the same attribute check as the server (overitAtributy) before sending. The place: the
 * code-list fields, the parcel number and the GPS point on the map, whose look-up fills the code-list
 * fields it recognises; a new item starts with the event's place (novy-predmet-skody-page.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import {
  type Atribut,
  MIESTO_SKODY_CISELNIKY,
  MIESTO_SKODY_LABELS,
  type MiestoSkodyCiselnik,
  type MiestoSkodyInput,
  type MiestoSkodyView,
  miestoSkodySchema,
  overitAtributy,
} from '@shared/api/predmet-skody';
import { type PredmetSkodyKategoria, predmetSkodySlug } from '@shared/domain/predmet-skody';
import { jeViditelne, jeZakazane, type PredmetSkodyPole, poliaKategorie } from '@shared/domain/predmet-skody-polia';
import { ErrorSummary } from '@web/components/error-summary';
import { issuesToErrors } from '@web/components/form/field-errors';
import { Radios } from '@web/components/form/radios';
import { Select } from '@web/components/form/select';
import { TextInput } from '@web/components/form/text-input';
import { Textarea } from '@web/components/form/textarea';
import { useChangedSince, useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { useSave } from '@web/components/form/use-save';
import { LocationPicker, type LocationValue } from '@web/components/map/location-picker';
import type { LookupState } from '@web/components/map/point-lookup';
import { CiselnikSelect } from '@web/components/form/ciselnik-select';
import { aktivneCiselnikyQuery } from '@web/lib/ciselniky';
import { ciselnikMoznosti, poZmene } from './ciselnik-moznosti';
import { CEHZ_URL, PREDMET_SKODY_TEXTS } from './predmet-skody-texts';

const MIESTO_POLIA = Object.keys(MIESTO_SKODY_CISELNIKY) as MiestoSkodyCiselnik[];
type Miesto = Record<MiestoSkodyCiselnik | 'cisloParcely', string>;

const ANO_NIE = [
  { value: 'true', label: PREDMET_SKODY_TEXTS.ano },
  { value: 'false', label: PREDMET_SKODY_TEXTS.nie },
];

export interface PredmetSkodyFormProps {
  kategoria: PredmetSkodyKategoria;
  secondaryCategory?: string;
  /** Attribute values by name (wire strings). */
  hodnoty: Record<string, string>;
  miesto: MiestoSkodyView;
  /** Everything but the manual amount locked (the event's state, §4). */
  lenManualnaSuma: boolean;
  /** Labels of the code-list values the item holds (a deactivated item stays shown). */
  drzaneLabels?: Readonly<Record<string, string>>;
  backTo: { uuid: string };
  send: (body: { atributy: Atribut[]; miestoSkody: MiestoSkodyInput }) => Promise<void>;
}

const miestoZView = (m: MiestoSkodyView): Miesto => ({
  katastralneUzemie: m.katastralneUzemie ?? '',
  chraneneUzemie: m.chraneneUzemie ?? '',
  polovnyRevir: m.polovnyRevir ?? '',
  obec: m.obec ?? '',
  okres: m.okres ?? '',
  kraj: m.kraj ?? '',
  cisloParcely: m.cisloParcely ?? '',
});

const norm = (s: string) => s.trim().toLocaleLowerCase('sk');

export function PredmetSkodyForm({ kategoria, secondaryCategory, hodnoty, miesto, lenManualnaSuma, drzaneLabels, backTo, send }: PredmetSkodyFormProps) {
  const polia = poliaKategorie(kategoria);
  const ciselnikTypy = [...new Set([...polia.flatMap((p) => (p.kind === 'ciselnik' ? [p.typ] : [])), ...Object.values(MIESTO_SKODY_CISELNIKY)])];
  const { data: ciselniky } = useQuery(aktivneCiselnikyQuery(ciselnikTypy));
  const values = (typ: string) => ciselniky?.find((c) => c.type === typ)?.values ?? [];
  const { errors, busy, save } = useSave();

  const [form, setForm] = useState<Record<string, string>>(hodnoty);
  const [place, setPlace] = useState<Miesto>(() => miestoZView(miesto));
  const [location, setLocation] = useState<LocationValue>({ lat: miesto.lokalitaGpsSirka ?? null, lon: miesto.lokalitaGpsDlzka ?? null });
  const [lookupBusy, setLookupBusy] = useState(false);
  // the place as last changed: the map look-up's callback (made in an older render) builds on it
  const latestPlace = useRef(place);
  latestPlace.current = place;
  const pointMoved = useRef(false);
  // while the save runs, leaving is the save's own step (back to the list); before it, the guard asks
  const guard = useUnsavedChangesGuard(useChangedSince({ form, place, location }) && !busy);

  const set = (name: string, v: string) => {
    // a choice that others depend on (species → breed) empties those that no longer fit
    setForm((f) => poZmene({ polia, form: f, name, value: v, values }));
    errors.clear(name);
  };
  const setMiesto = (name: keyof Miesto, v: string) => {
    const next = { ...latestPlace.current, [name]: v };
    latestPlace.current = next;
    setPlace(next);
    errors.clear(`miestoSkody.${name}`);
  };

  const onLocation = (v: LocationValue) => {
    setLocation(v);
    pointMoved.current = true;
    errors.clear('miestoSkody.lokalitaGpsSirka', 'miestoSkody.lokalitaGpsDlzka');
  };
  // the look-up of a point the person chose fills the place's code-list fields: those the server found
  // for the point (district, region, municipality, cadastral area), then those whose layer names one item
  const onLookup = (state: LookupState) => {
    setLookupBusy(state.busy);
    if (state.busy || !pointMoved.current || lenManualnaSuma) return;
    const next = { ...latestPlace.current };
    for (const name of MIESTO_POLIA) {
      const found = state.miesto?.[name as keyof NonNullable<LookupState['miesto']>];
      if (found && values(MIESTO_SKODY_CISELNIKY[name]).some((i) => i.uuid === found)) {
        next[name] = found;
        continue;
      }
      const r = state.layers[name];
      if (r?.state !== 'ok' || r.names.length === 0) continue;
      const item = values(MIESTO_SKODY_CISELNIKY[name]).find((i) => norm(i.label) === norm(r.names[0]));
      if (item) next[name] = item.uuid;
    }
    // a municipality of another district than the point's would contradict it (and so would its cadastral area)
    const obec = values(MIESTO_SKODY_CISELNIKY.obec).find((i) => i.uuid === next.obec);
    if (obec?.nadradenaPolozkaUuid && next.okres && obec.nadradenaPolozkaUuid !== next.okres) {
      next.obec = '';
      if (!state.miesto?.katastralneUzemie) next.katastralneUzemie = '';
    }
    const parcela = [state.layers.parcelaC, state.layers.parcelaE].find((r) => r?.state === 'ok' && r.names.length > 0);
    if (parcela?.state === 'ok') next.cisloParcely = parcela.names[0].slice(0, 255);
    latestPlace.current = next;
    setPlace(next);
  };

  const zobrazene = polia.filter((p) => p.name !== 'secondaryCategory' && jeViditelne(p, secondaryCategory));
  const zakazane = (p: PredmetSkodyPole) => jeZakazane(p, secondaryCategory) || (lenManualnaSuma && p.name !== 'vyskaSkodyInserted');

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const atributy: Atribut[] = [];
    if (secondaryCategory) atributy.push({ name: 'secondaryCategory', value: secondaryCategory });
    for (const p of zobrazene) {
      if (jeZakazane(p, secondaryCategory)) continue;
      const v = (form[p.name] ?? '').trim();
      atributy.push({ name: p.name, value: p.kind === 'bool' && v === '' ? 'false' : v });
    }
    const miestoSkody: MiestoSkodyInput = {
      ...Object.fromEntries(MIESTO_POLIA.map((n) => [n, place[n] || undefined])),
      cisloParcely: place.cisloParcely.trim() || undefined,
      lokalitaGpsSirka: location.lat === null ? undefined : String(location.lat),
      lokalitaGpsDlzka: location.lon === null ? undefined : String(location.lon),
    };
    const check = overitAtributy(kategoria, atributy, secondaryCategory);
    const parsedPlace = miestoSkodySchema.safeParse(miestoSkody);
    const placeErrors = parsedPlace.success ? [] : issuesToErrors(parsedPlace.error.issues.map((i) => ({ ...i, path: ['miestoSkody', ...i.path] }))).fieldErrors;
    const invalid = check.fieldErrors.length || placeErrors.length ? { fieldErrors: [...check.fieldErrors, ...placeErrors] } : undefined;
    await save({ invalid, send: () => send({ atributy, miestoSkody }) });
  };

  const pole = (p: PredmetSkodyPole) => {
    const common = { id: p.name, label: p.label, hint: p.hint, error: errors.field(p.name), value: form[p.name] ?? '', onChange: (v: string) => set(p.name, v) };
    const disabled = zakazane(p);
    switch (p.kind) {
      case 'suma':
      case 'hodnota':
        return <TextInput {...common} type="number" inputMode="decimal" step="0.01" min={0} max={p.max} disabled={disabled} widthClass="govuk-input--width-10" />;
      case 'pocet':
        return <TextInput {...common} type="number" inputMode="numeric" step="1" min={0} max={p.max} disabled={disabled} widthClass="govuk-input--width-5" />;
      case 'text':
        return p.max > 255 ? (
          <Textarea {...common} maxLength={p.max} rows={3} disabled={disabled} />
        ) : (
          <TextInput {...common} maxLength={p.max} disabled={disabled} />
        );
      case 'bool':
        return (
          <fieldset className="es-ps-plain" disabled={disabled}>
            <Radios id={p.name} legend={p.label} hint={p.hint} inline options={ANO_NIE} value={common.value || 'false'} onChange={common.onChange} error={common.error} />
          </fieldset>
        );
      case 'enum':
        return (
          <Select
            {...common}
            disabled={disabled}
            options={Object.entries(p.values).map(([value, label]) => ({ value, label }))}
            placeholder={p.required || p.default !== undefined ? undefined : PREDMET_SKODY_TEXTS.vyberte}
          />
        );
      case 'ciselnik': {
        const held = common.value && drzaneLabels?.[p.name] ? { uuid: common.value, label: drzaneLabels[p.name], type: p.typ } : undefined;
        return (
          <fieldset className="es-ps-plain" disabled={disabled}>
            <CiselnikSelect
              id={p.name}
              label={p.label}
              value={common.value}
              onChange={common.onChange}
              values={ciselnikMoznosti({ pole: p, polia, kategoria, form, values: values(p.typ) })}
              held={held}
              error={common.error}
            />
          </fieldset>
        );
      }
    }
  };

  const miestoHeld = (n: MiestoSkodyCiselnik) => {
    const id = miesto[n];
    const label = miesto[`${n}Label` as keyof MiestoSkodyView];
    return id && typeof label === 'string' ? { uuid: id, label, type: MIESTO_SKODY_CISELNIKY[n] } : undefined;
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={PREDMET_SKODY_TEXTS.udajeFormulara}>
      {guard}
      <ErrorSummary errors={errors.fields.map((f) => ({ text: f.message, href: `#${f.fieldName}` }))} />
      <p className="govuk-body es-ps-odkazy">
        <a className="govuk-link" href={`/vzorce_${predmetSkodySlug(kategoria)}.pdf`} target="_blank" rel="noopener noreferrer">
          {PREDMET_SKODY_TEXTS.vzorec}
          <span className="govuk-visually-hidden"> {PREDMET_SKODY_TEXTS.novaKarta}</span>
        </a>
      </p>
      <div className="govuk-grid-row">
        {zobrazene.map((p) => (
          <div className="govuk-grid-column-one-half" key={p.name}>
            {pole(p)}
            {p.name === 'cisloEvidencieHospZvierat' && (
              <p className="govuk-body">
                <a className="govuk-link" href={CEHZ_URL} target="_blank" rel="noopener noreferrer">
                  {PREDMET_SKODY_TEXTS.cehz}
                  <span className="govuk-visually-hidden"> {PREDMET_SKODY_TEXTS.novaKarta}</span>
                </a>
              </p>
            )}
          </div>
        ))}
      </div>
      {/* the picker's own heading 'Miesto škody' opens the place; its look-up fills the fields below it */}
      <fieldset className="es-ps-plain" disabled={lenManualnaSuma}>
        <LocationPicker
          value={location}
          onChange={onLocation}
          errors={{ lokalitaGpsSirka: errors.field('miestoSkody.lokalitaGpsSirka'), lokalitaGpsDlzka: errors.field('miestoSkody.lokalitaGpsDlzka') }}
          lookup={{ audience: 'is', onChange: onLookup }}
        />
        <div className="govuk-grid-row">
          {MIESTO_POLIA.map((n) => (
            <div className="govuk-grid-column-one-half" key={n}>
              <CiselnikSelect
                id={`miestoSkody.${n}`}
                label={MIESTO_SKODY_LABELS[n]}
                value={place[n]}
                onChange={(v) => setMiesto(n, v)}
                values={values(MIESTO_SKODY_CISELNIKY[n])}
                held={miestoHeld(n)}
                error={errors.field(`miestoSkody.${n}`)}
              />
            </div>
          ))}
          <div className="govuk-grid-column-one-half">
            <TextInput
              id="miestoSkody.cisloParcely"
              label={MIESTO_SKODY_LABELS.cisloParcely}
              value={place.cisloParcely}
              onChange={(v) => setMiesto('cisloParcely', v)}
              maxLength={255}
              error={errors.field('miestoSkody.cisloParcely')}
            />
          </div>
        </div>
      </fieldset>
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" disabled={busy || lookupBusy} aria-disabled={busy || lookupBusy}>
          {PREDMET_SKODY_TEXTS.ulozit}
        </button>
        <Link className="govuk-button govuk-button--secondary" to="/is/skodove-udalosti/$uuid/predmet-skody" params={{ uuid: backTo.uuid }}>
          {PREDMET_SKODY_TEXTS.spat}
        </Link>
      </div>
    </form>
  );
}
