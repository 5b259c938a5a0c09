/**
 * The formula documents: public – a formula is documentation, the same for
 * everyone. Reached at /vzorce_{slug}.pdf (see ./vzorce.ts).
 */
import { defineRoute, PUBLIC, type RouteDef } from './route';
import { VZORCE_API_PREFIX, vzorecParams } from './vzorce';

export const vzorceRoutes = {
  vzorecPdf: defineRoute({
    method: 'GET',
    path: `${VZORCE_API_PREFIX}/{subor}`,
    handler: 'vzorce/get-vzorec-pdf',
    access: PUBLIC,
    params: vzorecParams,
    lambda: { nativeModules: ['pdfkit', 'dejavu-fonts-ttf'], memoryMb: 1024, timeoutSeconds: 29 },
  }),
} satisfies Record<string, RouteDef>;
