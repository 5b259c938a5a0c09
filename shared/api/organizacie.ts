import { ORGANIZACIA_TYPY } from '../domain/organizacia';
import { queryBool, z } from './zod';

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

export const organizacieQuery = z.object({ platnyOnly: queryBool().optional() });
