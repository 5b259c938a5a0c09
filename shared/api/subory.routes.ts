/**
 * Photos and attachments of every owner (notification, damage event): owner-agnostic temporary uploads
 * and each owner's file routes (spec part 1 §7 'Notification files', part 2 §7 'Files of an event').
 * One factory gives an owner its nine routes – the same schemas under the owner's path, with its
 * rights and its handler modules (functions/subory/<method>-<owner>-…); every handler calls the
 * same domain operation with its owner (functions/subory/domain).
 */
import { anyOf, defineRoute, type Access, type RouteDef } from './route';
import {
  fotografieAttachBody,
  fotografieResponse,
  prilohaUploadBody,
  prilohyAttachBody,
  prilohyResponse,
  suborFileParams,
  type SuborVlastnik,
  suborOwnerParams,
  uploadSessionQuery,
} from './subory';
import { photoRemoveQuery, photoUploadBody, photoUploadResponse } from './fotografie-upload';

const IS = '/api/is';
/** Notification files: notification or damage evidence (spec part 1 §6). */
const OZNAMENIE_ACCESS = anyOf('EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD');
/** Damage-event files: damage evidence (spec part 2 §6). */
const SKODOVA_UDALOST_ACCESS = anyOf('EVIDENCIA_SKOD');

/**
 * The nine file routes of an owner whose detail is `${path}/{id}`; handler modules are
 * `subory/<get|post>-${handler}-…`.
 */
function ownerFileRoutes(owner: { path: string; handler: string; access: Access }) {
  const at = (suffix: string) => `${IS}${owner.path}/{id}${suffix}`;
  const handler = (method: 'get' | 'post', suffix: string) => `subory/${method}-${owner.handler}-${suffix}`;
  const { access } = owner;
  return {
    fotografie: defineRoute({ method: 'GET', path: at('/fotografie'), handler: handler('get', 'fotografie'), access, params: suborOwnerParams, response: fotografieResponse }),
    /** Redirect to a presigned S3 URL of the original. */
    fotografiaDownload: defineRoute({ method: 'GET', path: at('/fotografia/{fileId}/download'), handler: handler('get', 'fotografia-download'), access, params: suborFileParams }),
    /** Redirect to a presigned S3 URL of the thumbnail. */
    fotografiaNahlad: defineRoute({ method: 'GET', path: at('/fotografia/nahlad/{fileId}/download'), handler: handler('get', 'fotografia-nahlad'), access, params: suborFileParams }),
    /** Attaches the session's temporary photos: content check, thumbnail, EXIF, permanent keys. */
    fotografiaAttach: defineRoute({
      method: 'POST',
      path: at('/fotografia/upload'),
      handler: handler('post', 'fotografia-upload'),
      access,
      params: suborOwnerParams,
      query: uploadSessionQuery,
      body: fotografieAttachBody,
      response: fotografieResponse,
      lambda: { nativeModules: ['sharp'], memoryMb: 1536, timeoutSeconds: 29 },
    }),
    fotografiaRemove: defineRoute({ method: 'POST', path: at('/fotografia/remove/{fileId}'), handler: handler('post', 'fotografia-remove'), access, params: suborFileParams }),
    prilohy: defineRoute({ method: 'GET', path: at('/prilohy'), handler: handler('get', 'prilohy'), access, params: suborOwnerParams, response: prilohyResponse }),
    /** Redirect to a presigned S3 URL (saved under the attachment's name). */
    prilohaDownload: defineRoute({ method: 'GET', path: at('/priloha/download/{fileId}'), handler: handler('get', 'priloha-download'), access, params: suborFileParams }),
    /** Attaches the session's temporary attachments after a check of their content. */
    prilohaAttach: defineRoute({
      method: 'POST',
      path: at('/priloha/upload'),
      handler: handler('post', 'priloha-upload'),
      access,
      params: suborOwnerParams,
      query: uploadSessionQuery,
      body: prilohyAttachBody,
      response: prilohyResponse,
      lambda: { memoryMb: 1024, timeoutSeconds: 29 },
    }),
    prilohaRemove: defineRoute({ method: 'POST', path: at('/priloha/remove/{fileId}'), handler: handler('post', 'priloha-remove'), access, params: suborFileParams }),
  };
}

/** The file routes of one owner, named `<owner><Route>` (e.g. oznamenieFotografie, skodovaUdalostPrilohaRemove). */
type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] };
function prefixed<P extends string, T extends Record<string, RouteDef>>(prefix: P, table: T): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [`${prefix}${k[0].toUpperCase()}${k.slice(1)}`, v])) as Prefixed<P, T>;
}

/** The routes of one owner's files, unprefixed. */
export type OwnerFileRoutes = ReturnType<typeof ownerFileRoutes>;

/** Each owner's file routes by their unprefixed names (the web's owner table calls them through these). */
export const OWNER_FILE_ROUTES = {
  OZNAMENIE: ownerFileRoutes({ path: '/oznamenie', handler: 'oznamenie', access: OZNAMENIE_ACCESS }),
  SKODOVA_UDALOST: ownerFileRoutes({ path: '/skodove-udalosti', handler: 'skodova-udalost', access: SKODOVA_UDALOST_ACCESS }),
} satisfies Record<SuborVlastnik, OwnerFileRoutes>;

export const suboryRoutes = {
  /** Presigned S3 POST for one temporary photo of an upload session (the staff 'Pridať fotografie' page of any owner). */
  fotografiaTempUpload: defineRoute({
    method: 'POST',
    path: `${IS}/fotografia/upload`,
    handler: 'subory/post-fotografia-upload',
    access: OZNAMENIE_ACCESS,
    query: uploadSessionQuery,
    body: photoUploadBody,
    response: photoUploadResponse,
    audit: false,
  }),
  /** Deletes a temporary photo (the spec's GET …/remove; 204). */
  fotografiaTempRemove: defineRoute({
    method: 'GET',
    path: `${IS}/fotografia/remove`,
    handler: 'subory/get-fotografia-remove',
    access: OZNAMENIE_ACCESS,
    query: photoRemoveQuery,
    writes: true,
  }),
  prilohaTempUpload: defineRoute({
    method: 'POST',
    path: `${IS}/priloha/upload`,
    handler: 'subory/post-priloha-upload',
    access: OZNAMENIE_ACCESS,
    query: uploadSessionQuery,
    body: prilohaUploadBody,
    response: photoUploadResponse,
    audit: false,
  }),
  prilohaTempRemove: defineRoute({
    method: 'GET',
    path: `${IS}/priloha/remove`,
    handler: 'subory/get-priloha-remove',
    access: OZNAMENIE_ACCESS,
    query: photoRemoveQuery,
    writes: true,
  }),
  ...prefixed('oznamenie', OWNER_FILE_ROUTES.OZNAMENIE),
  ...prefixed('skodovaUdalost', OWNER_FILE_ROUTES.SKODOVA_UDALOST),
} satisfies Record<string, RouteDef>;
