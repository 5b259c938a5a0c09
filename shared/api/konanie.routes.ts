/** Final statement and proceedings of a damage event (spec part 2 §3, §5, §7 'Final statement and proceedings'; rights §6: EVIDENCIA_SKOD). */
import type { RouteDef } from './route';

export const konanieRoutes = {} satisfies Record<string, RouteDef>;
