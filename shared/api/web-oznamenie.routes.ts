/**
 * The public wizard's endpoints (/api/web-oznamenie), anonymous: the caller's own draft. The other public
 * endpoints – the code lists and workplaces the wizard shows, the public pages, 'Stav hlásenia' – are in
 * ./verejne.routes.ts, so their Lambdas do not build the wizard's schemas at start.
 */
// the zod/mini modules only (./zm.ts): this table is loaded by the wizard's first screen
import { kontaktneInformacieBody, odoslatResponse, subjektyQuery, subjektyResponse, udajeOPoskodenomBody, udajeOSkodeBody, webOznamenieResponse } from './web-oznamenie';
import { photoCheckBody, photoRemoveQuery, photoUploadBody, photoUploadResponse, uploadSessionQuery } from './fotografie-upload';
import { defineRoute, PUBLIC, type RouteDef } from './route';

const WEB = '/api/web-oznamenie';

export const webOznamenieRoutes = {
  // ── the wizard: the caller's own draft, identified by an anonymous HttpOnly cookie ──
  webOznamenie: defineRoute({
    method: 'GET',
    path: `${WEB}/webove-oznamenie`,
    handler: 'web-oznamenie/get-webove-oznamenie',
    access: PUBLIC,
    response: webOznamenieResponse,
  }),
  webOznamenieVytvorit: defineRoute({
    method: 'POST',
    path: `${WEB}/webove-oznamenie/vytvorit-oznamenie`,
    handler: 'web-oznamenie/post-vytvorit-oznamenie',
    access: PUBLIC,
    response: webOznamenieResponse,
    maxBodyBytes: 1024,
  }),
  webOznamenieUdajeOSkode: defineRoute({
    method: 'PUT',
    path: `${WEB}/webove-oznamenie/udaje-o-skode`,
    handler: 'web-oznamenie/put-udaje-o-skode',
    access: PUBLIC,
    body: udajeOSkodeBody,
    response: webOznamenieResponse,
    // every photo is decoded again (sharp) before the step is saved
    lambda: { nativeModules: ['sharp'], memoryMb: 1536, timeoutSeconds: 29 },
  }),
  webOznamenieUdajeOPoskodenom: defineRoute({
    method: 'PUT',
    path: `${WEB}/webove-oznamenie/udaje-o-poskodenom`,
    handler: 'web-oznamenie/put-udaje-o-poskodenom',
    access: PUBLIC,
    body: udajeOPoskodenomBody,
    response: webOznamenieResponse,
  }),
  webOznamenieKontaktneInformacie: defineRoute({
    method: 'PUT',
    path: `${WEB}/webove-oznamenie/kontaktne-informacie`,
    handler: 'web-oznamenie/put-kontaktne-informacie',
    access: PUBLIC,
    body: kontaktneInformacieBody,
    response: webOznamenieResponse,
  }),
  webOznamenieOdoslat: defineRoute({
    method: 'POST',
    path: `${WEB}/webove-oznamenie/odoslat`,
    handler: 'web-oznamenie/post-odoslat',
    access: PUBLIC,
    response: odoslatResponse,
    // Thumbnails (sharp) and EXIF of up to 30 photos of 15 MB, then the confirmation e-mail.
    lambda: { nativeModules: ['sharp'], sendsMail: true, memoryMb: 1536, timeoutSeconds: 29 },
    maxBodyBytes: 1024,
  }),
  webOznamenieZrusit: defineRoute({
    method: 'PUT',
    path: `${WEB}/webove-oznamenie/zrusit`,
    handler: 'web-oznamenie/put-zrusit',
    access: PUBLIC,
    maxBodyBytes: 1024,
  }),
  webSubjekty: defineRoute({
    method: 'GET',
    path: `${WEB}/subjekty`,
    handler: 'web-oznamenie/get-subjekty',
    access: PUBLIC,
    query: subjektyQuery,
    response: subjektyResponse,
  }),
  webFotografiaUpload: defineRoute({
    method: 'POST',
    path: `${WEB}/fotografia/upload`,
    handler: 'web-oznamenie/post-fotografia-upload',
    access: PUBLIC,
    query: uploadSessionQuery,
    body: photoUploadBody,
    response: photoUploadResponse,
  }),
  /** Checks an uploaded photo by decoding it, as soon as its upload finished: 204, or 400 with the reason (the file is deleted). */
  webFotografiaOverit: defineRoute({
    method: 'POST',
    path: `${WEB}/fotografia/overit`,
    handler: 'web-oznamenie/post-fotografia-overit',
    access: PUBLIC,
    query: uploadSessionQuery,
    body: photoCheckBody,
    lambda: { nativeModules: ['sharp'], memoryMb: 1024, timeoutSeconds: 15 },
  }),
  webFotografiaRemove: defineRoute({
    method: 'GET',
    path: `${WEB}/fotografia/remove`,
    handler: 'web-oznamenie/get-fotografia-remove',
    access: PUBLIC,
    query: photoRemoveQuery,
    writes: true,
  }),
} satisfies Record<string, RouteDef>;
