import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@shared/api/errors';
import { M } from './messages';

describe('message catalogue', () => {
  it('uses the server error texts (copied to keep zod out of the first screen)', () => {
    expect(M.connectionLost).toBe(ERROR_TEXTS.timeout);
    expect(M.serverError).toBe(ERROR_TEXTS.server);
    expect(M.unauthorized).toBe(ERROR_TEXTS.unauthorized);
    expect(M.forbidden).toBe(ERROR_TEXTS.forbidden);
    expect(M.notFoundApi).toBe(ERROR_TEXTS.notFoundApi);
  });

  it('holds the spec texts exactly', () => {
    expect(M.notFoundPublic).toBe('Stránka nenájdená - Skontrolujte, či zadaná adresa neobsahuje chyby.');
    expect(M.notFoundStaff).toBe('Stránka nebola nájdená.');
    expect(M.serverErrorPage).toBe('Nastala neočakávaná chyba. Akciu skúste zopakovať neskôr.');
    expect(M.connectionLost).toBe('Spojenie so serverom bolo prerušené, akciu skúste zopakovať neskôr.');
    expect(M.serverError).toBe('Došlo k neočakávanej chybe, akciu skúste zopakovať neskôr.');
    expect([M.confirmYes, M.confirmNo]).toEqual(['Áno, chcem', 'NIE']);
    expect([M.headerHlasenie, M.headerPrihlasenie, M.homeStart]).toEqual([
      'Hlásenie škody',
      'Prihlásenie',
      'Nové oznámenie o škode',
    ]);
    expect(M.loginErrorTitle).toBe('Chyba prihlásenia');
  });

  it('builds page titles', () => {
    expect(M.pageTitle('Kontakt')).toBe('Kontakt | Evidencia škôd');
    expect(M.pageTitle('Evidencia škôd')).toBe('Evidencia škôd');
  });
});
