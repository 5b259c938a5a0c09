import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { PRODUCT_SLUG } from '@web/lib/product';

/**
 * /{product}/… – the damage report wizard (spec part 1 §2). The slug is one constant
 * (lib/product.ts); any other first segment is not found.
 */
export const Route = createFileRoute('/_public/$produkt')({
  params: {
    parse: ({ produkt }) => {
      if (produkt !== PRODUCT_SLUG) throw notFound();
      return { produkt };
    },
    stringify: ({ produkt }) => ({ produkt }),
  },
  component: Outlet,
});
