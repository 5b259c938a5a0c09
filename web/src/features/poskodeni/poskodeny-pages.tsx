/**
 * The seven injured-party pages and their loaders, shared by every owner kind (notification, damage
 * event); loaded on demand by the route factories in poskodeny-routes.tsx.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { redirect, useMatch, useNavigate, useParams, useRouteContext, useSearch } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { hasAnyRight } from '@shared/domain/opravnenia';
import { isApiError } from '@web/lib/api-client';
import { HistoriaTable } from './historia';
import { ownerBase, type PoskodenyOwner, type PoskodenyOwnerKind } from './owner';
import { type HistoriaSearch, historiaQuery, ownerPoskodenyQuery, poskodenyQuery } from './poskodeni-api';
import { POSKODENI_TEXTS } from './poskodeni-texts';
import { PoskodeniPage } from './poskodeni-ui';
import { PoskodenyDetailView } from './poskodeny-detail';
import { PoskodenyForm } from './poskodeny-form';
import { PoskodenySearch, PrevadzkaSearch } from './poskodeny-search';
import { dataZWebuQuery, oznamenieQuery } from '../oznamenia';
import { type PoskodenyPrefill, webPrefill } from './web-data';

interface LoaderContext {
  context: { queryClient: QueryClient };
  params: { uuid: string; poskodenyUuid?: string };
}

/** The owner's party into the cache; with `redirectIfNone`, none assigned (404) → the search screen. */
export async function loadOwnerPoskodeny(kind: PoskodenyOwnerKind, { context, params }: LoaderContext, redirectIfNone: boolean) {
  const owner = { kind, uuid: params.uuid };
  try {
    await context.queryClient.ensureQueryData(ownerPoskodenyQuery(owner));
  } catch (err) {
    if (redirectIfNone && isApiError(err) && err.status === 404) throw redirect({ href: `${ownerBase(owner)}/najst-poskodeneho`, replace: true });
    throw err;
  }
}

/**
 * A web notification's reporter data into the cache (the search and the new-party form offer it);
 * nothing for a damage event or an internal notification, and never an error (the screens work without it).
 */
export async function loadWebPrefill(kind: PoskodenyOwnerKind, { context, params }: LoaderContext): Promise<void> {
  if (kind !== 'oznamenie') return;
  try {
    const o = await context.queryClient.ensureQueryData(oznamenieQuery(params.uuid));
    if (o.isFromWeb) await context.queryClient.ensureQueryData(dataZWebuQuery(params.uuid));
  } catch {
    // the offer is a convenience: without it the screens are the plain search and form
  }
}

/** The reporter's party of the owner when it is a web notification (see loadWebPrefill). */
function useWebPrefill(owner: PoskodenyOwner): PoskodenyPrefill | null {
  const isOznamenie = owner.kind === 'oznamenie';
  const o = useQuery({ ...oznamenieQuery(owner.uuid), enabled: isOznamenie }).data;
  const web = useQuery({ ...dataZWebuQuery(owner.uuid), enabled: isOznamenie && o?.isFromWeb === true }).data;
  return isOznamenie && o?.isFromWeb ? webPrefill(web) : null;
}

export const loadPoskodeny = ({ context, params }: LoaderContext) => context.queryClient.ensureQueryData(poskodenyQuery(params.poskodenyUuid ?? ''));

export const loadHistoria = ({ context, params, deps }: LoaderContext & { deps: HistoriaSearch }) =>
  Promise.all([context.queryClient.ensureQueryData(historiaQuery(params.poskodenyUuid ?? '', deps)), loadPoskodeny({ context, params })]);

/** The owner (kind from the route's staticData) and the party of the current URL ($uuid, $poskodenyUuid). */
function useOwner(): { owner: PoskodenyOwner; poskodenyUuid: string } {
  const kind = useMatch({ strict: false, select: (m) => m.staticData.poskodenyOwnerKind }) ?? 'oznamenie';
  const { uuid = '', poskodenyUuid = '' } = useParams({ strict: false }) as { uuid?: string; poskodenyUuid?: string };
  return { owner: { kind, uuid }, poskodenyUuid };
}

const useHladat = () => (useSearch({ strict: false }) as { hladat?: string }).hladat;

export function PoskodenyDetailPage() {
  const { owner } = useOwner();
  const { profil } = useRouteContext({ from: '/is/_staff' });
  const { data } = useSuspenseQuery(ownerPoskodenyQuery(owner));
  return (
    <PoskodeniPage owner={owner} title={POSKODENI_TEXTS.detailTitle}>
      <PoskodenyDetailView owner={owner} poskodeny={data} canHistory={hasAnyRight(profil, ['EVIDENCIA_SKOD'])} />
    </PoskodeniPage>
  );
}

export function NajstPoskodenehoPage() {
  const { owner } = useOwner();
  const hladat = useHladat();
  const prefill = useWebPrefill(owner);
  return (
    <PoskodeniPage owner={owner} title={POSKODENI_TEXTS.najstTitle}>
      <PoskodenySearch owner={owner} initial={hladat ?? ''} webPrefill={prefill} />
    </PoskodeniPage>
  );
}

export function VytvoritPoskodenehoPage() {
  const { owner } = useOwner();
  const zWebu = (useSearch({ strict: false }) as { zWebu?: boolean }).zWebu === true;
  const web = useWebPrefill(owner);
  const prefill = zWebu ? web : null;
  return (
    <PoskodeniPage owner={owner} title={POSKODENI_TEXTS.vytvoritTitle}>
      {prefill ? <p className="govuk-inset-text">{POSKODENI_TEXTS.predvyplneneZWebu}</p> : null}
      <PoskodenyForm owner={owner} prefill={prefill} />
    </PoskodeniPage>
  );
}

export function VytvoritPrevadzkuPage() {
  const { owner } = useOwner();
  const { data } = useSuspenseQuery(ownerPoskodenyQuery(owner));
  return (
    <PoskodeniPage owner={owner} title={POSKODENI_TEXTS.vytvoritPrevadzkuTitle}>
      <PoskodenyForm owner={owner} prevadzkaOf={data} />
    </PoskodeniPage>
  );
}

export function ZmenitPrevadzkuPage() {
  const { owner } = useOwner();
  const hladat = useHladat();
  const current = useQuery(ownerPoskodenyQuery(owner)).data;
  return (
    <PoskodeniPage owner={owner} title={POSKODENI_TEXTS.zmenitPrevadzkuTitle}>
      <PrevadzkaSearch owner={owner} ico={hladat ?? current?.ico ?? ''} currentUuid={current?.uuid} />
    </PoskodeniPage>
  );
}

export function UpravaPoskodenehoPage() {
  const { owner, poskodenyUuid } = useOwner();
  const { data } = useSuspenseQuery(poskodenyQuery(poskodenyUuid));
  return (
    <PoskodeniPage owner={owner} title={POSKODENI_TEXTS.upravaTitle}>
      <PoskodenyForm key={`${data.uuid}-${data.version}`} owner={owner} poskodeny={data} />
    </PoskodeniPage>
  );
}

export function HistoriaPage() {
  const { owner, poskodenyUuid } = useOwner();
  const search = useSearch({ strict: false }) as HistoriaSearch;
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(historiaQuery(poskodenyUuid, search));
  const poskodeny = useSuspenseQuery(poskodenyQuery(poskodenyUuid)).data;
  return (
    <PoskodeniPage owner={owner} title={POSKODENI_TEXTS.historiaTitle}>
      <p className="govuk-body-l">{poskodeny.displayName}</p>
      <HistoriaTable data={data} search={search} onChange={(s) => navigate({ to: '.', search: ((prev: HistoriaSearch) => ({ ...prev, ...s })) as never })} />
    </PoskodeniPage>
  );
}
