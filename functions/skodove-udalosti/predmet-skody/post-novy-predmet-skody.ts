import { predmetSkodyCreateResponse } from '@shared/api/predmet-skody';
import { predmetSkodyRoutes as routes } from '@shared/api/predmet-skody.routes';
import { route } from '../../http/http';
import { HttpResult } from '../../lib/result';
import { addPredmetSkody } from './domain/add-predmet-skody';

/** 201 with the new item's uuid (the screen opens the new item by it). */
export const handler = route(routes.predmetSkodyCreate, async ({ params, body, setAuditEntity }) => {
  setAuditEntity(params.skodovaUdalostId);
  const created = await addPredmetSkody({ skodovaUdalostId: params.skodovaUdalostId, slug: params.predmetSkodyKategoria, body });
  return new HttpResult(201, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, JSON.stringify(predmetSkodyCreateResponse.parse(created)));
});
