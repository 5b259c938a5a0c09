/**
 * The formula documents: `/vzorce_{slug}.pdf`, slug = the category slug (ovce,
 * hovadzi-dobytok…) or a sub-kind slug (bahnica, tela…). The public path is served by the API
 * route GET /api/vzorce/{subor}: CloudFront (infra/lib/spa-routing.ts) and the local server
 * (scripts/local/server.ts) put VZORCE_API_PREFIX in front of the path, nothing else.
 */
import { kategoriaFromSlug, type PredmetSkodyKategoria, predmetSkodySlug } from '../domain/predmet-skody';
import * as z from './zm';

export const VZORCE_API_PREFIX = '/api/vzorce';
const SUBOR = /^vzorce_([a-z0-9-]{1,60})\.pdf$/;

/** The public address of a category's formula document. */
export const vzorecPdfPath = (k: PredmetSkodyKategoria) => `/vzorce_${predmetSkodySlug(k)}.pdf`;

/** '/vzorce_ovce.pdf' → '/api/vzorce/vzorce_ovce.pdf'; any other path → null. */
export const vzorecApiPath = (pathname: string): string | null => (/^\/vzorce_[^/]*$/.test(pathname) ? `${VZORCE_API_PREFIX}${pathname}` : null);

/** The category a document file name names; undefined for an unknown one (→ 404). */
export function kategoriaZoSuboru(subor: string): PredmetSkodyKategoria | undefined {
  const m = SUBOR.exec(subor);
  return m ? kategoriaFromSlug(m[1]) : undefined;
}

/** `{subor}`: vzorce_{slug}.pdf with a known slug; anything else fails (→ 404). */
export const vzorecParams = z.object({
  subor: z.pipe(
    z.pipe(z.string().check(z.maxLength(100)), z.transform((s: string) => kategoriaZoSuboru(s))).check(z.refine((k) => k !== undefined)),
    z.transform((k) => k as PredmetSkodyKategoria),
  ),
});
