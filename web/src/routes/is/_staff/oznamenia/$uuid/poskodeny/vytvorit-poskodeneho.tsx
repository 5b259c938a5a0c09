import { createFileRoute } from '@tanstack/react-router';
import { vytvoritPoskodenehoRoute } from '@web/features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/oznamenia/$uuid/poskodeny/vytvorit-poskodeneho')(vytvoritPoskodenehoRoute('oznamenie'));
