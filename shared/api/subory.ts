/**
 * Photos and attachments of every owner – a notification or a damage event (spec part 1 §3 'Photo',
 * 'Attachment', §5, §7 'Notification files'; part 2 §3, §5 'Files', §7 'Files of an event'): the
 * schemas of the owner-agnostic temporary uploads and of each owner's file routes, and their texts.
 */
import { LIMITS } from './limits';
import { OZNAMENIE_MSG } from './oznamenia-texts';
import * as z from './zm';
import { msg, uuid } from './zm-fields';

/** Records that own photos and attachments (the server's owner table: functions/subory/domain/owners.ts). */
export type SuborVlastnik = 'OZNAMENIE' | 'SKODOVA_UDALOST';

export const suborOwnerParams = z.object({ id: uuid() });
export const suborFileParams = z.object({ id: uuid(), fileId: uuid() });
export const uploadSessionQuery = z.object({ uploadSessionUuid: uuid() });

export const fotografiaSchema = z.object({
  fileId: z.string(),
  thumbnailId: z.string(),
  name: z.string(),
  dateCreated: z.string(),
  /** EXIF capture time (ISO, shown in GMT). */
  datumVzniku: z.optional(z.string()),
  latitude: z.optional(z.number()),
  longitude: z.optional(z.number()),
  size: z.int(),
  /** The photo belongs to the notification the event was made from (the reporter's): shown here read-only. */
  zOznamenia: z.optional(z.boolean()),
});
export const fotografieResponse = z.object({ photoList: z.array(fotografiaSchema) });
export type Fotografia = z.infer<typeof fotografiaSchema>;
export const fotografieAttachBody = z.object({ fotografie: z.array(z.string().check(z.minLength(1), z.maxLength(300))).check(z.minLength(1), z.maxLength(50)) });

/** Attachments (spec part 1 §5, §9): .doc .docx .pdf .txt, ≤ 15 MB. */
export const PRILOHA_TYPES = {
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
} as const;
export type PrilohaType = keyof typeof PRILOHA_TYPES;

export const SUBOR_MSG = {
  confirmFotoDelete: 'Naozaj si želáte odstrániť fotografiu?',
  fotoZmazana: 'Fotografia bola zmazaná.',
  fotoPridana: 'Fotografia bola pridaná.',
  fotoNeexistuje: 'Fotografia neexistuje.',
  /** Mark of a notification's photo in its damage event's file (the list, the overlay, the PDF). */
  zOznamenia: 'z oznámenia',
  /** Removal of a notification's photo through its event. */
  fotoZOznamenia: 'Fotografia pochádza z oznámenia – odstrániť ju možno iba v oznámení.',
  prilohaNeexistuje: 'Príloha neexistuje.',
  /** Empty lists per owner (spec part 1 §2, part 2 §2). */
  empty: {
    OZNAMENIE: { fotografie: OZNAMENIE_MSG.emptyFotografie, prilohy: 'Oznámenie neobsahuje žiadne prílohy.' },
    SKODOVA_UDALOST: { fotografie: 'Škodová udalosť neobsahuje žiadne fotografie.', prilohy: 'Škodová udalosť neobsahuje žiadne prílohy.' },
  } satisfies Record<SuborVlastnik, { fotografie: string; prilohy: string }>,
} as const;

export const PRILOHA_MSG = {
  type: 'Povolené sú len súbory .doc, .docx, .pdf a .txt.',
  size: 'Súbor môže mať najviac 15 MB.',
  content: 'Obsah súboru nezodpovedá jeho typu.',
  missing: 'Súbor sa nenašiel, nahrajte ho znova.',
  pridana: 'Príloha bola pridaná.',
  zmazana: 'Príloha bola zmazaná.',
  confirmDelete: 'Naozaj si želáte odstrániť prílohu?',
} as const;

export const prilohaUploadBody = z
  .object({
    filename: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.text, msg.maxLength(LIMITS.text))),
    contentType: z.enum(Object.keys(PRILOHA_TYPES) as [PrilohaType, ...PrilohaType[]], { error: PRILOHA_MSG.type }),
    size: z.int().check(z.minimum(1, PRILOHA_MSG.content), z.maximum(LIMITS.fileBytes, PRILOHA_MSG.size)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const ext = v.filename.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
      if (!(PRILOHA_TYPES[v.contentType] as readonly string[]).includes(ext)) ctx.addIssue({ code: 'custom', path: ['filename'], message: PRILOHA_MSG.type });
    }),
  );
export type PrilohaUploadBody = z.infer<typeof prilohaUploadBody>;
export const prilohyAttachBody = z.object({ prilohy: z.array(z.string().check(z.minLength(1), z.maxLength(300))).check(z.minLength(1), z.maxLength(50)) });
export const prilohaSchema = z.object({ fileId: z.string(), name: z.string(), size: z.int(), dateCreated: z.string() });
export const prilohyResponse = z.object({ attachmentList: z.array(prilohaSchema) });
export type Priloha = z.infer<typeof prilohaSchema>;

/** File size in Bajtov, KB, MB, GB, TB (base 1024, two decimals; spec part 1 §9). */
export function formatFileSize(bytes: number): string {
  const units = ['Bajtov', 'KB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(2).replace('.', ',')} ${units[i]}`;
}
