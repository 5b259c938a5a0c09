/**
 * Content of the user guide PDF (Slovak). Pure data: rendered by build-guide.ts.
 * Inline `**bold**` is supported in paragraphs, list items and table cells.
 */
import { OPRAVNENIA, OPRAVNENIE_LABELS, type Opravnenie } from '@shared/domain/opravnenia';

export type GuideBlock =
  | { t: 'h1'; text: string }
  | { t: 'h2'; text: string }
  | { t: 'p'; text: string }
  | { t: 'ul'; items: string[] }
  | { t: 'ol'; items: string[] }
  | { t: 'note'; text: string }
  | { t: 'table'; head: [string, string]; rows: [string, string][] }
  | { t: 'pageBreak' };

export const GUIDE_TITLE = 'Evidencia škôd – používateľská príručka';
export const GUIDE_AUTHOR = 'Štátna ochrana prírody Slovenskej republiky';
/** Fixed document date keeps the generated PDF byte-for-byte reproducible. */
export const GUIDE_DATE = new Date('2026-11-22T00:00:00Z');
export const GUIDE_VERSION_LABEL = 'Verzia 1.0, november 2026';

/** What each right allows (spec part 1 §6), in the guide's words. */
export const OPRAVNENIE_POPIS: Record<Opravnenie, string> = {
  EVIDENCIA_OZNAMENI:
    'Zakladanie a úprava oznámení, priraďovanie oznámení územne príslušnému pracovisku, zmena priradenia, zahodenie rozpracovaného a zrušenie oznámenia; práca s fotografiami, prílohami a poškodenými.',
  EVIDENCIA_SKOD:
    'Prezeranie oznámení, vytvorenie škodovej udalosti z oznámenia a celé spracovanie škodových udalostí – poškodení, poškodené predmety, preventívne opatrenia, záverečné stanovisko a konanie; história škodových udalostí poškodeného.',
  SPRAVA_CENNIKOV: 'Správa verzií cenníkov, podľa ktorých sa oceňujú poškodené predmety.',
  SPRAVA_CISELNIKOV: 'Správa číselníkov, napríklad obcí, okresov, krajov a štátov.',
  VYHODNOCOVANIE_UDAJOV: 'Štatistiky škodových udalostí, heatmapa a export zoznamov do CSV.',
  SPRAVA_POUZIVATELOV:
    'Nastavenia: správa používateľov (oprávnenia, notifikácie, priradenie k organizáciám) a správa organizácií.',
  VYHODNOCOVANIE_HISTORICKYCH_UDAJOV: 'Prezeranie a filtrovanie historických údajov o škodách.',
  OSOBNE_UDAJE:
    'Osobné údaje: vyhľadanie osoby podľa mena, dátumu narodenia, IČO alebo e-mailu a export všetkého, čo o nej systém uchováva (PDF pre osobu a JSON), vrátane záznamov o tom, kto jej údaje čítal.',
};

export const GUIDE_BLOCKS: GuideBlock[] = [
  { t: 'h1', text: '1. Na čo systém slúži' },
  {
    t: 'p',
    text: 'Systém **Evidencia škôd** slúži Štátnej ochrane prírody Slovenskej republiky (ŠOP SR) na evidenciu a spracovanie škôd, ktoré spôsobili chránené živočíchy – napríklad medveď hnedý, vlk dravý, rys ostrovid, bobor vodný alebo vydra riečna. Náhradu škody spôsobenej vybranými živočíchmi upravuje § 97 zákona č. 543/2002 Z. z. o ochrane prírody a krajiny.',
  },
  { t: 'p', text: 'Systém má dve časti:' },
  {
    t: 'ul',
    items: [
      '**verejný formulár Hlásenie škody**, ktorým ktokoľvek bez prihlásenia oznámi vzniknutú škodu,',
      '**interný systém pre zamestnancov**, v ktorom regionálne pracoviská ŠOP SR (správy národných parkov a chránených krajinných oblastí) oznámenia evidujú, vykonávajú miestne šetrenie s komisiou, oceňujú poškodené predmety podľa cenníkov a vyhodnocujú štatistiky.',
    ],
  },
  { t: 'h1', text: '2. Ako nahlásiť škodu (verejnosť)' },
  {
    t: 'p',
    text: 'Na úvodnej stránke zvoľte **Hlásenie škody**. Formulár má štyri kroky; postup vidíte v ukazovateli krokov v hornej časti stránky. Údaje sa ukladajú po každom kroku a do odoslania ich môžete opraviť. Škodu oznámte **bez zbytočného odkladu** po jej zistení.',
  },
  {
    t: 'ol',
    items: [
      '**Údaje o škode** – dátum vzniku škody, druh škody (napríklad hospodárske zvieratá, včely a včelárske zariadenia, poľné plodiny, dreviny a lesné porasty, ryby), miesto škody kliknutím do mapy alebo zadaním súradníc, popis lokality, popis škody, územne príslušné pracovisko ŠOP SR a fotografie.',
      '**Údaje o poškodenom** – typ poškodeného: fyzická osoba (meno, priezvisko, dátum narodenia), fyzická osoba – podnikateľ alebo právnická osoba (vyhľadanie podľa IČO), a adresa. Štát je predvolene Slovenská republika.',
      '**Kontaktné informácie** – e-mail a telefónne číslo v tvare 00421 9xx xxx xxx, doplňujúce informácie a pri fyzickej osobe súhlas so spracúvaním osobných údajov. Bez telefónneho čísla nie je možné oznámenie ďalej spracovať.',
      '**Zhrnutie** – skontrolujte všetky údaje a polohu na mape. Odkazom **Upraviť údaje** sa vrátite k príslušnej časti. Tlačidlom **Odoslať oznámenie** oznámenie odošlete.',
    ],
  },
  {
    t: 'p',
    text: 'Po odoslaní sa oznámenie zaeviduje a pridelí územne príslušnému pracovisku. Jeho zamestnanec vás bude kontaktovať, dohodne termín miestneho šetrenia a poučí vás o ďalšom postupe pri uplatnení nároku na náhradu škody. Tlačidlom **Nové oznámenie o škode** môžete oznámiť ďalšiu škodu.',
  },
  {
    t: 'note',
    text: 'Ak ide o ohrozenie života alebo zdravia, volajte najprv tiesňovú linku 112.',
  },
  { t: 'h1', text: '3. Aké fotografie priložiť' },
  {
    t: 'p',
    text: 'Fotografie sú pre posúdenie škody veľmi dôležité. Nahrať môžete súbory **JPG a PNG** s veľkosťou najviac **15 MB** na jeden súbor. Ak fotografujete mobilným telefónom so zapnutou polohou, fotografia obsahuje aj dátum a GPS súradnice, čo uľahčí šetrenie.',
  },
  {
    t: 'ul',
    items: [
      '**celkový pohľad** na miesto škody, z ktorého je zrejmé okolie (pasienok, sad, pole, les, rybník),',
      '**detaily poškodenia** – usmrtené alebo zranené zvieratá, rozbité úle, poškodený porast či plodiny, strhnuté oplotenie,',
      '**stopy živočícha** – odtlačky láp, trus, srsť, ohryzy a stopy po zuboch alebo pazúroch; k stope položte pre porovnanie veľkosti predmet známej dĺžky (meter, pero, zapaľovač),',
      '**zabezpečenie majetku** – oplotenie, elektrický ohradník, pastierske psy, ak ich používate,',
      'fotografie robte **cez deň a čo najskôr** po zistení škody, kým sa stopy nezmenia.',
    ],
  },
  { t: 'h1', text: '4. Prihlásenie zamestnancov' },
  {
    t: 'p',
    text: 'Zamestnanci a ďalší oprávnení používatelia sa prihlasujú odkazom **Prihlásenie** v hlavičke stránky. Prihlásenie prebieha cez centrálnu prihlasovaciu službu, kde zadáte svoje prihlasovacie meno a heslo. Po prihlásení sa zobrazí zoznam oznámení a v pruhu používateľa vaše meno a kód vašej organizácie (pri viacerých organizáciách s počtom ďalších, napríklad „NAPANT + 1“).',
  },
  {
    t: 'ul',
    items: [
      '**Odhlásenie** – tlačidlom Odhlásiť sa v pruhu používateľa. Na zdieľanom počítači sa vždy odhláste.',
      '**Nedostatočné oprávnenie** – stránka sa zobrazí, ak na danú časť systému nemáte pridelené oprávnenie. Obráťte sa na správcu systému.',
      '**Nezosynchronizovaný používateľ** – váš účet existuje v prihlasovacej službe, ale v systéme Evidencia škôd ešte nemáte založený záznam používateľa. Obráťte sa na správcu systému.',
      '**Môj profil** – zobrazí vaše údaje, organizácie a pridelené oprávnenia. Oprávnenia si nemôžete meniť sami.',
    ],
  },
  { t: 'h1', text: '5. Spracovanie oznámenia (zamestnanci)' },
  {
    t: 'ul',
    items: [
      'Oznámenie z verejného formulára má stav **NOVÉ-WEB**; oznámenie, ktoré zakladá zamestnanec, má stav **ROZPRACOVANÉ**. Zoznam oznámení môžete filtrovať podľa dátumu, stavu, pracoviska a poškodeného.',
      'Tlačidlom **Priradiť** pridelíte oznámenie územne príslušnému pracovisku (stav **PRIRADENÉ**); neskôr ho môžete zmeniť tlačidlom **Zmeniť priradenie**.',
      'Z priradeného oznámenia vytvorí zamestnanec s oprávnením Evidencia škôd tlačidlom **Nová šk. udalosť** škodovú udalosť. Počas jej spracovania má oznámenie stav **V RIEŠENÍ**, po ukončení šetrenia **ŠETRENIE UKONČENÉ**.',
      'Zmeny v oznámení sa ukladajú automaticky po úprave poľa. Na kartách Poškodený, Fotografie, Prílohy a Dáta z webu nájdete ďalšie údaje oznámenia.',
      '**Zrušiť oznámenie** a **Zahodiť rozpracované** sú nevratné operácie – systém si ich vždy vyžiada potvrdiť.',
    ],
  },
  { t: 'h1', text: '6. Oprávnenia' },
  {
    t: 'p',
    text: 'Čo používateľ v systéme vidí a môže robiť, určujú jeho oprávnenia. Prideľuje ich správca s oprávnením **Správa používateľov** v časti Nastavenia. Používateľ môže mať ľubovoľnú kombináciu oprávnení; systém ich overuje pri každej požiadavke.',
  },
  {
    t: 'table',
    head: ['Oprávnenie', 'Čo umožňuje'],
    rows: OPRAVNENIA.map((o): [string, string] => [`**${OPRAVNENIE_LABELS[o]}**`, OPRAVNENIE_POPIS[o]]),
  },
  {
    t: 'p',
    text: 'Horná navigácia zobrazuje iba položky, na ktoré máte oprávnenie: **Oznámenia**, **Škodové udalosti**, **Cenníky a číselníky**, **Štatistiky** a **Nastavenia**.',
  },
  { t: 'h1', text: '7. Časté otázky' },
  {
    t: 'ul',
    items: [
      '**Môžem oznámenie po odoslaní upraviť?** Vo formulári už nie. Opravy a doplnenia oznámte zamestnancovi pracoviska ŠOP SR, keď vás bude kontaktovať. Novú škodu nahláste ako nové oznámenie.',
      '**Neviem presne určiť miesto škody.** Označte na mape čo najpresnejšie približné miesto a podrobnosti (miestny názov, prístupovú cestu, vzdialenosť od obce) uveďte v popise lokality.',
      '**Neviem, ktoré pracovisko je príslušné.** Zvoľte pracovisko podľa miesta škody. Ak nebude príslušné, zamestnanci ŠOP SR oznámenie priradia správnemu pracovisku.',
      '**Nemám všetky fotografie.** Priložte tie, ktoré máte. Ďalšie fotografie a doklady môžete poskytnúť pri miestnom šetrení.',
      '**Ako sa dozviem, čo sa s oznámením deje?** Informácie vám poskytne územne príslušné pracovisko, ktoré vás bude kontaktovať.',
    ],
  },
  { t: 'h1', text: '8. Kde získať pomoc' },
  {
    t: 'ul',
    items: [
      '**Verejnosť:** stránka **Kontakt** v päte webu. Oznámenia o škodách vybavujú správy národných parkov a chránených krajinných oblastí; ich kontakty sú na webovom sídle www.sopsr.sk.',
      '**Technický problém s formulárom:** stránka **Nahlásiť problém** – uveďte, čo ste robili, znenie chybového hlásenia, adresu stránky, čas a prehliadač. Lehoty na oznámenie škody plynú aj vtedy, keď formulár nefunguje; v takom prípade kontaktujte pracovisko priamo.',
      '**Zamestnanci:** správca systému vo vašej organizácii (používateľ s oprávnením Správa používateľov); pri problémoch s prihlásením stránka **Problém s prihlásením**. Heslo nikomu neposielajte.',
      '**Ochrana osobných údajov:** stránka **Ochrana osobných údajov**; zodpovedná osoba ŠOP SR, kontakt na webovom sídle organizácie.',
    ],
  },
  {
    t: 'p',
    text: 'Sídlo: Štátna ochrana prírody Slovenskej republiky, Tajovského 28B, 974 01 Banská Bystrica.',
  },
];
