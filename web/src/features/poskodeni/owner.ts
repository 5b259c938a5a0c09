/**
 * The record an injured party belongs to. The screens are one set of components parameterised by
 * the owner: a notification now; the damage-event issue adds `{ kind: 'skodovaUdalost' }` with its
 * base path and its owner routes (GET/PUT/POST /skodove-udalosti/{id}/…).
 */
import { routes } from '../../../../shared/api/routes';

export interface PoskodenyOwner {
  kind: 'oznamenie';
  uuid: string;
}

/** URL of the owner's injured-party screens, e.g. /is/oznamenia/{uuid}/poskodeny. */
export const ownerBase = (o: PoskodenyOwner) => `/is/oznamenia/${o.uuid}/poskodeny`;
/** URL of the owner's detail screen and its breadcrumb labels. */
export const ownerDetailPath = (o: PoskodenyOwner) => `/is/oznamenia/${o.uuid}`;

export const ownerRoutes = (_o: PoskodenyOwner) => ({
  get: routes.oznameniePoskodeny,
  assign: routes.oznameniePriraditPoskodeneho,
  create: routes.oznamenieVytvoritPoskodeneho,
});

export const ownerQueryKey = (o: PoskodenyOwner) => ['poskodeny-vlastnika', o.kind, o.uuid] as const;
