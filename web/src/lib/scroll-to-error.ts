/**
 * Spec part 1 §8: on errors the page scrolls smoothly, after 100 ms, to the first error message if
 * it is above the viewport. Below the desktop breakpoint the ID-SK header is sticky and covers the
 * top of the viewport, so 'above the viewport' means 'above the header's bottom edge' there
 * (WCAG 2.2 SC 2.4.11 Focus not obscured). The header's height is also kept in the CSS variable
 * `--es-sticky-header`, which `scroll-padding-top` uses for anchor jumps and keyboard focus.
 */
export const ERROR_SCROLL_DELAY_MS = 100;
export const ERROR_SELECTOR = '.govuk-error-summary, .govuk-error-message';
export const STICKY_HEADER_SELECTOR = '.idsk-header-web';
/** Room left between the sticky header and what is scrolled to. */
export const STICKY_GAP_PX = 15;

/** Bottom edge of the sticky header in viewport pixels (0 when the header does not stick). */
export function stickyHeaderBottom(doc: Document = document): number {
  const header = doc.querySelector<HTMLElement>(STICKY_HEADER_SELECTOR);
  if (!header || getComputedStyle(header).position !== 'sticky') return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

/** Scrolls so that `el` starts just below the sticky header. */
export function scrollBelowHeader(el: Element, behavior: ScrollBehavior = 'smooth'): void {
  const top = el.getBoundingClientRect().top + window.scrollY - stickyHeaderBottom() - STICKY_GAP_PX;
  window.scrollTo({ top: Math.max(0, top), behavior });
}

/** True when `el`'s top edge is hidden above the viewport or under the sticky header. */
export function isHiddenAbove(el: Element): boolean {
  return el.getBoundingClientRect().top < stickyHeaderBottom();
}

export function scheduleScrollToFirstError(root: ParentNode = document): () => void {
  const timer = setTimeout(() => {
    const first = root.querySelector<HTMLElement>(ERROR_SELECTOR);
    if (first && isHiddenAbove(first)) scrollBelowHeader(first);
  }, ERROR_SCROLL_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * An error summary link's jump (the GOV.UK error summary's behaviour): the field's label or
 * legend and the field come into view below the sticky header, and the field takes the focus.
 * Returns false when there is no such field (the browser then follows the link).
 */
export function focusErrorTarget(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const focusable = target.matches('input, select, textarea, button, [tabindex]')
    ? target
    : target.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button, [tabindex]');
  const legend = target.closest('fieldset')?.querySelector('legend');
  const label = document.querySelector(`label[for="${CSS.escape((focusable ?? target).id)}"]`);
  const heading = legend ?? label ?? target;
  // the label (or legend) when it is close enough that the field is still on screen with it
  const fieldTop = (focusable ?? target).getBoundingClientRect().top;
  const headingTop = heading.getBoundingClientRect().top;
  const room = window.innerHeight - stickyHeaderBottom() - STICKY_GAP_PX;
  scrollBelowHeader(fieldTop - headingTop < room / 2 ? heading : (focusable ?? target), 'auto');
  (focusable ?? target).focus({ preventScroll: true });
  return true;
}
