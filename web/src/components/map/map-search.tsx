import { useEffect, useId, useRef, useState } from 'react';
import { type LatLon, parseSearch } from './coordinates';
import { type GeocoderHit, searchPlaces } from './geocoder';
import { MAP_TEXTS } from './map-texts';

type Status =
  | { kind: 'idle' }
  | { kind: 'hint'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'searching' }
  | { kind: 'results'; hits: GeocoderHit[] }
  | { kind: 'nothing' }
  | { kind: 'failed' };

/**
 * The search box above the map (spec part 1 §5, part 2 §2): ':lat,lng' jumps to coordinates, a text
 * of at least 3 characters asks the geocoder. No <form> of its own (it sits inside the wizard form):
 * Enter in the box searches instead of submitting the wizard. Searches only on request, never per key.
 */
export function MapSearch({ onFound }: { onFound(point: LatLon): void }) {
  const id = 'mapaHladat';
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const listId = useId();

  useEffect(() => () => abort.current?.abort(), []);

  const run = () => {
    abort.current?.abort();
    const q = parseSearch(text);
    switch (q.kind) {
      case 'empty':
        setStatus({ kind: 'hint', message: MAP_TEXTS.searchHint });
        return;
      case 'hint':
      case 'error':
        setStatus({ kind: q.kind, message: q.message });
        return;
      case 'coordinates':
        setStatus({ kind: 'idle' });
        onFound({ lat: q.lat, lon: q.lon });
        return;
      case 'text': {
        const controller = new AbortController();
        abort.current = controller;
        setStatus({ kind: 'searching' });
        searchPlaces(q.text, controller.signal).then(
          (hits) => {
            if (!controller.signal.aborted) setStatus(hits.length > 0 ? { kind: 'results', hits } : { kind: 'nothing' });
          },
          () => {
            if (!controller.signal.aborted) setStatus({ kind: 'failed' });
          },
        );
      }
    }
  };

  const pick = (hit: GeocoderHit) => {
    setStatus({ kind: 'idle' });
    onFound({ lat: hit.lat, lon: hit.lon });
  };

  const error = status.kind === 'error' ? status.message : undefined;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className={`govuk-form-group es-map-search${error ? ' govuk-form-group--error' : ''}`}>
      <label className="govuk-label" htmlFor={id}>
        {MAP_TEXTS.searchLabel}
      </label>
      <div id={`${id}-hint`} className="govuk-hint">
        {MAP_TEXTS.searchHint}
      </div>
      {error && (
        <p id={`${id}-error`} className="govuk-error-message">
          <span className="govuk-visually-hidden">Chyba:</span> {error}
        </p>
      )}
      <div className="es-map-search__row">
        <input
          className={`govuk-input es-map-search__input${error ? ' govuk-input--error' : ''}`}
          id={id}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          aria-describedby={describedBy}
          aria-controls={status.kind === 'results' ? listId : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (status.kind === 'error' || status.kind === 'hint') setStatus({ kind: 'idle' });
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              run();
            } else if (e.key === 'Escape' && status.kind === 'results') {
              e.preventDefault();
              setStatus({ kind: 'idle' });
            }
          }}
        />
        <button type="button" className="govuk-button govuk-button--secondary es-map-search__button" onClick={run}>
          {MAP_TEXTS.searchButton}
        </button>
        {status.kind === 'results' && (
          <ul className="es-map-search__results" id={listId} aria-label={MAP_TEXTS.searchLabel}>
            {status.hits.map((hit) => (
              <li key={`${hit.lat},${hit.lon},${hit.nazov}`}>
                <button
                  type="button"
                  className="es-map-search__hit"
                  onClick={() => pick(hit)}
                  onKeyDown={(e) => {
                    if (e.key === 'Escape') setStatus({ kind: 'idle' });
                  }}
                >
                  {hit.nazov}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="es-map-search__status" role="status" aria-live="polite">
        {status.kind === 'hint' && <p className="govuk-hint govuk-!-margin-bottom-0">{status.message}</p>}
        {status.kind === 'searching' && <p className="govuk-body-s govuk-!-margin-bottom-0">{MAP_TEXTS.searching}</p>}
        {status.kind === 'results' && <p className="govuk-visually-hidden">{MAP_TEXTS.searchResults(status.hits.length)}</p>}
        {status.kind === 'nothing' && <p className="govuk-body-s govuk-!-margin-bottom-0">{MAP_TEXTS.searchNothing}</p>}
        {status.kind === 'failed' && <p className="govuk-body-s govuk-!-margin-bottom-0">{MAP_TEXTS.searchFailed}</p>}
      </div>
    </div>
  );
}
