/**
 * Tab 'Oznámenie' (spec part 1 §4 Notification): the form saves itself when a field changes (the
 * select at once, text fields when they lose focus), field by field editable only in the states the
 * spec allows; the actions per state with their confirmations and messages.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@shared/api/limits';
import type { OznamenieDetail, OznamenieUpdate } from '@shared/api/oznamenia';
import { OZNAMENIE_AKCIE, STAVY_EDITACIA_KONTAKTU, STAVY_EDITACIA_PRACOVISKA, STAVY_EDITACIA_SKODY } from '@shared/domain/oznamenie';
import { OZNAMENIE_MSG } from '@shared/api/oznamenia-texts';
import { OZNAMENIE_STAV_LABELS, TYP_SKODY_LABELS, TYPY_SKODY, type TypSkody } from '@shared/domain/oznamenie';
import { formatDateSk, parseDateSk, todayIso } from '@shared/format/dates';
import { formatGpsSk, parseGpsSk } from '@shared/format/gps';
import { useUnsavedChangesGuard } from '@web/components/form/unsaved-changes';
import { type ConfirmRequest, useConfirm } from '@web/components/confirm-dialog';
import { isValidLatLon } from '@web/components/map/coordinates';
import { LocationPicker, type LocationValue } from '@web/components/map/location-picker';
import { MapPreview } from '@web/components/map/map-preview';
import type { LookupState } from '@web/components/map/point-lookup';
import { Select } from '@web/components/form/select';
import { TextInput } from '@web/components/form/text-input';
import { Textarea } from '@web/components/form/textarea';
import { isApiError } from '@web/lib/api-client';
import { clearStatusMessages, showApiError, showErrors, showSuccess } from '@web/lib/status-messages';
import { useSingleFlight } from '@web/lib/use-single-flight';
import { COMMON_TEXTS } from '@web/texts';
import { SKODOVA_UDALOST_MSG } from '@shared/api/skodove-udalosti-texts';
import { pdfUrl, usePriraditOznamenie, useUlozitOznamenie, useVytvoritSkodovuUdalost, useZahoditOznamenie, useZrusitOznamenie } from './oznamenia-api';
import { pracoviskaQuery } from '@web/lib/organizacie';
import { SpravyOznamovatelovi } from './spravy-oznamovatelovi';

interface FormState {
  datumOznamenia: string;
  datumVznikuSkody: string;
  typSkody: TypSkody | '';
  popisSkody: string;
  popisLokality: string;
  lokalitaGpsSirka: string;
  lokalitaGpsDlzka: string;
  uzemnePrislusnePracovisko: string;
  doplnkoveKontaktneInformacie: string;
}

const toForm = (o: OznamenieDetail): FormState => ({
  datumOznamenia: formatDateSk(o.datumOznamenia),
  datumVznikuSkody: formatDateSk(o.datumVznikuSkody),
  typSkody: o.typSkody ?? '',
  popisSkody: o.popisSkody ?? '',
  popisLokality: o.popisLokality ?? '',
  lokalitaGpsSirka: formatGpsSk(o.lokalitaGpsSirka),
  lokalitaGpsDlzka: formatGpsSk(o.lokalitaGpsDlzka),
  uzemnePrislusnePracovisko: o.uzemnePrislusnePracovisko?.uuid ?? '',
  doplnkoveKontaktneInformacie: o.doplnkoveKontaktneInformacie ?? '',
});

type Errors = Partial<Record<keyof FormState | 'general', string>>;

/** A point picked or typed is saved this long after its last change. */
const LOCATION_SAVE_DELAY_MS = 800;

/** The form → the PUT body; client-side errors for what the server would refuse anyway. */
function toBody(f: FormState, version: number): { body?: OznamenieUpdate; errors: Errors } {
  const errors: Errors = {};
  const today = todayIso();
  const date = (k: 'datumOznamenia' | 'datumVznikuSkody') => {
    const iso = parseDateSk(f[k]);
    if (!iso) errors[k] = COMMON_TEXTS.dateFormatError;
    else if (iso > today) errors[k] = 'Dátum nemôže byť v budúcnosti.';
    return iso ?? '';
  };
  const num = (k: 'lokalitaGpsSirka' | 'lokalitaGpsDlzka', max: number) => {
    const n = parseGpsSk(f[k]);
    if (n === null) return null;
    if (!Number.isFinite(n) || Math.abs(n) > max) {
      errors[k] = COMMON_TEXTS.gpsFormatError;
      return null;
    }
    return n;
  };
  const body: OznamenieUpdate = {
    datumOznamenia: date('datumOznamenia'),
    datumVznikuSkody: date('datumVznikuSkody'),
    typSkody: f.typSkody || null,
    popisSkody: f.popisSkody,
    popisLokality: f.popisLokality,
    doplnkoveKontaktneInformacie: f.doplnkoveKontaktneInformacie,
    lokalitaGpsSirka: num('lokalitaGpsSirka', 90),
    lokalitaGpsDlzka: num('lokalitaGpsDlzka', 180),
    uzemnePrislusnePracovisko: f.uzemnePrislusnePracovisko || null,
    version,
  };
  for (const k of ['popisSkody', 'popisLokality', 'doplnkoveKontaktneInformacie'] as const) {
    if (f[k].length > LIMITS.longText) errors[k] = `Maximálna dĺžka je ${LIMITS.longText} znakov.`;
  }
  return Object.keys(errors).length ? { errors } : { body, errors };
}

/**
 * 'Nová šk. udalosť' moves the notification on for good (PRIRADENE → V_RIESENI, no way back): its
 * damage fields lock and it can no longer be cancelled, so it is confirmed first. 'Priradiť' is not:
 * the damage fields stay editable and the workplace can still be changed through 'Zmeniť priradenie'.
 */
const VYTVORIT_SKODOVU_UDALOST_CONFIRM: ConfirmRequest = {
  heading: 'Naozaj si želáte vytvoriť škodovú udalosť?',
  tone: 'primary',
  details: (
    <>
      <p className="govuk-body">{`Stav oznámenia sa zmení z „${OZNAMENIE_STAV_LABELS.PRIRADENE}“ na „${OZNAMENIE_STAV_LABELS.V_RIESENI}“. Zmenu nie je možné vrátiť.`}</p>
      <p className="govuk-body govuk-!-margin-bottom-1">Po zmene stavu už nebude možné meniť:</p>
      <ul className="govuk-list govuk-list--bullet">
        <li>údaje o škode (dátumy, typ škody, popis škody a lokality, miesto na mape),</li>
        <li>zrušenie oznámenia.</li>
      </ul>
      <p className="govuk-body">Doplňujúce kontaktné informácie zostanú upraviteľné.</p>
    </>
  ),
};

/** `mayEdit`: EVIDENCIA_OZNAMENI (fields and state actions); `maySkody`: EVIDENCIA_SKOD (create or open the damage event). */
export function OznamenieForm({ o, mayEdit, maySkody }: { o: OznamenieDetail; mayEdit: boolean; maySkody: boolean }) {
  const ulozit = useUlozitOznamenie(o.uuid);
  const priradit = usePriraditOznamenie(o.uuid);
  const vytvoritSkodovuUdalost = useVytvoritSkodovuUdalost(o.uuid);
  const zrusit = useZrusitOznamenie(o.uuid);
  const zahodit = useZahoditOznamenie(o.uuid);
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const { data: pracoviska = [] } = useQuery(pracoviskaQuery);
  const [form, setForm] = useState<FormState>(() => toForm(o));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved'>('idle');
  const current = useRef(o);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const saved = useRef(JSON.stringify(toForm(o)));

  const skody = mayEdit && STAVY_EDITACIA_SKODY.includes(o.oznamenieStav);
  const kontakt = mayEdit && STAVY_EDITACIA_KONTAKTU.includes(o.oznamenieStav);
  const pracovisko = mayEdit && STAVY_EDITACIA_PRACOVISKA.includes(o.oznamenieStav);

  /** Saves the form if it differs from the last saved state; saves run one after another (each with the version the previous one returned). */
  const save = (next: FormState) => {
    chain.current = chain.current.then(async () => {
      if (JSON.stringify(next) === saved.current) return;
      const { body, errors: clientErrors } = toBody(next, current.current.version);
      setErrors(clientErrors);
      if (!body) return;
      setSaving('saving');
      try {
        const updated = await ulozit.mutateAsync(body);
        current.current = updated;
        saved.current = JSON.stringify(next);
        setSaving('saved');
      } catch (e) {
        setSaving('idle');
        if (isApiError(e)) {
          setErrors(Object.fromEntries(e.fieldErrors.map((f) => [f.fieldName, f.message])));
          showApiError(e, COMMON_TEXTS.serverError);
        } else showApiError(e, COMMON_TEXTS.serverError);
      }
    });
    return chain.current;
  };
  // the form as last changed: every change builds on it, so a callback made in an older render (the
  // map's look-up) never saves an older form over newer edits
  const latest = useRef(form);
  latest.current = form;
  const set = <K extends keyof FormState>(k: K, v: FormState[K], now = false) => {
    const next = { ...latest.current, [k]: v };
    latest.current = next;
    setForm(next);
    setErrors((e) => ({ ...e, [k]: undefined }));
    if (now) void save(next);
  };
  const blur = () => void save(latest.current);

  // ── the place: the map picker (spec part 2 §2 'Map picker'). A new point is saved once the
  // person stops changing it; a half-typed pair (one coordinate missing or outside the range) is not
  // saved, so typing never clears the stored place. The look-up preselects the detected workplace while
  // none is chosen and the state lets the workplace change; the actions wait for the look-up.
  const [location, setLocation] = useState<LocationValue>({ lat: o.lokalitaGpsSirka ?? null, lon: o.lokalitaGpsDlzka ?? null });
  const [lookupBusy, setLookupBusy] = useState(false);
  const locationTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // the person moved the point on this screen (only then is the detected workplace preselected:
  // opening a notification never changes it)
  const pointMoved = useRef(false);
  const onLocation = (v: LocationValue) => {
    setLocation(v);
    setErrors((e) => ({ ...e, lokalitaGpsSirka: undefined, lokalitaGpsDlzka: undefined }));
    clearTimeout(locationTimer.current);
    const both = v.lat !== null && v.lon !== null && isValidLatLon(v.lat, v.lon);
    if (!both && !(v.lat === null && v.lon === null)) return;
    pointMoved.current = true;
    // into the form at once (any save – e.g. the preselected workplace – carries it), saved after a pause
    const next = { ...latest.current, lokalitaGpsSirka: formatGpsSk(v.lat), lokalitaGpsDlzka: formatGpsSk(v.lon) };
    latest.current = next;
    setForm(next);
    locationTimer.current = setTimeout(() => void save(latest.current), LOCATION_SAVE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(locationTimer.current), []);
  // the same save model as every staff form, only that this one saves by itself: leaving waits for a
  // save on its way (a tab click blurs the field first) and asks only about what could not be saved
  const guard = useUnsavedChangesGuard(() => JSON.stringify(latest.current) !== saved.current, {
    flush: () => {
      clearTimeout(locationTimer.current);
      return save(latest.current);
    },
  });
  const onLookup = (state: LookupState) => {
    setLookupBusy(state.busy);
    const uuid = state.pracovisko?.uuid;
    if (state.busy || !uuid || !pracovisko || !pointMoved.current || latest.current.uzemnePrislusnePracovisko) return;
    if (pracoviska.some((p) => p.uuid === uuid && p.platnost)) set('uzemnePrislusnePracovisko', uuid, true);
  };

  /**
   * Runs an action; then the list, a reload, or the damage event the action created (`after` gets the
   * action's result). One action at a time (useSingleFlight): a double-click on 'Priradiť' sends one
   * request, not a second one that the first one's new state refuses.
   */
  const { pending: acting, run: once } = useSingleFlight();
  const act = <T,>(run: () => Promise<T>, after: 'reload' | 'list' | ((result: T) => Promise<unknown>), message: string, confirmText?: string | ConfirmRequest) =>
    once(async () => {
      clearTimeout(locationTimer.current);
      await chain.current;
      if (confirmText && !(await confirm(confirmText))) return;
      clearStatusMessages();
      try {
        const result = await run();
        if (typeof after === 'function') {
          showSuccess(message, { afterNavigation: true });
          await after(result);
        } else if (after === 'list') {
          showSuccess(message, { afterNavigation: true });
          // the notification is gone (or cancelled): nothing of it is left to save
          await navigate({ to: '/is/oznamenia', ignoreBlocker: true });
        } else {
          showSuccess(message);
        }
      } catch (e) {
        if (isApiError(e) && e.fieldErrors.length) {
          // e.g. 'assign' without a workplace: next to the field and in the summary
          setErrors(Object.fromEntries(e.fieldErrors.map((f) => [f.fieldName, f.message])));
          showErrors(e.fieldErrors.map((f) => f.message));
        } else showApiError(e, COMMON_TEXTS.serverError);
      }
    });
  const actionsDisabled = lookupBusy || acting;

  const can = (a: keyof typeof OZNAMENIE_AKCIE) => mayEdit && OZNAMENIE_AKCIE[a].includes(o.oznamenieStav);
  const options = pracoviska
    .filter((p) => p.platnost || p.uuid === form.uzemnePrislusnePracovisko)
    .map((p) => ({ value: p.uuid, label: p.nazov, disabled: !p.platnost }));

  return (
    <>
      <div className="es-ozn-actions govuk-!-margin-bottom-4">
        {can('assign') && (
          <button type="button" disabled={actionsDisabled} className="govuk-button govuk-!-margin-bottom-0" onClick={() => act(() => priradit.mutateAsync(), 'reload', OZNAMENIE_MSG.stavZmeneny)}>
            Priradiť
          </button>
        )}
        {maySkody && OZNAMENIE_AKCIE.vytvoritSkodovuUdalost.includes(o.oznamenieStav) && (
          <button
            type="button"
            disabled={actionsDisabled}
            className="govuk-button govuk-!-margin-bottom-0"
            onClick={() =>
              act(
                () => vytvoritSkodovuUdalost.mutateAsync(),
                (su) => navigate({ to: '/is/skodove-udalosti/$uuid', params: { uuid: su.uuid }, ignoreBlocker: true }),
                SKODOVA_UDALOST_MSG.vytvorena,
                VYTVORIT_SKODOVU_UDALOST_CONFIRM,
              )
            }
          >
            {COMMON_TEXTS.novaSkodovaUdalost}
          </button>
        )}
        {maySkody && o.skodovaUdalostId && (o.oznamenieStav === 'V_RIESENI' || o.oznamenieStav === 'SETRENIE_UKONCENE') && (
          <Link className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" to="/is/skodove-udalosti/$uuid" params={{ uuid: o.skodovaUdalostId }}>
            {o.skodovaUdalostKod ? `${COMMON_TEXTS.skodovaUdalost} ${o.skodovaUdalostKod}` : COMMON_TEXTS.skodovaUdalost}
          </Link>
        )}
        {can('zmenitPriradenie') && (
          <Link className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" to="/is/oznamenia/$uuid/zmenit-priradenie" params={{ uuid: o.uuid }}>
            Zmeniť priradenie
          </Link>
        )}
        {OZNAMENIE_AKCIE.export.includes(o.oznamenieStav) && (
          <a className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" href={pdfUrl(o.uuid)} download>
            Export do PDF
          </a>
        )}
        {can('discard') && (
          <button
            type="button"
            disabled={actionsDisabled}
            className="govuk-button govuk-button--warning govuk-!-margin-bottom-0"
            onClick={() => act(() => zahodit.mutateAsync(), 'list', OZNAMENIE_MSG.zrusene, OZNAMENIE_MSG.confirmZahodit)}
          >
            Zahodiť rozpracované
          </button>
        )}
        {can('cancel') && (
          <button
            type="button"
            disabled={actionsDisabled}
            className="govuk-button govuk-button--warning govuk-!-margin-bottom-0"
            onClick={() => act(() => zrusit.mutateAsync(), 'list', OZNAMENIE_MSG.zrusene, OZNAMENIE_MSG.confirmZrusit)}
          >
            Zrušiť oznámenie
          </button>
        )}
      </div>
      {dialog}
      {guard}
      <p className="govuk-body-s es-ozn-saving" aria-live="polite">
        {saving === 'saving' ? 'Ukladám…' : saving === 'saved' ? 'Zmeny sú uložené.' : ''}
      </p>

      <form aria-label="Údaje oznámenia" onSubmit={(e) => e.preventDefault()}>
        <div className="govuk-grid-row">
          <div className="govuk-grid-column-one-half">
            <TextInput id="datumOznamenia" label="Dátum oznámenia" hint={COMMON_TEXTS.dateHint} widthClass="govuk-input--width-10" value={form.datumOznamenia} onChange={(v) => set('datumOznamenia', v)} onBlur={blur} disabled={!skody} error={errors.datumOznamenia} />
            <TextInput id="datumVznikuSkody" label="Dátum vzniku škody" hint={COMMON_TEXTS.dateHint} widthClass="govuk-input--width-10" value={form.datumVznikuSkody} onChange={(v) => set('datumVznikuSkody', v)} onBlur={blur} disabled={!skody} error={errors.datumVznikuSkody} />
            <Select
              id="typSkody"
              label="Typ škody"
              value={form.typSkody}
              onChange={(v) => set('typSkody', v as TypSkody | '', true)}
              options={TYPY_SKODY.map((t) => ({ value: t, label: TYP_SKODY_LABELS[t] }))}
              placeholder="Vyberte typ škody"
              disabled={!skody}
              error={errors.typSkody}
            />
            <Select
              id="uzemnePrislusnePracovisko"
              label="Územne príslušné pracovisko"
              value={form.uzemnePrislusnePracovisko}
              onChange={(v) => set('uzemnePrislusnePracovisko', v, true)}
              options={options}
              placeholder="Vyberte pracovisko"
              disabled={!pracovisko}
              error={errors.uzemnePrislusnePracovisko}
            />
            {o.obec ? (
              <div className="govuk-form-group">
                <p className="govuk-body govuk-!-margin-bottom-1" id="miesto-obec">
                  <strong>Obec:</strong> {o.obec.nazov}
                </p>
                <p className="govuk-hint govuk-!-margin-bottom-0" id="miesto-poznamka">
                  {o.lokalitaPriblizna ? OZNAMENIE_MSG.gpsPriblizne : o.lokalitaGpsSirka === undefined ? OZNAMENIE_MSG.lenObec : null}
                </p>
              </div>
            ) : null}
            {!skody && <MapPreview lat={current.current.lokalitaGpsSirka ?? null} lon={current.current.lokalitaGpsDlzka ?? null} />}
          </div>
          <div className="govuk-grid-column-one-half">
            <Textarea id="popisSkody" label="Popis škody" value={form.popisSkody} onChange={(v) => set('popisSkody', v)} onBlur={blur} maxLength={LIMITS.longText} disabled={!skody} error={errors.popisSkody} />
            <Textarea id="popisLokality" label="Popis lokality" value={form.popisLokality} onChange={(v) => set('popisLokality', v)} onBlur={blur} maxLength={LIMITS.longText} disabled={!skody} error={errors.popisLokality} />
            <Textarea
              id="doplnkoveKontaktneInformacie"
              label="Doplňujúce kontaktné informácie"
              value={form.doplnkoveKontaktneInformacie}
              onChange={(v) => set('doplnkoveKontaktneInformacie', v)}
              onBlur={blur}
              maxLength={LIMITS.longText}
              disabled={!kontakt}
              error={errors.doplnkoveKontaktneInformacie}
            />
          </div>
        </div>
        {skody && (
          <LocationPicker
            value={location}
            onChange={onLocation}
            errors={{ lokalitaGpsSirka: errors.lokalitaGpsSirka, lokalitaGpsDlzka: errors.lokalitaGpsDlzka }}
            lookup={{ audience: 'is', onChange: onLookup }}
          />
        )}
      </form>
      <SpravyOznamovatelovi o={o} />
    </>
  );
}
