/** Staff notifications (/api/is): list, CSV, create, detail, form save, actions per state, web data (spec part 1 §7); their files: subory.routes.ts. */
import {
  dataZWebuResponse,
  oznameniaFilter,
  oznameniaListQuery,
  oznameniaPageResponse,
  oznamenieCreateResponse,
  oznamenieDetailSchema,
  oznamenieIdParams,
  oznamenieUpdateBody,
  zmenitPriradenieBody,
} from './oznamenia';
import { anyOf, defineRoute, type RouteDef } from './route';

const IS = '/api/is';
/** Read: notification or damage evidence (spec part 1 §6). */
const CITAT = anyOf('EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD');
/** Create, save, assign, discard, cancel, change assignment: notification evidence only. */
const EVIDENCIA = anyOf('EVIDENCIA_OZNAMENI');

export const oznameniaRoutes = {
  oznamenie: defineRoute({
    method: 'GET',
    path: `${IS}/oznamenie/{id}`,
    handler: 'oznamenia/get-oznamenie',
    access: CITAT,
    params: oznamenieIdParams,
    response: oznamenieDetailSchema,
    personalData: 'record',
  }),
  /** The list: filter in the body, page and sort in the query; reads nothing, so no audit record. */
  oznamenia: defineRoute({
    method: 'POST',
    path: `${IS}/oznamenia`,
    handler: 'oznamenia/post-oznamenia',
    access: CITAT,
    query: oznameniaListQuery,
    body: oznameniaFilter,
    response: oznameniaPageResponse,
    audit: false,
    personalData: 'list',
  }),
  oznameniaExportCsv: defineRoute({
    method: 'POST',
    path: `${IS}/oznamenia/export-csv`,
    handler: 'oznamenia/post-oznamenia-export-csv',
    access: anyOf('VYHODNOCOVANIE_UDAJOV'),
    query: oznameniaListQuery,
    body: oznameniaFilter,
    audit: false,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
    personalData: 'list',
  }),
  oznamenieCreate: defineRoute({
    method: 'POST',
    path: `${IS}/oznamenia/create`,
    handler: 'oznamenia/post-oznamenia-create',
    access: EVIDENCIA,
    response: oznamenieCreateResponse,
  }),
  oznamenieUpdate: defineRoute({
    method: 'PUT',
    path: `${IS}/oznamenie/{id}`,
    handler: 'oznamenia/put-oznamenie',
    access: EVIDENCIA,
    params: oznamenieIdParams,
    body: oznamenieUpdateBody,
    response: oznamenieDetailSchema,
    // a place or date that makes it a repeat attack is mailed to its workplace
    lambda: { sendsMail: true },
  }),
  oznamenieAssign: defineRoute({
    method: 'PUT',
    path: `${IS}/oznamenie/{id}/assign`,
    handler: 'oznamenia/put-oznamenie-assign',
    access: EVIDENCIA,
    params: oznamenieIdParams,
    lambda: { sendsMail: true },
  }),
  oznamenieCancel: defineRoute({
    method: 'PUT',
    path: `${IS}/oznamenie/{id}/cancel`,
    handler: 'oznamenia/put-oznamenie-cancel',
    access: EVIDENCIA,
    params: oznamenieIdParams,
  }),
  oznamenieZmenitPriradenie: defineRoute({
    method: 'PUT',
    path: `${IS}/oznamenie/{id}/zmenit-priradenie`,
    handler: 'oznamenia/put-oznamenie-zmenit-priradenie',
    access: EVIDENCIA,
    params: oznamenieIdParams,
    body: zmenitPriradenieBody,
    lambda: { sendsMail: true },
  }),
  oznamenieDiscard: defineRoute({
    method: 'DELETE',
    path: `${IS}/oznamenie/{id}`,
    handler: 'oznamenia/delete-oznamenie',
    access: EVIDENCIA,
    params: oznamenieIdParams,
  }),
  /** PDF of a notification (pdfkit with the embedded DejaVu font; both are installed into the Lambda bundle, pdfkit reads its data files at run time). */
  oznamenieExport: defineRoute({
    method: 'GET',
    path: `${IS}/oznamenie/{id}/export`,
    handler: 'oznamenia/get-oznamenie-export',
    access: CITAT,
    params: oznamenieIdParams,
    lambda: { nativeModules: ['pdfkit', 'dejavu-fonts-ttf'], memoryMb: 1024, timeoutSeconds: 29 },
    personalData: 'record',
  }),
  oznamenieDataZWebu: defineRoute({
    method: 'GET',
    path: `${IS}/data-from-web/{id}`,
    handler: 'oznamenia/get-data-from-web',
    access: CITAT,
    params: oznamenieIdParams,
    response: dataZWebuResponse,
    personalData: 'record',
  }),
} satisfies Record<string, RouteDef>;
