/**
 * Names and keys of files in the uploads bucket. A temporary upload is named <name>__<8 hex>.<ext>
 * (unique within the session, the person's name recoverable) and kept under the key
 * tmp/<uploadSession>/<8 hex>.<ext> (no name in it); an owner's files under
 * <owner folder>/<uuid>/{fotografie,nahlady,prilohy}/.
 */
import { randomBytes } from 'node:crypto';
import { PRILOHA_MSG } from '@shared/api/subory';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import type { SuborVlastnik } from '../../data/subor-repo';
import { TEMPORARY_UPLOAD_PREFIX } from '../../lib/upload-keys';

export type TempKind = 'fotografia' | 'priloha';

const TEMP: Record<TempKind, { pattern: RegExp; fallback: string; missing: string }> = {
  fotografia: { pattern: /^[^/\\\0]{1,120}__[0-9a-f]{8}\.(jpe?g|png)$/i, fallback: 'fotografia', missing: WIZARD_MSG.photoMissing },
  priloha: { pattern: /^[^/\\\0]{1,120}__[0-9a-f]{8}\.(docx?|pdf|txt)$/i, fallback: 'priloha', missing: PRILOHA_MSG.missing },
};

/**
 * The object key of a temporary upload: only the name's random part and extension
 * (tmp/<uploadSession>/<8 hex>.<ext>). A reporter's file is often named after a person ('Ján Novák
 * úľ.jpg'); the name stays in the temporary name the browser and the draft keep, never in a key.
 */
export function tempKey(uploadSessionUuid: string, filename: string): string {
  const random = /__([0-9a-f]{8})(\.[a-z0-9]{1,5})$/i.exec(filename);
  // callers check isTemporaryName first: anything else is a programming error, not bad input
  if (!random) throw new Error('not a temporary file name');
  return `${TEMPORARY_UPLOAD_PREFIX}${uploadSessionUuid}/${random[1].toLowerCase()}${random[2].toLowerCase()}`;
}

/** A temporary name this module could have given (nothing else is ever read from the session). */
export const isTemporaryName = (kind: TempKind, filename: string) => TEMP[kind].pattern.test(filename);

/** The message for a temporary file that is not (or no longer) there. */
export const missingMessage = (kind: TempKind) => TEMP[kind].missing;

/** 'úľ č. 1.JPG' → 'úľ č. 1__1a2b3c4d.jpg' */
export function temporaryName(kind: TempKind, original: string): string {
  const dot = original.lastIndexOf('.');
  const ext = original.slice(dot).toLowerCase();
  const base =
    original
      .slice(0, dot)
      .normalize('NFC')
      .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
      .replace(/__+/g, '_')
      .trim()
      .slice(0, 100) || TEMP[kind].fallback;
  return `${base}__${randomBytes(4).toString('hex')}${ext}`;
}

const FOLDERS: Record<SuborVlastnik, string> = { OZNAMENIE: 'oznamenia', SKODOVA_UDALOST: 'skodove-udalosti' };

/** Permanent key of an owner's file, e.g. oznamenia/<uuid>/fotografie/<fileId>.jpg. */
export const ownerFileKey = (owner: SuborVlastnik, uuid: string, folder: 'fotografie' | 'nahlady' | 'prilohy', name: string) =>
  `${FOLDERS[owner]}/${uuid}/${folder}/${name}`;
