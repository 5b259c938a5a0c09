/** A module that imports classic zod, for first-screen-graph.test.ts to prove that it would notice one (no other module does). */
import * as z from 'zod';

export const classicSchema = z.string();
