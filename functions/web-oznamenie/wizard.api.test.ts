import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OdoslatResponse, PhotoUploadResponse, Subjekt, WebOznamenie } from '@shared/api/web-oznamenie';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import type { OrganizaciaListResponse } from '@shared/api/organizacie';
import { WIZARD_TEXTS } from '@shared/domain/wizard';
import { todayIso } from '@shared/format/dates';
import { fileTestApi } from '../../scripts/test/api-harness';
import { oznamenieRepo } from '../data/oznamenie-repo';
import { suborRepo } from '../data/subor-repo';
import { pouzivatelRepo } from '../data/pouzivatel-repo';
import { headObject } from '../lib/uploads';
import { tempKey } from '../subory/domain/file-names';

const W = '/api/web-oznamenie';
const outbox = mkdtempSync(path.join(tmpdir(), 'es-outbox-'));
// the local mail writes its .eml files here (spec e-mails are asserted from them)
process.env.MAIL_OUTBOX_DIR = outbox;
const api = fileTestApi();
let ciselniky: Record<string, CiselnikyResponse[number]['values']>;
let pracoviskoId: string;

beforeAll(async () => {
  const c = await api.call<CiselnikyResponse>('GET', `${W}/ciselniky?typy=OBEC,STAT`);
  ciselniky = Object.fromEntries(c.body.map((l) => [l.type, l.values]));
  pracoviskoId = (await api.call<OrganizaciaListResponse>('GET', `${W}/organizacie`)).body.organizaciaList[0].uuid;
});

/** A visitor with their own draft cookie. */
async function visitor() {
  const res = await api.call<WebOznamenie>('POST', `${W}/webove-oznamenie/vytvorit-oznamenie`);
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('es_draft='))?.split(';')[0] as string;
  expect(cookie).toBeTruthy();
  return {
    cookie,
    draft: res.body,
    call: <T>(method: string, p: string, body?: unknown) => api.call<T>(method, `${W}${p}`, { cookie, body }),
  };
}

async function uploadPhoto(v: Awaited<ReturnType<typeof visitor>>, name: string, bytes: Buffer, contentType = 'image/jpeg') {
  const presign = await v.call<PhotoUploadResponse>('POST', `/fotografia/upload?uploadSessionUuid=${v.draft.fileUploadSessionId}`, { filename: name, contentType, size: bytes.length });
  expect(presign.status).toBe(200);
  const form = new FormData();
  for (const [k, val] of Object.entries(presign.body.fields)) form.append(k, val);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), name);
  const s3 = await fetch(presign.body.url, { method: 'POST', body: form });
  return { status: s3.status, filename: presign.body.filename };
}

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a5' } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: '2026:05:14 06:30:00', OffsetTimeOriginal: '+02:00' } })
    .toBuffer();

const step1 = (extra: Record<string, unknown> = {}) => ({
  datumVznikuSkody: todayIso(),
  typSkody: 'VCELY',
  lokalitaGpsSirka: 48.7302159,
  lokalitaGpsDlzka: 19.4569862,
  popisLokality: 'Pri lese nad obcou',
  popisSkody: 'Medveď zničil tri úle.',
  uzemnePrislusnePracoviskoId: pracoviskoId,
  fotografie: [],
  ...extra,
});
const stat = () => ciselniky.STAT[0].uuid;
const obec = () => ciselniky.OBEC[0].uuid;
const fo = { typSubjektu: 'FO', meno: 'Ľubomír', priezvisko: 'Šťastný', datumNarodenia: '1970-04-01', adresa: { obecId: '', statId: '' } };

describe('public wizard: drafts', () => {
  it('answers 404 without a draft, and a new draft starts at no step with a cookie that scripts cannot read', async () => {
    expect((await api.call('GET', `${W}/webove-oznamenie`)).status).toBe(404);
    const res = await api.call('POST', `${W}/webove-oznamenie/vytvorit-oznamenie`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('es_draft='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((res.body as WebOznamenie).krok).toBeNull();
  });

  it('refuses steps out of order, and submitting an empty draft', async () => {
    const v = await visitor();
    const out = await v.call('PUT', '/webove-oznamenie/kontaktne-informacie', { telefonneCislo: '0905123456' });
    expect(out.status).toBe(400);
    expect(out.body).toEqual({ generalErrors: ['Najprv vyplňte predchádzajúce kroky oznámenia.'], fieldErrors: [] });
    expect((await v.call('POST', '/webove-oznamenie/odoslat')).status).toBe(400);
  });

  it('rejects a future date, texts over their limits and a missing place with Slovak field errors', async () => {
    const v = await visitor();
    const res = await v.call<{ fieldErrors: { fieldName: string; message: string }[] }>('PUT', '/webove-oznamenie/udaje-o-skode', {
      ...step1({ datumVznikuSkody: '2999-12-31', popisSkody: 'x'.repeat(1001), lokalitaGpsSirka: null, lokalitaGpsDlzka: null }),
    });
    expect(res.status).toBe(400);
    expect(Object.fromEntries(res.body.fieldErrors.map((e) => [e.fieldName, e.message]))).toEqual({
      datumVznikuSkody: 'Dátum nemôže byť v budúcnosti.',
      popisSkody: 'Maximálna dĺžka je 1000 znakov.',
      lokalitaGpsSirka: 'Vyznačte miesto škody na mape, zadajte GPS súradnice alebo vyberte obec.',
    });
  });

  it('cancels a draft', async () => {
    const v = await visitor();
    expect((await v.call('PUT', '/webove-oznamenie/zrusit')).status).toBe(204);
    expect((await v.call('GET', '/webove-oznamenie')).status).toBe(404);
  });
});

describe('public wizard: photos', () => {
  it('uploads a photo straight to S3 and accepts it in step 1', async () => {
    const v = await visitor();
    const up = await uploadPhoto(v, 'úľ pri lese.jpg', await jpeg());
    expect(up.status).toBe(204);
    expect(up.filename).toMatch(/^úľ pri lese__[0-9a-f]{8}\.jpg$/);

    const res = await v.call<WebOznamenie>('PUT', '/webove-oznamenie/udaje-o-skode', step1({ fotografie: [up.filename] }));

    expect(res.status).toBe(200);
    expect(res.body.krok).toBe('UDAJE_O_SKODE');
    expect(res.body.udajeOSkode?.fotografie).toEqual([{ filename: up.filename, nazov: 'úľ pri lese.jpg' }]);
  });

  it('rejects a non-image renamed to .jpg by its content', async () => {
    const v = await visitor();
    const up = await uploadPhoto(v, 'faktura.jpg', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'));
    expect(up.status).toBe(204);

    const res = await v.call<{ fieldErrors: { fieldName: string; message: string }[] }>('PUT', '/webove-oznamenie/udaje-o-skode', step1({ fotografie: [up.filename] }));

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([{ fieldName: 'fotografie', message: 'Súbor nie je platná fotografia JPG alebo PNG. (faktura.jpg)' }]);
  });

  it('refuses a 16 MB photo before upload, and S3 refuses more bytes than the policy allows', async () => {
    const v = await visitor();
    const big = await v.call('POST', `/fotografia/upload?uploadSessionUuid=${v.draft.fileUploadSessionId}`, { filename: 'a.jpg', contentType: 'image/jpeg', size: 16 * 1024 * 1024 });
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'size', message: 'Fotografia môže mať najviac 15 MB.' }] });

    // The browser lies about the size: the policy still stops it.
    const presign = await v.call<PhotoUploadResponse>('POST', `/fotografia/upload?uploadSessionUuid=${v.draft.fileUploadSessionId}`, { filename: 'b.jpg', contentType: 'image/jpeg', size: 1000 });
    const form = new FormData();
    for (const [k, val] of Object.entries(presign.body.fields)) form.append(k, val);
    form.append('file', new Blob([new Uint8Array(15728641)], { type: 'image/jpeg' }), 'b.jpg');
    expect((await fetch(presign.body.url, { method: 'POST', body: form })).status).toBe(400);
  });

  it('keeps uploads inside the caller’s own upload session', async () => {
    const a = await visitor();
    const b = await visitor();
    const res = await b.call('POST', `/fotografia/upload?uploadSessionUuid=${a.draft.fileUploadSessionId}`, { filename: 'x.jpg', contentType: 'image/jpeg', size: 10 });
    expect(res.status).toBe(403);
    expect((await b.call('GET', `/fotografia/remove?uploadSessionUuid=${a.draft.fileUploadSessionId}&filename=x__00000000.jpg`)).status).toBe(403);
  });

  it('removes a temporary photo with 204', async () => {
    const v = await visitor();
    const up = await uploadPhoto(v, 'a.png', await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer(), 'image/png');
    const res = await v.call('GET', `/fotografia/remove?uploadSessionUuid=${v.draft.fileUploadSessionId}&filename=${encodeURIComponent(up.filename)}`);
    expect(res.status).toBe(204);
    expect(await headObject(tempKey(v.draft.fileUploadSessionId, up.filename))).toBeNull();
  });
});

describe('public wizard: injured party', () => {
  it('finds businesses by IČO prefix and never natural persons', async () => {
    const res = await api.call<{ subjektList: Subjekt[] }>('GET', `${W}/subjekty?searchTokens=316`);
    expect(res.status).toBe(200);
    expect(res.body.subjektList.map((s) => s.nazovPrevadzky).sort()).toEqual(['Farma Zlatno', 'Salaš Pod Kráľovou hoľou']);
    expect(res.body.subjektList.every((s) => s.typSubjektu !== ('FO' as string))).toBe(true);
    expect(Object.keys(res.body.subjektList[0]).sort()).toEqual(['adresa', 'ico', 'nazovPrevadzky', 'obchodneMeno', 'typSubjektu', 'uuid']);
    expect((await api.call('GET', `${W}/subjekty?searchTokens=31`)).status).toBe(400);
  });

  it('blocks a business without a chosen or new subject with the spec message', async () => {
    const v = await visitor();
    await v.call('PUT', '/webove-oznamenie/udaje-o-skode', step1());
    const res = await v.call('PUT', '/webove-oznamenie/udaje-o-poskodenom', { typSubjektu: 'PO', ico: '31600001', adresa: { statId: stat() } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ generalErrors: [WIZARD_TEXTS.vyberSubjektu], fieldErrors: [] });
  });

  it('takes an existing subject with its address, or a new one with the typed address', async () => {
    const v = await visitor();
    await v.call('PUT', '/webove-oznamenie/udaje-o-skode', step1());
    const [subjekt] = (await api.call<{ subjektList: Subjekt[] }>('GET', `${W}/subjekty?searchTokens=36700123`)).body.subjektList;

    const picked = await v.call<WebOznamenie>('PUT', '/webove-oznamenie/udaje-o-poskodenom', { typSubjektu: 'PO', ico: '36700123', subjektId: subjekt.uuid });
    expect(picked.status).toBe(200);
    expect(picked.body.udajeOPoskodenom).toMatchObject({ obchodneMeno: 'Agro Čierny Balog, s.r.o.', subjektId: subjekt.uuid, adresa: { obecName: 'Čierny Balog', okresName: 'Brezno' } });

    const created = await v.call<WebOznamenie>('PUT', '/webove-oznamenie/udaje-o-poskodenom', {
      typSubjektu: 'FO_PODNIKATEL',
      ico: '55555555',
      novySubjekt: true,
      obchodneMeno: 'Peter Ovčiar',
      adresa: { obecId: obec(), statId: stat(), psc: '976 69' },
    });
    expect(created.status).toBe(200);
    expect(created.body.udajeOPoskodenom?.adresa.okresName).toBeTruthy();
    expect(created.body.udajeOPoskodenom?.adresa.krajName).toBeTruthy();
  });

  it('needs the municipality of a Slovak address', async () => {
    const v = await visitor();
    await v.call('PUT', '/webove-oznamenie/udaje-o-skode', step1());
    const res = await v.call('PUT', '/webove-oznamenie/udaje-o-poskodenom', { ...fo, adresa: { statId: stat() } });
    expect(res.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'adresa.obecId', message: 'Vyberte obec.' }] });
  });
});

describe('public wizard: submit', () => {
  async function filledFo(photos = 1) {
    const v = await visitor();
    const fotografie: string[] = [];
    for (let i = 0; i < photos; i++) fotografie.push((await uploadPhoto(v, `foto ${i}.jpg`, await jpeg())).filename);
    expect((await v.call('PUT', '/webove-oznamenie/udaje-o-skode', step1({ fotografie }))).status).toBe(200);
    expect((await v.call('PUT', '/webove-oznamenie/udaje-o-poskodenom', { ...fo, adresa: { obecId: obec(), statId: stat(), ulica: 'Hlavná', supisneCislo: '1' } })).status).toBe(200);
    return v;
  }

  it('needs consent from a natural person', async () => {
    const v = await filledFo(0);
    const res = await v.call('PUT', '/webove-oznamenie/kontaktne-informacie', { telefonneCislo: '00421 905 123 456', gdprSuhlas: false });
    expect(res.body).toEqual({ generalErrors: [], fieldErrors: [{ fieldName: 'gdprSuhlas', message: 'Na spracovanie oznámenia je potrebný súhlas so spracovaním osobných údajov.' }] });
  });

  it('creates exactly one NOVE_WEB notification with a human code, photos, thumbnails, web data and a confirmation e-mail – even on a double click', async () => {
    // A staff member of the chosen workplace who wants e-mails about new notifications.
    await pouzivatelRepo.create({
      login: 'referent-web',
      meno: 'Mária',
      priezvisko: 'Nováková',
      email: 'referent@sopsr.example',
      aktivny: true,
      gdprSuhlas: true,
      opravnenia: ['EVIDENCIA_OZNAMENI'],
      organizacieUuids: [pracoviskoId],
      notifikaciaNoveOznamenie: true,
      notifikaciaNovaSkodovaUdalost: false,
    });
    const v = await filledFo(2);
    await v.call('PUT', '/webove-oznamenie/kontaktne-informacie', { email: 'lubo@example.sk', telefonneCislo: '00421 905 123 456', doplnujuceInformacie: 'Volajte po 16:00.', gdprSuhlas: true });

    const [a, b] = await Promise.all([v.call<OdoslatResponse>('POST', '/webove-oznamenie/odoslat'), v.call<OdoslatResponse>('POST', '/webove-oznamenie/odoslat')]);
    const again = await v.call<OdoslatResponse>('POST', '/webove-oznamenie/odoslat');

    expect([a.status, b.status, again.status]).toEqual([200, 200, 200]);
    expect(a.body.kod).toMatch(new RegExp(`^OZN-${todayIso().slice(0, 4)}-\\d{6}$`));
    expect(b.body).toEqual(a.body);
    expect(again.body).toEqual(a.body);
    const o = await oznamenieRepo.get(a.body.uuid);
    expect(o).toMatchObject({ kod: a.body.kod, stav: 'NOVE_WEB', isFromWeb: true, typSkody: 'VCELY', poskodenyMeno: 'Ľubomír Šťastný', hasPoskodeny: false, doplnkoveKontaktneInformacie: 'Volajte po 16:00.' });
    const photos = await suborRepo.fotografie.list('OZNAMENIE', a.body.uuid);
    expect(photos.map((p) => p.meno).sort()).toEqual(['foto 0.jpg', 'foto 1.jpg']);
    expect(photos[0].datumVzniku).toBe('2026-05-14T04:30:00.000Z');
    for (const p of photos) {
      expect(await headObject(p.s3Key)).not.toBeNull();
      expect((await headObject(p.thumbnailS3Key))?.contentType).toBe('image/jpeg');
    }
    const web = await oznamenieRepo.getWebData(a.body.uuid);
    expect(web?.poskodeny).toMatchObject({ meno: 'Ľubomír', gdprSuhlas: true, datumSuhlasu: todayIso(), telefonneCislo: '00421 905 123 456' });
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8'));
    expect(mails.filter((m) => m.includes(a.body.kod) && m.includes('To: lubo@example.sk'))).toHaveLength(1);
    expect(mails.filter((m) => m.includes(a.body.kod) && m.includes('To: referent@sopsr.example'))).toHaveLength(1);
    // Staff with notification rights see it; the detail shows the workplace the reporter chose.
    const staff = await api.call<{ oznamenieStav: string; kod: string; uzemnePrislusnePracovisko: { uuid: string } }>('GET', `/api/is/oznamenie/${a.body.uuid}`, {
      cookie: await api.sessionCookie('oznamenia'),
    });
    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({ oznamenieStav: 'NOVE_WEB', kod: a.body.kod, uzemnePrislusnePracovisko: { uuid: pracoviskoId } });
    expect((await api.call('GET', `/api/is/oznamenie/${a.body.uuid}`, { cookie: await api.sessionCookie('bezprav') })).status).toBe(403);
    // The draft is closed: the next visit starts fresh.
    expect((await v.call('GET', '/webove-oznamenie')).status).toBe(404);
  });

  it('limits draft writes per draft with HTTP 429 and a Slovak message', async () => {
    const v = await visitor();
    process.env.RATE_LIMIT_DRAFT_WRITES_PER_MIN = '2';
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await v.call('PUT', '/webove-oznamenie/udaje-o-skode', step1())).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      delete process.env.RATE_LIMIT_DRAFT_WRITES_PER_MIN;
    }
  });
});
