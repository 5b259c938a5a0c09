import { createFileRoute } from '@tanstack/react-router';
import { nahratPrilohyRoute } from '@web/features/subory/subory-routes';

export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/prilohy/nahrat-prilohy')(nahratPrilohyRoute('oznamenie'));
