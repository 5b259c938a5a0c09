/**
 * One temporary attachment made ready to store for an owner, writing nothing: it exists, has at most
 * 15 MB and its bytes are what its extension says (magic bytes: PDF, OLE2 for .doc, ZIP for .docx,
 * UTF-8 text without NUL bytes for .txt).
 */
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@shared/api/limits';
import { PRILOHA_MSG, type PrilohaType } from '@shared/api/subory';
import type { PrilohaItem, SuborVlastnik } from '../../data/subor-repo';
import { fieldError } from '../../lib/errors';
import { headObject, readObjectHead } from '../../lib/uploads';
import { ownerFileKey } from './file-names';
import type { FileToWrite } from './store-files';

/** The content type the bytes really are, for the extension's type; null when they do not match. */
export function detectAttachmentType(ext: string, b: Uint8Array): PrilohaType | null {
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

export interface PreparePrilohaOptions {
  owner: SuborVlastnik;
  uuid: string;
  /** Key of the temporary upload; its name ends with the extension. */
  source: string;
  nazov: string;
  at: string;
}

/** 400 fieldErrors 'prilohy' naming the file when it is missing, too large or not what its extension says. */
export async function preparePriloha({ owner, uuid, source, nazov, at }: PreparePrilohaOptions): Promise<{ item: PrilohaItem; files: FileToWrite[] }> {
  const refuse = (message: string) => fieldError('prilohy', `${message} (${nazov})`);
  const head = await headObject(source);
  if (!head) throw refuse(PRILOHA_MSG.missing);
  if (head.size > LIMITS.fileBytes) throw refuse(PRILOHA_MSG.size);
  const ext = source.slice(source.lastIndexOf('.')).toLowerCase();
  const bytes = await readObjectHead(source, ext === '.txt' ? LIMITS.fileBytes : 16);
  const type = bytes ? detectAttachmentType(ext, bytes) : null;
  if (!type) throw refuse(PRILOHA_MSG.content);
  const fileId = randomUUID();
  const item: PrilohaItem = { fileId, meno: nazov, contentType: type, velkost: head.size, datumPridania: at, s3Key: ownerFileKey(owner, uuid, 'prilohy', `${fileId}${ext}`) };
  return { item, files: [{ key: item.s3Key, from: source }] };
}
