import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@shared/api/errors';
import type { OznamenieDetail } from '@shared/api/oznamenia';
import type { HistoriaResponse, PoskodenyBody, PoskodenyDetail } from '@shared/api/poskodeni';
import type { SkodovaUdalostDetail } from '@shared/api/skodove-udalosti';
import type { OznamenieStav } from '@shared/domain/oznamenie';
import { fileTestApi } from '../../scripts/test/api-harness';
import { type WebReferences, webReferences } from '../../scripts/test/skodova-udalost-fixtures';
import { organizaciaRepo } from '../data/organizacia-repo';
import { oznamenieRepo } from '../data/oznamenie-repo';
import { pouzivatelRepo } from '../data/pouzivatel-repo';
import { transactWrite } from '../data/transaction';

const IS = '/api/is';
const api = fileTestApi();
/** EVIDENCIA_SKOD only. */
let skody: string;
/** EVIDENCIA_OZNAMENI only. */
let oznamenia: string;
/** The first workplace, state and municipality the wizard offers. */
let ref: WebReferences;

const outbox = mkdtempSync(path.join(tmpdir(), 'su-outbox-'));
// the local mail writes its .eml files here (spec e-mails are asserted from them)
process.env.MAIL_OUTBOX_DIR = outbox;

beforeAll(async () => {
  skody = await api.sessionCookie('skody');
  oznamenia = await api.sessionCookie('oznamenia');
  ref = await webReferences(api);
});

const party = (obchodneMeno: string, nazovPrevadzky: string): PoskodenyBody => ({
  typSubjektu: 'PO',
  ico: '44556677',
  obchodneMeno,
  nazovPrevadzky,
  email: 'farma@example.sk',
  adresa: { obecId: ref.obec, statId: ref.stat },
});

/** A notification in `stav` with the workplace (reference +1 like every write) and, by default, an injured party. */
async function notification(stav: OznamenieStav = 'PRIRADENE', withParty = true, pracovisko = ref.sop): Promise<{ uuid: string; poskodeny?: PoskodenyDetail }> {
  const uuid = randomUUID();
  await transactWrite(
    oznamenieRepo.newItems(
      {
        uuid,
        kod: `OZN-TEST-${uuid.slice(0, 8)}`,
        stav,
        isFromWeb: true,
        datumOznamenia: '2026-11-02',
        datumVznikuSkody: '2026-11-01',
        typSkody: 'DOMESTIKOVANY_ZIVOCICH',
        popisSkody: 'Medveď roztrhal dve ovce v košiari.',
        popisLokality: 'Salaš pod Ďumbierom',
        lokalitaGpsSirka: 48.9321,
        lokalitaGpsDlzka: 19.6459,
        uzemnePrislusnePracoviskoId: pracovisko,
        hasPoskodeny: false,
        createdAt: new Date().toISOString(),
        version: 1,
      },
      { webOznamenieDetail: {}, poskodeny: {}, prijate: new Date().toISOString() },
      [],
    ),
  );
  if (!withParty) return { uuid };
  const created = await api.call<PoskodenyDetail>('POST', `${IS}/oznamenie/${uuid}/vytvorit-poskodeneho`, { cookie: skody, body: party('Salaš Ďumbier s.r.o.', `Košiar ${uuid.slice(0, 4)}`) });
  expect(created.status).toBe(200);
  return { uuid, poskodeny: created.body };
}

const vytvorit = (oznamenieId: string, cookie = skody) =>
  api.call<{ uuid: string } & ErrorBody>('POST', `${IS}/oznamenie/${oznamenieId}/vytvorit-skodova-udalost`, { cookie });
const udalost = (uuid: string) => api.call<SkodovaUdalostDetail & ErrorBody>('GET', `${IS}/skodove-udalosti/${uuid}`, { cookie: skody });
const historia = async (poskodenyId: string) =>
  (await api.call<HistoriaResponse>('GET', `${IS}/poskodeny/${poskodenyId}/historia-skodovych-udalosti`, { cookie: skody })).body.skodovaUdalostList;

describe("'Nová šk. udalosť' on a notification", () => {
  it('creates the event ROZPRACOVANA with the notification data and party, links both ways, and moves the notification to V_RIESENI', async () => {
    const o = await notification();
    const before = (await organizaciaRepo.get(ref.sop))?.pocetReferencii ?? 0;

    const res = await vytvorit(o.uuid);

    expect(res.status).toBe(200);
    const e = await udalost(res.body.uuid);
    expect(e.status).toBe(200);
    expect(e.body).toMatchObject({
      uuid: res.body.uuid,
      stav: 'ROZPRACOVANA',
      oznamenieId: o.uuid,
      oznamenieKod: `OZN-TEST-${o.uuid.slice(0, 8)}`,
      datumOznamenia: '2026-11-02',
      datumACasVznikuSkody: '2026-11-01',
      typSkody: 'DOMESTIKOVANY_ZIVOCICH',
      popisSkody: 'Medveď roztrhal dve ovce v košiari.',
      popisLokality: 'Salaš pod Ďumbierom',
      lokalitaGpsSirka: 48.9321,
      lokalitaGpsDlzka: 19.6459,
      uzemnePrislusnaSop: { uuid: ref.sop },
      uzemnePrislusnyOu: null,
      vytvorilPouzivatel: 'Ing. Martin Baláž',
      komisia: [],
      pocetPredmetovSkody: 0,
      hasPoskodeny: true,
      poskodenyMeno: o.poskodeny?.displayName,
      version: 1,
    });
    expect(e.body.kod).toMatch(/^SU-\d{4}-\d{6}$/);
    const n = await api.call<OznamenieDetail>('GET', `${IS}/oznamenie/${o.uuid}`, { cookie: skody });
    expect(n.body).toMatchObject({ oznamenieStav: 'V_RIESENI', skodovaUdalostId: res.body.uuid, skodovaUdalostKod: e.body.kod });
    // the event references the workplace like the notification does
    expect((await organizaciaRepo.get(ref.sop))?.pocetReferencii).toBe(before + 1);
    // the list row shows the new state and the event
    const list = await api.call<{ oznamenieList: { uuid: string; stav: string; skodovaUdalostId?: string }[] }>('POST', `${IS}/oznamenia?page=1`, {
      cookie: skody,
      body: { poskodenySearchTokens: [o.poskodeny?.nazovPrevadzky ?? ''] },
    });
    expect(list.body.oznamenieList.find((r) => r.uuid === o.uuid)).toMatchObject({ stav: 'V_RIESENI', skodovaUdalostId: res.body.uuid, skodovaUdalostKod: e.body.kod });
    // the CSV names the event by its code
    const csv = await api.call<string>('POST', `${IS}/oznamenia/export-csv`, {
      cookie: await api.sessionCookie('analytik'),
      body: { poskodenySearchTokens: [o.poskodeny?.nazovPrevadzky ?? ''] },
    });
    expect(String(csv.body)).toContain(`;${e.body.kod}\r\n`);
    // the PDF too
    const pdf = await fetch(`${api.origin}${IS}/oznamenie/${o.uuid}/export`, { headers: { cookie: skody } });
    expect(pdf.status).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'su-pdf-'));
    writeFileSync(path.join(dir, 'o.pdf'), Buffer.from(await pdf.arrayBuffer()));
    const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', path.join(dir, 'o.pdf'), '-'], { encoding: 'utf8' });
    expect(pdfText).toMatch(new RegExp(`Škodová udalosť\\s+${e.body.kod}`));
  });

  it("gives the event the notification's injured party and writes the party's history row", async () => {
    const o = await notification();
    const { uuid } = (await vytvorit(o.uuid)).body;
    const p = o.poskodeny as PoskodenyDetail;

    const poskodeny = await api.call<PoskodenyDetail>('GET', `${IS}/skodove-udalosti/${uuid}/poskodeny`, { cookie: skody });

    expect(poskodeny.status).toBe(200);
    expect(poskodeny.body.uuid).toBe(p.uuid);
    const rows = await historia(p.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ skodovaUdalostUuid: uuid, stav: 'ROZPRACOVANA', datumVznikuSkody: '2026-11-01' });
    expect(rows[0].kod).toMatch(/^SU-/);
  });

  it('creates an event without a party when the notification has none (the event answers 404 = none assigned)', async () => {
    const o = await notification('PRIRADENE', false);
    const { uuid } = (await vytvorit(o.uuid)).body;
    expect((await udalost(uuid)).body.hasPoskodeny).toBe(false);
    expect((await api.call('GET', `${IS}/skodove-udalosti/${uuid}/poskodeny`, { cookie: skody })).status).toBe(404);
  });

  it.each(['NOVE_WEB', 'ROZPRACOVANE', 'ZRUSENE'] as const)('is refused in %s with a Slovak message, nothing written', async (stav) => {
    const o = await notification(stav, false);
    const res = await vytvorit(o.uuid);
    expect(res.status).toBe(400);
    expect(res.body.generalErrors[0]).toMatch(/^Akcia nie je v stave oznámenia .+ povolená\.$/);
    expect(await oznamenieRepo.get(o.uuid)).toMatchObject({ stav, version: 1 });
  });

  it('refuses an assigned notification without a damage type (older internal data) naming the field', async () => {
    const o = await notification('PRIRADENE', false);
    const stored = await oznamenieRepo.get(o.uuid);
    if (!stored) throw new Error('missing');
    const { typSkody: _t, ...withoutType } = stored;
    await oznamenieRepo.save(withoutType, stored.version);
    const res = await vytvorit(o.uuid);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([{ fieldName: 'typSkody', message: 'Pred priradením vyberte typ škody.' }]);
    expect((await oznamenieRepo.get(o.uuid))?.stav).toBe('PRIRADENE');
  });

  it('answers a double click and a retry with the same single event', async () => {
    const o = await notification();
    const [a, b] = await Promise.all([vytvorit(o.uuid), vytvorit(o.uuid)]);
    const retry = await vytvorit(o.uuid);

    expect([a.status, b.status, retry.status]).toEqual([200, 200, 200]);
    expect(b.body.uuid).toBe(a.body.uuid);
    expect(retry.body.uuid).toBe(a.body.uuid);
    expect(await historia(o.poskodeny?.uuid as string)).toHaveLength(1);
  });

  it('needs EVIDENCIA_SKOD (403 for notification evidence only) and answers 404 for an unknown notification', async () => {
    const o = await notification('PRIRADENE', false);
    expect((await vytvorit(o.uuid, oznamenia)).status).toBe(403);
    expect((await oznamenieRepo.get(o.uuid))?.stav).toBe('PRIRADENE');
    expect((await vytvorit(randomUUID())).status).toBe(404);
    // a malformed id cannot name a notification
    expect((await vytvorit('nie-uuid')).status).toBe(404);
  });
});

describe('e-mail about a new damage event', () => {
  it("mails the workplace's active staff who want new-damage-event mails, with the event's link", async () => {
    const user = (await pouzivatelRepo.findByLogin('skody')) as NonNullable<Awaited<ReturnType<typeof pouzivatelRepo.findByLogin>>>;
    await pouzivatelRepo.updateNastavenia(user, user.version, { opravnenia: user.opravnenia, notifikaciaNoveOznamenie: false, notifikaciaNovaSkodovaUdalost: true }, 'test');
    const o = await notification('PRIRADENE', true, user.organizacieUuids[0]);

    const { uuid } = (await vytvorit(o.uuid)).body;

    const mails = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      // the new-event mail (this file's cases share one place, so repeat-attack mails link the event too)
      .filter((m) => m.includes(`/is/skodove-udalosti/${uuid}`) && m.includes('bola vytvorená nová škodová udalosť'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${user.email}`);
  });
});

describe('damage event detail', () => {
  it('answers 404 with a Slovak message for an unknown event and 403 without EVIDENCIA_SKOD', async () => {
    const missing = await udalost(randomUUID());
    expect(missing.status).toBe(404);
    expect(missing.body.generalErrors).toEqual(['Škodová udalosť neexistuje.']);
    const o = await notification('PRIRADENE', false);
    const { uuid } = (await vytvorit(o.uuid)).body;
    expect((await api.call('GET', `${IS}/skodove-udalosti/${uuid}`, { cookie: oznamenia })).status).toBe(403);
  });
});

describe('injured party of a damage event', () => {
  it('assigns another party: 204, the history row moves from the old party to the new one', async () => {
    const o = await notification();
    const { uuid } = (await vytvorit(o.uuid)).body;
    const other = (await notification()).poskodeny as PoskodenyDetail;

    const res = await api.call('PUT', `${IS}/skodove-udalosti/${uuid}/priradit-poskodeneho`, { cookie: skody, body: { uuid: other.uuid } });

    expect(res.status).toBe(204);
    expect((await api.call<PoskodenyDetail>('GET', `${IS}/skodove-udalosti/${uuid}/poskodeny`, { cookie: skody })).body.uuid).toBe(other.uuid);
    expect((await udalost(uuid)).body).toMatchObject({ poskodenyMeno: other.displayName, version: 2 });
    expect(await historia(o.poskodeny?.uuid as string)).toEqual([]);
    expect((await historia(other.uuid)).map((r) => r.skodovaUdalostUuid)).toEqual([uuid]);
    // the notification keeps its own party
    expect((await oznamenieRepo.get(o.uuid))?.poskodenyId).toBe(o.poskodeny?.uuid);
  });

  it('creates a new party on the event in one step', async () => {
    const o = await notification('PRIRADENE', false);
    const { uuid } = (await vytvorit(o.uuid)).body;

    const res = await api.call<PoskodenyDetail>('POST', `${IS}/skodove-udalosti/${uuid}/vytvorit-poskodeneho`, {
      cookie: skody,
      body: party('Včelárstvo Lipa', 'Včelnica Lazy'),
    });

    expect(res.status).toBe(200);
    expect((await udalost(uuid)).body).toMatchObject({ hasPoskodeny: true, poskodenyMeno: 'Včelárstvo Lipa - Včelnica Lazy' });
    expect((await historia(res.body.uuid)).map((r) => r.skodovaUdalostUuid)).toEqual([uuid]);
  });

  it('keeps the display name on the event equal to the party after an edit', async () => {
    const o = await notification();
    const { uuid } = (await vytvorit(o.uuid)).body;
    const p = o.poskodeny as PoskodenyDetail;
    const { uuid: _u, displayName: _d, version, adresa: _a, ...rest } = p;

    const edit = await api.call<PoskodenyDetail>('PUT', `${IS}/poskodeny/${p.uuid}/upravit`, {
      cookie: skody,
      body: { ...rest, nazovPrevadzky: 'Košiar Nový', adresa: { obecId: ref.obec, statId: ref.stat }, version },
    });

    expect(edit.status).toBe(200);
    expect((await udalost(uuid)).body.poskodenyMeno).toBe('Salaš Ďumbier s.r.o. - Košiar Nový');
  });

  it('is EVIDENCIA_SKOD only and answers 404 for an unknown event, 400 for an unknown party', async () => {
    const o = await notification();
    const { uuid } = (await vytvorit(o.uuid)).body;
    expect((await api.call('GET', `${IS}/skodove-udalosti/${uuid}/poskodeny`, { cookie: oznamenia })).status).toBe(403);
    expect((await api.call('GET', `${IS}/skodove-udalosti/${randomUUID()}/poskodeny`, { cookie: skody })).status).toBe(404);
    const p = o.poskodeny as PoskodenyDetail;
    expect((await api.call('PUT', `${IS}/skodove-udalosti/${randomUUID()}/priradit-poskodeneho`, { cookie: skody, body: { uuid: p.uuid } })).status).toBe(404);
    const unknownParty = await api.call<ErrorBody>('PUT', `${IS}/skodove-udalosti/${uuid}/priradit-poskodeneho`, { cookie: skody, body: { uuid: randomUUID() } });
    expect(unknownParty.status).toBe(400);
    expect(unknownParty.body.fieldErrors.map((f) => f.fieldName)).toEqual(['uuid']);
  });
});
