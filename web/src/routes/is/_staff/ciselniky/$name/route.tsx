import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { ciselnikSlug, ciselnikTypFromSlug, isCiselnikTyp } from '@shared/domain/ciselnik';

/** /is/ciselniky/{name}: lower case with hyphens; the type is its upper-cased form with underscores; unknown names → 404 page. */
export const Route = createFileRoute('/is/_staff/ciselniky/$name')({
  params: {
    parse: ({ name }) => {
      const typ = ciselnikTypFromSlug(name);
      if (name !== ciselnikSlug(typ) || !isCiselnikTyp(typ)) throw notFound();
      return { name };
    },
  },
  component: Outlet,
});
