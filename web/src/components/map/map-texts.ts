/**
 * Slovak texts of the map picker and the map preview. Texts fixed by the spec come from
 * shared/api/web-oznamenie.ts (WIZARD_MSG) and coordinates.ts (INVALID_LAT_LNG); the rest are ours.
 * Kept beside the map components: only the map chunk carries them.
 */
export const MAP_TEXTS = {
  legend: 'Miesto škody',
  legendHint: 'Miesto vyznačte na mape, zadajte GPS súradnice alebo vyberte obec.',
  /** Staff forms whose municipality is not chosen on the map. */
  legendHintBezObce: 'Miesto vyznačte na mape alebo zadajte GPS súradnice.',
  latLabel: 'Zemepisná šírka',
  latHint: 'Desatinné číslo, napríklad 48,7302159',
  lonLabel: 'Zemepisná dĺžka',
  lonHint: 'Desatinné číslo, napríklad 19,4569862',
  latInvalid: 'Zemepisnú šírku zadajte ako desatinné číslo, napríklad 48,7302159.',
  lonInvalid: 'Zemepisnú dĺžku zadajte ako desatinné číslo, napríklad 19,4569862.',
  clearCoordinates: 'Vymazať súradnice',
  obecLabel: 'Obec',
  obecHint:
    'Ak miesto neviete vyznačiť na mape ani zadať súradnicami, môžete namiesto toho vybrať obec: začnite písať jej názov a vyberte ju zo zoznamu.',
  positionButton: 'Použiť moju aktuálnu polohu',
  positionWaiting: 'Zisťujem polohu…',
  positionAccuracy: (m: number) => `Presnosť približne ${m.toLocaleString('sk-SK')} m`,
  positionDenied: 'Prístup k polohe bol zamietnutý. Povoľte ho v nastaveniach prehliadača alebo zadajte polohu inak.',
  positionFailed: 'Polohu sa nepodarilo zistiť. Skúste to znova alebo zadajte polohu inak.',
  photoButton: (nazov: string) => `Použiť polohu z fotografie „${nazov}“`,
  mapRegion: 'Mapa miesta škody',
  mapHint:
    'Kliknutím ľavým tlačidlom myši do mapy (na telefóne ťuknutím) vyberiete GPS polohu miesta škody. Súradnice môžete zadať aj do vyhľadávania s dvojbodkou na začiatku, napríklad :48.7302159,19.4569862.',
  mapLoading: 'Mapa sa načítava…',
  /** The map starts when it scrolls into view; this button starts it at once (keyboard, screen readers). */
  mapShow: 'Zobraziť mapu',
  mapFailed: 'Mapu sa nepodarilo načítať. Miesto škody zadajte súradnicami alebo vyberte obec.',
  mapRetry: 'Skúsiť načítať mapu znova',
  markerTitle: 'Miesto škody',
  attribution: '© prispievatelia OpenStreetMap',
  searchLabel: 'Hľadať miesto',
  searchHint: 'Názov obce, ulice alebo miesta (aspoň 3 znaky), alebo súradnice s dvojbodkou na začiatku.',
  searchButton: 'Hľadať',
  searching: 'Hľadá sa…',
  searchResults: (n: number) => (n === 1 ? 'Našlo sa 1 miesto.' : n >= 2 && n <= 4 ? `Našli sa ${n} miesta.` : `Našlo sa ${n} miest.`),
  searchNothing: 'Nenašlo sa žiadne miesto. Skúste iný názov alebo zadajte súradnice.',
  searchFailed: 'Vyhľadávanie sa nepodarilo. Skúste to znova alebo zadajte súradnice.',
  previewTitle: 'Miesto škody na mape',
  previewNone: 'Miesto škody nebolo vyznačené.',
  layersLegend: 'Mapové vrstvy',
  layersHint: 'Zapnuté vrstvy sa zobrazia na mape a po výbere miesta sa z nich načítajú údaje o mieste.',
  lookupBusy: 'Načítavajú sa údaje o mieste…',
  lookupTitle: 'Údaje o vybranom mieste',
  lookupNothing: 'nič sa nenašlo',
  detectedPracovisko: (nazov: string) => `Územne príslušné pracovisko ŠOP SR: ${nazov}`,
} as const;
