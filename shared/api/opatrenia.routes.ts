/** Preventive measures of a damage event (spec part 2 §3, §5, §7 'Preventive measures'; rights §6: EVIDENCIA_SKOD). */
import type { RouteDef } from './route';

export const opatreniaRoutes = {} satisfies Record<string, RouteDef>;
