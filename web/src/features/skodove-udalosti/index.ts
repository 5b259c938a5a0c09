/**
 * The damage event as its parts (items, measures, statement, proceedings, files) see it: its detail,
 * its header with the tabs, the form of one part and the reload after a change.
 */
export { TabForm, useSaveCast } from './cast-form';
export { SkodovaUdalostHeader } from './skodova-udalost-header';
export { skodovaUdalostQuery, useSkodovaUdalostZmena } from './skodove-udalosti-api';
export { SKODOVE_UDALOSTI_TEXTS } from './skodove-udalosti-texts';
