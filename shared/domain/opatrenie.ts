/**
 * The four kinds of preventive measure recorded on a damage event (spec part 2 §7). Apart from the
 * measures' schemas (shared/api/opatrenia.ts): the statistics row stores the kinds an event records,
 * and every route that saves an event builds that row – importing the kinds from the schema module
 * put all the measures' schemas into those routes' bundles.
 */
export const OPATRENIE_DRUHY = ['pastieri', 'umiestnenieStada', 'ochranneTechnickeZariadenia', 'straznePsy'] as const;
export type OpatrenieDruh = (typeof OPATRENIE_DRUHY)[number];
