import { createFileRoute } from '@tanstack/react-router';
import { poskodenyDetailRoute } from '@web/features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/')(poskodenyDetailRoute('oznamenie'));
