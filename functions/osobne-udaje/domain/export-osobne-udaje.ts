/**
 * A person's own copy (GDPR Art. 15, Act 18/2018 §21): everything the product holds about one
 * injured party – the party record, the notifications and damage events they appear in (with the
 * data they sent through the web form), the names of those records' files, the e-mails the product
 * sent them, the commission seats held under the same name, and who read their data (the read log).
 * One collection; the JSON is the collection itself, the PDF its reading for the person.
 */
import { randomUUID } from 'node:crypto';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../../data/skodova-udalost-repo';
import { citanieRepo } from '../../data/citanie-repo';
import { type OznamenieItem, oznamenieRepo } from '../../data/oznamenie-repo';
import { type PoskodenyItem, poskodenyRepo } from '../../data/poskodeny-repo';
import { type SuborVlastnik, suborRepo } from '../../data/subor-repo';
import { notFound } from '../../lib/errors';
import { pdfDownload } from '../../lib/pdf-document';
import { HttpResult } from '../../lib/result';
import { renderOsobneUdajePdf } from './osobne-udaje-pdf';

export interface SuborZaznam {
  druh: 'FOTOGRAFIA' | 'PRILOHA';
  meno: string;
  datumPridania: string;
}

export interface OsobneUdajeExport {
  /** When and by whom the copy was made (the read log has the same request). */
  vytvorene: string;
  vytvoril: string;
  osoba: Omit<PoskodenyItem, 'version'>;
  oznamenia: (Pick<OznamenieItem, 'uuid' | 'kod' | 'stav' | 'datumOznamenia' | 'datumVznikuSkody' | 'typSkody' | 'popisSkody' | 'popisLokality' | 'doplnkoveKontaktneInformacie' | 'isFromWeb'> & {
    /** What the person sent through the public form (kept unchanged as received). */
    webovyFormular?: Record<string, unknown>;
    prijateZWebu?: string;
    subory: SuborZaznam[];
  })[];
  skodoveUdalosti: (Pick<SkodovaUdalostItem, 'uuid' | 'kod' | 'stav' | 'datumOznamenia' | 'datumVznikuSkody' | 'typSkody' | 'popisSkody' | 'popisLokality'> & { subory: SuborZaznam[] })[];
  /** Commission seats under the person's name (a natural person only; matched by name). */
  clenstvoVKomisii: { skodovaUdalostId: string; skodovaUdalostKod?: string; meno: string; priezvisko: string; poznamka?: string }[];
  /** E-mails the product sent to the person: the receipt of each notification sent through the web form. */
  odoslaneEmaily: { datum: string; adresa: string; predmet: string }[];
  /** Who read the person's data, the party record and the records they appear in. */
  citania: { at: string; login: string; route: string; zaznam: string }[];
}

async function subory(owner: SuborVlastnik, uuid: string): Promise<SuborZaznam[]> {
  const [fotky, prilohy] = await Promise.all([suborRepo.fotografie.list(owner, uuid), suborRepo.prilohy.list(owner, uuid)]);
  return [
    ...fotky.map((f) => ({ druh: 'FOTOGRAFIA' as const, meno: f.meno, datumPridania: f.datumPridania })),
    ...prilohy.map((f) => ({ druh: 'PRILOHA' as const, meno: f.meno, datumPridania: f.datumPridania })),
  ];
}

const defined = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

export async function collectOsobneUdaje(poskodenyId: string, vytvoril: string): Promise<OsobneUdajeExport> {
  const id = poskodenyId.toLowerCase();
  const osoba = await poskodenyRepo.get(id);
  if (!osoba) throw notFound();
  const [vlastnici, historia] = await Promise.all([poskodenyRepo.listVlastnici(id), poskodenyRepo.listSkodoveUdalosti(id)]);
  const oznamenieIds = [...new Set(vlastnici.filter((v) => v.vlastnik === 'OZNAMENIE').map((v) => v.uuid))];
  const udalostIds = new Set(vlastnici.filter((v) => v.vlastnik === 'SKODOVA_UDALOST').map((v) => v.uuid));
  for (const h of historia) if (typeof h.uuid === 'string') udalostIds.add(h.uuid);
  const komisia =
    osoba.typSubjektu === 'FO' && osoba.meno && osoba.priezvisko ? await skodovaUdalostRepo.udalostiClenaKomisiePodlaMena(`${osoba.meno} ${osoba.priezvisko}`) : [];

  const [oznamenia, udalosti, udalostiKomisie] = await Promise.all([
    Promise.all(
      oznamenieIds.map(async (uuid) => {
        const [o, web, s] = await Promise.all([oznamenieRepo.get(uuid), oznamenieRepo.getWebData(uuid), subory('OZNAMENIE', uuid)]);
        return o ? { o, web, s } : null;
      }),
    ).then((l) => l.filter(defined)),
    Promise.all(
      [...udalostIds].map(async (uuid) => {
        const [e, s] = await Promise.all([skodovaUdalostRepo.get(uuid), subory('SKODOVA_UDALOST', uuid)]);
        return e ? { e, s } : null;
      }),
    ).then((l) => l.filter(defined)),
    Promise.all([...new Set(komisia.map((k) => k.skodovaUdalostId))].map((uuid) => skodovaUdalostRepo.get(uuid))).then((l) => l.filter(defined)),
  ]);

  const citane = [id, ...oznamenieIds, ...udalostIds];
  const citania = (await Promise.all(citane.map((uuid) => citanieRepo.listByEntity(uuid))))
    .flat()
    .map((c) => ({ at: c.at, login: c.login, route: c.route, zaznam: c.entityId }))
    .sort((a, b) => a.at.localeCompare(b.at));

  const { version: _v, ...osobaBezVerzie } = osoba;
  return {
    vytvorene: new Date().toISOString(),
    vytvoril,
    osoba: osobaBezVerzie,
    oznamenia: oznamenia.map(({ o, web, s }) => ({
      uuid: o.uuid,
      kod: o.kod,
      stav: o.stav,
      isFromWeb: o.isFromWeb,
      datumOznamenia: o.datumOznamenia,
      datumVznikuSkody: o.datumVznikuSkody,
      typSkody: o.typSkody,
      popisSkody: o.popisSkody,
      popisLokality: o.popisLokality,
      doplnkoveKontaktneInformacie: o.doplnkoveKontaktneInformacie,
      ...(web ? { webovyFormular: web.poskodeny, prijateZWebu: web.prijate } : {}),
      subory: s,
    })),
    skodoveUdalosti: udalosti.map(({ e, s }) => ({
      uuid: e.uuid,
      kod: e.kod,
      stav: e.stav,
      datumOznamenia: e.datumOznamenia,
      datumVznikuSkody: e.datumVznikuSkody,
      typSkody: e.typSkody,
      popisSkody: e.popisSkody,
      popisLokality: e.popisLokality,
      subory: s,
    })),
    clenstvoVKomisii: komisia.flatMap((k) => {
      const e = udalostiKomisie.find((u) => u.uuid === k.skodovaUdalostId);
      const clen = e?.komisia.find((c) => c.uuid === k.clenUuid);
      return clen ? [{ skodovaUdalostId: k.skodovaUdalostId, skodovaUdalostKod: e?.kod, meno: clen.meno, priezvisko: clen.priezvisko, poznamka: clen.poznamka }] : [];
    }),
    odoslaneEmaily: oznamenia.flatMap(({ o, web }) => {
      const adresa = web?.poskodeny?.email;
      return typeof adresa === 'string' && adresa ? [{ datum: web?.prijate ?? o.createdAt, adresa, predmet: `Oznámenie o škode ${o.kod} bolo prijaté` }] : [];
    }),
    citania,
  };
}

/** The copy as a download; the file name carries no personal data (only a random id). */
export async function exportOsobneUdaje(o: { poskodenyId: string; format: 'pdf' | 'json'; vytvoril: string }): Promise<HttpResult> {
  const data = await collectOsobneUdaje(o.poskodenyId, o.vytvoril);
  const name = `osobne-udaje-${randomUUID().slice(0, 8)}`;
  if (o.format === 'json') {
    return new HttpResult(
      200,
      { 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="${name}.json"`, 'cache-control': 'no-store' },
      JSON.stringify(data, null, 2),
      [],
      false,
    );
  }
  return pdfDownload(await renderOsobneUdajePdf(data), `${name}.pdf`);
}
