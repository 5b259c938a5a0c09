/** Public endpoints of the wizard and public pages (/api/web-oznamenie), anonymous. */
// the zod/mini modules only (./zm.ts): this table is loaded by the wizard's first screen
import { ciselnikyResponse, webCiselnikyQuery } from './ciselniky-public';
import { organizaciaListResponse } from './organizacie-public';
import { stavHlaseniaBody, stavHlaseniaResponse, stavHlaseniaTokenBody } from './stav-hlasenia';
import { strankaParams, strankaResponse } from './stranky';
import { kontaktneInformacieBody, odoslatResponse, subjektyQuery, subjektyResponse, udajeOPoskodenomBody, udajeOSkodeBody, webOznamenieResponse } from './web-oznamenie';
import { photoCheckBody, photoRemoveQuery, photoUploadBody, photoUploadResponse, uploadSessionQuery } from './fotografie-upload';
import { defineRoute, PUBLIC, type RouteDef } from './route';

const WEB = '/api/web-oznamenie';

export const webOznamenieRoutes = {
  webOrganizacie: defineRoute({
    method: 'GET',
    path: `${WEB}/organizacie`,
    handler: 'web-oznamenie/get-organizacie',
    access: PUBLIC,
    response: organizaciaListResponse,
  }),
  webCiselniky: defineRoute({
    method: 'GET',
    path: `${WEB}/ciselniky`,
    handler: 'web-oznamenie/get-ciselniky',
    access: PUBLIC,
    query: webCiselnikyQuery,
    response: ciselnikyResponse,
  }),
  webStrankaObsah: defineRoute({
    method: 'POST',
    path: `${WEB}/stranka-obsah/{strankaKod}`,
    handler: 'web-oznamenie/post-stranka-obsah',
    access: PUBLIC,
    params: strankaParams,
    response: strankaResponse,
    maxBodyBytes: 1024,
  }),

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

  // ── 'Stav hlásenia': the reporter's view of their sent report (POST: the e-mail and the token never stand in a URL or an access log) ──
  /** By code and e-mail; a wrong pair, an unknown code and a report without e-mail answer the same 404. */
  webStavHlasenia: defineRoute({
    method: 'POST',
    path: `${WEB}/stav-hlasenia`,
    handler: 'web-oznamenie/post-stav-hlasenia',
    access: PUBLIC,
    body: stavHlaseniaBody,
    response: stavHlaseniaResponse,
    maxBodyBytes: 1024,
  }),
  /** By the personal link of the reporter's e-mails. */
  webStavHlaseniaOdkaz: defineRoute({
    method: 'POST',
    path: `${WEB}/stav-hlasenia/odkaz`,
    handler: 'web-oznamenie/post-stav-hlasenia-odkaz',
    access: PUBLIC,
    body: stavHlaseniaTokenBody,
    response: stavHlaseniaResponse,
    maxBodyBytes: 1024,
  }),
  /** The opt-out link of the reporter's e-mails: no more messages about this report (204). */
  webStavHlaseniaOdhlasit: defineRoute({
    method: 'POST',
    path: `${WEB}/stav-hlasenia/odhlasit`,
    handler: 'web-oznamenie/post-stav-hlasenia-odhlasit',
    access: PUBLIC,
    body: stavHlaseniaTokenBody,
    maxBodyBytes: 1024,
  }),
} satisfies Record<string, RouteDef>;
