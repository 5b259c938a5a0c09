import { createFileRoute } from '@tanstack/react-router';
import { upravaPoskodenehoRoute } from '@web/features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/$poskodenyUuid/uprava-poskodeneho')(upravaPoskodenehoRoute('oznamenie'));
