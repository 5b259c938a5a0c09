import { type CennikTyp, platnostDo, versionValidOn } from '@shared/domain/cennik';
import { type CennikVerziaItem, cennikRepo } from '../../data/cennik-repo';

/**
 * How long a process prices with its kept versions before it reads the type's stamp again. Safe:
 * a new version starts tomorrow at the earliest and only future versions can be removed, so what is
 * valid on a day up to today never changes – except a row added meanwhile (seen within 5 s, at once
 * in the process that added it).
 */
export const PRICING_TRUST_MS = 5_000;

/**
 * The version of type `typ` valid on `datum` (yyyy-mm-dd), or undefined before the first one.
 * Called for every damaged item and every recalculation: warm, it is a binary search over the
 * process's kept list (bench: `npm run bench:cenniky`).
 */
export async function getVerziaPlatna(options: { typ: CennikTyp; datum: string }): Promise<CennikVerziaItem | undefined> {
  return (await getPlatnost(options))?.verzia;
}

/** The valid version with its last day of validity (absent: open-ended) – what a damaged item's breakdown names. */
export async function getPlatnost(options: { typ: CennikTyp; datum: string }): Promise<{ verzia: CennikVerziaItem; platnostDo?: string } | undefined> {
  const { verzie } = await cennikRepo.load(options.typ, { trustMs: PRICING_TRUST_MS });
  const verzia = versionValidOn(verzie, options.datum);
  return verzia ? { verzia, platnostDo: platnostDo(verzie, verzie.indexOf(verzia)) } : undefined;
}
