/**
 * MapLibre's own control texts in Slovak (its `locale` option). Apart from map-texts.ts so that only
 * the map chunk carries them, not the wizard's first screen.
 */
import { MAP_TEXTS } from './map-texts';

/** MapLibre's own control texts in Slovak (its `locale` option). */
export const MAPLIBRE_LOCALE: Record<string, string> = {
  'Map.Title': 'Mapa',
  'Marker.Title': MAP_TEXTS.markerTitle,
  'NavigationControl.ResetBearing': 'Potiahnutím otočíte mapu, kliknutím ju natočíte na sever',
  'NavigationControl.ZoomIn': 'Priblížiť',
  'NavigationControl.ZoomOut': 'Oddialiť',
  'Popup.Close': 'Zavrieť',
  'ScaleControl.Meters': 'm',
  'ScaleControl.Kilometers': 'km',
  'AttributionControl.ToggleAttribution': 'Zobraziť alebo skryť zdroj mapy',
  'CooperativeGesturesHandler.WindowsHelpText': 'Mapu priblížite kolieskom myši so stlačeným Ctrl',
  'CooperativeGesturesHandler.MacHelpText': 'Mapu priblížite kolieskom myši so stlačeným ⌘',
  'CooperativeGesturesHandler.MobileHelpText': 'Mapou pohnete dvoma prstami',
};
