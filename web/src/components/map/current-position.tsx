/**
 * 'Použiť moju aktuálnu polohu' on the wizard's location picker: one tap for a person standing at the
 * place of damage. The browser's Geolocation API only; the picker sets the point exactly as it does
 * for a photo position (the `onPosition` callback), so nothing here knows about the map or the inputs.
 */
import { useEffect, useRef, useState } from 'react';
import { isValidLatLon, type LatLon, roundCoordinate, samePoint } from './coordinates';
import { MAP_TEXTS } from './map-texts';

/** A phone's GPS needs a few seconds for a fix; a position up to a minute old is still the same field. */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

type Status = { state: 'idle' } | { state: 'waiting' } | { state: 'found'; point: LatLon; accuracy?: number } | { state: 'error'; message: string };

export const hasGeolocation = (): boolean => typeof navigator !== 'undefined' && !!navigator.geolocation;

/** The Slovak message for a failed position request (PERMISSION_DENIED = 1; unavailable 2 and timeout 3 read alike). */
export function positionErrorMessage(code: number): string {
  return code === 1 ? MAP_TEXTS.positionDenied : MAP_TEXTS.positionFailed;
}

export function CurrentPositionButton({ point, onPosition }: { point: LatLon | null; onPosition(p: LatLon): void }) {
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  // rendered at build time (web/src/prerender.tsx: no window) as a phone's browser shows it, all of which have the API
  if (typeof window !== 'undefined' && !hasGeolocation()) return null;

  const locate = () => {
    if (status.state === 'waiting') return;
    setStatus({ state: 'waiting' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!live.current) return;
        const p = { lat: roundCoordinate(coords.latitude), lon: roundCoordinate(coords.longitude) };
        if (!isValidLatLon(p.lat, p.lon)) {
          setStatus({ state: 'error', message: MAP_TEXTS.positionFailed });
          return;
        }
        const accuracy = Number.isFinite(coords.accuracy) && coords.accuracy > 0 ? Math.max(1, Math.round(coords.accuracy)) : undefined;
        setStatus({ state: 'found', point: p, accuracy });
        onPosition(p);
      },
      (error) => {
        if (live.current) setStatus({ state: 'error', message: positionErrorMessage(error.code) });
      },
      POSITION_OPTIONS,
    );
  };

  const waiting = status.state === 'waiting';
  // the accuracy belongs to the found point only: once the point moves elsewhere it says nothing
  const accuracy = status.state === 'found' && point && samePoint(status.point, point) ? status.accuracy : undefined;
  return (
    <div className="es-location__current">
      <button
        type="button"
        className={`govuk-button govuk-button--secondary govuk-!-margin-bottom-0${waiting ? ' govuk-button--disabled' : ''}`}
        // aria-disabled, not disabled: the button keeps the keyboard focus while the phone looks for a fix
        aria-disabled={waiting || undefined}
        aria-describedby="poloha-stav"
        onClick={locate}
      >
        {waiting ? MAP_TEXTS.positionWaiting : MAP_TEXTS.positionButton}
      </button>
      <div id="poloha-stav" className="es-location__current-status" aria-live="polite">
        {waiting && <p className="govuk-visually-hidden">{MAP_TEXTS.positionWaiting}</p>}
        {accuracy !== undefined && <p className="govuk-hint govuk-!-margin-bottom-0">{MAP_TEXTS.positionAccuracy(accuracy)}</p>}
        {status.state === 'error' && (
          <p className="govuk-error-message govuk-!-margin-bottom-0">
            <span className="govuk-visually-hidden">Chyba:</span> {status.message}
          </p>
        )}
      </div>
    </div>
  );
}
