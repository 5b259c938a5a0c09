/**
 * 'Export do PDF' of a damage event (GET /api/is/skodove-udalosti/{id}/export/?timezone=…, spec part 2
 * §2, §4): the document's text read back with pdftotext – every part of the case, Slovak diacritics,
 * times converted to the reader's zone – and the route's states, rights and errors.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@shared/api/errors';
import type { PoskodenyDetail } from '@shared/api/poskodeni';
import { SKODOVA_UDALOST_STAVY, type SkodovaUdalostStav } from '@shared/domain/skodova-udalost';
import { fileTestApi } from '../../scripts/test/api-harness';
import { type WebReferences, webReferences } from '../../scripts/test/skodova-udalost-fixtures';
import { ciselnikRepo } from '../data/ciselnik-repo';
import { organizaciaRepo } from '../data/organizacia-repo';
import { oznamenieRepo } from '../data/oznamenie-repo';
import { type SkodovaUdalostItem, skodovaUdalostRepo } from '../data/skodova-udalost-repo';
import { type FotografiaItem, suborRepo } from '../data/subor-repo';
import { transactWrite } from '../data/transaction';
import { putObjectBytes } from '../lib/uploads';

const IS = '/api/is';
const api = fileTestApi();
/** EVIDENCIA_SKOD only. */
let skody: string;
/** EVIDENCIA_OZNAMENI only. */
let oznamenia: string;
/** The first workplace, state and municipality the wizard offers. */
let ref: WebReferences;

beforeAll(async () => {
  [skody, oznamenia] = await Promise.all([api.sessionCookie('skody'), api.sessionCookie('oznamenia')]);
  ref = await webReferences(api);
});

/** An event made the way staff make it (an assigned notification with a party → 'Nová šk. udalosť'), then given `fields`. */
async function udalost(fields: Partial<SkodovaUdalostItem> = {}): Promise<SkodovaUdalostItem> {
  const uuid = randomUUID();
  await transactWrite(
    oznamenieRepo.newItems(
      {
        uuid,
        kod: `OZN-PDF-${uuid.slice(0, 8)}`,
        stav: 'PRIRADENE',
        isFromWeb: true,
        datumOznamenia: '2026-10-16',
        datumVznikuSkody: '2026-10-15',
        typSkody: 'DOMESTIKOVANY_ZIVOCICH',
        popisSkody: 'Medveď roztrhal dve ovce v košiari.',
        popisLokality: 'Salaš pod Ďumbierom',
        lokalitaGpsSirka: 48.9321,
        lokalitaGpsDlzka: 19.6459,
        uzemnePrislusnePracoviskoId: ref.sop,
        hasPoskodeny: false,
        createdAt: new Date().toISOString(),
        version: 1,
      },
      { webOznamenieDetail: {}, poskodeny: {}, prijate: new Date().toISOString() },
      [],
    ),
  );
  const party = await api.call<PoskodenyDetail>('POST', `${IS}/oznamenie/${uuid}/vytvorit-poskodeneho`, {
    cookie: skody,
    body: { typSubjektu: 'PO', ico: '44556677', obchodneMeno: 'Salaš Ďumbier s.r.o.', nazovPrevadzky: 'Košiar Čertovica', email: 'salas@example.sk', adresa: { obecId: ref.obec, statId: ref.stat } },
  });
  expect(party.status).toBe(200);
  const created = await api.call<{ uuid: string }>('POST', `${IS}/oznamenie/${uuid}/vytvorit-skodova-udalost`, { cookie: skody });
  expect(created.status).toBe(200);
  const before = (await skodovaUdalostRepo.get(created.body.uuid)) as SkodovaUdalostItem;
  return skodovaUdalostRepo.save(before, { ...before, stav: 'V_SETRENI', ...fields });
}

const exportUrl = (uuid: string, query = '?timezone=Europe/Bratislava', slash = '/') => `${api.origin}${IS}/skodove-udalosti/${uuid}/export${slash}${query}`;

/** The PDF's text as pdftotext reads it (layout kept, non-breaking spaces as spaces). */
async function pdfText(res: Response): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'su-export-'));
  writeFileSync(path.join(dir, 'e.pdf'), Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', path.join(dir, 'e.pdf'), '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ');
}

const first = async (typ: string) => (await ciselnikRepo.listByType(typ, { activeOnly: true }))[0];

describe('Export do PDF of a damage event', () => {
  it('is an A4 document of the whole case with Slovak diacritics, times in the reader zone and page numbers', async () => {
    const [zaradenie, vzdialenost, vekPsa, navrh, povodca, zhodnotenie] = await Promise.all(
      ['ZARADENIE_CLENA_KOMISIE', 'PASTIERI_VZDIALENOST_OD_STADA', 'STRAZNY_PES_VEK', 'NAVRH_NA_UHRADU_SKODY', 'POVODCA_SKODY', 'ZHODNOTENIE_OPATRENI'].map(first),
    );
    const ou = (await organizaciaRepo.listAll()).find((o) => o.typ === 'OU' && o.platnost);
    const e = await udalost({
      datumVznikuSkody: '2026-10-15',
      casVznikuSkody: '14:30',
      datumACasSetrenia: '2026-10-16T00:15',
      spisovaZnackaSop: 'ŠOP/123/2026',
      spisovaZnackaOu: 'OÚ-BB-OSZP/456/2026',
      uzemnePrislusnyOuId: ou?.uuid,
      miestneSetreniePopis: 'Obhliadka košiara, stopy medveďa pri ohrade.',
      prepojenieNaIneSkodoveUdalosti: 'SU-2025-000042',
      vyskaSkodyVypocitana: 1234.5,
      vyskaSkodyZadana: 1100,
      pocetPredmetovSkody: 2,
      komisia: [{ uuid: randomUUID(), meno: 'Ľudmila', priezvisko: 'Šťastná', zaradenie: zaradenie.uuid, poznamka: 'Prišla neskôr.' }],
      opatrenia: {
        minuleOpatrenieRealizacia: true,
        minuleOpatrenieOpis: 'Elektrický ohradník od jari.',
        navrhNovychOpatreni: false,
        pastieri: [{ uuid: randomUUID(), meno: 'Jozef', priezvisko: 'Bača', cinnostVCaseVznikuSkody: 'Spal v kolibe', vzdialenostOdStadaId: vzdialenost.uuid }],
        umiestnenieStada: [],
        ochranneTechnickeZariadenia: [],
        straznePsy: [{ uuid: randomUUID(), rasa: 'Slovenský čuvač', vekId: vekPsa.uuid, pocetPsov: 2 }],
      },
      zaverecneStanovisko: { zdovodnenie: 'Škodu spôsobil medveď hnedý.', navrhNaUhraduSkodyId: navrh.uuid, povodcaSkodyId: povodca.uuid, zhodnotenieOpatreniId: zhodnotenie.uuid },
      konanie: { datumPrijatiaZiadosti: '2026-10-20', cisloRozhodnutia: 'OU-BB/789/2026', datumVydaniaRozhodnutia: '2026-11-05', sumaPriznanaVRozhodnuti: 987.65 },
    });
    const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#6a4' } }).jpeg().toBuffer();
    const fileId = randomUUID();
    const foto: FotografiaItem = {
      fileId,
      thumbnailId: randomUUID(),
      meno: 'ovca-ďumbier.jpg',
      contentType: 'image/jpeg',
      velkost: bytes.length,
      datumPridania: new Date().toISOString(),
      s3Key: `skodove-udalosti/${e.uuid}/fotografie/${fileId}.jpg`,
      thumbnailS3Key: `skodove-udalosti/${e.uuid}/nahlady/${fileId}.jpg`,
    };
    await putObjectBytes(foto.s3Key, bytes, 'image/jpeg');
    await putObjectBytes(foto.thumbnailS3Key, bytes, 'image/jpeg');
    await suborRepo.fotografie.add('SKODOVA_UDALOST', e.uuid, [foto]);

    const res = await fetch(exportUrl(e.uuid, '?timezone=America/New_York'), { headers: { cookie: skody } });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="skodova-udalost-${e.kod}.pdf"`);
    const text = await pdfText(res);
    /** A label (or the part of it on its first line) followed by its value. */
    const line = (label: string, value: string) => expect(text).toMatch(new RegExp(`${label}\\s+${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
    expect(text).toContain(`Škodová udalosť ${e.kod}`);
    expect(text).toContain('Stav: V šetrení');
    expect(text).toContain('Časy sú v časovom pásme America/New_York.');
    // Slovak wall-clock times shown in New York: 14:30 CEST → 08:30 EDT, 00:15 → 18:15 the day before
    line('Dátum a čas vzniku škody', '15.10.2026 08:30');
    line('Dátum a čas miestneho šetrenia', '15.10.2026 18:15');
    line('Dátum oznámenia', '16.10.2026');
    line('Typ škody', 'Domestikované živočíchy');
    line('Popis škody', 'Medveď roztrhal dve ovce v košiari.');
    line('Popis lokality', 'Salaš pod Ďumbierom');
    line('GPS súradnice', '48,9321; 19,6459');
    line('Spisová značka ŠOP SR', 'ŠOP/123/2026');
    line('Spisová značka OÚ', 'OÚ-BB-OSZP/456/2026');
    if (ou) line('Územne príslušný OÚ', ou.nazov.split(/\s+/)[0]);
    line('Popis miestneho šetrenia', 'Obhliadka košiara, stopy medveďa pri ohrade.');
    line('Prepojenie na iné škodové udalosti', 'SU-2025-000042');
    line('Meno / názov', 'Salaš Ďumbier s.r.o. - Košiar Čertovica');
    line('IČO', '44556677');
    line('E-mail', 'salas@example.sk');
    expect(text).toContain('Komisia (1)');
    line('Ľudmila Šťastná', zaradenie.label.split(/\s+/).slice(0, 3).join(' '));
    expect(text).toContain('Prišla neskôr.');
    line('Boli v minulosti realizované', 'Áno');
    expect(text).toContain('Elektrický ohradník od jari.');
    line('Navrhujú sa nové preventívne', 'Nie');
    expect(text).toContain('Pastieri / ostraha');
    line('Činnosť v čase vzniku škody', 'Spal v kolibe');
    line('Vzdialenosť od stáda', vzdialenost.label);
    expect(text).toContain('Strážne psy');
    line('Rasa', 'Slovenský čuvač');
    line('Počet psov', '2');
    expect(text).toContain('Záverečné stanovisko');
    expect(text).toContain(navrh.label);
    expect(text).toContain(povodca.label);
    expect(text).toContain(zhodnotenie.label);
    expect(text).toContain('Škodu spôsobil medveď hnedý.');
    expect(text).toContain('OU-BB/789/2026');
    expect(text).toContain('20.10.2026');
    expect(text).toContain('05.11.2026');
    expect(text).toContain('987,65 EUR');
    line('Počet predmetov škody', '2');
    line('Výška škody vypočítaná', '1 234,50 EUR');
    line('Výška škody zadaná', '1 100,00 EUR');
    expect(text).toContain('Fotografie (1)');
    expect(text).toContain('ovca-ďumbier.jpg');
    const pages = Number(/Strana 1 z (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`Strana ${pages} z ${pages}`);
  });

  it("holds the photos of the notification it was made from, marked as the report's", async () => {
    const e = await udalost();
    const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a64' } }).jpeg().toBuffer();
    const fileId = randomUUID();
    const oznamenie = e.oznamenieId as string;
    const foto: FotografiaItem = {
      fileId,
      thumbnailId: randomUUID(),
      meno: 'košiar-od-oznamovateľa.jpg',
      contentType: 'image/jpeg',
      velkost: bytes.length,
      datumPridania: new Date().toISOString(),
      s3Key: `oznamenia/${oznamenie}/fotografie/${fileId}.jpg`,
      thumbnailS3Key: `oznamenia/${oznamenie}/nahlady/${fileId}.jpg`,
    };
    await putObjectBytes(foto.s3Key, bytes, 'image/jpeg');
    await putObjectBytes(foto.thumbnailS3Key, bytes, 'image/jpeg');
    await suborRepo.fotografie.add('OZNAMENIE', oznamenie, [foto]);

    const text = await pdfText(await fetch(exportUrl(e.uuid), { headers: { cookie: skody } }));

    expect(text).toContain('Fotografie (1)');
    expect(text).toMatch(/košiar-od-oznamovateľa\.jpg\s+\(z\s+oznámenia\)/);
  });

  it('answers with and without the trailing slash; without a zone the times are Slovak', async () => {
    const e = await udalost({ datumVznikuSkody: '2026-10-15', casVznikuSkody: '14:30' });
    for (const url of [exportUrl(e.uuid, '', '/'), exportUrl(e.uuid, '', ''), exportUrl(e.uuid, '?timezone=', '/')]) {
      const res = await fetch(url, { headers: { cookie: skody } });
      expect(res.status, url).toBe(200);
      const text = await pdfText(res);
      expect(text).toMatch(/Dátum a čas vzniku škody\s+15\.10\.2026 14:30/);
      expect(text).toContain('Časy sú v časovom pásme Europe/Bratislava.');
      // no party, commission, measures or photos: the empty texts
      expect(text).toContain('Komisia nemá žiadneho člena.');
      expect(text).toContain('Škodová udalosť neobsahuje žiadne fotografie.');
    }
  });

  it('exports from V_SETRENI on and refuses ROZPRACOVANA with the state named', async () => {
    const e = await udalost();
    const current = (await skodovaUdalostRepo.get(e.uuid)) as SkodovaUdalostItem;
    let stored = await skodovaUdalostRepo.save(current, { ...current, stav: 'ROZPRACOVANA' });
    const refused = await api.call<ErrorBody>('GET', `${IS}/skodove-udalosti/${e.uuid}/export/?timezone=Europe/Bratislava`, { cookie: skody });
    expect(refused.status).toBe(400);
    expect(refused.body.generalErrors).toEqual(['Akcia nie je v stave škodovej udalosti Rozpracovaná povolená.']);
    for (const stav of SKODOVA_UDALOST_STAVY.filter((s): s is Exclude<SkodovaUdalostStav, 'ROZPRACOVANA'> => s !== 'ROZPRACOVANA')) {
      stored = await skodovaUdalostRepo.save(stored, { ...stored, stav });
      const res = await fetch(exportUrl(e.uuid), { headers: { cookie: skody } });
      expect(res.status, stav).toBe(200);
      expect(await pdfText(res)).toContain(`Stav: ${{ V_SETRENI: 'V šetrení', VYSETRENA: 'Vyšetrená', PRIJATA_ZIADOST: 'Prijatá ž.', ROZHODNUTA: 'Rozhodnutá' }[stav]}`);
    }
  });

  it('refuses a time zone that is not an IANA name with a Slovak field error', async () => {
    const e = await udalost();
    for (const tz of ['Mars/Olympus', '+01:00', 'Europe/Bratislava;drop']) {
      const res = await api.call<ErrorBody>('GET', `${IS}/skodove-udalosti/${e.uuid}/export/?timezone=${encodeURIComponent(tz)}`, { cookie: skody });
      expect(res.status, tz).toBe(400);
      expect(res.body.fieldErrors).toEqual([{ fieldName: 'timezone', message: 'Neplatné časové pásmo. Použite názov pásma, napr. Europe/Bratislava.' }]);
    }
  });

  it('needs EVIDENCIA_SKOD and answers 404 for an unknown or malformed event', async () => {
    const e = await udalost();
    expect((await api.call('GET', `${IS}/skodove-udalosti/${e.uuid}/export/`, { cookie: oznamenia })).status).toBe(403);
    expect((await api.call('GET', `${IS}/skodove-udalosti/${e.uuid}/export/`)).status).toBe(401);
    const missing = await api.call<ErrorBody>('GET', `${IS}/skodove-udalosti/${randomUUID()}/export/?timezone=Europe/Bratislava`, { cookie: skody });
    expect(missing.status).toBe(404);
    expect(missing.body.generalErrors).toEqual(['Škodová udalosť neexistuje.']);
    expect((await api.call('GET', `${IS}/skodove-udalosti/nie-uuid/export/`, { cookie: skody })).status).toBe(404);
  });
});
