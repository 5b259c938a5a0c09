/** The attribute naming a prerendered first screen's path (prerender.tsx writes it, web/public/shell.js and take-over.ts read it). */
export const SHELL_ATTRIBUTE = 'data-es-shell';
/** On <html> while a prerendered first screen is on screen and the app's root is hidden (main.scss). */
export const SHELL_SHOWN_CLASS = 'es-shell';
/** On a prerendered first screen: the built files of its route, for web/public/shell.js to preload (space-separated). */
export const SHELL_PRELOAD_ATTRIBUTE = 'data-es-preload';
