/** The attribute naming a prerendered first screen's path (prerender.tsx writes it, web/public/shell.js and take-over.ts read it). */
export const SHELL_ATTRIBUTE = 'data-es-shell';
/** On <html> while a prerendered first screen is on screen and the app's root is hidden (main.scss). */
export const SHELL_SHOWN_CLASS = 'es-shell';
