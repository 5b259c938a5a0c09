/**
 * The formula documents through the local server, at the path the 'Vzorec a výpočet' link opens
 * (/vzorce_{slug}.pdf): public, inline PDF, Slovak text with the proposal marker; sub-kind slugs name
 * their kind; an unknown slug is a 404 in the error shape.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { vzorecPdfPath } from '@shared/api/vzorce';
import { BEZ_CENNIKA, navrhParametre, type VzorecDef, VZORCE, VZOREC_NAVRH } from '@shared/domain/vzorce';
import { vzorecRepo } from '@functions/data/vzorec-repo';
import { fileTestApi } from '../../scripts/test/api-harness';

const api = fileTestApi({ seed: false });

async function get(path: string) {
  const res = await fetch(`${api.origin}${path}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
}
const text = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' })
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

describe('GET /vzorce_{slug}.pdf', () => {
  it('serves the sheep formula to an anonymous visitor as an inline Slovak PDF with the proposal marker', async () => {
    expect(vzorecPdfPath('OVCE')).toBe('/vzorce_ovce.pdf');
    const { res, bytes } = await get('/vzorce_ovce.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="vzorce_ovce.pdf"');
    const t = text(bytes);
    expect(t).toContain('Vzorec a výpočet výšky škody Ovce');
    expect(t).toContain(`Tento vzorec je ${VZOREC_NAVRH}`);
    expect(t).toContain('Bahnica – chovný jedinec');
  });

  it('a sub-kind slug names its kind; the API path answers the same document', async () => {
    const sub = await get('/vzorce_tela.pdf');
    const viaApi = await get('/api/vzorce/vzorce_hovadzi-dobytok.pdf');
    expect(sub.res.status).toBe(200);
    expect(viaApi.res.status).toBe(200);
    expect(text(sub.bytes)).toContain('Hovädzí dobytok');
    expect(text(sub.bytes)).toBe(text(viaApi.bytes));
  });

  it('a category without a price list says the amount is entered manually', async () => {
    const { res, bytes } = await get('/vzorce_iny-majetok.pdf');
    expect(res.status).toBe(200);
    expect(text(bytes)).toContain(BEZ_CENNIKA);
  });

  it.each(['/vzorce_neznamy.pdf', '/vzorce_ovce.txt', '/vzorce_OVCE.pdf', '/vzorce_.pdf', '/api/vzorce/ovce'])('%s is a 404 in the error shape', async (path) => {
    const res = await fetch(`${api.origin}${path}`);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { generalErrors: string[]; fieldErrors: unknown[] };
    expect(body.generalErrors.length).toBe(1);
    expect(body.fieldErrors).toEqual([]);
  });

  it('names the version valid today with its parameters, and after its sign-off who verified it instead of the proposal marker', async () => {
    const v = await vzorecRepo.createVerzia({ kategoria: 'KOZY', platnostOd: '2024-01-01', parametre: { ...navrhParametre(VZORCE.KOZY as VzorecDef), reprodukcnyVekVrch: 8 }, expectedLast: 0 });
    let t = text((await get('/vzorce_kozy.pdf')).bytes);
    expect(t).toContain('Verzia vzorca 1 (platná od 01.01.2024)');
    expect(t).toContain('Reprodukčný vek, v ktorom je samica celkom odpísaná');
    expect(t).toContain('8,00 roky');
    expect(t).toContain(`Tento vzorec je ${VZOREC_NAVRH}`);
    await vzorecRepo.addPripad('KOZY', { nazov: 'x', atributy: {}, hodnoty: {}, ocakavanaSuma: 0, expectedRevizia: 0 });
    await vzorecRepo.signOff('KOZY', v.cisloVerzie, { meno: 'Jana Overená', datum: '2026-11-20', referencia: 'spis 12/2026', pripadyRevizia: 1 });
    t = text((await get('/vzorce_kozy.pdf')).bytes);
    expect(t).toContain('OVERENÝ VZOREC: Overil(a) Jana Overená dňa 20.11.2026, spis 12/2026');
    expect(t).not.toContain(VZOREC_NAVRH);
  });
});
