/**
 * The formula documents: public – a formula is documentation, the same for
 * everyone. Reached at /vzorce_{slug}.pdf (see ./vzorce.ts).
 * The formula versions and their verification (./vzorce-overenie.ts) sit beside the price lists
 * and share their rights: read by whoever may read price lists, changed by SPRAVA_CENNIKOV.
 */
import { CENNIKY_MANAGE, CENNIKY_VIEW } from './cenniky.routes';
import { defineRoute, PUBLIC, type RouteDef } from './route';
import { VZORCE_API_PREFIX, vzorecParams } from './vzorce';
import {
  vzorecDetailResponse,
  vzorecNovaVerziaBody,
  vzorecOverenieBody,
  vzorecParams as vzorecKategoriaParams,
  vzorecPripadBody,
  vzorecPripadParams,
  vzorecVerziaParams,
} from './vzorce-overenie';

const VZOREC = '/api/is/cenniky/{cennikName}/vzorec';
const VIEW = CENNIKY_VIEW;
const MANAGE = CENNIKY_MANAGE;

export const vzorceRoutes = {
  vzorecPdf: defineRoute({
    method: 'GET',
    path: `${VZORCE_API_PREFIX}/{subor}`,
    handler: 'vzorce/get-vzorec-pdf',
    access: PUBLIC,
    params: vzorecParams,
    lambda: { nativeModules: ['pdfkit', 'dejavu-fonts-ttf'], memoryMb: 1024, timeoutSeconds: 29 },
  }),
  vzorecDetail: defineRoute({
    method: 'GET',
    path: VZOREC,
    handler: 'vzorce/get-vzorec',
    access: VIEW,
    params: vzorecKategoriaParams,
    response: vzorecDetailResponse,
  }),
  vzorecNovaVerzia: defineRoute({
    method: 'POST',
    path: `${VZOREC}/verzie`,
    handler: 'vzorce/post-vzorec-verzia',
    access: MANAGE,
    params: vzorecKategoriaParams,
    body: vzorecNovaVerziaBody,
    response: vzorecDetailResponse,
  }),
  vzorecOverenie: defineRoute({
    method: 'POST',
    path: `${VZOREC}/verzie/{cislo}/overenie`,
    handler: 'vzorce/post-vzorec-overenie',
    access: MANAGE,
    params: vzorecVerziaParams,
    body: vzorecOverenieBody,
    response: vzorecDetailResponse,
  }),
  vzorecPridatPripad: defineRoute({
    method: 'POST',
    path: `${VZOREC}/pripady`,
    handler: 'vzorce/post-vzorec-pripad',
    access: MANAGE,
    params: vzorecKategoriaParams,
    body: vzorecPripadBody,
    response: vzorecDetailResponse,
  }),
  vzorecOdstranitPripad: defineRoute({
    method: 'DELETE',
    path: `${VZOREC}/pripady/{id}`,
    handler: 'vzorce/delete-vzorec-pripad',
    access: MANAGE,
    params: vzorecPripadParams,
    response: vzorecDetailResponse,
  }),
} satisfies Record<string, RouteDef>;
