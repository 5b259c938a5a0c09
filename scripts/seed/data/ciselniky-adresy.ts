/**
 * Seed data for the address code lists (KRAJ, OKRES, OBEC, STAT).
 *
 * Codes:
 * - KRAJ: NUTS 3 codes (SK010 … SK042).
 * - OKRES: LAU 1 codes (SK0101 … SK042B), the same codes the municipality import
 *   (`okres_lau1` column) uses, so an imported municipality finds its district.
 * - OBEC: only the municipalities of two districts with frequent bear damage
 *   (Brezno, Liptovský Mikuláš). The official statistical municipality codes are
 *   not reproduced here; each municipality gets a stable local code
 *   `<okres LAU 1>-<three-digit index>` that never changes once assigned.
 *   The full list with official codes comes from the code-list import.
 * - STAT: ISO 3166-1 alpha-2 codes, the Slovak republic first.
 *
 * Pure data module: no Node or DOM specifics.
 */
import type { CiselnikPolozkaSeed } from './ciselniky-polozka';

const kraj = (kod: string, label: string): CiselnikPolozkaSeed => ({ typ: 'KRAJ', kod, label });
const okres = (kod: string, label: string, krajKod: string): CiselnikPolozkaSeed => ({
  typ: 'OKRES',
  kod,
  label,
  nadradenyKod: krajKod,
});
const obec = (kod: string, label: string, okresKod: string): CiselnikPolozkaSeed => ({
  typ: 'OBEC',
  kod,
  label,
  nadradenyKod: okresKod,
});
const stat = (kod: string, label: string): CiselnikPolozkaSeed => ({ typ: 'STAT', kod, label });

/** The 8 self-governing regions (NUTS 3). */
export const KRAJE: readonly CiselnikPolozkaSeed[] = [
  kraj('SK010', 'Bratislavský kraj'),
  kraj('SK021', 'Trnavský kraj'),
  kraj('SK022', 'Trenčiansky kraj'),
  kraj('SK023', 'Nitriansky kraj'),
  kraj('SK031', 'Žilinský kraj'),
  kraj('SK032', 'Banskobystrický kraj'),
  kraj('SK041', 'Prešovský kraj'),
  kraj('SK042', 'Košický kraj'),
];

/** The 79 districts (LAU 1) with their region. */
export const OKRESY: readonly CiselnikPolozkaSeed[] = [
  // Bratislavský kraj
  okres('SK0101', 'Bratislava I', 'SK010'),
  okres('SK0102', 'Bratislava II', 'SK010'),
  okres('SK0103', 'Bratislava III', 'SK010'),
  okres('SK0104', 'Bratislava IV', 'SK010'),
  okres('SK0105', 'Bratislava V', 'SK010'),
  okres('SK0106', 'Malacky', 'SK010'),
  okres('SK0107', 'Pezinok', 'SK010'),
  okres('SK0108', 'Senec', 'SK010'),
  // Trnavský kraj
  okres('SK0211', 'Dunajská Streda', 'SK021'),
  okres('SK0212', 'Galanta', 'SK021'),
  okres('SK0213', 'Hlohovec', 'SK021'),
  okres('SK0214', 'Piešťany', 'SK021'),
  okres('SK0215', 'Senica', 'SK021'),
  okres('SK0216', 'Skalica', 'SK021'),
  okres('SK0217', 'Trnava', 'SK021'),
  // Trenčiansky kraj
  okres('SK0221', 'Bánovce nad Bebravou', 'SK022'),
  okres('SK0222', 'Ilava', 'SK022'),
  okres('SK0223', 'Myjava', 'SK022'),
  okres('SK0224', 'Nové Mesto nad Váhom', 'SK022'),
  okres('SK0225', 'Partizánske', 'SK022'),
  okres('SK0226', 'Považská Bystrica', 'SK022'),
  okres('SK0227', 'Prievidza', 'SK022'),
  okres('SK0228', 'Púchov', 'SK022'),
  okres('SK0229', 'Trenčín', 'SK022'),
  // Nitriansky kraj
  okres('SK0231', 'Komárno', 'SK023'),
  okres('SK0232', 'Levice', 'SK023'),
  okres('SK0233', 'Nitra', 'SK023'),
  okres('SK0234', 'Nové Zámky', 'SK023'),
  okres('SK0235', 'Šaľa', 'SK023'),
  okres('SK0236', 'Topoľčany', 'SK023'),
  okres('SK0237', 'Zlaté Moravce', 'SK023'),
  // Žilinský kraj
  okres('SK0311', 'Bytča', 'SK031'),
  okres('SK0312', 'Čadca', 'SK031'),
  okres('SK0313', 'Dolný Kubín', 'SK031'),
  okres('SK0314', 'Kysucké Nové Mesto', 'SK031'),
  okres('SK0315', 'Liptovský Mikuláš', 'SK031'),
  okres('SK0316', 'Martin', 'SK031'),
  okres('SK0317', 'Námestovo', 'SK031'),
  okres('SK0318', 'Ružomberok', 'SK031'),
  okres('SK0319', 'Turčianske Teplice', 'SK031'),
  okres('SK031A', 'Tvrdošín', 'SK031'),
  okres('SK031B', 'Žilina', 'SK031'),
  // Banskobystrický kraj
  okres('SK0321', 'Banská Bystrica', 'SK032'),
  okres('SK0322', 'Banská Štiavnica', 'SK032'),
  okres('SK0323', 'Brezno', 'SK032'),
  okres('SK0324', 'Detva', 'SK032'),
  okres('SK0325', 'Krupina', 'SK032'),
  okres('SK0326', 'Lučenec', 'SK032'),
  okres('SK0327', 'Poltár', 'SK032'),
  okres('SK0328', 'Revúca', 'SK032'),
  okres('SK0329', 'Rimavská Sobota', 'SK032'),
  okres('SK032A', 'Veľký Krtíš', 'SK032'),
  okres('SK032B', 'Zvolen', 'SK032'),
  okres('SK032C', 'Žarnovica', 'SK032'),
  okres('SK032D', 'Žiar nad Hronom', 'SK032'),
  // Prešovský kraj
  okres('SK0411', 'Bardejov', 'SK041'),
  okres('SK0412', 'Humenné', 'SK041'),
  okres('SK0413', 'Kežmarok', 'SK041'),
  okres('SK0414', 'Levoča', 'SK041'),
  okres('SK0415', 'Medzilaborce', 'SK041'),
  okres('SK0416', 'Poprad', 'SK041'),
  okres('SK0417', 'Prešov', 'SK041'),
  okres('SK0418', 'Sabinov', 'SK041'),
  okres('SK0419', 'Snina', 'SK041'),
  okres('SK041A', 'Stará Ľubovňa', 'SK041'),
  okres('SK041B', 'Stropkov', 'SK041'),
  okres('SK041C', 'Svidník', 'SK041'),
  okres('SK041D', 'Vranov nad Topľou', 'SK041'),
  // Košický kraj
  okres('SK0421', 'Gelnica', 'SK042'),
  okres('SK0422', 'Košice I', 'SK042'),
  okres('SK0423', 'Košice II', 'SK042'),
  okres('SK0424', 'Košice III', 'SK042'),
  okres('SK0425', 'Košice IV', 'SK042'),
  okres('SK0426', 'Košice - okolie', 'SK042'),
  okres('SK0427', 'Michalovce', 'SK042'),
  okres('SK0428', 'Rožňava', 'SK042'),
  okres('SK0429', 'Sobrance', 'SK042'),
  okres('SK042A', 'Spišská Nová Ves', 'SK042'),
  okres('SK042B', 'Trebišov', 'SK042'),
];

/** LAU 1 code of okres Brezno. */
export const OKRES_BREZNO = 'SK0323';
/** LAU 1 code of okres Liptovský Mikuláš. */
export const OKRES_LIPTOVSKY_MIKULAS = 'SK0315';

/** Municipalities of okres Brezno (all 30). Codes are local and stable. */
const OBCE_BREZNO: readonly CiselnikPolozkaSeed[] = [
  obec('SK0323-001', 'Bacúch', OKRES_BREZNO),
  obec('SK0323-002', 'Beňuš', OKRES_BREZNO),
  obec('SK0323-003', 'Braväcovo', OKRES_BREZNO),
  obec('SK0323-004', 'Brezno', OKRES_BREZNO),
  obec('SK0323-005', 'Bystrá', OKRES_BREZNO),
  obec('SK0323-006', 'Čierny Balog', OKRES_BREZNO),
  obec('SK0323-007', 'Dolná Lehota', OKRES_BREZNO),
  obec('SK0323-008', 'Drábsko', OKRES_BREZNO),
  obec('SK0323-009', 'Heľpa', OKRES_BREZNO),
  obec('SK0323-010', 'Horná Lehota', OKRES_BREZNO),
  obec('SK0323-011', 'Hronec', OKRES_BREZNO),
  obec('SK0323-012', 'Jarabá', OKRES_BREZNO),
  obec('SK0323-013', 'Jasenie', OKRES_BREZNO),
  obec('SK0323-014', 'Lom nad Rimavicou', OKRES_BREZNO),
  obec('SK0323-015', 'Michalová', OKRES_BREZNO),
  obec('SK0323-016', 'Mýto pod Ďumbierom', OKRES_BREZNO),
  obec('SK0323-017', 'Nemecká', OKRES_BREZNO),
  obec('SK0323-018', 'Osrblie', OKRES_BREZNO),
  obec('SK0323-019', 'Podbrezová', OKRES_BREZNO),
  obec('SK0323-020', 'Pohorelá', OKRES_BREZNO),
  obec('SK0323-021', 'Pohronská Polhora', OKRES_BREZNO),
  obec('SK0323-022', 'Polomka', OKRES_BREZNO),
  obec('SK0323-023', 'Predajná', OKRES_BREZNO),
  obec('SK0323-024', 'Ráztoka', OKRES_BREZNO),
  obec('SK0323-025', 'Sihla', OKRES_BREZNO),
  obec('SK0323-026', 'Šumiac', OKRES_BREZNO),
  obec('SK0323-027', 'Telgárt', OKRES_BREZNO),
  obec('SK0323-028', 'Valaská', OKRES_BREZNO),
  obec('SK0323-029', 'Vaľkovňa', OKRES_BREZNO),
  obec('SK0323-030', 'Závadka nad Hronom', OKRES_BREZNO),
];

/** Municipalities of okres Liptovský Mikuláš (all 56). Codes are local and stable. */
const OBCE_LIPTOVSKY_MIKULAS: readonly CiselnikPolozkaSeed[] = [
  obec('SK0315-001', 'Beňadiková', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-002', 'Bobrovček', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-003', 'Bobrovec', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-004', 'Bobrovník', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-005', 'Bukovina', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-006', 'Demänovská Dolina', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-007', 'Dúbrava', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-008', 'Galovany', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-009', 'Gôtovany', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-010', 'Huty', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-011', 'Hybe', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-012', 'Ižipovce', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-013', 'Jakubovany', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-014', 'Jalovec', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-015', 'Jamník', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-016', 'Konská', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-017', 'Kráľova Lehota', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-018', 'Kvačany', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-019', 'Lazisko', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-020', 'Liptovská Anna', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-021', 'Liptovská Kokava', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-022', 'Liptovská Porúbka', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-023', 'Liptovská Sielnica', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-024', 'Liptovské Beharovce', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-025', 'Liptovské Kľačany', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-026', 'Liptovské Matiašovce', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-027', 'Liptovský Hrádok', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-028', 'Liptovský Ján', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-029', 'Liptovský Mikuláš', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-030', 'Liptovský Ondrej', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-031', 'Liptovský Peter', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-032', 'Liptovský Trnovec', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-033', 'Ľubeľa', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-034', 'Malatíny', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-035', 'Malé Borové', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-036', 'Malužiná', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-037', 'Nižná Boca', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-038', 'Partizánska Ľupča', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-039', 'Pavčina Lehota', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-040', 'Pavlova Ves', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-041', 'Podtureň', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-042', 'Pribylina', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-043', 'Prosiek', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-044', 'Smrečany', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-045', 'Svätý Kríž', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-046', 'Trstené', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-047', 'Uhorská Ves', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-048', 'Vavrišovo', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-049', 'Važec', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-050', 'Veľké Borové', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-051', 'Veterná Poruba', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-052', 'Vlachy', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-053', 'Východná', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-054', 'Vyšná Boca', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-055', 'Závažná Poruba', OKRES_LIPTOVSKY_MIKULAS),
  obec('SK0315-056', 'Žiar', OKRES_LIPTOVSKY_MIKULAS),
];

export const OBCE: readonly CiselnikPolozkaSeed[] = [...OBCE_BREZNO, ...OBCE_LIPTOVSKY_MIKULAS];

/** Slovakia first, then its neighbours, then the other EU member states (alphabetically). */
export const STATY: readonly CiselnikPolozkaSeed[] = [
  stat('SK', 'Slovenská republika'),
  // neighbours
  stat('CZ', 'Česká republika'),
  stat('PL', 'Poľsko'),
  stat('HU', 'Maďarsko'),
  stat('AT', 'Rakúsko'),
  stat('UA', 'Ukrajina'),
  // other EU member states
  stat('BE', 'Belgicko'),
  stat('BG', 'Bulharsko'),
  stat('CY', 'Cyprus'),
  stat('DK', 'Dánsko'),
  stat('EE', 'Estónsko'),
  stat('FI', 'Fínsko'),
  stat('FR', 'Francúzsko'),
  stat('GR', 'Grécko'),
  stat('HR', 'Chorvátsko'),
  stat('IE', 'Írsko'),
  stat('LT', 'Litva'),
  stat('LU', 'Luxembursko'),
  stat('LV', 'Lotyšsko'),
  stat('MT', 'Malta'),
  stat('DE', 'Nemecko'),
  stat('NL', 'Holandsko'),
  stat('PT', 'Portugalsko'),
  stat('RO', 'Rumunsko'),
  stat('SI', 'Slovinsko'),
  stat('ES', 'Španielsko'),
  stat('SE', 'Švédsko'),
  stat('IT', 'Taliansko'),
];
