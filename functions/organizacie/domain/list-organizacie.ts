import type { Organizacia } from '@shared/api/organizacie';
import { organizaciaRepo } from '../../data/organizacia-repo';
import { PUBLIC_TRUST_MS } from '../../lib/read-cache';

/** All organisations (optionally only valid ones), sorted by name in Slovak collation; staff see their own changes at once. */
export async function listOrganizacie(options: { platnyOnly: boolean }): Promise<readonly Organizacia[]> {
  const all = await organizaciaRepo.listAll();
  return options.platnyOnly ? all.filter((o) => o.platnost) : all;
}

/**
 * Territorial workplaces offered to the public: valid ŠOP SR organisations only (spec part 1 §3).
 * The wizard's first call under load: served from the process's copy, re-checked every PUBLIC_TRUST_MS.
 */
export async function listUzemnePracoviska(): Promise<Organizacia[]> {
  return (await organizaciaRepo.listAll({ trustMs: PUBLIC_TRUST_MS })).filter((o) => o.typ === 'SOP' && o.platnost);
}
