import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearGeocoderCache } from './geocoder';
import { LocationPicker, type LocationPickerProps, type LocationValue } from './location-picker';
import { resetMapSupport } from './map-loader';
import { domRoot } from '@web/test/dom-root';
import type { PickerMapProps } from './map-view';

// the map chunk (MapLibre needs real WebGL): a stand-in that records what the picker gives it
const pickerMapProps: PickerMapProps[] = [];
vi.mock('./map-view', () => ({
  PickerMap: (props: PickerMapProps) => {
    pickerMapProps.push(props);
    return <div className="fake-map" />;
  },
}));

const dom = domRoot();

beforeEach(() => {
  // jsdom has no WebGL: the picker must work without the map (and must not even load its chunk)
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  resetMapSupport();
  clearGeocoderCache();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const OBCE = [
  { uuid: '11111111-1111-4111-8111-111111111111', label: 'Zvolen' },
  { uuid: '22222222-2222-4222-8222-222222222222', label: 'Banská Bystrica' },
];

interface HarnessProps {
  initial: LocationValue;
  props: Partial<LocationPickerProps>;
  changes: LocationValue[];
  expose(setValue: (v: LocationValue) => void): void;
}

/** The picker inside a form, with the value held in state like the wizard holds it. */
function Harness({ initial, props, changes, expose }: HarnessProps) {
  const [value, setValue] = useState(initial);
  expose(setValue);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <LocationPicker
        obce={OBCE}
        {...props}
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
      />
    </form>
  );
}

function renderPicker(initial: LocationValue, props: Partial<LocationPickerProps> = {}) {
  const changes: LocationValue[] = [];
  let setOutside: (v: LocationValue) => void = () => {};
  act(() =>
    dom.root.render(
      <Harness
        initial={initial}
        props={props}
        changes={changes}
        expose={(s) => {
          setOutside = s;
        }}
      />,
    ),
  );
  return { changes, setValue: (v: LocationValue) => act(() => setOutside(v)) };
}

const input = (id: string) => dom.container.querySelector<HTMLInputElement>(`#${id}`)!;
const text = () => dom.container.textContent ?? '';

function type(el: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    el.focus();
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}
const blur = (el: HTMLElement) => act(() => el.blur());
const click = (el: Element) => act(() => (el as HTMLElement).click());
const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('LocationPicker', () => {
  it('renders labelled coordinate inputs and the municipality select in the given order', () => {
    // act
    renderPicker({ lat: null, lon: null });
    // assert
    const lat = input('lokalitaGpsSirka');
    expect(lat.name).toBe('lokalitaGpsSirka');
    expect(lat.inputMode).toBe('decimal');
    expect(dom.container.querySelector('label[for=lokalitaGpsSirka]')!.textContent).toBe('Zemepisná šírka');
    expect(dom.container.querySelector('label[for=lokalitaGpsDlzka]')!.textContent).toBe('Zemepisná dĺžka');
    expect(dom.container.querySelector('label[for=obecId]')!.textContent).toBe('Obec');
    expect(input('obecId').getAttribute('role')).toBe('combobox');
    expect(input('obecId').getAttribute('aria-expanded')).toBe('false');
    expect(text()).toContain('môžete namiesto toho vybrať obec');
  });

  it('shows the no-map notice without WebGL and the form still works', () => {
    // act
    const { changes } = renderPicker({ lat: null, lon: null });
    type(input('lokalitaGpsSirka'), '48,5');
    // assert
    expect(text()).toContain('Mapu sa nepodarilo načítať. Miesto škody zadajte súradnicami alebo vyberte obec.');
    expect(changes.at(-1)).toEqual({ lat: 48.5, lon: null });
  });

  it('accepts a comma or a dot and keeps what the person typed', () => {
    // prepare
    const { changes } = renderPicker({ lat: null, lon: null });
    // act
    type(input('lokalitaGpsSirka'), '48,');
    type(input('lokalitaGpsDlzka'), '19.4569862');
    // assert
    expect(input('lokalitaGpsSirka').value).toBe('48,');
    expect(input('lokalitaGpsDlzka').value).toBe('19.4569862');
    expect(changes.at(-1)).toEqual({ lat: 48, lon: 19.4569862 });
  });

  it('fills the inputs when the value changes from elsewhere (map, search, photo, saved draft)', () => {
    // prepare
    const { setValue } = renderPicker({ lat: 48.73, lon: 19.45 });
    expect(input('lokalitaGpsSirka').value).toBe('48,73');
    // act
    setValue({ lat: 48.7302159, lon: 19.4569862 });
    // assert
    expect(input('lokalitaGpsSirka').value).toBe('48,7302159');
    expect(input('lokalitaGpsDlzka').value).toBe('19,4569862');
    // act
    setValue({ lat: null, lon: null });
    // assert
    expect(input('lokalitaGpsSirka').value).toBe('');
  });

  it('sends null for text that is not a number and says so after leaving the input', () => {
    // prepare
    const { changes } = renderPicker({ lat: null, lon: null });
    // act
    type(input('lokalitaGpsSirka'), '48 stupňov');
    // assert: no message while typing
    expect(changes.at(-1)).toEqual({ lat: null, lon: null });
    expect(text()).not.toContain('Zemepisnú šírku zadajte ako desatinné číslo');
    // act
    blur(input('lokalitaGpsSirka'));
    // assert
    expect(text()).toContain('Zemepisnú šírku zadajte ako desatinné číslo, napríklad 48,7302159.');
    expect(input('lokalitaGpsSirka').getAttribute('aria-describedby')).toContain('lokalitaGpsSirka-error');
    expect(input('lokalitaGpsSirka').value).toBe('48 stupňov');
  });

  it('warns about a place outside Slovakia next to the inputs', () => {
    // act
    renderPicker({ lat: 48.2082, lon: 16.3738 });
    // assert
    expect(text()).toContain('Miesto škody musí byť na území Slovenska.');
    expect(input('lokalitaGpsDlzka').className).toContain('govuk-input--error');
  });

  it('shows server field errors under their fields, hides them when edited and again shows them after a submit', () => {
    // prepare
    const errors = { lokalitaGpsSirka: 'Zadajte zemepisnú šírku aj dĺžku.', obecId: 'Vyberte obec.' };
    renderPicker({ lat: null, lon: 19.45 }, { errors });
    expect(dom.container.querySelector('#lokalitaGpsSirka-error')!.textContent).toBe('Chyba: Zadajte zemepisnú šírku aj dĺžku.');
    expect(dom.container.querySelector('#obecId-error')!.textContent).toBe('Chyba: Vyberte obec.');
    // act
    type(input('lokalitaGpsSirka'), '48,7');
    type(input('obecId'), 'zvol');
    click(dom.container.querySelector('[role=option]')!);
    // assert
    expect(input('obecId').value).toBe('Zvolen');
    expect(dom.container.querySelector('#lokalitaGpsSirka-error')).toBeNull();
    expect(dom.container.querySelector('#obecId-error')).toBeNull();
    // act
    act(() => dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    // assert
    expect(dom.container.querySelector('#lokalitaGpsSirka-error')).not.toBeNull();
  });

  it('offers the position of each photo in one click', () => {
    // prepare
    const { changes } = renderPicker(
      { lat: null, lon: null, obecId: OBCE[1].uuid },
      { photoLocations: [{ lat: 48.5761, lon: 19.1261, nazov: 'IMG_0042.jpg' }] },
    );
    // act
    click(button('Použiť polohu z fotografie „IMG_0042.jpg“'));
    // assert
    expect(changes.at(-1)).toEqual({ lat: 48.5761, lon: 19.1261, obecId: OBCE[1].uuid });
    expect(input('lokalitaGpsSirka').value).toBe('48,5761');
  });

  it('clears the coordinates', () => {
    const { changes } = renderPicker({ lat: 48.5, lon: 19.5 });
    click(button('Vymazať súradnice'));
    expect(changes.at(-1)).toEqual({ lat: null, lon: null });
    expect(input('lokalitaGpsDlzka').value).toBe('');
  });
});

describe('LocationPicker current position', () => {
  type Success = (p: { coords: Partial<GeolocationCoordinates> }) => void;
  type Failure = (e: { code: number }) => void;
  let calls: { success: Success; failure: Failure; options?: PositionOptions }[];

  beforeEach(() => {
    calls = [];
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: Success, failure: Failure, options?: PositionOptions) => calls.push({ success, failure, options }),
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  const positionButton = () => dom.container.querySelector<HTMLButtonElement>('.es-location__current button')!;

  it('is not offered without the Geolocation API', () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    renderPicker({ lat: null, lon: null });
    expect(dom.container.querySelector('.es-location__current')).toBeNull();
  });

  it('asks for a fresh, precise position, waits, then fills the point and shows the accuracy', () => {
    // prepare
    const { changes } = renderPicker({ lat: null, lon: null, obecId: OBCE[0].uuid });
    // act
    click(button('Použiť moju aktuálnu polohu'));
    // assert
    expect(calls).toHaveLength(1);
    expect(calls[0].options).toEqual({ enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 });
    expect(positionButton().textContent).toBe('Zisťujem polohu…');
    expect(positionButton().getAttribute('aria-disabled')).toBe('true');
    click(positionButton()); // a second tap while waiting asks nothing more
    expect(calls).toHaveLength(1);
    // act
    act(() => calls[0].success({ coords: { latitude: 48.932100049, longitude: 19.64590001, accuracy: 24.6 } }));
    // assert
    expect(changes.at(-1)).toEqual({ lat: 48.9321, lon: 19.6459, obecId: OBCE[0].uuid });
    expect(input('lokalitaGpsSirka').value).toBe('48,9321');
    expect(input('lokalitaGpsDlzka').value).toBe('19,6459');
    expect(positionButton().textContent).toBe('Použiť moju aktuálnu polohu');
    expect(positionButton().hasAttribute('aria-disabled')).toBe(false);
    expect(dom.container.querySelector('#poloha-stav')!.getAttribute('aria-live')).toBe('polite');
    expect(text()).toContain('Presnosť približne 25 m');
    // the accuracy says nothing about a point typed afterwards
    type(input('lokalitaGpsSirka'), '48,5');
    expect(text()).not.toContain('Presnosť približne');
  });

  it('names a refused permission and an unavailable position in Slovak', () => {
    renderPicker({ lat: null, lon: null });
    click(button('Použiť moju aktuálnu polohu'));
    act(() => calls[0].failure({ code: 1 }));
    expect(text()).toContain('Prístup k polohe bol zamietnutý. Povoľte ho v nastaveniach prehliadača alebo zadajte polohu inak.');
    click(button('Použiť moju aktuálnu polohu'));
    expect(text()).not.toContain('Prístup k polohe bol zamietnutý');
    act(() => calls[1].failure({ code: 3 }));
    expect(text()).toContain('Polohu sa nepodarilo zistiť. Skúste to znova alebo zadajte polohu inak.');
  });
});

describe('LocationPicker search', () => {
  const search = (value: string) => {
    type(input('mapaHladat'), value);
    click(button('Hľadať'));
  };

  it("answers a bad ':lat,lng' with the spec's message", () => {
    renderPicker({ lat: null, lon: null });
    search(':48.7');
    expect(dom.container.querySelector('#mapaHladat-error')!.textContent).toBe('Chyba: Please enter a valid lat, lng');
  });

  it('asks for at least 3 characters', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderPicker({ lat: null, lon: null });
    search('Zv');
    expect(text()).toContain('Zadajte aspoň 3 znaky.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sets the point from ':lat,lng'", () => {
    const { changes } = renderPicker({ lat: null, lon: null });
    search(':48.5761,19.1261');
    expect(changes.at(-1)).toEqual({ lat: 48.5761, lon: 19.1261 });
  });

  it('searches on Enter without submitting the wizard form', () => {
    const { changes } = renderPicker({ lat: null, lon: null });
    const submitted = vi.fn();
    dom.container.querySelector('form')!.addEventListener('submit', submitted);
    type(input('mapaHladat'), ':48.5,19.5');
    act(() => {
      input('mapaHladat').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    expect(changes.at(-1)).toEqual({ lat: 48.5, lon: 19.5 });
    expect(submitted).not.toHaveBeenCalled();
  });

  it('lists geocoder hits, caches them per text and sets the picked point', async () => {
    // prepare
    const fetchSpy = vi.fn(
      async () =>
        new Response(
          JSON.stringify([
            { lat: '48.5761', lon: '19.1261', display_name: 'Zvolen, okres Zvolen, Banskobystrický kraj, Slovensko' },
            { lat: '48.6', lon: '19.2', display_name: 'Zvolenská Slatina, okres Zvolen, Slovensko' },
          ]),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { changes } = renderPicker({ lat: null, lon: null });
    // act
    search('Zvolen');
    await act(async () => {});
    // assert
    const url = new URL(String((fetchSpy.mock.calls[0] as unknown[])[0]));
    expect(url.origin + url.pathname).toBe('https://nominatim.openstreetmap.org/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      q: 'Zvolen',
      countrycodes: 'sk',
      viewbox: '16.738,49.68,23.04,47.6633',
      bounded: '1',
      limit: '5',
      'accept-language': 'sk',
    });
    const hits = [...dom.container.querySelectorAll('.es-map-search__hit')].map((b) => b.textContent);
    expect(hits).toEqual(['Zvolen, okres Zvolen, Banskobystrický kraj, Slovensko', 'Zvolenská Slatina, okres Zvolen, Slovensko']);
    // act
    click(dom.container.querySelectorAll('.es-map-search__hit')[1]);
    // assert
    expect(changes.at(-1)).toEqual({ lat: 48.6, lon: 19.2 });
    expect(dom.container.querySelector('.es-map-search__hit')).toBeNull();
    // act: the same text again comes from the cache
    search('zvolen ');
    await act(async () => {});
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelectorAll('.es-map-search__hit')).toHaveLength(2);
  });

  it('says so when the geocoder cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPicker({ lat: null, lon: null });
    search('Detva');
    await act(async () => {});
    expect(text()).toContain('Vyhľadávanie sa nepodarilo. Skúste to znova alebo zadajte súradnice.');
  });
});

describe('LocationPicker map start', () => {
  /** IntersectionObserver as the browser has it, told by the test when the map's area is in view. */
  class FakeObserver {
    static last: FakeObserver | undefined;
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      FakeObserver.last = this;
    }
    observe(element: Element) {
      this.targets.push(element);
    }
    unobserve() {}
    disconnect() {
      this.targets = [];
    }
    comeIntoView() {
      const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      act(() => this.callback(entries, this as unknown as IntersectionObserver));
    }
  }
  let getContext: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    FakeObserver.last = undefined;
    pickerMapProps.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // a phone with WebGL2: the map can start
    getContext = vi.fn(() => ({ getExtension: () => null }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(getContext as never);
  });

  const mapArea = () => dom.container.querySelector<HTMLElement>('section[aria-label="Mapa miesta škody"]')!;
  const mapShown = () => dom.container.querySelector('.fake-map') !== null;
  const loadChunk = () => act(async () => {});

  it('waits until its area comes into view: no WebGL check and no map chunk before', async () => {
    // act
    renderPicker({ lat: null, lon: null });
    await loadChunk();
    // assert: only the button in the map's area
    expect(mapShown()).toBe(false);
    expect(getContext).not.toHaveBeenCalled();
    expect(button('Zobraziť mapu')).toBeDefined();
    expect(FakeObserver.last?.targets).toEqual([mapArea()]);
    // act
    FakeObserver.last?.comeIntoView();
    await loadChunk();
    // assert
    expect(mapShown()).toBe(true);
    expect(button('Zobraziť mapu')).toBeUndefined();
    expect(FakeObserver.last?.targets).toEqual([]);
  });

  it("starts at once on 'Zobraziť mapu' and keeps the focus in the map's area", async () => {
    // prepare
    renderPicker({ lat: null, lon: null });
    // act: as Enter on the focused button
    act(() => button('Zobraziť mapu').focus());
    click(button('Zobraziť mapu'));
    // assert
    expect(document.activeElement).toBe(mapArea());
    expect(text()).toContain('Mapa sa načítava…');
    await loadChunk();
    expect(mapShown()).toBe(true);
    expect(document.activeElement).toBe(mapArea());
  });

  it('keeps the focus in the map\'s area when it comes into view while its button has the focus', async () => {
    // prepare: Tab to the button scrolls it, and so the map's area, into view
    renderPicker({ lat: null, lon: null });
    act(() => button('Zobraziť mapu').focus());
    // act
    FakeObserver.last?.comeIntoView();
    await loadChunk();
    // assert
    expect(mapShown()).toBe(true);
    expect(document.activeElement).toBe(mapArea());
  });

  it('moves the focus to the no-map notice when the map cannot start (no WebGL2)', async () => {
    // prepare
    getContext.mockReturnValue(null);
    renderPicker({ lat: null, lon: null });
    act(() => button('Zobraziť mapu').focus());
    // act
    FakeObserver.last?.comeIntoView();
    await loadChunk();
    // assert
    const notice = dom.container.querySelector('.es-map-picker__failed');
    expect(notice?.textContent).toContain('Mapu sa nepodarilo načítať.');
    expect(document.activeElement).toBe(notice);
  });

  it('opens on the point chosen before it started', async () => {
    // prepare: coordinates typed while the map waits
    renderPicker({ lat: null, lon: null });
    type(input('lokalitaGpsSirka'), '48,5');
    type(input('lokalitaGpsDlzka'), '19,2');
    await loadChunk();
    expect(pickerMapProps).toEqual([]);
    // act
    FakeObserver.last?.comeIntoView();
    await loadChunk();
    // assert
    expect(pickerMapProps.at(-1)?.point).toEqual({ lat: 48.5, lon: 19.2 });
  });
});
