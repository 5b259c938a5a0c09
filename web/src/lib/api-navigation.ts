/**
 * Where the API client sends the browser after 401/403 (spec part 1 §8). Kept apart from the
 * client (zod-free) so that main.tsx can plug in the router without loading the route table.
 */
export const NEZOSYNCHRONIZOVANY_PATH = '/is/nezosynchronizovany-pouzivatel';
export const NEDOSTATOCNE_OPRAVNENIE_PATH = '/is/nedostatocne-opravnenie';
export const MOJ_PROFIL_SUFFIX = '/pouzivatel/moj-profil';

/**
 * Where the client sends the browser after 401/403. The app replaces the defaults with
 * router-aware versions (main.tsx); tests replace them with spies.
 */
export interface ApiNavigation {
  /** Full-page navigation to the sign-in flow. */
  toLogin(loginUrl: string): void;
  /** Navigation inside the SPA (forbidden / unsynchronised pages). */
  to(path: string): void;
  /** The path the user is on or going to, for `navrat`. */
  currentPath(): string;
}

const defaultNavigation: ApiNavigation = {
  toLogin: (url) => window.location.assign(url),
  to: (path) => window.location.assign(path),
  currentPath: () => window.location.pathname + window.location.search,
};
let navigation: ApiNavigation = defaultNavigation;

export function setApiNavigation(nav: Partial<ApiNavigation> | null): void {
  navigation = nav ? { ...defaultNavigation, ...nav } : defaultNavigation;
}

export const loginUrl = (navrat: string) => `/auth?navrat=${encodeURIComponent(navrat)}`;

export const apiNavigation = (): ApiNavigation => navigation;
