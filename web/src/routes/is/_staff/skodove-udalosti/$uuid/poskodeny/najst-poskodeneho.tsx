import { createFileRoute } from '@tanstack/react-router';
import { najstPoskodenehoRoute } from '@web/features/poskodeni/poskodeny-routes';

export const Route = createFileRoute('/is/_staff/skodove-udalosti/$uuid/poskodeny/najst-poskodeneho')(najstPoskodenehoRoute('skodovaUdalost'));
