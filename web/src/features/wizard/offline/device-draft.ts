/**
 * The wizard's copy on the device (IndexedDB through idb): every step the reporter saves and every
 * photo they add is kept here first, so that a report survives no signal, a reload, a closed browser
 * and a locked phone. The send queue (send-queue.ts) brings it to the server draft when there is a
 * signal. Nothing is kept longer than the server would keep the draft: a copy expires DEVICE_DRAFT_DAYS
 * after its last change, and it is deleted after a successful submit or when the reporter discards it.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { WebOznamenie } from '@shared/api/web-oznamenie';

/** As long as the server keeps a draft after its last change (functions/data/web-oznamenie-repo.ts DRAFT_DAYS). */
export const DEVICE_DRAFT_DAYS = 7;

export type DataKrok = 'UDAJE_O_SKODE' | 'UDAJE_O_POSKODENOM' | 'KONTAKTNE_INFORMACIE';
export const DATA_KROKY: readonly DataKrok[] = ['UDAJE_O_SKODE', 'UDAJE_O_POSKODENOM', 'KONTAKTNE_INFORMACIE'];

/** Errors the server gave for a step sent from the queue: shown on that step when the reporter opens it. */
export interface StepErrors {
  krok: DataKrok;
  generalErrors: string[];
  fieldErrors: { fieldName: string; message: string }[];
}

export interface DeviceStep {
  /** The step's request body as the reporter saved it (photos named by their device id until uploaded). */
  body: unknown;
  /** True once the server draft holds exactly this body. */
  synced: boolean;
}

export interface DeviceDraft {
  /** What the wizard shows: the server's last answer, with the steps not yet sent laid over it. */
  view: WebOznamenie;
  steps: Partial<Record<DataKrok, DeviceStep>>;
  /** The upload session of the server draft this copy was last sent to (null: none reached yet). */
  uploadSessionId: string | null;
  /** 'Odoslať oznámenie' was pressed: submit as soon as every step is on the server. */
  submitRequested: boolean;
  errors: StepErrors | null;
  updatedAt: string;
  expiresAt: string;
}

/** A photo kept on the device: the light copy the reporter chose (never the original), until the report is sent. */
export interface DevicePhoto {
  id: string;
  nazov: string;
  contentType: string;
  blob: Blob;
  /** Its name on the server and the upload session it went to, once uploaded and checked. */
  serverName?: string;
  uploadSessionId?: string;
  /** The server refused it (not a readable photo…): its reason, for the step that may already name it. */
  refusal?: string;
}

/** What is left after the copy is gone: the code of the report sent from the queue (no personal data), or a cancel still to tell the server. */
export type DeviceOutcome =
  /** `shown`: the confirmation was on screen once (a later opening of the wizard starts anew) */
  | { kind: 'sent'; kod: string; at: string; shown?: boolean }
  | { kind: 'cancelled'; at: string };

interface Schema extends DBSchema {
  koncept: { key: 'aktualny'; value: DeviceDraft };
  fotografie: { key: string; value: DevicePhoto };
  vysledok: { key: 'posledny'; value: DeviceOutcome };
}

const DB_NAME = 'evidencia-skod-hlasenie';
let dbPromise: Promise<IDBPDatabase<Schema>> | null = null;

function db(): Promise<IDBPDatabase<Schema>> {
  dbPromise ??= openDB<Schema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('koncept');
      database.createObjectStore('fotografie', { keyPath: 'id' });
      database.createObjectStore('vysledok');
    },
  }).catch((e: unknown) => {
    dbPromise = null;
    throw e;
  });
  return dbPromise;
}

/** False where the browser offers no IndexedDB (very old browsers, some private modes): the wizard then works online only, as before. */
export const hasDeviceStore = () => typeof indexedDB !== 'undefined';

const expiry = (now: Date) => new Date(now.getTime() + DEVICE_DRAFT_DAYS * 86_400_000).toISOString();

/** The kept draft, or null; an expired one is deleted with its photos on the way. */
export async function readDeviceDraft(now = new Date()): Promise<DeviceDraft | null> {
  if (!hasDeviceStore()) return null;
  const draft = (await (await db()).get('koncept', 'aktualny')) ?? null;
  if (draft && draft.expiresAt <= now.toISOString()) {
    await deleteDeviceDraft();
    return null;
  }
  return draft;
}

/** Writes the draft, renewing its expiry. */
export async function writeDeviceDraft(draft: Omit<DeviceDraft, 'updatedAt' | 'expiresAt'>, now = new Date()): Promise<DeviceDraft> {
  const stored: DeviceDraft = { ...draft, updatedAt: now.toISOString(), expiresAt: expiry(now) };
  await (await db()).put('koncept', stored, 'aktualny');
  notifyChanged();
  return stored;
}

/** Changes the kept draft in one transaction (another tab may write between a read and a write otherwise). */
export async function updateDeviceDraft(change: (draft: DeviceDraft) => DeviceDraft | null, now = new Date()): Promise<DeviceDraft | null> {
  const tx = (await db()).transaction('koncept', 'readwrite');
  const current = await tx.store.get('aktualny');
  if (!current) {
    await tx.done;
    return null;
  }
  const next = change(current);
  if (next) await tx.store.put({ ...next, updatedAt: now.toISOString(), expiresAt: expiry(now) }, 'aktualny');
  await tx.done;
  notifyChanged();
  return next;
}

/** Deletes the kept draft and every kept photo. */
export async function deleteDeviceDraft(): Promise<void> {
  if (!hasDeviceStore()) return;
  const tx = (await db()).transaction(['koncept', 'fotografie'], 'readwrite');
  await Promise.all([tx.objectStore('koncept').delete('aktualny'), tx.objectStore('fotografie').clear(), tx.done]);
  notifyChanged();
}

export async function putDevicePhoto(photo: DevicePhoto): Promise<void> {
  await (await db()).put('fotografie', photo);
}
export async function getDevicePhoto(id: string): Promise<DevicePhoto | null> {
  return (await (await db()).get('fotografie', id)) ?? null;
}
export async function deleteDevicePhoto(id: string): Promise<void> {
  await (await db()).delete('fotografie', id);
}

export async function readOutcome(): Promise<DeviceOutcome | null> {
  if (!hasDeviceStore()) return null;
  return (await (await db()).get('vysledok', 'posledny')) ?? null;
}
export async function writeOutcome(outcome: DeviceOutcome | null): Promise<void> {
  const database = await db();
  if (outcome) await database.put('vysledok', outcome, 'posledny');
  else await database.delete('vysledok', 'posledny');
  notifyChanged();
}

// ── other tabs of the same browser hear of every change (they show the same draft) ──
const CHANNEL = 'evidencia-skod-hlasenie';
let channel: BroadcastChannel | null = null;
const listeners = new Set<() => void>();

function ensureChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => {
    for (const l of listeners) l();
  };
  return channel;
}

function notifyChanged() {
  ensureChannel()?.postMessage('zmena');
  for (const l of listeners) l();
}

/** Calls `listener` when this or another tab changes the kept draft; returns the cleanup. */
export function subscribeDeviceDraft(listener: () => void): () => void {
  ensureChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
