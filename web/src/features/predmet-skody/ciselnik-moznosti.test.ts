import { describe, expect, it } from 'vitest';
import type { CiselnikHodnota } from '@shared/api/ciselniky';
import { poliaKategorie } from '@shared/domain/predmet-skody-polia';
import { ciselnikMoznosti, poZmene } from './ciselnik-moznosti';

const item = (type: string, uuid: string, label: string, extra: Partial<CiselnikHodnota> = {}): CiselnikHodnota => ({ type, uuid, label, aktivna: true, ...extra });
const DRUHY_SKODY = [
  item('DRUH_SKODY', 'usmrtenie', 'usmrtenie', { kategorie: ['OVCE', 'INE_HOSPODARSKE_ZVIERATA'] }),
  item('DRUH_SKODY', 'bobor', 'zhryzenie (zoťatie) dreviny bobrom', { kategorie: ['OVOCNE_STROMY_A_KRIKY'] }),
  item('DRUH_SKODY', 'ryby', 'ulovenie alebo zranenie rýb', { kategorie: ['INY_MAJETOK'] }),
  item('DRUH_SKODY', 'ine', 'iná škoda'),
];
const DRUHY = [item('DRUH_INE_HOSPODARSKE_ZVIERATA', 'kon', 'kôň'), item('DRUH_INE_HOSPODARSKE_ZVIERATA', 'morka', 'morka (hydina)')];
const PLEMENA = [
  item('PLEMENO', 'lipican', 'lipican', { nadradenaPolozkaUuid: 'kon' }),
  item('PLEMENO', 'bronzova', 'bronzová širokoprsá morka', { nadradenaPolozkaUuid: 'morka' }),
];
const values = (typ: string) => ({ DRUH_SKODY: DRUHY_SKODY, DRUH_INE_HOSPODARSKE_ZVIERATA: DRUHY, PLEMENO: PLEMENA })[typ] ?? [];
const polia = poliaKategorie('INE_HOSPODARSKE_ZVIERATA');
const pole = (name: string) => polia.find((p) => p.name === name) as Extract<(typeof polia)[number], { kind: 'ciselnik' }>;
const labels = (name: string, form: Record<string, string>, kategoria: 'INE_HOSPODARSKE_ZVIERATA' | 'OVCE' = 'INE_HOSPODARSKE_ZVIERATA') =>
  ciselnikMoznosti({ pole: pole(name), polia: kategoria === 'OVCE' ? poliaKategorie('OVCE') : polia, kategoria, form, values: values(pole(name).typ) }).map((v) => v.label);

describe('the code-list selects of the item form offer what fits the choices before', () => {
  it('offers a sheep only the damage types naming sheep or no category', () => {
    expect(labels('druhSkody', {}, 'OVCE')).toEqual(['usmrtenie', 'iná škoda']);
  });

  it('keeps a damage type the item already holds even when it does not fit', () => {
    expect(labels('druhSkody', { druhSkody: 'ryby' }, 'OVCE')).toEqual(['usmrtenie', 'ulovenie alebo zranenie rýb', 'iná škoda']);
  });

  it('offers the breeds of the chosen species only, none before a species is chosen', () => {
    expect(labels('plemeno', {})).toEqual([]);
    expect(labels('plemeno', { ineHospodarskeZvierataDruh: 'kon' })).toEqual(['lipican']);
    expect(labels('plemeno', { ineHospodarskeZvierataDruh: 'morka' })).toEqual(['bronzová širokoprsá morka']);
  });

  it('empties the breed when the species changes to one it does not belong to, keeps it otherwise', () => {
    const form = { ineHospodarskeZvierataDruh: 'kon', plemeno: 'lipican' };
    expect(poZmene({ polia, form, name: 'ineHospodarskeZvierataDruh', value: 'morka', values })).toMatchObject({ ineHospodarskeZvierataDruh: 'morka', plemeno: '' });
    expect(poZmene({ polia, form, name: 'ineHospodarskeZvierataDruh', value: 'kon', values })).toMatchObject({ plemeno: 'lipican' });
    expect(poZmene({ polia, form, name: 'ineHospodarskeZvierataVek', value: 'x', values })).toMatchObject({ plemeno: 'lipican', ineHospodarskeZvierataVek: 'x' });
  });
});
