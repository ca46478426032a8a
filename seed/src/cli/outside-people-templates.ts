// node --import tsx seed/src/cli/outside-people-templates.ts
// Writes seed/corpus/outside-people-templates.jsonl: sentences made the way Microsoft's presidio-research makes
// its evaluation data, sentence templates filled with fake people of many cultures, to measure the PERSON
// detector on the positions those templates put a name in (a lone given name or surname, a name after a
// title, a name as the whole answer) and on the templates without a person (the share of them flagged).
//
// Sources (MIT, Copyright (c) Microsoft Corporation; nothing is fetched, the material lives here):
// - the templates: https://github.com/microsoft/presidio-research, file
//   `presidio_evaluator/data_generator/raw_data/templates.txt` at commit 4521b037dfdd15eed352e136943b57da6a0bee1c,
//   every line, as the file has it (one unreadable character, U+FFFD in "expires soon ? when", is a dash here);
// - the people: the same repository, file `presidio_evaluator/data_generator/raw_data/FakeNameGenerator.com_3000.csv`
//   at commit a25510b8bc2f264daad7f830a44f40fec9c88a0d, its first 113 rows (of its many name sets: Czech,
//   French, American, Slovenian, Italian, Greenland, Hispanic, Japanese, Icelandic, Chechen, Brazil, ...).
//   Those rows come from fakenamegenerator.com, as the file's name says; only the fields used are copied:
//   NameSet, Title, GivenName, Surname, City, CountryFull, Company.
//
// How the templates are filled (deterministic, no randomness): each template is used USES times; each use
// takes the next rows of the people in turn. Within one sentence [PERSON] is "GivenName Surname",
// [FIRST_NAME] the GivenName and [LAST_NAME] the Surname of the same row, and a placeholder that recurs
// ("[FIRST_NAME] to [FIRST_NAME]") takes the row after for each repeat; [TITLE] is the row's Title, outside
// the person's span. [CITY], [COUNTRY] and [ORGANIZATION] take City, CountryFull and Company of rows in turn,
// but a company named after a person ("Hugh M. Woods", "Jack Lang", "Dahlkemper's") is passed over for the
// next one (see PERSON_NAMED), so the sentences without a person hold none. The placeholders the CSV fields
// copied here do not cover get plausible made-up values in turn (ADDRESS, STREET, CREDIT_CARD_NUMBER, IBAN,
// PHONE_NUMBER, EMAIL_ADDRESS, IP_ADDRESS, BIRTHDAY, URL, US_SSN, NATIONALITY), none of them holding a name.
// Labels: every filled person placeholder is a PERSON label; nothing else is labelled. A template without a
// person placeholder is a negative; a text that recurs (a template without placeholders) is kept once.
import { writeFileSync } from 'node:fs';
import { firstOfEachText, placeLabels } from './outside-source.ts';

const SOURCE = {
  repo: 'microsoft/presidio-research',
  path: 'presidio_evaluator/data_generator/raw_data/templates.txt',
  commit: '4521b037dfdd15eed352e136943b57da6a0bee1c',
  licence: 'MIT',
};
const PEOPLE_SOURCE = {
  repo: 'microsoft/presidio-research',
  path: 'presidio_evaluator/data_generator/raw_data/FakeNameGenerator.com_3000.csv',
  commit: 'a25510b8bc2f264daad7f830a44f40fec9c88a0d',
  licence: 'MIT (rows from fakenamegenerator.com)',
};

/** How many times each template is filled. */
const USES = 4;

// templates.txt, line by line.
const TEMPLATES = String.raw`I want to increase limit on my card # [CREDIT_CARD_NUMBER] for certain duration of time. is it possible?
My credit card [CREDIT_CARD_NUMBER] has been lost, Can I request you to block it.
Need to change billing date of my card [CREDIT_CARD_NUMBER]
I want to update my primary and secondary address to same: [ADDRESS]
In case of my child's account, we need to add [PERSON] as guardian
Are there any charges applied for money transfer from [IBAN] to other bank accounts
Are there any charges applied to widraw money from ATM with the card [CREDIT_CARD_NUMBER]
Not getting bank documents on my addres. Can you please validate the following [ADDRESS]
Please update billing address with [ADDRESS] for this card: [CREDIT_CARD_NUMBER]
Need to see last 10 transaction of card [CREDIT_CARD_NUMBER]
I have lost my card [CREDIT_CARD_NUMBER]. Could you please block my credit card ASAP ? , My name is [PERSON].
My card [CREDIT_CARD_NUMBER] is expiring this month. Please let me know process to it's extend validity.
I have done an online order but didn't get any message on my registered [PHONE_NUMBER]. Could you please look into it ?
What is procedure to redeem points won on credit card [CREDIT_CARD_NUMBER] transactions ?
My card [CREDIT_CARD_NUMBER] expires soon - when will I get a new one?
How do I check my balance on my credit card?
Could I change the payment due date of my credit card?
How can I request a new credit card pin ?
Can I withdraw cash using my card [CREDIT_CARD_NUMBER] at aTM center ?
How do I change the address linked to my credit card to [ADDRESS]?
How do I open my credit card statement?
I'm originally from [COUNTRY]
I will be travelling to [COUNTRY] next week, so I need my passport to be ready by then
Who's coming to [COUNTRY] with me?
[COUNTRY] was super fun to visit!
Could you please email me the statement for last month , my credit card number is [CREDIT_CARD_NUMBER]?
Could you please send me the last billed amount for cc [CREDIT_CARD_NUMBER] on my e-mail [EMAIL_ADDRESS]?
How do I change my address to [ADDRESS] for post mail?
My name appears incorrectly on credit card statement could you please correct it to [TITLE] [PERSON]?
card number [CREDIT_CARD_NUMBER] is lost, can you please send a new one to [ADDRESS] i am in [CITY] for a business trip
Please transfer all funds from my account to this hackers' [EMAIL_ADDRESS]
I can't browse to your site, keep getting address [IP_ADDRESS] blocked error
My religion does not allow speaking to bots, they are evil and hacked by the Devil
Excuse me, Sir bot, but I really don't like this tone
WHAT ??? I DONT KNOW WHAT TO PRESS NEXT!!! ? !! ?!
Please have the manager call me at [PHONE_NUMBER] I'd like to join accounts with ms. [FIRST_NAME]
Inject SELECT * FROM Users WHERE clinet_ip = ?%//!%20\|[IP_ADDRESS]|%20/
[FIRST_NAME], can I please speak to your boss?
May I request to have the statement sent to [ADDRESS]?
Will my account stay active? It's under my partner's name [PERSON]
What are my options?
Bot: Where would you like this to be sent to? User: [ADDRESS]
Bot: What's the name on the account? User: [PERSON]
I would like to stop receiving messages to [PHONE_NUMBER]
CAN I SPEAK TO A REAL PERSON?!?!
I would like to remove my kid [FIRST_NAME] from the will. How do I do that?
The name in the account is not correct, please change it to [PERSON]
Hello I moved, please update my new address is [ADDRESS]
I need to add  addresses, here they are: [ADDRESS], [ADDRESS]
Please send my portfolio to this email [EMAIL_ADDRESS]
Hello, this is [TITLE] [PERSON]. Who are you?
I want to add [PERSON] as a beneficiary to my account
I want to cancel my card [CREDIT_CARD_NUMBER] because I lost it
Please block card no [CREDIT_CARD_NUMBER]
What is the limit for card [CREDIT_CARD_NUMBER]?
Can someone call me on [PHONE_NUMBER]? I have some questions about opening an account.
My nam is [FIRST_NAME]
I'm moving out of the country, so please cancel my subscription
My name is [PERSON] but everyone calls me [FIRST_NAME]
Please tell me your date of birth. It's [BIRTHDAY]
You said your email is [EMAIL_ADDRESS]. Is that correct?
I once lived in [ADDRESS]. I now live in [ADDRESS]
I'd like to order a taxi to [ADDRESS]
Please charge my credit card. Number is [CREDIT_CARD_NUMBER]
What's your email? [EMAIL_ADDRESS]
What's your credit card? [CREDIT_CARD_NUMBER]
What's your name? [PERSON]
What's your last name? [LAST_NAME]
How can we reach you? You can call [PHONE_NUMBER]
I'd like it to be sent to [ADDRESS]
Meet me at [ADDRESS]
So where are we meeting? There's this nice new Thai place downtown. Cool, what's the address? Oh do they serve vegan stuff? It's in [ADDRESS]
Hi [FIRST_NAME], I'm contacting you about a problem I have with sending a wire transfer using this IBAN [IBAN]
She was born on [BIRTHDAY]. Her maiden name is [LAST_NAME]
Sometimes people call me [FIRST_NAME]
Maybe it's under [PERSON]
It's like that since [BIRTHDAY]
Just posted a photo [URL]
My website is [URL]
My IBAN is [IBAN]
I've shared files with you [URL]
I work for [ORGANIZATION]
[PERSON] from [ORGANIZATION] is the keynote speaker
[FIRST_NAME] is from [ORGANIZATION]
The address of [ORGANIZATION] is [ADDRESS]
His social security number is [US_SSN]
Here's my SSN: [US_SSN]
[FIRST_NAME] is a very sympathetic person. He's also a good listener
[FIRST_NAME] is very reliable. You can always depend on him.
Why is [FIRST_NAME] so impulsive?
[PERSON] will be talking in the conference
have you heard [PERSON] speak yet?
Have you been to a [PERSON] concert before?
I'm so jealous! said [FIRST_NAME] to [FIRST_NAME]
The true gender of [FIRST_NAME] has been under debate for years, but the riff and building energy is a rock masterpiece regardless.
For my take on Mr. [LAST_NAME], see Guilty Pleasures: 5 Musicians Of The 70s You're Supposed To Hate (But Secretly Love)
Unlike the [LAST_NAME] novel, it's not about necrophilia. What it is about, I suppose is anyone's guess. A brilliant piece of baroque pop.
One of the most depressing songs on the list. He's injured from the waist down from [COUNTRY], but [FIRST_NAME] just has to get laid. Don't go to town, [FIRST_NAME]!
Is there a better crafted pop song on this list? [LAST_NAME] and [LAST_NAME] were precision engineers.
C'mon, sing it with me: "You picked a fine time to leave me [FIRST_NAME], four hungry children and a crop in the field..."
A tribute to [PERSON] – sadly, she wasn't impressed.
When they weren't singing about Hobbits, satanic felines and interstellar journeys, they were singing about the verses from [PERSON]'s Cautionary Tales. Is there a better example of unbridled creativity than early [LAST_NAME]?
A great song made even greater by a mandolin coda (not by [PERSON]).
[PERSON] listed his top 20 songs for Entertainment Weekly and had the balls to list this song at #15. (What did he put at #1 you ask? Answer:"Tube Snake Boogie" by [PERSON] – go figure)
From the film American graffiti (also features [PERSON]. What's not to love?
You can tell [FIRST_NAME] was a huge [PERSON] fan. Written when he was only 14.
This song by ex-Zombie [LAST_NAME] is a perfect example of why you shouldn't concentrate on the order of this list. An argument could be made that this should be at number one, and I wouldn't argue with it.
The title refers to [STREET] Street in [CITY]. It was on this street that many of the clubs where Metallica first played were situated. "Battery is found in me" shows that these early shows on [STREET] Street were important to them. Battery is where "lunacy finds you" and you "smash through the boundaries."
Blink-182 pay tribute here to the [COUNTRY]. Producer [PERSON] explained to Fuse TV: "We all liked the idea of writing a song about our state, where we live and love. To me it's the most beautiful place in the world, this song was us giving credit to how lucky we are to have lived here and grown up here, raising families here, the whole thing."
It may be too that [LAST_NAME] was influenced by an earlier song, "Carry Me Back To [COUNTRY]," which was arranged and sung by [PERSON] in 1847 (though [LAST_NAME]'s song was actually about a boat!).
The [PERSON] version recorded for [ORGANIZATION] became the first celebrity recording by a classical musician to sell one million copies. The song was awarded the seventh gold disc ever granted.
In [COUNTRY]] they have company songs, musical expressions of employee loyalty sung by salarymen. Unfortunately, as regular RR commenter [PERSON] points out, "most are horrible".
"The big three" of The Big Three Killed My Baby are the car manufacturers that dominate the economy of the White Stripes' home city [CITY]: [ORGANIZATION], [ORGANIZATION] and [ORGANIZATION]. "Don't feed me planned obsolescence," says [PERSON] in an uncharacteristically political song, lamenting the demise of the unions in the 60s.
[ORGANIZATION] songwriter [PERSON] employs corporate lingo in the first verse of his [ORGANIZATION] Resignation Letter
Mission Statement: This non-profit founded by radio executives "serves as an advocate for the value of music" and "supports its songwriters, composers and publishers by taking care of an important aspect of their careers – getting paid," according to the [ORGANIZATION] website. They offer blanket music licenses to businesses and organizations that allow them to play nearly 13 million musical works.
The [ORGANIZATION] Orchestra was founded in 1929. Since then, the TSO has grown from a volunteer community orchestra to a fully professional orchestra serving Southern [COUNTRY]
Celebrating its 10th year in [CITY], [ORGANIZATION] is a 501(c)3 that invites songwriters from around the world to Texas to share the universal language of music in collaborations designed to bridge cultures, build friendships and cultivate peace.
[ORGANIZATION] is the brainchild of our 3 founders: [PERSON], [PERSON] and [PERSON].  The idea was born (on the beach) while they were constructing a website to be the basis of another start-up idea.
[ORGANIZATION] is an [NATIONALITY] multinational investment bank and financial services company
Zoolander is a 2001 American action-comedy film directed by [PERSON] and starring [LAST_NAME]
During the 1990s, [ORGANIZATION] invested heavily in new microprocessor designs fostering the rapid growth of the computer industry.
On 29 March 2017, the [NATIONALITY] government formally began the process of withdrawal by invoking Article 50 of the Treaty on European Union
[FIRST_NAME] shouted at [FIRST_NAME]: "What are you doing here?"
[LAST_NAME] spent a year at [ORGANIZATION] as the assistant to [PERSON], and the following year at [ORGANIZATION] in [CITY], which later became [ORGANIZATION] in 1965.
[LAST_NAME] began writing as a teenager, publishing her first story, "The Dimensions of a Shadow", in 1950 while studying English and journalism at the University of [CITY].`.split('\n');

// FakeNameGenerator.com_3000.csv rows 1-113: NameSet|Title|GivenName|Surname|City|CountryFull|Company.
const ROWS = `Czech|Mrs.|Marie|Hamanová|Kangerlussuaq|Greenland|Simple Solutions
French|Ms.|Patricia|Desrosiers|Vila Real|Portugal|Formula Gray
American|Ms.|Debra|Neal|Brakpan|South Africa|Dahlkemper's
French|Mr.|Peverell|Racine|Limassol|Cyprus (Anglicized)|Quickbiz
Slovenian|Mrs.|Iolanda|Tratnik|Pärnu|Estonia|Dubrow's Cafeteria
Italian|Mr.|Domenico|Pisano|Traversara|Italy|Littler's
Greenland|Mr.|Pavia|Rosing|King William's Town|South Africa|Pup 'N' Taco
French|Mrs.|Ormazd|Jomphe|Sissach|Switzerland|Linens 'n Things
Norwegian|Mr.|Severin|Akhtar|Pigenia|Cyprus (Anglicized)|Fragrant Flower Lawn Services
Greenland|Mrs.|Margrethe|Kristiansen|ORLÉANS|France|Independent Wealth Management
Hispanic|Mrs.|Myrna|Feliciano|Mustoja|Estonia|Monmax
Czech|Mr.|Michal|Horký|Guldborg|Denmark|Pointers
French|Mr.|Donat|Lespérance|PONTOISE|France|American Appliance
Japanese (Anglicized)|Ms.|Yuuka|Shimasaki|NYLAND|Sweden|Elek-Tek
Swedish|Mr.|Wiktor|Ek|Reykjavík|Iceland|Handy Andy Home Improvement Center
Slovenian|Ms.|Polona|Ranković|Himmiste|Estonia|Budget Tapes & Records
Scottish|Mr.|Ivan|King|BÜSCHENDORF|Austria|Opticomp
Finnish|Mrs.|Nelma|Grönholm|Froidchapelle|Belgium|Starship Tapes & Records
Hungarian|Ms.|Tünde|Hoffmann|Cusano Milanino|Italy|Hugh M. Woods
Finnish|Ms.|Riitta|Hahl|Olsztyn|Poland|Edwards
Dutch|Mr.|Harwin|Galesloot|SKI|Norway|Buena Vista Realty Service
Hispanic|Mr.|Azarías|Segovia|Carmignano Di Brenta|Italy|Total Serve
Hungarian|Mr.|Adelbert|Kuncz|Rečica ob Savinji|Slovenia|Red Owl
England/Wales|Ms.|Charlie|Campbell|Limont|Belgium|Red Robin Stores
American|Ms.|Thelma|Mitchell|Orissaare|Estonia|Omni Superstore
Brazil|Mr.|Davi|Santos|Barnag|Hungary|Star Merchant Services
England/Wales|Mr.|Jonathan|Conway|São Paulo|Brazil|Pro Yard Services
French|Mr.|Guy|Migneault|DUNSINNAN|United Kingdom|Rogers Peet
Hispanic|Dr.|Breogan|Orosco|ΛΑΡΝΑΚΑ|Cyprus (Greek)|Jack Lang
Czech|Mrs.|Jaroslava|Kindlová|Zouarine|Tunisia|Anthony's
Croatian|Mr.|Stjepan|Perković|Castelló de Rugat|Spain|Monmax
Croatian|Mr.|Stanko|Crnić|Benasque|Spain|Wealthy Ideas
Russian|Ms.|Marianne|Zhdanova|Cite Badrani|Tunisia|Star Interior Design
Hungarian|Ms.|Ferike|Jónás|FÜRLING|Austria|ABCO Foods
Czech|Ms.|Lenka|Mizerová|München|Germany|AdventureSports!
Icelandic|Mrs.|Eyþóra|Runólfsdóttir|HUNDSHAGEN|Austria|Matrix Architectural Service
French|Mrs.|Rive|Lépicier|Menogeia|Cyprus (Anglicized)|Lechters Housewares
Danish|Mr.|Marcus|Paulsen|Räterschen|Switzerland|Parts and Pieces
Chechen (Latin)|Mrs.|Zeliha|Sultygov|Uralaane|Estonia|Reliable Investments
Russian|Mrs.|Ilona|Pirogova|ΒΑΣΑ ΚΟΙΛΑΝΙΟΥ|Cyprus (Greek)|Wickes Furniture
Croatian|Ms.|Aleksandra|Petković|San Bernardino|Switzerland|Ejecta
American|Mr.|Rogelio|Patrick|ΑΓΙΟΣ ΘΕΟ∆ΩΡΟΣ ΣΟΛΕΑΣ|Cyprus (Greek)|Vibrant Man
American|Mrs.|Evelyn|Tucker|Reykjavík|Iceland|Weatherill's
Icelandic|Mr.|Þorkell|Hallbjörnsson|Kaplice 1|Czech Republic|Grand Union
Greenland|Mr.|Jan|Geisler|GLAUBENDORF|Austria|Mikrotechnic
Norwegian|Mrs.|Caroline|Landmark|Perugia|Italy|Castro Convertibles
Swedish|Ms.|Lena|Andersson|STEINPARZ|Austria|Wholesale Club, Inc.
Danish|Mr.|Elias|Jepsen|ΦΑΡΜΑΚΑΣ|Cyprus (Greek)|Golden's Distributors
French|Mr.|Honoré|Beaudouin|PAU|France|York Steak House
American|Mr.|Richard|Martinez|Tiarno Di Sopra|Italy|Macroserve
Chechen (Latin)|Mr.|Salambek|Melikov|Claremont|South Africa|Kinney Shoes
Greenland|Mrs.|Mette|Olsen|Bydgoszcz|Poland|MagnaSolution
Russian|Mr.|Spartacus|Ignatieff|Glovelier|Switzerland|Schweggmanns
Brazil|Mr.|Kauã|Cardoso|Upernavik|Greenland|Dave Cooks
Brazil|Ms.|Fernanda|Cavalcanti|Jelsi|Italy|Hughes & Hatcher
Hungarian|Ms.|Mónika|Göröncsér|Spálené Porící|Czech Republic|Plunkett Home Furnishings
Czech|Mrs.|Zuzana|Kozáková|Birgi Aerostazione|Italy|Romp
Russian|Mrs.|Eugene|Bykova|Poggiovalle Di Borgorose|Italy|Kinney Shoes
Icelandic|Ms.|Nanna|Hallmundsdóttir|Richmond|New Zealand|Megatronic
Polish|Ms.|Halina|Zielinska|CLACHANDHU|United Kingdom|Monit
Japanese (Anglicized)|Ms.|Hatsuho|Yoneda|Žabnica|Slovenia|Practi-Plan
Croatian|Mr.|Gojislav|Jukić|Gorgier|Switzerland|Value Giant
England/Wales|Mrs.|Megan|Swift|Maniitsoq|Greenland|Little Folk Shops
Slovenian|Mr.|Milan Franc|Košelnik|Primda|Czech Republic|Singer Lumber
German|Ms.|Johanna|Maurer|KURZENKIRCHEN|Austria|Solution Answers
Norwegian|Mr.|Teodor|Aune|Narsaq|Greenland|Builders Emporium
Dutch|Mr.|Abderrahman|Kempers|HJELLESTAD|Norway|Carrols Restaurant Group
French|Mr.|Nicolas|Lebrun|Okoia|New Zealand|Playworld
Slovenian|Mr.|Ivan Martin|Bugarski|TROMSØ|Norway|Quickbiz
Czech|Ms.|Jarmila|Chloupková|Germiston|South Africa|Wells & Wade
Italian|Dr.|Manlio|Capon|Wil|Switzerland|House Of Denmark
Japanese (Anglicized)|Ms.|Tomomi|Nishiyama|Goiânia|Brazil|Lechters Housewares
Russian|Dr.|Esther|Kalinina|ΛΕΥΚΩΣΙΑ|Cyprus (Greek)|Waccamaw Pottery
Icelandic|Mr.|Boði|Zóphoníasson|Budapest|Hungary|Bell Markets
England/Wales|Mrs.|Grace|Boyle|Foinikaria|Cyprus (Anglicized)|id Boutiques
England/Wales|Ms.|Naomi|Ryan|ΕΓΚΩΜΗ|Cyprus (Greek)|Monk Real Estate Service
Polish|Mr.|Szymon|Walczak|Windsor|Canada|De Pinna
Hungarian|Ms.|Mercédesz|Szôllôssy|Fornelos de Montes|Spain|White Hen Pantry
Norwegian|Mr.|Edgar|Andreassen|UNTERLAND|Austria|Peaches
Slovenian|Mr.|Šemsudin|Vrhovski|Wrocław|Poland|Integra Wealth Planners
Finnish|Mrs.|Satu|Waltari|Pinellas|United States|White Hen Pantry
German|Mr.|Matthias|Himmel|Silkeborg|Denmark|Superior Appraisals
Danish|Ms.|Mia|Frederiksen|Dąbrowa Górnicza|Poland|Coon Chicken Inn
Swedish|Mr.|Jesper|Lund|Kähu|Estonia|Expo Superstore
Icelandic|Mr.|Guðgeir|Bergsveinsson|Marke|Belgium|Crafts & More
Icelandic|Mr.|Esjar|Sturluson|PUCH BEI HALLEIN|Austria|Endicott Johnson
England/Wales|Mr.|Zak|Leonard|OCHTERTYRE|United Kingdom|The Independent Planners
Chechen (Latin)|Mrs.|Ezinet|Umkhayev|Ineia|Cyprus (Anglicized)|Chief Auto Parts
Russian|Mrs.|Lucia|Voronina|KONGWAK|Australia|William Wanamaker & Sons
Slovenian|Mr.|Milorad|Musić|Mustahamba|Estonia|Cougar Investment
Japanese (Anglicized)|Dr.|Chisaki|Fujimura|Grahamstad|South Africa|Alert Alarm Company
Russian|Mrs.|Inessa|Samoylova|WATZING|Austria|Erb Lumber
England/Wales|Ms.|Elise|Pearson|Monaco|New Zealand|The Independent Planners
Norwegian|Mr.|Herman|Johansen|Alexander Bay|South Africa|Brown Derby
Russian|Mr.|Armen|Balabanov|Stachy|Czech Republic|Sun Foods
Russian|Mr.|Evdokim|Bazarov|Fljót|Iceland|Modern Realty
Hungarian|Mrs.|Agoti|Gyarmaty|Corvallis|United States|Circuit Design
England/Wales|Mr.|John|Carpenter|Senovo|Slovenia|Balanced Fortune
Hispanic|Mrs.|Maha|Cazares|Chiclana de la Frontera|Spain|Sew-Fro Fabrics
American|Mrs.|Patricia|Nevels|BUNDALAGUAH|Australia|PriceRite Warehouse Club
Icelandic|Mr.|Ari|Reynisson|TWENTY FORESTS|Australia|Two Pesos
Australian|Ms.|Bella|Willshire|Beerze|Netherlands|Affinity Investment Group
Polish|Mr.|Bronisław|Sawicki|Voorburg|Netherlands|Weenie Beenie
England/Wales|Ms.|Jasmine|Ingram|RABENFURT|Austria|Parklane Hosiery
Russian|Dr.|Nicanor|Andreev|KOOJAN|Australia|Mode O'Day
Croatian|Ms.|Radojka|Pavlović|Spodnja Idrija|Slovenia|Ellman's Catalog Showrooms
French|Mr.|Avenall|Rancourt|Tserkezoi|Cyprus (Anglicized)|Sanitary Grocery Stores
Dutch|Mr.|Hanan|Raat|North Sioux City|United States|Wilson's Jewelers
Hungarian|Mr.|Hunor|Kultsár|COOMINGLAH FOREST|Australia|Weatherill's
Norwegian|Mr.|Viktor|Hanssen|LEMLAND|Finland|Cellophane Square
French|Mr.|Pinabel|Marcil|Neustadt an der Weinstraße Mußbach|Germany|Fayva
Russian|Mr.|Nestor|Yermolayev|KLEINRASSBERG|Austria|Ideal Garden Management
Australian|Ms.|Scarlett|Annear|BECKINGTON|United Kingdom|Family Toy`
  .split('\n')
  .map((line) => {
    const [nameSet, title, given, surname, city, country, company] = line.split('|') as [string, string, string, string, string, string, string];
    return { nameSet, title, given, surname, city, country, company };
  });

/**
 * Companies in the rows named after a person, or (one) after an offensive caricature: an [ORGANIZATION] passes
 * them over, so a sentence without a person placeholder holds no person.
 */
const PERSON_NAMED = new Set([
  "Dahlkemper's", "Dubrow's Cafeteria", "Littler's", 'Handy Andy Home Improvement Center', 'Hugh M. Woods', 'Edwards', 'Rogers Peet',
  'Jack Lang', "Anthony's", 'Wickes Furniture', "Weatherill's", 'Castro Convertibles', "Golden's Distributors", 'Kinney Shoes',
  'Schweggmanns', 'Dave Cooks', 'Hughes & Hatcher', 'Plunkett Home Furnishings', 'Singer Lumber', 'Carrols Restaurant Group',
  'Wells & Wade', 'Monk Real Estate Service', 'De Pinna', 'Coon Chicken Inn', 'Endicott Johnson', 'William Wanamaker & Sons',
  'Erb Lumber', 'Brown Derby', "Mode O'Day", "Ellman's Catalog Showrooms", "Wilson's Jewelers", 'Lechters Housewares',
]);
const COMPANIES = ROWS.map((r) => r.company).filter((c) => !PERSON_NAMED.has(c));

// Made-up values for the placeholders the copied fields do not cover; none holds a name.
const MADE_UP: Record<string, string[]> = {
  ADDRESS: ['12 Harbour Road, Limassol 3041', 'Via Tasso 21, 06122 Perugia', '1659 Hoog St, Brakpan 1553', 'Parkring 7, 4730 Steinparz', '94 boulevard Amiral Courbet, 45100 Orléans', '2347 Lauzon Parkway, Windsor ON N9A 7A2'],
  STREET: ['Mercer', 'Harbour', 'Market', 'Union', 'Mill', 'Station'],
  CREDIT_CARD_NUMBER: ['4111 1111 1111 1111', '5500 0000 0000 0004', '4916 4291 9510 4076', '5317 2506 2884 4522'],
  IBAN: ['GB82 WEST 1234 5698 7654 32', 'DE89 3704 0044 0532 0130 00', 'FR14 2004 1010 0505 0001 3M02 606'],
  PHONE_NUMBER: ['082 490 1693', '(11) 7113-8192', '519-566-3375', '+44 77 5138 5842'],
  EMAIL_ADDRESS: ['billing.desk@example.com', 'support@lostmillions.com.pt', 'orders@marathondancing.gl'],
  IP_ADDRESS: ['192.168.10.24', '10.4.77.3', '203.0.113.45'],
  BIRTHDAY: ['3/29/1982', 'June 11, 1957', '14 January 1999'],
  URL: ['https://www.example.com/photos/2231', 'http://marathondancing.gl', 'https://files.example.org/share/aa71'],
  US_SSN: ['591-28-5104', '543-24-6755', '504-74-0300'],
  NATIONALITY: ['Swiss', 'Dutch', 'Japanese', 'British', 'Brazilian'],
};
const PERSON_KINDS = new Set(['PERSON', 'FIRST_NAME', 'LAST_NAME', 'TITLE']);

interface Line {
  text: string;
  people: string[];
  template: number;
}

let nextPerson = 0;
let nextOther = 0;
const filled: Line[] = [];
for (let use = 0; use < USES; use++) {
  for (const [index, template] of TEMPLATES.entries()) {
    const seen = new Map<string, number>();
    const people: string[] = [];
    let rowsTaken = 0;
    let others = 0;
    const text = template.replace(/\[([A-Z_]+)\]/g, (_, kind: string) => {
      const nth = seen.get(kind) ?? 0;
      seen.set(kind, nth + 1);
      if (PERSON_KINDS.has(kind)) {
        rowsTaken = Math.max(rowsTaken, nth + 1);
        const row = ROWS[(nextPerson + nth) % ROWS.length]!;
        if (kind === 'TITLE') return row.title;
        const value = kind === 'PERSON' ? `${row.given} ${row.surname}` : kind === 'FIRST_NAME' ? row.given : row.surname;
        people.push(value);
        return value;
      }
      const at = nextOther + others++;
      if (kind === 'CITY') return ROWS[at % ROWS.length]!.city;
      if (kind === 'COUNTRY') return ROWS[at % ROWS.length]!.country;
      if (kind === 'ORGANIZATION') return COMPANIES[at % COMPANIES.length]!;
      const values = MADE_UP[kind];
      if (values === undefined) throw new Error(`templates.txt line ${index + 1}: no value for [${kind}]`);
      return values[at % values.length]!;
    });
    nextPerson += rowsTaken;
    nextOther += Math.max(others, 1);
    filled.push({ text, people, template: index + 1 });
  }
}

const lines = firstOfEachText(filled)
  .sort((a, b) => a.template - b.template)
  .map((c) => {
    const entities = placeLabels(c.text, c.people.map((value) => ({ entity: 'PERSON', value })), `${SOURCE.path} line ${c.template}`);
    return JSON.stringify({ text: c.text, entities, source: SOURCE, people: PEOPLE_SOURCE });
  });
writeFileSync(new URL('../../corpus/outside-people-templates.jsonl', import.meta.url), `${lines.join('\n')}\n`);
const labels = lines.reduce((n, l) => n + (l.match(/"PERSON"/g)?.length ?? 0), 0);
console.log(`${lines.length} texts, ${lines.filter((l) => l.includes('"PERSON"')).length} with people, ${labels} people`);
