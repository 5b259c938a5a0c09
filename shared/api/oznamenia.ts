/** Staff notification contracts (spec part 1 §3 Notification, §7 Notifications). Issue #4 extends them. */
import { OZNAMENIE_STAVY, TYPY_SKODY } from '../domain/oznamenie';
import { organizaciaSchema } from './organizacie';
import { uuid, z } from './zod';

export const oznamenieIdParams = z.object({ id: uuid() });

export const oznamenieDetailSchema = z.object({
  uuid: z.string(),
  kod: z.string(),
  oznamenieStav: z.enum(OZNAMENIE_STAVY),
  isFromWeb: z.boolean(),
  datumOznamenia: z.string(),
  datumVznikuSkody: z.string(),
  typSkody: z.enum(TYPY_SKODY),
  popisSkody: z.string().optional(),
  popisLokality: z.string().optional(),
  lokalitaGpsSirka: z.number().optional(),
  lokalitaGpsDlzka: z.number().optional(),
  uzemnePrislusnePracovisko: organizaciaSchema.nullable(),
  vytvorilPouzivatel: z.string().optional(),
  doplnkoveKontaktneInformacie: z.string().optional(),
  skodovaUdalostId: z.string().optional(),
  hasPoskodeny: z.boolean(),
  poskodenyMeno: z.string().optional(),
  version: z.number().int(),
});
export type OznamenieDetail = z.infer<typeof oznamenieDetailSchema>;
