/**
 * The organisation schemas the public wizard reaches (its workplace select), in zod/mini (see ./zm.ts).
 * ./organizacie.ts re-exports them for the staff screens, which embed `organizaciaSchema` in theirs.
 */
import { ORGANIZACIA_TYPY } from '../domain/organizacia';
import * as z from './zm';

export const organizaciaSchema = z.object({
  uuid: z.string(),
  kod: z.string(),
  nazov: z.string(),
  typ: z.enum(ORGANIZACIA_TYPY),
  platnost: z.boolean(),
});
export type Organizacia = z.infer<typeof organizaciaSchema>;

export const organizaciaListResponse = z.object({ organizaciaList: z.array(organizaciaSchema) });
export type OrganizaciaListResponse = z.infer<typeof organizaciaListResponse>;
