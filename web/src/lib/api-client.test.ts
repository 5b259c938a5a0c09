import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@shared/api/routes';
import { ApiError, callApi, setApiNavigation } from './api-client';
import { isOffline, resetConnectionStatus } from './connection-status';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const profil = {
  uuid: '6f1c2b8e-4a7d-4e3b-9c1a-2d3e4f5a6b7c',
  login: 'spravca',
  meno: 'Jana',
  priezvisko: 'Nováková',
  aktivny: true,
  gdprSuhlas: true,
  opravnenia: ['SPRAVA_POUZIVATELOV'],
  organizacie: [],
  notifikaciaNoveOznamenie: false,
  notifikaciaNovaSkodovaUdalost: false,
  version: 1,
};

let fetchMock: ReturnType<typeof vi.fn>;
const nav = { toLogin: vi.fn(), to: vi.fn(), currentPath: vi.fn(() => '/is/oznamenia?page=2') };

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  nav.toLogin.mockClear();
  nav.to.mockClear();
  setApiNavigation(nav);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setApiNavigation(null);
  resetConnectionStatus();
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

describe('callApi', () => {
  it('builds the path from the route table and sends same-origin JSON', async () => {
    // prepare
    fetchMock.mockResolvedValue(json(200, { kod: 'kontakt-public', nadpis: 'Kontakt', obsah: '# K', zmenene: '2026-01-01' }));
    // act
    const stranka = await callApi(routes.webStrankaObsah, { params: { strankaKod: 'kontakt-public' } });
    // assert
    expect(stranka.nadpis).toBe('Kontakt');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/web-oznamenie/stranka-obsah/kontakt-public');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
  });

  it('serialises the query and skips empty values', async () => {
    fetchMock.mockResolvedValue(json(200, { organizaciaList: [] }));
    await callApi(routes.organizacie, { query: { platnyOnly: 'true' } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/is/organizacie?platnyOnly=true');
  });

  it('fails with the generated-client text when a path parameter is missing', async () => {
    await expect(callApi(routes.webStrankaObsah, { params: { strankaKod: '' } })).rejects.toThrow(
      'Required parameter strankaKod was null or undefined when calling POST /api/web-oznamenie/stranka-obsah/{strankaKod}.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('parses the success body with the route response schema', async () => {
    fetchMock.mockResolvedValue(json(200, { kod: 'x' }));
    const e = await failure(callApi(routes.webStrankaObsah, { params: { strankaKod: 'kontakt-public' } }));
    expect(e.generalErrors).toEqual(['Došlo k neočakávanej chybe, akciu skúste zopakovať neskôr.']);
  });

  it("refuses a malformed answer of the wizard's zod/mini schemas as it refuses a classic one", async () => {
    // prepare: the draft without its upload session and with an unknown step
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json(200, { krok: 'NEZNAMY', datumOznamenia: '2026-11-23', expiresAt: 'x', udajeOSkode: null, udajeOPoskodenom: null, kontaktneInformacie: null }));
    // act
    const e = await failure(callApi(routes.webOznamenie));
    // assert
    expect(e.generalErrors).toEqual(['Došlo k neočakávanej chybe, akciu skúste zopakovať neskôr.']);
    expect(error).toHaveBeenCalledWith('Neplatná odpoveď GET /api/web-oznamenie/webove-oznamenie', expect.anything());
    error.mockRestore();
  });

  it('falls back to the status text when a 400 body is not the spec error body', async () => {
    fetchMock.mockResolvedValue(json(400, { generalErrors: 'Chyba.', fieldErrors: [] }));
    const e = await failure(callApi(routes.webOznamenieUdajeOSkode, { body: { datumVznikuSkody: '2026-11-01', typSkody: 'VCELY', popisSkody: 'x' } }));
    expect(e.generalErrors).toEqual(['Došlo k neočakávanej chybe, akciu skúste zopakovať neskôr.']);
  });

  it('maps a network failure to the connection message and reports it to the offline banner', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const e = await failure(callApi(routes.mojProfil));
    expect(e.status).toBe(0);
    expect(e.generalErrors).toEqual(['Spojenie so serverom bolo prerušené, akciu skúste zopakovať neskôr.']);
    expect(isOffline()).toBe(true);
  });

  it('maps 408 to the connection message', async () => {
    fetchMock.mockResolvedValue(json(408, { generalErrors: ['x'], fieldErrors: [] }));
    const e = await failure(callApi(routes.mojProfil));
    expect(e.generalErrors).toEqual(['Spojenie so serverom bolo prerušené, akciu skúste zopakovať neskôr.']);
  });

  it.each([500, 502, 503])('maps %i to the unexpected-error message without showing the body', async (status) => {
    fetchMock.mockResolvedValue(json(status, { generalErrors: ['stack trace'], fieldErrors: [] }));
    const e = await failure(callApi(routes.mojProfil));
    expect(e.status).toBe(status);
    expect(e.generalErrors).toEqual(['Došlo k neočakávanej chybe, akciu skúste zopakovať neskôr.']);
  });

  it('passes general and field errors of a 400 through', async () => {
    fetchMock.mockResolvedValue(
      json(400, { generalErrors: ['Chyba.'], fieldErrors: [{ fieldName: 'email', message: 'Neplatná e-mailová adresa.' }] }),
    );
    const e = await failure(callApi(routes.organizacie));
    expect(e.status).toBe(400);
    expect(e.generalErrors).toEqual(['Chyba.']);
    expect(e.fieldErrors).toEqual([{ fieldName: 'email', message: 'Neplatná e-mailová adresa.' }]);
    expect(nav.to).not.toHaveBeenCalled();
    expect(nav.toLogin).not.toHaveBeenCalled();
  });

  it('redirects 401 to /auth with the current path as navrat', async () => {
    fetchMock.mockResolvedValue(json(401, { generalErrors: ['Nie ste prihlásený. Prihláste sa, prosím.'], fieldErrors: [] }));
    const e = await failure(callApi(routes.organizacie));
    expect(e.status).toBe(401);
    expect(nav.toLogin).toHaveBeenCalledWith('/auth?navrat=%2Fis%2Foznamenia%3Fpage%3D2');
  });

  it('does not redirect 401 of a POST to the root path', async () => {
    fetchMock.mockResolvedValue(json(401, { generalErrors: [], fieldErrors: [] }));
    const rootPost = { method: 'POST' as const, path: '/', handler: 'x', access: { kind: 'public' as const } };
    const e = await failure(callApi(rootPost));
    expect(e.status).toBe(401);
    expect(nav.toLogin).not.toHaveBeenCalled();
  });

  it('sends 403 of moj-profil to the unsynchronised-account page and still throws', async () => {
    fetchMock.mockResolvedValue(json(403, { generalErrors: ['Váš účet nie je zosynchronizovaný.'], fieldErrors: [] }));
    const e = await failure(callApi(routes.mojProfil));
    expect(e.status).toBe(403);
    expect(nav.to).toHaveBeenCalledWith('/is/nezosynchronizovany-pouzivatel');
  });

  it('sends any other 403 to the forbidden page and still throws', async () => {
    fetchMock.mockResolvedValue(json(403, { generalErrors: [], fieldErrors: [] }));
    const e = await failure(callApi(routes.organizacie));
    expect(e.generalErrors).toEqual(['Na túto akciu nemáte dostatočné oprávnenie. Kontaktujte administrátora systému.']);
    expect(nav.to).toHaveBeenCalledWith('/is/nedostatocne-opravnenie');
  });

  it('returns the parsed profile on success', async () => {
    fetchMock.mockResolvedValue(json(200, profil));
    const p = await callApi(routes.mojProfil);
    expect(p.meno).toBe('Jana');
  });
});
