/**
 * Submitting the wizard: creates, atomically and idempotently, one NOVE_WEB notification with its
 * web snapshot and photos (checked by content, thumbnails made, EXIF read), then closes the draft.
 * A double click or a retried request returns the same notification.
 */
import { randomUUID } from 'node:crypto';
import { type OdoslatResponse, WIZARD_MSG } from '../../../shared/api/web-oznamenie';
import { OZNAMENIE_KOD_PREFIX, TYP_SKODY_LABELS } from '../../../shared/domain/oznamenie';
import { poskodenyDisplayName } from '../../../shared/domain/poskodeny';
import { canOpenStep } from '../../../shared/domain/wizard';
import { formatDateSk, todayIso } from '../../../shared/format/dates';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { nextYearlyCode } from '../../data/counter';
import { type OznamenieItem, oznamenieRepo } from '../../data/oznamenie-repo';
import { type FotografiaItem, suborRepo } from '../../data/subor-repo';
import { transact } from '../../data/transact';
import { type DraftItem, webOznamenieRepo } from '../../data/web-oznamenie-repo';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors';
import { readPhotoMetadata } from '../../lib/images';
import { log } from '../../lib/log';
import { sendMail } from '../../lib/mail';
import { checkUploadedPhoto, PHOTO_PROBLEM_MSG } from '../../lib/photo-check';
import { copyObject, deleteObject, deleteObjectsQuietly, putObjectBytes } from '../../lib/uploads';
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

/** True when the notification is stored with this attempt's photos (or has none to tell by). */
async function committedByThisAttempt(uuid: string, photos: readonly PreparedPhoto[]): Promise<boolean> {
  if (!(await oznamenieRepo.get(uuid))) return false;
  if (photos.length === 0) return true;
  const stored = new Set((await suborRepo.fotografie.list('OZNAMENIE', uuid)).map((p) => p.fileId));
  return stored.has(photos[0].item.fileId);
}

interface PreparedPhoto {
  item: FotografiaItem;
  src: string;
  thumbnail: Buffer;
}

/** Checks one temporary photo by content (decoded, thumbnail made, EXIF read); writes nothing. */
async function preparePhoto(draft: DraftItem, oznamenieUuid: string, f: { filename: string; nazov: string }, at: string): Promise<PreparedPhoto> {
  const src = tempKey(draft.fileUploadSessionId, f.filename);
  const checked = await checkUploadedPhoto(src);
  if (!checked.ok) throw fieldError('fotografie', `${PHOTO_PROBLEM_MSG[checked.problem]} (${f.nazov})`);
  const meta = await readPhotoMetadata(checked.bytes);
  // keys of this attempt only: a concurrent submit of the same draft (double click) never writes or deletes them
  const fileId = randomUUID();
  const thumbnailId = randomUUID();
  const s3Key = `oznamenia/${oznamenieUuid}/fotografie/${fileId}${checked.type === 'image/png' ? '.png' : '.jpg'}`;
  const thumbnailS3Key = `oznamenia/${oznamenieUuid}/nahlady/${thumbnailId}.jpg`;
  return {
    src,
    thumbnail: checked.thumbnail,
    item: { fileId, thumbnailId, meno: f.nazov, contentType: checked.type, velkost: checked.bytes.length, datumPridania: at, ...meta, s3Key, thumbnailS3Key },
  };
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
  // 1. Check every photo by content before anything is written: a wrong one fails the submit alone.
  const photos: PreparedPhoto[] = [];
  for (const f of skoda.fotografie) photos.push(await preparePhoto(draft, uuid, f, now));
  // 2. The files at permanent keys of this attempt, then 3. the records in one transaction: a
  // notification or photo record never exists without its file. When a step fails, the files this
  // attempt wrote are deleted again; the temporary uploads stay for a new attempt (the bucket's
  // lifecycle removes abandoned ones after a day).
  const permanentKeys = photos.flatMap((p) => [p.item.s3Key, p.item.thumbnailS3Key]);
  try {
    for (const p of photos) {
      await copyObject(p.src, p.item.s3Key);
      await putObjectBytes(p.item.thumbnailS3Key, p.thumbnail, 'image/jpeg');
    }
  } catch (err) {
    await deleteObjectsQuietly(permanentKeys, 'web submit');
    throw err;
  }
  let written: boolean;
  try {
    written = await transact([...oznamenieRepo.newItems(oznamenie, buildWebData(), photos.map((p) => p.item)), webOznamenieRepo.markSentItem(draft.idHash, uuid, kod)]);
  } catch (err) {
    // The transaction may have been stored even though its answer was lost: the files stay then.
    if (await committedByThisAttempt(uuid, photos).catch(() => true)) throw err;
    await deleteObjectsQuietly(permanentKeys, 'web submit');
    throw err;
  }
  if (!written) {
    await deleteObjectsQuietly(permanentKeys, 'web submit');
    // a concurrent submit of the same draft (double click) won: answer with its notification
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
