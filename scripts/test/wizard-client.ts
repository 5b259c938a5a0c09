/** A public-wizard visitor for API tests: own draft cookie, photo uploads straight to the S3 emulator, filled steps. */
import sharp from 'sharp';
import type { CiselnikyResponse } from '@shared/api/ciselniky';
import type { OrganizaciaListResponse } from '@shared/api/organizacie';
import type { WebOznamenie } from '@shared/api/web-oznamenie';
import type { PhotoUploadResponse } from '@shared/api/fotografie-upload';
import { todayIso } from '@shared/format/dates';
import type { ApiResponse, TestApi } from './api-harness';

const W = '/api/web-oznamenie';

export interface Visitor {
  cookie: string;
  draft: WebOznamenie;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>>;
  /** Uploads through a presigned POST; the S3 emulator's status and the temporary name. */
  upload(name: string, bytes: Buffer, contentType?: string): Promise<{ status: number; filename: string }>;
}

export async function newVisitor(api: TestApi): Promise<Visitor> {
  const res = await api.call<WebOznamenie>('POST', `${W}/webove-oznamenie/vytvorit-oznamenie`);
  if (res.status !== 200) throw new Error(`no draft: ${res.status} ${res.text}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('es_draft='))?.split(';')[0] as string;
  const call = <T>(method: string, p: string, body?: unknown) => api.call<T>(method, `${W}${p}`, { cookie, body });
  return {
    cookie,
    draft: res.body,
    call,
    async upload(name, bytes, contentType = 'image/jpeg') {
      const presign = await call<PhotoUploadResponse>('POST', `/fotografia/upload?uploadSessionUuid=${res.body.fileUploadSessionId}`, { filename: name, contentType, size: bytes.length });
      if (presign.status !== 200) throw new Error(`no upload permission: ${presign.status} ${presign.text}`);
      const form = new FormData();
      for (const [k, v] of Object.entries(presign.body.fields)) form.append(k, v);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), name);
      const s3 = await fetch(presign.body.url, { method: 'POST', body: form });
      return { status: s3.status, filename: presign.body.filename };
    },
  };
}

/** A real JPEG photo. */
export const jpeg = (width = 640, height = 480) => sharp({ create: { width, height, channels: 3, background: '#7a5' } }).jpeg().toBuffer();

/** Starts like a JPEG (FF D8 FF E0 …JFIF) and is not an image: what a hostile reporter would try. */
export const fakeJpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.from('not a photo at all, just text '.repeat(200))]);

/** The ids step 1 and step 2 need: a workplace, a municipality and a state. */
export async function wizardIds(api: TestApi) {
  const pracovisko = (await api.call<OrganizaciaListResponse>('GET', `${W}/organizacie`)).body.organizaciaList.find((o) => o.typ === 'SOP' && o.platnost);
  const c = await api.call<CiselnikyResponse>('GET', `${W}/ciselniky?typy=OBEC,STAT`);
  const lists = Object.fromEntries(c.body.map((l) => [l.type, l.values]));
  return { pracoviskoId: pracovisko?.uuid as string, obecId: lists.OBEC[0].uuid as string, statId: lists.STAT[0].uuid as string };
}

export const step1 = (ids: { pracoviskoId: string }, fotografie: string[] = []) => ({
  datumVznikuSkody: todayIso(),
  typSkody: 'VCELY',
  lokalitaGpsSirka: 48.7302159,
  lokalitaGpsDlzka: 19.4569862,
  popisLokality: 'Pri lese nad obcou',
  popisSkody: 'Medveď zničil tri úle.',
  uzemnePrislusnePracoviskoId: ids.pracoviskoId,
  fotografie,
});

/** A draft ready to submit (a natural person who consented), with `photos` real photos. */
export async function readyToSubmit(api: TestApi, ids: Awaited<ReturnType<typeof wizardIds>>, photos: number): Promise<Visitor & { photoNames: string[] }> {
  const v = await newVisitor(api);
  const photoNames: string[] = [];
  for (let i = 0; i < photos; i++) photoNames.push((await v.upload(`foto ${i}.jpg`, await jpeg())).filename);
  const steps: [string, unknown][] = [
    ['/webove-oznamenie/udaje-o-skode', step1(ids, photoNames)],
    ['/webove-oznamenie/udaje-o-poskodenom', { typSubjektu: 'FO', meno: 'Ľubomír', priezvisko: 'Šťastný', datumNarodenia: '1970-04-01', adresa: { obecId: ids.obecId, statId: ids.statId, ulica: 'Hlavná', supisneCislo: '1' } }],
    ['/webove-oznamenie/kontaktne-informacie', { telefonneCislo: '0905123456', gdprSuhlas: true }],
  ];
  for (const [p, body] of steps) {
    const res = await v.call('PUT', p, body);
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${res.text}`);
  }
  return { ...v, photoNames };
}
