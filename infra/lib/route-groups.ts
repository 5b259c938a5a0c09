/**
 * How the route table maps onto CloudFormation: one Lambda per route, routes grouped
 * into nested stacks so no template reaches CloudFormation's 500-resource limit.
 *
 * Groups follow the handler's area (the folder under functions/), so adding a route
 * never moves an existing route to another stack (a move would make CloudFormation
 * create the route key in the new stack before deleting it from the old one, which
 * API Gateway refuses as a duplicate). Only an area with more than
 * MAX_ROUTES_PER_STACK routes is split, in route-table order: append new routes of
 * such an area at its end.
 */
import type { HttpMethod, LambdaNeeds } from '@shared/api/route';
import type { DataAccess } from './route-function';

/** The part of a route-table entry the infrastructure needs. */
export interface InfraRoute {
  name: string;
  method: HttpMethod;
  path: string;
  handler: string;
  /** Explicit audit flag of the route table; an audited call writes an audit record. */
  audit?: boolean;
  /** A GET route that changes data (e.g. the spec's GET …/remove) needs write permissions. */
  writes?: boolean;
  /**
   * The route shows personal data: its read-log lines go to the read-log consumer through a
   * subscription filter on its log group (no write permission: the route only logs).
   */
  personalData?: 'record' | 'list';
  /** Native modules, e-mail, memory and timeout needs of the handler. */
  lambda?: LambdaNeeds;
}

export interface RouteGroup {
  /** Construct id suffix of the group's nested stack, e.g. 'oznamenia' or 'oznamenia-2'. */
  id: string;
  routes: InfraRoute[];
}

/**
 * Each route costs 7 resources (function, role, policy, log group, integration, route,
 * permission): 60 routes are 420, well under 500 with room for per-stack extras.
 */
export const MAX_ROUTES_PER_STACK = 60;

export const routeKeyOf = (r: Pick<InfraRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

export function groupRoutes(routes: readonly InfraRoute[], maxPerStack = MAX_ROUTES_PER_STACK): RouteGroup[] {
  assertUnique(routes);
  const byArea = new Map<string, InfraRoute[]>();
  for (const route of routes) {
    const area = route.handler.split('/')[0];
    if (!/^[a-z0-9][a-z0-9-]*$/.test(area) || !route.handler.includes('/')) {
      throw new Error(`Route ${route.name}: handler '${route.handler}' must be '<area>/<module>' in kebab-case.`);
    }
    byArea.set(area, [...(byArea.get(area) ?? []), route]);
  }
  const groups: RouteGroup[] = [];
  for (const [area, areaRoutes] of byArea) {
    for (let i = 0; i < areaRoutes.length; i += maxPerStack) {
      const part = i / maxPerStack + 1;
      groups.push({ id: part === 1 ? area : `${area}-${part}`, routes: areaRoutes.slice(i, i + maxPerStack) });
    }
  }
  return groups;
}

/**
 * Least privilege on the product's data: GET routes only read, except the sign-in
 * handlers (auth/*), which create sessions, and routes marked `audit: true`, whose
 * calls write an audit record (functions/http/http.ts); every other method may write. A route
 * showing personal data only logs its reads (functions/http/read-log.ts): it stays read-only.
 * A GET handler that writes fails with AccessDenied in AWS only (locally there is no
 * IAM), so a GET route that must write belongs under auth/ or needs an entry here.
 */
export function dataAccessOf(route: Pick<InfraRoute, 'method' | 'handler' | 'audit' | 'writes' | 'personalData'>): DataAccess {
  if (route.handler.startsWith('auth/') || route.audit === true || route.writes === true) return 'readWrite';
  return route.method === 'GET' ? 'read' : 'readWrite';
}

function assertUnique(routes: readonly InfraRoute[]) {
  const names = new Set<string>();
  const keys = new Set<string>();
  for (const r of routes) {
    if (names.has(r.name)) throw new Error(`Duplicate route name '${r.name}'.`);
    if (keys.has(routeKeyOf(r))) throw new Error(`Duplicate route key '${routeKeyOf(r)}'.`);
    names.add(r.name);
    keys.add(routeKeyOf(r));
  }
}
