/**
 * Submitting the wizard: creates, atomically and idempotently, one NOVE_WEB notification with its
 * web snapshot and photos (checked by content, thumbnails made, EXIF read), then closes the draft.
 * A double click or a retried request returns the same notification.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { OdoslatResponse } from '@shared/api/web-oznamenie';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import { OZNAMENIE_KOD_PREFIX, TYP_SKODY_LABELS } from '@shared/domain/oznamenie';
import { poskodenyDisplayName } from '@shared/domain/poskodeny';
import { canOpenStep } from '@shared/domain/wizard';
import { formatDateSk, todayIso } from '@shared/format/dates';
import { poslatSpravu } from '../../common/spravy-oznamovatelovi';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { nextYearlyCode } from '../../data/counter';
import { type OznamenieItem, oznamenieRepo } from '../../data/oznamenie-repo';
import { oznamovatelRepo } from '../../data/oznamovatel-repo';
import { type FotografiaItem, suborRepo } from '../../data/subor-repo';
import { TransactConditionFailed, transactWrite } from '../../data/transaction';
import { type DraftItem, webOznamenieRepo } from '../../data/web-oznamenie-repo';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { countReportSubmitted } from '../../lib/metrics';
import { notifyPracovisko } from '../../oznamenia/domain/notifications';
import { overitOpakovanyUtok } from '../../common/opakovany-utok';
import { oznamenieGeo } from '../../data/opakovany-utok-repo';
import { tempKey } from '../../subory/domain/file-names';
import { preparePhoto } from '../../subory/domain/prepare-photo';
import { storeFiles } from '../../subory/domain/store-files';

/** Waits briefly for a concurrent submit of the same draft to finish; true when its notification exists. */
async function settledBy(uuid: string): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    if (await oznamenieRepo.get(uuid)) return true;
    await new Promise((r) => setTimeout(r, 150));
  }
  return false;
}

/** True when the notification is stored with this attempt's photos (or has none to tell by). */
async function committedByThisAttempt(uuid: string, photos: readonly FotografiaItem[]): Promise<boolean> {
  if (!(await oznamenieRepo.get(uuid))) return false;
  if (photos.length === 0) return true;
  return (await suborRepo.fotografie.get('OZNAMENIE', uuid, photos[0].fileId)) !== null;
}

export async function submitDraft(draft: DraftItem | null): Promise<{ result: OdoslatResponse; sentNow: boolean; draft: DraftItem }> {
  if (!draft || draft.stav === 'ZRUSENE') throw notFound(WIZARD_MSG.noDraft);
  if (draft.stav === 'ODOSLANE' && draft.oznamenieUuid && draft.kod) {
    return { result: { uuid: draft.oznamenieUuid, kod: draft.kod }, sentNow: false, draft };
  }
  const { udajeOSkode: skoda, udajeOPoskodenom: poskodeny, kontaktneInformacie: kontakt } = draft;
  if (!canOpenStep('ZHRNUTIE', draft.krok) || !skoda || !poskodeny || !kontakt) throw badRequest(WIZARD_MSG.stepOrder);
  if (poskodeny.typSubjektu === 'FO' && !kontakt.gdprSuhlas) throw fieldError('gdprSuhlas', WIZARD_MSG.gdprSuhlas);

  const datumOznamenia = todayIso();
  const reserved =
    draft.oznamenieUuid && draft.kod
      ? draft
      : await webOznamenieRepo.reserveSubmission(draft.idHash, randomUUID(), await nextYearlyCode(OZNAMENIE_KOD_PREFIX, Number(datumOznamenia.slice(0, 4))));
  if (!reserved?.oznamenieUuid || !reserved.kod) {
    // The draft closed meanwhile (a concurrent submit finished, or it was cancelled).
    const current = await webOznamenieRepo.getByHash(draft.idHash);
    if (current?.stav === 'ROZPRACOVANE') throw conflict(WIZARD_MSG.alreadySent);
    return submitDraft(current);
  }
  const uuid = reserved.oznamenieUuid;
  const kod = reserved.kod;
  const now = new Date().toISOString();

  let gps = { sirka: skoda.lokalitaGpsSirka, dlzka: skoda.lokalitaGpsDlzka };
  if (gps.sirka === undefined && skoda.obecId) {
    const obec = await ciselnikRepo.get('OBEC', skoda.obecId);
    if (obec?.lat !== undefined && obec.lon !== undefined) gps = { sirka: obec.lat, dlzka: obec.lon };
  }
  const buildOznamenie = (): OznamenieItem => ({
    uuid,
    kod,
    stav: 'NOVE_WEB',
    isFromWeb: true,
    datumOznamenia,
    datumVznikuSkody: skoda.datumVznikuSkody,
    typSkody: skoda.typSkody,
    popisSkody: skoda.popisSkody,
    popisLokality: skoda.popisLokality,
    lokalitaGpsSirka: gps.sirka,
    lokalitaGpsDlzka: gps.dlzka,
    obecId: skoda.obecId,
    uzemnePrislusnePracoviskoId: skoda.uzemnePrislusnePracoviskoId,
    doplnkoveKontaktneInformacie: kontakt.doplnujuceInformacie,
    hasPoskodeny: false,
    poskodenyMeno: poskodenyDisplayName(poskodeny),
    createdAt: now,
    version: 1,
  });
  const buildWebData = () => ({
    prijate: now,
    webOznamenieDetail: {
      uuid,
      datumOznamenia,
      datumVznikuSkody: skoda.datumVznikuSkody,
      uzemnePrislusnePracovisko: skoda.uzemnePrislusnePracoviskoId ? { uuid: skoda.uzemnePrislusnePracoviskoId, nazov: skoda.uzemnePrislusnePracoviskoNazov } : null,
      typSkody: skoda.typSkody,
      popisSkody: skoda.popisSkody,
      popisLokality: skoda.popisLokality,
      lokalitaGpsSirka: skoda.lokalitaGpsSirka,
      lokalitaGpsDlzka: skoda.lokalitaGpsDlzka,
      obec: skoda.obecId ? { uuid: skoda.obecId, nazov: skoda.obecName } : null,
      fotografie: skoda.fotografie.map((f) => f.nazov),
    },
    poskodeny: {
      ...poskodeny,
      email: kontakt.email,
      telefonneCislo: kontakt.telefonneCislo,
      gdprSuhlas: kontakt.gdprSuhlas,
      datumSuhlasu: kontakt.gdprSuhlas ? datumOznamenia : undefined,
      doplnujuceKontaktneInformacie: kontakt.doplnujuceInformacie,
    },
  });

  const oznamenie = buildOznamenie();
  // the personal status link of a reporter who gave an e-mail: 32 random bytes, unguessable
  const token = kontakt.email ? randomBytes(32).toString('base64url') : undefined;
  // 1. Check every photo by content before anything is written (a wrong one fails the submit alone),
  // with keys of this attempt only: a concurrent submit of the same draft (double click) never writes
  // or deletes them. 2. The files, then 3. the records in one transaction (store-files.ts).
  const photos: Awaited<ReturnType<typeof preparePhoto>>[] = [];
  for (const f of skoda.fotografie) {
    photos.push(await preparePhoto({ owner: 'OZNAMENIE', uuid, source: tempKey(draft.fileUploadSessionId, f.filename), nazov: f.nazov, at: now }));
  }
  const items = photos.map((p) => p.item);
  const written = await storeFiles({
    files: photos.flatMap((p) => p.files),
    // false: a condition failed (the draft was sent meanwhile), nothing written
    writeRecords: () =>
      transactWrite([...oznamenieRepo.newItems(oznamenie, buildWebData(), items), webOznamenieRepo.markSentItem(draft.idHash, uuid, kod), ...(token ? oznamovatelRepo.newItems(uuid, token) : [])]).then(
        () => true,
        (err) => {
          if (err instanceof TransactConditionFailed) return false;
          throw err;
        },
      ),
    recordsStored: () => committedByThisAttempt(uuid, items),
    context: 'web submit',
  });
  if (!written) {
    // a concurrent submit of the same draft (double click) won: answer with its notification
    if (await settledBy(uuid)) return { result: { uuid, kod }, sentNow: false, draft };
    throw conflict(WIZARD_MSG.alreadySent);
  }
  countReportSubmitted();
  await overitOpakovanyUtok(null, oznamenieGeo(oznamenie), uuid);
  // Staff of the chosen workplace who asked for it learn about the new notification (never fails the submit).
  await notifyPracovisko(oznamenie, 'nove');
  if (kontakt.email) {
    await poslatSpravu(oznamenie, kontakt.email, token, 'PRIJATE', {
      uvod: [
        `Dátum oznámenia: ${formatDateSk(datumOznamenia)}, dátum vzniku škody: ${formatDateSk(skoda.datumVznikuSkody)}, druh škody: ${TYP_SKODY_LABELS[skoda.typSkody]}.`,
      ],
    });
  }
  return { result: { uuid, kod }, sentNow: true, draft };
}
