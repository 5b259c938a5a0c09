/**
 * `npm run osobne-udaje:indexy` (scripts/osobne-udaje-indexy.ts): a party and a commission member
 * stored before the person look-ups existed are found by e-mail, birth date and name after it runs;
 * a second run writes nothing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OsobyResponse } from '@shared/api/osobne-udaje';
import type { OsobneUdajeExport } from '../functions/osobne-udaje/domain/export-osobne-udaje';
import { keys } from '../functions/data/keys';
import { skodovaUdalostRepo } from '../functions/data/skodova-udalost-repo';
import { dynamo, tableName } from '../functions/lib/clients';
import { doplnitIndexyOsob } from './osobne-udaje-indexy';
import { fileTestApi } from './test/api-harness';
import { osobaThroughProduct } from './test/osoba-scenario';

const IS = '/api/is';
// the scenario's e-mails go to a local outbox, as in every API test that sends mail
process.env.MAIL_OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'indexy-outbox-'));
const api = fileTestApi();
const PERSON = { meno: 'Kornélia', priezvisko: 'Staršia', datumNarodenia: '1955-03-09', email: 'kornelia.starsia@example.sk', ulica: 'Dávna' };
let spravca: string;
let partyUuid: string;

/** The party's look-up items and the member pointer's name keys removed: the records as written before the look-ups (P3, P4). */
async function asBeforeLookups() {
  for (const [kind, value] of [['EMAIL', PERSON.email], ['NARODENIE', PERSON.datumNarodenia]] as const) {
    const { pk, sk } = keys.poskodenyOsoba(partyUuid, kind, value);
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } }));
  }
  for (const { clenUuid } of await skodovaUdalostRepo.udalostiClenaKomisiePodlaMena(`${PERSON.meno} ${PERSON.priezvisko}`)) {
    await dynamo().send(new UpdateCommand({ TableName: tableName(), Key: keys.clenKomisie(clenUuid), UpdateExpression: 'REMOVE gsi1pk, gsi1sk' }));
  }
}

const osoby = (q: Record<string, string>) => api.call<OsobyResponse>('GET', `${IS}/osobne-udaje/osoby?${new URLSearchParams(q)}`, { cookie: spravca });
const kopia = async () => (await api.call<OsobneUdajeExport>('GET', `${IS}/osobne-udaje/osoba/${partyUuid}/export?format=json`, { cookie: spravca })).body;

beforeAll(async () => {
  spravca = await api.sessionCookie('spravca');
  partyUuid = (await osobaThroughProduct(api, PERSON, spravca)).party.uuid;
});

describe('osobne-udaje:indexy', () => {
  it('gives older parties and commission members their person look-ups, once', async () => {
    // whatever the local seed wrote is settled first
    await doplnitIndexyOsob();
    await asBeforeLookups();
    expect((await osoby({ email: PERSON.email })).body.osoby).toEqual([]);
    expect((await osoby({ datumNarodenia: PERSON.datumNarodenia })).body.osoby).toEqual([]);
    expect((await kopia()).clenstvoVKomisii).toEqual([]);

    const first = await doplnitIndexyOsob();
    const again = await doplnitIndexyOsob();

    expect(first).toMatchObject({ zapisaneOsoby: 2, doplneniClenovia: 1 });
    expect(first.poskodeni).toBeGreaterThan(0);
    expect((await osoby({ email: PERSON.email.toUpperCase() })).body.osoby.map((o) => o.uuid)).toEqual([partyUuid]);
    expect((await osoby({ datumNarodenia: PERSON.datumNarodenia })).body.osoby.map((o) => o.uuid)).toEqual([partyUuid]);
    expect((await kopia()).clenstvoVKomisii).toEqual([expect.objectContaining({ meno: PERSON.meno, priezvisko: PERSON.priezvisko })]);
    expect(again).toMatchObject({ poskodeni: first.poskodeni, clenoviaKomisie: first.clenoviaKomisie, zapisaneOsoby: 0, doplneniClenovia: 0 });
  });
});
