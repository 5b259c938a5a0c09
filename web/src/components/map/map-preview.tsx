/**
 * The place of damage in the wizard's summary (spec part 1 §2, step 4: 'a map with the damage marker').
 * The coordinates are always written out, so the summary says where even without WebGL or the map chunk.
 */
import './location-picker.scss';
import { formatLatLon, isValidLatLon } from './coordinates';
import { MapErrorBoundary, useMapModule } from './map-loader';
import { MAP_TEXTS } from './map-texts';

export function MapPreview({ lat, lon }: { lat: number | null; lon: number | null }) {
  const point = lat !== null && lon !== null && isValidLatLon(lat, lon) ? { lat, lon } : null;
  if (!point) return <p className="govuk-body">{MAP_TEXTS.previewNone}</p>;
  return <PreviewWithPoint lat={point.lat} lon={point.lon} />;
}

function PreviewWithPoint({ lat, lon }: { lat: number; lon: number }) {
  const { load, fail } = useMapModule();
  const point = { lat, lon };
  return (
    <figure className="es-map-preview">
      {load.state !== 'failed' && (
        <div className="es-map-preview__map">
          {load.state === 'ready' && (
            <MapErrorBoundary onError={fail}>
              <load.module.PreviewMap point={point} onFatal={fail} />
            </MapErrorBoundary>
          )}
        </div>
      )}
      <figcaption className="govuk-body es-map-preview__caption">
        <span className="govuk-visually-hidden">{MAP_TEXTS.previewTitle}: </span>
        {formatLatLon(point)}
      </figcaption>
    </figure>
  );
}
