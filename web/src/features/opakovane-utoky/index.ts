/** Repeat attacks as other screens show them: the list rows' mark and the detail's panel. */
export { OpakovanyUtokPanel } from './opakovany-utok-panel';
export { OpakovanyUtokTag } from './opakovany-utok-tag';
