/**
 * Temporary photo uploads (the wizard's and the staff 'Pridať fotografie' pages): the presigned POST's
 * body and answer, the removal and the check. A module of their own, so that the staff file routes
 * carry these schemas and not the whole wizard's (web-oznamenie.ts re-exports them).
 */
import { LIMITS } from './limits';
import { WIZARD_MSG } from './web-oznamenie-texts';
import * as z from './zm';
import { msg, uuid } from './zm-fields';

export const PHOTO_TYPES = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] } as const;
export const uploadSessionQuery = z.object({ uploadSessionUuid: uuid() });

export const photoUploadBody = z
  .object({
    filename: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.text, msg.maxLength(LIMITS.text))),
    contentType: z.enum(['image/jpeg', 'image/png'], { error: WIZARD_MSG.photoType }),
    size: z.number().check(z.int(), z.gte(1, WIZARD_MSG.photoContent), z.lte(LIMITS.fileBytes, WIZARD_MSG.photoSize)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const ext = v.filename.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
      if (!(PHOTO_TYPES[v.contentType] as readonly string[]).includes(ext)) ctx.addIssue({ code: 'custom', path: ['filename'], message: WIZARD_MSG.photoType });
    }),
  );
export type PhotoUploadBody = z.infer<typeof photoUploadBody>;

export const photoUploadResponse = z.object({
  /** Temporary file name: what the wizard sends back in `fotografie`. */
  filename: z.string(),
  /** Presigned S3 POST: the browser posts the file here with these fields first. */
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponse>;

export const photoRemoveQuery = z.object({ uploadSessionUuid: uuid(), filename: z.string().check(z.minLength(1), z.maxLength(300)) });

/** A finished upload to check at once (POST …/fotografia/overit): the temporary name the upload returned. */
export const photoCheckBody = z.object({ filename: z.string().check(z.minLength(1), z.maxLength(300)) });
