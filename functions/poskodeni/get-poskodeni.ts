import { poskodeniRoutes as routes } from '@shared/api/poskodeni.routes';
import { route } from '../http/http';
import { searchPoskodeni } from './domain/poskodeny';

/** Staff search of injured parties (natural persons included): diacritics- and case-insensitive tokens. */
export const handler = route(routes.poskodeni, async ({ query }) => {
  const { poskodenyList, truncated } = await searchPoskodeni(query.searchTokens);
  return { poskodenyList, truncated };
});
