/** Damage events: the detail query and creation from a notification (spec part 2 §3, part 1 §4 'Nová šk. udalosť'). */
import { queryOptions } from '@tanstack/react-query';
import { routes } from '../../../../shared/api/routes';
import { callApi } from '../../lib/api-client';

export const skodovaUdalostQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['skodova-udalost', uuid],
    queryFn: ({ signal }) => callApi(routes.skodovaUdalost, { params: { id: uuid }, signal }),
    staleTime: 0,
    retry: false,
  });

/** POST …/oznamenie/{id}/vytvorit-skodova-udalost: the new event's uuid (the notification moves to V_RIESENI). */
export const createSkodovaUdalost = (oznamenieUuid: string) => callApi(routes.oznamenieVytvoritSkodovuUdalost, { params: { id: oznamenieUuid } });
