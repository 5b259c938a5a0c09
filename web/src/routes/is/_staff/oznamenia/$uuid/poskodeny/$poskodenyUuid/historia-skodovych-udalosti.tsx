import { createFileRoute } from '@tanstack/react-router';
import { historiaRoute } from '@web/features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/$poskodenyUuid/historia-skodovych-udalosti')(historiaRoute('oznamenie'));
