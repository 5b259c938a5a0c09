/**
 * The send queue against a small in-memory stand-in of the wizard's server API (fetch stubbed) and a real
 * IndexedDB implementation (fake-indexeddb): order, exactly one submit, a lost answer, a new server draft,
 * a refused step, and the device copy gone after the submit. The browser journeys are e2e/wizard-offline.spec.ts.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebOznamenie } from '@shared/api/web-oznamenie';
import { resetConnectionStatus } from '@web/lib/connection-status';
import { deleteDeviceDraft, getDevicePhoto, putDevicePhoto, readDeviceDraft, readOutcome, writeDeviceDraft, writeOutcome } from './device-draft';
import { devicePhotoName, emptyView } from './local-view';
import { sendInBackground, StillWaiting } from './background-send';
import { isPhotoWaiting, photosGoingUp, sendQueue } from './send-queue';

vi.mock('@web/components/upload/presigned-post', async (original) => ({
  ...(await original<typeof import('@web/components/upload/presigned-post')>()),
  // the S3 POST itself: counted by the stand-in server
  postPresigned: async (url: string, fields: Record<string, string>) => {
    await server.uploadsHeld;
    if (server.offline) throw new (await original<typeof import('@web/components/upload/presigned-post')>()).UploadHttpError(0);
    server.s3Posts.push(fields.key ?? url);
  },
}));

const PARTY = { typSubjektu: 'FO', meno: 'Ján', priezvisko: 'Hraško', adresa: { statId: '00000000-0000-4000-8000-000000000001' } };
const SKODA = (fotografie: string[]) => ({ datumVznikuSkody: '2026-11-20', typSkody: 'DOMESTIKOVANY_ZIVOCICH', lokalitaGpsSirka: 48.9, lokalitaGpsDlzka: 19.6, popisSkody: 'Medveď roztrhal dve ovce.', fotografie });
const KONTAKT = { telefonneCislo: '00421 905 123 456', gdprSuhlas: true };

/** The server's side of the wizard: one draft per cookie, the idempotent submit, temporary uploads. */
class StandIn {
  offline = false;
  /** The S3 POSTs wait for this (a slow uplink). */
  uploadsHeld: Promise<void> = Promise.resolve();
  /** The next call to this path commits and then loses its answer (a dropped connection). */
  loseAnswerOf: string | null = null;
  refuse: { path: string; fieldName: string; message: string } | null = null;
  draft: (WebOznamenie & { stav: 'ROZPRACOVANE' | 'ODOSLANE'; kod?: string }) | null = null;
  sessions = 0;
  calls: string[] = [];
  s3Posts: string[] = [];
  uploads: string[] = [];
  notifications: string[] = [];
  steps: Record<string, unknown> = {};

  private newDraft() {
    this.sessions += 1;
    this.draft = { ...emptyView('2026-11-27'), fileUploadSessionId: `5e55100${this.sessions}-0000-4000-8000-000000000000`, expiresAt: '2026-12-04T00:00:00.000Z', stav: 'ROZPRACOVANE' };
  }

  private view() {
    const { stav: _s, kod: _k, ...view } = this.draft as NonNullable<StandIn['draft']>;
    return view;
  }

  handle(method: string, path: string, body: unknown): [number, unknown] {
    const d = this.draft;
    const open = d?.stav === 'ROZPRACOVANE';
    const step = (krok: 'UDAJE_O_SKODE' | 'UDAJE_O_POSKODENOM' | 'KONTAKTNE_INFORMACIE', section: Partial<WebOznamenie>) => {
      if (!d || !open) return [404, { generalErrors: ['Rozpracované oznámenie sa nenašlo.'], fieldErrors: [] }] as [number, unknown];
      this.steps[krok] = body;
      Object.assign(d, section, { krok: d.krok && ['ZHRNUTIE', 'KONTAKTNE_INFORMACIE'].indexOf(d.krok) > ['UDAJE_O_SKODE', 'UDAJE_O_POSKODENOM', 'KONTAKTNE_INFORMACIE'].indexOf(krok) ? d.krok : krok });
      return [200, this.view()] as [number, unknown];
    };
    switch (`${method} ${path}`) {
      case 'GET /api/web-oznamenie/webove-oznamenie':
        return open ? [200, this.view()] : [404, { generalErrors: ['Rozpracované oznámenie sa nenašlo.'], fieldErrors: [] }];
      case 'POST /api/web-oznamenie/webove-oznamenie/vytvorit-oznamenie':
        this.newDraft();
        return [200, this.view()];
      case 'PUT /api/web-oznamenie/webove-oznamenie/udaje-o-skode': {
        const b = body as { fotografie: string[]; popisSkody: string };
        const unknown = b.fotografie.find((f) => !this.uploads.includes(`${d?.fileUploadSessionId}/${f}`));
        if (unknown) return [400, { generalErrors: [], fieldErrors: [{ fieldName: 'fotografie', message: `neznáma fotografia ${unknown}` }] }];
        return step('UDAJE_O_SKODE', {
          udajeOSkode: { datumOznamenia: '2026-11-27', datumVznikuSkody: '2026-11-20', typSkody: 'DOMESTIKOVANY_ZIVOCICH', popisSkody: b.popisSkody, fotografie: b.fotografie.map((f) => ({ filename: f, nazov: f })) },
        });
      }
      case 'PUT /api/web-oznamenie/webove-oznamenie/udaje-o-poskodenom':
        return step('UDAJE_O_POSKODENOM', { udajeOPoskodenom: { typSubjektu: 'FO', meno: 'Ján', priezvisko: 'Hraško', adresa: {} } });
      case 'PUT /api/web-oznamenie/webove-oznamenie/kontaktne-informacie':
        return step('KONTAKTNE_INFORMACIE', { kontaktneInformacie: { telefonneCislo: '00421 905 123 456', gdprSuhlas: true } });
      case 'POST /api/web-oznamenie/webove-oznamenie/odoslat':
        if (!d) return [404, { generalErrors: ['Rozpracované oznámenie sa nenašlo.'], fieldErrors: [] }];
        if (d.stav === 'ROZPRACOVANE') {
          d.stav = 'ODOSLANE';
          d.kod = `OZ-2026-${String(this.notifications.length + 1).padStart(5, '0')}`;
          this.notifications.push(d.kod);
        }
        return [200, { uuid: '0d0d0d0d-0000-4000-8000-000000000000', kod: d.kod }];
      case 'PUT /api/web-oznamenie/webove-oznamenie/zrusit':
        if (d) d.stav = 'ODOSLANE';
        return [204, null];
      case 'POST /api/web-oznamenie/fotografia/upload': {
        const name = `foto-${this.uploads.length + 1}.jpg`;
        this.uploads.push(`${d?.fileUploadSessionId}/${name}`);
        return [200, { filename: name, url: 'https://s3.example/upload', fields: { key: `tmp/${name}` } }];
      }
      case 'POST /api/web-oznamenie/fotografia/overit':
        return [204, null];
      default:
        return [500, null];
    }
  }

  fetch = async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = input.split('?')[0];
    if (this.offline) throw new TypeError('Failed to fetch');
    this.calls.push(`${method} ${path}`);
    if (this.refuse?.path === path) {
      return new Response(JSON.stringify({ generalErrors: [], fieldErrors: [{ fieldName: this.refuse.fieldName, message: this.refuse.message }] }), { status: 400, headers: { 'Content-Type': 'application/json' } });
    }
    const [status, answer] = this.handle(method, path, init.body ? JSON.parse(init.body as string) : undefined);
    if (this.loseAnswerOf === path) {
      this.loseAnswerOf = null;
      throw new TypeError('Failed to fetch');
    }
    return status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  };
}

let server: StandIn;

beforeEach(async () => {
  server = new StandIn();
  vi.stubGlobal('fetch', server.fetch);
  resetConnectionStatus();
  await deleteDeviceDraft();
  await writeOutcome(null);
});
afterEach(() => vi.unstubAllGlobals());

/** A report filled with no signal from its first screen: three steps, two photos, 'Odoslať oznámenie' pressed. */
async function keptOffline() {
  const photos = ['a1', 'b2'];
  for (const id of photos) await putDevicePhoto({ id, nazov: `${id}.jpg`, contentType: 'image/jpeg', blob: new Blob([id], { type: 'image/jpeg' }) });
  await writeDeviceDraft({
    view: emptyView('2026-11-27'),
    steps: {
      UDAJE_O_SKODE: { body: SKODA(photos.map(devicePhotoName)), synced: false },
      UDAJE_O_POSKODENOM: { body: PARTY, synced: false },
      KONTAKTNE_INFORMACIE: { body: KONTAKT, synced: false },
    },
    uploadSessionId: null,
    submitRequested: true,
    errors: null,
  });
}

describe('send queue', () => {
  it('keeps everything while there is no signal, then sends photos, the steps in order and one submit', async () => {
    await keptOffline();
    server.offline = true;
    expect(await sendQueue()).toEqual({ kind: 'waiting' });
    expect((await readDeviceDraft())?.submitRequested).toBe(true);

    server.offline = false;
    expect(await sendQueue()).toEqual({ kind: 'sent', kod: 'OZ-2026-00001' });
    expect(server.calls.filter((c) => c.startsWith('PUT'))).toEqual([
      'PUT /api/web-oznamenie/webove-oznamenie/udaje-o-skode',
      'PUT /api/web-oznamenie/webove-oznamenie/udaje-o-poskodenom',
      'PUT /api/web-oznamenie/webove-oznamenie/kontaktne-informacie',
    ]);
    expect(server.s3Posts).toHaveLength(2);
    expect((server.steps.UDAJE_O_SKODE as { fotografie: string[] }).fotografie).toEqual(['foto-1.jpg', 'foto-2.jpg']);
    expect(server.notifications).toEqual(['OZ-2026-00001']);
    // nothing personal stays behind
    expect(await readDeviceDraft()).toBeNull();
    expect(await getDevicePhoto('a1')).toBeNull();
    expect(await readOutcome()).toMatchObject({ kind: 'sent', kod: 'OZ-2026-00001' });
  });

  it('asks for the submit again when its answer was lost, and the server answers with the same code', async () => {
    await keptOffline();
    server.loseAnswerOf = '/api/web-oznamenie/webove-oznamenie/odoslat';
    expect(await sendQueue()).toEqual({ kind: 'waiting' });
    expect(server.notifications).toHaveLength(1);
    expect(await sendQueue()).toEqual({ kind: 'sent', kod: 'OZ-2026-00001' });
    expect(server.notifications).toEqual(['OZ-2026-00001']);
    // the retry went straight to the submit: no new server draft, no step sent again
    expect(server.sessions).toBe(1);
    expect(server.calls.filter((c) => c.endsWith('/odoslat'))).toHaveLength(2);
  });

  it('sends once when started twice at the same moment (a flapping connection, a second trigger)', async () => {
    await keptOffline();
    const [a, b] = await Promise.all([sendQueue(), sendQueue()]);
    expect([a, b]).toEqual([
      { kind: 'sent', kod: 'OZ-2026-00001' },
      { kind: 'sent', kod: 'OZ-2026-00001' },
    ]);
    expect(server.notifications).toHaveLength(1);
    expect(server.s3Posts).toHaveLength(2);
  });

  it('sends a photo whose upload answer was lost under a new name, and the step names only the checked ones', async () => {
    await keptOffline();
    server.loseAnswerOf = '/api/web-oznamenie/fotografia/overit';
    expect(await sendQueue()).toEqual({ kind: 'waiting' });
    expect(await sendQueue()).toEqual({ kind: 'sent', kod: 'OZ-2026-00001' });
    expect((server.steps.UDAJE_O_SKODE as { fotografie: string[] }).fotografie).toEqual(['foto-2.jpg', 'foto-3.jpg']);
  });

  it('sends every step and photo again to a new server draft when the old one is gone', async () => {
    await keptOffline();
    await writeDeviceDraft({ ...(await readDeviceDraft())!, submitRequested: false });
    expect((await sendQueue()).kind).toBe('synced');
    expect(server.sessions).toBe(1);

    // the server draft expired; the reporter then edits step 3 and sends
    server.draft = null;
    const kept = (await readDeviceDraft())!;
    await writeDeviceDraft({ ...kept, steps: { ...kept.steps, KONTAKTNE_INFORMACIE: { body: { ...KONTAKT, email: 'jan@example.sk' }, synced: false } }, submitRequested: true });
    expect(await sendQueue()).toEqual({ kind: 'sent', kod: 'OZ-2026-00001' });
    expect(server.sessions).toBe(2);
    expect(server.calls.filter((c) => c.endsWith('/udaje-o-skode'))).toHaveLength(2);
    expect(server.s3Posts).toHaveLength(4);
  });

  it('stops at a step the server refuses, keeps its errors for that step and waits for the reporter', async () => {
    await keptOffline();
    server.refuse = { path: '/api/web-oznamenie/webove-oznamenie/udaje-o-poskodenom', fieldName: 'adresa.obecId', message: 'Vybraná položka neexistuje. Vyberte ju znova.' };
    const result = await sendQueue();
    expect(result).toEqual({
      kind: 'rejected',
      errors: { krok: 'UDAJE_O_POSKODENOM', generalErrors: [], fieldErrors: [{ fieldName: 'adresa.obecId', message: 'Vybraná položka neexistuje. Vyberte ju znova.' }] },
    });
    const kept = await readDeviceDraft();
    expect(kept?.submitRequested).toBe(false);
    expect(kept?.steps.UDAJE_O_SKODE?.synced).toBe(true);
    expect(kept?.steps.KONTAKTNE_INFORMACIE?.synced).toBe(false);
    expect(server.calls).not.toContain('PUT /api/web-oznamenie/webove-oznamenie/kontaktne-informacie');
    expect(server.notifications).toEqual([]);
  });

  it('shows on step 1 the reason the server gave for a photo refused after the reporter went on', async () => {
    await keptOffline();
    const photo = (await getDevicePhoto('b2'))!;
    await putDevicePhoto({ ...photo, refusal: 'Súbor nie je platná fotografia JPG alebo PNG.' });
    const result = await sendQueue();
    expect(result).toEqual({
      kind: 'rejected',
      errors: { krok: 'UDAJE_O_SKODE', generalErrors: [], fieldErrors: [{ fieldName: 'fotografie', message: 'b2.jpg: Súbor nie je platná fotografia JPG alebo PNG.' }] },
    });
    expect(server.calls).not.toContain('PUT /api/web-oznamenie/webove-oznamenie/udaje-o-skode');
    expect(server.notifications).toEqual([]);
  });

  it('tags a photo still going up as kept on the phone until its upload ends', async () => {
    await keptOffline();
    let release = () => undefined as unknown;
    server.uploadsHeld = new Promise((resolve) => {
      release = resolve;
    });
    const sending = sendQueue();
    try {
      await vi.waitFor(() => expect(photosGoingUp()).toBe(true));
      expect(isPhotoWaiting(devicePhotoName('a1'))).toBe(true);
    } finally {
      release();
    }
    expect(await sending).toEqual({ kind: 'sent', kod: 'OZ-2026-00001' });
    expect(photosGoingUp()).toBe(false);
    expect(isPhotoWaiting(devicePhotoName('a1'))).toBe(false);
  });

  it('closes the server draft cancelled without signal before anything else goes', async () => {
    server.handle('POST', '/api/web-oznamenie/webove-oznamenie/vytvorit-oznamenie', undefined);
    await writeOutcome({ kind: 'cancelled', at: '2026-11-27T08:00:00.000Z' });
    expect(await sendQueue()).toEqual({ kind: 'idle' });
    expect(server.calls).toEqual(['PUT /api/web-oznamenie/webove-oznamenie/zrusit']);
    expect(await readOutcome()).toBeNull();
  });
});

describe('Background Sync (the service worker runs the same queue)', () => {
  it('rejects while there is no signal, so that the browser tries the sync again, and sends once when there is', async () => {
    await keptOffline();
    server.offline = true;
    await expect(sendInBackground()).rejects.toBeInstanceOf(StillWaiting);
    expect((await readDeviceDraft())?.submitRequested).toBe(true);

    server.offline = false;
    await expect(sendInBackground()).resolves.toBeUndefined();
    expect(server.notifications).toEqual(['OZ-2026-00001']);
    expect(await readDeviceDraft()).toBeNull();
    // the next opening of the wizard shows this code once
    expect(await readOutcome()).toMatchObject({ kind: 'sent', kod: 'OZ-2026-00001' });
    // a second sync event finds nothing to send
    await expect(sendInBackground()).resolves.toBeUndefined();
    expect(server.notifications).toHaveLength(1);
  });

  it('does not ask the browser again for a step the server refused (the reporter must correct it)', async () => {
    await keptOffline();
    server.refuse = { path: '/api/web-oznamenie/webove-oznamenie/kontaktne-informacie', fieldName: 'telefonneCislo', message: 'Zadajte telefónne číslo.' };
    await expect(sendInBackground()).resolves.toBeUndefined();
    expect((await readDeviceDraft())?.errors?.krok).toBe('KONTAKTNE_INFORMACIE');
    expect(server.notifications).toEqual([]);
  });
});
