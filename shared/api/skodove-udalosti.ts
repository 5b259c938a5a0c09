/**
 * Damage-event contracts (spec part 2 §3 'Damage event detail', §7 'Damage events'). This first
 * slice serves the notification's 'Nová šk. udalosť' and the event's injured party; the damage-event
 * issue extends it (list, update payload, state changes, commission…).
 */
import { TYPY_SKODY } from '../domain/oznamenie';
import { SKODOVA_UDALOST_STAVY } from '../domain/skodova-udalost';
import { organizaciaSchema } from './organizacie';
import * as z from './z';
import { uuid } from './zod';

export const skodovaUdalostIdParams = z.object({ id: uuid() });

export const clenKomisieSchema = z.object({
  uuid: z.string(),
  meno: z.string(),
  priezvisko: z.string(),
  zaradenie: z.string().optional(),
  poznamka: z.string().optional(),
});

export const skodovaUdalostDetailSchema = z.object({
  uuid: z.string(),
  /** Human code, e.g. SU-2026-000001. */
  kod: z.string(),
  oznamenieId: z.string().optional(),
  oznamenieKod: z.string().optional(),
  stav: z.enum(SKODOVA_UDALOST_STAVY),
  datumOznamenia: z.string(),
  /** Date (yyyy-MM-dd) or date and time (yyyy-MM-ddTHH:mm) of the damage. */
  datumACasVznikuSkody: z.string(),
  popisSkody: z.string().optional(),
  popisLokality: z.string().optional(),
  lokalitaGpsSirka: z.number().optional(),
  lokalitaGpsDlzka: z.number().optional(),
  spisovaZnackaSop: z.string().optional(),
  spisovaZnackaOu: z.string().optional(),
  vyskaSkodyVypocitana: z.number().optional(),
  vyskaSkodyZadana: z.number().optional(),
  miestneSetreniePopis: z.string().optional(),
  datumACasSetrenia: z.string().optional(),
  typSkody: z.enum(TYPY_SKODY),
  uzemnePrislusnaSop: organizaciaSchema.nullable(),
  uzemnePrislusnyOu: organizaciaSchema.nullable(),
  vytvorilPouzivatel: z.string().optional(),
  komisia: z.array(clenKomisieSchema),
  prepojenieNaIneSkodoveUdalosti: z.string().optional(),
  pocetPredmetovSkody: z.number().int(),
  hasPoskodeny: z.boolean(),
  poskodenyMeno: z.string().optional(),
  version: z.number().int(),
});
export type SkodovaUdalostDetail = z.infer<typeof skodovaUdalostDetailSchema>;

export const skodovaUdalostCreateResponse = z.object({ uuid: z.string() });

export const SKODOVA_UDALOST_MSG = {
  vytvorena: 'Škodová udalosť bola úspešne vytvorená.',
  neexistuje: 'Škodová udalosť neexistuje.',
  /** The notification already led to a damage event (a second one would split the case). */
  uzVytvorena: 'Z oznámenia už bola vytvorená škodová udalosť.',
} as const;
