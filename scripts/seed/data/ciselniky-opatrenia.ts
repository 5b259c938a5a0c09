/**
 * Seed data for the code lists of the on-site inspection: the commission, the preventive-measures
 * record (shepherds, herd placement, guard dogs, protective technical equipment OTZ – in practice an
 * electric fence or net) and the final statement (measure evaluation, compensation proposal).
 *
 * Certainty: the commission roles follow the composition named in public sources (DOMAIN.md §1);
 * the measure evaluation follows § 45 of vyhláška MŽP SR č. 170/2021 Z. z. (excerpt found). The
 * bands and states are what an inspector ticks in the field (knowledge of practice, not a legal
 * list): distances and heights in non-overlapping bands, fence heights as electric nets are sold
 * (90, 105/106, 120, 145 cm). An operator adjusts them in 'Cenníky a číselníky' › Číselníky.
 * Codes are UPPER_SNAKE and never change once assigned.
 *
 * Pure data module: no Node or DOM specifics.
 */
import type { CiselnikPolozkaSeed } from './ciselniky-polozka';
import { polozky } from './ciselniky-polozka';

export const ZHODNOTENIE_OPATRENI: readonly CiselnikPolozkaSeed[] = polozky('ZHODNOTENIE_OPATRENI', [
  ['PRIMERANE', 'preventívne opatrenia boli primerané (§ 45 vyhlášky č. 170/2021 Z. z.)'],
  ['NEDOSTATOCNE', 'preventívne opatrenia boli nedostatočné'],
  ['NEVYKONANE', 'preventívne opatrenia neboli vykonané'],
  ['NEVYZADUJU_SA', 'preventívne opatrenia sa pri tomto predmete škody nevyžadujú'],
]);

export const NAVRH_NA_UHRADU_SKODY: readonly CiselnikPolozkaSeed[] = polozky('NAVRH_NA_UHRADU_SKODY', [
  ['UHRADIT_V_PLNEJ_VYSKE', 'navrhuje sa uhradiť v plnej výške'],
  ['UHRADIT_CIASTOCNE', 'navrhuje sa uhradiť čiastočne'],
  ['NEUHRADIT', 'nenavrhuje sa uhradiť'],
]);

export const ZARADENIE_CLENA_KOMISIE: readonly CiselnikPolozkaSeed[] = polozky('ZARADENIE_CLENA_KOMISIE', [
  ['OU_ODBOR_STAROSTLIVOSTI_O_ZP', 'zástupca okresného úradu, odbor starostlivosti o životné prostredie'],
  ['OU_POZEMKOVY_A_LESNY_ODBOR', 'zástupca okresného úradu, pozemkový a lesný odbor'],
  ['UZIVATEL_POLOVNEHO_REVIRU', 'zástupca užívateľa poľovného revíru'],
  ['SOP_SR', 'zástupca Štátnej ochrany prírody SR'],
  ['SPRAVA_NARODNEHO_PARKU', 'zástupca správy národného parku'],
  ['VETERINARNY_LEKAR', 'veterinárny lekár'],
  ['ZASTUPCA_OBCE', 'zástupca obce'],
  ['POSKODENY', 'poškodený'],
  ['ZASTUPCA_POSKODENEHO', 'splnomocnený zástupca poškodeného'],
  ['PRIZVANA_OSOBA', 'prizvaná osoba'],
]);

// ---- Shepherds and herd placement --------------------------------------------------------------

export const PASTIERI_VZDIALENOST_OD_STADA: readonly CiselnikPolozkaSeed[] = polozky('PASTIERI_VZDIALENOST_OD_STADA', [
  ['DO_50_M', 'do 50 m'],
  ['OD_51_DO_100_M', '51 – 100 m'],
  ['OD_101_DO_300_M', '101 – 300 m'],
  ['OD_301_DO_500_M', '301 – 500 m'],
  ['NAD_500_M', 'nad 500 m'],
  ['BEZ_DOHLADU', 'pastier nebol pri stáde (stádo bez dohľadu)'],
]);

export const UMIESTNENIE_STADA: readonly CiselnikPolozkaSeed[] = polozky('UMIESTNENIE_STADA', [
  ['VOLNA_PASTVA', 'voľná pastva bez oplotenia'],
  ['PASIENOK_PEVNE_OPLOTENIE', 'pasienok s pevným oplotením'],
  ['PASIENOK_ELEKTRICKY_OHRADNIK', 'pasienok s elektrickým ohradníkom alebo ohradníkovou sieťou'],
  ['KOSIAR', 'košiar (nočný ohrad)'],
  ['ELEKTRICKY_KOSIAR', 'košiar z ohradníkovej siete pod napätím'],
  ['OHRADA_PRI_SALASI', 'uzavretá ohrada pri salaši alebo farme'],
  ['USTAJNENIE', 'maštaľ, ovčín alebo iný uzavretý objekt'],
  ['PRISTRESOK', 'prístrešok bez uzavretia'],
]);

export const UMIESTNENIE_STADA_VZDIALENOST_OD_LESA: readonly CiselnikPolozkaSeed[] = polozky(
  'UMIESTNENIE_STADA_VZDIALENOST_OD_LESA',
  [
    ['DO_50_M', 'do 50 m'],
    ['OD_51_DO_100_M', '51 – 100 m'],
    ['OD_101_DO_200_M', '101 – 200 m'],
    ['OD_201_DO_500_M', '201 – 500 m'],
    ['OD_501_DO_1000_M', '501 – 1 000 m'],
    ['NAD_1000_M', 'nad 1 000 m'],
  ],
);

export const UMIESTNENIE_STADA_VYSKA_OHRADY: readonly CiselnikPolozkaSeed[] = polozky('UMIESTNENIE_STADA_VYSKA_OHRADY', [
  ['DO_80_CM', 'do 80 cm'],
  ['OD_81_DO_100_CM', '81 – 100 cm'],
  ['OD_101_DO_120_CM', '101 – 120 cm'],
  ['OD_121_DO_150_CM', '121 – 150 cm'],
  ['OD_151_DO_180_CM', '151 – 180 cm'],
  ['NAD_180_CM', 'nad 180 cm'],
]);

// ---- Guard dogs ---------------------------------------------------------------------------------

export const STRAZNY_PES_VZDIALENOST_OD_STADA: readonly CiselnikPolozkaSeed[] = polozky('STRAZNY_PES_VZDIALENOST_OD_STADA', [
  ['V_STADE', 'v stáde alebo pri stáde (do 10 m)'],
  ['OD_11_DO_50_M', '11 – 50 m'],
  ['OD_51_DO_100_M', '51 – 100 m'],
  ['OD_101_DO_200_M', '101 – 200 m'],
  ['NAD_200_M', 'nad 200 m'],
  ['MIMO_STADA', 'pes nebol pri stáde'],
]);

export const STRAZNY_PES_DRZANIE: readonly CiselnikPolozkaSeed[] = polozky('STRAZNY_PES_DRZANIE', [
  ['VOLNE_PRI_STADE', 'voľne pri stáde'],
  ['VOLNE_V_OHRADE', 'voľne v ohrade alebo košiari so stádom'],
  ['VOLNE_V_AREALI_SALASA', 'voľne v areáli salaša, mimo stáda'],
  ['NA_RETAZI', 'na reťazi (uviazaný)'],
  ['V_KOTERCI', 'v koterci alebo kotci'],
  ['CEZ_DEN_PRI_STADE_V_NOCI_UVIAZANY', 'cez deň pri stáde, v noci uviazaný'],
]);

export const STRAZNY_PES_SPRAVANIE: readonly CiselnikPolozkaSeed[] = polozky('STRAZNY_PES_SPRAVANIE', [
  ['AKTIVNE_BRANIL', 'aktívne bránil stádo'],
  ['VAROVAL_STEKOTOM', 'upozornil štekotom, do stretu nezasiahol'],
  ['USIEL', 'ušiel od stáda'],
  ['NEREAGOVAL', 'nereagoval'],
  ['NEZISTENE', 'správanie sa nedalo zistiť'],
]);

export const STRAZNY_PES_NASLEDKY: readonly CiselnikPolozkaSeed[] = polozky('STRAZNY_PES_NASLEDKY', [
  ['BEZ_NASLEDKOV', 'bez následkov'],
  ['ZRANENY', 'zranený'],
  ['USMRTENY', 'usmrtený'],
  ['NEZVESTNY', 'nezvestný'],
]);

export const STRAZNY_PES_VEK: readonly CiselnikPolozkaSeed[] = polozky('STRAZNY_PES_VEK', [
  ['DO_1_ROKA', 'do 1 roka'],
  ['OD_1_DO_2_ROKOV', '1 – 2 roky'],
  ['OD_3_DO_5_ROKOV', '3 – 5 rokov'],
  ['OD_6_DO_8_ROKOV', '6 – 8 rokov'],
  ['NAD_8_ROKOV', '9 a viac rokov'],
]);

// ---- Protective technical equipment (OTZ) -------------------------------------------------------

export const OTZ_VYSKA: readonly CiselnikPolozkaSeed[] = polozky('OTZ_VYSKA', [
  ['DO_90_CM', 'do 90 cm'],
  ['OD_91_DO_105_CM', '91 – 105 cm'],
  ['OD_106_DO_120_CM', '106 – 120 cm'],
  ['OD_121_DO_145_CM', '121 – 145 cm'],
  ['NAD_145_CM', 'nad 145 cm'],
]);

export const OTZ_POCET_VODICOV: readonly CiselnikPolozkaSeed[] = polozky('OTZ_POCET_VODICOV', [
  ['VODICE_1', '1 vodič'],
  ['VODICE_2', '2 vodiče'],
  ['VODICE_3', '3 vodiče'],
  ['VODICE_4', '4 vodiče'],
  ['VODICE_5', '5 vodičov'],
  ['VODICE_6_A_VIAC', '6 a viac vodičov'],
  ['OHRADNIKOVA_SIET', 'ohradníková sieť'],
]);

export const OTZ_ZDROJ_EL_ENERGIE: readonly CiselnikPolozkaSeed[] = polozky('OTZ_ZDROJ_EL_ENERGIE', [
  ['SIET_230_V', 'sieť 230 V'],
  ['AKUMULATOR_12_V', 'akumulátor 12 V'],
  ['BATERIA_9_V', 'batéria 9 V'],
  ['SOLARNY_PANEL', 'solárny panel s akumulátorom'],
]);

export const OTZ_TECHNICKY_STAV: readonly CiselnikPolozkaSeed[] = polozky('OTZ_TECHNICKY_STAV', [
  ['VYHOVUJUCI', 'vyhovujúci – funkčné, vodiče pod napätím'],
  ['CIASTOCNE_VYHOVUJUCI', 'čiastočne vyhovujúci – nízke napätie alebo vodiče zarastené porastom'],
  ['NEVYHOVUJUCI', 'nevyhovujúci – bez napätia alebo prerušené vodiče'],
  ['VYPNUTE', 'v čase škody vypnuté'],
  ['POSKODENE_ZIVOCICHOM', 'poškodené živočíchom pri vniknutí'],
]);
