/**
 * Damage events (/api/is, spec part 2 §7; rights part 2 §6: EVIDENCIA_SKOD). This slice: the event
 * detail and its creation from a notification (spec part 1 §4 'Nová šk. udalosť'). The event's
 * injured-party routes live with the injured-party module (poskodeni.routes.ts).
 */
import { oznamenieIdParams } from './id-params';
import { allOf, anyOf, defineRoute, type RouteDef } from './route';
import { skodovaUdalostExportQuery } from './skodove-udalosti';
import {
  clenKomisieBody,
  clenKomisieIdParams,
  skodovaUdalostCreateResponse,
  skodovaUdalostDetailSchema,
  skodovaUdalostIdNamedParams,
  skodovaUdalostIdParams,
  skodovaUdalostUpdateBody,
  skodoveUdalostiFilter,
  skodoveUdalostiListQuery,
  skodoveUdalostiPageResponse,
  vytvoritOznamenieResponse,
  zmenitPriradenieOuBody,
} from './skodove-udalosti';

const IS = '/api/is';
const SKODY = anyOf('EVIDENCIA_SKOD');

export const skodoveUdalostiRoutes = {
  skodovaUdalost: defineRoute({
    method: 'GET',
    path: `${IS}/skodove-udalosti/{id}`,
    handler: 'skodove-udalosti/get-skodova-udalost',
    access: SKODY,
    params: skodovaUdalostIdParams,
    response: skodovaUdalostDetailSchema,
    personalData: 'record',
  }),
  /** PRIRADENE notification → new event ROZPRACOVANA with its data and party; notification V_RIESENI; one transaction. */
  oznamenieVytvoritSkodovuUdalost: defineRoute({
    method: 'POST',
    path: `${IS}/oznamenie/{id}/vytvorit-skodova-udalost`,
    handler: 'skodove-udalosti/post-oznamenie-vytvorit-skodova-udalost',
    access: SKODY,
    params: oznamenieIdParams,
    response: skodovaUdalostCreateResponse,
    lambda: { sendsMail: true },
  }),
  /** Tab ŠK. UDALOSŤ: the fields of the state (§4), the version the screen loaded (stale → 409); answers the new detail. */
  skodovaUdalostUpdate: defineRoute({
    method: 'PUT',
    path: `${IS}/skodove-udalosti/{id}`,
    handler: 'skodove-udalosti/put-skodova-udalost',
    access: SKODY,
    params: skodovaUdalostIdParams,
    body: skodovaUdalostUpdateBody,
    response: skodovaUdalostDetailSchema,
    // a set or changed inspection date is mailed to the reporter
    lambda: { sendsMail: true },
  }),
  /** 'Zahodiť rozpracovanú' (ROZPRACOVANA only); a notification it came from returns to PRIRADENE. */
  skodovaUdalostDiscard: defineRoute({
    method: 'DELETE',
    path: `${IS}/skodove-udalosti/{id}`,
    handler: 'skodove-udalosti/delete-skodova-udalost',
    access: SKODY,
    params: skodovaUdalostIdParams,
  }),
  /** 'Začať šetrenie': ROZPRACOVANA → V_SETRENI; a notification is created from the event when it has none (one transaction). */
  skodovaUdalostZacatSetrenie: defineRoute({
    method: 'POST',
    path: `${IS}/skodove-udalosti/{id}/vytvorit-oznamenie`,
    handler: 'skodove-udalosti/post-vytvorit-oznamenie',
    access: SKODY,
    params: skodovaUdalostIdParams,
    response: vytvoritOznamenieResponse,
    // the event's case moves to the new notification: the repeat-attack check runs again
    lambda: { sendsMail: true },
  }),
  /** 'Ukončiť šetrenie': V_SETRENI → VYSETRENA; the linked notification → SETRENIE_UKONCENE. */
  skodovaUdalostUkoncitSetrenie: defineRoute({
    method: 'PUT',
    path: `${IS}/skodove-udalosti/{skodovaUdalostId}/ukonci-setrenie`,
    handler: 'skodove-udalosti/put-ukonci-setrenie',
    access: SKODY,
    params: skodovaUdalostIdNamedParams,
    // the reporter hears of this step
    lambda: { sendsMail: true },
  }),
  /** 'Žiadosť prijatá': VYSETRENA → PRIJATA_ZIADOST. */
  skodovaUdalostZiadostPrijata: defineRoute({
    method: 'PUT',
    path: `${IS}/skodove-udalosti/{id}/ziadost-prijata`,
    handler: 'skodove-udalosti/put-ziadost-prijata',
    access: SKODY,
    params: skodovaUdalostIdParams,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  /** 'Rozhodnutie vydané': PRIJATA_ZIADOST → ROZHODNUTA. */
  skodovaUdalostRozhodnuta: defineRoute({
    method: 'PUT',
    path: `${IS}/skodove-udalosti/{id}/rozhodnuta`,
    handler: 'skodove-udalosti/put-rozhodnuta',
    access: SKODY,
    params: skodovaUdalostIdParams,
    // the reporter hears of this step
    lambda: { sendsMail: true },
  }),
  /** 'Zmeniť priradený OÚ' (VYSETRENA only). */
  skodovaUdalostZmenitPriradenieOu: defineRoute({
    method: 'PUT',
    path: `${IS}/skodove-udalosti/{skodovaUdalostId}/zmenit-priradenie-ou`,
    handler: 'skodove-udalosti/put-zmenit-priradenie-ou',
    access: SKODY,
    params: skodovaUdalostIdNamedParams,
    body: zmenitPriradenieOuBody,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  /** A commission member (where §4 allows 'komisia'). */
  clenKomisieAdd: defineRoute({
    method: 'POST',
    path: `${IS}/skodove-udalosti/{skodovaUdalostId}/miestne-setrenie/clen-komisie`,
    handler: 'skodove-udalosti/post-clen-komisie',
    access: SKODY,
    params: skodovaUdalostIdNamedParams,
    body: clenKomisieBody,
    response: skodovaUdalostCreateResponse,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  /** Removes a commission member; the path names no event (a pointer item member → event finds it). */
  clenKomisieRemove: defineRoute({
    method: 'DELETE',
    path: `${IS}/skodove-udalosti/miestne-setrenie/clen-komisie/{clenKomisieId}`,
    handler: 'skodove-udalosti/delete-clen-komisie',
    access: SKODY,
    params: clenKomisieIdParams,
    // an event's save runs the repeat-attack check, which may mail an alert
    lambda: { sendsMail: true },
  }),
  /** 'Export do PDF' (V_SETRENI on): the event as an A4 document, times in the reader's zone; the spec's link ends in '/', both forms match. */
  skodovaUdalostExport: defineRoute({
    method: 'GET',
    path: `${IS}/skodove-udalosti/{id}/export`,
    handler: 'skodove-udalosti/get-skodova-udalost-export',
    access: SKODY,
    params: skodovaUdalostIdParams,
    query: skodovaUdalostExportQuery,
    lambda: { nativeModules: ['pdfkit', 'dejavu-fonts-ttf'], memoryMb: 1024, timeoutSeconds: 29 },
    personalData: 'record',
  }),
  /** 'Zoznam škodových udalostí': filter body, page/sort query (spec part 2 §2, §7). */
  skodoveUdalosti: defineRoute({
    method: 'POST',
    path: `${IS}/skodove-udalosti`,
    handler: 'skodove-udalosti/post-skodove-udalosti',
    access: SKODY,
    query: skodoveUdalostiListQuery,
    body: skodoveUdalostiFilter,
    response: skodoveUdalostiPageResponse,
    audit: false,
    personalData: 'list',
  }),
  /** 'Export do CSV' of the filtered list (VYHODNOCOVANIE_UDAJOV, spec part 2 §6). */
  skodoveUdalostiExportCsv: defineRoute({
    method: 'POST',
    path: `${IS}/skodove-udalosti/export-csv`,
    handler: 'skodove-udalosti/post-skodove-udalosti-export-csv',
    access: anyOf('VYHODNOCOVANIE_UDAJOV'),
    query: skodoveUdalostiListQuery,
    body: skodoveUdalostiFilter,
    audit: false,
    lambda: { memoryMb: 1024, timeoutSeconds: 29 },
    personalData: 'list',
  }),
  /** 'Nová šk. udalosť': a new event ROZPRACOVANA without a notification (EVIDENCIA_OZNAMENI and EVIDENCIA_SKOD together, §6). */
  skodovaUdalostCreate: defineRoute({
    method: 'POST',
    path: `${IS}/skodove-udalosti/create`,
    handler: 'skodove-udalosti/post-skodove-udalosti-create',
    access: allOf('EVIDENCIA_OZNAMENI', 'EVIDENCIA_SKOD'),
    response: skodovaUdalostCreateResponse,
  }),
} satisfies Record<string, RouteDef>;
