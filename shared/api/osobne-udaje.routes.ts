/** Personal data of a person (right OSOBNE_UDAJE): find a person, export everything held about them. */
import { anonymizovatBody, anonymizovatResponse, osobaExportQuery, osobaIdParams, osobyQuery, osobyResponse } from './osobne-udaje';
import { anyOf, defineRoute, type RouteDef } from './route';

const IS = '/api/is';
const OSOBNE_UDAJE = anyOf('OSOBNE_UDAJE');

export const osobneUdajeRoutes = {
  osoby: defineRoute({
    method: 'GET',
    path: `${IS}/osobne-udaje/osoby`,
    handler: 'osobne-udaje/get-osoby',
    access: OSOBNE_UDAJE,
    query: osobyQuery,
    response: osobyResponse,
    personalData: 'list',
  }),
  osobaExport: defineRoute({
    method: 'GET',
    path: `${IS}/osobne-udaje/osoba/{id}/export`,
    handler: 'osobne-udaje/get-osoba-export',
    access: OSOBNE_UDAJE,
    params: osobaIdParams,
    query: osobaExportQuery,
    lambda: { nativeModules: ['pdfkit', 'dejavu-fonts-ttf'], memoryMb: 1024, timeoutSeconds: 29 },
    personalData: 'record',
  }),
  /** Erasure on request: the person's data anonymised now, with a reason (audited); refused under a legal hold. */
  osobaAnonymizovat: defineRoute({
    method: 'PUT',
    path: `${IS}/osobne-udaje/osoba/{id}/anonymizovat`,
    handler: 'osobne-udaje/put-osoba-anonymizovat',
    access: OSOBNE_UDAJE,
    params: osobaIdParams,
    body: anonymizovatBody,
    response: anonymizovatResponse,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
} satisfies Record<string, RouteDef>;
