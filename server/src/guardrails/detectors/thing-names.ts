// Things named like people, told apart by what is written around the name rather than by the name: what
// an encyclopaedia, a music review or a travel note says of a band, a song, an airfield or a village
// ("Aero Gare was a kitplane manufacturer", "Hamilton Field, California", "the song "Buddha for Mary"",
// "the band Deadsy", "near Ancaster and Grantham"). The name lists cannot rule these out: the words are
// people's names as often as not.
import { isDictionaryWord, listedName, mayBeGivenName, organisationWord, titleOrRank } from './person.ts';
import { oneWordPlace, oneWordTown } from './named-things.ts';
import { trieSource } from './regex-trie.ts';

/** What a thing is said to be right after its name: a firm, a work, a place, a vessel, a team. */
const THING_NOUNS = trieSource([
  'manufacturer', 'maker', 'company', 'corporation', 'firm', 'brand', 'label', 'record label', 'publisher', 'airline', 'carrier', 'retailer',
  'band', 'rock band', 'group', 'duo', 'trio', 'quartet', 'orchestra', 'choir', 'album', 'studio album', 'song', 'single', 'track', 'ep',
  'film', 'movie', 'documentary', 'novel', 'book', 'poem', 'play', 'opera', 'musical', 'series', 'sitcom', 'show', 'programme', 'program', 'episode',
  'magazine', 'newspaper', 'journal', 'website', 'video game', 'game', 'software', 'app', 'programming language', 'language',
  'village', 'town', 'city', 'hamlet', 'suburb', 'neighbourhood', 'neighborhood', 'municipality', 'parish', 'county', 'district', 'region',
  'province', 'river', 'lake', 'mountain', 'island', 'peninsula', 'airport', 'airfield', 'air base', 'station', 'railway', 'railroad',
  'bridge', 'building', 'church', 'cathedral', 'castle', 'school', 'college', 'university', 'hospital', 'museum', 'stadium', 'park',
  'ship', 'vessel', 'steamship', 'submarine', 'aircraft', 'locomotive', 'car', 'racehorse', 'team', 'club', 'football club', 'party',
  'organisation', 'organization', 'charity', 'festival', 'award', 'prize', 'tournament', 'race', 'genus', 'species', 'brewery', 'winery',
  'restaurant', 'hotel', 'shop', 'store', 'chain', 'product', 'regiment', 'battalion', 'division', 'brigade', 'squadron', 'corps',
  'facility', 'prison', 'penitentiary', 'venue',
]);


/** Words that end a description's modifiers: what follows them is another noun's ("the singer of his band"). */
const DESCRIPTION_BREAKS = trieSource(['of', 'for', 'in', 'at', 'on', 'with', 'to', 'from', 'by', 'and', 'or', 'his', 'her', 'their', 'its', 'my', 'our', 'your', 'whose']);

/**
 * "<name> was a kitplane manufacturer", "<name> is an American rock band founded in ...", "Attiko Metro (...
 * in Greek), a company owned by ...": a name described, after "is" or "was" or its comma, an article and at
 * most four words, by a noun that ends the description. A noun that
 * goes on into another ("a band leader", "a company director") describes a person.
 */
const DESCRIBED_AS_THING = new RegExp(
  String.raw`^(?:,?[ \t]{1,3}(?:is|was)|(?:[ \t]{1,3}\([^()\n]{1,60}\))?,)[ \t]{1,3}(?:a|an|the)[ \t]{1,3}(?:(?!${DESCRIPTION_BREAKS}[ \t])[\p{L}\p{N}'’-]{1,24}[ \t]{1,3}){0,4}?(?:${THING_NOUNS})` +
    String.raw`(?=[ \t]*(?:[.,;:!?()]|$|\n)|[ \t]{1,3}(?:founded|formed|based|located|owned|built|released|published|made|from|in|of|on|that|which|whose|with|by|and|for)(?![\p{L}\p{N}_'’-]))`,
  'iu',
);

/**
 * "the band Deadsy", "the album Fallen", "a cappella metal band Van Canto": a thing's noun before its name,
 * after an article or a possessive and at most three lower-case words.
 */
const THING_NOUN_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_'’-])(?:the|a|an|its|their|his|her)[ \t]{1,3}(?:(?!${DESCRIPTION_BREAKS}[ \t])[\p{Ll}-]{2,20}[ \t]{1,3}){0,3}(?:${THING_NOUNS})[ \t]{1,3}["“]?$`,
  'iu',
);

/**
 * The states, the place after a comma that makes the name before it a place in them; but for those that are
 * as often a person's name ("Maria, Georgia and Tom"): Georgia, Virginia, Washington, Indiana, Montana.
 */
const US_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Hawaii', 'Idaho', 'Illinois',
  'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri',
  'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma',
  'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'West Virginia',
  'Wisconsin', 'Wyoming',
];
/**
 * "Hamilton Field, California, 27 March 1943", "Grantham, Lincolnshire, not to be confused": one word, or a
 * name ending in a word places end with, followed by a state or an English county (its "-shire") between
 * commas, ending the sentence or before a preposition, is a place there. A person's full name may stand before their state
 * ("Priya Natarajan, Texas, for the keys").
 */
const PLACE_ENDINGS = new Set([
  'Field', 'Fields', 'Grove', 'Ridge', 'Green', 'Mills', 'Crossing', 'Junction', 'Landing', 'Point', 'Corners', 'Hook', 'Hills', 'Beach',
  'Springs', 'Heights', 'Falls', 'City', 'Village', 'Harbor', 'Harbour', 'Bay',
]);
const STATES_SOURCE = trieSource(US_STATES);
/** What may follow a place's state in the sentence that names the place ("Sandy Hook, Maryland from where ..."). */
const PLACE_PREPOSITIONS = trieSource(['from', 'in', 'on', 'at', 'to', 'where', 'near', 'for', 'by', 'since', 'until', 'during', 'after', 'before']);
const REGION_AFTER = new RegExp(
  String.raw`^,[ \t]{1,3}(?:${STATES_SOURCE}|\p{Lu}\p{Ll}{1,20}shire)(?=[ \t]*(?:[,.;:)]|$|\n)|[ \t]{1,3}${PLACE_PREPOSITIONS}(?![\p{L}\p{N}_'’-]))`,
  'u',
);

/** A state named right after a place and its comma: "Sandy Hook, Maryland", "Springfield, Illinois". */
const STATE = new RegExp(String.raw`^(?:${STATES_SOURCE})$`, 'u');
const PLACE_AND_COMMA_BEFORE = /(\p{Lu}[\p{Ll}\p{M}]{1,24}),[ \t]{1,3}$/u;

/**
 * "Howe's Brigade", "Grant's Overland Campaign", "Nicholson's Limited": a name in the possessive that begins
 * the name of a unit, a campaign or a firm, its last word saying which.
 */
const POSSESSIVE_THING_AFTER = new RegExp(
  String.raw`^['’]s(?:[ \t]{1,3}\p{Lu}[\p{Ll}\p{M}]{1,24}){0,3}[ \t]{1,3}(?:Brigade|Division|Corps|Regiment|Battalion|Army|Legion|Campaign|Expedition|Raid|Rebellion|Uprising|Limited|Ltd|Pty|Inc|Service|Services|Company)(?![\p{L}\p{N}_'’-])`,
  'u',
);

/**
 * "the Paxton Carnegie Public Library", "Eberhard Faber GmbH": a name followed by a word that ends an
 * organisation's or a place's name, maybe after one or two more capitalised words, is part of that name (the
 * name rules stop at the first word no name has, "Public", or one capitalised inside, "GmbH").
 */
const NAME_GOES_ON = /^(?:[ \t]\p{Lu}[\p{Ll}\p{M}]{1,24}){0,2}[ \t](\p{Lu}[\p{L}\p{M}]{1,24})(?![\p{L}\p{N}_'’-])/u;

/**
 * "the town of Hiram", "the University of Alberta", "The City Of Hayward": after a place's or an organisation's word and "of", a
 * name is the place's (not "the wife of Alberta": kin and roles are no such word).
 */
const PLACE_NOUNS_BEFORE_OF = new Set(['town', 'city', 'village', 'hamlet', 'township', 'municipality', 'county', 'parish', 'borough', 'district', 'province', 'region', 'suburb']);
const OF_PLACE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_'’-])(${[...PLACE_NOUNS_BEFORE_OF].join('|')}|\p{Lu}\p{Ll}{2,15})[ \t][Oo]f[ \t]{1,3}$`, 'u');

/**
 * "Bela Fleck and the Flecktones", "Bob Marley and the Wailers": a name and "the" and a capitalised plural no
 * dictionary holds are a band ("Priya and the Engineers" are people).
 */
const AND_THE_BAND_AFTER = /^[ \t]{1,3}and[ \t]{1,3}the[ \t]{1,3}(\p{Lu}[\p{Ll}\p{M}]{2,24}s)(?![\p{L}\p{N}_'’-])/u;
const bandAfter = (after: string) => {
  const plural = AND_THE_BAND_AFTER.exec(after)?.[1];
  return plural !== undefined && !isDictionaryWord(plural.toLowerCase());
};

/** "in Brixton, London": one word after a word that takes a place and before a large city's name and its comma or full stop. */
const BEFORE_A_PLACE_IN_A_CITY = /(?<![\p{L}\p{N}_'’-])(?:in|near|at|outside|around|via)[ \t]{1,3}$/u;
const CITY_AFTER = /^,[ \t]{1,3}(\p{Lu}[\p{Ll}\p{M}]{1,24})(?=[ \t]*[,.;:)]|[ \t]*$)/u;
const inPlaceOfCity = (before: string, after: string) => {
  const city = BEFORE_A_PLACE_IN_A_CITY.test(before) ? CITY_AFTER.exec(after)?.[1] : undefined;
  return city !== undefined && oneWordPlace(city);
};

/** A football club's letters around its town's name: "FC Basel", "AFC Ajax", "Everton FC". */
const CLUB_LETTERS = '(?:FC|AFC|SC|CF|AC|SV|RC|CD|SK|FK|NK|BK|IF|VfB|VfL|TSV|FSV|SSC)';
const CLUB_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_'’.-])${CLUB_LETTERS}[ \t]{1,3}$`, 'u');
const CLUB_AFTER = /^[ \t]{1,3}(?:FC|AFC|SC|CF)(?![\p{L}\p{N}_'’-])/u;
/** The club's letters inside what a name rule took: "FC Basel" as one run. */
const CLUB_IN_NAME = new RegExp(String.raw`^${CLUB_LETTERS}[ \t]|[ \t](?:FC|AFC)$`, 'u');

/**
 * "the Rochester Jeffersons", "Buffalo Bisons", "Fremantle Dockers": a town and a capitalised plural are a
 * team's name; a family name in "-s" after a town that is also a given name is a person's ("Austin Roberts").
 */
function teamName(name: string): boolean {
  const words = name.split(' ');
  if (words.length !== 2) return false;
  const [town, plural] = words as [string, string];
  return plural.length > 4 && plural.endsWith('s') && !listedName(plural) && (oneWordPlace(town) || oneWordTown(town));
}

/** Peoples and faiths in the plural, which a name cue may stand before ("their name Christians") but which name no one. */
const PEOPLES = new Set([
  'Christians', 'Muslims', 'Jews', 'Hindus', 'Buddhists', 'Sikhs', 'Jains', 'Catholics', 'Protestants', 'Mormons', 'Quakers', 'Baptists',
  'Methodists', 'Lutherans', 'Anglicans', 'Calvinists', 'Puritans', 'Pagans', 'Romans', 'Greeks', 'Goths', 'Saxons', 'Normans', 'Celts',
  'Vikings', 'Moors', 'Arabs', 'Turks', 'Persians', 'Basques', 'Franks', 'Huns', 'Slavs', 'Britons', 'Gauls', 'Cagots',
  // Indigenous peoples, whose names English writes without a plural "s" ("the Moriori", "descended from the Maori").
  'Maori', 'Moriori', 'Inuit', 'Sami', 'Navajo', 'Cherokee', 'Apache', 'Sioux', 'Lakota', 'Ojibwe', 'Cree', 'Hopi', 'Zulu', 'Xhosa', 'Maasai',
  'Hmong', 'Rohingya', 'Pashtun', 'Bedouin', 'Ainu', 'Quechua', 'Aymara', 'Yoruba', 'Igbo', 'Hausa', 'Tuareg', 'Berber', 'Kurds',
]);

/** Words that say a quoted word after them is a work's title: "previously called "Jupiter"", "the single "Hurricane"". */
const WORK_CUE_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_'’-])(?:called|titled|entitled|dubbed|renamed|song|single|album|track|film|movie|book|novel|poem|episode|versions?[ \t]{1,3}of)[ \t]{1,3}["“]$`,
  'iu',
);
/** Lower-case words that a work's title holds and a person's name does not ("Buddha for Mary"). */
const TITLE_FUNCTION_WORDS = new Set(['for', 'of', 'the', 'to', 'in', 'on', 'and', 'a', 'an', 'with', 'my', 'your', 'is', 'at', 'from', 'me', 'you']);
/** How far a quotation around a name is looked for on each side, in characters. */
const QUOTE_REACH = 60;

/**
 * Whether the name at [start, end) stands in a quotation that is the title of a work: a title with a
 * lower-case word no name has ("Buddha for Mary"), a title and a dictionary word ("Miss Murder"), or a
 * name alone in quotes after a word that names a work ("previously called "Jupiter"").
 */
function inQuotedTitle(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - QUOTE_REACH), start);
  const open = Math.max(before.lastIndexOf('"'), before.lastIndexOf('“'));
  if (open < 0 || before.includes('\n', open)) return false;
  const after = text.slice(end, end + QUOTE_REACH);
  const close = after.search(/["”]/);
  if (close < 0 || after.slice(0, close).includes('\n')) return false;
  const quoted = `${before.slice(open + 1)}${text.slice(start, end)}${after.slice(0, close)}`.trim();
  // A quotation that is a sentence someone said is no title: titles hold no sentence's end.
  if (quoted === '' || /[.!?]\s/.test(quoted)) return false;
  const words = quoted.split(/\s+/);
  if (words.length >= 3 && words.some((w) => TITLE_FUNCTION_WORDS.has(w)) && words.every((w) => TITLE_FUNCTION_WORDS.has(w) || /^\p{Lu}/u.test(w))) return true;
  if (words.length === 2 && titleOrRank(words[0]!) && isDictionaryWord(words[1]!.toLowerCase())) return true;
  return quoted === text.slice(start, end) && WORK_CUE_BEFORE.test(text.slice(Math.max(0, start - 24), start));
}

/** "near Ancaster and Grantham", "in Bearn and Gascony": the second of two names joined by "and" after a word that takes a place. */
const PLACE_PAIR_BEFORE = /(?<![\p{L}\p{N}_'’-])(?:near|in|via|into|across|around|outside|throughout|within)[ \t]{1,3}\p{Lu}[\p{Ll}\p{M}]{1,24}[ \t]{1,3}and[ \t]{1,3}$/u;
/** "the Camden and Atlantic", "the Baltimore and Ohio": two names joined by "and" after "the" name a railway, a firm or a team. */
const THE_PAIR = /^[ \t]{1,3}and[ \t]{1,3}\p{Lu}/u;
const THE_BEFORE = /(?<![\p{L}\p{N}_'’-])the[ \t]{1,3}$/u;

/**
 * Whether the name-shaped words at [start, end) name a thing by what stands around them (see the file's
 * comment): every name recognizer passes over such a finding (pii.ts).
 */
export function namesAThingAround(text: string, start: number, end: number): boolean {
  const name = text.slice(start, end);
  const single = !/\s/.test(name);
  const lastWord = name.slice(name.lastIndexOf(' ') + 1);
  if (single ? PEOPLES.has(name) : teamName(name)) return true;
  const after = text.slice(end, end + 120);
  if (DESCRIBED_AS_THING.test(after)) return true;
  if (REGION_AFTER.test(after) && (single || PLACE_ENDINGS.has(lastWord))) return true;
  if (POSSESSIVE_THING_AFTER.test(after) || CLUB_AFTER.test(after) || CLUB_IN_NAME.test(name) || bandAfter(after)) return true;
  const goesOn = NAME_GOES_ON.exec(after);
  if (goesOn !== null && organisationWord(goesOn[1]!)) return true;
  const before = text.slice(Math.max(0, start - 64), start);
  if (THING_NOUN_BEFORE.test(before) || CLUB_BEFORE.test(before)) return true;
  const of = OF_PLACE_BEFORE.exec(before)?.[1];
  if (of !== undefined && (PLACE_NOUNS_BEFORE_OF.has(of) || organisationWord(of))) return true;
  if (single && STATE.test(name)) {
    const place = PLACE_AND_COMMA_BEFORE.exec(before)?.[1];
    if (place !== undefined && !mayBeGivenName(place)) return true;
  }
  if (single && (PLACE_PAIR_BEFORE.test(before) || (THE_BEFORE.test(before) && THE_PAIR.test(after)) || inPlaceOfCity(before, after))) return true;
  // "in the Flanders Fields": a place's ending after "the".
  if (!single && THE_BEFORE.test(before) && PLACE_ENDINGS.has(lastWord)) return true;
  // Looked for only around the name: a text-wide search for a quote mark cost every finding of a long text.
  return inQuotedTitle(text, start, end);
}
