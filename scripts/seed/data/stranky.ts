/**
 * Seed content of the static pages (spec part 1 §2), one entry per slug of STRANKA_KODY.
 * `obsah` is Markdown (headings, paragraphs, lists, links, emphasis) – no raw HTML;
 * the web renders it without HTML.
 *
 * Legal statements are deliberately general: they name the act and refer to it
 * instead of quoting deadlines or amounts.
 *
 * Pure data module: no Node or DOM specifics.
 */
import type { StrankaKod } from '@shared/api/stranky';

export interface StrankaSeed {
  kod: StrankaKod;
  nadpis: string;
  /** Markdown without raw HTML. */
  obsah: string;
}

/** Postal address with Markdown hard line breaks (backslash + newline). */
const SIDLO = ['**Štátna ochrana prírody Slovenskej republiky**', 'Tajovského 28B', '974 01 Banská Bystrica'].join('\\\n');

const WEB = '[www.sopsr.sk](https://www.sopsr.sk)';

const OZNAMENIE_ODOSLANE = `Ďakujeme, vaše oznámenie o škode sme prijali. Nie je potrebné posielať ho znova.

## Čo bude nasledovať

1. **Zaevidovanie oznámenia.** Oznámenie sa zaeviduje v informačnom systéme Štátnej ochrany prírody Slovenskej republiky (ŠOP SR) a pridelí sa územne príslušnému pracovisku – správe národného parku alebo chránenej krajinnej oblasti, do ktorej pôsobnosti miesto škody patrí.
2. **Kontakt s vami.** Zamestnanec územne príslušného pracoviska vás bude kontaktovať, spravidla telefonicky, a dohodne s vami termín miestneho šetrenia. Buďte, prosím, dostupní na telefónnom čísle, ktoré ste uviedli.
3. **Miestne šetrenie.** Komisia na mieste zistí a zdokumentuje rozsah škody, posúdi, ktorý živočích ju spôsobil, a o šetrení spíše záznam. Pri šetrení vás môže požiadať o doklady, napríklad o vlastníctve poškodených zvierat alebo majetku.
4. **Vyhodnotenie a náhrada škody.** Na základe výsledkov šetrenia sa škoda ocení. O ďalšom postupe pri uplatnení nároku na náhradu škody vás poučí zamestnanec pracoviska ŠOP SR.

## Kým vás budeme kontaktovať

- Ak je to možné a neodporuje to iným predpisom (napríklad veterinárnym), ponechajte miesto škody v pôvodnom stave a neodstraňujte stopy.
- Odfoťte si všetko, čo by sa do šetrenia mohlo zmeniť: poškodené plodiny, oplotenie, úle, usmrtené zvieratá, stopy a trus živočícha.
- Ak vznikne ďalšia škoda, nahláste ju ako nové oznámenie.

## Náhrada škody podľa zákona

Náhradu škody spôsobenej vybranými druhmi živočíchov – napríklad medveďom hnedým, vlkom dravým, rysom ostrovidom alebo bobrom vodným – upravuje § 97 zákona č. 543/2002 Z. z. o ochrane prírody a krajiny v znení neskorších predpisov. Podrobnosti vrátane zoznamu druhov ustanovuje zákon a jeho vykonávací predpis.

Poškodený má škodu oznámiť **bez zbytočného odkladu** a nárok na jej náhradu uplatniť v lehote a spôsobom, ktoré ustanovuje zákon. Nedodržanie zákonných lehôt môže mať za následok, že náhrada nebude priznaná.

Ak ide o ohrozenie života alebo zdravia, volajte bezodkladne tiesňovú linku **112**.

## Potrebujete pomoc?

Kontakty nájdete na stránke [Kontakt](/kontakt/). Ak ste v oznámení zistili chybu, oznámte ju zamestnancovi pracoviska, keď vás bude kontaktovať.`;

const HLASENIE_SKODY = `Prostredníctvom tohto formulára môžete Štátnej ochrane prírody Slovenskej republiky (ŠOP SR) oznámiť škodu, ktorú spôsobil chránený živočích – napríklad medveď hnedý, vlk dravý, rys ostrovid alebo bobor vodný – na hospodárskych zvieratách, včelstvách, plodinách, lesných porastoch, rybách či inom majetku. Na vyplnenie formulára sa nemusíte prihlasovať.

Náhradu takejto škody upravuje § 97 zákona č. 543/2002 Z. z. o ochrane prírody a krajiny. Škodu oznámte **bez zbytočného odkladu** po jej zistení.

Ak ide o ohrozenie života alebo zdravia, najprv volajte tiesňovú linku **112**.

## Čo budete potrebovať

- **Dátum vzniku škody** – ak ho nepoznáte presne, uveďte deň, keď ste škodu zistili, a spresnite to v popise.
- **Miesto škody** – vyznačíte ho kliknutím do mapy alebo zadaním GPS súradníc; doplňte aj slovný popis lokality (obec, miestny názov, prístupová cesta).
- **Popis škody** – čo bolo poškodené a v akom rozsahu (napríklad počet usmrtených oviec, počet zničených úľov, výmera poškodeného porastu).
- **Fotografie** – celkový pohľad na miesto, detaily poškodenia a stopy živočícha. Nahrať môžete súbory JPG a PNG s veľkosťou najviac 15 MB na jeden súbor.
- **Údaje o poškodenom** – meno a adresu fyzickej osoby, alebo IČO a obchodné meno podnikateľa či právnickej osoby.
- **Kontaktné údaje** – e-mail a telefónne číslo, na ktorom budete dostupní. Bez telefónneho čísla nie je možné oznámenie ďalej spracovať.

## Formulár má 4 kroky

1. **Údaje o škode** – dátum vzniku škody, druh škody, miesto na mape, popis lokality a škody, územne príslušné pracovisko ŠOP SR a fotografie.
2. **Údaje o poškodenom** – typ poškodeného (fyzická osoba, fyzická osoba – podnikateľ alebo právnická osoba), jeho identifikačné údaje a adresa.
3. **Kontaktné informácie** – e-mail, telefón, doplňujúce informácie a pri fyzických osobách súhlas so spracúvaním osobných údajov.
4. **Zhrnutie** – kontrola všetkých údajov, ich prípadná úprava a odoslanie oznámenia.

Rozpracované údaje sa ukladajú po každom kroku, takže sa môžete vrátiť a údaje opraviť až do odoslania oznámenia.

Informácie o spracúvaní osobných údajov nájdete na stránke [Ochrana osobných údajov](/ochrana-osobnych-udajov/).`;

const KONTAKT_PUBLIC = `## Sídlo organizácie

${SIDLO}

Webové sídlo: ${WEB}

## Škody spôsobené živočíchmi

Oznámenia o škodách vybavujú regionálne pracoviská ŠOP SR – správy národných parkov a správy chránených krajinných oblastí. Každé oznámenie pridelíme pracovisku, do ktorého územnej pôsobnosti miesto škody patrí, a jeho zamestnanec vás bude kontaktovať.

- Škodu oznámite najrýchlejšie prostredníctvom formulára [Hlásenie škody](/hlasenie-skody/).
- Kontakty na jednotlivé správy národných parkov a chránených krajinných oblastí sú zverejnené na webovom sídle ${WEB}.
- Ak sa chcete informovať o už odoslanom oznámení, obráťte sa na pracovisko, ktoré vás kontaktovalo.

## Ohrozenie života alebo zdravia

Ak vám alebo iným osobám hrozí nebezpečenstvo, volajte tiesňovú linku **112**.

## Technické problémy s formulárom

Ak formulár nefunguje, postupujte podľa stránky [Nahlásiť problém](/nahlasit-problem/).`;

const KONTAKT_PRIVATE = `## Technická podpora (helpdesk)

S problémami pri práci so systémom Evidencia škôd sa obracajte na helpdesk:

- Najprv kontaktujte správcu systému vo vašej organizácii – používateľa s oprávnením *Správa používateľov*. Ten vám pomôže s prístupom, oprávneniami a priradením k organizácii.
- Chyby aplikácie nahláste podľa pokynov na stránke [Nahlásiť problém](/is/nahlasit-problem/).
- Pri problémoch s prihlásením postupujte podľa stránky [Problém s prihlásením](/problem-s-prihlasenim/).

## Metodické otázky

Otázky k postupu pri šetrení a oceňovaní škôd, k cenníkom a číselníkom konzultujte s riaditeľstvom ŠOP SR.

## Sídlo organizácie

${SIDLO}

Webové sídlo: ${WEB}`;

const CO_UVIEST = `- **čo ste robili** – jednotlivé kroky, ktoré k problému viedli, aby sme ho vedeli zopakovať,
- **čo sa stalo** – presné znenie chybového hlásenia, prípadne snímku obrazovky,
- **adresu stránky** (URL) zobrazenú v prehliadači,
- **dátum a približný čas**, kedy problém nastal,
- **zariadenie a prehliadač** – napríklad počítač s Windows a Google Chrome alebo mobilný telefón s Androidom,`;

const NAHLASIT_PROBLEM_PUBLIC = `Ak pri vypĺňaní formulára narazíte na technický problém, dajte nám vedieť. Pomôže nám to chybu rýchlo odstrániť.

## Čo uviesť

${CO_UVIEST}
- **v ktorom kroku formulára** problém nastal (Údaje o škode, Údaje o poškodenom, Kontaktné informácie, Zhrnutie),
- **kontakt na vás** – e-mail alebo telefón, aby sme vás mohli informovať o riešení.

Neposielajte nám citlivé osobné údaje, ktoré na opis problému nie sú potrebné.

## Kam problém nahlásiť

Problém opíšte Štátnej ochrane prírody Slovenskej republiky. Kontaktné údaje nájdete na stránke [Kontakt](/kontakt/) a na webovom sídle ${WEB}.

## Škodu treba oznámiť aj vtedy, keď formulár nefunguje

Lehoty na oznámenie škody plynú aj vtedy, keď formulár nie je dostupný. Ak sa vám oznámenie nedarí odoslať, kontaktujte **bez zbytočného odkladu** priamo územne príslušnú správu národného parku alebo chránenej krajinnej oblasti – kontakty sú na webovom sídle ${WEB}.`;

const NAHLASIT_PROBLEM_PRIVATE = `Chyby a nedostatky systému Evidencia škôd hláste helpdesku prostredníctvom správcu systému vo vašej organizácii (používateľa s oprávnením *Správa používateľov*).

## Čo uviesť

${CO_UVIEST}
- **váš prihlasovací účet** (login) a organizáciu, v ktorej pracujete,
- **kód záznamu**, ktorého sa problém týka – napríklad kód oznámenia alebo škodovej udalosti,
- či problém nastáva **vždy, alebo len občas**, a či sa týka aj iných používateľov.

## Na čo pamätať

- Nikdy neposielajte svoje heslo – helpdesk ho od vás nebude vyžadovať.
- Do hlásenia nevkladajte osobné údaje poškodených nad rámec toho, čo je na opis problému nevyhnutné. Namiesto nich uveďte kód záznamu.
- Ak problém bráni spracovaniu oznámenia v lehote, uveďte to v hlásení, aby sme ho riešili prednostne.

Kontakty nájdete na stránke [Kontakt](/is/kontakt/).`;

const PRAVA_DOTKNUTEJ_OSOBY = `## Vaše práva

Ako dotknutá osoba máte za podmienok ustanovených nariadením GDPR právo:

- na prístup k osobným údajom, ktoré o vás spracúvame (čl. 15),
- na opravu nesprávnych alebo doplnenie neúplných údajov (čl. 16),
- na vymazanie údajov, ak na ich spracúvanie už neexistuje právny dôvod (čl. 17),
- na obmedzenie spracúvania (čl. 18),
- namietať proti spracúvaniu vykonávanému na základe plnenia úlohy vo verejnom záujme (čl. 21),
- kedykoľvek odvolať súhlas, ak sa údaje spracúvajú na základe súhlasu; odvolanie nemá vplyv na zákonnosť spracúvania pred ním,
- podať návrh na začatie konania na Úrad na ochranu osobných údajov Slovenskej republiky, ak sa domnievate, že spracúvanie vašich osobných údajov je v rozpore s právnymi predpismi.

Práva môžete uplatniť písomne na adrese sídla prevádzkovateľa alebo prostredníctvom zodpovednej osoby.

## Zodpovedná osoba

Dohľad nad ochranou osobných údajov vykonáva zodpovedná osoba ŠOP SR, kontakt na webovom sídle organizácie ${WEB}.`;

const PREVADZKOVATEL = `## Prevádzkovateľ

${SIDLO}

Osobné údaje spracúvame v súlade s nariadením Európskeho parlamentu a Rady (EÚ) 2016/679 o ochrane fyzických osôb pri spracúvaní osobných údajov (GDPR) a so zákonom č. 18/2018 Z. z. o ochrane osobných údajov.`;

const OOU_PUBLIC = `Na tejto stránke vysvetľujeme, ako Štátna ochrana prírody Slovenskej republiky (ŠOP SR) spracúva osobné údaje, ktoré uvediete v oznámení o škode.

${PREVADZKOVATEL}

## Účel spracúvania

- evidencia a vybavenie oznámení o škodách spôsobených vybranými druhmi živočíchov,
- miestne šetrenie, zdokumentovanie a ocenenie škody,
- konanie o náhrade škody podľa § 97 zákona č. 543/2002 Z. z. o ochrane prírody a krajiny,
- komunikácia s poškodeným v súvislosti s oznámenou škodou,
- štatistické vyhodnocovanie škôd spôsobených živočíchmi.

## Právny základ

- plnenie zákonnej povinnosti prevádzkovateľa a plnenie úlohy vo verejnom záujme podľa čl. 6 ods. 1 písm. c) a e) nariadenia GDPR v spojení so zákonom č. 543/2002 Z. z.,
- súhlas dotknutej osoby podľa čl. 6 ods. 1 písm. a) nariadenia GDPR pri údajoch, ktoré fyzická osoba poskytne dobrovoľne nad rámec zákonom vyžadovaných údajov.

## Aké údaje spracúvame

Identifikačné údaje poškodeného (titul, meno, priezvisko, dátum narodenia, pri podnikateľoch a právnických osobách IČO a obchodné meno), adresu, kontaktné údaje (e-mail, telefónne číslo), údaje o škode vrátane miesta a fotografií a údaje získané pri miestnom šetrení.

## Príjemcovia

Osobné údaje môžeme poskytnúť orgánom štátnej správy a ďalším subjektom, ktorým ich poskytnutie ukladá osobitný predpis, najmä orgánom, ktoré rozhodujú o náhrade škody. Osobné údaje nie sú predmetom prenosu do tretích krajín ani medzinárodným organizáciám.

## Doba uchovávania

Osobné údaje uchovávame počas vybavovania oznámenia a konania o náhrade škody a potom po dobu ustanovenú registratúrnym poriadkom a registratúrnym plánom ŠOP SR podľa zákona č. 395/2002 Z. z. o archívoch a registratúrach. Po jej uplynutí sa údaje zlikvidujú.

${PRAVA_DOTKNUTEJ_OSOBY}`;

const OOU_PRIVATE = `Informácie o spracúvaní osobných údajov v systéme Evidencia škôd pre zamestnancov a ďalších oprávnených používateľov.

${PREVADZKOVATEL}

## Osobné údaje používateľov

O používateľoch systému spracúvame prihlasovacie meno, titul, meno, priezvisko, e-mail, telefónne číslo, funkciu, príslušnosť k organizácii, pridelené oprávnenia a záznamy o činnosti v systéme (kto a kedy záznam vytvoril alebo zmenil).

- **Účel:** správa používateľských účtov a oprávnení, zabezpečenie systému a preukázateľnosť úkonov pri spracúvaní oznámení a škodových udalostí.
- **Právny základ:** plnenie zákonnej povinnosti a plnenie úlohy vo verejnom záujme podľa čl. 6 ods. 1 písm. c) a e) nariadenia GDPR.
- **Doba uchovávania:** počas trvania prístupu do systému a potom po dobu ustanovenú registratúrnym plánom ŠOP SR; záznamy o činnosti sú súčasťou záznamov, ku ktorým sa vzťahujú.

## Osobné údaje poškodených a oznamovateľov

S osobnými údajmi poškodených pracujte len v rozsahu potrebnom na vybavenie oznámenia a škodovej udalosti:

- nesprístupňujte ich neoprávneným osobám a neposielajte ich nezabezpečenými kanálmi,
- exporty (PDF, CSV) ukladajte iba na pracovné úložiská organizácie a po použití ich odstráňte,
- pri hlásení technických problémov uvádzajte namiesto osobných údajov kód záznamu,
- podozrenie na porušenie ochrany osobných údajov bezodkladne oznámte zodpovednej osobe.

Poškodení sú o spracúvaní svojich údajov informovaní na verejnej stránke [Ochrana osobných údajov](/ochrana-osobnych-udajov/).

${PRAVA_DOTKNUTEJ_OSOBY}`;

const PROBLEM_S_PRIHLASENIM = `Prihlásenie je určené iba zamestnancom a ďalším oprávneným používateľom systému. **Na nahlásenie škody sa prihlasovať nemusíte** – použite formulár [Hlásenie škody](/hlasenie-skody/).

## Čo skontrolovať

- Zadávate správne prihlasovacie meno a heslo? Skontrolujte, či nemáte zapnutý Caps Lock a správne rozloženie klávesnice.
- Nie je váš účet neaktívny? O jeho opätovnú aktiváciu požiadajte správcu systému.
- Zobrazila sa stránka o nezosynchronizovanom používateľovi? Váš účet existuje, no v systéme Evidencia škôd ešte nemáte založený záznam používateľa.
- Zobrazila sa stránka o nedostatočnom oprávnení? Prihlásenie prebehlo, ale na danú časť systému nemáte pridelené oprávnenie.
- Pomôže aj zatvoriť všetky okná prehliadača a prihlásiť sa znova, prípadne vymazať súbory cookie pre túto stránku.

## Koho kontaktovať

Obráťte sa na správcu systému vo vašej organizácii – používateľa s oprávnením *Správa používateľov*. Ak vo vašej organizácii správca nie je, kontaktujte riaditeľstvo ŠOP SR (kontakty na webovom sídle ${WEB}).

## Čo uviesť

- prihlasovacie meno (login) a organizáciu, v ktorej pracujete,
- dátum a čas neúspešného prihlásenia,
- presné znenie zobrazeného hlásenia, prípadne snímku obrazovky,
- použitý prehliadač a zariadenie.

Heslo nikomu neposielajte – správca ho od vás nebude vyžadovať.`;

export const STRANKY: readonly StrankaSeed[] = [
  { kod: 'oznamenie-odoslane-public', nadpis: 'Oznámenie bolo odoslané', obsah: OZNAMENIE_ODOSLANE },
  { kod: 'kontakt-public', nadpis: 'Kontakt', obsah: KONTAKT_PUBLIC },
  { kod: 'nahlasit-problem-public', nadpis: 'Nahlásiť problém', obsah: NAHLASIT_PROBLEM_PUBLIC },
  { kod: 'ochrana-osobnych-udajov-public', nadpis: 'Ochrana osobných údajov', obsah: OOU_PUBLIC },
  { kod: 'problem-s-prihlasenim-public', nadpis: 'Problém s prihlásením', obsah: PROBLEM_S_PRIHLASENIM },
  { kod: 'hlasenie-skody-public', nadpis: 'Hlásenie škody spôsobenej chránenými živočíchmi', obsah: HLASENIE_SKODY },
  { kod: 'kontakt-private', nadpis: 'Kontakt', obsah: KONTAKT_PRIVATE },
  { kod: 'nahlasit-problem-private', nadpis: 'Nahlásiť problém', obsah: NAHLASIT_PROBLEM_PRIVATE },
  { kod: 'ochrana-osobnych-udajov-private', nadpis: 'Ochrana osobných údajov', obsah: OOU_PRIVATE },
];
