/**
 * The product slug of the public wizard (spec part 1 §2: '/{product}/…'). The one place it is
 * written: routes use the `$produkt` param checked against it, links and the page slug derive from it.
 */
export const PRODUCT_SLUG = 'hlasenie-skody';
export const PRODUCT_PATH = `/${PRODUCT_SLUG}/`;
/** Static content page of the wizard intro ('{product}-public'). */
export const PRODUCT_STRANKA_KOD = `${PRODUCT_SLUG}-public` as const;
