/**
 * Repeat attacks (opakované útoky): the administrator's parameters per species and the related
 * cases a notification's or an event's detail shows. Rules: shared/domain/opakovany-utok.ts.
 */
import { OPAKOVANY_UTOK_PREDVOLENE } from '../domain/opakovany-utok';
import { OPAKOVANY_UTOK_TEXTS } from './opakovane-utoky-texts';
import * as z from './zm';
import { uuid } from './zm-fields';

export { OPAKOVANY_UTOK_TEXTS };

/** Radius 0.1–50 km (a wider one would read most of a region), window 1–365 days, threshold 2–20. */
export const parametreSchema = z.object({
  polomerKm: z.number().check(z.gte(0.1, OPAKOVANY_UTOK_TEXTS.polomerRozsah), z.lte(50, OPAKOVANY_UTOK_TEXTS.polomerRozsah)),
  dni: z.number().check(z.int(OPAKOVANY_UTOK_TEXTS.dniRozsah), z.gte(1, OPAKOVANY_UTOK_TEXTS.dniRozsah), z.lte(365, OPAKOVANY_UTOK_TEXTS.dniRozsah)),
  prah: z.number().check(z.int(OPAKOVANY_UTOK_TEXTS.prahRozsah), z.gte(2, OPAKOVANY_UTOK_TEXTS.prahRozsah), z.lte(20, OPAKOVANY_UTOK_TEXTS.prahRozsah)),
});

const druhSchema = z.extend(parametreSchema, { povodcaSkodyId: z.pipe(uuid(), z.transform((s: string) => s.toLowerCase())) });

const druhyJedinecne = (druhy: { povodcaSkodyId: string }[]) => new Set(druhy.map((d) => d.povodcaSkodyId)).size === druhy.length;

export const nastavenieBody = z.object({
  predvolene: parametreSchema,
  druhy: z.array(druhSchema).check(z.maxLength(100), z.refine(druhyJedinecne, { message: OPAKOVANY_UTOK_TEXTS.druhDvakrat })),
  /** The version the screen loaded (0: never saved, the defaults). */
  version: z.int().check(z.minimum(0)),
});
export type NastavenieBody = z.output<typeof nastavenieBody>;

export const nastavenieSchema = z.object({
  predvolene: parametreSchema,
  druhy: z.array(z.extend(parametreSchema, { povodcaSkodyId: z.string() })),
  version: z.int(),
});
export type OpakovanyUtokNastavenieDetail = z.infer<typeof nastavenieSchema>;

export const NASTAVENIE_PREDVOLENE: OpakovanyUtokNastavenieDetail = { predvolene: OPAKOVANY_UTOK_PREDVOLENE, druhy: [], version: 0 };

/** The related cases of one notification or event (its detail's panel). */
export const opakovanyUtokSchema = z.object({
  opakovanyUtok: z.boolean(),
  parametre: parametreSchema,
  suvisiace: z.array(
    z.object({
      typ: z.enum(['OZNAMENIE', 'SKODOVA_UDALOST']),
      uuid: z.string(),
      kod: z.string(),
      datum: z.string(),
      vzdialenostKm: z.number(),
      /** Label of the damage-causing species where known. */
      povodcaSkody: z.optional(z.string()),
    }),
  ),
});
export type OpakovanyUtokPanel = z.infer<typeof opakovanyUtokSchema>;
