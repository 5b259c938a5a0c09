import { OPRAVNENIA } from '../domain/opravnenia';
import { organizaciaSchema } from './organizacie';
import { z } from './zod';

export const pouzivatelSchema = z.object({
  uuid: z.string(),
  login: z.string(),
  meno: z.string(),
  priezvisko: z.string(),
  email: z.string().optional(),
  aktivny: z.boolean(),
  titulPredMenom: z.string().optional(),
  titulZaMenom: z.string().optional(),
  telefonneCislo: z.string().optional(),
  funkcia: z.string().optional(),
  gdprSuhlas: z.boolean(),
  opravnenia: z.array(z.enum(OPRAVNENIA)),
  organizacie: z.array(organizaciaSchema),
  notifikaciaNoveOznamenie: z.boolean(),
  notifikaciaNovaSkodovaUdalost: z.boolean(),
  version: z.number().int(),
});
export type Pouzivatel = z.infer<typeof pouzivatelSchema>;
