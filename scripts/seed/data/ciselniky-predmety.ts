/**
 * Seed data for the code lists of a damage and its damaged items: the damage-causing animals,
 * what happened to the item, and the kinds the price lists are keyed by (game, field crops, fruit
 * trees and shrubs with their age, other farm animals with breed and age, beekeeping equipment).
 *
 * Certainty:
 * - POVODCA_SKODY: the 11 animals public sources of 2024 name as designated by law (found; Latin
 *   names general knowledge). Label: Slovak name with the Latin name in brackets.
 * - Everything else: general knowledge of Slovak practice (species and breeds kept or hunted in
 *   Slovakia, crops of Slovak field statistics, hive types of Slovak beekeepers), not a legal list.
 *   Game is the hoofed game (poľovná raticová zver) the law compensates, by species and sex/age
 *   class, because price lists give the planning weight (PPH) per class.
 * Labels start in lower case (as in a sentence); codes are UPPER_SNAKE and never change.
 *
 * Pure data module: no Node or DOM specifics.
 */
import type { CiselnikPolozkaSeed } from './ciselniky-polozka';
import { podradenePolozky, polozky, polozkyPreKategorie } from './ciselniky-polozka';

/** The animals designated by law as causes of compensated damage (Act 543/2002, § 97 ff.). */
export const POVODCOVIA_SKODY: readonly CiselnikPolozkaSeed[] = polozky('POVODCA_SKODY', [
  ['MEDVED_HNEDY', 'medveď hnedý (Ursus arctos)'],
  ['VLK_DRAVY', 'vlk dravý (Canis lupus)'],
  ['RYS_OSTROVID', 'rys ostrovid (Lynx lynx)'],
  ['VYDRA_RIECNA', 'vydra riečna (Lutra lutra)'],
  ['BOBOR_VODNY', 'bobor vodný (Castor fiber)'],
  ['KORMORAN_VELKY', 'kormorán veľký (Phalacrocorax carbo)'],
  ['VOLAVKA_POPOLAVA', 'volavka popolavá (Ardea cinerea)'],
  ['BELUSA_VELKA', 'beluša veľká (Ardea alba)'],
  ['LOS_MOKRADOVY', 'los mokraďový (Alces alces)'],
  ['ZUBOR_HORNY', 'zubor hôrny (Bison bonasus)'],
  ['KRKAVEC_CIERNY', 'krkavec čierny (Corvus corax)'],
]);

/**
 * What happened to the damaged item, and the damage-subject categories each fits (the item form
 * offers only those: no beaver-felled tree or caught fish for a sheep). Animals die, are injured,
 * put down or go missing; property, equipment and colonies are damaged or destroyed; crops are eaten,
 * grazed or trampled; trees and shrubs are browsed, gnawed, peeled, broken or felled by beavers;
 * a beaver dam floods land; cormorants and otters take fish (a fish stock is other property here:
 * no category of its own). Carcass-disposal fees follow a dead or put-down animal.
 */
const ZVIERATA = ['HOVADZI_DOBYTOK', 'OVCE', 'KOZY', 'INE_HOSPODARSKE_ZVIERATA', 'PASTIERSKE_A_STRAZNE_PSY', 'POLOVNA_ZVER'] as const;
export const DRUHY_SKODY: readonly CiselnikPolozkaSeed[] = polozkyPreKategorie('DRUH_SKODY', [
  ['USMRTENIE', 'usmrtenie', [...ZVIERATA, 'VCELSTVA', 'ZIVOT_A_ZDRAVIE_FO', 'KAFILERICKE_POPLATKY']],
  ['ZRANENIE', 'zranenie', [...ZVIERATA, 'ZIVOT_A_ZDRAVIE_FO']],
  ['UTRATENIE_PO_ZRANENI', 'utratenie po zranení (rozhodnutie veterinárneho lekára)', [...ZVIERATA, 'KAFILERICKE_POPLATKY']],
  ['NEZVESTNE_ZVIERA', 'nezvestné zviera (odvlečené)', [...ZVIERATA]],
  ['POSKODENIE', 'poškodenie', ['INY_MAJETOK', 'VCELARSKE_ZARIADENIA', 'VCELSTVA', 'OVOCNE_STROMY_A_KRIKY', 'POLNE_PLODINY']],
  ['ZNICENIE', 'zničenie', ['INY_MAJETOK', 'VCELARSKE_ZARIADENIA', 'VCELSTVA', 'MED_A_DRUHOTNE_PRODUKTY', 'OVOCNE_STROMY_A_KRIKY', 'POLNE_PLODINY']],
  ['VYZRATIE', 'vyžratie (úrody, plástov, plodu)', ['POLNE_PLODINY', 'OVOCNE_STROMY_A_KRIKY', 'VCELSTVA', 'MED_A_DRUHOTNE_PRODUKTY']],
  ['SPASANIE', 'spásanie porastu', ['POLNE_PLODINY']],
  ['ZLAHNUTIE_POROSTU', 'zľahnutie alebo pošliapanie porastu', ['POLNE_PLODINY']],
  ['POLAMANIE', 'polámanie konárov alebo kmeňa', ['OVOCNE_STROMY_A_KRIKY']],
  ['OKUS', 'okus', ['OVOCNE_STROMY_A_KRIKY', 'POLNE_PLODINY']],
  ['OHRYZ', 'ohryz', ['OVOCNE_STROMY_A_KRIKY']],
  ['LUPANIE_KORY', 'lúpanie kôry', ['OVOCNE_STROMY_A_KRIKY']],
  ['ZHRYZENIE_DREVINY', 'zhryzenie (zoťatie) dreviny bobrom', ['OVOCNE_STROMY_A_KRIKY']],
  ['ZAPLAVENIE', 'zaplavenie alebo podmáčanie pozemku (bobria hrádza)', ['POLNE_PLODINY', 'OVOCNE_STROMY_A_KRIKY', 'INY_MAJETOK']],
  ['ULOVENIE_RYB', 'ulovenie alebo zranenie rýb', ['INY_MAJETOK']],
]);

/** Hoofed game by species and sex/age class. */
export const DRUHY_POLOVNEJ_ZVERI: readonly CiselnikPolozkaSeed[] = polozky('DRUH_POLOVNA_ZVER', [
  ['JELEN_LESNY_JELEN', 'jeleň lesný – jeleň'],
  ['JELEN_LESNY_JELENICA', 'jeleň lesný – jelenica'],
  ['JELEN_LESNY_JELIENCA', 'jeleň lesný – jelienča'],
  ['SRNEC_LESNY_SRNEC', 'srnec lesný – srnec'],
  ['SRNEC_LESNY_SRNA', 'srnec lesný – srna'],
  ['SRNEC_LESNY_SRNCA', 'srnec lesný – srnča'],
  ['DIVIAK_LESNY_DIVIAK', 'diviak lesný – diviak (kanec)'],
  ['DIVIAK_LESNY_DIVIACICA', 'diviak lesný – diviačica'],
  ['DIVIAK_LESNY_LANSTIAK', 'diviak lesný – lanštiak'],
  ['DIVIAK_LESNY_DIVIACA', 'diviak lesný – diviača'],
  ['DANIEL_SKVRNITY_DANIEL', 'daniel škvrnitý – daniel'],
  ['DANIEL_SKVRNITY_DANIELICA', 'daniel škvrnitý – danielica'],
  ['DANIEL_SKVRNITY_DANIELCA', 'daniel škvrnitý – danielča'],
  ['MUFLON_LESNY_MUFLON', 'muflón lesný – muflón'],
  ['MUFLON_LESNY_MUFLONICA', 'muflón lesný – muflónica'],
  ['MUFLON_LESNY_MUFLONCA', 'muflón lesný – muflónča'],
  ['JELEN_SIKA_JELEN', 'jeleň sika – jeleň'],
  ['JELEN_SIKA_JELENICA', 'jeleň sika – jelenica'],
  ['JELEN_SIKA_JELIENCA', 'jeleň sika – jelienča'],
  ['KAMZIK_ALPSKY_KAMZIK', 'kamzík vrchovský alpský – kamzík'],
  ['KAMZIK_ALPSKY_KAMZICA', 'kamzík vrchovský alpský – kamzica'],
  ['KAMZIK_ALPSKY_MLADE', 'kamzík vrchovský alpský – kamzíča'],
]);

export const DRUHY_POLNYCH_PLODIN: readonly CiselnikPolozkaSeed[] = polozky('DRUH_POLNE_PLODINY', [
  ['PSENICA_OZIMNA', 'pšenica ozimná'],
  ['PSENICA_JARNA', 'pšenica jarná'],
  ['PSENICA_TVRDA', 'pšenica tvrdá (durum)'],
  ['JACMEN_OZIMNY', 'jačmeň ozimný'],
  ['JACMEN_JARNY', 'jačmeň jarný'],
  ['RAZ', 'raž'],
  ['TRITIKALE', 'tritikale'],
  ['OVOS', 'ovos'],
  ['KUKURICA_NA_ZRNO', 'kukurica na zrno'],
  ['KUKURICA_NA_SILAZ', 'kukurica na siláž'],
  ['KUKURICA_CUKROVA', 'kukurica cukrová'],
  ['REPKA_OLEJNA', 'repka olejná'],
  ['SLNECNICA', 'slnečnica'],
  ['SOJA', 'sója'],
  ['HRACH', 'hrach siaty'],
  ['CUKROVA_REPA', 'cukrová repa'],
  ['KRMNA_REPA', 'kŕmna repa'],
  ['ZEMIAKY', 'zemiaky'],
  ['DATELINA', 'ďatelina'],
  ['LUCERNA', 'lucerna'],
  ['DATELINOTRAVNA_MIESANKA', 'ďatelinotrávna miešanka'],
  ['TRVALE_TRAVNE_POROSTY', 'trvalé trávne porasty (lúky a pasienky)'],
  ['POHANKA', 'pohánka'],
  ['PROSO', 'proso'],
  ['MAK', 'mak siaty'],
  ['HORCICA', 'horčica'],
  ['LAN', 'ľan siaty'],
  ['TEKVICA', 'tekvica'],
  ['KAPUSTA', 'kapusta'],
]);

export const DRUHY_OVOCNYCH_STROMOV_A_KROV: readonly CiselnikPolozkaSeed[] = polozky('DRUH_OVOCNE_STROMY_A_KRIKY', [
  ['JABLON', 'jabloň'],
  ['HRUSKA', 'hruška'],
  ['DULA', 'dula'],
  ['SLIVKA', 'slivka'],
  ['CERESNA', 'čerešňa'],
  ['VISNA', 'višňa'],
  ['MARHULA', 'marhuľa'],
  ['BROSKYNA', 'broskyňa'],
  ['ORECH_VLASSKY', 'orech vlašský'],
  ['GASTAN_JEDLY', 'gaštan jedlý'],
  ['LIESKA', 'lieska'],
  ['RIBEZLA_CIERNA', 'ríbezľa čierna'],
  ['RIBEZLA_CERVENA', 'ríbezľa červená'],
  ['EGRES', 'egreš'],
  ['MALINA', 'malina'],
  ['CERNICA', 'černica'],
  ['BAZA_CIERNA', 'baza čierna'],
  ['ARONIA', 'arónia'],
  ['RAKYTNIK', 'rakytník rešetliakový'],
  ['CUCORIEDKA_KANADSKA', 'čučoriedka kanadská'],
  ['VINIC', 'vinič hroznorodý'],
]);

export const VEKY_OVOCNYCH_STROMOV_A_KROV: readonly CiselnikPolozkaSeed[] = polozky('VEK_OVOCNE_STROMY_A_KRIKY', [
  ['ROK_1', '1 rok'],
  ['ROKY_2_3', '2 – 3 roky'],
  ['ROKY_4_6', '4 – 6 rokov'],
  ['ROKY_7_10', '7 – 10 rokov'],
  ['ROKY_11_15', '11 – 15 rokov'],
  ['ROKY_16_20', '16 – 20 rokov'],
  ['ROKY_21_30', '21 – 30 rokov'],
  ['NAD_30_ROKOV', 'nad 30 rokov'],
]);

/** Farm animals other than cattle, sheep and goats (those have their own item categories). */
export const DRUHY_INYCH_HOSPODARSKYCH_ZVIERAT: readonly CiselnikPolozkaSeed[] = polozky('DRUH_INE_HOSPODARSKE_ZVIERATA', [
  ['KON', 'kôň'],
  ['OSOL', 'osol'],
  ['OSIPANA', 'ošípaná'],
  ['KRALIK', 'králik'],
  ['SLIEPKA', 'sliepka (hydina)'],
  ['KACICA', 'kačica (hydina)'],
  ['HUS', 'hus (hydina)'],
  ['MORKA', 'morka (hydina)'],
  ['PERLICKA', 'perlička (hydina)'],
  ['JELEN_FARMOVY_CHOV', 'jeleň lesný vo farmovom chove'],
  ['DANIEL_FARMOVY_CHOV', 'daniel škvrnitý vo farmovom chove'],
  ['LAMA', 'lama krotká'],
  ['ALPAKA', 'alpaka'],
]);

/** Breeds per species of DRUH_INE_HOSPODARSKE_ZVIERATA (parent = species code). */
export const PLEMENA: readonly CiselnikPolozkaSeed[] = podradenePolozky('PLEMENO', [
  ['KON_SLOVENSKY_TEPLOKRVNIK', 'slovenský teplokrvník', 'KON'],
  ['KON_SLOVENSKY_SPORTOVY_PONY', 'slovenský športový pony', 'KON'],
  ['KON_NORIK_MURANSKEHO_TYPU', 'norik muránskeho typu', 'KON'],
  ['KON_NORIK', 'norik', 'KON'],
  ['KON_HUCUL', 'hucul', 'KON'],
  ['KON_HAFLINGER', 'haflinger', 'KON'],
  ['KON_LIPICAN', 'lipican', 'KON'],
  ['KON_SHAGYA_ARAB', 'shagya arab', 'KON'],
  ['KON_ARABSKY_PLNOKRVNIK', 'arabský plnokrvník', 'KON'],
  ['KON_ANGLICKY_PLNOKRVNIK', 'anglický plnokrvník', 'KON'],
  ['KON_FJORDSKY', 'fjordský kôň', 'KON'],
  ['KON_QUARTER_HORSE', 'quarter horse', 'KON'],
  ['KON_KRIZENEC', 'kríženec alebo bez plemena (kôň)', 'KON'],
  ['OSOL_KRIZENEC', 'kríženec alebo bez plemena (osol)', 'OSOL'],
  ['OSIPANA_BIELA_USLACHTILA', 'biela ušľachtilá', 'OSIPANA'],
  ['OSIPANA_LANDRACE', 'landrace', 'OSIPANA'],
  ['OSIPANA_DUROC', 'duroc', 'OSIPANA'],
  ['OSIPANA_PIETRAIN', 'pietrain', 'OSIPANA'],
  ['OSIPANA_HAMPSHIRE', 'hampshire', 'OSIPANA'],
  ['OSIPANA_MANGALICA', 'mangalica', 'OSIPANA'],
  ['OSIPANA_VIETNAMSKE_KORPULENTNE', 'vietnamské korpulentné prasa', 'OSIPANA'],
  ['OSIPANA_KRIZENEC', 'kríženec alebo bez plemena (ošípaná)', 'OSIPANA'],
  ['KRALIK_NOVOZELANDSKY_BIELY', 'novozélandský biely', 'KRALIK'],
  ['KRALIK_KALIFORNSKY', 'kalifornský', 'KRALIK'],
  ['KRALIK_BELGICKY_OBOR', 'belgický obor', 'KRALIK'],
  ['KRALIK_NEMECKY_OBROVSKY_STRAKAC', 'nemecký obrovský strakáč', 'KRALIK'],
  ['KRALIK_VIEDENSKY_MODRY', 'viedenský modrý', 'KRALIK'],
  ['KRALIK_CINCILA_VELKA', 'činčila veľká', 'KRALIK'],
  ['KRALIK_FRANCUZSKY_BARAN', 'francúzsky baran', 'KRALIK'],
  ['KRALIK_HERMELIN', 'hermelín', 'KRALIK'],
  ['KRALIK_KRIZENEC', 'kríženec alebo bez plemena (králik)', 'KRALIK'],
  ['SLIEPKA_ORAVKA', 'oravka', 'SLIEPKA'],
  ['SLIEPKA_HEMPSIRKA', 'hempšírka', 'SLIEPKA'],
  ['SLIEPKA_RODAJLENDKA', 'rodajlendka', 'SLIEPKA'],
  ['SLIEPKA_LEGHORNKA', 'leghornka', 'SLIEPKA'],
  ['SLIEPKA_PLYMUTKA', 'plymutka', 'SLIEPKA'],
  ['SLIEPKA_SUSSEXKA', 'sussexka', 'SLIEPKA'],
  ['SLIEPKA_WYANDOTKA', 'wyandotka', 'SLIEPKA'],
  ['SLIEPKA_BRAHMANKA', 'brahmánka', 'SLIEPKA'],
  ['SLIEPKA_HYBRID_NOSNIC', 'úžitkový hybrid nosníc', 'SLIEPKA'],
  ['SLIEPKA_HYBRID_BROJLER', 'brojlerový hybrid', 'SLIEPKA'],
  ['SLIEPKA_KRIZENEC', 'kríženec alebo bez plemena (sliepka)', 'SLIEPKA'],
  ['KACICA_PEKINSKA', 'pekinská kačica', 'KACICA'],
  ['KACICA_INDICKY_BEZEC', 'indický bežec', 'KACICA'],
  ['KACICA_PIZMOVA', 'pižmová kačica', 'KACICA'],
  ['KACICA_KRIZENEC', 'kríženec alebo bez plemena (kačica)', 'KACICA'],
  ['HUS_LANDESKA', 'landeská hus', 'HUS'],
  ['HUS_EMDENSKA', 'emdenská hus', 'HUS'],
  ['HUS_TULUZSKA', 'tulúzska hus', 'HUS'],
  ['HUS_KRIZENEC', 'kríženec alebo bez plemena (hus)', 'HUS'],
  ['MORKA_BRONZOVA_SIROKOPRSA', 'bronzová širokoprsá morka', 'MORKA'],
  ['MORKA_BIELA_SIROKOPRSA', 'biela širokoprsá morka', 'MORKA'],
  ['MORKA_KRIZENEC', 'kríženec alebo bez plemena (morka)', 'MORKA'],
  ['PERLICKA_KRIZENEC', 'kríženec alebo bez plemena (perlička)', 'PERLICKA'],
  ['JELEN_FARMOVY_CHOV_BEZ_PLEMENA', 'bez plemena (jeleň lesný vo farmovom chove)', 'JELEN_FARMOVY_CHOV'],
  ['DANIEL_FARMOVY_CHOV_BEZ_PLEMENA', 'bez plemena (daniel škvrnitý vo farmovom chove)', 'DANIEL_FARMOVY_CHOV'],
  ['LAMA_KRIZENEC', 'kríženec alebo bez plemena (lama)', 'LAMA'],
  ['ALPAKA_HUACAYA', 'huacaya', 'ALPAKA'],
  ['ALPAKA_SURI', 'suri', 'ALPAKA'],
  ['ALPAKA_KRIZENEC', 'kríženec alebo bez plemena (alpaka)', 'ALPAKA'],
]);

/** Age bands of other farm animals (price lists give the value per species, breed and age). */
export const VEKY: readonly CiselnikPolozkaSeed[] = polozky('VEK', [
  ['DO_1_MESIACA', 'do 1 mesiaca'],
  ['MESIACE_1_3', '1 – 3 mesiace'],
  ['MESIACE_4_6', '4 – 6 mesiacov'],
  ['MESIACE_7_12', '7 – 12 mesiacov'],
  ['ROKY_1_2', '1 – 2 roky'],
  ['ROKY_3_5', '3 – 5 rokov'],
  ['ROKY_6_10', '6 – 10 rokov'],
  ['ROKY_11_15', '11 – 15 rokov'],
  ['NAD_15_ROKOV', 'nad 15 rokov'],
]);

/** Beekeeping equipment (price lists give the price PNCZ and lifetime Ž per type). */
export const TYPY_VCELARSKYCH_ZARIADENI: readonly CiselnikPolozkaSeed[] = polozky('TYP_VCELARSKE_ZARIADENIE', [
  ['UL_LANGSTROTH', 'úľ Langstroth'],
  ['UL_DADANT', 'úľ Dadant'],
  ['UL_B_BUDHAJ', 'úľ B (Budhaj)'],
  ['UL_OPTIMAL', 'úľ Optimal'],
  ['UL_ZANDER', 'úľ Zander'],
  ['UL_39_24', 'nízkonadstavkový úľ 39 × 24 cm'],
  ['UL_ODDIELKOVY', 'oddielok (oddielkový úľ)'],
  ['PLEMENACIK', 'plemenáčik'],
  ['NADSTAVOK', 'nadstavok'],
  ['MEDNIK', 'medník'],
  ['PODMET', 'podmet (dno úľa)'],
  ['STRIESKA', 'strieška (veko úľa)'],
  ['RAMIKY', 'rámiky'],
  ['MEDZISTIENKY', 'medzistienky'],
  ['MATERSKA_MRIEZKA', 'materská mriežka'],
  ['KRMIDLO', 'kŕmidlo'],
  ['STOJAN', 'stojan pod úle'],
  ['VCELIN', 'včelín'],
  ['KOCOVNY_VOZ', 'kočovný voz (včelársky vozík)'],
  ['OCHRANNA_KLIETKA', 'ochranná kovová klietka (kotec) na úle'],
  ['VYVYSENA_PLOSINA', 'vyvýšená plošina pod úle'],
  ['MEDOMET', 'medomet'],
]);
