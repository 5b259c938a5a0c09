import type { Organizacia } from '../../../shared/api/organizacie';
import { organizaciaRepo } from '../../data/organizacia-repo';

/** All organisations (optionally only valid ones), sorted by name in Slovak collation. */
export async function listOrganizacie(options: { platnyOnly: boolean }): Promise<Organizacia[]> {
  const all = await organizaciaRepo.listAll();
  return options.platnyOnly ? all.filter((o) => o.platnost) : all;
}

/** Territorial workplaces offered to the public: valid ŠOP SR organisations only (spec part 1 §3). */
export async function listUzemnePracoviska(): Promise<Organizacia[]> {
  return (await listOrganizacie({ platnyOnly: true })).filter((o) => o.typ === 'SOP');
}
