import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { cennikSlug, cennikTypFromSlug, isCennikTyp } from '@shared/domain/cennik-typy';

/** /is/cenniky/{name}: known price-list slugs only, else the 404 page. */
export const Route = createFileRoute('/is/_staff/cenniky/$name')({
  params: {
    parse: ({ name }) => {
      const typ = cennikTypFromSlug(name);
      if (name !== cennikSlug(typ) || !isCennikTyp(typ)) throw notFound();
      return { name };
    },
  },
  component: Outlet,
});
