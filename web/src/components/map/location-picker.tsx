/**
 * The place of damage in the public wizard, step 1 (spec part 1 §2 'Public wizard screens',
 * part 2 §2 'Map picker'). The coordinate inputs and the municipality select always work; the map
 * is progressive enhancement, loaded as a separate chunk (map-loader.tsx) – this module pulls in
 * no map library code.
 */
import './location-picker.scss';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { matchObce, type ObecItem, obecOptions } from '../adresa/obec-options';
import { Combobox } from '../form/combobox';
import {
  boundsMessage,
  formatCoordinate,
  isInSlovakia,
  isValidLatLon,
  type LatLon,
  parseDecimal,
  SEARCH_ZOOM,
  samePoint,
} from './coordinates';
import { CurrentPositionButton } from './current-position';
import { MapErrorBoundary, useMapModule, useStartWhenVisible } from './map-loader';
import { MAPA_MSG } from '@shared/api/mapa';
import type { MapLayer } from '@shared/domain/map-layers';
import { MAP_TEXTS } from './map-texts';
import { MapSearch } from './map-search';
import { type Audience, type LookupState, loadMapLayers, usePointLookup } from './point-lookup';
import { SummaryList } from '../summary-list';

export interface LocationValue {
  lat: number | null;
  lon: number | null;
  obecId?: string;
}
export interface PhotoLocation {
  lat: number;
  lon: number;
  nazov: string;
}
export interface LocationPickerProps {
  value: LocationValue;
  onChange(value: LocationValue): void;
  /**
   * OBEC code-list items (label, uuid, okres name) for the 'choose the municipality instead' fallback;
   * without them (staff forms whose municipality is not edited here) the fallback is not offered.
   */
  obce?: ObecItem[];
  /**
   * Field errors from the server/zod keyed lokalitaGpsSirka / lokalitaGpsDlzka / obecId.
   * An error hides when its field is edited and shows again after the next submit of the enclosing form
   * (or when its text changes).
   */
  errors?: { lokalitaGpsSirka?: string; lokalitaGpsDlzka?: string; obecId?: string };
  /** GPS positions read from uploaded JPEG photos: offer 'Použiť polohu z fotografie {nazov}' in one click. */
  photoLocations?: PhotoLocation[];
  /**
   * Overlay layers and the point look-up (spec part 2 §2): a layer switcher, the look-up of the point in
   * every active layer and the detection of the competent workplace; `onChange` gets every new state
   * (the form disables its save button while `busy` and preselects the detected workplace).
   */
  lookup?: { audience: Audience; onChange(state: LookupState): void };
}

const NO_LAYERS: ReadonlySet<string> = new Set();

/** The look-up's result under the map: what was found per layer, failed layers, the workplace. */
function LookupSummary({ state, layers }: { state: LookupState; layers: MapLayer[] }) {
  if (state.busy) {
    return (
      <p className="govuk-body es-map-lookup__busy" role="status">
        {MAP_TEXTS.lookupBusy}
      </p>
    );
  }
  const found = layers.filter((l) => state.layers[l.id]?.state === 'ok');
  const failed = layers.flatMap((l) => {
    const r = state.layers[l.id];
    return r?.state === 'failed' ? [r.message] : [];
  });
  return (
    <div className="es-map-lookup" role="status">
      {failed.length > 0 && (
        <div className="govuk-inset-text es-map-lookup__failed">
          {failed.map((m) => (
            <p key={m} className="govuk-body govuk-!-margin-bottom-1">
              {m}
            </p>
          ))}
        </div>
      )}
      {state.pracovisko === null && <p className="govuk-body govuk-!-font-weight-bold es-map-lookup__nodetect">{MAPA_MSG.autoDetectFailed}</p>}
      {state.pracovisko && <p className="govuk-body es-map-lookup__pracovisko">{MAP_TEXTS.detectedPracovisko(state.pracovisko.nazov)}</p>}
      {found.length > 0 && (
        <SummaryList
          noBorder
          className="es-map-lookup__list"
          rows={found.map((l) => {
            const r = state.layers[l.id];
            const names = r?.state === 'ok' ? r.names : [];
            return { key: l.id, label: l.nazov, value: names.length ? names.join(', ') : MAP_TEXTS.lookupNothing };
          })}
        />
      )}
    </div>
  );
}

type FieldName = 'lokalitaGpsSirka' | 'lokalitaGpsDlzka' | 'obecId';

/** The text an input shows for a value: up to 7 decimals, Slovak decimal comma, no trailing zeros. */
export function coordinateText(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  return formatCoordinate(value).replace(/,?0+$/, '');
}

/** Does the typed text already stand for `value`? (Then the input keeps what the person typed.) */
function textMatches(text: string, value: number | null): boolean {
  const parsed = parseDecimal(text);
  const asValue = parsed === null || Number.isNaN(parsed) ? null : parsed;
  return asValue === null || value === null ? asValue === value : Math.abs(asValue - value) < 1e-9;
}

/** Keeps the input text in step with the value when it changes from elsewhere (map, search, photo). */
function useCoordinateText(value: number | null): [string, (text: string) => void] {
  const [text, setText] = useState(() => coordinateText(value));
  useEffect(() => {
    setText((t) => (textMatches(t, value) ? t : coordinateText(value)));
  }, [value]);
  return [text, setText];
}

/** Server errors hide once their field is edited; a new submit of the enclosing form shows them again. */
function useDismissibleErrors(errors: LocationPickerProps['errors'], root: React.RefObject<HTMLElement | null>) {
  const [dismissed, setDismissed] = useState<Partial<Record<FieldName, string>>>({});
  useEffect(() => {
    const form = root.current?.closest('form');
    if (!form) return;
    const reset = () => setDismissed({});
    form.addEventListener('submit', reset);
    return () => form.removeEventListener('submit', reset);
  }, [root]);
  const shown = (field: FieldName) => {
    const e = errors?.[field];
    return e && dismissed[field] !== e ? e : undefined;
  };
  const dismiss = (field: FieldName) => {
    const e = errors?.[field];
    if (e && dismissed[field] !== e) setDismissed((d) => ({ ...d, [field]: e }));
  };
  return { shown, dismiss };
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function ErrorText({ id, text }: { id: string; text?: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="govuk-error-message">
      <span className="govuk-visually-hidden">Chyba:</span> {text}
    </p>
  );
}

export function LocationPicker({ value, onChange, obce, errors, photoLocations, lookup }: LocationPickerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [latText, setLatText] = useCoordinateText(value.lat);
  const [lonText, setLonText] = useCoordinateText(value.lon);
  const [focused, setFocused] = useState<'lat' | 'lon' | null>(null);
  const server = useDismissibleErrors(errors, rootRef);
  // the map (MapLibre's start-up is seconds of main-thread work on a cheap phone) waits until its area
  // comes into view or the person asks for it: the form above it answers first
  const stageRef = useRef<HTMLElement>(null);
  const [mapWanted, startMap] = useStartWhenVisible(stageRef);
  const { load, retry, fail } = useMapModule(mapWanted);
  // a map that cannot start (no WebGL2) replaces its area with a notice: a focus that was in the area goes
  // to the notice, not back to the start of the page (a removed element fires no blur, so the flag stays)
  const stageHasFocus = useRef(false);
  const failedRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (load.state !== 'failed' || !stageHasFocus.current) return;
    stageHasFocus.current = false;
    failedRef.current?.focus();
  }, [load.state]);
  const obecOpts = useMemo(() => obecOptions(obce ?? []), [obce]);

  // ── map focus: any change of the point that did not come from a click on the map moves the map there
  const fromMap = useRef<LatLon | null>(null);
  const pendingZoom = useRef<number | undefined>(undefined);
  const [focus, setFocus] = useState<{ seq: number; zoom?: number } | null>(null);
  const bumpFocus = (zoom?: number) => setFocus((f) => ({ seq: (f?.seq ?? 0) + 1, zoom }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the point changes, refs are read on purpose
  useEffect(() => {
    if (value.lat === null || value.lon === null) return;
    if (fromMap.current && samePoint(fromMap.current, value)) {
      fromMap.current = null;
      return;
    }
    // half-typed numbers ('4' on the way to '48,73') must not throw the map across the world
    if (!isInSlovakia(value.lat, value.lon)) return;
    bumpFocus(pendingZoom.current);
    pendingZoom.current = undefined;
  }, [value.lat, value.lon]);

  const setPoint = (p: LatLon, zoom?: number) => {
    if (samePoint(p, value)) {
      bumpFocus(zoom);
      return;
    }
    pendingZoom.current = zoom;
    server.dismiss('lokalitaGpsSirka');
    server.dismiss('lokalitaGpsDlzka');
    onChange({ ...value, lat: p.lat, lon: p.lon });
  };

  /** A position found for the person (photo GPS, the phone's own position): zoom in on it. */
  const pickFoundPoint = (p: LatLon) => setPoint(p, SEARCH_ZOOM);

  const onMapPick = (p: LatLon) => {
    fromMap.current = p;
    server.dismiss('lokalitaGpsSirka');
    server.dismiss('lokalitaGpsDlzka');
    onChange({ ...value, lat: p.lat, lon: p.lon });
  };

  const onCoordinateInput = (which: 'lat' | 'lon', text: string) => {
    (which === 'lat' ? setLatText : setLonText)(text);
    server.dismiss(which === 'lat' ? 'lokalitaGpsSirka' : 'lokalitaGpsDlzka');
    const parsed = parseDecimal(text);
    const number = parsed === null || Number.isNaN(parsed) ? null : parsed;
    onChange({ ...value, [which]: number });
  };

  // ── client-side messages, not while the person is still typing in that input
  const latParsed = parseDecimal(latText);
  const lonParsed = parseDecimal(lonText);
  const latInvalid = focused !== 'lat' && latParsed !== null && Number.isNaN(latParsed);
  const lonInvalid = focused !== 'lon' && lonParsed !== null && Number.isNaN(lonParsed);
  const outside = boundsMessage(focused === 'lat' ? null : value.lat, focused === 'lon' ? null : value.lon);
  const latError = latInvalid ? MAP_TEXTS.latInvalid : server.shown('lokalitaGpsSirka');
  const lonError = lonInvalid ? MAP_TEXTS.lonInvalid : server.shown('lokalitaGpsDlzka');
  const pairError = outside && outside !== latError && outside !== lonError ? outside : null;
  const obecError = server.shown('obecId');

  const point: LatLon | null =
    value.lat !== null && value.lon !== null && isValidLatLon(value.lat, value.lon) ? { lat: value.lat, lon: value.lon } : null;
  const photos = (photoLocations ?? []).filter((p) => isValidLatLon(p.lat, p.lon));

  // ── overlays and the point look-up
  const withLookup = !!lookup;
  const [mapLayers, setMapLayers] = useState<MapLayer[]>([]);
  const [active, setActive] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!withLookup) return;
    let live = true;
    loadMapLayers().then(
      (list) => {
        if (!live) return;
        setMapLayers(list);
        setActive((a) => a ?? new Set(list.filter((l) => l.defaultOn).map((l) => l.id)));
      },
      () => undefined, // without the configuration the detection still works
    );
    return () => {
      live = false;
    };
  }, [withLookup]);
  const activeSet = active ?? NO_LAYERS;
  const lookupState = usePointLookup({ point: withLookup ? point : null, layers: mapLayers, active: activeSet, audience: lookup?.audience ?? 'web-oznamenie' });
  const onLookup = useRef(lookup?.onChange);
  onLookup.current = lookup?.onChange;
  useEffect(() => {
    onLookup.current?.(lookupState);
  }, [lookupState]);
  const toggleLayer = (id: string) =>
    setActive((a) => {
      const next = new Set(a ?? []);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const coordinateInput = (which: 'lat' | 'lon') => {
    const id = which === 'lat' ? 'lokalitaGpsSirka' : 'lokalitaGpsDlzka';
    const error = which === 'lat' ? latError : lonError;
    const hint = which === 'lat' ? MAP_TEXTS.latHint : MAP_TEXTS.lonHint;
    return (
      <div className={`govuk-form-group es-location__coordinate${error ? ' govuk-form-group--error' : ''}`}>
        <label className="govuk-label" htmlFor={id}>
          {which === 'lat' ? MAP_TEXTS.latLabel : MAP_TEXTS.lonLabel}
        </label>
        <div id={`${id}-hint`} className="govuk-hint">
          {hint}
        </div>
        <ErrorText id={`${id}-error`} text={error} />
        <input
          className={`govuk-input govuk-input--width-10${error || pairError ? ' govuk-input--error' : ''}`}
          id={id}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`, pairError && 'lokalita-mimo-sr')}
          value={which === 'lat' ? latText : lonText}
          onChange={(e) => onCoordinateInput(which, e.target.value)}
          onFocus={() => setFocused(which)}
          onBlur={() => setFocused(null)}
        />
      </div>
    );
  };

  return (
    <div className="es-location" ref={rootRef}>
      <fieldset className="govuk-fieldset" aria-describedby="lokalita-hint">
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">{MAP_TEXTS.legend}</legend>
        <div id="lokalita-hint" className="govuk-hint">
          {obce ? MAP_TEXTS.legendHint : MAP_TEXTS.legendHintBezObce}
        </div>

        <CurrentPositionButton point={point} onPosition={pickFoundPoint} />

        <div className={`es-location__coordinates${pairError ? ' govuk-form-group--error' : ''}`}>
          <div className="es-location__pair">
            {coordinateInput('lat')}
            {coordinateInput('lon')}
          </div>
          <ErrorText id="lokalita-mimo-sr" text={pairError} />
          {point && (
            <button
              type="button"
              className="govuk-button govuk-button--secondary es-location__clear"
              onClick={() => {
                setLatText('');
                setLonText('');
                onChange({ ...value, lat: null, lon: null });
              }}
            >
              {MAP_TEXTS.clearCoordinates}
            </button>
          )}
        </div>

        {photos.length > 0 && (
          <ul className="govuk-list es-location__photos">
            {photos.map((p) => (
              <li key={`${p.nazov}|${p.lat}|${p.lon}`}>
                <button
                  type="button"
                  className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
                  onClick={() => pickFoundPoint({ lat: p.lat, lon: p.lon })}
                >
                  {MAP_TEXTS.photoButton(p.nazov)}
                </button>
              </li>
            ))}
          </ul>
        )}

        <div className="es-map-picker">
          <MapSearch onFound={(p) => setPoint(p, SEARCH_ZOOM)} />
          {load.state !== 'failed' && (
            <p className="govuk-hint es-map-picker__hint" id="mapa-hint">
              {MAP_TEXTS.mapHint}
            </p>
          )}
          {load.state === 'failed' ? (
            <div ref={failedRef} tabIndex={-1} className="govuk-inset-text es-map-picker__failed" role="status">
              <p className="govuk-body govuk-!-margin-bottom-0">{MAP_TEXTS.mapFailed}</p>
              {load.canRetry && (
                <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-top-3 govuk-!-margin-bottom-0" onClick={retry}>
                  {MAP_TEXTS.mapRetry}
                </button>
              )}
            </div>
          ) : (
            <section
              ref={stageRef}
              tabIndex={-1}
              className="es-map-picker__stage"
              aria-label={MAP_TEXTS.mapRegion}
              aria-describedby="mapa-hint"
              onFocus={() => {
                stageHasFocus.current = true;
              }}
              onBlur={() => {
                stageHasFocus.current = false;
              }}
            >
              {load.state === 'idle' ? (
                <div className="es-map-picker__start">
                  <button
                    type="button"
                    className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
                    onClick={startMap}
                  >
                    {MAP_TEXTS.mapShow}
                  </button>
                </div>
              ) : load.state === 'ready' ? (
                <MapErrorBoundary onError={fail}>
                  <load.module.PickerMap
                    point={point}
                    focus={focus}
                    onPick={onMapPick}
                    onFatal={fail}
                    overlays={mapLayers.filter((l) => activeSet.has(l.id))}
                  />
                </MapErrorBoundary>
              ) : (
                <p className="govuk-body es-map-picker__loading">{MAP_TEXTS.mapLoading}</p>
              )}
            </section>
          )}
        </div>

        {withLookup && mapLayers.length > 0 && (
          <fieldset className="govuk-fieldset govuk-!-margin-bottom-4 es-map-layers">
            <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{MAP_TEXTS.layersLegend}</legend>
            <div className="govuk-hint">{MAP_TEXTS.layersHint}</div>
            <div className="govuk-checkboxes govuk-checkboxes--small">
              {mapLayers.map((l) => (
                <div className="govuk-checkboxes__item" key={l.id}>
                  <input
                    className="govuk-checkboxes__input"
                    id={`vrstva-${l.id}`}
                    type="checkbox"
                    checked={activeSet.has(l.id)}
                    onChange={() => toggleLayer(l.id)}
                  />
                  <label className="govuk-label govuk-checkboxes__label" htmlFor={`vrstva-${l.id}`}>
                    {l.nazov}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        )}
        {withLookup && point && <LookupSummary state={lookupState} layers={mapLayers} />}

        {obce && (
          <Combobox
            id="obecId"
            label={MAP_TEXTS.obecLabel}
            hint={MAP_TEXTS.obecHint}
            options={obecOpts}
            filter={matchObce}
            value={value.obecId ?? ''}
            error={obecError}
            onChange={(obecId) => {
              server.dismiss('obecId');
              onChange({ ...value, obecId: obecId || undefined });
            }}
          />
        )}
      </fieldset>
    </div>
  );
}
