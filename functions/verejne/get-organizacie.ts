import { verejneRoutes as routes } from '@shared/api/verejne.routes';
import { route } from '../http/http';
import { listUzemnePracoviska } from '../organizacie/domain/list-organizacie';

export const handler = route(routes.webOrganizacie, async () => ({ organizaciaList: await listUzemnePracoviska() }));
