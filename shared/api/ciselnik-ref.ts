import * as z from './zm';

/** A code-list value as responses carry it (spec part 2 §3 'Code lists': uuid, label and type). */
export const ciselnikRefSchema = z.object({ uuid: z.string(), label: z.string(), type: z.string() });
export type CiselnikRef = z.infer<typeof ciselnikRefSchema>;
