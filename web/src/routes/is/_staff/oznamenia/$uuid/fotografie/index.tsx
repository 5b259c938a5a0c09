import { createFileRoute } from '@tanstack/react-router';
import { fotografieRoute } from '@web/features/subory/subory-routes';

export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/fotografie/')(fotografieRoute('oznamenie'));
