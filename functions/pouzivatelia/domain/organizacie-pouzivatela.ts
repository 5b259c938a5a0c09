import type { Pouzivatel } from '@shared/api/pouzivatelia';
import { pouzivatelRepo } from '../../data/pouzivatel-repo';
import { fieldError, notFound } from '../../lib/errors';
import { toPouzivatel } from './get-profil';
import { WriteError } from '../../data/write-error';

export const ORGANIZACIA_NEPLATNA = 'Organizáciu nie je možné priradiť: neexistuje alebo nie je platná.';

async function current(uuid: string): Promise<Pouzivatel> {
  const user = await pouzivatelRepo.get(uuid);
  if (!user) throw notFound();
  return toPouzivatel(user);
}

/** Assigns a valid organisation to a user (assigning one the user already has changes nothing). */
export async function priraditOrganizaciu(options: { uuid: string; organizaciaUuid: string }): Promise<Pouzivatel> {
  if (!(await pouzivatelRepo.get(options.uuid))) throw notFound();
  try {
    await pouzivatelRepo.addOrganizacia(options.uuid, options.organizaciaUuid);
  } catch (err) {
    if (err instanceof WriteError && err.reason === 'organizaciaNeplatna') throw fieldError('organizaciaId', ORGANIZACIA_NEPLATNA);
    if (err instanceof WriteError && err.reason === 'missing') throw notFound();
    throw err;
  }
  return current(options.uuid);
}

/** Removes an organisation from a user (removing one the user does not have changes nothing). */
export async function odobratOrganizaciu(options: { uuid: string; organizaciaUuid: string }): Promise<Pouzivatel> {
  try {
    await pouzivatelRepo.removeOrganizacia(options.uuid, options.organizaciaUuid);
  } catch (err) {
    if (err instanceof WriteError && err.reason === 'missing') throw notFound();
    throw err;
  }
  return current(options.uuid);
}
