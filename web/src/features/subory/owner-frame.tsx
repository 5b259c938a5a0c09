/**
 * The owner part of every file screen: the owner's record (loaded through its own detail query), its
 * header with the tab, the line naming it on the upload pages, and what its state allows.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { STAVY_EDITACIA_KONTAKTU, STAVY_EDITACIA_SKODY } from '@shared/domain/oznamenie';
import { skodovaUdalostMoze } from '@shared/domain/skodova-udalost';
import { oznamenieQuery, OznamenieHeader } from '../oznamenia';
import { SkodovaUdalostHeader, skodovaUdalostQuery, SKODOVE_UDALOSTI_TEXTS } from '../skodove-udalosti';
import type { SuborOwner } from './owner';

export type FileList = 'fotografie' | 'prilohy';

export interface OwnerFileState {
  /** 'Oznámenie OZN-…' / 'Škodová udalosť SU-…' (under the upload page's heading). */
  nazov: string;
  /** May photos / attachments be added and removed in the owner's current state? */
  moze: Record<FileList, boolean>;
}

interface FrameProps {
  uuid: string;
  /** The tab of a list screen; none on the upload pages (they show only a back link). */
  tab?: FileList;
  children(state: OwnerFileState): ReactNode;
}

function OznamenieFrame({ uuid, tab, children }: FrameProps) {
  const { data: o } = useSuspenseQuery(oznamenieQuery(uuid));
  const moze = { fotografie: STAVY_EDITACIA_SKODY.includes(o.oznamenieStav), prilohy: STAVY_EDITACIA_KONTAKTU.includes(o.oznamenieStav) };
  return (
    <>
      {tab && <OznamenieHeader o={o} active={tab} />}
      {children({ nazov: `Oznámenie ${o.kod}`, moze })}
    </>
  );
}

function SkodovaUdalostFrame({ uuid, tab, children }: FrameProps) {
  const { data: su } = useSuspenseQuery(skodovaUdalostQuery(uuid));
  const moze = { fotografie: skodovaUdalostMoze('fotografie', su.stav), prilohy: skodovaUdalostMoze('prilohy', su.stav) };
  return (
    <>
      {tab && <SkodovaUdalostHeader su={su} active={tab} />}
      {children({ nazov: SKODOVE_UDALOSTI_TEXTS.heading(su.kod), moze })}
    </>
  );
}

export function OwnerFrame({ owner, ...props }: Omit<FrameProps, 'uuid'> & { owner: SuborOwner }) {
  return owner.kind === 'oznamenie' ? <OznamenieFrame uuid={owner.uuid} {...props} /> : <SkodovaUdalostFrame uuid={owner.uuid} {...props} />;
}

/** Loads the owner's record before its screen shows (an unknown owner → the not-found page). */
export const ensureOwner = (queryClient: QueryClient, o: SuborOwner) =>
  o.kind === 'oznamenie' ? queryClient.ensureQueryData(oznamenieQuery(o.uuid)) : queryClient.ensureQueryData(skodovaUdalostQuery(o.uuid));
