/**
 * Submitting the wizard: creates, atomically and idempotently, one NOVE_WEB notification with its
 * web snapshot and photos (checked by content, thumbnails made, EXIF read), then closes the draft.
 * A double click or a retried request returns the same notification.
 */
import { createHash, randomUUID } from 'node:crypto';
import { LIMITS } from '../../../shared/api/limits';
import { type OdoslatResponse, WIZARD_MSG } from '../../../shared/api/web-oznamenie';
import { OZNAMENIE_KOD_PREFIX, TYP_SKODY_LABELS } from '../../../shared/domain/oznamenie';
import { poskodenyDisplayName } from '../../../shared/domain/poskodeny';
import { canOpenStep } from '../../../shared/domain/wizard';
import { formatDateSk, todayIso } from '../../../shared/format/dates';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { nextYearlyCode } from '../../data/counter';
import { type FotografiaItem, type OznamenieItem, oznamenieRepo } from '../../data/oznamenie-repo';
import { transact } from '../../data/transact';
import { type DraftItem, webOznamenieRepo } from '../../data/web-oznamenie-repo';
import { badRequest, conflict, fieldError, HttpError, notFound } from '../../lib/errors';
import { detectImageType, makeThumbnail, readPhotoMetadata } from '../../lib/images';
import { log } from '../../lib/log';
import { sendMail } from '../../lib/mail';
import { copyObject, deleteObject, putObjectBytes, readObjectHead } from '../../lib/uploads';
import { notifyPracovisko } from '../../oznamenia/domain/notifikacie';
import { tempKey } from './photos';

/** Waits briefly for a concurrent submit of the same draft to finish; true when its notification exists. */
async function settledBy(uuid: string): Promise<boolean> {
  for (let i = 0; i < 20; i++) {
    if (await oznamenieRepo.get(uuid)) return true;
    await new Promise((r) => setTimeout(r, 150));
  }
  return false;
}

/** Deterministic UUID (v5 layout) from a name, so that a retried submit writes the same photo keys. */
function nameUuid(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((Number.parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function processPhoto(draft: DraftItem, oznamenieUuid: string, f: { filename: string; nazov: string }, at: string): Promise<FotografiaItem> {
  const src = tempKey(draft.fileUploadSessionId, f.filename);
  const bytes = await readObjectHead(src, LIMITS.fileBytes + 1);
  if (!bytes) throw fieldError('fotografie', `${WIZARD_MSG.photoMissing} (${f.nazov})`);
  const type = detectImageType(bytes);
  if (!type || bytes.length > LIMITS.fileBytes) throw fieldError('fotografie', `${WIZARD_MSG.photoContent} (${f.nazov})`);
  let thumbnail: Buffer;
  try {
    thumbnail = await makeThumbnail(bytes);
  } catch {
    throw fieldError('fotografie', `${WIZARD_MSG.photoContent} (${f.nazov})`);
  }
  const meta = await readPhotoMetadata(bytes);
  const fileId = nameUuid(`${oznamenieUuid}/${f.filename}`);
  const thumbnailId = nameUuid(`${oznamenieUuid}/${f.filename}/nahlad`);
  const s3Key = `oznamenia/${oznamenieUuid}/fotografie/${fileId}${type === 'image/png' ? '.png' : '.jpg'}`;
  const thumbnailS3Key = `oznamenia/${oznamenieUuid}/nahlady/${thumbnailId}.jpg`;
  await copyObject(src, s3Key);
  await putObjectBytes(thumbnailS3Key, thumbnail, 'image/jpeg');
  return { fileId, thumbnailId, meno: f.nazov, contentType: type, velkost: bytes.length, datumPridania: at, ...meta, s3Key, thumbnailS3Key };
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

  let written: boolean;
  const oznamenie = buildOznamenie();
  try {
    const fotografie: FotografiaItem[] = [];
    for (const f of skoda.fotografie) fotografie.push(await processPhoto(draft, uuid, f, now));
    written = await transact([...oznamenieRepo.newItems(oznamenie, buildWebData(), fotografie), webOznamenieRepo.markSentItem(draft.idHash, uuid, kod)]);
  } catch (err) {
    // A concurrent submit of the same draft (double click) may be writing the same keys: if it wins, answer with its result.
    if (!(err instanceof HttpError) && (await settledBy(uuid))) return { result: { uuid, kod }, sentNow: false, draft };
    throw err;
  }
  if (!written) {
    if (await settledBy(uuid)) return { result: { uuid, kod }, sentNow: false, draft };
    throw conflict(WIZARD_MSG.alreadySent);
  }
  await Promise.allSettled(skoda.fotografie.map((f) => deleteObject(tempKey(draft.fileUploadSessionId, f.filename))));
  // Staff of the chosen workplace who asked for it learn about the new notification (never fails the submit).
  await notifyPracovisko(oznamenie, 'nove');
  if (kontakt.email) {
    await sendMail({
      to: kontakt.email,
      subject: `Oznámenie o škode ${kod} bolo prijaté`,
      text: [
        'Dobrý deň,',
        '',
        `Štátna ochrana prírody Slovenskej republiky prijala vaše oznámenie o škode s číslom ${kod}.`,
        `Dátum oznámenia: ${formatDateSk(datumOznamenia)}, dátum vzniku škody: ${formatDateSk(skoda.datumVznikuSkody)}, druh škody: ${TYP_SKODY_LABELS[skoda.typSkody]}.`,
        '',
        'Územne príslušné pracovisko vás bude kontaktovať na uvedenom telefónnom čísle, aby dohodlo miestne šetrenie.',
        'Pri komunikácii uvádzajte číslo oznámenia.',
        '',
        'Táto správa bola odoslaná automaticky, neodpovedajte na ňu.',
      ].join('\n'),
    }).catch((err) => log.error('confirmation mail failed', { kod, error: String(err) }));
  }
  return { result: { uuid, kod }, sentNow: true, draft };
}
