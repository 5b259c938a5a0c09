/** Photos and attachments of every owner (notification, damage event): owner-agnostic temporary uploads and each owner's file routes (spec part 1 §7 'Notification files', part 2 §7 'Files of an event'). */
import type { RouteDef } from './route';

export const suboryRoutes = {} satisfies Record<string, RouteDef>;
