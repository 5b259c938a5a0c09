/** Spec part 1 §8: on errors the page scrolls smoothly, after 100 ms, to the first error message if it is above the viewport. */
export const ERROR_SCROLL_DELAY_MS = 100;
export const ERROR_SELECTOR = '.govuk-error-summary, .govuk-error-message';

export function scheduleScrollToFirstError(root: ParentNode = document): () => void {
  const timer = setTimeout(() => {
    const first = root.querySelector<HTMLElement>(ERROR_SELECTOR);
    if (first && first.getBoundingClientRect().top < 0) {
      first.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, ERROR_SCROLL_DELAY_MS);
  return () => clearTimeout(timer);
}
