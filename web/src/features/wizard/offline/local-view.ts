/**
 * What the wizard shows for a step saved on the device but not yet on the server: the step's body laid
 * over the last known draft, named the way the server names it (municipality, workplace and address
 * names from the code lists the wizard already holds), so that the next steps and the summary read the
 * same offline as online. The server's answer replaces it as soon as the step is sent.
 */
import type { CiselnikHodnota } from '@shared/api/ciselniky-public';
import type { Organizacia } from '@shared/api/organizacie';
import { type AdresaView, kontaktneInformacieBody, udajeOPoskodenomBody, udajeOSkodeBody, type WebOznamenie } from '@shared/api/web-oznamenie';
import type * as z from 'zod/mini';
import { identitaPodlaTypu } from '@shared/domain/poskodeny';
import { krokAfterSave } from '@shared/domain/wizard';
import { adresaViewOf, udajeOSkodeViewOf } from '@shared/api/web-oznamenie-view';
import { todayIso } from '@shared/format/dates';
import type { DataKrok } from './device-draft';

export interface LocalLists {
  OBEC: CiselnikHodnota[];
  OKRES: CiselnikHodnota[];
  KRAJ: CiselnikHodnota[];
  STAT: CiselnikHodnota[];
  pracoviska: Pick<Organizacia, 'uuid' | 'nazov'>[];
}

/** Device photo ids stand in the step-1 body until the photo is uploaded: `zariadenie:<id>`. */
export const DEVICE_PHOTO_PREFIX = 'zariadenie:';
export const isDevicePhotoName = (name: string) => name.startsWith(DEVICE_PHOTO_PREFIX);
export const devicePhotoName = (id: string) => `${DEVICE_PHOTO_PREFIX}${id}`;
export const devicePhotoId = (name: string) => name.slice(DEVICE_PHOTO_PREFIX.length);

/** A draft nobody has sent anything of yet: made on the device when the first opening has no signal. */
export function emptyView(today = todayIso()): WebOznamenie {
  return { krok: null, fileUploadSessionId: '', datumOznamenia: today, expiresAt: '', udajeOSkode: null, udajeOPoskodenom: null, kontaktneInformacie: null };
}

const find = (list: readonly CiselnikHodnota[], uuid?: string | null) => (uuid ? list.find((i) => i.uuid === uuid) : undefined);

/** The address as the server resolves it: a municipality fixes its district and region (its parents). */
export function localAdresa(a: z.output<typeof udajeOPoskodenomBody>['adresa'], lists: LocalLists): AdresaView {
  const obec = find(lists.OBEC, a.obecId);
  const okres = find(lists.OKRES, obec?.nadradenaPolozkaUuid) ?? find(lists.OKRES, a.okresId);
  const kraj = find(lists.KRAJ, okres?.nadradenaPolozkaUuid) ?? find(lists.KRAJ, a.krajId);
  const stat = find(lists.STAT, a.statId);
  return adresaViewOf(a, { obec, okres, kraj, stat });
}

/**
 * The view after saving `krok` with `body` (valid for the step's schema: the form checked it) on the
 * device, read through the same schema as the server reads it (trimmed, empty texts dropped). `photoNames` gives the reporter's name of each
 * photo in the body (server names and device names alike).
 */
export function applyStep(view: WebOznamenie, krok: DataKrok, body: unknown, lists: LocalLists, photoNames: ReadonlyMap<string, string>, today = todayIso()): WebOznamenie {
  const next = { ...view, krok: krokAfterSave(krok, view.krok) };
  if (krok === 'UDAJE_O_SKODE') {
    const b = udajeOSkodeBody.parse(body);
    const pracovisko = b.uzemnePrislusnePracoviskoId ? lists.pracoviska.find((o) => o.uuid === b.uzemnePrislusnePracoviskoId) : undefined;
    return {
      ...next,
      datumOznamenia: today,
      udajeOSkode: udajeOSkodeViewOf(
        b,
        { obec: find(lists.OBEC, b.obecId), pracovisko, fotografie: b.fotografie.map((filename) => ({ filename, nazov: photoNames.get(filename) ?? '' })) },
        today,
      ),
    };
  }
  if (krok === 'UDAJE_O_POSKODENOM') {
    const b = udajeOPoskodenomBody.parse(body);
    const fo = b.typSubjektu === 'FO';
    const udaje: NonNullable<WebOznamenie['udajeOPoskodenom']> = {
      ...identitaPodlaTypu(b),
      ...(b.subjektId && !fo ? { subjektId: b.subjektId } : { novySubjekt: fo ? undefined : true }),
      adresa: localAdresa(b.adresa, lists),
    };
    // the server asks for the consent again when the kind of party changes (saveUdajeOPoskodenom)
    const typeChanged = Boolean(view.kontaktneInformacie) && view.udajeOPoskodenom?.typSubjektu !== udaje.typSubjektu;
    if (typeChanged && view.kontaktneInformacie) {
      return { ...next, krok: 'UDAJE_O_POSKODENOM', udajeOPoskodenom: udaje, kontaktneInformacie: { ...view.kontaktneInformacie, gdprSuhlas: false } };
    }
    return { ...next, udajeOPoskodenom: udaje };
  }
  const b = kontaktneInformacieBody.parse(body);
  return {
    ...next,
    kontaktneInformacie: {
      email: b.email,
      telefonneCislo: b.telefonneCislo,
      doplnujuceInformacie: b.doplnujuceInformacie,
      gdprSuhlas: view.udajeOPoskodenom?.typSubjektu === 'FO' ? b.gdprSuhlas : false,
    },
  };
}
