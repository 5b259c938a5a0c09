import type { OrganizaciaCreate, OrganizaciaDetail, OrganizaciaUpdate } from '@shared/api/organizacie';
import { organizaciaRepo, verejnyKontakt } from '../../data/organizacia-repo';
import { pouzivatelRepo } from '../../data/pouzivatel-repo';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { WriteError } from '../../data/write-error';

export const KOD_EXISTUJE = 'Organizácia s týmto kódom už existuje.';
export const ORGANIZACIA_POUZIVANA =
  'Organizáciu nie je možné odstrániť, pretože je priradená používateľom alebo ju používajú záznamy. Ak ju už nechcete používať, označte ju ako neplatnú.';

const detail = (o: OrganizaciaDetail): OrganizaciaDetail => ({
  uuid: o.uuid,
  kod: o.kod,
  nazov: o.nazov,
  typ: o.typ,
  platnost: o.platnost,
  ...verejnyKontakt(o),
  version: o.version,
});

/** Codes are unique without regard to case (the code guard is written in the create transaction). */
async function assertKodFree(kod: string, exceptUuid?: string) {
  const taken = (await organizaciaRepo.listAll()).some((o) => o.uuid !== exceptUuid && o.kod.toUpperCase() === kod.toUpperCase());
  if (taken) throw fieldError('kod', KOD_EXISTUJE);
}

export async function getOrganizacia(uuid: string): Promise<OrganizaciaDetail> {
  const org = await organizaciaRepo.get(uuid);
  if (!org) throw notFound();
  return detail(org);
}

export async function createOrganizacia(data: OrganizaciaCreate): Promise<OrganizaciaDetail> {
  await assertKodFree(data.kod);
  try {
    return detail(await organizaciaRepo.create(data));
  } catch (err) {
    if (err instanceof WriteError && err.reason === 'kodTaken') throw fieldError('kod', KOD_EXISTUJE);
    throw err;
  }
}

/** Edits kod, nazov, validity and the public contact (not the type), conditional on the loaded version. */
export async function updateOrganizacia(uuid: string, change: OrganizaciaUpdate): Promise<OrganizaciaDetail> {
  const current = await organizaciaRepo.get(uuid);
  if (!current) throw notFound();
  if (current.version !== change.version) throw conflict();
  await assertKodFree(change.kod, uuid);
  try {
    return detail(await organizaciaRepo.update(current, change.version, { kod: change.kod, nazov: change.nazov, platnost: change.platnost, ...verejnyKontakt(change) }));
  } catch (err) {
    if (err instanceof WriteError && err.reason === 'stale') throw conflict();
    if (err instanceof WriteError && err.reason === 'kodTaken') throw fieldError('kod', KOD_EXISTUJE);
    throw err;
  }
}

/**
 * Deletes an organisation nothing refers to. The reference count on the organisation is checked
 * in the delete's own condition (no race with an assignment); users stored before the count
 * existed are checked from the user list as well.
 */
export async function deleteOrganizacia(uuid: string): Promise<void> {
  const current = await organizaciaRepo.get(uuid);
  if (!current) throw notFound();
  if ((await pouzivatelRepo.listAll()).some((u) => u.organizacieUuids.includes(uuid))) throw conflict(ORGANIZACIA_POUZIVANA);
  try {
    await organizaciaRepo.delete(current);
  } catch (err) {
    if (err instanceof WriteError && err.reason === 'referenced') throw conflict(ORGANIZACIA_POUZIVANA);
    if (err instanceof WriteError && err.reason === 'missing') throw notFound();
    throw err;
  }
}
