/**
 * Photos and attachments of both owners – a notification and a damage event – through the real HTTP
 * adapter, DynamoDB Local and the local S3: the owner-agnostic temporary uploads, each owner's list,
 * downloads, attaching (content checks), removing, rights, state rules, 404s, and the discard of an
 * owner deleting its records and files.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAVY_EDITACIA_KONTAKTU, STAVY_EDITACIA_SKODY } from '@shared/domain/oznamenie';
import { formatFileSize } from '@shared/api/subory';
import { OZNAMENIE_STAVY, type OznamenieStav } from '@shared/domain/oznamenie';
import { SKODOVA_UDALOST_STAVY, type SkodovaUdalostStav, skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { todayIso } from '@shared/format/dates';
import { fileTestApi } from '../../scripts/test/api-harness';
import { uploadTemp } from '../../scripts/test/temp-upload';
import { type OznamenieItem, oznamenieRepo } from '../data/oznamenie-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../data/skodova-udalost-repo';
import { type FotografiaItem, type PrilohaItem, type SuborVlastnik, suborRepo } from '../data/subor-repo';
import { transactWrite } from '../data/transaction';
import { headObject, putObjectBytes } from '../lib/uploads';
import { deleteOwnerFiles } from './domain/delete-owner-files';
import { tempKey } from './domain/file-names';

const IS = '/api/is';
const api = fileTestApi();
const cookies: Record<string, string> = {};

beforeAll(async () => {
  for (const login of ['oznamenia', 'skody', 'analytik']) cookies[login] = await api.sessionCookie(login);
});

type Stav = OznamenieStav | SkodovaUdalostStav;

/** What differs between the owners; everything else is the same test. */
interface OwnerCase {
  vlastnik: SuborVlastnik;
  /** API path of the owner's detail, without the uuid. */
  path: string;
  /** S3 folder of its files. */
  folder: string;
  states: readonly Stav[];
  /** The state a new record is made in for the general tests. */
  open: Stav;
  mayPhotos(stav: Stav): boolean;
  mayAttachments(stav: Stav): boolean;
  /** A user with the owner's rights, and one without them. */
  editor: string;
  outsider: string;
  create(stav?: Stav): Promise<string>;
}

/** An internal notification made by 'Nové oznámenie', moved to the state asked for. */
async function createOznamenie(stav: Stav = 'PRIRADENE'): Promise<string> {
  const created = await api.call<{ uuid: string }>('POST', `${IS}/oznamenia/create`, { cookie: cookies.oznamenia });
  const o = (await oznamenieRepo.get(created.body.uuid)) as OznamenieItem;
  if (o.stav !== stav) await oznamenieRepo.save({ ...o, stav: stav as OznamenieStav }, o.version);
  return o.uuid;
}

async function createSkodovaUdalost(stav: Stav = 'V_SETRENI'): Promise<string> {
  const uuid = randomUUID();
  const now = new Date().toISOString();
  const e = {
    uuid,
    kod: `SU-S-${uuid.slice(0, 8)}`,
    stav: stav as SkodovaUdalostStav,
    stavOd: now,
    datumOznamenia: todayIso(),
    datumVznikuSkody: todayIso(),
    typSkody: 'VCELY',
    komisia: [],
    pocetPredmetovSkody: 0,
    createdAt: now,
    version: 1,
  } as SkodovaUdalostItem;
  await transactWrite(skodovaUdalostRepo.newItems(e));
  return uuid;
}

const OWNERS: OwnerCase[] = [
  {
    vlastnik: 'OZNAMENIE',
    path: 'oznamenie',
    folder: 'oznamenia',
    states: OZNAMENIE_STAVY,
    open: 'PRIRADENE',
    mayPhotos: (s) => STAVY_EDITACIA_SKODY.includes(s as OznamenieStav),
    mayAttachments: (s) => STAVY_EDITACIA_KONTAKTU.includes(s as OznamenieStav),
    editor: 'oznamenia',
    outsider: 'analytik',
    create: createOznamenie,
  },
  {
    vlastnik: 'SKODOVA_UDALOST',
    path: 'skodove-udalosti',
    folder: 'skodove-udalosti',
    states: SKODOVA_UDALOST_STAVY,
    open: 'V_SETRENI',
    mayPhotos: (s) => skodovaUdalostMoze('fotografie', s as SkodovaUdalostStav),
    mayAttachments: (s) => skodovaUdalostMoze('prilohy', s as SkodovaUdalostStav),
    editor: 'skody',
    // damage events are EVIDENCIA_SKOD only (spec part 2 §6)
    outsider: 'oznamenia',
    create: createSkodovaUdalost,
  },
];

/** A temporary upload through the owner-agnostic routes: presign, then the browser's POST to S3. */
const upload = (kind: 'fotografia' | 'priloha', cookie: string, uploadSessionUuid: string, name: string, contentType: string, bytes: Buffer) =>
  uploadTemp(api, { kind, cookie, uploadSessionUuid, name, contentType, bytes });

const jpeg = (width = 64) => sharp({ create: { width, height: 48, channels: 3, background: '#357' } }).jpeg().toBuffer();

async function followRedirect(location: string | null): Promise<Buffer> {
  const file = await fetch(new URL(location as string, api.origin));
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

/** A photo and an attachment written straight to the table and the bucket, the way attaching stores them. */
async function storedFiles(c: OwnerCase, uuid: string) {
  const bytes = await jpeg();
  const fileId = randomUUID();
  const foto: FotografiaItem = {
    fileId,
    thumbnailId: randomUUID(),
    meno: 'úľ č. 1.jpg',
    contentType: 'image/jpeg',
    velkost: bytes.length,
    datumPridania: new Date().toISOString(),
    datumVzniku: '2026-05-14T04:30:00.000Z',
    lokalitaGpsSirka: 48.5,
    lokalitaGpsDlzka: 19.1,
    s3Key: `${c.folder}/${uuid}/fotografie/${fileId}.jpg`,
    thumbnailS3Key: `${c.folder}/${uuid}/nahlady/${fileId}.jpg`,
  };
  const pdf = Buffer.from('%PDF-1.4\n% zápisnica\n');
  const priloha: PrilohaItem = {
    fileId: randomUUID(),
    meno: 'zápisnica.pdf',
    contentType: 'application/pdf',
    velkost: pdf.length,
    datumPridania: new Date().toISOString(),
    s3Key: `${c.folder}/${uuid}/prilohy/${randomUUID()}.pdf`,
  };
  await putObjectBytes(foto.s3Key, bytes, 'image/jpeg');
  await putObjectBytes(foto.thumbnailS3Key, bytes, 'image/jpeg');
  await putObjectBytes(priloha.s3Key, pdf, 'application/pdf');
  await suborRepo.fotografie.add(c.vlastnik, uuid, [foto]);
  await suborRepo.prilohy.add(c.vlastnik, uuid, [priloha]);
  return { foto, priloha, bytes, pdf };
}

describe.each(OWNERS)('files of $vlastnik', (c) => {
  const at = (uuid: string, rest: string) => `${IS}/${c.path}/${uuid}/${rest}`;

  it('lists photos, downloads original and thumbnail through presigned URLs, deletes a photo', async () => {
    const uuid = await c.create();
    const { foto, bytes } = await storedFiles(c, uuid);

    const res = await api.call<{ photoList: unknown[] }>('GET', at(uuid, 'fotografie'), { cookie: cookies[c.editor] });

    expect(res.body.photoList).toEqual([
      { fileId: foto.fileId, thumbnailId: foto.thumbnailId, name: 'úľ č. 1.jpg', dateCreated: foto.datumPridania, datumVzniku: foto.datumVzniku, latitude: 48.5, longitude: 19.1, size: bytes.length },
    ]);
    for (const path of [`fotografia/${foto.fileId}/download`, `fotografia/nahlad/${foto.fileId}/download`]) {
      const dl = await api.call('GET', at(uuid, path), { cookie: cookies[c.editor] });
      expect(dl.status).toBe(302);
      expect((await followRedirect(dl.headers.get('location'))).equals(bytes)).toBe(true);
    }
    expect((await api.call('GET', at(uuid, `fotografia/${randomUUID()}/download`), { cookie: cookies[c.editor] })).status).toBe(404);
    expect((await api.call('POST', at(uuid, `fotografia/remove/${foto.fileId}`), { cookie: cookies[c.editor] })).status).toBe(204);
    expect((await api.call<{ photoList: unknown[] }>('GET', at(uuid, 'fotografie'), { cookie: cookies[c.editor] })).body.photoList).toEqual([]);
    expect(await headObject(foto.s3Key)).toBeNull();
    expect(await headObject(foto.thumbnailS3Key)).toBeNull();
    expect((await api.call('POST', at(uuid, `fotografia/remove/${foto.fileId}`), { cookie: cookies[c.editor] })).status).toBe(404);
  });

  it('uploads photos to S3 with a presigned POST, attaches them with a thumbnail and the EXIF date, refuses a file that is not an image', async () => {
    const uuid = await c.create();
    const session = randomUUID();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a5' } })
      .jpeg()
      .withExif({ IFD2: { DateTimeOriginal: '2026:05:14 06:30:00', OffsetTimeOriginal: '+02:00' } })
      .toBuffer();
    const good = await upload('fotografia', cookies[c.editor], session, 'medveď.jpg', 'image/jpeg', photo);
    const fake = await upload('fotografia', cookies[c.editor], session, 'nie-obrazok.jpg', 'image/jpeg', Buffer.from('toto nie je fotografia'));

    const refused = await api.call<{ fieldErrors: { fieldName: string; message: string }[] }>('POST', at(uuid, `fotografia/upload?uploadSessionUuid=${session}`), {
      cookie: cookies[c.editor],
      body: { fotografie: [good, fake] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([{ fieldName: 'fotografie', message: 'Súbor nie je platná fotografia JPG alebo PNG. (nie-obrazok.jpg)' }]);
    expect(await suborRepo.fotografie.list(c.vlastnik, uuid)).toEqual([]);
    expect((await api.call('GET', `${IS}/fotografia/remove?uploadSessionUuid=${session}&filename=${encodeURIComponent(fake)}`, { cookie: cookies[c.editor] })).status).toBe(204);

    const res = await api.call<{ photoList: { name: string; datumVzniku?: string; fileId: string }[] }>('POST', at(uuid, `fotografia/upload?uploadSessionUuid=${session}`), {
      cookie: cookies[c.editor],
      body: { fotografie: [good] },
    });
    expect(res.status).toBe(200);
    expect(res.body.photoList).toHaveLength(1);
    expect(res.body.photoList[0]).toMatchObject({ name: 'medveď.jpg', datumVzniku: '2026-05-14T04:30:00.000Z' });
    const [record] = await suborRepo.fotografie.list(c.vlastnik, uuid);
    expect(record.s3Key.startsWith(`${c.folder}/${uuid}/fotografie/`)).toBe(true);
    const thumb = await api.call('GET', at(uuid, `fotografia/nahlad/${res.body.photoList[0].fileId}/download`), { cookie: cookies[c.editor] });
    expect((await sharp(await followRedirect(thumb.headers.get('location'))).metadata()).width).toBeLessThan(800);
    // the temporary upload is gone once attached
    expect(await headObject(tempKey(session, good))).toBeNull();
  });

  it('uploads, checks the content of, attaches, lists, downloads and deletes attachments', async () => {
    const uuid = await c.create();
    const session = randomUUID();
    const pdf = Buffer.from('%PDF-1.4\n% zápisnica\n');
    const good = await upload('priloha', cookies[c.editor], session, 'zápisnica.pdf', 'application/pdf', pdf);
    const txt = await upload('priloha', cookies[c.editor], session, 'poznámky.txt', 'text/plain', Buffer.from('Škoda na úľoch, ďalšie šetrenie.'));
    const fake = await upload('priloha', cookies[c.editor], session, 'nie-pdf.pdf', 'application/pdf', Buffer.from('toto nie je pdf'));
    const presign = (body: Record<string, unknown>) => api.call('POST', `${IS}/priloha/upload?uploadSessionUuid=${session}`, { cookie: cookies[c.editor], body });
    expect((await presign({ filename: 'virus.exe', contentType: 'application/pdf', size: 10 })).status).toBe(400);
    expect((await presign({ filename: 'velky.pdf', contentType: 'application/pdf', size: 15728641 })).status).toBe(400);

    const refused = await api.call<{ fieldErrors: { fieldName: string; message: string }[] }>('POST', at(uuid, `priloha/upload?uploadSessionUuid=${session}`), {
      cookie: cookies[c.editor],
      body: { prilohy: [good, fake] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([{ fieldName: 'prilohy', message: 'Obsah súboru nezodpovedá jeho typu. (nie-pdf.pdf)' }]);
    expect((await api.call('GET', `${IS}/priloha/remove?uploadSessionUuid=${session}&filename=${encodeURIComponent(fake)}`, { cookie: cookies[c.editor] })).status).toBe(204);

    const res = await api.call<{ attachmentList: { fileId: string; name: string; size: number }[] }>('POST', at(uuid, `priloha/upload?uploadSessionUuid=${session}`), {
      cookie: cookies[c.editor],
      body: { prilohy: [good, txt] },
    });
    expect(res.status).toBe(200);
    expect(res.body.attachmentList.map((a) => a.name).sort()).toEqual(['poznámky.txt', 'zápisnica.pdf']);
    const list = await api.call<{ attachmentList: { fileId: string; name: string; size: number }[] }>('GET', at(uuid, 'prilohy'), { cookie: cookies[c.editor] });
    const a = list.body.attachmentList.find((x) => x.name === 'zápisnica.pdf') as { fileId: string; size: number };
    expect(a.size).toBe(pdf.length);
    const dl = await api.call('GET', at(uuid, `priloha/download/${a.fileId}`), { cookie: cookies[c.editor] });
    expect(dl.status).toBe(302);
    expect((await followRedirect(dl.headers.get('location'))).equals(pdf)).toBe(true);
    const stored = (await suborRepo.prilohy.get(c.vlastnik, uuid, a.fileId)) as PrilohaItem;
    expect((await api.call('POST', at(uuid, `priloha/remove/${a.fileId}`), { cookie: cookies[c.editor] })).status).toBe(204);
    expect(await headObject(stored.s3Key)).toBeNull();
    expect((await api.call<{ attachmentList: unknown[] }>('GET', at(uuid, 'prilohy'), { cookie: cookies[c.editor] })).body.attachmentList).toHaveLength(1);
    expect((await api.call('GET', at(uuid, `priloha/download/${a.fileId}`), { cookie: cookies[c.editor] })).status).toBe(404);
  });

  it('adds and removes photos and attachments only in the states that allow it', async () => {
    for (const stav of c.states) {
      const uuid = await c.create(stav);
      // an unknown file: 404 where the change is allowed, 400 naming the state where it is not
      const photo = await api.call<{ generalErrors: string[] }>('POST', at(uuid, `fotografia/remove/${randomUUID()}`), { cookie: cookies[c.editor] });
      expect(photo.status, `photo in ${stav}`).toBe(c.mayPhotos(stav) ? 404 : 400);
      const attachment = await api.call<{ generalErrors: string[] }>('POST', at(uuid, `priloha/remove/${randomUUID()}`), { cookie: cookies[c.editor] });
      expect(attachment.status, `attachment in ${stav}`).toBe(c.mayAttachments(stav) ? 404 : 400);
      if (!c.mayPhotos(stav)) expect(photo.body.generalErrors[0]).toMatch(/^Akcia nie je v stave (oznámenia|škodovej udalosti) .+ povolená\.$/);
    }
  });

  it('refuses to attach a real photo in a state that does not allow it, and stores nothing', async () => {
    const closed = c.states.find((s) => !c.mayPhotos(s)) as Stav;
    const uuid = await c.create(closed);
    const session = randomUUID();
    const name = await upload('fotografia', cookies[c.editor], session, 'neskoro.jpg', 'image/jpeg', await jpeg());

    const res = await api.call('POST', at(uuid, `fotografia/upload?uploadSessionUuid=${session}`), { cookie: cookies[c.editor], body: { fotografie: [name] } });

    expect(res.status).toBe(400);
    expect(await suborRepo.fotografie.list(c.vlastnik, uuid)).toEqual([]);
  });

  it('answers 404 for an unknown owner on every file route', async () => {
    const unknown = randomUUID();
    const session = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', at(unknown, 'fotografie')],
      ['GET', at(unknown, 'prilohy')],
      ['GET', at(unknown, `fotografia/${randomUUID()}/download`)],
      ['GET', at(unknown, `fotografia/nahlad/${randomUUID()}/download`)],
      ['GET', at(unknown, `priloha/download/${randomUUID()}`)],
      ['POST', at(unknown, `fotografia/upload?uploadSessionUuid=${session}`), { fotografie: ['a__12345678.jpg'] }],
      ['POST', at(unknown, `priloha/upload?uploadSessionUuid=${session}`), { prilohy: ['a__12345678.pdf'] }],
      ['POST', at(unknown, `fotografia/remove/${randomUUID()}`)],
      ['POST', at(unknown, `priloha/remove/${randomUUID()}`)],
    ];
    for (const [method, path, body] of calls) expect((await api.call(method, path, { cookie: cookies[c.editor], body })).status, `${method} ${path}`).toBe(404);
  });

  it(`answers 403 to a user without the owner's rights`, async () => {
    const uuid = await c.create();
    const { foto } = await storedFiles(c, uuid);
    for (const path of ['fotografie', 'prilohy', `fotografia/${foto.fileId}/download`]) {
      expect((await api.call('GET', at(uuid, path), { cookie: cookies[c.outsider] })).status, path).toBe(403);
    }
    expect((await api.call('POST', at(uuid, `fotografia/remove/${foto.fileId}`), { cookie: cookies[c.outsider] })).status).toBe(403);
    expect(await suborRepo.fotografie.get(c.vlastnik, uuid, foto.fileId)).not.toBeNull();
  });

  it('deletes every photo and attachment of the owner, records and files, when the owner is discarded', async () => {
    const uuid = await c.create();
    const { foto, priloha } = await storedFiles(c, uuid);
    const other = await c.create();
    const kept = await storedFiles(c, other);

    await deleteOwnerFiles(c.vlastnik, uuid);

    expect(await suborRepo.fotografie.list(c.vlastnik, uuid)).toEqual([]);
    expect(await suborRepo.prilohy.list(c.vlastnik, uuid)).toEqual([]);
    for (const key of [foto.s3Key, foto.thumbnailS3Key, priloha.s3Key]) expect(await headObject(key), key).toBeNull();
    expect(await suborRepo.prilohy.list(c.vlastnik, other)).toHaveLength(1);
    expect(await headObject(kept.priloha.s3Key)).not.toBeNull();
  });
});

describe("a damage event's file shows its notification's photos", () => {
  const OZN = OWNERS[0];
  const SU = OWNERS[1];
  const su = (uuid: string, rest: string) => `${IS}/skodove-udalosti/${uuid}/${rest}`;

  it('lists them before its own, marked zOznamenia; EVIDENCIA_SKOD downloads them through the event; they cannot be removed there', async () => {
    const oznamenie = await createOznamenie('V_RIESENI');
    const uuid = await createSkodovaUdalost('V_SETRENI');
    const e = (await skodovaUdalostRepo.get(uuid)) as SkodovaUdalostItem;
    await skodovaUdalostRepo.save(e, { ...e, oznamenieId: oznamenie });
    const z = await storedFiles(OZN, oznamenie);
    const own = await storedFiles(SU, uuid);

    const list = await api.call<{ photoList: { fileId: string; zOznamenia?: boolean }[] }>('GET', su(uuid, 'fotografie'), { cookie: cookies.skody });
    const download = await api.call('GET', su(uuid, `fotografia/${z.foto.fileId}/download`), { cookie: cookies.skody });
    const nahlad = await api.call('GET', su(uuid, `fotografia/nahlad/${z.foto.fileId}/download`), { cookie: cookies.skody });
    const remove = await api.call<{ generalErrors: string[] }>('POST', su(uuid, `fotografia/remove/${z.foto.fileId}`), { cookie: cookies.skody });

    expect(list.body.photoList.map((f) => [f.fileId, f.zOznamenia])).toEqual([
      [z.foto.fileId, true],
      [own.foto.fileId, undefined],
    ]);
    expect(download.status).toBe(302);
    expect((await followRedirect(download.headers.get('location'))).equals(z.bytes)).toBe(true);
    expect(nahlad.status).toBe(302);
    expect(remove.status).toBe(400);
    expect(remove.body.generalErrors).toEqual(['Fotografia pochádza z oznámenia – odstrániť ju možno iba v oznámení.']);
    expect(await suborRepo.fotografie.get('OZNAMENIE', oznamenie, z.foto.fileId)).not.toBeNull();
    // the notification still lists it as its own, and a user without EVIDENCIA_SKOD does not reach it through the event
    const ownList = await api.call<{ photoList: { zOznamenia?: boolean }[] }>('GET', `${IS}/oznamenie/${oznamenie}/fotografie`, { cookie: cookies.oznamenia });
    expect(ownList.body.photoList).toEqual([expect.not.objectContaining({ zOznamenia: true })]);
    expect((await api.call('GET', su(uuid, `fotografia/${z.foto.fileId}/download`), { cookie: cookies.oznamenia })).status).toBe(403);
    // another event reaches no photo of a notification it was not made from
    const ina = await createSkodovaUdalost('V_SETRENI');
    expect((await api.call<{ photoList: unknown[] }>('GET', su(ina, 'fotografie'), { cookie: cookies.skody })).body.photoList).toEqual([]);
    expect((await api.call('GET', su(ina, `fotografia/${z.foto.fileId}/download`), { cookie: cookies.skody })).status).toBe(404);
  });
});

describe('discarding a notification', () => {
  it('deletes its photos and attachments: records and files', async () => {
    const c = OWNERS[0];
    const uuid = await createOznamenie('ROZPRACOVANE');
    const { foto, priloha } = await storedFiles(c, uuid);

    const res = await api.call('DELETE', `${IS}/oznamenie/${uuid}`, { cookie: cookies.oznamenia });

    expect(res.status).toBe(204);
    expect(await suborRepo.fotografie.list('OZNAMENIE', uuid)).toEqual([]);
    expect(await suborRepo.prilohy.list('OZNAMENIE', uuid)).toEqual([]);
    for (const key of [foto.s3Key, foto.thumbnailS3Key, priloha.s3Key]) expect(await headObject(key), key).toBeNull();
    expect((await api.call('GET', `${IS}/oznamenie/${uuid}/prilohy`, { cookie: cookies.oznamenia })).status).toBe(404);
  });
});

describe('temporary uploads', () => {
  it('refuse a name this module did not give and a wrong type, for any owner', async () => {
    const session = randomUUID();
    const remove = (kind: string, filename: string) =>
      api.call('GET', `${IS}/${kind}/remove?uploadSessionUuid=${session}&filename=${encodeURIComponent(filename)}`, { cookie: cookies.skody });
    expect((await remove('fotografia', '../iny/subor.jpg')).status).toBe(400);
    expect((await remove('priloha', 'subor__12345678.exe')).status).toBe(400);
    const photo = await api.call('POST', `${IS}/fotografia/upload?uploadSessionUuid=${session}`, { cookie: cookies.skody, body: { filename: 'a.gif', contentType: 'image/gif', size: 10 } });
    expect(photo.status).toBe(400);
    expect((await api.call('POST', `${IS}/fotografia/upload?uploadSessionUuid=${session}`, { cookie: cookies.analytik, body: { filename: 'a.jpg', contentType: 'image/jpeg', size: 10 } })).status).toBe(403);
  });

  it('formats sizes in Bajtov/KB/MB/GB/TB, base 1024, two decimals', () => {
    expect(formatFileSize(512)).toBe('512,00 Bajtov');
    expect(formatFileSize(1536)).toBe('1,50 KB');
    expect(formatFileSize(15728640)).toBe('15,00 MB');
    expect(formatFileSize(1024 ** 3 * 2.25)).toBe('2,25 GB');
    expect(formatFileSize(1024 ** 4)).toBe('1,00 TB');
  });
});
