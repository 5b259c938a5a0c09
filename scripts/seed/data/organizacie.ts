/**
 * Seed data for organisations: the ministry, ŠOP SR (headquarters and its regional
 * workplaces – national park and protected landscape area administrations) and the
 * 72 district offices.
 *
 * Only SOP organisations are offered as territorially competent workplaces, and only
 * valid ones (`platnost: true`) can be selected. The two invalid SOP records are
 * historic administrations of protected landscape areas that were turned into
 * national parks; they stay in the list so that older records keep their workplace.
 *
 * Pure data module: no Node or DOM specifics.
 */
import type { OrganizaciaTyp } from '@shared/domain/organizacia';

export interface OrganizaciaSeed {
  kod: string;
  nazov: string;
  typ: OrganizaciaTyp;
  platnost: boolean;
}

/** Headquarters of ŠOP SR. */
export const KOD_RIADITELSTVO = 'SOPSR';
export const KOD_MINISTERSTVO = 'MZPSR';

const sop = (kod: string, nazov: string, platnost = true): OrganizaciaSeed => ({ kod, nazov, typ: 'SOP', platnost });
const ou = (kod: string, mesto: string): OrganizaciaSeed => ({
  kod: `OU-${kod}`,
  nazov: `Okresný úrad ${mesto}`,
  typ: 'OU',
  platnost: true,
});

export const ORGANIZACIE_MZP: readonly OrganizaciaSeed[] = [
  { kod: KOD_MINISTERSTVO, nazov: 'Ministerstvo životného prostredia Slovenskej republiky', typ: 'MZP', platnost: true },
];

export const ORGANIZACIE_SOP: readonly OrganizaciaSeed[] = [
  sop(KOD_RIADITELSTVO, 'Štátna ochrana prírody Slovenskej republiky – riaditeľstvo'),
  // national park administrations
  sop('NAPANT', 'Správa Národného parku Nízke Tatry'),
  sop('TANAP', 'Správa Tatranského národného parku'),
  sop('PIENAP', 'Správa Pieninského národného parku'),
  sop('NP-SR', 'Správa Národného parku Slovenský raj'),
  sop('NP-MP', 'Správa Národného parku Muránska planina'),
  sop('NP-MF', 'Správa Národného parku Malá Fatra'),
  sop('NP-VF', 'Správa Národného parku Veľká Fatra'),
  sop('NP-PO', 'Správa Národného parku Poloniny'),
  sop('NP-SK', 'Správa Národného parku Slovenský kras'),
  // protected landscape area administrations
  sop('CHKO-BK', 'Správa CHKO Biele Karpaty'),
  sop('CHKO-CV', 'Správa CHKO Cerová vrchovina'),
  sop('CHKO-DL', 'Správa CHKO Dunajské luhy'),
  sop('CHKO-HO', 'Správa CHKO Horná Orava'),
  sop('CHKO-KY', 'Správa CHKO Kysuce'),
  sop('CHKO-LA', 'Správa CHKO Latorica'),
  sop('CHKO-MK', 'Správa CHKO Malé Karpaty'),
  sop('CHKO-PL', 'Správa CHKO Poľana'),
  sop('CHKO-PN', 'Správa CHKO Ponitrie'),
  sop('CHKO-SV', 'Správa CHKO Strážovské vrchy'),
  sop('CHKO-STV', 'Správa CHKO Štiavnické vrchy'),
  sop('CHKO-VI', 'Správa CHKO Vihorlat'),
  sop('CHKO-VK', 'Správa CHKO Východné Karpaty'),
  sop('CHKO-ZA', 'Správa CHKO Záhorie'),
  // historic administrations (the areas became national parks) – no longer valid
  sop('CHKO-MP', 'Správa CHKO Muránska planina', false),
  sop('CHKO-SR', 'Správa CHKO Slovenský raj', false),
];

/**
 * The 72 district offices. Codes use the district's vehicle registration prefix;
 * Bratislava I–V and Košice I–IV each have one office.
 */
export const ORGANIZACIE_OU: readonly OrganizaciaSeed[] = [
  // Bratislavský kraj
  ou('BA', 'Bratislava'),
  ou('MA', 'Malacky'),
  ou('PK', 'Pezinok'),
  ou('SC', 'Senec'),
  // Trnavský kraj
  ou('DS', 'Dunajská Streda'),
  ou('GA', 'Galanta'),
  ou('HC', 'Hlohovec'),
  ou('PN', 'Piešťany'),
  ou('SE', 'Senica'),
  ou('SI', 'Skalica'),
  ou('TT', 'Trnava'),
  // Trenčiansky kraj
  ou('BN', 'Bánovce nad Bebravou'),
  ou('IL', 'Ilava'),
  ou('MY', 'Myjava'),
  ou('NM', 'Nové Mesto nad Váhom'),
  ou('PE', 'Partizánske'),
  ou('PB', 'Považská Bystrica'),
  ou('PD', 'Prievidza'),
  ou('PU', 'Púchov'),
  ou('TN', 'Trenčín'),
  // Nitriansky kraj
  ou('KN', 'Komárno'),
  ou('LV', 'Levice'),
  ou('NR', 'Nitra'),
  ou('NZ', 'Nové Zámky'),
  ou('SA', 'Šaľa'),
  ou('TO', 'Topoľčany'),
  ou('ZM', 'Zlaté Moravce'),
  // Žilinský kraj
  ou('BY', 'Bytča'),
  ou('CA', 'Čadca'),
  ou('DK', 'Dolný Kubín'),
  ou('KM', 'Kysucké Nové Mesto'),
  ou('LM', 'Liptovský Mikuláš'),
  ou('MT', 'Martin'),
  ou('NO', 'Námestovo'),
  ou('RK', 'Ružomberok'),
  ou('TR', 'Turčianske Teplice'),
  ou('TS', 'Tvrdošín'),
  ou('ZA', 'Žilina'),
  // Banskobystrický kraj
  ou('BB', 'Banská Bystrica'),
  ou('BS', 'Banská Štiavnica'),
  ou('BR', 'Brezno'),
  ou('DT', 'Detva'),
  ou('KA', 'Krupina'),
  ou('LC', 'Lučenec'),
  ou('PT', 'Poltár'),
  ou('RA', 'Revúca'),
  ou('RS', 'Rimavská Sobota'),
  ou('VK', 'Veľký Krtíš'),
  ou('ZV', 'Zvolen'),
  ou('ZC', 'Žarnovica'),
  ou('ZH', 'Žiar nad Hronom'),
  // Prešovský kraj
  ou('BJ', 'Bardejov'),
  ou('HE', 'Humenné'),
  ou('KK', 'Kežmarok'),
  ou('LE', 'Levoča'),
  ou('ML', 'Medzilaborce'),
  ou('PP', 'Poprad'),
  ou('PO', 'Prešov'),
  ou('SB', 'Sabinov'),
  ou('SV', 'Snina'),
  ou('SL', 'Stará Ľubovňa'),
  ou('SP', 'Stropkov'),
  ou('SK', 'Svidník'),
  ou('VT', 'Vranov nad Topľou'),
  // Košický kraj
  ou('GL', 'Gelnica'),
  ou('KE', 'Košice'),
  ou('KS', 'Košice - okolie'),
  ou('MI', 'Michalovce'),
  ou('RV', 'Rožňava'),
  ou('SO', 'Sobrance'),
  ou('SN', 'Spišská Nová Ves'),
  ou('TV', 'Trebišov'),
];

export const ORGANIZACIE: readonly OrganizaciaSeed[] = [...ORGANIZACIE_MZP, ...ORGANIZACIE_SOP, ...ORGANIZACIE_OU];
