/**
 * The records that own photos and attachments: a notification or a damage event. The four file
 * screens are one set of components parameterised by the owner; this table gives each owner kind its
 * URLs and titles (it is in the staff shell: the API routes and texts are looked up by
 * `vlastnik` in the lazily loaded modules).
 */
import type { SuborVlastnik } from '@shared/api/subory';

export type SuborOwnerKind = 'oznamenie' | 'skodovaUdalost';

export interface SuborOwner {
  kind: SuborOwnerKind;
  uuid: string;
}

interface OwnerKindInfo {
  vlastnik: SuborVlastnik;
  /** URL of the owner list; the owner detail is `${listPath}/{uuid}`. */
  listPath: '/is/oznamenia' | '/is/skodove-udalosti';
  /** Query key of the owner's own detail; its file lists live under it. */
  detailKey: string;
  /** Page titles of the two lists. */
  titles: { fotografie: string; prilohy: string };
}

export const SUBOR_OWNER_KINDS: Record<SuborOwnerKind, OwnerKindInfo> = {
  oznamenie: {
    vlastnik: 'OZNAMENIE',
    listPath: '/is/oznamenia',
    detailKey: 'oznamenie',
    titles: { fotografie: 'Fotografie oznámenia', prilohy: 'Prílohy oznámenia' },
  },
  skodovaUdalost: {
    vlastnik: 'SKODOVA_UDALOST',
    listPath: '/is/skodove-udalosti',
    detailKey: 'skodova-udalost',
    titles: { fotografie: 'Fotografie škodovej udalosti', prilohy: 'Prílohy škodovej udalosti' },
  },
};

/** URL of one of the owner's file screens, e.g. /is/skodove-udalosti/{uuid}/fotografie. */
export const ownerFilesPath = (o: SuborOwner, screen: 'fotografie' | 'fotografie/pridat-fotografie' | 'prilohy' | 'prilohy/nahrat-prilohy') =>
  `${SUBOR_OWNER_KINDS[o.kind].listPath}/${o.uuid}/${screen}`;
