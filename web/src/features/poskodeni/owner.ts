/**
 * The record an injured party belongs to: a notification or a damage event. The screens are one set
 * of components parameterised by the owner; this table gives each owner kind its URLs, breadcrumb
 * labels, rights and owner routes (GET/PUT/POST …/{id}/poskodeny|priradit-poskodeneho|vytvorit-poskodeneho).
 */
import type { Opravnenie } from '@shared/domain/opravnenia';
import { AREA_RIGHTS } from '@web/lib/area-rights';
import { POSKODENI_TEXTS } from './poskodeni-texts';

export type PoskodenyOwnerKind = 'oznamenie' | 'skodovaUdalost';

export interface PoskodenyOwner {
  kind: PoskodenyOwnerKind;
  uuid: string;
}

interface OwnerKindInfo {
  /** URL of the owner list, e.g. /is/oznamenia; the owner detail is `${listPath}/{uuid}`. */
  listPath: '/is/oznamenia' | '/is/skodove-udalosti';
  listLabel: string;
  detailLabel: string;
  /** Rights of the owner's area, checked by its layout route (spec part 1 §6). */
  rights: readonly Opravnenie[];
  /** Query key of the owner's own detail (refreshed after its party changes). */
  detailKey: string;
}

export const OWNER_KINDS: Record<PoskodenyOwnerKind, OwnerKindInfo> = {
  oznamenie: { listPath: '/is/oznamenia', listLabel: POSKODENI_TEXTS.oznamenia, detailLabel: POSKODENI_TEXTS.detailOznamenia, rights: AREA_RIGHTS['/is/oznamenia'], detailKey: 'oznamenie' },
  skodovaUdalost: {
    listPath: '/is/skodove-udalosti',
    listLabel: POSKODENI_TEXTS.skodoveUdalosti,
    detailLabel: POSKODENI_TEXTS.detailSkodovejUdalosti,
    rights: AREA_RIGHTS['/is/skodove-udalosti'],
    detailKey: 'skodova-udalost',
  },
};

/** URL of the owner's detail screen, e.g. /is/skodove-udalosti/{uuid}. */
export const ownerDetailPath = (o: PoskodenyOwner) => `${OWNER_KINDS[o.kind].listPath}/${o.uuid}`;
/** URL of the owner's injured-party screens, e.g. /is/oznamenia/{uuid}/poskodeny. */
export const ownerBase = (o: PoskodenyOwner) => `${ownerDetailPath(o)}/poskodeny`;

export const ownerQueryKey = (o: PoskodenyOwner) => ['poskodeny-vlastnika', o.kind, o.uuid] as const;
export const ownerDetailQueryKey = (o: PoskodenyOwner) => [OWNER_KINDS[o.kind].detailKey, o.uuid] as const;
