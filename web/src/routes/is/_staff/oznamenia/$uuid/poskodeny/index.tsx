import { createFileRoute } from '@tanstack/react-router';
import { poskodenyDetailRoute } from '../../../../../../features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/')(poskodenyDetailRoute('oznamenie'));
