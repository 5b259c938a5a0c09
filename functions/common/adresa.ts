/**
 * Address resolution shared by the wizard and the staff injured-party module: checks the code-list
 * selects (active items only), requires the municipality for Slovakia, and derives okres and kraj
 * from the chosen municipality (its parents).
 */
import type * as z from 'zod/mini';
import type { AdresaView, adresaBody } from '@shared/api/web-oznamenie';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import { adresaViewOf } from '@shared/api/web-oznamenie-view';
import { ciselnikRepo } from '../data/ciselnik-repo';
import { fieldErrors } from '../lib/errors';
import { WriteError } from '../data/write-error';

const NOT_FOUND_ITEM = 'Vybraná položka neexistuje. Vyberte ju znova.';

/**
 * Resolves the address selects; a chosen obec fixes okres and kraj (its parents). New choices must
 * be active items; an item the record already holds (`current`) stays valid after its deactivation.
 */
export async function resolveAdresa(a: z.output<typeof adresaBody>, current?: Partial<AdresaView>): Promise<AdresaView> {
  const errors: { fieldName: string; message: string }[] = [];
  const [obec, okres, kraj, stat] = await Promise.all([
    a.obecId ? ciselnikRepo.get('OBEC', a.obecId) : null,
    a.okresId ? ciselnikRepo.get('OKRES', a.okresId) : null,
    a.krajId ? ciselnikRepo.get('KRAJ', a.krajId) : null,
    a.statId ? ciselnikRepo.get('STAT', a.statId) : null,
  ]);
  const usable = (item: { aktivna: boolean; uuid: string } | null, held?: string) => Boolean(item && (item.aktivna || item.uuid === held));
  if (a.obecId && !usable(obec, current?.obecId)) errors.push({ fieldName: 'adresa.obecId', message: NOT_FOUND_ITEM });
  if (a.okresId && !usable(okres, current?.okresId)) errors.push({ fieldName: 'adresa.okresId', message: NOT_FOUND_ITEM });
  if (a.krajId && !usable(kraj, current?.krajId)) errors.push({ fieldName: 'adresa.krajId', message: NOT_FOUND_ITEM });
  if (a.statId && !usable(stat, current?.statId)) errors.push({ fieldName: 'adresa.statId', message: NOT_FOUND_ITEM });
  if (stat?.kod === 'SK' && !a.obecId) errors.push({ fieldName: 'adresa.obecId', message: WIZARD_MSG.obec });
  if (errors.length) throw fieldErrors(errors);

  const okresOfObec = obec?.nadradenaPolozkaUuid ? await ciselnikRepo.get('OKRES', obec.nadradenaPolozkaUuid) : null;
  const finalOkres = okresOfObec ?? okres;
  const krajOfOkres = finalOkres?.nadradenaPolozkaUuid ? await ciselnikRepo.get('KRAJ', finalOkres.nadradenaPolozkaUuid) : null;
  const finalKraj = krajOfOkres ?? kraj;
  await markAdresaUsed([obec, finalOkres, finalKraj, stat]);
  return adresaViewOf(a, { obec, okres: finalOkres, kraj: finalKraj, stat });
}

/** The chosen items become 'used' (deactivate only, never delete) before the record that holds them is written. */
async function markAdresaUsed(items: ({ type: string; uuid: string } | null | undefined)[]) {
  try {
    await ciselnikRepo.markUsed(items.filter((i): i is { type: string; uuid: string } => Boolean(i)));
  } catch (err) {
    if (err instanceof WriteError) throw fieldErrors([{ fieldName: 'adresa.obecId', message: NOT_FOUND_ITEM }]);
    throw err;
  }
}
