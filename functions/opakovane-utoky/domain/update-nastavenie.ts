import { type NastavenieBody, OPAKOVANY_UTOK_TEXTS, type OpakovanyUtokNastavenieDetail } from '@shared/api/opakovane-utoky';
import { nastavenieOpakovanehoUtoku } from '../../common/opakovany-utok';
import { ciselnikRepo } from '../../data/ciselnik-repo';
import { opakovanyUtokRepo } from '../../data/opakovany-utok-repo';
import { conflict, fieldErrors } from '../../lib/errors';

/**
 * PUT /opakovane-utoky/nastavenie: the parameters per species, conditional on the version the screen
 * loaded (another administrator's save meanwhile → 409). Every species must be an item of POVODCA_SKODY.
 */
export async function updateNastavenie(body: NastavenieBody): Promise<OpakovanyUtokNastavenieDetail> {
  const druhy = await ciselnikRepo.popisy('POVODCA_SKODY');
  const unknown = body.druhy.flatMap((d, i) => (druhy.has(d.povodcaSkodyId) ? [] : [{ fieldName: `druhy.${i}.povodcaSkodyId`, message: OPAKOVANY_UTOK_TEXTS.druhNeexistuje }]));
  if (unknown.length) throw fieldErrors(unknown);
  const saved = await opakovanyUtokRepo.saveNastavenie({ predvolene: body.predvolene, druhy: body.druhy }, body.version);
  if (!saved) throw conflict();
  return nastavenieOpakovanehoUtoku();
}
