import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@shared/api/errors';
import { COMMON_TEXTS } from './texts';

describe('message catalogue', () => {
  it('uses the server error texts (copied to keep zod out of the first screen)', () => {
    expect(COMMON_TEXTS.connectionLost).toBe(ERROR_TEXTS.timeout);
    expect(COMMON_TEXTS.serverError).toBe(ERROR_TEXTS.server);
    expect(COMMON_TEXTS.unauthorized).toBe(ERROR_TEXTS.unauthorized);
    expect(COMMON_TEXTS.forbidden).toBe(ERROR_TEXTS.forbidden);
    expect(COMMON_TEXTS.notFoundApi).toBe(ERROR_TEXTS.notFoundApi);
  });

  it('holds the spec texts exactly', () => {
    expect(COMMON_TEXTS.notFoundPublic).toBe('Stránka nenájdená - Skontrolujte, či zadaná adresa neobsahuje chyby.');
    expect(COMMON_TEXTS.notFoundStaff).toBe('Stránka nebola nájdená.');
    expect(COMMON_TEXTS.serverErrorPage).toBe('Nastala neočakávaná chyba. Akciu skúste zopakovať neskôr.');
    expect(COMMON_TEXTS.connectionLost).toBe('Spojenie so serverom bolo prerušené, akciu skúste zopakovať neskôr.');
    expect(COMMON_TEXTS.serverError).toBe('Došlo k neočakávanej chybe, akciu skúste zopakovať neskôr.');
    expect([COMMON_TEXTS.confirmYes, COMMON_TEXTS.confirmNo]).toEqual(['Áno, chcem', 'NIE']);
    expect([COMMON_TEXTS.headerHlasenie, COMMON_TEXTS.headerPrihlasenie, COMMON_TEXTS.homeStart]).toEqual([
      'Hlásenie škody',
      'Prihlásenie',
      'Nové oznámenie o škode',
    ]);
    expect(COMMON_TEXTS.loginErrorTitle).toBe('Chyba prihlásenia');
  });

  it('builds page titles', () => {
    expect(COMMON_TEXTS.pageTitle('Kontakt')).toBe('Kontakt | Evidencia škôd');
    expect(COMMON_TEXTS.pageTitle('Evidencia škôd')).toBe('Evidencia škôd');
  });
});
