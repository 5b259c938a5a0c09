import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OznamenieDetail } from '@shared/api/oznamenia';
import { todayIso } from '@shared/format/dates';
import { fileTestApi } from '../../scripts/test/api-harness';
import { ciselnikRepo } from '../data/ciselnik-repo';
import { type OznamenieItem, oznamenieRepo } from '../data/oznamenie-repo';
import { transactWrite } from '../data/transaction';

/** What staff met on the detail and the PDF: the place given by a municipality, and 'Vytvoril' as a name, on the detail and the PDF. */

const IS = '/api/is';
const api = fileTestApi();
let cookie: string;

beforeAll(async () => {
  cookie = await api.sessionCookie('spravca');
});

async function oznamenie(o: Partial<OznamenieItem>): Promise<OznamenieItem> {
  const uuid = randomUUID();
  const item: OznamenieItem = {
    uuid,
    kod: `OZN-M-${uuid.slice(0, 8)}`,
    stav: 'PRIRADENE',
    isFromWeb: true,
    datumOznamenia: todayIso(),
    datumVznikuSkody: todayIso(),
    typSkody: 'VCELY',
    hasPoskodeny: false,
    createdAt: new Date().toISOString(),
    version: 1,
    ...o,
  };
  await transactWrite(oznamenieRepo.newItems(item, { prijate: item.createdAt, webOznamenieDetail: { uuid }, poskodeny: {} }, []));
  return item;
}

const detail = async (uuid: string) => {
  const res = await api.call('GET', `${IS}/oznamenie/${uuid}`, { cookie });
  expect(res.status).toBe(200);
  return res.body as OznamenieDetail;
};

async function pdfText(uuid: string): Promise<string> {
  const res = await fetch(`${api.origin}${IS}/oznamenie/${uuid}/export`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ozn-miesto-')), 'o.pdf');
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe('the place of damage given by a municipality', () => {
  it("names the municipality and marks its point as approximate (detail, PDF, list row); a reporter's own point is not approximate", async () => {
    const obec = await ciselnikRepo.create({ type: 'OBEC', kod: `T-${randomUUID().slice(0, 8)}`, label: 'Medvedia Lehota', extra: { lat: 48.6512, lon: 19.1234 } });
    const lenObec = await oznamenie({ obecId: obec.uuid, lokalitaGpsSirka: 48.6512, lokalitaGpsDlzka: 19.1234 });
    const d = await detail(lenObec.uuid);
    expect(d.obec).toEqual({ uuid: obec.uuid, nazov: 'Medvedia Lehota' });
    expect(d.lokalitaPriblizna).toBe(true);
    const text = await pdfText(lenObec.uuid);
    for (const t of ['Obec', 'Medvedia Lehota', '48,6512; 19,1234', 'Približná poloha – bod obce']) expect(text).toContain(t);

    const vlastnyBod = await oznamenie({ obecId: obec.uuid, lokalitaGpsSirka: 48.7, lokalitaGpsDlzka: 19.2 });
    expect(await detail(vlastnyBod.uuid)).toMatchObject({ obec: { nazov: 'Medvedia Lehota' }, lokalitaPriblizna: false });
    expect(await pdfText(vlastnyBod.uuid)).not.toContain('Približná poloha');

    const bezObce = await oznamenie({ lokalitaGpsSirka: 48.7, lokalitaGpsDlzka: 19.2 });
    expect(await detail(bezObce.uuid)).toMatchObject({ obec: null, lokalitaPriblizna: false });

    // the list row names the municipality too (by its current name), a row without one has none
    const res = await api.call('POST', `${IS}/oznamenia?page=1`, { cookie, body: { from: todayIso(), to: todayIso() } });
    expect(res.status).toBe(200);
    const rows = (res.body as { oznamenieList: { uuid: string; obec?: string }[] }).oznamenieList;
    const row = (uuid: string) => rows.find((r) => r.uuid === uuid);
    expect(row(lenObec.uuid)?.obec).toBe('Medvedia Lehota');
    expect(row(vlastnyBod.uuid)?.obec).toBe('Medvedia Lehota');
    expect(row(bezObce.uuid)).toBeDefined();
    expect(row(bezObce.uuid)?.obec).toBeUndefined();
  });
});

describe("'Vytvoril'", () => {
  it("names the staff member who created the notification, or keeps a login nobody has any more", async () => {
    const interne = await oznamenie({ isFromWeb: false, stav: 'ROZPRACOVANE', vytvorilPouzivatel: 'spravca' });
    expect((await detail(interne.uuid)).vytvorilPouzivatel).toBe('Ing. Peter Kováč');
    const stare = await oznamenie({ isFromWeb: false, stav: 'ROZPRACOVANE', vytvorilPouzivatel: 'odisiel' });
    expect((await detail(stare.uuid)).vytvorilPouzivatel).toBe('odisiel');
  });
});
