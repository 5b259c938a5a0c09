/**
 * Attachments of a notification (spec part 1 §2 'Notification attachments', §5, §7): temporary upload
 * straight to S3 (presigned POST, ≤ 15 MB, .doc .docx .pdf .txt), attach after a check of the content
 * (magic bytes: PDF, OLE2 for .doc, ZIP for .docx, UTF-8 text without NUL bytes for .txt), list,
 * presigned download, delete.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { LIMITS } from '../../../shared/api/limits';
import { OZNAMENIE_MSG, PRILOHA_MSG, type Priloha, type PRILOHA_TYPES, STAVY_EDITACIA_KONTAKTU, type prilohaUploadBody } from '../../../shared/api/oznamenia';
import type { z } from '../../../shared/api/zod';
import { OZNAMENIE_STAV_LABELS } from '../../../shared/domain/oznamenie';
import { compareSk } from '../../../shared/format/collation';
import { type PrilohaItem, suborRepo } from '../../data/subor-repo';
import { badRequest, fieldError, notFound } from '../../lib/errors';
import { log } from '../../lib/log';
import { redirect } from '../../lib/result';
import { copyObject, createPresignedUpload, deleteObject, deleteObjectsQuietly, headObject, presignedDownloadUrl, readObjectHead } from '../../lib/uploads';
import { loadOznamenie } from './zmeny';

const TEMP_NAME = /^[^/\\\0]{1,120}__[0-9a-f]{8}\.(docx?|pdf|txt)$/i;
const tempKey = (session: string, filename: string) => `tmp/${session}/${filename}`;
/** 'zmluva__1a2b3c4d.pdf' → 'zmluva.pdf' */
const displayName = (filename: string) => filename.replace(/__[0-9a-f]{8}(\.[^.]+)$/i, '$1');

function temporaryName(original: string): string {
  const dot = original.lastIndexOf('.');
  const ext = original.slice(dot).toLowerCase();
  const base = original.slice(0, dot).normalize('NFC').replace(/[^\p{L}\p{N} ._()-]/gu, '_').replace(/__+/g, '_').trim().slice(0, 100) || 'priloha';
  return `${base}__${randomBytes(4).toString('hex')}${ext}`;
}

/** The content type the bytes really are, for the extension's type; null when they do not match. */
export function detectAttachmentType(ext: string, b: Uint8Array): keyof typeof PRILOHA_TYPES | null {
  const starts = (...sig: number[]) => sig.every((x, i) => b[i] === x);
  if (ext === '.pdf') return starts(0x25, 0x50, 0x44, 0x46, 0x2d) ? 'application/pdf' : null;
  if (ext === '.doc') return starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1) ? 'application/msword' : null;
  if (ext === '.docx') return starts(0x50, 0x4b, 0x03, 0x04) ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' : null;
  if (ext === '.txt') {
    if (b.includes(0)) return null;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(b);
      return 'text/plain';
    } catch {
      return null;
    }
  }
  return null;
}

export async function presignPriloha(session: string, body: z.output<typeof prilohaUploadBody>) {
  const filename = temporaryName(body.filename);
  const { url, fields } = await createPresignedUpload({ key: tempKey(session, filename), contentType: body.contentType, maxBytes: LIMITS.fileBytes });
  return { filename, url, fields };
}

export async function removeTempPriloha(session: string, filename: string): Promise<void> {
  if (!TEMP_NAME.test(filename)) throw fieldError('filename', PRILOHA_MSG.missing);
  await deleteObject(tempKey(session, filename));
}

const toPriloha = (p: PrilohaItem): Priloha => ({ fileId: p.fileId, name: p.meno, size: p.velkost, dateCreated: p.datumPridania });

export async function listPrilohy(uuid: string): Promise<{ attachmentList: Priloha[] }> {
  await loadOznamenie(uuid);
  const list = await suborRepo.prilohy.list('OZNAMENIE', uuid);
  list.sort((a, b) => (a.datumPridania < b.datumPridania ? -1 : a.datumPridania > b.datumPridania ? 1 : compareSk(a.meno, b.meno)));
  return { attachmentList: list.map(toPriloha) };
}

async function assertEditable(uuid: string) {
  const o = await loadOznamenie(uuid);
  // attachments are documents of the case: they can be added while the case is open
  if (!STAVY_EDITACIA_KONTAKTU.includes(o.stav)) throw badRequest(OZNAMENIE_MSG.akciaNepovolena(OZNAMENIE_STAV_LABELS[o.stav]));
}

export async function attachPrilohy(uuid: string, session: string, filenames: readonly string[]) {
  await assertEditable(uuid);
  const checked: { filename: string; type: string; size: number }[] = [];
  for (const filename of [...new Set(filenames)]) {
    const name = displayName(filename);
    if (!TEMP_NAME.test(filename)) throw fieldError('prilohy', `${PRILOHA_MSG.missing} (${name})`);
    const head = await headObject(tempKey(session, filename));
    if (!head) throw fieldError('prilohy', `${PRILOHA_MSG.missing} (${name})`);
    if (head.size > LIMITS.fileBytes) throw fieldError('prilohy', `${PRILOHA_MSG.size} (${name})`);
    const ext = filename.slice(filename.lastIndexOf('.')).toLowerCase();
    const bytes = await readObjectHead(tempKey(session, filename), ext === '.txt' ? LIMITS.fileBytes : 16);
    const type = bytes ? detectAttachmentType(ext, bytes) : null;
    if (!type) throw fieldError('prilohy', `${PRILOHA_MSG.content} (${name})`);
    checked.push({ filename, type, size: head.size });
  }
  const now = new Date().toISOString();
  const items: PrilohaItem[] = checked.map((c) => {
    const fileId = randomUUID();
    const s3Key = `oznamenia/${uuid}/prilohy/${fileId}${c.filename.slice(c.filename.lastIndexOf('.')).toLowerCase()}`;
    return { fileId, meno: displayName(c.filename), contentType: c.type, velkost: c.size, datumPridania: now, s3Key };
  });
  // the files first, then their records: a record never exists without its file; when a step fails,
  // the files written so far are deleted again (the temporary uploads stay for a new attempt)
  const written = items.map((i) => i.s3Key);
  try {
    for (const [i, c] of checked.entries()) await copyObject(tempKey(session, c.filename), items[i].s3Key);
  } catch (err) {
    await deleteObjectsQuietly(written, 'staff attachments');
    throw err;
  }
  try {
    await suborRepo.prilohy.add('OZNAMENIE', uuid, items);
  } catch (err) {
    // the records may have been stored although the answer was lost: then the files stay
    const stored = items.length > 0 && (await suborRepo.prilohy.get('OZNAMENIE', uuid, items[0].fileId).catch(() => true));
    if (!stored) await deleteObjectsQuietly(written, 'staff attachments');
    throw err;
  }
  for (const c of checked) await deleteObject(tempKey(session, c.filename)).catch((err) => log.warn('temporary attachment not deleted', { error: String(err) }));
  return listPrilohy(uuid);
}

export async function downloadPriloha(uuid: string, fileId: string) {
  const p = await suborRepo.prilohy.get('OZNAMENIE', uuid, fileId.toLowerCase());
  if (!p) throw notFound('Príloha neexistuje.');
  return redirect(await presignedDownloadUrl(p.s3Key, p.meno));
}

export async function removePriloha(uuid: string, fileId: string): Promise<void> {
  await assertEditable(uuid);
  const p = await suborRepo.prilohy.get('OZNAMENIE', uuid, fileId.toLowerCase());
  if (!p || !(await suborRepo.prilohy.remove('OZNAMENIE', uuid, p.fileId))) throw notFound('Príloha neexistuje.');
  await deleteObject(p.s3Key).catch((err) => log.warn('attachment object not deleted', { uuid, fileId, error: String(err) }));
}
