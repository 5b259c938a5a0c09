import type { AnyRouter } from '@tanstack/react-router';
import { SHELL_ATTRIBUTE, SHELL_SHOWN_CLASS } from './shell-attribute';

/**
 * While a prerendered first screen is shown (web/public/shell.js), the app renders into its hidden root;
 * once the router has rendered the route, the two change places in one frame. The prerendered page is
 * the app's own markup, so nothing moves on screen – the form simply appears under the heading.
 */
export function takeOverFromShell(router: AnyRouter): void {
  const html = document.documentElement;
  if (!html.classList.contains(SHELL_SHOWN_CLASS)) return;
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    requestAnimationFrame(() => {
      const shell = document.querySelector(`[${SHELL_ATTRIBUTE}]`);
      const app = document.getElementById('app');
      const focused = shell?.contains(document.activeElement) ? document.activeElement : null;
      shell?.remove();
      html.classList.remove(SHELL_SHOWN_CLASS);
      // someone already tabbing through the page keeps their place
      if (focused && app) sameControlIn(app, focused)?.focus({ preventScroll: true });
    });
  });
}

/** The app's link or button that the prerendered one stood for: same element, target and text. */
function sameControlIn(app: HTMLElement, control: Element): HTMLElement | null {
  const href = control.getAttribute('href');
  const text = control.textContent;
  for (const candidate of app.querySelectorAll<HTMLElement>(control.tagName)) {
    if (candidate.getAttribute('href') === href && candidate.textContent === text) return candidate;
  }
  return null;
}
