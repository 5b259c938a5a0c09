/**
 * Seed data for the territorial code lists without an address role: cadastral areas
 * (KATASTRALNE_UZEMIE), hunting districts (POLOVNY_REVIR) and protected areas (CHRANENE_UZEMIE).
 * The full lists come from `npm run import:codelist` (CSV or GeoJSON); these seeds only make a fresh
 * local or test system usable in the two demo districts (Brezno SK0323, Liptovský Mikuláš SK0315).
 *
 * Sources and certainty (README 'Číselníky: odkiaľ sú hodnoty'):
 * - KATASTRALNE_UZEMIE: all 108 cadastral areas of the two demo districts with their official
 *   six-digit codes (kód katastrálneho územia) from the cadastral authority's INSPIRE service
 *   (ÚGKK SR, inspirews.skgeodesy.sk, cp:CP.CadastralZoning), as bundled in braklo/kataster-mcp
 *   (MIT, list downloaded 2026-10-07). That project assigned each area to the municipality it
 *   overlaps most; the parent is the seeded municipality of that name in the same district.
 * - POLOVNY_REVIR: no public register list was at hand. Only hunting districts named in a public
 *   ministry text (MPRV SR, mimoriadne povolenie lovu raticovej zveri 2019, published by the
 *   Slovak hunting chamber) with their district; official register numbers are not reproduced –
 *   the codes are local (`<okres LAU 1>-PR-<nnn>`), stable, and replaced by the import.
 * - CHRANENE_UZEMIE: the 9 national parks (code = their usual abbreviation) and the 14 protected
 *   landscape areas (UPPER_SNAKE codes); register numbers of ŠOP SR are not reproduced.
 *
 * Pure data module: no Node or DOM specifics.
 */
import type { CiselnikPolozkaSeed } from './ciselniky-polozka';
import { podradenePolozky, polozky } from './ciselniky-polozka';

const ku = (kod: string, label: string, obecKod: string): CiselnikPolozkaSeed => ({
  typ: 'KATASTRALNE_UZEMIE',
  kod,
  label,
  nadradenyKod: obecKod,
});

/**
 * Cadastral areas of okres Brezno (30) and okres Liptovský Mikuláš (78); official codes, parent =
 * seeded municipality code. A comment names the municipality where it differs from the area.
 */
export const KATASTRALNE_UZEMIA: readonly CiselnikPolozkaSeed[] = [
  // okres Brezno (SK0323)
  ku('800384', 'Bacúch', 'SK0323-001'),
  ku('802689', 'Beňuš', 'SK0323-002'),
  ku('806145', 'Braväcovo', 'SK0323-003'),
  ku('806528', 'Brezno', 'SK0323-004'),
  ku('839159', 'Bystrá', 'SK0323-005'),
  ku('809713', 'Čierny Balog', 'SK0323-006'),
  ku('811572', 'Dolná Lehota', 'SK0323-007'),
  ku('812722', 'Drábsko', 'SK0323-008'),
  ku('816019', 'Heľpa', 'SK0323-009'),
  ku('817201', 'Horná Lehota', 'SK0323-010'),
  ku('819662', 'Hronec', 'SK0323-011'),
  ku('822213', 'Jarabá', 'SK0323-012'),
  ku('822302', 'Jasenie', 'SK0323-013'),
  ku('833045', 'Lom nad Rimavicou', 'SK0323-014'),
  ku('836907', 'Michalová', 'SK0323-015'),
  ku('839175', 'Mýto pod Ďumbierom', 'SK0323-016'),
  ku('839591', 'Nemecká', 'SK0323-017'),
  ku('844519', 'Osrblie', 'SK0323-018'),
  ku('847216', 'Podbrezová', 'SK0323-019'),
  ku('847798', 'Pohorelá', 'SK0323-020'),
  ku('847828', 'Pohronská Polhora', 'SK0323-021'),
  ku('848051', 'Polomka', 'SK0323-022'),
  ku('849413', 'Predajná', 'SK0323-023'),
  ku('851884', 'Ráztoka', 'SK0323-024'),
  ku('855413', 'Sihla', 'SK0323-025'),
  ku('861871', 'Šumiac', 'SK0323-026'),
  ku('862436', 'Telgárt', 'SK0323-027'),
  ku('866792', 'Valaská', 'SK0323-028'),
  ku('867314', 'Vaľkovňa', 'SK0323-029'),
  ku('872563', 'Závadka nad Hronom', 'SK0323-030'),
  // okres Liptovský Mikuláš (SK0315)
  ku('802573', 'Beňadiková', 'SK0315-001'),
  ku('803227', 'Bobrovček', 'SK0315-002'),
  ku('803235', 'Bobrovec', 'SK0315-003'),
  ku('803243', 'Bobrovník', 'SK0315-004'),
  ku('807401', 'Bukovina', 'SK0315-005'),
  ku('810304', 'Demänovská Dolina', 'SK0315-006'),
  ku('813401', 'Dúbrava', 'SK0315-007'),
  ku('814628', 'Galovany', 'SK0315-008'),
  ku('815250', 'Gôtovany', 'SK0315-009'),
  ku('820563', 'Huty', 'SK0315-010'),
  ku('820610', 'Hybe', 'SK0315-011'),
  ku('821519', 'Ižipovce', 'SK0315-012'),
  ku('821900', 'Jakubovany', 'SK0315-013'),
  ku('821969', 'Jalovec', 'SK0315-014'),
  ku('822019', 'Jamník', 'SK0315-015'),
  ku('826138', 'Konská', 'SK0315-016'),
  ku('828173', 'Kráľova Lehota', 'SK0315-017'),
  ku('830101', 'Kvačany', 'SK0315-018'),
  ku('830097', 'Dlhá Lúka', 'SK0315-018'), // Kvačany
  ku('830895', 'Lazisko', 'SK0315-019'),
  ku('832391', 'Liptovská Anna', 'SK0315-020'),
  ku('832405', 'Liptovská Kokava', 'SK0315-021'),
  ku('832448', 'Liptovská Porúbka', 'SK0315-022'),
  ku('832472', 'Liptovská Sielnica', 'SK0315-023'),
  ku('832481', 'Parížovce', 'SK0315-023'), // Liptovská Sielnica
  ku('832499', 'Liptovská Mara', 'SK0315-023'), // Liptovská Sielnica
  ku('950092', 'Sestrč', 'SK0315-023'), // Liptovská Sielnica
  ku('832545', 'Liptovské Beharovce', 'SK0315-024'),
  ku('832553', 'Liptovské Kľačany', 'SK0315-025'),
  ku('832561', 'Liptovské Matiašovce', 'SK0315-026'),
  ku('832618', 'Liptovský Hrádok', 'SK0315-027'),
  ku('812714', 'Dovalovo', 'SK0315-027'), // Liptovský Hrádok
  ku('832677', 'Liptovský Ján', 'SK0315-028'),
  ku('832707', 'Liptovský Mikuláš', 'SK0315-029'),
  ku('802638', 'Benice', 'SK0315-029'), // Liptovský Mikuláš
  ku('803286', 'Bodice', 'SK0315-029'), // Liptovský Mikuláš
  ku('810282', 'Demänová', 'SK0315-029'), // Liptovský Mikuláš
  ku('821179', 'Iľanovo', 'SK0315-029'), // Liptovský Mikuláš
  ku('832766', 'Palúdzka', 'SK0315-029'), // Liptovský Mikuláš
  ku('832782', 'Liptovská Ondrašová', 'SK0315-029'), // Liptovský Mikuláš
  ku('843385', 'Okoličné', 'SK0315-029'), // Liptovský Mikuláš
  ku('847054', 'Ploštín', 'SK0315-029'), // Liptovský Mikuláš
  ku('851892', 'Ráztoky', 'SK0315-029'), // Liptovský Mikuláš
  ku('882011', 'Svätý Štefan', 'SK0315-029'), // Liptovský Mikuláš
  ku('832839', 'Liptovský Ondrej', 'SK0315-030'),
  ku('832855', 'Liptovský Peter', 'SK0315-031'),
  ku('832863', 'Liptovský Trnovec', 'SK0315-032'),
  ku('802727', 'Beňušovce', 'SK0315-032'), // Liptovský Trnovec
  ku('833266', 'Kráľovská Ľubeľa', 'SK0315-033'), // Ľubeľa
  ku('833274', 'Zemianska Ľubeľa', 'SK0315-033'), // Ľubeľa
  ku('835412', 'Malatíny', 'SK0315-034'),
  ku('835498', 'Malé Borové', 'SK0315-035'),
  ku('835820', 'Malužiná', 'SK0315-036'),
  ku('840785', 'Nižná Boca', 'SK0315-037'),
  ku('845400', 'Partizánska Ľupča', 'SK0315-038'),
  ku('845671', 'Pavčina Lehota', 'SK0315-039'),
  ku('845710', 'Pavlova Ves', 'SK0315-040'),
  ku('845728', 'Babky', 'SK0315-040'), // Pavlova Ves
  ku('847721', 'Podtureň', 'SK0315-041'),
  ku('849774', 'Pribylina', 'SK0315-042'),
  ku('850292', 'Prosiek', 'SK0315-043'),
  ku('856886', 'Smrečany', 'SK0315-044'),
  ku('859656', 'Svätý Kríž', 'SK0315-045'),
  ku('865494', 'Trstené', 'SK0315-046'),
  ku('866351', 'Uhorská Ves', 'SK0315-047'),
  ku('866369', 'Vislavce', 'SK0315-047'), // Uhorská Ves
  ku('867501', 'Vavrišovo', 'SK0315-048'),
  ku('867527', 'Važec', 'SK0315-049'),
  ku('867969', 'Veľké Borové', 'SK0315-050'),
  ku('869252', 'Veterná Poruba', 'SK0315-051'),
  ku('869830', 'Vlachy', 'SK0315-052'),
  ku('869821', 'Krmeš', 'SK0315-052'), // Vlachy
  ku('869848', 'Vlašky', 'SK0315-052'), // Vlachy
  ku('857254', 'Sokolče', 'SK0315-052'), // Vlachy
  ku('870862', 'Východná', 'SK0315-053'),
  ku('871184', 'Vyšná Boca', 'SK0315-054'),
  ku('872644', 'Závažná Poruba', 'SK0315-055'),
  ku('874353', 'Žiar', 'SK0315-056'),
];

/** Hunting districts named in MPRV SR's 2019 special culling permit (okres Nové Zámky, SK0234). */
export const POLOVNE_REVIRY: readonly CiselnikPolozkaSeed[] = podradenePolozky('POLOVNY_REVIR', [
  ['SK0234-PR-001', 'Andovce', 'SK0234'],
  ['SK0234-PR-002', 'Bažantnica Palárikovo', 'SK0234'],
  ['SK0234-PR-003', 'Palárikovo', 'SK0234'],
  ['SK0234-PR-004', 'Samostatná bažantnica Palárikovo', 'SK0234'],
  ['SK0234-PR-005', 'Zemné', 'SK0234'],
  ['SK0234-PR-006', 'Zemné - Gúg', 'SK0234'],
]);

/** The 9 national parks and the 14 protected landscape areas (chránené krajinné oblasti). */
export const CHRANENE_UZEMIA: readonly CiselnikPolozkaSeed[] = polozky('CHRANENE_UZEMIE', [
  ['TANAP', 'Tatranský národný park'],
  ['PIENAP', 'Pieninský národný park'],
  ['NAPANT', 'Národný park Nízke Tatry'],
  ['NPMF', 'Národný park Malá Fatra'],
  ['NPSR', 'Národný park Slovenský raj'],
  ['NPP', 'Národný park Poloniny'],
  ['NPMP', 'Národný park Muránska planina'],
  ['NPVF', 'Národný park Veľká Fatra'],
  ['NPSK', 'Národný park Slovenský kras'],
  ['CHKO_BIELE_KARPATY', 'Chránená krajinná oblasť Biele Karpaty'],
  ['CHKO_CEROVA_VRCHOVINA', 'Chránená krajinná oblasť Cerová vrchovina'],
  ['CHKO_DUNAJSKE_LUHY', 'Chránená krajinná oblasť Dunajské luhy'],
  ['CHKO_HORNA_ORAVA', 'Chránená krajinná oblasť Horná Orava'],
  ['CHKO_KYSUCE', 'Chránená krajinná oblasť Kysuce'],
  ['CHKO_LATORICA', 'Chránená krajinná oblasť Latorica'],
  ['CHKO_MALE_KARPATY', 'Chránená krajinná oblasť Malé Karpaty'],
  ['CHKO_POLANA', 'Chránená krajinná oblasť Poľana'],
  ['CHKO_PONITRIE', 'Chránená krajinná oblasť Ponitrie'],
  ['CHKO_STRAZOVSKE_VRCHY', 'Chránená krajinná oblasť Strážovské vrchy'],
  ['CHKO_STIAVNICKE_VRCHY', 'Chránená krajinná oblasť Štiavnické vrchy'],
  ['CHKO_VIHORLAT', 'Chránená krajinná oblasť Vihorlat'],
  ['CHKO_VYCHODNE_KARPATY', 'Chránená krajinná oblasť Východné Karpaty'],
  ['CHKO_ZAHORIE', 'Chránená krajinná oblasť Záhorie'],
]);
