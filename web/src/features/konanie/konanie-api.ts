/** Final statement and proceedings of a damage event (spec part 2 §7 'Final statement and proceedings'). */
import { queryOptions } from '@tanstack/react-query';
import type { KonanieUpdate, ZaverecneStanoviskoUpdate } from '@shared/api/konanie';
import { konanieRoutes as routes } from '@shared/api/konanie.routes';
import { callApi } from '@web/lib/api-client';
import { useSkodovaUdalostZmena } from '../skodove-udalosti';

export const zaverecneStanoviskoQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['skodova-udalost-cast', uuid, 'zaverecne-stanovisko'],
    queryFn: ({ signal }) => callApi(routes.zaverecneStanovisko, { params: { id: uuid }, signal }),
    staleTime: 0,
    retry: false,
  });

export const konanieQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['skodova-udalost-cast', uuid, 'konanie'],
    queryFn: ({ signal }) => callApi(routes.konanie, { params: { id: uuid }, signal }),
    staleTime: 0,
    retry: false,
  });

export const useUlozitZaverecneStanovisko = (uuid: string) =>
  useSkodovaUdalostZmena(uuid, (body: ZaverecneStanoviskoUpdate) => callApi(routes.zaverecneStanoviskoUpdate, { params: { id: uuid }, body }));

export const useUlozitKonanie = (uuid: string) => useSkodovaUdalostZmena(uuid, (body: KonanieUpdate) => callApi(routes.konanieUpdate, { params: { id: uuid }, body }));
