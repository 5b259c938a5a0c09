/**
 * One person through the product, for the personal-data tests: they report damage through the public
 * form (with a photo and an e-mail, so a receipt is sent), staff make an injured party of them and a
 * damage event of the notification, and the same person sits on the commission of another event.
 */
import { expect } from 'vitest';
import type { PoskodenyBody, PoskodenyDetail } from '@shared/api/poskodeni';
import type { OdoslatResponse } from '@shared/api/web-oznamenie';
import { ciselnikRepo } from '../../functions/data/ciselnik-repo';
import type { TestApi } from './api-harness';
import { storeUdalost } from './skodova-udalost-fixtures';
import { jpeg, newVisitor, step1, wizardIds } from './wizard-client';

const IS = '/api/is';

export interface Osoba {
  meno: string;
  priezvisko: string;
  datumNarodenia: string;
  email: string;
  ulica: string;
}

/** `photo`: the bytes of the reported photo (default: a plain JPEG without metadata). */
export async function osobaThroughProduct(api: TestApi, person: Osoba, staff: string, photoBytes?: Buffer) {
  const ids = await wizardIds(api);
  const v = await newVisitor(api);
  const photo = await v.upload('úľ pri lese.jpg', photoBytes ?? (await jpeg()));
  expect(photo.status).toBeLessThan(300);
  const { meno, priezvisko, datumNarodenia, email, ulica } = person;
  const steps: [string, unknown][] = [
    ['/webove-oznamenie/udaje-o-skode', step1(ids, [photo.filename])],
    ['/webove-oznamenie/udaje-o-poskodenom', { typSubjektu: 'FO', meno, priezvisko, datumNarodenia, adresa: { obecId: ids.obecId, statId: ids.statId, ulica } }],
    ['/webove-oznamenie/kontaktne-informacie', { telefonneCislo: '0905123456', email, gdprSuhlas: true }],
  ];
  for (const [p, body] of steps) expect((await v.call('PUT', p, body)).status, p).toBe(200);
  const sent = await v.call<OdoslatResponse>('POST', '/webove-oznamenie/odoslat');
  expect(sent.status, sent.text).toBe(200);
  const oznamenie = sent.body;

  const body: PoskodenyBody = { typSubjektu: 'FO', meno, priezvisko, datumNarodenia, email, gdprSuhlas: true, datumSuhlasu: '2026-01-10', adresa: { obecId: ids.obecId, statId: ids.statId, ulica } };
  const created = await api.call<PoskodenyDetail>('POST', `${IS}/oznamenie/${oznamenie.uuid}/vytvorit-poskodeneho`, { cookie: staff, body });
  expect(created.status, created.text).toBe(200);
  expect((await api.call('PUT', `${IS}/oznamenie/${oznamenie.uuid}/assign`, { cookie: staff })).status).toBe(204);
  const event = await api.call<{ uuid: string }>('POST', `${IS}/oznamenie/${oznamenie.uuid}/vytvorit-skodova-udalost`, { cookie: staff });
  expect(event.status, event.text).toBe(200);
  const udalostKod = (await api.call<{ kod: string }>('GET', `${IS}/skodove-udalosti/${event.body.uuid}`, { cookie: staff })).body.kod;

  const [zaradenie] = (await ciselnikRepo.listByType('ZARADENIE_CLENA_KOMISIE', { activeOnly: true })).map((p) => p.uuid);
  const other = await storeUdalost('ROZPRACOVANA');
  const clen = await api.call('POST', `${IS}/skodove-udalosti/${other.uuid}/miestne-setrenie/clen-komisie`, { cookie: staff, body: { meno, priezvisko, zaradenie } });
  expect(clen.status, clen.text).toBe(200);
  return { party: created.body, oznamenie, udalostId: event.body.uuid, udalostKod, komisiaKod: other.kod };
}
