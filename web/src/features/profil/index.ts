/** The signed-in user's profile, read by the settings screens. */
export { mojProfilQuery } from './moj-profil';
