/** A static page of the site, shown also after the wizard is sent. */
export { StaticPage } from './static-page';
