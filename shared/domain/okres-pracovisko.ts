/**
 * Which ŠOP SR workplace is competent for a district: district LAU 1 code (OKRES code list, as
 * imported from ../shared/data/slovakia/sk_okresy_simplified.geojson) → organisation code (SOP
 * organisations, scripts/seed/data/organizacie.ts). The automatic detection of the competent
 * workplace looks the clicked point up in the imported district polygons and then here
 * (functions/mapa/domain/detect-pracovisko.ts).
 *
 * RECONSTRUCTION: assigned by the administration whose area covers most of the district; the
 * authoritative assignment comes from ŠOP SR. To change it, edit this table (docs/features.md 'Map layers').
 * A district missing here, or mapped to an unknown or invalid organisation, is not detected (the
 * user sees the auto-detection message and chooses the workplace).
 */
export const OKRES_PRACOVISKO: Readonly<Record<string, string>> = {
  // Bratislavský kraj
  SK0101: 'CHKO-MK', SK0102: 'CHKO-MK', SK0103: 'CHKO-MK', SK0104: 'CHKO-MK', SK0105: 'CHKO-MK',
  SK0106: 'CHKO-ZA', SK0107: 'CHKO-MK', SK0108: 'CHKO-MK',
  // Trnavský kraj
  SK0211: 'CHKO-DL', SK0212: 'CHKO-DL', SK0213: 'CHKO-MK', SK0214: 'CHKO-MK', SK0215: 'CHKO-ZA', SK0216: 'CHKO-ZA', SK0217: 'CHKO-MK',
  // Trenčiansky kraj
  SK0221: 'CHKO-SV', SK0222: 'CHKO-SV', SK0223: 'CHKO-BK', SK0224: 'CHKO-BK', SK0225: 'CHKO-PN', SK0226: 'CHKO-SV', SK0227: 'CHKO-PN',
  SK0228: 'CHKO-BK', SK0229: 'CHKO-BK',
  // Nitriansky kraj
  SK0231: 'CHKO-DL', SK0232: 'CHKO-STV', SK0233: 'CHKO-PN', SK0234: 'CHKO-DL', SK0235: 'CHKO-DL', SK0236: 'CHKO-PN', SK0237: 'CHKO-PN',
  // Žilinský kraj
  SK0311: 'NP-MF', SK0312: 'CHKO-KY', SK0313: 'CHKO-HO', SK0314: 'CHKO-KY', SK0315: 'NAPANT', SK0316: 'NP-VF', SK0317: 'CHKO-HO',
  SK0318: 'NP-VF', SK0319: 'NP-VF', SK031A: 'CHKO-HO', SK031B: 'NP-MF',
  // Banskobystrický kraj
  SK0321: 'NAPANT', SK0322: 'CHKO-STV', SK0323: 'NAPANT', SK0324: 'CHKO-PL', SK0325: 'CHKO-STV', SK0326: 'CHKO-CV', SK0327: 'CHKO-CV',
  SK0328: 'NP-MP', SK0329: 'CHKO-CV', SK032A: 'CHKO-CV', SK032B: 'CHKO-PL', SK032C: 'CHKO-STV', SK032D: 'CHKO-STV',
  // Prešovský kraj
  SK0411: 'CHKO-VK', SK0412: 'CHKO-VK', SK0413: 'TANAP', SK0414: 'NP-SR', SK0415: 'CHKO-VK', SK0416: 'TANAP', SK0417: 'NP-SR',
  SK0418: 'PIENAP', SK0419: 'NP-PO', SK041A: 'PIENAP', SK041B: 'CHKO-VK', SK041C: 'CHKO-VK', SK041D: 'CHKO-VI',
  // Košický kraj
  SK0421: 'NP-SR', SK0422: 'NP-SK', SK0423: 'NP-SK', SK0424: 'NP-SK', SK0425: 'NP-SK', SK0426: 'NP-SK', SK0427: 'CHKO-LA',
  SK0428: 'NP-SK', SK0429: 'CHKO-VI', SK042A: 'NP-SR', SK042B: 'CHKO-LA',
};
