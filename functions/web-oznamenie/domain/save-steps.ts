/** Saving the three data steps of the wizard: server-side checks beyond the shared zod schemas. */
import type * as z from 'zod/mini';
import type { kontaktneInformacieBody, udajeOPoskodenomBody, udajeOSkodeBody, WebOznamenie } from '@shared/api/web-oznamenie';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import { udajeOSkodeViewOf } from '@shared/api/web-oznamenie-view';
import { identitaPodlaTypu } from '@shared/domain/poskodeny';
import { krokAfterSave } from '@shared/domain/wizard';
import { todayIso } from '@shared/format/dates';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { poskodenyRepo } from '../../data/poskodeny-repo';
import { type DraftItem, webOznamenieRepo } from '../../data/web-oznamenie-repo';
import { badRequest, fieldError, notFound } from '../../lib/errors';
import { resolveAdresa } from '../../common/adresa';
import { assertStepOpen } from './draft';
import { verifyTempPhotos } from './photos';

const NOT_FOUND_ITEM = 'Vybraná položka neexistuje. Vyberte ju znova.';

async function saved(draft: DraftItem, set: Parameters<typeof webOznamenieRepo.update>[1]): Promise<DraftItem> {
  const next = await webOznamenieRepo.update(draft.idHash, set);
  if (!next) throw notFound(WIZARD_MSG.noDraft);
  return next;
}

export async function saveUdajeOSkode(draft: DraftItem, body: z.output<typeof udajeOSkodeBody>): Promise<DraftItem> {
  assertStepOpen(draft, 'UDAJE_O_SKODE');
  const datumOznamenia = todayIso();
  if (body.datumVznikuSkody > datumOznamenia) throw fieldError('datumVznikuSkody', WIZARD_MSG.datumPoOznameni);

  const [pracovisko] = body.uzemnePrislusnePracoviskoId ? await organizaciaRepo.getMany([body.uzemnePrislusnePracoviskoId]) : [];
  if (body.uzemnePrislusnePracoviskoId && (pracovisko?.typ !== 'SOP' || !pracovisko.platnost)) {
    throw fieldError('uzemnePrislusnePracoviskoId', NOT_FOUND_ITEM);
  }
  const obec = body.obecId ? await ciselnikRepo.get('OBEC', body.obecId) : null;
  if (body.obecId && !obec?.aktivna) throw fieldError('obecId', NOT_FOUND_ITEM);
  if (obec) await ciselnikRepo.markUsed([obec]).catch(() => Promise.reject(fieldError('obecId', NOT_FOUND_ITEM)));
  const fotografie = await verifyTempPhotos(draft, body.fotografie);

  const udajeOSkode = udajeOSkodeViewOf(body, { obec, pracovisko, fotografie }, datumOznamenia);
  return saved(draft, { udajeOSkode, datumOznamenia, krok: krokAfterSave('UDAJE_O_SKODE', draft.krok) });
}

export async function saveUdajeOPoskodenom(draft: DraftItem, body: z.output<typeof udajeOPoskodenomBody>): Promise<DraftItem> {
  assertStepOpen(draft, 'UDAJE_O_POSKODENOM');
  let udaje: NonNullable<WebOznamenie['udajeOPoskodenom']>;
  if (body.typSubjektu !== 'FO' && body.subjektId) {
    const subjekt = await poskodenyRepo.get(body.subjektId);
    if (!subjekt || subjekt.typSubjektu === 'FO' || subjekt.ico !== body.ico) throw badRequest(`${NOT_FOUND_ITEM} ${WIZARD_MSG.ico}`);
    udaje = {
      typSubjektu: subjekt.typSubjektu,
      ico: subjekt.ico,
      obchodneMeno: subjekt.obchodneMeno,
      nazovPrevadzky: subjekt.nazovPrevadzky,
      subjektId: subjekt.uuid,
      adresa: subjekt.adresa,
    };
  } else {
    const natural = body.typSubjektu === 'FO';
    udaje = {
      ...identitaPodlaTypu(body),
      novySubjekt: natural ? undefined : true,
      adresa: await resolveAdresa(body.adresa),
    };
  }
  // A change of the subject type invalidates the consent answer given for the previous type:
  // the contact step must then be confirmed again before the summary.
  const typeChanged = Boolean(draft.kontaktneInformacie) && draft.udajeOPoskodenom?.typSubjektu !== udaje.typSubjektu;
  if (typeChanged && draft.kontaktneInformacie) {
    return saved(draft, { udajeOPoskodenom: udaje, kontaktneInformacie: { ...draft.kontaktneInformacie, gdprSuhlas: false }, krok: 'UDAJE_O_POSKODENOM' });
  }
  return saved(draft, { udajeOPoskodenom: udaje, krok: krokAfterSave('UDAJE_O_POSKODENOM', draft.krok) });
}

export async function saveKontaktneInformacie(draft: DraftItem, body: z.output<typeof kontaktneInformacieBody>): Promise<DraftItem> {
  assertStepOpen(draft, 'KONTAKTNE_INFORMACIE');
  if (draft.udajeOPoskodenom?.typSubjektu === 'FO' && !body.gdprSuhlas) throw fieldError('gdprSuhlas', WIZARD_MSG.gdprSuhlas);
  const kontaktneInformacie: NonNullable<WebOznamenie['kontaktneInformacie']> = {
    email: body.email,
    telefonneCislo: body.telefonneCislo,
    doplnujuceInformacie: body.doplnujuceInformacie,
    gdprSuhlas: draft.udajeOPoskodenom?.typSubjektu === 'FO' ? body.gdprSuhlas : false,
  };
  return saved(draft, { kontaktneInformacie, krok: krokAfterSave('KONTAKTNE_INFORMACIE', draft.krok) });
}
