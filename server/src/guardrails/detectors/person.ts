// Person names. A gazetteer of given names and surnames from many cultures (lexicons/README.md names its
// public sources) says which capitalised words can be names; a run of them that starts with a given name
// ("Alice Moreau", "Jean-Luc Picard") is a person, and so is one name after a cue: a title ("Mrs.
// Fitzgerald"), a relation ("my manager Priya"), a greeting or sign-off, a cc: line, an attendee list, a
// table column headed "name", or a possessive ("Kenji's report"). After a relation or a "name is", a
// name written in lower case counts too. Names that are also English words ("Will", "Rose", "Young")
// need a cue, and weekdays, months, well-known brands and places are never people on their own.

import { readFileSync } from 'node:fs';
import { contextMatcher } from './context.ts';
import { PLACE_PREFIXES, oneWordPlace, oneWordTown } from './named-things.ts';
import { romanizedGivenName } from './romanized-names.ts';
import { WORKPLACE_ROLES } from './workplace-roles.ts';
import { trieSource } from './regex-trie.ts';
import type { Recognizer } from './recognizer.ts';

const readList = (file: string) => new Set(readFileSync(new URL(`./lexicons/${file}`, import.meta.url), 'utf8').split('\n').filter((l) => l !== ''));

const GIVEN = readList('given-names.txt');
const SURNAMES = readList('surnames.txt');
/** Names that are also English words ("grace", "young"): not a person by their shape alone. */
const NAME_WORDS = readList('name-words.txt');
const ENGLISH = readList('english-words.txt');
/** The most common census names: names first even when also words ("John", "Smith", "Grace"). */
const COMMON = readList('common-names.txt');
/** Capitalised dictionary words no list has as a name: places, nationalities, languages ("Austrian"). */
const PROPER_NOUNS = readList('proper-nouns.txt');

/** Given names that are no English word ("Priya", "Dmitri"): a name wherever they stand, capitalised. */
export const PLAIN_GIVEN_NAMES: ReadonlySet<string> = new Set([...GIVEN].filter((name) => !ENGLISH.has(name) && !NAME_WORDS.has(name) && name.length > 2));

/** The calendar: never part of a name, whatever the gazetteer says ("May", "June", "August"). */
const CALENDAR = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december', 'christmas', 'easter',
]);

/** Brands and places that are also names: not a person when a name would start with them ("Ford", "Jordan"); a surname after a given name may still be one ("Marco Ferrari"). */
const BRANDS_AND_PLACES = new Set([
  'amazon', 'apple', 'google', 'microsoft', 'oracle', 'adobe', 'tesla', 'ford', 'dell', 'chase', 'disney', 'boeing', 'honda', 'toyota',
  'ferrari', 'porsche', 'mercedes', 'jaguar', 'lincoln', 'cadillac', 'chrysler', 'dodge', 'tiffany', 'wendy', 'philips', 'siemens',
  'bosch', 'samsung', 'sony', 'hilton', 'marriott', 'walmart', 'kellogg', 'nike', 'puma', 'dior', 'chanel', 'prada', 'gucci', 'hermes',
  'fargo', 'wells', 'morgan', 'stanley', 'goldman', 'sachs', 'barclays', 'lloyds', 'schwab', 'fidelity', 'vanguard', 'nvidia', 'intel',
  'cisco', 'ibm', 'meta', 'mac', 'alexa', 'siri', 'cortana', 'azure', 'jenkins', 'jira', 'kafka', 'grafana', 'kubernetes', 'docker', 'redis',
  // Firms and brands the given-name lists hold as a rare given name ("representatives from Uber", "an Aviva policy").
  'uber', 'aviva', 'lexus', 'armani', 'acer', 'sephora', 'loreal', 'maybelline', 'godiva',
  'paris', 'london', 'berlin', 'madrid', 'rome', 'vienna', 'sydney', 'melbourne', 'adelaide', 'victoria', 'florence', 'chelsea', 'austin',
  'houston', 'dallas', 'denver', 'phoenix', 'orlando', 'charlotte', 'jackson', 'madison', 'georgia', 'virginia', 'carolina', 'india',
  'china', 'japan', 'israel', 'jordan', 'chad', 'kent', 'devon', 'troy', 'tokyo', 'boston', 'seattle', 'chicago', 'detroit', 'toronto',
  'canada', 'america', 'africa', 'asia', 'europe', 'australia', 'england', 'scotland', 'ireland', 'italy', 'spain', 'mexico', 'russia', 'egypt',
  'washington', 'kentucky', 'dakota', 'montana', 'nevada', 'indiana', 'brazil', 'germany', 'france', 'ghana', 'kenya', 'cupertino',
  // Firms named in one word after a founder, whom the surname lists hold: S&P 500 constituents (datasets/s-and-p-500-companies)
  // and brands of the world, where the firm is what the word names far more often ("renewal with Gartner", "Perrigo uses our API").
  'gartner', 'perrigo', 'merck', 'kroger', 'deere', 'halliburton', 'stryker', 'nordstrom', 'mckesson', 'northrop', 'honeywell', 'danaher',
  'mettler', 'hershey', 'heinz', 'kraft', 'smucker', 'schwab', 'ingersoll', 'grainger', 'bayer', 'henkel', 'nestle', 'renault', 'michelin',
  'ericsson', 'saab', 'lego', 'cartier', 'versace', 'ferrero', 'opel', 'suzuki', 'epson', 'casio', 'nomura', 'santander', 'monzo', 'mcafee',
  'bose', 'bloomingdale', 'sotheby', 'schlumberger', 'weyerhaeuser', 'walgreens',
  // Languages, nationalities and a religion the name lists also hold ("Japanese and German locales", "views of Islam"), and
  // Darwin, a city and an operating system.
  'german', 'french', 'english', 'irish', 'welsh', 'dutch', 'swiss', 'polish', 'roman', 'latin', 'greek', 'hindi', 'urdu', 'persian', 'arabic',
  'georgian', 'islam', 'darwin',
  // Nationalities, peoples and faiths news names before a title or alone ("Russian President Dmitry Medvedev",
  // "Arab nations", "a worker from Burma"), which the name lists hold as rare names.
  'russian', 'czech', 'arab', 'american', 'british', 'chinese', 'japanese', 'italian', 'spanish', 'indian', 'african', 'iranian', 'iraqi',
  'israeli', 'palestinian', 'ukrainian', 'korean', 'turkish', 'syrian', 'afghan', 'pakistani', 'cuban', 'venezuelan', 'mexican', 'brazilian',
  'canadian', 'australian', 'european', 'asian', 'belarusian', 'haitian', 'egyptian', 'saudi', 'sunni', 'shiite', 'kurdish', 'muslim',
  'burmese', 'burma', 'thai', 'vietnamese', 'filipino', 'nigerian', 'kenyan', 'somali', 'sudanese', 'libyan', 'lebanese', 'serbian',
  'croatian', 'bosnian', 'albanian', 'romanian', 'hungarian', 'bulgarian', 'austrian', 'belgian', 'swedish', 'norwegian', 'danish', 'finnish',
  'scottish', 'portuguese', 'argentine', 'chilean', 'peruvian', 'colombian', 'bolivian',
]);

/**
 * Assistants, models, languages and services named like people ("Ask Claude to summarize", "written in
 * Julia"): alone they are the product, in prompts above all; with a surname they are a person ("Julia Roberts").
 */
const PRODUCT_NAMES = new Set([
  'claude', 'gemini', 'bard', 'grok', 'llama', 'mistral', 'devin', 'cody', 'kimi', 'qwen', 'jasper', 'watson', 'copilot', 'perplexity',
  'julia', 'haskell', 'pascal', 'lua', 'ruby', 'perl', 'cassandra', 'hugo', 'okta', 'athena', 'aurora', 'sierra', 'ventura',
  'sonoma', 'monterey', 'catalina', 'mojave', 'django', 'flask', 'rails', 'laravel', 'jekyll', 'gatsby', 'sinon', 'karma', 'jasmine',
  'koa', 'hapi', 'vite', 'deno', 'bun', 'nuxt', 'remix', 'astro', 'svelte', 'ember', 'mocha', 'chai', 'ava', 'pino', 'winston', 'axios', 'lodash',
  // Tools and services developers name alone, whom the surname lists hold ("migrate the frontend to Vue", "compare it with Kube").
  'allegra', 'vue', 'kube', 'scala', 'prisma', 'looker', 'flink', 'arango', 'gerrit', 'trino', 'falco', 'adyen', 'deel', 'navan', 'wix', 'zeplin',
]);

/** Titles: a cue for the name after them, never part of it. */
/**
 * Titles as they are written before a name, in English and the languages of the name lists: "Dra." and
 * "Srta." in Spanish, "Mlle" in French, "Ing." and "Ir." for engineers, "Dott." and "Avv." in Italian,
 * "Mgr." and "MUDr." in Czech and Slovak.
 */
const WRITTEN_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof', 'Sir', 'Dame', 'Madam', 'Mme', 'Herr', 'Frau', 'Sr', 'Sra', 'Dra', 'Srta', 'Mlle', 'Ing', 'Eng', 'Ir', 'Dott', 'Avv', 'Mgr', 'MUDr'];
const TITLES = new Set([...WRITTEN_TITLES.map((title) => title.toLowerCase()), 'madame', 'rev', 'capt', 'drs', 'profs', 'messrs', 'mmes']);
/**
 * Titles of rank, office and family that are also ordinary words ("general", "lord"): never part of a name
 * ("Prince Ricardo" is Ricardo), and a cue only right before a listed name, capitalised (RANKED_PERSON_RECOGNIZER).
 */
const RANKS = [
  'Prince', 'Princess', 'Lord', 'Lady', 'King', 'Queen', 'Captain', 'Sergeant', 'Sgt', 'Lieutenant', 'Colonel', 'General', 'Major', 'Archbishop',
  'Bishop', 'Cardinal', 'Pope', 'Father', 'Brother', 'Sister', 'Uncle', 'Aunt', 'Auntie', 'Cousin', 'Grandma', 'Grandpa', 'Granny', 'Grandad',
  'Granddad', 'Grandmother', 'Grandfather', 'Judge', 'Justice', 'Senator', 'Governor', 'Mayor',
  'President', 'Chancellor', 'Minister', 'Sheikh', 'Rabbi', 'Imam', 'Pastor', 'Coach', 'Officer', 'Detective', 'Inspector', 'Nurse', 'Professor', 'Doctor',
  'Ambassador', 'Admiral', 'Commander', 'Commissioner', 'Envoy',
];
const RANK_WORDS = new Set(RANKS.map((r) => r.toLowerCase()));
/** A title or rank written before a name ("Mrs.", "President", "Senator"): a cue for it, never part of it. */
export const titleOrRank = (word: string): boolean => {
  const k = word.replace(/\.$/, '').toLowerCase();
  return TITLES.has(k) || RANK_WORDS.has(k);
};
const PLACE_PREFIX_WORDS = new Set(PLACE_PREFIXES.map((w) => w.toLowerCase()));

/** Words after a name that make the run an organisation or a place ("Stanford University", "Baker Street"). */
const ORGANISATION_WORDS = new Set([
  'inc', 'ltd', 'llc', 'plc', 'corp', 'corporation', 'company', 'co', 'group', 'holdings', 'bank', 'university', 'college', 'school',
  'hospital', 'clinic', 'institute', 'foundation', 'street', 'st', 'avenue', 'ave', 'road', 'rd', 'boulevard', 'lane', 'drive', 'park',
  'square', 'county', 'city', 'airport', 'station', 'hotel', 'river', 'lake', 'mountain', 'island', 'bay', 'valley', 'beach', 'center',
  'centre', 'hall', 'tower', 'bridge', 'labs', 'systems', 'technologies', 'partners', 'associates', 'studio', 'studios', 'press',
  // A paper named after a word or a person ("Corriere della Sera newspaper", "the Deseret News").
  'newspaper', 'magazine', 'gazette', 'tribune', 'herald', 'journal', 'news',
  // What a firm's full name ends with ("Raymond James Financial", "Edwards Lifesciences", "Huntington Bancshares").
  'financial', 'worldwide', 'international', 'industries', 'laboratories', 'pharmaceuticals', 'pharma', 'lifesciences', 'biosciences',
  'scientific', 'bancshares', 'bancorp', 'realty', 'energy', 'airlines', 'brands', 'foods', 'resorts', 'communications', 'entertainment',
  'engineering', 'automotive', 'logistics', 'ventures', 'insurance', 'solutions', 'consulting', 'llp', 'gmbh', 'enterprises', 'investments',
  'securities', 'healthcare', 'petroleum', 'chemicals', 'semiconductor', 'semiconductors', 'instruments', 'aerospace', 'therapeutics',
  // Places and buildings named after people ("Montezuma Castle", "Muir Woods", "San Juan Islands").
  'castle', 'palace', 'cathedral', 'basilica', 'church', 'chapel', 'abbey', 'memorial', 'monument', 'statue', 'museum', 'gallery', 'library', 'theatre',
  'theater', 'stadium', 'arena', 'woods', 'forest', 'mountains', 'mount', 'hills', 'hill', 'heights', 'islands', 'isles', 'isle', 'ruins', 'site',
  'canyon', 'cave', 'caves', 'falls', 'springs', 'desert', 'reef', 'atoll', 'fort', 'plain', 'plains', 'trail', 'trails', 'gardens', 'garden',
  'harbor', 'harbour', 'hole', 'gorge', 'cove', 'inlet', 'lagoon', 'fjord', 'strait', 'straits', 'rapids', 'dunes', 'reservoir', 'wharf', 'pier', 'quay', 'marina', 'peninsula', 'province', 'district', 'region', 'county', 'township', 'village', 'estate', 'manor', 'house', 'lodge',
  'ranch', 'mall', 'plaza', 'terrace', 'crescent', 'national', 'battlefield', 'mahal', 'volcano', 'glacier', 'creek', 'canal', 'sea', 'ocean', 'coast',
  // Programmes, prizes and contests named after people ("the Andrew Marr Show", "the Nobel Prize", "the Davis Cup").
  'show', 'prize', 'award', 'awards', 'cup', 'trophy', 'medal', 'lecture', 'lectures', 'scholarship', 'fellowship',
  // Labels, studios and lines named after a word or a founder ("Virgin Records", "Warner Bros. Pictures", "the Reading Railroad").
  'records', 'recordings', 'pictures', 'productions', 'publishing', 'publishers', 'railroad', 'railway', 'airways', 'motors',
  // Grounds, waters and works named after people ("Bobby Morris Playfield", "Hancock Pond", "Rankin's Mill",
  // "Denny Way", "the Dave Matthews Band", "The Eddy Duchin Story").
  'playfield', 'playground', 'pond', 'mill', 'mills', 'way', 'place', 'siding', 'depot', 'band', 'story',
  // Docks and parties named after people or saints ("Clarence Dock", "the Christian Democratic Party").
  'dock', 'docks', 'party',
]);
/** Whether a word ends the name of an organisation or a place ("Library", "University", "Street"). */
export const organisationWord = (word: string): boolean => ORGANISATION_WORDS.has(word.toLowerCase());
/** Family-name particles that are written capitalised inside a name ("Nguyen Van An", "Ludwig Van Beethoven", "Tran Thi Mai"). */
const CAPITAL_PARTICLES = new Set(['van', 'von', 'de', 'da', 'di', 'du', 'del', 'della', 'dos', 'das', 'le', 'la', 'bin', 'binti', 'ibn', 'al', 'el', 'ter', 'ten', 'thi', 'ben', 'văn', 'thị']);
/** Irish and Scottish particles written capitalised between a given name and a family name: "Saoirse Ní Bhriain", "Seán Mac Diarmada". */
const GAELIC_PARTICLES = new Set(['ní', 'nic', 'ó', 'ua', 'uí', 'mac', 'mhic', 'nig']);
/**
 * Whether the words are a given name, a Gaelic particle and a capitalised family name: "Saoirse Ní
 * Bhriain", "Máire Nic Giolla". The given name is listed or no word; the family name is no word either.
 */
function gaelicName(words: readonly string[]): boolean {
  if (words.length !== 3 || !GAELIC_PARTICLES.has(key(words[1]!)) || !/^\p{Lu}[\p{Ll}\p{M}]/u.test(words[0]!) || !/^\p{Lu}[\p{Ll}\p{M}]/u.test(words[2]!)) return false;
  const given = stem(words[0]!);
  const family = stem(words[2]!);
  return (GIVEN.has(given) || !ENGLISH.has(given)) && !ENGLISH.has(family) && !FUNCTION_WORDS.has(given) && !CALENDAR.has(given) && !BRANDS_AND_PLACES.has(given);
}
/** A middle initial: "Lester B. Pearson", "Matt G Smith". */
const INITIAL = /^\p{Lu}\.?$/u;

/**
 * What may follow a name and belongs to it: "Jr." and "Sr." ("Martin Luther King Jr.") and a regnal number
 * ("Louis VI", "Henry VIII", "John Smith III"), also before a possessive ("Louis XVI's finance minister").
 * "I" alone is left out: "Elizabeth I think" is a pronoun.
 */
const SUFFIX_SOURCE = String.raw`(?:,?[ \t]{1,3}(?:Jr|Sr)\.?(?![\p{L}\p{N}_])|[ \t]{1,3}(?:I{2,3}|I[VX]|VI{0,3}|XI{0,3}|XI[VX]|XVI{0,3})(?=['’]s(?![\p{L}\p{N}_])|(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])))`;
const SUFFIX = new RegExp(`${SUFFIX_SOURCE}$`, 'u');
const REGNAL = /[ \t](?:I{2,3}|I[VX]|VI{0,3}|XI{0,3}|XI[VX]|XVI{0,3})$/u;

/** An Arabic family name with its article or patronymic joined by a hyphen: "al-Assad", "el-Sisi", "bin-Laden". */
const JOINED_PARTICLE_NAME_SOURCE = String.raw`(?:al|el|ad|ash|as|at|az|an|ar|ud|ul|abd|abu|bin|ibn)-\p{Lu}[\p{Ll}\p{M}]{1,24}(?![\p{L}\p{N}_])`;
const JOINED_PARTICLE_NAME = new RegExp(`^${JOINED_PARTICLE_NAME_SOURCE}$`, 'u');

/**
 * Family names of China, Korea and Vietnam as they are romanised: with a hyphenated Korean given name
 * ("Ji-woo Park", "Kim Jong-un") or a Chinese given name in pinyin ("Xi Jinping") they make a name, though
 * most of them are also words or places ("Park", "Lee", "Xi", "Moon").
 */
const EAST_ASIAN_SURNAMES = new Set([
  'kim', 'lee', 'yi', 'park', 'pak', 'choi', 'choe', 'jung', 'jeong', 'chung', 'kang', 'cho', 'jo', 'yoon', 'yun', 'jang', 'chang', 'lim', 'im',
  'han', 'oh', 'seo', 'suh', 'shin', 'sin', 'kwon', 'hwang', 'ahn', 'an', 'song', 'yoo', 'yu', 'hong', 'jeon', 'jun', 'ko', 'go', 'moon', 'mun',
  'yang', 'son', 'bae', 'baek', 'paik', 'heo', 'nam', 'noh', 'roh', 'ha', 'kwak', 'ryu', 'yoo', 'woo', 'min', 'ju', 'na', 'gu', 'koo',
  'wang', 'li', 'zhang', 'liu', 'chen', 'huang', 'zhao', 'wu', 'zhou', 'xu', 'sun', 'ma', 'zhu', 'hu', 'guo', 'he', 'lin', 'luo', 'gao', 'xi',
  'deng', 'tang', 'feng', 'cao', 'peng', 'zeng', 'xiao', 'tian', 'dong', 'dou', 'pan', 'yuan', 'cai', 'jiang', 'du', 'ye', 'cheng', 'wei', 'su', 'lu',
  'ding', 'ren', 'shen', 'yao', 'zhong', 'tan', 'liao', 'fan', 'fang', 'shi', 'qian', 'qin', 'bai', 'mao', 'hou', 'meng', 'xie', 'han', 'long',
  'wong', 'chan', 'leung', 'cheung', 'ho', 'ng', 'lau', 'tse', 'yip', 'kwok', 'lai', 'mak', 'tsang', 'chow', 'choy', 'fung', 'tam', 'poon',
  'nguyen', 'tran', 'le', 'pham', 'hoang', 'huynh', 'phan', 'vu', 'vo', 'dang', 'bui', 'do', 'ngo', 'duong', 'ly', 'trinh', 'dinh', 'truong',
]);
/** A Korean given name as it is romanised: two syllables joined by a hyphen, the second in lower case ("Ji-woo", "Jong-un"). */
const HYPHENATED_GIVEN = /^\p{Lu}\p{Ll}{0,6}-\p{Ll}{1,6}$/u;
/** A Chinese given name in pinyin, two or three syllables without tone marks ("Jinping", "Keqiang", "Zedong"). */
const PINYIN = /^(?:(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ui|ue|er|a|o|e|i|u)){2,3}$/;
/** Whether two words make an East Asian name: a family name and a romanised given name, either way round. */
function eastAsianName(first: string, second: string): boolean {
  const a = stem(first);
  const b = stem(second);
  if (EAST_ASIAN_SURNAMES.has(b) && HYPHENATED_GIVEN.test(first)) return true;
  if (!EAST_ASIAN_SURNAMES.has(a) || !/^\p{Lu}/u.test(second)) return false;
  if (HYPHENATED_GIVEN.test(second.replace(POSSESSIVE, ''))) return true;
  // "Xi Jinping", "Deng Xiaoping": a given name in pinyin that is no word.
  return b.length >= 4 && PINYIN.test(b) && !ENGLISH.has(b) && (!PROPER_NOUNS.has(b) || GIVEN.has(b));
}

/** Words that never continue a name, capitalised in a title or not ("Tina And", "Grace Of"). */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'by', 'from', 'as', 'into', 'onto', 'over', 'under',
  'is', 'are', 'was', 'were', 'be', 'been', 'am', 'has', 'have', 'had', 'do', 'does', 'did', 'will', 'would', 'can', 'could', 'should', 'may',
  'might', 'must', 'shall', 'not', 'no', 'yes', 'if', 'then', 'than', 'so', 'it', 'its', 'this', 'that', 'these', 'those', 'he', 'she', 'we',
  'they', 'you', 'i', 'me', 'him', 'her', 'us', 'them', 'my', 'your', 'his', 'our', 'their', 'who', 'what', 'when', 'where', 'why', 'how',
  'all', 'any', 'some', 'every', 'each', 'via', 'per', 'about', 'after', 'before', 'here', 'there', 'now', 'today', 'tomorrow', 'yesterday',
  'please', 'thanks', 'hi', 'hello', 'dear', 'ok', 'okay', 'new', 'team', 'up', 'down', 'out', 'off', 'away', 'back', 'key', 'keys',
]);
/** Family names that are also words for places ("Grace Park", "Anna Hall"): a surname right after a given name in mid-sentence. */
const SURNAME_PLACE_WORDS = new Set(['park', 'hall', 'hill', 'hills', 'wood', 'woods', 'ford', 'lane', 'field', 'fields', 'brook', 'brooks', 'house']);
/**
 * Whether a capitalised word right after a given name can be its surname, though it is also a word ("Tina
 * Fey", "Grace Park"): not a function word, a weekday, a title or rank, an organisation or place word that
 * no family bears, or a product's capitals.
 */
function surnameWord(word: string, placeSurnames = false): boolean {
  const k = stem(word);
  if (k.length < 2 || FUNCTION_WORDS.has(k) || CALENDAR.has(k) || TITLES.has(k) || INNER_CAPITAL.test(word) || CONTRACTION.test(word)) return false;
  if (RANK_WORDS.has(k) || ORGANISATION_WORDS.has(k)) return SURNAMES.has(k) && ((placeSurnames && SURNAME_PLACE_WORDS.has(k)) || RANK_WORDS.has(k));
  return true;
}

/** Family-name particles written in lower case between names ("Ludwig van Beethoven", "Fatima al-Zahra"). */
const PARTICLES = String.raw`(?:van der|van den|van de|de la|de los|van|von|der|den|de|del|della|di|da|do|dos|das|du|le|la|bin|binti|ibn|al|el|ter|ten|st\.)`;

/** One capitalised word: "Alice", "McCarthy", "O'Connor", "Jean-Luc", "McDonald-O'Brien", "Björn", each part bounded. */
/** A capitalised word of a name after its capital: "Sean", "McDonald", "O'Brien", "Jean-Luc", "Okonkwo-Adeyemi". */
const NAME_WORD_AFTER_CAPITAL = String.raw`[\p{Ll}\p{M}]{0,24}(?:\p{Lu}[\p{Ll}\p{M}]{1,24})?(?:['’]\p{Lu}?[\p{Ll}\p{M}]{1,24})?(?:-(?:\p{Lu}['’])?\p{Lu}?[\p{Ll}\p{M}]{1,24}(?:\p{Lu}[\p{Ll}\p{M}]{1,24})?){0,2}(?![\p{L}\p{N}_])`;
const NAME_WORD = String.raw`\p{Lu}${NAME_WORD_AFTER_CAPITAL}`;

/**
 * Where a name may start: not inside a word, a number or an abbreviation, nor after an apostrophe inside a word
 * ("O'Brien" is one name, "don't" no name at all); an opening single quote is fine ("the user 'Gabriela Costa'").
 */
const NAME_START = String.raw`(?<![\p{L}\p{N}_’.-]|[\p{L}\p{N}_’.-]')`;

const NON_ASCII = /[^\p{ASCII}]/u;
const key = (word: string) => (NON_ASCII.test(word) ? word.normalize('NFC').toLowerCase().replace(/’/g, "'") : word.toLowerCase());
/** A word's letters without their accents, as lists written in ASCII hold it: "ayşe" is ayse, "yılmaz" yilmaz. */
const FOLDED_LETTERS: Record<string, string> = { ı: 'i', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', ł: 'l', þ: 'th' };
const fold = (k: string) => (NON_ASCII.test(k) ? k.normalize('NFD').replace(/\p{M}/gu, '').replace(/[ıøæœßđðłþ]/g, (c) => FOLDED_LETTERS[c]!) : k);
/** A word without its possessive ending: "Kenji's" is Kenji. */
const POSSESSIVE = /['’]s$/;
const stem = (word: string) => key(word.replace(POSSESSIVE, ''));

type WordClass = 'given' | 'surname' | 'unlisted' | 'none';

/** What one word can be in a name; 'none' stops a name (a common word, a title, a brand, a weekday). */
/** Capitals inside a word that name prefixes do not explain: "JavaScript", "GitHub" are products. */
const INNER_CAPITAL = /^(?!Mc|Mac|Fitz|De|Di|Da|La|Le|Van|Von)\p{Lu}\p{Ll}*\p{Lu}/u;

/** What a word can be, first in a name and later in one; words recur from text to text, so the answers are kept. */
interface WordFacts {
  first: WordClass;
  later: WordClass;
  /** A name that is also an English word and no common name, or not listed: it needs company or a cue. */
  weak: boolean;
  /** A word of English that is no common given name ("Fix", "See", "Driver"): no name starts with it. */
  plain: boolean;
  /** A word of English that is no common name at all ("Code"): it ends a name ("Claude Code"), where "Smith" does not. */
  plainLater: boolean;
  /** A listed name that words saying a name follows make one, whatever else it is (namedWord). */
  named: boolean;
}
const MEMO = new Map<string, WordFacts>();
const MEMO_LIMIT = 20_000;

function factsOf(word: string): WordFacts {
  let facts = MEMO.get(word);
  if (facts === undefined) {
    if (MEMO.size >= MEMO_LIMIT) MEMO.clear();
    const k = stem(word);
    const first = classify(word, 0);
    facts = {
      first,
      later: classify(word, 1),
      weak: (NAME_WORDS.has(k) && !COMMON.has(k)) || first === 'unlisted',
      // Only a common given name outweighs the word in first place: "John Smith", not "Driver License".
      plain: ENGLISH.has(k) && !(COMMON.has(k) && GIVEN.has(k)),
      plainLater: ENGLISH.has(k) && !COMMON.has(k),
      named: (SURNAMES.has(k) || GIVEN.has(k)) && !FUNCTION_WORDS.has(k) && !CALENDAR.has(k) && !CONTRACTION.test(word),
    };
    MEMO.set(word, facts);
  }
  return facts;
}

const classOf = (word: string, position = 0): WordClass => (position === 0 ? factsOf(word).first : factsOf(word).later);

/** An apostrophe that is no possessive and starts no capitalised part: a contraction ("I'm", "don't"). */
const CONTRACTION = /['’](?!s$)\p{Ll}/u;

function classify(word: string, position: number): WordClass {
  const k = stem(word);
  if (CONTRACTION.test(word)) return 'none';
  if (k.length < 2 || CALENDAR.has(k) || (position === 0 && (BRANDS_AND_PLACES.has(k) || COUNTRIES.has(k) || PLACE_PREFIX_WORDS.has(k))) || TITLES.has(k) || RANK_WORDS.has(k) || ORGANISATION_WORDS.has(k) || PROPER_NOUNS.has(k) || INNER_CAPITAL.test(word)) return 'none';
  const parts = k.split('-');
  const folded = fold(k);
  const listed = (set: Set<string>) =>
    set.has(k) || set.has(k.replace(/'/g, '')) || (folded !== k && set.has(folded)) || (parts.length > 1 && parts.every((p) => set.has(p) || GIVEN.has(p) || SURNAMES.has(p) || set.has(fold(p))));
  if (listed(GIVEN) || romanizedGivenName(k, (part) => ENGLISH.has(part))) return 'given';
  if (listed(SURNAMES)) return 'surname';
  return ENGLISH.has(k) || parts.some((p) => ENGLISH.has(p) && !GIVEN.has(p) && !SURNAMES.has(p)) ? 'none' : 'unlisted';
}

/** A name that is also an English word, or not listed at all: it needs company or a cue to count. */
const weak = (word: string) => factsOf(word).weak;
const plainWord = (word: string) => factsOf(word).plain;

const wordsOf = (candidate: string) => candidate.split(/\s+/);

/** A common given name that is no English word: "Tina", "William", not "Will" or "Rose". */
/** A given name no dictionary holds as a word, and no brand, place or product: "Priya", "Dmitri". */
const plainGivenName = (word: string) => PLAIN_GIVEN_NAMES.has(stem(word)) && !BRANDS_AND_PLACES.has(stem(word)) && !PRODUCT_NAMES.has(stem(word)) && !CALENDAR.has(stem(word));
const clearGivenName = (word: string) => COMMON.has(stem(word)) && GIVEN.has(stem(word)) && !ENGLISH.has(stem(word)) && !BRANDS_AND_PLACES.has(stem(word)) && !PRODUCT_NAMES.has(stem(word));
/**
 * A surname the word lists would not take alone: a proper noun of the dictionary ("Rehnquist"). One that is
 * also a word ("Fey") is not taken: nothing here tells it from "Claude Code".
 */
const surnameAfterGivenName = (word: string) => {
  const k = stem(word);
  if (CALENDAR.has(k) || TITLES.has(k) || RANK_WORDS.has(k) || ORGANISATION_WORDS.has(k) || BRANDS_AND_PLACES.has(k) || INNER_CAPITAL.test(word) || CONTRACTION.test(word)) return false;
  return PROPER_NOUNS.has(k);
};

/** Whether the word at `i` is a listed surname that is no English word: "Okafor", "MacDonald", not "Fey" or "Young". */
const strongSurname = (word: string) => JOINED_PARTICLE_NAME.test(word) || (SURNAMES.has(stem(word)) && !ENGLISH.has(stem(word)) && !weak(word));
/** The same for the first name word after `from`, past middle initials ("Rod L. MacDonald"). */
function strongSurnameAt(words: ReadonlyArray<{ word: string }>, classes: ReadonlyArray<string>, from: number, onlySurname = false): boolean {
  let i = from;
  while (i < words.length && INITIAL.test(words[i]!.word)) i++;
  if (i >= words.length || !(classes[i] === 'surname' || classes[i] === 'given') || !strongSurname(words[i]!.word)) return false;
  return !onlySurname || !GIVEN.has(stem(words[i]!.word));
}

/**
 * How much of a run of capitalised words is a name: from its first word while each word can be part of
 * one, given name first (or a surname followed by a given name, as family names lead in East Asia and
 * Hungary), lower-case particles let through; 0 when it does not start with a name or runs into an
 * organisation or place word ("Stanford University"). A possessive ending is left out of the value.
 */
function nameLength(candidate: string): number {
  // Asked twice of each candidate (whether it needs a cue, then to validate it), and runs of capitalised
  // words recur from text to text as words do (MEMO): the answers are kept.
  let length = NAME_MEMO.get(candidate);
  if (length === undefined) {
    // Measured before the answer is kept: a suffix's name is measured on its own first ("Louis VI").
    length = measureName(candidate);
    if (NAME_MEMO.size >= MEMO_LIMIT) NAME_MEMO.clear();
    NAME_MEMO.set(candidate, length);
  }
  return length;
}
const NAME_MEMO = new Map<string, number>();

function measureName(candidate: string): number {
  const suffix = SUFFIX.exec(candidate);
  if (suffix !== null) {
    // "Louis VI", "Martin Luther King Jr.": the suffix belongs to a whole name before it, and a regnal
    // number makes a listed given name a person by itself.
    const name = candidate.slice(0, suffix.index);
    const length = /\s/.test(name) ? nameLength(name) : GIVEN.has(stem(name)) && classOf(name) !== 'none' && REGNAL.test(candidate) ? name.length : nameLength(name);
    return length === name.length ? candidate.length : length;
  }
  const space = candidate.search(/\s/);
  if (space > 0) {
    // "Ji-woo Park", "Kim Jong-un", "Xi Jinping": a romanised East Asian name, though its family name is a word.
    const second = /^\s+(\S+)/.exec(candidate.slice(space));
    if (second !== null && eastAsianName(candidate.slice(0, space), second[1]!)) {
      const end = space + second[0].length;
      return POSSESSIVE.test(second[1]!) ? end - 2 : end;
    }
  }
  return nameRunLength(candidate, space);
}

function nameRunLength(candidate: string, space: number): number {
  // Most runs are one capitalised word that starts a sentence: settle those on the first word's facts alone.
  const firstFacts = factsOf(space < 0 ? candidate : candidate.slice(0, space));
  if (firstFacts.first === 'none' || (space < 0 && (firstFacts.plain || firstFacts.first === 'unlisted' || PRODUCT_NAMES.has(stem(candidate))))) return 0;
  const words = [...candidate.matchAll(/\S+/g)].map((m) => ({ word: m[0], end: m.index + m[0].length }));
  // A possessive ends the name: the words after it are what the person has ("Jagan Kumar's Voter ID"), and
  // are not read as more of the name (where "Kumar" would no longer be the last word after "Jagan").
  const owner = words.findIndex((w) => POSSESSIVE.test(w.word));
  if (owner > 0 && owner < words.length - 1) return nameRunLength(candidate.slice(0, words[owner]!.end), space);
  // After the first word, an English word that is no common name ends the name ("Claude Code"), unless a
  // capitalised particle stands before it ("Nguyen Van An"); a middle initial and a particle do not end one.
  const classes = words.map(({ word }, i): WordClass | 'particle' => {
    // "Bashar al-Assad": a family name joined to its article.
    if (i > 0 && JOINED_PARTICLE_NAME.test(word)) return 'surname';
    if (/^\p{Ll}/u.test(word)) return 'particle';
    if (i === 0) return classOf(word, 0);
    if (INITIAL.test(word) || (CAPITAL_PARTICLES.has(word.toLowerCase()) && i < words.length - 1)) return 'particle';
    // The syllables of a Vietnamese given name after its middle name ("Tran Thi Thu Ha", "Nguyen Van Minh Duc").
    if (i >= 3 && /^(?:thi|van|thị|văn)$/iu.test(words[i - 2]!.word) && /^\p{Lu}[\p{Ll}\p{M}]{0,5}$/u.test(word) && /^\p{Lu}[\p{Ll}\p{M}]{0,5}$/u.test(words[i - 1]!.word) && !FUNCTION_WORDS.has(stem(word))) return 'given';
    const before = words[i - 1]!.word;
    if (/^\p{Lu}/u.test(before) && CAPITAL_PARTICLES.has(before.toLowerCase())) return GIVEN.has(stem(word)) || SURNAMES.has(stem(word)) ? 'given' : classOf(word, i);
    // After a particle in lower case, a family name the dictionary holds as a proper noun or a word ("Ludwig van
    // Beethoven", "Osama bin Laden").
    if (/^\p{Ll}/u.test(before) && i >= 2 && surnameWord(word) && (PROPER_NOUNS.has(stem(word)) || ENGLISH.has(stem(word)))) return 'surname';
    // Right after a common given name that is no word, a listed surname that is also a word ("Tina Fey") or
    // a proper noun of the dictionary ("William Rehnquist") is a surname; so is any capitalised word after a
    // given name and a middle initial ("George W. Bush"), but a function word or a title.
    if (i === 1 && (clearGivenName(words[0]!.word) || plainGivenName(words[0]!.word)) && (surnameAfterGivenName(word) || (SURNAMES.has(stem(word)) && surnameWord(word)))) return 'surname';
    if (i >= 2 && INITIAL.test(before) && classOf(words[0]!.word) === 'given' && words.slice(1, i).every((w) => INITIAL.test(w.word) || classOf(w.word, 1) !== 'none') && surnameWord(word)) return 'surname';
    // A family name that is also a rank ("Martin Luther King", "John Major") after a name.
    if (RANK_WORDS.has(stem(word)) && SURNAMES.has(stem(word)) && classOf(before, 1) !== 'none' && !INITIAL.test(before)) return 'surname';
    if (factsOf(word).plainLater) return 'none';
    // An unlisted word with a family name's ending is one after a name ("Aigerim Bekova", "Dilnoza Karimova").
    const wordClass = classOf(word, i);
    return wordClass === 'unlisted' && SURNAME_ENDING.test(word) ? 'surname' : wordClass;
  });
  const first = classes[0];
  if (first === 'particle' || first === 'none') return 0;
  // A given name that is also a word ("Rod") starts a name only before a surname that is none ("Rod MacDonald").
  // "Per Sarah's request" is not one: the surname must be no given name as well.
  if (plainWord(words[0]!.word) && !(first === 'given' && strongSurnameAt(words, classes, 1, true))) return 0;
  // A given name, listed or no word, before a Gaelic particle and a family name: "Saoirse Ní Bhriain".
  if (gaelicName(words.map((w) => w.word))) return POSSESSIVE.test(words[2]!.word) ? words[2]!.end - 2 : words[2]!.end;
  // An unlisted first word starts a name before a surname ("Chidi Okafor"), or before a given name and a
  // surname, as a middle name stands ("Tariq Ahmed Dar").
  const middleThenSurname = classes[1] === 'given' && (classes[2] === 'unlisted' || (classes[2] === 'surname' && !weak(words[2]!.word)));
  // A family name the lists also hold as a given name counts after it too ("Shinzo Abe").
  const surnameSecond = classes[1] === 'surname' || (classes[1] === 'given' && words.length === 2 && strongSurname(words[1]!.word));
  // Or before the particles of a family name and the name itself ("Wim van den Broek", "Wim de Vries"), which
  // still needs its cue when the family name is unlisted (needsCue).
  const afterParticles = first === 'unlisted' && classes[1] === 'particle' ? classes.findIndex((c, i) => i > 1 && c !== 'particle') : -1;
  const particleSurname = afterParticles > 1 && (classes[afterParticles] === 'surname' || classes[afterParticles] === 'unlisted');
  if (first === 'unlisted' && !middleThenSurname && !particleSurname && (!surnameSecond || (weak(words[1]!.word) && !JOINED_PARTICLE_NAME.test(words[1]!.word) && !SURNAME_ENDING.test(words[1]!.word)))) return 0;
  let count = 1;
  while (count < words.length && classes[count] !== 'none' && !POSSESSIVE.test(words[count - 1]!.word)) count++;
  while (count > 1 && classes[count - 1] === 'particle') count--;
  if (count < words.length && ORGANISATION_WORDS.has(stem(words[count]!.word))) return 0;
  if (count === 1 && PRODUCT_NAMES.has(stem(words[0]!.word))) return 0;
  const last = words[count - 1]!;
  return POSSESSIVE.test(last.word) ? last.end - 2 : last.end;
}

/**
 * One listed name is a person only beside a cue; so is a run whose every word is also an English word or
 * unlisted ("Will Young", "Grace Park").
 */
const needsCue = (value: string): boolean => {
  // Judged before its possessive ending is cut off, a name's own "'s" is its cue.
  if (POSSESSIVE.test(value)) return false;
  const suffix = SUFFIX.exec(value);
  // A regnal number says a person is meant ("Louis VI"); "Jr." leaves the name before it to be judged.
  if (suffix !== null) return !REGNAL.test(value) && needsCue(value.slice(0, suffix.index));
  const pair = /^(\S+)\s+(\S+)/.exec(value);
  if (pair !== null && eastAsianName(pair[1]!, pair[2]!)) return false;
  if (gaelicName(wordsOf(value))) return false;
  const words = wordsOf(value).filter((w) => (!/^\p{Ll}/u.test(w) || JOINED_PARTICLE_NAME.test(w)) && !INITIAL.test(w));
  if (words.length < 2) return true;
  // A given name the gazetteer lacks ("Chidi", "Ananya") before a surname it has that is no word ("Okafor", "Iyer").
  // So does one before a family name no list holds that ends as one does and is no word ("Šemsudin Vrhovski").
  if (classOf(words[0]!) === 'unlisted') return !strongSurname(words[1]!) && !endingSurname(words[1]!) && !(words.length > 2 && classOf(words[1]!, 1) === 'given' && (strongSurname(words[2]!) || classOf(words[2]!, 1) === 'unlisted'));
  return weak(words[0]!) || words.every(weak);
};

/** Offices news writes in lower case before a name ("Deputy prime minister Ehud Olmert", "opposition leader Juan Guaidó"). */
const PUBLIC_OFFICES = ['minister', 'prime minister', 'premier', 'senator', 'governor', 'mayor', 'ambassador', 'envoy', 'chancellor', 'commander', 'speaker', 'leader', 'prosecutor'];
/** Words before a name that say a person follows. */
const PERSON_CUES = contextMatcher(
  [
    ...TITLES, 'mr.', 'mrs.', 'ms.', 'dr.', 'prof.',
    'my manager', 'my colleague', 'my coworker', 'my co-worker', 'my boss', 'my supervisor', 'my teammate', 'my assistant', 'my client',
    'my friend', 'my wife', 'my husband', 'my partner', 'my son', 'my daughter', 'my mother', 'my father', 'my mom', 'my dad', 'my sister',
    'my brother', 'my doctor', 'my neighbour', 'my neighbor', 'my tenant', 'my landlord', 'my employee', 'my patient', 'my intern',
    'name', 'names', 'full name', 'first name', 'last name', 'surname', 'given name', 'named', 'called', 'name is', 'i am', "i'm", 'this is',
    'dear', 'hi', 'hello', 'hey', 'thanks', 'thank you', 'regards', 'best regards', 'kind regards', 'best wishes', 'cheers', 'sincerely',
    'cc:', 'bcc:', 'from:', 'to:', 'attn:', 'attendees', 'attendee', 'participants', 'invitees', 'owner', 'assignee', 'assigned to',
    'reviewer', 'approver', 'approved by', 'signed', 'signed by', 'author', 'written by', 'reported by', 'employee', 'patient',
    'customer', 'candidate', 'applicant', 'manager', 'colleague', 'mother', 'father', 'wife', 'husband', 'son', 'daughter', 'née', 'nee',
    // Kin after any possessive, as biographies name them ("Jared Leto and his brother, Shannon").
    'brother', 'sister', 'cousin', 'uncle', 'aunt', 'nephew', 'niece', 'grandson', 'granddaughter', 'stepson', 'stepdaughter',
    'ceo', 'cfo', 'cto', 'coo', 'cio', 'ciso', 'founder', 'co-founder', 'cofounder', 'chairman', 'chairwoman', 'intern', 'new hire',
    // The role right before a name outweighs a word about products further back ("brand chief Herbert Diess", "library maintainer ...").
    'chief', 'head of', 'director', 'president', 'vice president', 'spokesperson', 'spokesman', 'spokeswoman', 'maintainer', 'executive',
    'team lead', 'tech lead', 'lead engineer', 'engineer', 'developer', 'designer', 'analyst', 'consultant', 'contractor', 'recruiter',
    ...PUBLIC_OFFICES,
  ],
);

/** What follows a name and says it is one: a possessive ("Kenji's report"), or what people do ("Alice said"). */
const PERSON_FOLLOWERS = contextMatcher(
  [
    // "Cabral, (born 22 October 1988)": an encyclopaedia opens a life with its birth.
    'born', 'née',
    'said', 'says', 'wrote', 'writes', 'asked', 'asks', 'told', 'tells', 'replied', 'replies', 'mentioned', 'mentions', 'emailed', 'called',
    'texted', 'phoned', 'answered', 'explained', 'explains', 'suggested', 'suggests', 'promised', 'expressed', 'arrived', 'arrives', 'joined',
    'joins', 'flew', 'moved', 'looked', 'looks', 'sneaks', 'sneaked', 'gazes', 'gazed', 'lives', 'lived', 'met', 'meets', 'went', 'came',
    'left', 'bought', 'sold', 'played', 'founded', 'won', 'forgot', 'forgets', 'remembered', 'remembers', 'wants', 'wanted', 'thinks',
    'thought', 'knows', 'knew', 'worked', 'signed', 'approved', 'agreed', 'agrees', 'decided', 'decides', 'laughed', 'smiled', 'sang',
    'married', 'visited', 'manages', 'managed', 'believes', 'believed', 'feels', 'felt', 'saw', 'heard', 'walked', 'drove', 'ate', 'likes',
    'liked', 'loves', 'loved', 'hates', 'hated', 'studied', 'graduated', 'resigned', 'retired', 'quit', 'hired', 'promoted', 'apologized',
    'apologised', 'complained', 'insisted', 'recommended', 'confirmed', 'declined', 'shaved', 'cried', 'smiles', 'laughs', 'cries',
    'announced', 'presented', 'reported', 'noticed', 'noted', 'admitted', 'denied', 'claimed', 'argued', 'warned',
    'spoke', 'speaks', 'stated', 'states', 'added', 'commented', 'responded', 'tweeted', 'posted', 'testified', 'acknowledged', 'revealed',
    'emphasized', 'emphasised', 'hosted', 'starred', 'directed', 'died', 'resigns', 'retires', 'sued', 'interviewed',
    'seems', 'seemed', 'needs', 'needed', 'sent', 'sends', 'gave', 'gives', 'took', 'tried', 'tries', 'hopes', 'hoped', 'plans', 'planned',
    // What people do at work: "Tom reviewed the contract", "Jack booked the room".
    'reviewed', 'reviews', 'shipped', 'booked', 'fixed', 'finished', 'merged', 'submitted', 'drafted', 'scheduled', 'prepared', 'requested',
    'rejected', 'accepted', 'attended', 'organised', 'organized', 'completed', 'delivered', 'owns', 'leads', 'paid', 'led', 'handled',
    'invited', 'thanked', 'emails', 'signs', 'teaches', 'taught', 'negotiated', 'interviewed', 'hired', 'trained', 'volunteered', 'wrote',
    // The work that is a person's: "the Cazares novel" (a team has fans too: "Leeds fan").
    'novel', 'novels', 'concert', 'concerts', 'biography', 'memoir', 'memoirs', 'discography', 'songbook',
  ],
  [/['’]s/],
);

/** Words before a run that make it a place or a thing ("the Hilton hotel", "visit Jordan"). */
const NOT_PERSON_CUES = contextMatcher([
  'visit', 'visiting', 'city of', 'state of', 'republic of', 'kingdom of', 'located in', 'based in', 'flight to', 'brand', 'product',
  'package', 'library', 'module', 'plugin', 'class', 'function', 'method', 'version', 'model',
]);

/** Two capitalised words, each a listed name or no English word: an item of a list of full names. */
const LIST_ITEM = String.raw`\p{Lu}[\p{Ll}\p{M}]{1,24}(?:[ \t]\p{Lu}\.)?[ \t]\p{Lu}[\p{Ll}\p{M}]{1,24}`;
const ITEMS_BEFORE = new RegExp(String.raw`(?:(${LIST_ITEM})(?:,[ \t]|,?[ \t]and[ \t]))+$`, 'u');
const ITEMS_AFTER = new RegExp(String.raw`^(?:(?:,[ \t]|,?[ \t]and[ \t])(${LIST_ITEM}))+`, 'u');
const ITEM_GLOBAL = new RegExp(LIST_ITEM, 'gu');
/**
 * A full name no list holds, as an item of a list of full names one of which is a person's: "our founders:
 * Halina Zielinska, Hatsuho Yoneda and Gojislav Jukić". Each item is two capitalised words; the others may
 * be unlisted, but no English word, place, brand or title ("Visual Studio, Android Studio and Xcode").
 */
function listedWithPeople(candidate: string, text: string, start: number): number {
  const end = start + candidate.length;
  const next = text.charCodeAt(end);
  const joined = next === 44 /* , */ || text.startsWith(' and ', end) || text.charCodeAt(start - 2) === 44 || text.startsWith(' and ', start - 5);
  if (!joined || !/^\p{Lu}\S*[ \t]\p{Lu}\S*$/u.test(candidate)) return 0;
  const unlisted = unlistedNameWords(candidate, true);
  // A listed given name before a family name that is also a word ("Art Widner", "Harry Turtledove"), among at
  // least two full names the rules read as people's.
  const [first, second] = wordsOf(candidate) as [string, string];
  const givenFirst = GIVEN.has(stem(first)) && !FUNCTION_WORDS.has(stem(first)) && surnameWord(second) && !BRANDS_AND_PLACES.has(stem(second)) && !COUNTRIES.has(stem(second));
  if (!unlisted && !givenFirst) return 0;
  const before = ITEMS_BEFORE.exec(text.slice(Math.max(0, start - 240), start))?.[0] ?? '';
  const after = ITEMS_AFTER.exec(text.slice(end, end + 240))?.[0] ?? '';
  const others = [...`${before} ${after}`.matchAll(ITEM_GLOBAL)].map((m) => m[0]);
  const people = others.filter((item) => nameLength(item) === item.length).length;
  if (unlisted && others.length > 0 && others.every((item) => unlistedNameWords(item.replace(MIDDLE_INITIAL, ' '), true)) && people > 0) return candidate.length;
  return givenFirst && people >= 2 ? candidate.length : 0;
}
/** A middle initial between a list item's names ("James P. Hogan"). */
const MIDDLE_INITIAL = /[ \t]\p{Lu}\.[ \t]/u;

/**
 * Endings that family names of many cultures share and no English word has: Slavic (-ov, -ski, -ić, -vič,
 * -czyk, -wicz, -enko), Baltic (-auskas, -evičius, -ienė, -aitė, -ytė, -iņš), Nordic (-sson, -sen, -dóttir),
 * Finnish (-nen), Romanian (-escu), Greek (-poulos, -idis, -akis), Turkish (-oğlu), Armenian (-yan),
 * Georgian (-shvili, -dze).
 */
const SURNAME_ENDING =
  /\p{Ll}{2}(?:ov|ova|ová|ev|eva|ski|ska|sky|skaya|skiy|ić|ič|vić|vič|ovic|evic|ovich|evich|czyk|wicz|enko|auskas|iauskas|evičius|avičius|ienė|aitė|ytė|iņš|sson|sen|dóttir|dottir|nen|escu|poulos|poulou|idis|akis|oglu|oğlu|yan|shvili|dze|ieff|eff)$/u;
/** An unlisted word with a family name's ending that is no English word ("Vrhovski", "Bekova", "Ignatieff"). */
const endingSurname = (word: string) => SURNAME_ENDING.test(word.replace(POSSESSIVE, '')) && !ENGLISH.has(stem(word));
/** A lone word that can only be a family name: a listed name that is no English word, or one with a family name's ending. */
function familyNameAlone(word: string): boolean {
  if (positionedNameLength(word) !== word.length) return false;
  const k = stem(word);
  return endingSurname(word) || ((SURNAMES.has(k) || SURNAMES.has(fold(k))) && !ENGLISH.has(k) && !weak(word));
}
/** What two people joined by "and" do or are together, right after the second: "were", "met", "washed". */
const PAIR_VERB_SOURCE = String.raw`(?:were|are|have|had|both|will|would|did|met|wrote|played|sang|became|married|founded|worked|\p{Ll}{2,20}ed)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])`;
const PAIR_AFTER = new RegExp(String.raw`^[ \t]and[ \t](\p{Lu}[\p{Ll}\p{M}]{1,24})(?=[ \t]${PAIR_VERB_SOURCE})`, 'u');
const PAIR_BEFORE = /(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])(\p{Lu}[\p{Ll}\p{M}]{1,24})[ \t]and[ \t]$/u;
const PAIR_VERB = new RegExp(String.raw`^[ \t]${PAIR_VERB_SOURCE}`, 'u');
/** A word that is a name by itself: a family name no word shares, or a given name no word, brand or place shares. */
const nameByItself = (word: string) => familyNameAlone(word) || plainGivenName(word) || clearGivenName(word);
/** A capitalised word that may be a name beside another: listed or unlisted, but no word, brand, place or title. */
const mayBeNameBeside = (word: string) => classOf(word) !== 'none' && positionedNameLength(word) === word.length;
/**
 * A word that is also a town's name, joined by "and" to a city's: the two are places ("Raleigh and Durham are
 * part of the Research Triangle"). A family name no place bears stays a person beside one ("Texas and Okafor").
 */
const placesPaired = (word: string, partner: string) => oneWordPlace(partner) && (oneWordTown(word) || oneWordPlace(word));
/** The same for the word at `start` and the one joined to it by "and" right before it. */
function pairedWithCityBefore(word: string, text: string, start: number): boolean {
  const partner = partnerBefore(text, start);
  return partner !== undefined && placesPaired(word, partner);
}
/** The capitalised word joined by "and" right before `start` ("Raleigh" of "Raleigh and Durham"). */
const partnerBefore = (text: string, start: number) => PAIR_BEFORE.exec(text.slice(Math.max(0, start - 32), start))?.[1];
/**
 * Two names joined by "and" before what they did: "Balabanov and Bazarov were precision engineers",
 * "Mizerová and Runólfsdóttir wrote it", "Patrick and Tucker were engineers". One a name by itself, the
 * other a word that may be one beside it; not "Kafka and Docker are", "Johnson and Johnson", nor a town's
 * name beside a city's (placesPaired).
 */
function pairedSurnames(candidate: string, text: string, start: number): number {
  const end = start + candidate.length;
  const after = text.startsWith(' and ', end) ? PAIR_AFTER.exec(text.slice(end, end + 60)) : null;
  let partner: string | undefined;
  if (after !== null) partner = after[1];
  else if (text.startsWith(' and ', start - 5) && PAIR_VERB.test(text.slice(end, end + 30))) partner = partnerBefore(text, start);
  if (partner === undefined || partner === candidate || /\s/.test(candidate) || placesPaired(candidate, partner)) return 0;
  return (nameByItself(candidate) && mayBeNameBeside(partner)) || (mayBeNameBeside(candidate) && nameByItself(partner)) ? candidate.length : 0;
}

/** What a person's name before it makes theirs: "the Cazares novel", "a Salambek Melikov concert", "a huge Tucker fan". */
const WORK_OF = /^[ \t]{1,3}(?:novels?|concerts?|albums?|biography|memoirs?|fans?|fanbase|discography|songbook)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])/u;
const WORK_ARTICLE = /(?<![\p{L}\p{N}_])(?:[Tt]he|[Aa]n?|huge|big)[ \t]{1,3}$/u;
/** A name, listed or not but no English word, between an article and the work or following that is theirs. */
/** An artist's or a composer's works after the name, with or without an article: "17th Century Zurbarán paintings", "12 Zurbarán artworks". */
const ART_OF = /^[ \t]{1,3}(?:paintings?|artworks?|drawings?|sculptures?|etchings?|frescoes|canvases|sonatas?|symphon(?:y|ies)|concertos?|operas?)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])/u;
function nameOfWork(candidate: string, text: string, start: number): number {
  const end = start + candidate.length;
  if (text.charCodeAt(end) !== 32) return 0;
  const after = text.slice(end, end + 16);
  if (!ART_OF.test(after) && !(WORK_OF.test(after) && WORK_ARTICLE.test(text.slice(Math.max(0, start - 8), start)))) return 0;
  return positionedNameLength(candidate) === candidate.length ? candidate.length : 0;
}

/** Kin and the people close to one, after "my": "remove my kid Ormazd", "my partner Salambek Melikov". */
const MY_PEOPLE_WORDS = [
  'kid', 'kids', 'child', 'son', 'daughter', 'baby', 'boy', 'girl', 'grandson', 'granddaughter', 'niece', 'nephew', 'cousin', 'aunt', 'uncle',
  'brother', 'sister', 'wife', 'husband', 'partner', 'fiancé', 'fiancée', 'fiance', 'fiancee', 'mother', 'father', 'mom', 'mum', 'dad', 'friend',
  'colleague', 'coworker', 'boss', 'manager', 'neighbour', 'neighbor', 'tenant', 'landlord', 'client', 'patient', 'stepson', 'stepdaughter',
];
const MY_PEOPLE = trieSource(MY_PEOPLE_WORDS);
/** Who makes a song, a book or a film, right before their name: "Producer Caroline Landmark", "directed by Margit Kovács". */
const MAKER_WORDS = [
  'producer', 'songwriter', 'singer', 'composer', 'novelist', 'commenter', 'guitarist', 'drummer', 'bassist', 'pianist', 'violinist', 'rapper',
  'poet', 'actor', 'actress', 'painter', 'playwright', 'screenwriter', 'conductor', 'frontman', 'frontwoman', 'vocalist', 'lyricist',
  'starring', 'directed by', 'sung by', 'narrated by', 'painted by', 'illustrated by',
  // A work of art and its maker: "a copy by Arthur Pond", "a portrait by". Not "written by" or "composed by",
  // which tools are too ("Bundle composed by Webpack 5").
  'photographed by', 'sculpted by', 'a copy by', 'a painting by', 'a portrait by', 'paintings by', 'a novel by', 'a poem by', 'an essay by',
];
const MAKERS = trieSource(MAKER_WORDS.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]));
/** What is said to or by someone, before their name: "said Guy to Breogan", "shouted at Iolanda". */
const SAYING_WORDS = ['said', 'says', 'asked', 'asks', 'shouted', 'yelled', 'screamed', 'whispered', 'replied', 'cried', 'adds', 'explains', 'writes', 'notes', 'recalls'];
const SAYING = trieSource(SAYING_WORDS);
/** The last word of a cue below, lower-cased: only a capitalised run after one of them is looked at further. */
const CUE_LAST_WORDS = new Set([
  'is', "name's", 'was', 'me', 'him', 'her', 'to', 'at', 'user:', 'a:', 'answer:', 'mr.', 'mrs.', 'ms.', 'dr.',
  ...SAYING_WORDS,
  ...MY_PEOPLE_WORDS,
  ...MAKER_WORDS.map((w) => w.split(' ').at(-1)!),
]);
/** Words before a name that say it is someone's, whatever the name: "My nam is", "Her maiden name is", "people call me", "last name?". */
const NAMING_BEFORE = /(?:(?<![\p{L}\p{N}_])(?:[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Yy]our)(?:[ \t](?:full|first|last|given|family|maiden|middle|legal|real|birth))?[ \t]nam(?:e[ \t]is|e[ \t]was|e['’]s|[ \t]is)|(?<![\p{L}\p{N}_])[Cc]all(?:s|ed)?[ \t](?:me|him|her)|(?<![\p{L}\p{N}_])(?:sur)?name(?:[ \t](?:on|of|for)[ \t](?:the|your|this|that)[ \t]\p{Ll}{2,15})?\?(?:[ \t]{1,3}\p{Lu}\p{Ll}{1,12}:)?)[ \t]{1,3}$/u;
/**
 * Looser words before a name, after which it must be no English word: kin after a possessive ("remove my
 * kid Ormazd", "their daughter Stanisława"), what is said to or by someone ("said Guy to Breogan", "shouted at Iolanda"), who made a work
 * ("directed by Margit Kovács", "Producer Spartak Ignatov", "ex-Zombie Geisler").
 */
const LOOSE_BEFORE = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}_])(?:(?:[Mm]y|[Oo]ur|[Yy]our|[Hh]is|[Hh]er|[Tt]heir)[ \t]${MY_PEOPLE}|${SAYING}(?:[ \t](?:to|at)|[ \t]\p{Lu}[\p{Ll}\p{M}]{1,24}[ \t](?:to|at))?|${MAKERS})|(?<![\p{L}\p{N}_])ex-\p{Lu}[\p{Ll}\p{M}]{1,24}|` +
    // A title written in lower case, as chat writes it ("accounts with ms. Peverell"), not a unit after a number ("84 ms.").
    String.raw`(?<![\p{L}\p{N}_.]|\d[ \t]{1,3})(?:mr|mrs|ms|dr)\.)[ \t]{1,3}$`,
  'u',
);
/**
 * How much of a capitalised run is a name because of the words right before it: any name after words that
 * say one follows ("My nam is Tünde", "Her maiden name is Kowalczyk", "people call me Guðgeir", "What's
 * your last name? Himmel", "the name on the account? User: Harwin Galesloot"), one no English word can be
 * after the looser ones (LOOSE_BEFORE; "my kid Safe", "said Done" are no names). Only a run after a word
 * such a cue ends with is looked at.
 */
function cuedByWordsBefore(candidate: string, text: string, start: number, namingOnly = false): number {
  // The word before the spaces before the candidate, read back at most 24 characters.
  let from = start;
  while (from > start - 3 && (text.charCodeAt(from - 1) === 32 || text.charCodeAt(from - 1) === 9)) from--;
  if (from === start) return 0;
  let wordStart = from;
  while (wordStart > from - 24 && wordStart > 0 && !/\s/.test(text[wordStart - 1]!)) wordStart--;
  const last = text.slice(wordStart, from).toLowerCase();
  if (!CUE_LAST_WORDS.has(last) && !last.endsWith('?') && !last.startsWith('ex-')) return 0;
  const before = text.slice(Math.max(0, start - 48), start);
  if (NAMING_BEFORE.test(before)) return namingOnly ? endWithoutPossessive(candidate) : cuedNameLength(candidate);
  return !namingOnly && LOOSE_BEFORE.test(before) ? positionedNameLength(candidate) : 0;
}

/**
 * A listed family or given name that is also a word, a rank or a title ("King", "Bell", "Young"), which only
 * words that say a name follows make a name: "Her maiden name is King", "my surname is Bell".
 */
const namedWord = (word: string): boolean => factsOf(word).named;

/** The verbs that attribute what was said to its speaker, right after the speaker's name ("Mailis said", "Tarlo explains"). */
const SPEECH_AFTER = new RegExp(
  String.raw`^[ \t]{1,3}(?:said|says|explains|explained|adds|added|writes|wrote|notes|noted|recalls|recalled|insists|insisted|argues|argued|continues|continued|admits|admitted|replied|replies|told|tells)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])`,
  'u',
);
/** A quotation just closed before the speaker's name: `...,” Mailis said`, `..." Saqib said`. */
const QUOTE_CLOSED = /(?:[,.!?…]["”]|["”],)[ \t]{1,3}$/u;
/** After the speaker's verb, the end of the sentence or of its clause: ", Tarlo explains." */
const CLAUSE_END = /^[ \t]*(?:[.!?;]|$)/u;
/** How someone behaves or feels, asked or said of them after "is": "Why is Chisaki so impulsive?", "Was Oduya always this quiet?". */
const TEMPER =
  String.raw`(?:(?:so|always|still|being|getting|this|that|very|such[ \t]an?)[ \t]{1,3}){1,2}(?:impulsive|rude|mean|angry|upset|sad|unhappy|shy|grumpy|moody|` +
  String.raw`stubborn|arrogant|selfish|jealous|nervous|anxious|polite|brave|honest|defensive|aggressive|emotional|cheerful|lazy|bossy|cranky|nosy|` +
  String.raw`clingy|needy|pushy|secretive|talkative|cocky|insecure)`;
const TEMPER_AFTER = new RegExp(String.raw`^[ \t]{1,3}${TEMPER}(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])`, 'u');
/**
 * A relative pronoun only a person takes, right after the name and its comma: "Gomery, who led", "Seagal, whose
 * grandmother"; or a birth in brackets, as an encyclopaedia opens a life ("Cabral, (born 22 October 1988)").
 */
const WHO_AFTER = /^(?:,[ \t]{1,3}(?:who|whose|\d{1,2},)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])|,?[ \t]{1,3}\((?:born|née|b\.)[ \t])/u;

/**
 * A name no list holds, where the sentence says it is someone's: the speaker of a quotation just closed
 * (`...,” Mailis said in an interview`), the speaker of a clause that ends the sentence after a comma (", Tarlo
 * explains."), the antecedent of "who" or "whose" ("Gomery, who led the inquiry"), or a life opened with its
 * birth ("Cabral, (born 22 October 1988)"). No English word, function
 * word or product: ", Officials said" and "Python, whose syntax" are none.
 */
function speakerAt(candidate: string, text: string, start: number): number {
  const end = start + candidate.length;
  const after = text.slice(end, end + 24);
  if (WHO_AFTER.test(after) || (TEMPER_AFTER.test(text.slice(end, end + 40)) && /(?:^|[^\p{L}])(?:is|was|isn['’]t|wasn['’]t)[ \t]{1,3}$/iu.test(text.slice(Math.max(0, start - 8), start)))) {
    return positionedNameLength(candidate) === candidate.length ? candidate.length : 0;
  }
  const verb = SPEECH_AFTER.exec(after);
  if (verb === null) return 0;
  const before = text.slice(Math.max(0, start - 6), start);
  const cued = QUOTE_CLOSED.test(before) || (/,[ \t]{1,3}$/.test(before) && CLAUSE_END.test(text.slice(end + verb[0].length, end + verb[0].length + 4)));
  return cued && positionedNameLength(candidate) === candidate.length ? candidate.length : 0;
}

/**
 * A run no list makes a name that is one by where it stands: after words that say a name follows, in a list
 * of full names, as a pair of family names, before the work that is theirs, as the speaker of a quotation or
 * the antecedent of "who". A run that starts with a word (most of them: "Invoice", "Version") is none of
 * these, and is settled by that word's facts alone.
 */
function unlistedNameAt(candidate: string, text: string, start: number): number {
  const space = candidate.search(/\s/);
  if (classOf(space < 0 ? candidate : candidate.slice(0, space)) === 'none') return space < 0 && namedWord(candidate) ? cuedByWordsBefore(candidate, text, start, true) : 0;
  return (
    cuedByWordsBefore(candidate, text, start) || listedWithPeople(candidate, text, start) || pairedSurnames(candidate, text, start) || nameOfWork(candidate, text, start) ||
    speakerAt(candidate, text, start)
  );
}

/** A role only a person takes on an account or a form, right after the name: "add Manlio Capon as a beneficiary". */
const ROLE_AFTER =
  /^[ \t]{1,3}as[ \t]{1,3}(?:an?|my|the|our|his|her|their)[ \t]{1,3}(?:beneficiary|guardian|executor|executrix|trustee|co-signer|cosigner|co-applicant|dependent|dependant|nominee|signatory|emergency[ \t]contact|authori[sz]ed[ \t](?:user|signer|signatory)|joint[ \t](?:account[ \t])?holder|next[ \t]of[ \t]kin|power[ \t]of[ \t]attorney)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])/u;
/**
 * A full name before the role it takes on an account or a form, whatever its words: "I want to add Manlio
 * Capon as a beneficiary" (a surname that is also a word). Two or three capitalised words, the first a given
 * name or no word, none a function word, weekday, brand, place, product or organisation word.
 */
function namedInRole(candidate: string, text: string, start: number): number {
  const end = start + candidate.length;
  // One look at the two letters after the space settles nearly every candidate.
  if (text.charCodeAt(end) !== 32 || text.charCodeAt(end + 1) !== 97 || text.charCodeAt(end + 2) !== 115 || !ROLE_AFTER.test(text.slice(end, end + 48))) return 0;
  const words = wordsOf(candidate);
  if (words.length < 2 || words.length > 3 || !['given', 'unlisted'].includes(classOf(words[0]!))) return 0;
  return words.every((w) => /^\p{Lu}/u.test(w) && !FUNCTION_WORDS.has(stem(w)) && !CALENDAR.has(stem(w)) && !BRANDS_AND_PLACES.has(stem(w)) && !PRODUCT_NAMES.has(stem(w)) && !ORGANISATION_WORDS.has(stem(w)) && !COUNTRIES.has(stem(w)))
    ? candidate.length
    : 0;
}

/** What only a person lives through, right after a word: "was born", "died", "grew up", "passed away". */
const LIFE_EVENT_AFTER = /^[ \t]{1,3}(?:was[ \t]{1,3}born|died|grew[ \t]{1,3}up|graduated|passed[ \t]{1,3}away|was[ \t]{1,3}buried)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])/u;
/** "Of" right before a word: a city of one word after it is the place ("Harriet Oyelowo, 52, of Leeds", "the mayor of Leeds"). */
const OF_BEFORE = /(?<![\p{L}\p{N}_])of[ \t]{1,3}$/iu;
const cityAfterOf = (candidate: string, text: string, start: number) => !/\s/.test(candidate) && OF_BEFORE.test(text.slice(Math.max(0, start - 6), start)) && oneWordPlace(candidate);

const AMPERSAND = 38;
/** One word after another and "&", with a possessive or a capitalised word after it: a firm's name ("Ben & Jerry's ice cream", "Harley & Royce Ltd"). */
function firmAfterAmpersand(candidate: string, text: string, start: number): boolean {
  // Most candidates have no "&" before them: one look at the character before the spaces settles those.
  let at = start - 1;
  while (at > start - 4 && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at--;
  if (text.charCodeAt(at) !== AMPERSAND || /\s/.test(candidate)) return false;
  if (!/\p{Lu}[\p{Ll}\p{M}]{0,24}[ \t]{1,3}&[ \t]{1,3}$/u.test(text.slice(Math.max(0, start - 30), start))) return false;
  const end = start + candidate.length;
  return POSSESSIVE.test(candidate) || /^(?:['’]s?|[ \t]{1,3}\p{Lu})/u.test(text.slice(end, end + 4));
}

const SURNAME_PAIR_AFTER = /^[ \t]{1,3}&[ \t]{1,3}(\p{Lu}[\p{Ll}\p{M}]{1,24}|Co\.?)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])/u;
const SURNAME_PAIR_BEFORE = /(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])(\p{Lu}[\p{Ll}\p{M}]{1,24})[ \t]{1,3}&[ \t]{1,3}$/u;
/**
 * One word joined by "&" to another where neither is a listed given name: a firm named after its founders'
 * family names ("Leggett & Platt", "Marsh & McLennan", "Deere & Co."); two people joined so are named by
 * their given names ("Priya & Rahul", "Anna & Tom").
 */
/** Whether "&" stands right after `end` or right before `start`, spaces apart. */
function ampersandBeside(text: string, start: number, end: number): boolean {
  let after = end;
  while (after < end + 3 && (text.charCodeAt(after) === 32 || text.charCodeAt(after) === 9)) after++;
  if (text.charCodeAt(after) === AMPERSAND) return true;
  let before = start - 1;
  while (before > start - 4 && (text.charCodeAt(before) === 32 || text.charCodeAt(before) === 9)) before--;
  return text.charCodeAt(before) === AMPERSAND;
}
/** A citation's year and what closes its item: "2011;", "2014)", "2005a,". */
const CITED_YEAR = String.raw`(?:1[6-9]|20)\d{2}[a-z]?[);,]`;
/** A year and the end of a citation's item after a pair: "(Heidenreich & Turano 2011;" names two authors, no firm. */
const CITATION_YEAR_AFTER = new RegExp(String.raw`^,?[ \t]{1,3}${CITED_YEAR}`);
export function firmOfFamilyNames(candidate: string, text: string, start: number): boolean {
  const end = start + candidate.length;
  // Asked of every capitalised word: one look for the "&" beside it settles nearly all.
  if (!ampersandBeside(text, start, end) || /\s/.test(candidate) || GIVEN.has(stem(candidate))) return false;
  const after = SURNAME_PAIR_AFTER.exec(text.slice(end, end + 32));
  const other = after?.[1] ?? SURNAME_PAIR_BEFORE.exec(text.slice(Math.max(0, start - 32), start))?.[1];
  const pairEnd = after ? end + after[0].length : end;
  if (CITATION_YEAR_AFTER.test(text.slice(pairEnd, pairEnd + 12))) return false;
  return other !== undefined && (/^Co\.?$/.test(other) || !GIVEN.has(stem(other)));
}

/** A given name that can stand in a pair joined by "&": listed as one, and no surname or word ("Priya", "Rahul"; not "Johnson", "Simon"). */
const pairGivenName = (word: string) => classOf(word) === 'given' && !plainWord(word) && !SURNAMES.has(stem(word)) && !ENGLISH.has(stem(word));
const AMPERSAND_AFTER = /^[ \t]*&[ \t]{1,3}(\p{Lu}[\p{Ll}\p{M}]{1,24})(?![\p{L}\p{N}_'’-]|[ \t]{1,3}(?:\p{Lu}|&))/u;
/**
 * Whether "&" and a given name follow the candidate (and nothing that makes the pair a firm's name): one that
 * is no surname or word, or any listed given name when the candidate itself is such a name ("Priya &
 * Michelle", where "Michelle" is a family name too).
 */
function pairedByAmpersand(candidate: string, text: string, end: number): boolean {
  let at = end;
  while (at < end + 3 && (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9)) at++;
  if (text.charCodeAt(at) !== AMPERSAND) return false;
  const next = AMPERSAND_AFTER.exec(text.slice(end, end + 40))?.[1];
  return next !== undefined && (pairGivenName(next) || (classOf(next) === 'given' && pairGivenName(candidate)));
}
const AMPERSAND_BEFORE = /(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])(\p{Lu}[\p{Ll}\p{M}]{1,24})[ \t]{1,3}&[ \t]*$/u;
/**
 * A listed name joined by "&" to a given name that is no surname or word: two people named as "and" names
 * them ("Priya & Rahul are joining"), where a firm named after its founders is not ("Johnson & Johnson",
 * "Simon & Schuster", "Ben & Jerry's").
 */
const AMPERSAND_PAIR = {
  readsAfter: true,
  test(before: string, after?: string): boolean {
    // Asked of every candidate that needs a cue: one look at the last character but spaces settles most.
    let at = before.length - 1;
    while (at >= 0 && (before.charCodeAt(at) === 32 || before.charCodeAt(at) === 9)) at--;
    if (before.charCodeAt(at) !== AMPERSAND) return false;
    const previous = AMPERSAND_BEFORE.exec(before);
    return previous !== null && pairGivenName(previous[1]!) && !/^(?:['’]|[ \t]{1,3}(?:\p{Lu}|&))/u.test(after ?? '');
  },
};

/**
 * One word that can be no name, and that no words before it make one ("The", "Invoice", "Version"): most runs
 * of capitalised words are such a word opening a sentence. Settled on the word's facts, where the rules below
 * would each find the same.
 */
const noNameAlone = (candidate: string) => candidate.indexOf(' ') < 0 && candidate.indexOf('\t') < 0 && factsOf(candidate).first === 'none' && !factsOf(candidate).named;

export const PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  // One to four capitalised words on one line, lower-case particles allowed between them; every part is
  // bounded and the words are separated by spaces, so a run is tried once from each word's start.
  pattern: new RegExp(
    // The capital first, and what must not stand before it looked behind for only there: V8 then passes over
    // every other character of a text at once, where a leading look behind was tried at each of them.
    String.raw`\p{Lu}(?<=${NAME_START}(?<!(?:${PLACE_PREFIXES.join('|')})\.?[ \t])\p{Lu})${NAME_WORD_AFTER_CAPITAL}(?:[ \t]{1,3}(?:${PARTICLES}[ \t]{1,3}|(?:\p{Lu}\.?[ \t]{1,3}){1,2})?(?!(?:Jr|Sr)(?![\p{L}\p{N}_]))(?:${NAME_WORD}|${JOINED_PARTICLE_NAME_SOURCE})){0,3}${SUFFIX_SOURCE}?`,
    'gu',
  ),
  // A full name stands on its own; one name without its cue scores under every threshold.
  score: (value) => (/\s/.test(value) ? 0.7 : 0.55),
  // A firm of family names joined by "&" ("Leggett & Platt") is passed over for every name rule (pii.ts).
  validate: (candidate, text, start) =>
    noNameAlone(candidate) || firmAfterAmpersand(candidate, text, start) || cityAfterOf(candidate, text, start)
      ? 0
      : namedInRole(candidate, text, start) || nameLength(candidate) || unlistedNameAt(candidate, text, start),
  context: PERSON_CUES,
  contextShapes: [AMPERSAND_PAIR],
  // Names in an attendee list or a cc: line stand a few names after their label.
  contextWords: 10,
  followingWords: 1,
  followingContext: PERSON_FOLLOWERS,
  negativeContext: NOT_PERSON_CUES,
  // Asked before validation too: a run the gazetteer rules out needs no look for a cue around it.
  // A listed name right after words that say a name follows has its cue ("call me Thelma", "my kid Grace").
  // The first of two given names joined by "&" has the second for its cue ("Priya & Rahul"; AMPERSAND_PAIR
  // supports the second).
  // The kept measure first: most runs are a word that starts a sentence ("Invoice", "Version") and no name.
  // A list of people it stands in ("founders: Halina Zielinska, ... and Gojislav Jukić"), a surname paired with
  // another ("Mizerová and Runólfsdóttir were") or a work it is the name of ("a huge Salambek Melikov fan") is a
  // cue too, as for a name no list holds (unlistedNameAt).
  requiresContext: (candidate, text, start) =>
    nameLength(candidate) > 0 &&
    needsCue(candidate) &&
    cuedByWordsBefore(candidate, text, start) === 0 &&
    !pairedByAmpersand(candidate, text, start + candidate.length) &&
    // Asked only of a name whose first word no list holds, which measures as a name since a family name's
    // ending counts after it: the rest never needed these cues, and reading them for every run costs.
    !(classOf(candidate.slice(0, candidate.search(/\s|$/))) === 'unlisted' &&
      (listedWithPeople(candidate, text, start) > 0 || pairedSurnames(candidate, text, start) > 0 || nameOfWork(candidate, text, start) > 0)) &&
    // A listed given name before a family name that is also a word, among full names ("..., Art Widner, ..."):
    // listedWithPeople gives up at once on a run no comma or "and" joins to another.
    listedWithPeople(candidate, text, start) === 0,
};

/** A given name that can start a name: listed, and no weekday, brand, place, product, title or rank. */
const givenNameWord = (word: string) => {
  const k = stem(word);
  return GIVEN.has(k) && !CALENDAR.has(k) && !BRANDS_AND_PLACES.has(k) && !PRODUCT_NAMES.has(k) && !TITLES.has(k) && !RANK_WORDS.has(k) && !PLACE_PREFIX_WORDS.has(k) && !FUNCTION_WORDS.has(k);
};
/** A family name after a nickname or initials: a listed name, or no word at all ("Gyllenhal", "Tolkien"). */
const familyNameWord = (word: string) => {
  const k = stem(word);
  if (!surnameWord(word) || BRANDS_AND_PLACES.has(k) || PRODUCT_NAMES.has(k)) return false;
  return SURNAMES.has(k) || GIVEN.has(k) || (!ENGLISH.has(k) && !NAME_WORDS.has(k));
};
const endWithoutPossessive = (candidate: string) => (POSSESSIVE.test(candidate) ? candidate.length - 2 : candidate.length);

/**
 * A listed given name and a listed family name that are both also words ("Grace Park", "Bill Gates"), in
 * the middle of a sentence: after a lower-case word or a comma, where a capital says a name, and not
 * before another capitalised word ("Rose Garden Hotel"). At a sentence's start they still need a cue.
 */
/** The common given names, capitalised, as one pattern: a run must start with one of them. */
const COMMON_GIVEN_TRIE = trieSource([...COMMON].filter((k) => GIVEN.has(k) && /^[a-z]+$/.test(k)).map((k) => k[0]!.toUpperCase() + k.slice(1)));
export const MID_SENTENCE_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(
    String.raw`(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])(?<value>${COMMON_GIVEN_TRIE}(?![\p{L}])(?<=[\p{Ll},;:][ \t]{1,3}\p{Lu}\p{Ll}{1,24})(?<!(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])\p{Lu}\p{Ll}{0,24}[ \t]{1,3}\p{Lu}\p{Ll}{1,24})[ \t]{1,3}\p{Lu}\p{Ll}{1,24}(?:['’]s)?)(?![\p{L}\p{N}_'’-]|[ \t]{1,3}\p{Lu}|\.\p{L})`,
    'dgu',
  ),
  score: 0.7,
  validate: (candidate) => {
    const [first, second] = wordsOf(candidate) as [string, string];
    const k = stem(second);
    if (!givenNameWord(first) || !COMMON.has(stem(first)) || !SURNAMES.has(k) || !surnameWord(second, true) || BRANDS_AND_PLACES.has(k) || PRODUCT_NAMES.has(k)) return 0;
    return endWithoutPossessive(candidate);
  },
  context: PERSON_CUES,
  contextWords: 3,
  followingWords: 1,
  followingContext: PERSON_FOLLOWERS,
  negativeContext: NOT_PERSON_CUES,
};

/**
 * A nickname in quotes between a given name and a family name: John "Johnny" Smith, Dwayne 'The Rock'
 * Johnson. The quotes and the nickname are part of the name.
 */
export const NICKNAME_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(
    String.raw`(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])(?<value>${NAME_WORD}[ \t]{1,3}(?:"[\p{L} .'-]{2,30}"|'[\p{L} .-]{2,30}'|“[\p{L} .'-]{2,30}”|‘[\p{L} .-]{2,30}’)[ \t]{1,3}${NAME_WORD}(?:['’]s)?)`,
    'dgu',
  ),
  score: 0.75,
  validate: (candidate) => {
    const words = wordsOf(candidate);
    const nickname = /["'“‘](.*)["'”’]/.exec(candidate)?.[1]?.trim() ?? '';
    // The nickname says a name is meant: a given name the lists lack counts if it is no word ("Earvin 'Magic' Johnson").
    const first = words[0]!;
    const given = givenNameWord(first) || (classOf(first) === 'unlisted' && !FUNCTION_WORDS.has(stem(first)));
    if (nickname === '' || wordsOf(nickname).length > 3 || !given || !familyNameWord(words.at(-1)!)) return 0;
    return endWithoutPossessive(candidate);
  },
  context: PERSON_CUES,
  followingWords: 1,
  followingContext: PERSON_FOLLOWERS,
};

/** Initials that are abbreviations, not a person's: "U.S. Steel", "D.C. Comics", "P.S. Hello". */
const NOT_INITIALS = new Set(['US', 'UK', 'EU', 'UN', 'DC', 'PS', 'PPS', 'NB', 'AM', 'PM', 'IE', 'EG', 'SA', 'NY', 'LA', 'UAE', 'USA', 'USSR', 'BC', 'AD', 'RIP', 'QA', 'HR', 'PR', 'TV', 'ST']);
/** A name whose given names are initials: "J. R. R. Tolkien", "J.K. Rowling", "T. S. Eliot". */
export const INITIALS_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(String.raw`(?<value>\p{Lu}\.(?<=(?<![\p{L}\p{N}_'’.-]|\p{N}[ \t]?)\p{Lu}\.)(?<!\p{Lu}[\p{Ll}\p{M}]{1,24}[ \t]{1,3}\p{Lu}\.)[ \t]?(?:\p{Lu}\.[ \t]?){0,2}(?:(?:Du|De|Da|Di|Del|Van|Von|Le|La)[ \t])?${NAME_WORD})`, 'dgu'),
  score: 0.7,
  validate: (candidate) => {
    const initials = candidate.replace(/[^\p{Lu}]+$/u, '').match(/\p{Lu}(?=\.)/gu) ?? [];
    const surname = /\S+$/.exec(candidate.slice(candidate.lastIndexOf('.') + 1))?.[0] ?? '';
    // A brand that is a family name counts after initials ("H. G. Wells").
    const k = stem(surname);
    // A family name that is also a word must be a common one ("H. G. Wells", not "37.1 C. Room").
    const family = (familyNameWord(surname) && (!ENGLISH.has(k) || COMMON.has(k))) || (BRANDS_AND_PLACES.has(k) && SURNAMES.has(k) && surnameWord(surname));
    if (initials.length === 0 || NOT_INITIALS.has(initials.join('')) || !/^\p{Lu}\p{Ll}/u.test(surname) || !family) return 0;
    return endWithoutPossessive(candidate);
  },
  context: PERSON_CUES,
  followingWords: 1,
  followingContext: PERSON_FOLLOWERS,
};

/** Who or what only a person has: kin, partners, and what is said of a life ("Obama's wife", "Josh's mom"). */
const PERSONAL_NOUNS = [
  'mom', 'mum', 'mother', 'dad', 'father', 'parents', 'wife', 'husband', 'son', 'sons', 'daughter', 'daughters', 'children', 'kids', 'brother',
  'sister', 'siblings', 'family', 'girlfriend', 'boyfriend', 'fiancé', 'fiancée', 'fiance', 'fiancee', 'widow', 'widower', 'grandmother',
  'grandfather', 'grandson', 'granddaughter', 'aunt', 'uncle', 'cousin', 'nephew', 'niece', 'in-laws', 'stepson', 'stepdaughter', 'birthday',
  'funeral', 'wedding', 'memoir', 'memoirs', 'biography', 'autobiography', 'lawyer', 'attorney', 'doctor', 'therapist', 'assistant',
  'resignation', 'retirement', 'salary', 'diagnosis', 'career', 'childhood', 'speech', 'speeches', 'presidency', 'tweet', 'tweets',
  'spokesperson', 'spokesman', 'spokeswoman', 'aide', 'aides', 'lawyers', 'attorneys', 'bodyguard', 'girlfriend', 'ex-wife', 'ex-husband',
  // What one has at work: "Yerlan's complaint", "Anjali's timesheet", "Sigrún's manager".
  'manager', 'boss', 'supervisor', 'colleague', 'colleagues', 'coworker', 'coworkers', 'co-worker', 'teammate', 'teammates', 'timesheet',
  'payslip', 'paycheck', 'resume', 'résumé', 'cv', 'complaint', 'complaints', 'promotion', 'onboarding', 'probation', 'sick', 'parental',
  // What a leader has, as history writes it: "Belgrano's army", "Pezuela's troops", "Tito's death".
  'army', 'troops', 'forces', 'soldiers', 'followers', 'supporters', 'encampment', 'cabinet', 'administration', 'regime', 'reign', 'death',
  'assassination', 'murder', 'legacy', 'orders',
];
/**
 * A capitalised word with a possessive before what only a person has: "Obama's wife", "Josh's mom". The
 * word may be one the lists hold as a place or a word ("Obama" is a dictionary proper noun, "Josh" a verb);
 * a weekday, a brand, a product, a title or an organisation word is not one.
 */
/** Countries and regions, whose spokespeople and speeches are not a person's ("Sweden's spokesperson"). */
const COUNTRIES = new Set([
  'afghanistan', 'albania', 'algeria', 'argentina', 'armenia', 'austria', 'bangladesh', 'belarus', 'belgium', 'bolivia', 'britain', 'bulgaria',
  'cambodia', 'cameroon', 'chile', 'colombia', 'croatia', 'cuba', 'cyprus', 'czechia', 'denmark', 'ecuador', 'estonia', 'ethiopia', 'europe',
  'finland', 'greece', 'guatemala', 'haiti', 'hungary', 'iceland', 'indonesia', 'iran', 'iraq', 'korea', 'kosovo', 'kuwait', 'latvia',
  'lebanon', 'libya', 'lithuania', 'luxembourg', 'malaysia', 'mali', 'malta', 'moldova', 'mongolia', 'morocco', 'myanmar', 'nepal',
  'netherlands', 'nicaragua', 'niger', 'norway', 'oman', 'pakistan', 'panama', 'paraguay', 'peru', 'philippines', 'poland', 'portugal',
  'qatar', 'romania', 'rwanda', 'senegal', 'serbia', 'singapore', 'slovakia', 'slovenia', 'somalia', 'sudan', 'sweden', 'switzerland', 'syria',
  'taiwan', 'tanzania', 'thailand', 'tunisia', 'turkey', 'uganda', 'ukraine', 'uruguay', 'venezuela', 'vietnam', 'yemen', 'zambia', 'zimbabwe',
  'texas', 'california', 'florida', 'ohio', 'oregon', 'alaska', 'hawaii', 'london', 'moscow', 'beijing', 'delhi', 'ottawa', 'washington',
  // The rest of the world's countries and territories, which an introduction names too ("I'm originally from Greenland").
  'andorra', 'angola', 'aruba', 'azerbaijan', 'bahamas', 'bahrain', 'barbados', 'belize', 'benin', 'bermuda', 'bhutan', 'bosnia', 'botswana',
  'brunei', 'burundi', 'comoros', 'congo', 'curacao', 'djibouti', 'dominica', 'eritrea', 'eswatini', 'fiji', 'gabon', 'gambia', 'gibraltar',
  'greenland', 'grenada', 'guam', 'guinea', 'guyana', 'honduras', 'jamaica', 'kazakhstan', 'kiribati', 'kyrgyzstan', 'laos', 'lesotho',
  'liberia', 'liechtenstein', 'macau', 'madagascar', 'malawi', 'maldives', 'martinique', 'mauritania', 'mauritius', 'micronesia', 'monaco',
  'montenegro', 'mozambique', 'namibia', 'nauru', 'nigeria', 'palau', 'palestine', 'samoa', 'seychelles', 'suriname', 'tajikistan', 'togo',
  'tonga', 'turkmenistan', 'tuvalu', 'uzbekistan', 'vanuatu', 'antarctica', 'wales', 'argentina', 'oman',
]);
/** Whether a word (its key) may be part of a person's name: no function word, weekday, place, brand, country, product, title, rank or organisation word. */
const mayNameSomeone = (k: string): boolean =>
  !FUNCTION_WORDS.has(k) && !CALENDAR.has(k) && !BRANDS_AND_PLACES.has(k) && !COUNTRIES.has(k) && !PRODUCT_NAMES.has(k) && !TITLES.has(k) && !RANK_WORDS.has(k) && !ORGANISATION_WORDS.has(k);

export const POSSESSIVE_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(String.raw`(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])(?<value>\p{Lu}\p{Ll}{1,24})['’]s[ \t]{1,3}(?:new[ \t]|late[ \t]|ex-|former[ \t]|younger[ \t]|older[ \t]|eldest[ \t])?${trieSource(PERSONAL_NOUNS)}(?![\p{L}\p{N}_])`, 'dgu'),
  score: 0.75,
  validate: (candidate) => mayNameSomeone(key(candidate)),
};

/**
 * A name in lower case right after a cue that says a person follows: a mail header ("cc: anna", "to: raj
 * patel") or a greeting or thanks ("hi anna", "thanks anna"), and the later items of a list one began
 * ("cc: anna, raj and priya"). Only a listed given name that is no word counts ("hi team" is no name).
 */
const DETERMINER_BEFORE = /(?<![\p{L}\p{N}_])(?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|[Tt]he|[Aa]n?|[Tt]his|[Tt]hat|[Ii]ts)[ \t]{1,3}$/u;
/** Listed given names that, written in lower case, are more often a product, a place, a tool or chat shorthand. */
const LOWER_CASE_NOT_NAMES = (k: string) =>
  k.length < 3 || PRODUCT_NAMES.has(k) || LOWER_CASE_TOOLS.has(k) || CODE_WORDS.has(k) || CHAT_WORDS.has(k) || BRANDS_AND_PLACES.has(k) || COUNTRIES.has(k);
/**
 * Words of code, shells and package names that the given-name lists also hold: abbreviations programmers
 * write ("the optional param will be undefined", "val is", "lang"), and the release names of Debian and
 * Ubuntu ("sid is unstable", "trixie has").
 */
const CODE_WORDS = new Set([
  'param', 'params', 'arg', 'args', 'argv', 'env', 'opt', 'opts', 'impl', 'util', 'utils', 'attr', 'attrs', 'elem', 'idx', 'len', 'str', 'obj',
  'val', 'vals', 'func', 'proc', 'src', 'dst', 'tmp', 'lib', 'libs', 'pkg', 'cmd', 'cfg', 'ctx', 'req', 'res', 'err', 'msg', 'buf', 'ptr', 'ref',
  'lang', 'json', 'yaml', 'baz', 'foo', 'bar', 'qux', 'quux', 'dev', 'del', 'ino', 'pam', 'abi', 'ugo', 'armel', 'armhf', 'geta', 'ada', 'mingo',
  'wayland', 'sid', 'jessie', 'trixie', 'buster', 'bullseye', 'bookworm', 'wheezy', 'squeeze', 'lenny', 'etch', 'sarge', 'woody', 'hamm', 'rex',
  'jammy', 'focal', 'bionic', 'xenial', 'trusty', 'noble', 'mantic', 'lunar', 'kinetic', 'impish', 'hirsute', 'groovy', 'eoan', 'disco', 'cosmic',
]);
/**
 * What one has or does with a person, before "with" (not "with" alone, which prose is full of): "lunch with
 * priya", "a call with marius", "talked with ahmed".
 */
const MET_WITH = ['call', 'calls', 'meeting', 'meetings', 'lunch', 'dinner', 'coffee', 'drinks', 'chat', 'chatted', 'sync', '1:1', 'talk', 'talked', 'spoke', 'met', 'meet', 'catch-up', 'catchup', 'session', 'interview', 'date', 'hangout', 'chilling', 'working', 'worked'];
/**
 * Tools, services and language models written in lower case that the given-name lists hold ("built with marko",
 * "traced with jaeger", "ci with travis", "idk if gemma is up", "apollo is the graphql client").
 */
const LOWER_CASE_TOOLS = new Set([
  'hudson', 'marko', 'tauri', 'nox', 'jaeger', 'argo', 'travis', 'gemma', 'phi', 'jarvis', 'apollo', 'orion', 'neo', 'nova', 'atlas', 'hermes',
  'zeus', 'bert', 'ernie', 'elmo', 'electra', 'vicuna', 'llava', 'mixtral', 'opus',
]);
/** Titles as chat writes them, in lower case: "remind me to call dr. patel", "an email to mr gonzalez". */
const LOWER_CASE_TITLES = ['dr', 'mr', 'mrs', 'ms', 'mx', 'prof'];
const LOWER_CASE_CUES = contextMatcher([
  'cc:', 'bcc:', 'to:', 'from:', 'attn:', 'attendees:', 'participants:', 'cc', 'hi', 'hey', 'hello', 'dear', 'thanks', 'thank you', 'thx', 'cheers',
  // What chat asks done with a person: "can u ping priya", "ask rahul".
  'ping', 'ask', 'tell', 'dm', 'remind', 'message',
  ...LOWER_CASE_TITLES,
]);

export const CUED_LOWER_CASE_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(
    String.raw`(?:(?<![\p{L}\p{N}_])(?:(?:cc|bcc|to|from|attn|attendees|participants)[ \t]?:|hi|hey|hello|dear|thanks|thank you|thx|cheers|cc|ping|ask|tell|dm|remind|message|and|(?:${LOWER_CASE_TITLES.join('|')})\.?)|[,;])[ \t]{1,3}(?<value>\p{Ll}{2,24}(?:[ \t]{1,3}(?!(?:and|or)(?![\p{L}]))\p{Ll}{2,24})?)(?![\p{L}\p{N}_@.'’-]|\.\p{L})`,
    'dgu',
  ),
  // Said only by the word right before it, or as a later item of a list one such word began ("cc: anna, raj").
  score: 0.55,
  requiresContext: true,
  context: LOWER_CASE_CUES,
  contextWords: 1,
  followingWords: 0,
  validate: (candidate, text, start) => {
    const before = text.slice(Math.max(0, start - 8), start);
    if (LOWER_TITLE_BEFORE.test(before)) return titledLowerCaseLength(candidate);
    return cuedLowerCaseLength(candidate) || askedCommonName(candidate, text, start, before);
  },
};

/** A title in lower case right before a word ("dr. patel", "mr gonzalez"). */
const LOWER_TITLE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:${LOWER_CASE_TITLES.join('|')})\.?[ \t]{1,3}$`, 'u');
/**
 * A family name in lower case after a lower-case title: a listed surname, or a given name, that no word, product
 * or place shares unless a common name ("mr smith"); "ms word", "ms teams", "dr. who" are not people.
 */
function titledLowerCaseLength(candidate: string): number {
  const first = wordsOf(candidate)[0]!;
  const named = SURNAMES.has(first) || GIVEN.has(first);
  if (!named || (ENGLISH.has(first) && !COMMON.has(first)) || FUNCTION_WORDS.has(first) || PRODUCT_NAMES.has(first) || CHAT_WORDS.has(first) || BRANDS_AND_PLACES.has(first) || CALENDAR.has(first)) return 0;
  return first.length;
}
/** What goes on after a name a request is put to ("ask mike if the build passed", "tell sarah i'll be late", "remind bill to pay"). */
const ASKED_CLAUSE_AFTER = /^[ \t]{1,3}(?:if|whether|to|about|that|what|when|why|how|where|who|i|i'm|i'll|we|you|he|she|they|it)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])|^[ \t]*(?:[,.!?]|$)/u;
/** Ask, tell or remind right before a word: a request put to a person. */
const ASK_BEFORE = /(?<![\p{L}\p{N}_])(?:ask|tell|remind)[ \t]{1,3}$/u;
/**
 * A common given name that is also a word ("mike", "mark", "grace"), in lower case, where a request is put to
 * it and a clause goes on: "ask mike if the build passed". Not "ask frank questions", "tell rose gold from pink".
 */
function askedCommonName(candidate: string, text: string, start: number, before: string): number {
  const first = wordsOf(candidate)[0]!;
  if (!ASK_BEFORE.test(before) || !COMMON.has(first) || !GIVEN.has(first) || FUNCTION_WORDS.has(first) || CHAT_WORDS.has(first) || CALENDAR.has(first) || PRODUCT_NAMES.has(first) || BRANDS_AND_PLACES.has(first) || LOWER_CASE_TOOLS.has(first)) return 0;
  return ASKED_CLAUSE_AFTER.test(text.slice(start + first.length, start + first.length + 12)) ? first.length : 0;
}

/** How much of a lower-case run after a cue is a name: a listed given name that is no word, and a surname after it. */
function cuedLowerCaseLength(candidate: string): number {
  const [first, second] = wordsOf(candidate) as [string, string | undefined];
  if (!GIVEN.has(first) || ENGLISH.has(first) || NAME_WORDS.has(first) || PROPER_NOUNS.has(first) || CALENDAR.has(first) || PRODUCT_NAMES.has(first) || LOWER_CASE_TOOLS.has(first) || CHAT_WORDS.has(first) || BRANDS_AND_PLACES.has(first) || first.length < 3) return 0;
  // A surname after it, listed or no word ("anna kowalski"), is taken with it.
  if (second !== undefined && (SURNAMES.has(second) || (second.length > 2 && !GIVEN.has(second))) && !ENGLISH.has(second) && !PROPER_NOUNS.has(second) && !CHAT_WORDS.has(second)) return candidate.length;
  return first.length;
}

/**
 * A lower-case given name after what one has or does with a person and "with": "lunch with priya", "a call
 * with marius". Found from the word "with" (a literal the scan looks for), the words before it looked back for
 * only there; "with" alone is no cue, prose is full of it.
 */
export const MET_WITH_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(String.raw`with(?<=(?<![\p{L}\p{N}_])${trieSource(MET_WITH)}[ \t]with)[ \t]{1,3}(?<value>\p{Ll}{2,24}(?:[ \t]{1,3}(?!(?:and|or)(?![\p{L}]))\p{Ll}{2,24})?)(?![\p{L}\p{N}_@.'’-]|\.\p{L})`, 'dgu'),
  literal: ' with ',
  score: 0.55,
  validate: (candidate) => cuedLowerCaseLength(candidate),
};

/** Words after a place's name that make it a newspaper, a team or a firm ("Washington Post", "Ford Motor"). */
const PLACE_NAMED_THINGS = new Set(['post', 'times', 'herald', 'journal', 'tribune', 'gazette', 'chronicle', 'daily', 'news', 'star', 'sun', 'motor', 'motors', 'airlines', 'airways', 'energy', 'power', 'capital', 'global', 'international', 'united', 'city', 'state', 'gate']);
/**
 * A given name that is also a place or a brand, before a family name ("Paris Hilton", "Jordan Peterson",
 * "Victoria Beckham"); not after a word that takes only a place ("in Paris Hilton" is the hotel), nor before
 * another capitalised word. "To" and "from" take people as often as places ("forward it to Charlotte
 * Jensen", "a letter from Florence Nightingale"): after them the second word must not name a place
 * ("to Victoria Park", "from Sydney Harbour") and no place word may follow ("to Charlotte Douglas airport").
 */
const TO_OR_FROM_BEFORE = /(?<![\p{L}\p{N}_-]|[\p{L}\p{N}]['’])(?:to|from)[ \t]{1,3}$/iu;
const PLACE_WORD_AFTER = /^[ \t]{1,3}(\p{L}+)/u;
/** The given names that are also places or brands, capitalised, as one pattern ("Paris", "Jordan", "Victoria"). */
const PLACE_GIVEN_TRIE = trieSource([...BRANDS_AND_PLACES].filter((k) => GIVEN.has(k)).map((k) => k[0]!.toUpperCase() + k.slice(1)));
export const PLACE_NAMED_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(
    String.raw`(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])(?<value>${PLACE_GIVEN_TRIE}(?<!(?:^|[^\p{L}])(?:in|at|near|into|visit|visiting|around|across|of|the|via)[ \t]{1,3}\p{L}+)[ \t]{1,3}${NAME_WORD}(?:['’]s)?)(?![ \t]{1,3}\p{Lu}|['’-])`,
    'dgu',
  ),
  score: 0.7,
  validate: (candidate, text, start) => {
    const [first, second] = wordsOf(candidate) as [string, string];
    const a = stem(first);
    const b = stem(second);
    // "Wells Fargo": a brand or place after it makes the two a firm's name.
    if (!BRANDS_AND_PLACES.has(a) || !GIVEN.has(a) || !SURNAMES.has(b) || PLACE_NAMED_THINGS.has(b) || (BRANDS_AND_PLACES.has(b) && !COMMON.has(b)) || !surnameWord(second) || PROPER_NOUNS.has(b)) return 0;
    if (TO_OR_FROM_BEFORE.test(text.slice(Math.max(0, start - 8), start))) {
      const next = PLACE_WORD_AFTER.exec(text.slice(start + candidate.length, start + candidate.length + 24))?.[1];
      if (ORGANISATION_WORDS.has(b) || (next !== undefined && ORGANISATION_WORDS.has(next.toLowerCase()))) return 0;
    }
    return endWithoutPossessive(candidate);
  },
  context: PERSON_CUES,
  followingWords: 1,
  followingContext: PERSON_FOLLOWERS,
};

/** A proper noun no place, country, nationality or language: the dictionary's heroes, saints and kings, most of them. */
const properGivenName = (k: string, word: string) => !COUNTRIES.has(k) && !oneWordTown(word) && !oneWordPlace(word) && !/(?:an|ese|ish|ian|ic|ans)$/.test(k);
/**
 * Whether the capitalised words of a name no list may hold can be one: each is a listed name (the first a
 * given name, the others a surname, or a given name too when `othersMayBeGiven`), or no English word at
 * all; never a function word, weekday, place, brand, product, title, rank or organisation word.
 */
function unlistedNameWords(candidate: string, othersMayBeGiven: boolean): boolean {
  const words = wordsOf(candidate);
  // A proper noun the dictionary holds may be a given name (a hero's, a saint's, a king's: "Margrethe",
  // "Pericles") before family names the lists hold ("Margrethe Kristiansen"); before a word no list holds it
  // is as likely a firm's or a product's ("Qualcomm Atheros"), and a later word that is one names a thing.
  const properFirst = PROPER_NOUNS.has(stem(words[0] ?? '')) && properGivenName(stem(words[0]!), words[0]!) && words.slice(1).every((w) => SURNAMES.has(stem(w)));
  return words.every((word, i) => {
    const k = stem(word);
    const listed = i === 0 ? GIVEN.has(k) || properFirst : SURNAMES.has(k) || (othersMayBeGiven && GIVEN.has(k));
    return (
      !FUNCTION_WORDS.has(k) && !CALENDAR.has(k) && !BRANDS_AND_PLACES.has(k) && !PRODUCT_NAMES.has(k) && !TITLES.has(k) && !RANK_WORDS.has(k) &&
      !ORGANISATION_WORDS.has(k) && (!PROPER_NOUNS.has(k) || (i === 0 && properFirst)) && !INNER_CAPITAL.test(word) && (listed || !ENGLISH.has(k)) &&
      // "a truck to Los Angeles", "moved to Santa Monica": a place's name.
      !(i === 0 && PLACE_PREFIX_WORDS.has(k))
    );
  });
}

const PREDICATE_AUXILIARY = String.raw`^[ \t]{1,3}(?:is|was|will|has|had|would|['’]s|['’]ll)(?:[ \t]{1,3}(?:not|also|still|now|just|already))?(?:[ \t]{1,3}(?:be|been))?[ \t]{1,3}`;
/** Where a person is, away from work, or the role they hold there: "is on leave", "is out sick", "will be back tomorrow", "is our new team lead". */
const PERSON_STATE =
  String.raw`on[ \t]{1,3}(?:leave|holiday|vacation|pto|sick[ \t]leave|maternity|paternity|parental|annual|board)|out[ \t]{1,3}(?:sick|of[ \t]{1,3}(?:office|the[ \t]{1,3}office))|off[ \t]{1,3}(?:sick|today|tomorrow|work)|` +
  String.raw`(?:away|back)[ \t]{1,3}(?:today|tomorrow|this|next|until|from|on)|resigned|retired|promoted|from(?=[ \t]{1,3}\p{Lu}\p{Ll})|${TEMPER}|` +
  // How someone is in health: "Tom has been struggling with depression", "Ana is recovering", "Sam was diagnosed".
  String.raw`struggling|suffering|recovering|battling|coping|unwell|pregnant|expecting|diagnosed|hospitali[sz]ed|admitted[ \t]{1,3}to|sick|ill|in[ \t]{1,3}(?:hospital|rehab|therapy|remission|labou?r)|` +
  String.raw`(?:the|our|my|your|their|a|an)[ \t]{1,3}(?:(?:new|current|acting|interim|former|only|senior|junior)[ \t]{1,3})?(?:(?:team|tech|project|product|engineering|sales|account|hiring|office|programme|program|release|support|marketing|finance|design)[ \t]{1,3})?` +
  String.raw`(?:lead|manager|director|head|engineer|developer|designer|analyst|architect|ceo|cto|cfo|coo|founder|co-founder|cofounder|chair|chairman|chairwoman|president|intern|contractor|consultant|recruiter|lawyer|attorney|doctor|nurse|teacher|accountant|assistant|secretary|supervisor|coordinator|point[ \t]of[ \t]contact)`;
/** What a person does, right after their full name: "Sundar Pichai spoke", "Rishi Sunak met". */
const SPEAKER_VERB_TRIE = trieSource([
  'said', 'says', 'told', 'tells', 'asked', 'asks', 'wrote', 'writes', 'replied', 'spoke', 'speaks', 'stated', 'added', 'explained', 'announced',
  'tweeted', 'posted', 'testified', 'met', 'meets', 'argued', 'warned', 'claimed', 'confirmed', 'denied', 'admitted', 'joined', 'resigned',
  'founded', 'married', 'visited', 'called', 'emailed', 'texted', 'thinks', 'thought', 'believes', 'wants', 'hosted', 'starred', 'sang',
  // What people do at work: "Olusegun Obasanjo approved the budget".
  'approved', 'reviewed', 'signed', 'sent', 'led', 'leads', 'owns', 'needs', 'agreed', 'decided', 'presented', 'reported', 'requested',
  // What someone is to do: "Tenzin Norbu will present".
  'will', 'would',
]);
/**
 * Two capitalised words that no list rules out, right before what a person does (a note in brackets
 * between), where they are or the role they hold, "and I", or something of theirs: the name of someone
 * the lists lack entirely ("Sundar Pichai spoke", "Rishi Sunak met", "Modris Purmals (HR) approved",
 * "Nichakarn Benchapatranon is out of office", "Karolis Petrauskas has asked for leave", "Altınbike
 * Alemdar and I disagree", "Evaldas Paulauskas's visa expires"). Each word is a listed given name or
 * surname, or no English word at all; a weekday, brand, product, title or organisation word is not.
 */
export const SPEAKER_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(
    String.raw`(?<value>\p{Lu}(?<=(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])\p{Lu})[\p{Ll}\p{M}]{1,24}[ \t]{1,3}\p{Lu}[\p{Ll}\p{M}]{1,24}(?:-\p{Lu}[\p{Ll}\p{M}]{1,24})?)(?=(?:[ \t]{1,3}\([^()\n]{1,30}\))?,?[ \t]{1,3}(?:${SPEAKER_VERB_TRIE}|\p{Ll}{2,20}(?<=ed))(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])|${PREDICATE_AUXILIARY.slice(1)}(?:${PERSON_STATE}|${SPEAKER_VERB_TRIE})(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])|[ \t]{1,3}and[ \t]{1,3}(?:I|me)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])|['’]s[ \t]{1,3}\p{Ll})`,
    'dgu',
  ),
  score: 0.7,
  // Before something of theirs, neither word may be a word at all: "See Fastify's documentation" is not "See" someone's.
  validate: (candidate, text, start) =>
    unlistedNameWords(candidate, false) && (!/^['’]s/.test(text.slice(start + candidate.length)) || wordsOf(candidate).every((w) => !ENGLISH.has(stem(w)))),
};

/**
 * A capitalised given name and its family name in lower case, as chat writes it ("Kylie minogue feel", "is that
 * Mauro grover?"): a given name no word shares, then a listed family name no word shares either.
 */
export const LOWER_FAMILY_NAME_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: /\p{Lu}(?<=(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])\p{Lu})\p{Ll}{1,24}[ \t]\p{Ll}{3,24}(?![\p{L}\p{N}_'’@-])/gu,
  score: 0.55,
  // Every capitalised word before a lower-case one is a candidate: the given name, the rarer half, is asked first.
  validate: (candidate) => {
    const space = candidate.search(/[ \t]/);
    const given = candidate.slice(0, space);
    if (!PLAIN_GIVEN_NAMES.has(stem(given))) return false;
    const k = stem(candidate.slice(space + 1));
    return givenNameWord(given) && SURNAMES.has(k) && !ENGLISH.has(k) && !CHAT_WORDS.has(k) && !FUNCTION_WORDS.has(k) && !PROPER_NOUNS.has(k);
  },
};

/** How a quotation is attributed after it: '"We won," said ...', '"It helps," says ...'. */
const ATTRIBUTION_VERBS = [
  'said', 'says', 'asked', 'asks', 'added', 'adds', 'told', 'wrote', 'writes', 'explained', 'explains', 'recalled', 'recalls', 'insisted',
  'noted', 'notes', 'replied', 'continued', 'admitted', 'laughed', 'joked', 'warned', 'argued', 'agreed', 'stressed', 'conceded', 'answered',
];
/**
 * The speaker named right after a quotation's attribution, as news and reviews write it: '"Luckily, someone
 * noticed," says Pall.', '"It was hard," said Park.'. There a capitalised word or two is who spoke, listed
 * or not, also a word or not; a firm, place, product, weekday, title or organisation word is not ('said
 * Apple', 'said Monday'). The name ends its clause.
 */
export const QUOTED_SPEAKER_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(
    // The quotation may end inside a quotation of its own ('... notice this?'" says Pall).
    String.raw`[,.!?]['’]?"[ \t]{1,3}(?:${trieSource(ATTRIBUTION_VERBS)})[ \t]{1,3}(?<value>${NAME_WORD}(?:[ \t]{1,3}${NAME_WORD})?)(?=[ \t]*(?:[.,;:!?]|\r?\n|$))`,
    'dgu',
  ),
  literal: '"',
  score: 0.7,
  validate: (candidate) =>
    wordsOf(candidate).every((word) => {
      const k = stem(word);
      return mayNameSomeone(k) && !INNER_CAPITAL.test(word) && (GIVEN.has(k) || SURNAMES.has(k) || !PROPER_NOUNS.has(k));
    }),
};

/**
 * What one does with, to or for a person, right before their name: "send it to", "a call with", "signed by",
 * "met", "book a room for"; capitalised too, as a request to an assistant starts ("Invite Artūras Jankauskas
 * to the review", "Email Thanatcha Krittayanukoon the slides").
 */
const PERSON_TAKING_TRIE = trieSource(
  [
    // "add Nelma Grönholm as a beneficiary", "it's under Esjar Sturluson", "have you heard Hatsuho Yoneda speak".
    'add', 'added', 'under', 'hear', 'heard',
    'to', 'from', 'for', 'with', 'by', 'between', 'who is', 'who was', 'met', 'meet', 'meeting', 'ask', 'asked', 'tell', 'told', 'thank', 'thanks', 'invite', 'invited', 'introduce',
    'introduced', 'contact', 'contacted', 'email', 'emailed', 'call', 'called', 'ping', 'pinged', 'message', 'hire', 'hired', 'promote',
    'promoted', 'congratulate', 'dear', 'hi', 'hello', 'cc', 'assign', 'assigned', 'remind', 'reminded', 'interview', 'interviewed',
  ].flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]),
);
/**
 * The roles news and reviews name people by, right before the name: "Producer Caroline Landmark explained",
 * "guitarist Tom Morello".
 */
const CREDITED_ROLES = [
  'producer', 'co-producer', 'singer', 'songwriter', 'singer-songwriter', 'actor', 'actress', 'author', 'novelist', 'poet', 'journalist',
  'reporter', 'correspondent', 'columnist', 'critic', 'photographer', 'filmmaker', 'screenwriter', 'composer', 'musician', 'guitarist',
  'drummer', 'bassist', 'pianist', 'vocalist', 'frontman', 'frontwoman', 'rapper', 'comedian', 'chef', 'coach', 'striker', 'midfielder',
  'goalkeeper', 'quarterback', 'economist', 'historian', 'scientist', 'researcher', 'spokesman', 'spokeswoman', 'spokesperson',
];
/** Roles alone, of the cues before a name: after one, a listed given name makes a full name with any word after it (roleNamedPair). */
const ROLES = ['ciso', 'vp', 'svp', 'evp', 'patient', 'doctor', 'therapist', ...WORKPLACE_ROLES, ...PUBLIC_OFFICES, ...CREDITED_ROLES];
const casedRole = (w: string) => [w, w[0]!.toUpperCase() + w.slice(1), ...(w.length <= 4 && /^c|^[se]?vp$/.test(w) ? [w.toUpperCase()] : [])];
/**
 * The role someone holds, or what they are to the writer, right before their name, a comma between or not:
 * "the candidate, Aušrinė Paulauskas,", "our new engineer Audrius Povilonis", "CEO Vytautas Akelis",
 * "between me and Audrius Povilonis"; and a question or a request about them ("why did Jurgita
 * Gaižauskas get access", "I need to fire Quarto Valentini").
 */
const PERSON_ROLE_TRIE = trieSource(['and', 'did', 'does', 'can', 'could', 'would', 'should', 'fire', 'fired', 'hire', 'lead', ...ROLES].flatMap(casedRole));
const ROLE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:${trieSource(ROLES.flatMap(casedRole))}),?[ \t]{1,3}$`, 'u');

/**
 * A listed given name and any capitalised word after it, right after a role: "Director Caroline Landmark", "our
 * engineer Grace Park". The role says a person follows, so a family name that is also a word is theirs; a
 * place, brand, product, title, weekday or organisation word still is not.
 */
function roleNamedPair(candidate: string, text: string, start: number): boolean {
  const [given, family] = wordsOf(candidate);
  if (given === undefined || family === undefined || !givenNameWord(given) || !ROLE_BEFORE.test(text.slice(Math.max(0, start - 32), start))) return false;
  const k = stem(family);
  return mayNameSomeone(k) && !PROPER_NOUNS.has(k) && !INNER_CAPITAL.test(family);
}
/**
 * Two capitalised words that no list rules out, right after what one does with a person or the role they
 * hold: the name of someone the lists lack entirely ("a reply to Aigerim Zhakupova", "signed by Tenzin
 * Norbu", "the candidate, Aušrinė Paulauskas"). Below a listed name's score: a low-sensitivity policy does
 * not act on it alone.
 */
export const TAKEN_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(
    // Tried at capitals only, the cue looked for behind: at every position of a text the cue words' first
    // letters (nearly every letter) would each start a try.
    String.raw`\p{Lu}(?<=(?<![\p{L}\p{N}_])(?:${PERSON_TAKING_TRIE}|${PERSON_ROLE_TRIE},?)[ \t]{1,3}\p{Lu})[\p{Ll}\p{M}]{1,24}(?:-\p{Lu}[\p{Ll}\p{M}]{1,24})?[ \t]{1,3}\p{Lu}[\p{Ll}\p{M}]{1,24}(?:-\p{Lu}[\p{Ll}\p{M}]{1,24})?(?![\p{L}\p{N}_'’@-]|[ \t]{1,3}\p{Lu}|\.\p{L})`,
    'gu',
  ),
  score: 0.5,
  validate: (candidate, text, start) => (unlistedNameWords(candidate, true) || roleNamedPair(candidate, text, start) ? candidate.length : 0),
  context: PERSON_CUES,
};

/**
 * Whether two capitalised words can be a person's full name though no list holds them together: each a
 * listed name or no word at all, and none a place, brand, product, title or organisation word. Asked by
 * the health recognizers of the words before a possessive or "has" ("Siim Talts's respiratory infection").
 */
export const mayBeFullName = (candidate: string): boolean => wordsOf(candidate).length === 2 && unlistedNameWords(candidate, false);
/** Whether a capitalised word is a listed given name, though also a word ("Maria's asthma", "Rose's insulin"): no place, brand, product, title or weekday. */
export const mayBeGivenName = (word: string): boolean => givenNameWord(word);
/** Whether the name lists hold the word as it is written, as a given name or a family name ("Roberts", not "Bisons"). */
export const listedName = (word: string): boolean => GIVEN.has(key(word)) || SURNAMES.has(key(word));
/** Whether a lower-case word, or the singular of a plural in -s, is an English dictionary word. */
export const isDictionaryWord = (word: string): boolean => ENGLISH.has(word) || (word.endsWith('s') && ENGLISH.has(word.slice(0, -1)));

/** A word of a list after a mail header that may be a name there: a common word too, but no month, product, function word or proper noun. */
function headerListedName(k: string, list: Set<string>): boolean {
  return list.has(k) && (!ENGLISH.has(k) || COMMON.has(k)) && !CALENDAR.has(k) && !PRODUCT_NAMES.has(k) && !FUNCTION_WORDS.has(k) && !PROPER_NOUNS.has(k);
}

/**
 * A lower-case name right after a mail header ("to: maria garcia", "from: mark"): there a common given
 * name counts though it is also a word, and so does a common surname after it.
 */
export const HEADER_LOWER_CASE_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:cc|bcc|to|from|attn)[ \t]?:[ \t]{1,3}(?<value>\p{Ll}{2,24}(?:[ \t]{1,3}\p{Ll}{2,24})?)(?![\p{L}\p{N}_@.'’-]|\.\p{L})`, 'dgu'),
  score: 0.65,
  validate: (candidate) => {
    const [first, second] = wordsOf(candidate) as [string, string | undefined];
    if (!headerListedName(first, GIVEN) || BRANDS_AND_PLACES.has(first) || CHAT_WORDS.has(first)) return 0;
    return second !== undefined && (headerListedName(second, SURNAMES) || (second.length > 2 && !ENGLISH.has(second) && !GIVEN.has(second) && !CHAT_WORDS.has(second))) ? candidate.length : first.length;
  },
};

/** Chat shorthand that no dictionary holds: not a surname after a lower-case given name ("ask rahul asap"). */
const CHAT_WORDS = new Set(['asap', 'pls', 'plz', 'thx', 'thanks', 'btw', 'fyi', 'eod', 'eow', 'tmrw', 'tmr', 'lol', 'imo', 'imho', 'tbh', 'afaik', 'wrt', 'idk', 'irl', 'omg', 'np', 'ty', 'rn', 'atm', 'ooo', 'wfh', 'tomorow', 'tmw', 'dev', 'devs', 'ops', 'devops', 'sre', 'qa', 'admin', 'admins', 'eng', 'infra', 'sec', 'mgmt']);

/**
 * A name written in lower case, which only a cue right before it can tell from other words: "my manager
 * carlos mendez", "ask my colleague rahul". Each word must be a listed name that is not also a word.
 */
export const LOWER_CASE_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(
    String.raw`(?<![\p{L}\p{N}_])(?:my (?:manager|colleague|coworker|co-worker|boss|supervisor|teammate|assistant|client|friend|wife|husband|partner|doctor|intern)(?: is)?|name is|named)[ \t]{1,3}(?<value>\p{Ll}{2,24}(?:[ \t]{1,3}\p{Ll}{2,24}){0,2})(?![\p{L}\p{N}_])`,
    'dgu',
  ),
  score: 0.65,
  validate: (candidate) => {
    const words = wordsOf(candidate);
    let count = 0;
    // After the given name, a surname the lists lack counts too, if it is no word ("elena petrova").
    while (count < words.length && (count === 0 ? GIVEN.has(words[0]!) : SURNAMES.has(words[count]!) || (words[count]!.length > 2 && !GIVEN.has(words[count]!) && !CHAT_WORDS.has(words[count]!))) && (!ENGLISH.has(words[count]!) || COMMON.has(words[count]!)) && !PROPER_NOUNS.has(words[count]!) && !CALENDAR.has(words[count]!)) count++;
    // The second word may be a surname or a given name ("wei zhang" is zhang wei in the other order).
    if (count === 1 && words.length > 1 && GIVEN.has(words[1]!) && !ENGLISH.has(words[1]!)) count = 2;
    return count === 0 ? 0 : words.slice(0, count).join(' ').length;
  },
};

/** The capitalised names that follow a cue: any that is no word, place or title, listed or not. */
const CUED_NAME = String.raw`(?<value>${NAME_WORD}(?:[ \t]{1,3}(?:(?:${PARTICLES}|\p{Lu}\.?)[ \t]{1,3})?${NAME_WORD}){0,3})`;

const COURTESY_TITLE_BEFORE = /(?<![\p{L}\p{N}_])(?:Mrs?|Ms|Miss|Mx)\.?[ \t]{1,3}$/u;
/** The family name after a courtesy title: its first word, unless a function word, a weekday or month, or a title. */
function courtesyNameLength(candidate: string): number {
  const word = /^\S+/.exec(candidate)![0].replace(POSSESSIVE, '');
  const k = word.toLowerCase();
  return FUNCTION_WORDS.has(k) || CALENDAR.has(k) || TITLES.has(k) ? 0 : word.length;
}
/** After a title ("Mrs. Fitzgerald", "Dr Kwame Mensah") any capitalised name is a person's, listed or not. */
export const TITLED_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:${WRITTEN_TITLES.join('|')})\.?[ \t]{1,3}${CUED_NAME}`, 'dgu'),
  score: 0.75,
  // After a title, a name the dictionary holds as a proper noun is a person's too ("Mrs. Margrethe Olsen");
  // after the courtesy titles any capitalised word that is no function word is a family name, a rank or an
  // everyday word included ("Mrs. King died", "Ms. Rice"), where "Dr." also names brands ("Dr. Pepper").
  validate: (candidate, text, start) =>
    cuedNameLength(candidate, true) ||
    (text !== undefined && COURTESY_TITLE_BEFORE.test(text.slice(Math.max(0, start - 8), start)) ? courtesyNameLength(candidate) : 0),
  // The title is the cue: so scored, the whole name outweighs a part of it another recognizer found by the same title.
  context: PERSON_CUES,
  contextWords: 1,
};

/**
 * After a person introduces themselves ("My name is Chukwuemeka Obi", "I'm Ikechukwu") a capitalised name
 * is theirs, listed or not; words, places and nationalities are not ("I am Canadian", "I'm Sorry"). More
 * words that say a name follows are read where the capitalised run is found (cuedByWordsBefore).
 */
export const INTRODUCED_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:[Mm]y name(?: is|['’]s)|I am|I['’]m)[ \t]{1,3}${CUED_NAME}`, 'dgu'),
  score: 0.75,
  validate: (candidate) => cuedNameLength(candidate),
};

/** How much of a name after a looser cue holds: as after any cue, but no English word, function word or product. */
function positionedNameLength(candidate: string): number {
  const length = cuedNameLength(candidate);
  const words = wordsOf(candidate.slice(0, length));
  return length > 0 && words.every((w) => INITIAL.test(w) || /^\p{Ll}/u.test(w) || (!plainWord(w) && !FUNCTION_WORDS.has(stem(w)) && !PRODUCT_NAMES.has(stem(w)))) ? length : 0;
}

/** A proper noun of the dictionary that may be a name after a title: no place, brand, product, weekday, title, rank or firm's word. */
function properNounName(word: string): boolean {
  const k = stem(word);
  return PROPER_NOUNS.has(k) && !CONTRACTION.test(word) && !BRANDS_AND_PLACES.has(k) && !COUNTRIES.has(k) && !PRODUCT_NAMES.has(k) && !CALENDAR.has(k) && !TITLES.has(k) && !RANK_WORDS.has(k) && !ORGANISATION_WORDS.has(k) && !INNER_CAPITAL.test(word);
}

/** How much of a run of capitalised words after a cue is a name: up to the first word that cannot be one. */
function cuedNameLength(candidate: string, properNouns = false): number {
  const words = [...candidate.matchAll(/\S+/g)];
  let count = 0;
  while (count < words.length && (/^\p{Ll}/u.test(words[count]![0]) || INITIAL.test(words[count]![0]) || classOf(words[count]![0]) !== 'none' || (properNouns && properNounName(words[count]![0])))) count++;
  while (count > 1 && INITIAL.test(words[count - 1]![0])) count--;
  const last = words[count - 1];
  // "I" alone is the speaker, not an initial: "Mr. Collins I know you're ..." ("Miss A" is a name, by its initial).
  if (last === undefined || (count === 1 && last[0] === 'I')) return 0;
  const end = last.index + last[0].length;
  return POSSESSIVE.test(last[0]) ? end - 2 : end;
}

/**
 * After a title of rank, office or family ("Prince Ricardo", "Senator Warren", "Aunt Maria") a name is a
 * person's, listed or not; an English word, a place or an organisation is not ("General Electric", "King County").
 */
export const RANKED_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(
    String.raw`(?<![\p{L}\p{N}_])(?:${RANKS.join('|')})[ \t]{1,3}(?<value>${NAME_WORD}(?:[ \t]{1,3}(?:(?:${PARTICLES}|\p{Lu}\.?)[ \t]{1,3})?${NAME_WORD}){0,2}(?:[ \t]I(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}]))?)`,
    'dgu',
  ),
  score: 0.7,
  validate: (candidate, text, start) => {
    const before = text.slice(Math.max(0, start - 16), start);
    const length = rankedNameLength(candidate, OFFICE_BEFORE.test(before));
    // A sovereign's regnal "I", which SUFFIX leaves out elsewhere ("Elizabeth I think"): "King Carlos I".
    return length > 0 && SOVEREIGN_BEFORE.test(before) && candidate.slice(length) === ' I' ? candidate.length : length;
  },
};
/** The titles a regnal number follows the name of. */
const SOVEREIGN_BEFORE = /(?<![\p{L}\p{N}_])(?:King|Queen|Emperor|Empress|Tsar|Czar|Pope|Sultan|Shah)[ \t]{1,3}$/u;

/**
 * Titles that are no everyday word in front of a capitalised one: after them a listed family name that is
 * also a word is the person's ("Senator Smith", "Professor Baker", "Detective Sanders"), where after a rank
 * that is also a word it is not ("General Electric", "Major Tom", "Justice League").
 */
const OFFICES = ['Senator', 'Sen', 'Governor', 'Mayor', 'President', 'Chancellor', 'Minister', 'Professor', 'Prof', 'Detective', 'Inspector', 'Sergeant', 'Sgt', 'Lieutenant', 'Colonel', 'Rabbi', 'Imam', 'Sheikh', 'Pastor', 'Archbishop'];
const OFFICE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:${OFFICES.join('|')})\.?[ \t]{1,3}$`, 'u');

/** The length of the name after a title of rank (RANKED_PERSON_RECOGNIZER), or 0; `office`: the title is one of OFFICES. */
function rankedNameLength(candidate: string, office: boolean): number {
  const words = [...candidate.matchAll(/\S+/g)];
  // An unlisted name counts too ("Prince Prigio", "Captain Beefheart"); a word ("General Electric") does not,
  // but a listed family name after an office ("Senator Smith").
  if (classOf(words[0]![0]) === 'none' || INITIAL.test(words[0]![0]) || (plainWord(words[0]![0]) && !(office && SURNAMES.has(stem(words[0]![0]))))) return 0;
  let count = 1;
  // A later word no list holds, or one the dictionary holds as a proper noun, is a family name after the first
  // ("President Dmitry Medvedev", "Prime Minister Benazir Bhutto").
  const later = (word: string) => classOf(word, 1) !== 'none' || properNounName(word);
  while (count < words.length && (/^\p{Ll}/u.test(words[count]![0]) || INITIAL.test(words[count]![0]) || later(words[count]![0]))) count++;
  while (count > 1 && (INITIAL.test(words[count - 1]![0]) || /^\p{Ll}/u.test(words[count - 1]![0]))) count--;
  if (count < words.length && ORGANISATION_WORDS.has(stem(words[count]![0]))) return 0;
  const last = words[count - 1]!;
  const end = last.index + last[0].length;
  return POSSESSIVE.test(last[0]) ? end - 2 : end;
}

/**
 * Titles of rank and office in the plural, before the names of the people who hold them: "Senators Inabo and
 * Warren", "Drs. Patel and Okafor", "Professors Smith, Jones and Ng".
 */
const PLURAL_RANKS = [
  'Senators', 'Sens', 'Representatives', 'Reps', 'Congressmen', 'Congresswomen', 'Drs', 'Doctors', 'Professors', 'Profs', 'Messrs', 'Mmes',
  'Judges', 'Justices', 'Governors', 'Mayors', 'Presidents', 'Ministers', 'Secretaries', 'Commissioners', 'Councillors', 'Councilors', 'Ambassadors',
  'Officers', 'Detectives', 'Inspectors', 'Captains', 'Generals', 'Sergeants', 'Nurses', 'Coaches', 'Bishops', 'Cardinals', 'Pastors', 'Rabbis',
  'Imams', 'Sheikhs', 'Princes', 'Princesses', 'Kings', 'Queens', 'Lords', 'Ladies', 'Sisters', 'Brothers', 'Fathers', 'Uncles', 'Aunts', 'Cousins',
];
const PLURAL_RANK = String.raw`(?<![\p{L}\p{N}_])(?:${PLURAL_RANKS.join('|')})\.?[ \t]{1,3}`;
const PLURAL_OFFICE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:${OFFICES.map((o) => `${o}s`).join('|')}|Drs|Profs|Messrs|Mmes)\.?[ \t]{1,3}[^.!?\n]{0,140}$`, 'u');
const RANKED_ITEM = String.raw`${NAME_WORD}(?:[ \t]{1,3}${NAME_WORD}){0,2}`;
/**
 * Each name after a title in the plural, and the later names of its list ("Senators Inabo and Warren" holds
 * two people): read as after one title (RANKED_PERSON_RECOGNIZER), so a word, a place or an organisation is
 * none ("Doctors Without Borders", "Kings Cross", "Princes Street"). Only a text with such a title is scanned.
 */
export const PLURAL_RANKED_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(String.raw`(?<=${PLURAL_RANK}(?:${RANKED_ITEM}(?:,[ \t]{1,3}|,?[ \t]{1,3}(?:and|&)[ \t]{1,3})){0,5})(?<value>${RANKED_ITEM})`, 'dgu'),
  // A cheap gate: the titles alone, without the lookbehind that would be tried at every position.
  onlyIn: new RegExp(String.raw`${trieSource(PLURAL_RANKS)}\.?[ \t]\p{Lu}`, 'u'),
  score: 0.7,
  // The office that heads the list may stand a few names back ("Senators Warren, Smith and Sanders").
  validate: (candidate, text, start) => rankedNameLength(candidate, PLURAL_OFFICE_BEFORE.test(text.slice(Math.max(0, start - 160), start))),
};

/** What a person does, said right after their name written in lower case ("jamie smith said no"). */
const LOWER_CASE_VERBS = [
  'said', 'says', 'told', 'asked', 'replied', 'wrote', 'called', 'texted', 'emailed', 'mentioned', 'won', 'lost', 'met', 'arrived', 'left',
  'joined', 'quit', 'resigned', 'thinks', 'thought', 'wants', 'wanted', 'knows', 'forgot', 'agreed', 'promised', 'laughed', 'smiled', 'cried',
];

const SUBJECT_AUXILIARIES = trieSource([
  'is', 'was', 'has', 'had', 'will', 'would', 'can', 'could', 'should', 'did', 'does', "isn't", "wasn't", "hasn't", "didn't", "doesn't", "won't",
  "can't", "couldn't", "wouldn't", "don't",
  // As chat writes them, without the apostrophe ("Kevin dont know", "Priya cant make it").
  'isnt', 'wasnt', 'hasnt', 'didnt', 'doesnt', 'wont', 'cant', 'couldnt', 'wouldnt', 'dont',
]);
/**
 * What one does at work or in life, as the verb right after its subject: the past of the irregular verbs,
 * and the present of the common ones ("Wei sent", "Kenji owns"); a regular past in "-ed" counts as well
 * ("Priya approved", "Olga reviewed").
 */
const SUBJECT_VERB_TRIE = trieSource([
  'sent', 'made', 'took', 'gave', 'got', 'ran', 'wrote', 'built', 'found', 'led', 'paid', 'kept', 'brought', 'bought', 'put', 'went', 'came',
  'left', 'told', 'said', 'saw', 'met', 'won', 'lost', 'spent', 'sold', 'thought', 'knew', 'felt', 'heard', 'began', 'became', 'broke',
  'chose', 'drove', 'forgot', 'held', 'meant', 'sat', 'spoke', 'stood', 'taught', 'understood', 'wore', 'flew', 'fell', 'grew', 'hung',
  'approves', 'owns', 'leads', 'runs', 'handles', 'manages', 'needs', 'wants', 'reviews', 'writes', 'works', 'says', 'thinks', 'knows',
  'likes', 'loves', 'hates', 'lives', 'sends', 'signs', 'pays', 'owes', 'takes', 'makes', 'gets', 'goes', 'comes', 'joins', 'starts',
  'plans', 'agrees', 'prefers', 'uses', 'keeps', 'asks', 'tells', 'teaches', 'studies', 'leaves', 'arrives', 'believes', 'feels',
  // What one goes through: "Jorge suffers from migraines", "Ana struggles with her sleep".
  'suffers', 'struggles', 'recovers', 'battles', 'copes',
  // How one deals with colleagues: "Oluwaseun never replies", "Dilnoza interrupts me".
  'replies', 'responds', 'answers', 'listens', 'interrupts', 'ignores', 'complains', 'calls', 'emails', 'texts', 'talks', 'speaks', 'helps',
  'forgets', 'remembers', 'misses', 'reports', 'refuses', 'insists', 'argues', 'yells', 'shouts', 'laughs', 'jokes', 'micromanages',
  // Only a person is himself or herself: "Wintour herself appears briefly".
  'himself', 'herself', 'sings',
]);
const LOWER_CASE_VERB_TRIE = trieSource(LOWER_CASE_VERBS);
/** Chat fillers and conjunctions a lower-case subject follows: "omg sanjay is", "idk if wei is", "tbh lindiwe did". */
const CHAT_OPENERS = trieSource(['omg', 'lol', 'lmao', 'tbh', 'idk', 'ngl', 'btw', 'fyi', 'imo', 'bro', 'ugh', 'yo', 'haha', 'hey', 'ok', 'okay', 'and', 'but', 'so', 'if', 'because', 'cuz', 'when', 'think', 'guess', 'hope', 'wish', 'whether', 'until', 'unless', 'since', 'cause', 'like']);
/** What follows a lower-case name as its subject in chat, one trie for one look: "kevin is", "wei was", "priya can", "deepika and i". */
const LOWER_SUBJECT_NEXT = trieSource(['is', 'was', 'did', 'does', 'do', 'has', 'had', 'have', 'will', 'would', 'can', 'could', 'should', 'are', 'were', 'posted', 'sent', 'and i', 'and me']);
/** How often or how far, between a subject and its verb: "Oluwaseun never replies", "Ingrid always ignores". */
const SUBJECT_ADVERB_WORDS = [
  'never', 'always', 'still', 'just', 'also', 'often', 'usually', 'rarely', 'sometimes', 'already', 'really', 'finally', 'recently', 'barely',
  'hardly', 'constantly', 'keeps',
  // When, as a life is told: "Angela later married", "Wren then ran twice".
  'later', 'then', 'soon', 'eventually', 'subsequently', 'once',
];
const SUBJECT_ADVERBS = trieSource(SUBJECT_ADVERB_WORDS);
/** The same adverbs looked up: one between a name and its verb is no family name in lower case ("Chloe just left"). */
const SUBJECT_ADVERB_SET: ReadonlySet<string> = new Set(SUBJECT_ADVERB_WORDS);
/** Words a person's name follows as their object: prepositions and the verbs of working with someone. */
/** Whom one sends, shows or hands something ("Send Maria the file", "Show Kenji the draft"); a firm or a tool takes them too. */
const RECIPIENT_VERBS = ['send', 'sent', 'show', 'showed', 'forward', 'forwarded', 'hand', 'handed', 'offer', 'offered', 'text', 'texted'];
const OBJECT_CUES = [
  'with', 'to', 'for', 'from', 'by', 'ask', 'asked', 'tell', 'told', 'email', 'emailed', 'invite', 'invited', 'give', 'gave', 'fire', 'fired',
  'hire', 'hired', 'thank', 'thanked', 'call', 'ping', 'pinged', 'message', 'meet', 'remind', 'let', 'help', 'helped', 'pay', 'paid',
  'introduce', 'congratulate', 'include', 'assign', 'cc', 'is', 'and', 'about', 'like', 'contact', 'contacted', 'notify', 'notified',
  'inform', 'informed', 'consult', 'consulted', 'can', 'could', 'would', 'should', 'did', 'does', 'has', 'was',
  // Who a chat adds, removes or greets, and whose word a note goes by: "Add Lucía to the invite", "Wish Nkechi a
  // happy birthday", "Per Haruto, the release slips".
  'add', 'remove', 'wish', 'mention', 'tag', 'welcome', 'per',
  ...RECIPIENT_VERBS,
  // Whom one lets or gets to do something: "having allowed Glenda to score", "we expect Ravi to sign".
  'allow', 'allowed', 'lets', 'encourage', 'encouraged', 'urge', 'urged', 'persuade', 'persuaded', 'convince', 'convinced', 'expect', 'expected',
  // Whom news and minutes say was chosen, backed, quoted or opposed: "the board appointed Kowalczyk", "critics of Nowak say".
  'appointed', 'elected', 'nominated', 'endorsed', 'backed', 'interviewed', 'quoted', 'sued', 'promoted', 'praised', 'criticised', 'criticized',
  'blamed', 'accused', 'critics of', 'supporters of', 'opponents of', 'allies of',
  // What courts and police do to a person: "a court convicted Mohaqiq of blasphemy", "police arrested Aalam".
  'arrested', 'detained', 'convicted', 'sentenced', 'jailed', 'indicted', 'acquitted', 'extradited', 'pardoned', 'executed', 'kidnapped', 'assassinated',
];
const OBJECT_CUE_TRIE = trieSource(OBJECT_CUES.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]));
/**
 * Those of the words that take only a person, or a person far more often than a thing: not "for", "about",
 * "is", "and", an auxiliary, or a verb a product takes as well ("Add support for Hurd", "Is Rollins a good
 * vendor?", "include Kafka").
 */
const TAKE_THINGS_TOO = new Set(['for', 'about', 'like', 'is', 'and', 'can', 'could', 'would', 'should', 'did', 'does', 'has', 'was', 'give', 'gave', 'let', 'lets', 'help', 'helped', 'pay', 'paid', 'include', 'assign', 'add', 'remove', 'tag', 'mention', 'welcome', 'allow', 'allowed', 'expect', 'expected',
  ...RECIPIENT_VERBS]);
const PERSON_OBJECT_CUE_TRIE = trieSource(OBJECT_CUES.filter((w) => !TAKE_THINGS_TOO.has(w)).flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]));
/** One of the words right before a word: "Is Kenji", "email Raj", "a template for 美玲 卞". */
const OBJECT_CUE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])${OBJECT_CUE_TRIE}[ \t]$`, 'u');
/** One of them right before a word: "Ask Nowak", "forward this to Nowak", "a call with Nowak". */
const PERSON_OBJECT_CUE_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])${PERSON_OBJECT_CUE_TRIE}[ \t]$`, 'u');
/**
 * What one does only to a person, right before the word, and what only a person does, right after it: a
 * word no list holds and no dictionary has is a name there ("Invite Wardhana to the call", "We hired
 * Andrianto", "Tehsin wants the slides", "Bertholds confirmed the date"), where a product or a firm would
 * not stand ("call Twilio", "contact Zendesk", "Postgres crashed" are left to the lists).
 */
const ONLY_TO_A_PERSON = ['invite', 'invited', 'remind', 'reminded', 'ask', 'asked', 'tell', 'told', 'email', 'emailed', 'thank', 'thanked', 'congratulate', 'congratulated', 'introduce', 'introduced', 'hire', 'hired', 'fire', 'fired', 'cc', 'appointed', 'elected', 'nominated', 'promoted', 'interviewed', 'quoted', 'dear',
  'arrested', 'detained', 'convicted', 'sentenced', 'jailed', 'indicted', 'acquitted', 'extradited', 'pardoned', 'kidnapped', 'assassinated'];
const ONLY_TO_A_PERSON_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])${trieSource(ONLY_TO_A_PERSON.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]))}[ \t]$`, 'u');
const ONLY_A_PERSON_DOES = [
  ...SAYING_WORDS, 'told', 'tells', 'wrote', 'wants', 'resigned', 'retired', 'quit', 'agreed', 'promised', 'declined', 'denied', 'apologised', 'apologized',
  'complained', 'confirmed', 'decided', 'believes', 'thinks', 'feels', 'hopes', 'prefers', 'walked', 'joined', 'was promoted', 'was hired', 'was fired', 'was appointed',
  'himself', 'herself',
  // A life and what courts do to one: "Hitzig died in 1907", "Citrone was sentenced", "Payne sings 60s pop".
  'died', 'was born', 'grew up', 'graduated', 'married', 'sings', 'sang', 'testified', 'pleaded', 'was sentenced', 'was arrested', 'was convicted',
  'was jailed', 'was elected', 'was killed', 'was injured', 'was raised', 'was educated', 'was knighted',
];
/**
 * Capitalised in mid-sentence, before what only a person does: a family name that is also a word is the
 * name there ("...," Burns told a news briefing", "the government, Burns said").
 */
const saidInMidSentence = (text: string, start: number, after: string) =>
  ONLY_A_PERSON_DOES_AFTER.test(after) && !SENTENCE_START.test(text.slice(Math.max(0, start - 4), start)) && !namedThingBefore(text, start);
/**
 * "The", a capitalised word or a paper right before: the word ends a longer name, or names a paper or a body
 * ("The Washington Post says", "The United Nations says", "the communist daily Granma said").
 */
const NAMED_THING_BEFORE = /(?<![\p{L}\p{N}_-]|[\p{L}\p{N}]['’])([Tt]he|daily|weekly|tabloid|newspaper|magazine|\p{Lu}[\p{L}.]*)[ \t]{1,3}$/u;
function namedThingBefore(text: string, start: number): boolean {
  const word = NAMED_THING_BEFORE.exec(text.slice(Math.max(0, start - 32), start))?.[1];
  // A capitalised function word opens the sentence ("Then Bertholds confirmed"); "The" does not.
  return word !== undefined && (word.toLowerCase() === 'the' || !FUNCTION_WORDS.has(word.toLowerCase()));
}
/** A tool named for what it does, from an English verb no dictionary holds as a noun: "Validator", "Linter", "Bundler". */
function agentNounOfWord(word: string): boolean {
  const k = stem(word);
  const suffix = /(?:or|er|r)$/.exec(k)?.[0];
  if (suffix === undefined) return false;
  const base = k.slice(0, -suffix.length);
  return ENGLISH.has(base) || ENGLISH.has(`${base}e`);
}
// An auxiliary or an adverb or two may stand between: "Zuloaga has also denied", "Okafor later told".
const ONLY_A_PERSON_DOES_AFTER = new RegExp(
  String.raw`^(?:[ \t]{1,3}(?:\p{Ll}{2,12}ly|has|had|have|also|later|then|again|since|twice|once))?(?:[ \t]{1,3}(?:\p{Ll}{2,12}ly|also|later|again))?[ \t]{1,3}${trieSource(ONLY_A_PERSON_DOES)}(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])`,
  'u',
);

/**
 * What only a person is or does, after the auxiliary that follows its subject: away from work or a role at
 * it (PERSON_STATE), or what one does there ("will lead", "has joined", "is reviewing"). A common name that
 * is also a word is the name before it: "Maria is on leave", "Tom will lead the migration", "Grace has
 * resigned"; "Rose is a flower" and "Bill is due" are not.
 */
const PERSON_PREDICATE = new RegExp(
  PREDICATE_AUXILIARY +
    String.raw`(?:${PERSON_STATE}|` +
    String.raw`lead|leading|join|joining|joined|review|reviewing|reviewed|present|presenting|host|hosting|attend|attending|chair|chairing|interview|interviewing|` +
    String.raw`approve|approved|sign|signed|resign|retire|call|calling|email|emailing|reply|replied|cover|covering|onboard|onboarding|` +
    String.raw`take[ \t]{1,3}over|hand[ \t]{1,3}over|travel|travelling|traveling|volunteer|volunteered|hired|fired|` +
    // What one says to colleagues: "Pat had told me", "Mark has agreed", "Grace has asked for it".
    String.raw`told|said|asked|agreed|promised|offered|confirmed|emailed|texted|phoned)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])`,
  'u',
);
/**
 * Only where a person is or the role they hold, for a name no list makes a given name ("Kaur is the team
 * lead", "Oduya is on leave"): what firms do too ("will present", "has joined the index") is left out.
 */
const PERSON_STATE_PREDICATE = new RegExp(String.raw`${PREDICATE_AUXILIARY}(?:${PERSON_STATE})(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])`, 'u');
/** What news and encyclopaedias call the people they name, in an appositive or after "is a" ("a former diplomat", "an American actor"). */
const PUBLIC_CALLINGS = [
  'diplomat', 'journalist', 'activist', 'author', 'novelist', 'poet', 'actor', 'actress', 'singer', 'musician', 'athlete', 'priest', 'lawmaker',
  'politician', 'businessman', 'businesswoman', 'entrepreneur', 'scientist', 'professor', 'economist', 'historian',
];
/** The callings an encyclopaedia says a person is ("Citrone is also a regular commentator", "Adeyemi was an American actor"). */
const CALLINGS = trieSource([
  ...PUBLIC_CALLINGS, 'songwriter', 'drummer', 'pianist', 'guitarist', 'bassist', 'composer', 'conductor', 'rapper', 'dancer', 'comedian',
  'presenter', 'broadcaster', 'commentator', 'writer', 'playwright', 'painter', 'sculptor', 'photographer', 'footballer', 'cricketer',
  'sprinter', 'boxer', 'wrestler', 'cyclist', 'swimmer', 'pitcher', 'quarterback', 'philanthropist', 'physicist', 'chemist', 'biologist',
  'mathematician', 'philosopher', 'bishop', 'poker player', 'chess player', 'football player', 'tennis player', 'basketball player',
  'baseball player', 'hockey player',
]);
/**
 * A name said to be one of those callings, after "is" or "was", an article and at most three words that
 * describe it; the calling ends what is said ("a regular commentator on ...", not "a singer songwriter tool").
 */
const CALLING_PREDICATE = new RegExp(
  String.raw`${PREDICATE_AUXILIARY}(?:a|an|the)[ \t]{1,3}(?:[\p{L}-]{2,20}[ \t]{1,3}){0,3}?(?:${CALLINGS})` +
    String.raw`(?=[ \t]*(?:[.,;:!?()]|$|\n)|[ \t]{1,3}(?:of|for|with|at|in|from|and|who|whose|on|based|born)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}]))`,
  'u',
);

/** A word that starts a place's name, right before a capitalised word: "San", "Santa", "Los", "Fort". */
const PLACE_PREFIX_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])(?:${PLACE_PREFIXES.join('|')})\.?[ \t]$`, 'u');

/** A question put to the person a sentence opens by addressing: "Tomomi, can I please speak to your boss?", "Oduya, could you review this?". */
const ASKED_AFTER = /^,[ \t]{1,3}(?:can|could|would|will|do|did|are|have|may|should)[ \t]{1,3}(?:I|you|we)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])/u;
/** "... and I" or "... and me" after a name: only a person is paired with the writer ("Chisaki and I are planning the offsite"). */
const AND_I_AFTER = /^[ \t]and[ \t](?:I|me)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])/u;
/**
 * What is made, written or said only for or to a person, right before the name: "a birthday message for
 * Chisaki", "a reference letter for Oduya", "introduce me to Abebe". A firm gets emails, not birthday cards.
 */
const PERSON_ONLY_BEFORE =
  /(?<![\p{L}\p{N}_])(?:(?:birthday|farewell|leaving|retirement|anniversary|welcome|thank[ -]you|condolence|sympathy|get[ -]well|congratulations|congratulatory|wedding)[ \t]{1,3}(?:message|card|note|email|e-mail|wishes|speech|toast|poem|gift|present|party|letter)s?|(?:performance|annual|year-end|mid-year)[ \t]{1,3}review|(?:reference|recommendation)(?:[ \t]{1,3}letter)?|introduce[ \t]{1,3}(?:me|us|him|her|them))[ \t]{1,3}(?:for|to|of)[ \t]{1,3}$/u;
/**
 * Whether the words right before a capitalised word say a person follows: what is made only for a person, "Let
 * ... know", or writing or meeting with someone before a family name that stands alone. Read only where the
 * word before the candidate ends in a letter a cue ends in, so most candidates cost one comparison.
 */
function cuedForPersonBefore(candidate: string, text: string, start: number, after: string): boolean {
  const last = text.charCodeAt(start - 2);
  // "for", "to", "of", "with", "Let": the cues end in r, o, f, h or t.
  if (text.charCodeAt(start - 1) !== 32 || (last !== 114 && last !== 111 && last !== 102 && last !== 104 && last !== 116)) return false;
  const before = text.slice(Math.max(0, start - 48), start);
  return (
    (LET_BEFORE.test(before) && KNOW_AFTER.test(after)) ||
    ((PERSON_ONLY_BEFORE.test(before) || (TALKED_WITH_BEFORE.test(before) && familyNameAlone(candidate))) && !NOUN_AFTER.test(after))
  );
}

/** A lower-case word that makes the capitalised one before it a modifier ("a welcome email for Zendesk users", "Ask Paychex support"), not a preposition or what closes a request. */
const NOUN_AFTER = /^[ \t]{1,3}(?!(?:from|of|on|at|by|and|or|please|pls|who|whose|tomorrow|today|tonight|next|this|in|with|that|for|to|about|before|after|when|since|as|so|but|if|asap|again|now|soon|later|first)(?![\p{L}]))\p{Ll}/u;
/** "Let ... know": "Let Bartholomew know the server is down". */
const LET_BEFORE = /(?<![\p{L}\p{N}_])[Ll]et[ \t]{1,3}$/u;
const KNOW_AFTER = /^[ \t]{1,3}know(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])/u;
/**
 * Where one writes, talks or meets with a person: "reply to Nakamura", "a call with Tanaka". Firms are written
 * to as well, so only a family name that can stand alone counts after it (familyNameAlone).
 */
const TALKED_WITH_BEFORE =
  /(?<![\p{L}\p{N}_])(?:(?:e-?mail|reply|replied|respond|responded|talk|talked|speak|spoke|write|wrote|apologi[sz]e|letter|note|message)[ \t]{1,3}(?:(?:back|it|this|that)[ \t]{1,3})?to|(?:call|meeting|meet|1:1|one-on-one|lunch|dinner|coffee|catch-up|catchup|interview|appointment|conversation)[ \t]{1,3}with)[ \t]{1,3}$/iu;
/** The same question as chat writes it, without the comma: "Tom did you get any sleep?", "priya can you check the logs". */
const ASKED_BARE = String.raw`[ \t](?:can|could|would|will|do|did|are|were|have|should)[ \t](?:you|u)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])`;
const ASKED_BARE_AFTER = new RegExp(`^${ASKED_BARE}`, 'u');
/** The start of a line, or the @-handles a chat message opens with (". @tomvucic @do_admit tom did you ..."). */
const LINE_OPENING = String.raw`(?:^|\n)[ \t]*(?:\.?[ \t]*(?:@[\p{L}\p{N}_]{1,30}[ \t]{1,3}){1,6})?`;

const LINE_OPENING_BEFORE = new RegExp(`${LINE_OPENING}$`, 'u');
/**
 * The time (and date) a chat log or a messaging app's export stamps a line with, before its speaker: "[10:32]",
 * "(9:05 PM)", "12/03/2024, 10:32 - ".
 */
const CHAT_STAMP = String.raw`(?:\[[^\]\n]{1,30}\]|\(?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?\)?|\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4},?[ \t]{1,3}\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?)[ \t]{1,3}(?:-[ \t]{1,3})?`;
/** Where minutes open an action: a line, or a list item after its bullet or number ("- ", "• ", "2. ", " - " inline). */
const ITEM_OPENING = String.raw`(?:(?:^|\n)[ \t]*(?:(?:[-*•]|\d{1,2}[.)])[ \t]{1,3})?|[ \t](?:-|•)[ \t]{1,3})`;
/** A task given to the word before, as minutes write one: "to send", "to follow up", "to review the draft". */
const TASK_AFTER_SOURCE = String.raw`[ \t]to[ \t](?:send|share|review|update|follow[ \t]up|check|book|draft|write|prepare|schedule|set[ \t]up|confirm|contact|call|email|ping|fix|investigate|look[ \t]into|reach[ \t]out|sync|own|lead|present|circulate|finali[sz]e|test|order|organi[sz]e|coordinate|create|file|ask|talk|chase|loop[ \t]in|compile|collect|arrange|invite|summari[sz]e)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])`;
const ITEM_OPENING_BEFORE = new RegExp(`${ITEM_OPENING}$`, 'u');
const TASK_AFTER = new RegExp(`^${TASK_AFTER_SOURCE}`, 'u');
/** Whether the word at `start` is given a task where minutes list actions ("Action items: - Aisha to book the room"). */
const givenATask = (text: string, start: number, after: string) => TASK_AFTER.test(after) && ITEM_OPENING_BEFORE.test(text.slice(Math.max(0, start - 8), start));
/**
 * The same, as a pattern looks back for it: the start of a line or the @-handle right before the word. One
 * handle, not a run of them, so the look back never tries the ways a run could be split.
 */
const LINE_OR_HANDLE = String.raw`(?:^|\n)[ \t]*|@[\p{L}\p{N}_]{1,30}[ \t]{1,3}`;
/** Where chat opens a clause with a name in lower case: a line, a handle, punctuation, or a filler or conjunction ("omg", "idk if"). */
const LOWER_CLAUSE_OPENING = String.raw`(?:${LINE_OR_HANDLE}|[.!?,;:][ \t]{1,3}|(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])${CHAT_OPENERS}[ \t]{1,3})`;
/** Whether the word at `start` opens its line (after any @-handles) and a question is put to it without a comma ("Tom did you ..."). */
function askedAtLineOpening(text: string, start: number, after = text.slice(start, start + 64).replace(/^\S+/, '')): boolean {
  return ASKED_BARE_AFTER.test(after) && LINE_OPENING_BEFORE.test(text.slice(Math.max(0, start - 240), start)) && !CHAT_WORDS.has(text.slice(start, start + 8).split(/\s/)[0]!.toLowerCase());
}

/** He or she, as a later word of the sentence or the next one refers back to a person. */
const PERSONAL_PRONOUN = String.raw`(?<![\p{L}\p{N}_-]|[\p{L}\p{N}]['’])(?:[Hh]e|[Ss]he|[Hh]im|[Hh]er|[Hh]is|[Hh]ers|[Hh]imself|[Hh]erself)(?![\p{L}\p{N}_-])`;
const SENTENCE_START = /(?:^|[.!?\n])[ \t]{0,3}$/;
/**
 * What follows a sentence's subject that a person is: what it is or does, then "his" or "her" in the same
 * sentence, or "he" or "she" opening a clause of it ("made headlines when he described"), or "he", "she",
 * "him" or "her" in the next.
 */
const REFERRED_BACK = new RegExp(
  String.raw`^[ \t](?:${SUBJECT_AUXILIARIES}|${SUBJECT_VERB_TRIE}|\p{Ll}{2,20}(?<=ed))(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])` +
    String.raw`(?:[^\n.!?]{0,100}(?<![\p{L}\p{N}_-]|[\p{L}\p{N}]['’])(?:his|her|(?:when|after|before|as|because|while|until|since|but|and|where|though|although)[ \t]{1,3}(?:he|she))(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])|[^\n.!?]{0,100}[.!?][ \t]{1,3}[^\n.!?]{0,60}${PERSONAL_PRONOUN})`,
  'u',
);
/**
 * A name that starts a sentence as its subject, before what it is or does, that "his" or "her" refers back
 * to in the same sentence, or "he", "she", "him" or "her" in the next: "Azarías is a very sympathetic
 * person. He's also a good listener", "Kempers began writing as a teenager, publishing her first story".
 * Any capitalised name, listed or not, as after a looser cue; not a word, a place or a product ("Docker is
 * fast. It ..." has no "he"; "This was his" is a word).
 */
function referredBack(candidate: string, text: string, start: number): boolean {
  const end = start + candidate.length;
  return classOf(candidate) !== 'none' && SENTENCE_START.test(text.slice(Math.max(0, start - 4), start)) && REFERRED_BACK.test(text.slice(end, end + 200)) && positionedNameLength(candidate) === candidate.length;
}

/**
 * A given name no word, brand, place or product shares, alone in the middle of a sentence, where only a
 * name is capitalised: "We met Priya yesterday", "the way Suzanne and Wendy interact". Not first in a
 * sentence or a line, where every word is capitalised, nor beside another capitalised word, which the
 * full-name rules read. Below a cued name's score: a low-sensitivity policy does not act on it alone.
 */
export const LONE_GIVEN_NAME_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  // The capital first: the look behind it is asked only at a capital, not at every character of a text. Not
  // before a number, where a month's abbreviation stands ("before Jan 31").
  pattern: /\p{Lu}(?<=(?:(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])\p{Ll}[\p{Ll}'’-]*|[,;])[ \t]{1,3}\p{Lu})\p{Ll}{2,24}(?![\p{L}\p{N}_'’-]|[ \t]{1,3}(?:\p{Lu}|\d)|\.\p{L})/gu,
  score: 0.45,
  validate: (candidate) => classOf(candidate) === 'given' && plainGivenName(candidate) && !oneWordTown(candidate),
  context: PERSON_CUES,
  contextWords: 3,
  followingWords: 1,
  followingContext: PERSON_FOLLOWERS,
  negativeContext: NOT_PERSON_CUES,
};

/**
 * A given name of two parts joined by a hyphen, standing alone ("Ask Seo-yeon to confirm", "Jean-Luc will
 * lead it", "We need Min-jun on the call"): the one-word rules read no hyphen, the full-name rules want a
 * family name. Where a sentence puts a person: after what takes one, or before what one does.
 */
export const HYPHENATED_GIVEN_NAME_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  literal: '-',
  pattern: /\p{Lu}(?<=(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])\p{Lu})\p{Ll}{1,12}-\p{L}\p{Ll}{1,12}(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])/gu,
  score: 0.7,
  validate: (candidate, text, start) =>
    hyphenatedGivenName(candidate) &&
    (personSlotBefore(text.slice(Math.max(0, start - 20), start)) || personSlotAfter(text.slice(start + candidate.length, start + candidate.length + 64))),
};

/** Both parts given names (or the syllables of one: romanized-names.ts), neither a brand, product or place: "Anne-Marie", "Seo-yeon", not "Mercedes-Benz". */
function hyphenatedGivenName(candidate: string): boolean {
  const k = stem(candidate);
  if (classOf(candidate) !== 'given' || oneWordPlace(candidate) || oneWordTown(candidate)) return false;
  const parts = k.split('-');
  const named = (part: string) => GIVEN.has(part) && !BRANDS_AND_PLACES.has(part) && !PRODUCT_NAMES.has(part) && !CALENDAR.has(part);
  return parts.every(named) || romanizedGivenName(k, (part) => ENGLISH.has(part));
}

/** A text with no capital letter, as chat often is written. */
export const WITHOUT_CAPITALS = /^\P{Lu}*$/u;
/**
 * A text written all in lower case, as chat often is, says nothing by its capitals: there a given name no
 * word, product or place shares reads as it would capitalised, alone at the lone given name's score ("i
 * wish im ryan", "how does elton afford that mansion") and with a family name after it that is no word as
 * a full name ("without sunil grover the show is boring"). Looked for only in a text with no capital.
 */
export const LOWER_CASE_TEXT_PERSON_RECOGNIZER: Recognizer = {
  ...LONE_GIVEN_NAME_RECOGNIZER,
  onlyIn: WITHOUT_CAPITALS,
  // Not in code quotes: "`sri` can be any subresource integrity".
  pattern: /(?<![\p{L}\p{N}_.@#/`-]|[\p{L}\p{N}]['’])\p{Ll}{3,20}(?:[ \t]\p{Ll}{2,24})?(?![\p{L}\p{N}_'’@`-])/gu,
  score: (candidate) => (/[ \t]/.test(candidate) ? 0.55 : 0.45),
  validate: (candidate, text, start) => {
    const [given, family] = candidate.split(/[ \t]/) as [string, string | undefined];
    if (!plainGivenName(given) || LOWER_CASE_NOT_NAMES(given) || oneWordTown(given) || (text !== undefined && DETERMINER_BEFORE.test(text.slice(Math.max(0, start - 8), start)))) return 0;
    const surname = family !== undefined && (SURNAMES.has(family) || GIVEN.has(family)) && !ENGLISH.has(family) && !LOWER_CASE_NOT_NAMES(family);
    return surname ? candidate.length : given.length;
  },
};

/**
 * A name with its bearer's age after it between commas, as news and records write it: "Rashid, 46, was
 * sentenced", "Mike Cito, 17, was expelled", "Ana Souza, aged 34,". One to three capitalised words, listed
 * or not, that no word, brand or place ends.
 */
export const AGED_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  literal: ',',
  pattern: new RegExp(
    String.raw`(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])(?<value>${NAME_WORD}(?:[ \t]{1,3}${NAME_WORD}){0,2}),[ \t]{1,3}(?:aged[ \t]{1,3})?(?:[1-9]\d?|1[01]\d),(?![\d])`,
    'dgu',
  ),
  score: 0.7,
  validate: (candidate) => {
    const length = positionedNameLength(candidate);
    return length === candidate.length && !wordsOf(candidate).some((word) => oneWordPlace(word) || TITLES.has(stem(word))) ? length : 0;
  },
};

/** A word that names a place, a title, a nationality, a brand or a product: no word of a name a cue after it vouches for. */
const namesAThing = (word: string): boolean => {
  const k = stem(word);
  return oneWordPlace(word) || TITLES.has(k) || BRANDS_AND_PLACES.has(k) || COUNTRIES.has(k) || PRODUCT_NAMES.has(k);
};

/**
 * A name after its bearer's age, as news writes it: "the 35-year-old Agassi has withdrawn", "a 46-year-old
 * Rashid Khan". Not a nationality or a word ("the 36-year-old Iraqi", "a 12-year-old Labrador").
 */
export const YEAR_OLD_PERSON_RECOGNIZER: Recognizer = {
  ...AGED_PERSON_RECOGNIZER,
  literal: 'year',
  pattern: new RegExp(String.raw`(?<![\p{L}\p{N}_])\d{1,3}[- ]year[- ]old[ \t]{1,3}(?<value>${NAME_WORD}(?:[ \t]{1,3}${NAME_WORD})?)`, 'dgu'),
  // What follows says a person: what one does, or the end of the clause ("a 12-year-old Labrador retriever" is a dog).
  validate: (candidate, text, start) => {
    const words = wordsOf(candidate);
    if (words.some((word) => ENGLISH.has(stem(word)) || namesAThing(word))) return 0;
    const after = text === undefined ? '' : text.slice(start + candidate.length, start + candidate.length + 64);
    // An abbreviation's first letter is no name: "a 15-year-old U.S. schoolboy".
    if (/^\.\p{L}/u.test(after)) return 0;
    return PERSON_DOES.test(after) || /^[ \t]*(?:[,.;:!?)]|$)/.test(after) ? candidate.length : 0;
  },
};

/**
 * A name with what its bearer is to someone, or does, after it between commas, as news and minutes write it:
 * "Aalam, his wife, Hayat Saloumi and nephew were arrested", "Okonjo, a lawyer for the family, said",
 * "Brandt, the company's spokeswoman, declined". Kin, a workplace role or a public office, after an article
 * or a possessive; one to three capitalised words no English word, place, brand or product ends.
 */
const APPOSITIVE_ROLES = trieSource([
  ...MY_PEOPLE_WORDS, ...WORKPLACE_ROLES, ...PUBLIC_OFFICES, 'lawyer', 'attorney', 'spokesman', 'spokeswoman', 'spokesperson', 'aide', 'deputy', 'widow', 'widower',
  // What news calls the people it quotes: "Kowalczyk, a former diplomat, now runs a vineyard".
  ...PUBLIC_CALLINGS, 'reporter', 'farmer', 'resident', 'veteran', 'artist', 'player', 'coach', 'soldier', 'researcher', 'survivor', 'witness',
  'victim', 'doctor', 'surgeon',
]);
export const APPOSITIVE_PERSON_RECOGNIZER: Recognizer = {
  ...AGED_PERSON_RECOGNIZER,
  // Only a text with a comma before an article or a possessive is scanned: the pattern tries a name at every capital.
  onlyIn: /, (?:a|an|the|his|her|their|our|my) |\p{L}, \p{L}+['’]s /u,
  pattern: new RegExp(
    String.raw`(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])(?<value>${NAME_WORD}(?:[ \t]{1,3}${NAME_WORD}){0,2}),[ \t]{1,3}(?:a|an|the|his|her|their|our|my|\p{L}\p{Ll}+['’]s)[ \t]{1,3}(?:[\p{Ll}'’-]{2,20}[ \t]{1,3}){0,2}(?:${APPOSITIVE_ROLES})(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])`,
    'dgu',
  ),
  validate: (candidate) => {
    const length = positionedNameLength(candidate);
    return length === candidate.length && !wordsOf(candidate).some(namesAThing) ? length : 0;
  },
};

/**
 * An author cited by family name and year, as scholarly text cites: "(Ruhlen 1987)", "(Okafor et al., 2019)".
 * A word no dictionary, place, brand, product or calendar holds: a year in brackets follows products and
 * places as often ("(Windows 2000)", "(Python 2018)", "(Boston 2019)"), so a family name that is also a word
 * ("(Wise, 1987)") is left out.
 */
const CITED_NAME = String.raw`\p{Lu}[\p{Ll}\p{M}'’-]{1,24}(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’-]{1,24})?`;
/**
 * Where a citation's item starts: after its bracket, after "see" or "e.g." in it, or after the semicolon that
 * parts it from the item before ("(Brieber 2014; Binderman et al., 2005)").
 */
const CITATION_OPENING = String.raw`(?:\(|;[ \t]{1,3})(?:(?:see|cf\.)(?:[ \t]{1,3}(?:for[ \t]{1,3}example|also))?,?[ \t]{1,3}|e\.g\.,?[ \t]{1,3})?`;
/** A co-author after "&" or "and", "et al.", then the year: what follows an author in a citation. */
const CITATION_CLOSING = String.raw`(?:[ \t]{1,3}(?:&|and)[ \t]{1,3}${CITED_NAME})?(?:,?[ \t]et[ \t]al\.?)?,?[ \t]{1,3}${CITED_YEAR}`;
/** The authors of an item with a co-author or "et al.": named so only in a citation, and then even a word is a name ("Baron & Beresford 2014"). */
const CO_AUTHORED = new RegExp(String.raw`^(?:,?[ \t]et[ \t]al\b|[ \t]{1,3}(?:&|and)[ \t]{1,3}\p{Lu})`, 'u');
const CO_AUTHOR_BEFORE = /(?:&|and)[ \t]{1,3}$/u;
export const CITED_AUTHOR_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  literal: '(',
  // Only a text with a year that closes an item is scanned: most brackets in prose hold no citation.
  onlyIn: new RegExp(CITED_YEAR),
  // Each author of an item, the first and the one after "&": "(Filippini Fantoni et al., 2013; Heidenreich & Turano 2011)".
  // The capital first, and what must stand before it looked behind for only there: a leading look behind was
  // tried at every character of a text, about 11 µs a kilobyte of prose with a bracket in it.
  pattern: new RegExp(
    String.raw`(?<value>\p{Lu}(?<=${CITATION_OPENING}(?:${CITED_NAME}[ \t]{1,3}(?:&|and)[ \t]{1,3})?\p{Lu})[\p{Ll}\p{M}'’-]{1,24}(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’-]{1,24})?)(?=${CITATION_CLOSING})`,
    'dgu',
  ),
  score: 0.55,
  validate: (candidate, text, start) => {
    const words = wordsOf(candidate).map(stem);
    if (!words.every((k) => mayNameSomeone(k) && !PROPER_NOUNS.has(k))) return false;
    const end = start + candidate.length;
    const coAuthored = text !== undefined && (CO_AUTHORED.test(text.slice(end, end + 12)) || CO_AUTHOR_BEFORE.test(text.slice(Math.max(0, start - 6), start)));
    return coAuthored || words.every((k) => !ENGLISH.has(k));
  },
};

/** A given name mentioned in chat by itself after "@": "@Ravi please review". Only a text with an "@" is scanned. */
export const MENTIONED_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: /(?<=(?:^|[ \t\n(])@)\p{Lu}[\p{Ll}\p{M}]{1,24}(?=[ \t,:;!?)]|$)/gu,
  literal: '@',
  score: 0.55,
  validate: (candidate) => classOf(candidate) === 'given' && plainGivenName(candidate),
};

/**
 * A name as the subject of what follows it. Capitalised: one given name that is no English word, before
 * "is", "was", "has", "will" and the like ("Mary is in the boat", "Nancy will call") or before "and" and
 * another capitalised word ("Nadia and Omar will lead"); a name that is also a
 * word ("Rose is a flower") is not. In lower case, as chat writes it: a listed given name, and a surname
 * after it, right before what people do ("jamie smith said no", "kirk douglass won"). And one given name
 * that is no word, addressed after a comma at the end of a line ("See you tomorrow, Priya."), or right
 * after a word that takes a person as its object ("Meeting with Aiko", "email Raj", "invite Emeka").
 */
export const SUBJECT_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  // One word run each start shares: the branches differ only in what must stand after it (and, for the
  // capitalised ones, before it), so a text's words are each read once.
  pattern: new RegExp(
    String.raw`(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])\p{L}[\p{Ll}\p{M}]{1,24}(?![\p{L}\p{M}\p{N}_-]|['’][\p{L}\p{N}])(?:` +
      String.raw`(?=[ \t]{1,3}(?:${SUBJECT_AUXILIARIES}[ \t]|and[ \t]\p{Lu}))(?<=(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])\p{Lu}[\p{Ll}\p{M}]*)(?<!(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])${PARTICLES}[ \t]\p{Lu}[\p{Ll}\p{M}]*)` +
      String.raw`|(?:[ \t](?!(?:himself|herself)(?![\p{L}\p{N}_]))\p{Ll}{2,24}(?![\p{L}\p{M}\p{N}_]))?(?=[ \t]${LOWER_CASE_VERB_TRIE}(?![\p{L}\p{N}_]))` +
      // Or before "is", "was", "did", "can" and the like, or paired with the writer, as chat writes a name: "kevin
      // is annoying", "idk if wei is coming", "deepika and i are going", "priya can you check the logs".
      // Only where chat opens a clause: at the start of a line or a sentence, after the @-handles a post opens
      // with, or after a filler or conjunction ("omg", "idk if", "tbh", "and").
      String.raw`|(?=[ \t]${LOWER_SUBJECT_NEXT}(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}]))(?<=${LOWER_CLAUSE_OPENING}\p{Ll}{3,24})` +
      // Or the first of two joined by "and" where the clause opens, before what they did together, each a given
      // name no word shares: "kris and amy washed her car" (the second: LOWER_CASE_PAIR_PERSON_RECOGNIZER).
      String.raw`|(?=[ \t]and[ \t]\p{Ll}{3,24}[ \t]${PAIR_VERB_SOURCE})(?<=${LOWER_CLAUSE_OPENING}\p{Ll}{3,24})` +
      // The branches below need a capitalised word: one check spares lower-case words the rest.
      String.raw`|(?<=(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])\p{Lu}[\p{Ll}\p{M}]*)(?:` +
      // Before what one does ("Kenji reviewed", "Wei sent"), not inside a firm's name ("Johnson & Johnson recalled").
      String.raw`(?=[ \t]{1,3}(?:${SUBJECT_ADVERBS}[ \t]{1,3})?(?:${SUBJECT_VERB_TRIE}|\p{Ll}{2,20}(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])(?<=ed)))(?<!(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])${PARTICLES}[ \t]\p{Lu}[\p{Ll}\p{M}]*)(?<!&[ \t]{1,3}\p{Lu}[\p{Ll}\p{M}]*)` +
      // Or paired with the writer: "Chisaki and I are planning the offsite".
      String.raw`|(?=[ \t]and[ \t](?:I|me)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}]))` +
      // Addressed after a comma at the end of a sentence: "See you tomorrow, Priya.", "I love the video, Lena! Much better".
      String.raw`|(?=[.!?]{0,3}[ \t]*(?:$|\n)|[!?]{1,3}[ \t]{1,3}\p{Lu})(?<=\p{L},[ \t]\p{Lu}[\p{Ll}\p{M}]*)` +
      // Or without the comma, right before the "!" of praise or thanks: "Love your podcast Sean!", "Great job Priya!".
      String.raw`|(?=!{1,3}(?:[ \t]|$))(?<=\p{Ll}[ \t]\p{Lu}[\p{Ll}\p{M}]*)` +
      // Or an item of a list of capitalised words ("Hiroshi, Mei, Lars", "Alice, Bob and Carol").
      String.raw`|(?=,[ \t]{1,3}\p{Lu}[\p{Ll}\p{M}]+(?:,|[ \t]{1,3}(?:and|or)[ \t]{1,3}\p{Lu}))(?<=(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])\p{Lu}[\p{Ll}\p{M}]*)` +
      String.raw`|(?<=\p{Lu}[\p{Ll}\p{M}]+,[ \t]{1,3}\p{Lu}[\p{Ll}\p{M}]*)(?=[ \t]*(?:,|[ \t](?:and|or)[ \t]{1,3}\p{Lu}|[.;]?[ \t]*(?:$|\n)))` +
      // Or addressed at the start of a line, before a comma or colon and what is said to them ("Richard, below
      // is the list", "Tracy, Do we have concerns", "Clint:"), not before a place's state or country ("Savannah, GA");
      // after the time a chat log stamps its lines with ("[10:32] Priya: can someone restart the build?").
      String.raw`|(?=[,:][ \t]*(?:$|\r?\n|\p{Ll}|(?:I|We|You|Do|Can|Could|Would|Will|Please|Thanks|Thank|Hope|Just|Here|This|Attached|As|Sorry|Good|Hi|Hello|Let|See|FYI|Sounds|Great|Yes|No)(?![\p{L}])))(?<=(?:^|\n)[ \t]*(?:${CHAT_STAMP})?\p{Lu}[\p{Ll}\p{M}]*)` +
      // Or given a task at the start of a line or a list item, as minutes write actions ("- Tom to send the deck").
      String.raw`|(?=${TASK_AFTER_SOURCE})(?<=${ITEM_OPENING}\p{Lu}[\p{Ll}\p{M}]*)` +
      // Or addressed at the start of a line without the comma chat leaves out, before "you" and what is said
      // ("Lauren you should rest"); not before "I", which may be a regnal number ("Elizabeth I think").
      String.raw`|(?=[ \t](?:you|You|u)[ \t]\p{Ll}|${ASKED_BARE})(?<=(?:${LINE_OR_HANDLE})\p{Lu}[\p{Ll}\p{M}]*)` +
      // Or alone on a line, as a greeting or a signature writes it ("Daren,\n...", "...\n-- Priya"), or as the whole
      // of a message ("Michael", a signature sent apart), maybe with a smiley after it ("Amy:-)", "Priya :)").
      String.raw`|(?=[ \t]*(?:[,:!]|[:;=]-?[)(DPp]{1,3})?[ \t]*(?:\r?\n|$))(?<=(?:^|\n)[ \t]*(?:[-~–—]{1,3}[ \t]*)?\p{Lu}[\p{Ll}\p{M}]*)` +
      // Or right after a word that takes a person: "Meeting with Aiko", "email Raj", "invite Emeka".
      String.raw`|(?![ \t]{1,3}(?:\p{Lu}[\p{L}.]|\p{Lu}[ \t]{1,3}\p{Lu}|["'“‘]|${PARTICLES}[ \t]{1,3}\p{Lu}|${JOINED_PARTICLE_NAME_SOURCE}))(?<=(?<![\p{L}\p{N}_.-]|[\p{L}\p{N}]['’])${OBJECT_CUE_TRIE}[ \t]\p{Lu}[\p{Ll}\p{M}]*)))`,
    'gu',
  ),
  score: 0.55,
  validate: (candidate, text, start) => {
    const single = !/[ \t]/.test(candidate);
    if (single && /^\p{Lu}/u.test(candidate)) {
      const k = key(candidate);
      if (PRODUCT_NAMES.has(k)) return false;
      // The second word of a place's name ("The flight from San Diego landed", "Los Alamos is").
      if (PLACE_PREFIX_BEFORE.test(text.slice(Math.max(0, start - 8), start))) return false;
      // "Long" is also a type in code ("coerced to Long").
      // A large city of the same name is no person without more than the word before it ("a return for Milan").
      if (classOf(candidate) === 'given' && !factsOf(candidate).plain && (PLAIN_GIVEN_NAMES.has(k) || (COMMON.has(k) && NAME_WORDS.has(k) && k !== 'long'))) return !oneWordPlace(candidate);
      // A family name no word, city, region, brand or place shares, before what a person does ("Okafor did not
      // appear", "earlier Klein said") or after what one does with a person ("Ask Okafor", "a call with Okafor"),
      // or one of two names joined by "and" before what they did ("Smith and Jones were late", "Willshire and
      // Sawicki were engineers").
      const after = text.slice(start + candidate.length, start + candidate.length + 64);
      const wordClass = classOf(candidate);
      // Only a person is born or dies: a family name that a city bears too is the person's there ("Mendoza was born in Oaxaca").
      if (wordClass === 'surname' && LIFE_EVENT_AFTER.test(after)) return true;
      if (wordClass !== 'none' && !oneWordPlace(candidate.replace(POSSESSIVE, ''))) {
        const before = text.slice(Math.max(0, start - 16), start);
        const pairedBefore = PAIR_VERB.test(after) && text.startsWith(' and ', start - 5) && !pairedWithCityBefore(candidate, text, start);
        if (familyNameAlone(candidate) && (PERSON_DOES.test(after) || pairedBefore || PERSON_OBJECT_CUE_BEFORE.test(before))) return true;
        if (pairedSurnames(candidate, text, start) > 0) return true;
        if (wordClass === 'surname' && saidInMidSentence(text, start, after)) return true;
        if (
          wordClass === 'unlisted' &&
          !agentNounOfWord(candidate) &&
          ((ONLY_A_PERSON_DOES_AFTER.test(after) && !namedThingBefore(text, start)) || (ONLY_TO_A_PERSON_BEFORE.test(before) && !NOUN_AFTER.test(after)))
        )
          return true;
      }
      // Whether the word may be a name here is asked before what stands around it: most such words open a
      // sentence and can be none ("This is", "It was").
      return (
        referredBack(candidate, text, start) ||
        (positionedNameLength(candidate) === candidate.length &&
          (PERSON_STATE_PREDICATE.test(after) ||
            CALLING_PREDICATE.test(after) ||
            (ASKED_AFTER.test(after) && SENTENCE_START.test(text.slice(Math.max(0, start - 4), start))) ||
            askedAtLineOpening(text, start, after) ||
            AND_I_AFTER.test(after) ||
            cuedForPersonBefore(candidate, text, start, after)))
      );
    }
    // "Spencer kelly": a surname in lower case after a capitalised given name is read as the lower-case pair is.
    const [first, second] = key(candidate).split(/[ \t]/) as [string, string | undefined];
    const given = GIVEN.has(first) && !CALENDAR.has(first) && !RANK_WORDS.has(first);
    // A common name that is also a word ("tom", "mark") counts where a question is put to it: "tom did you sleep?".
    if (second === undefined) {
      if (!given || PROPER_NOUNS.has(first) || LOWER_CASE_NOT_NAMES(first)) return 0;
      // After an article or a possessive it is a noun, however misspelt: "My nam is Michal".
      if (DETERMINER_BEFORE.test(text.slice(Math.max(0, start - 8), start))) return 0;
      return !ENGLISH.has(first) || (COMMON.has(first) && askedAtLineOpening(text, start)) ? candidate.length : 0;
    }
    // Two words: both names, not both also words ("jamie smith", "jack layton", not "will rose"), and the
    // second no adverb before the verb ("Chloe just left", "kim still said").
    return given && SURNAMES.has(second) && !SUBJECT_ADVERB_SET.has(second) && !(ENGLISH.has(first) && ENGLISH.has(second)) ? candidate.length : 0;
  },
  // A common name that is also a word ("Tom", "Rose") needs the word that takes a person right before it,
  // "Meeting with Tom", not "Rose is a beautiful flower"; or, as the subject, what only a person is or does
  // after it: "Maria is on leave", "Tom will lead the migration".
  requiresContext: (candidate, text, start) => {
    if (!NAME_WORDS.has(key(candidate))) return false;
    const after = text.slice(start + candidate.length, start + candidate.length + 48);
    return !PERSON_PREDICATE.test(after) && !askedAtLineOpening(text, start, after) && !saidInMidSentence(text, start, after) && !givenATask(text, start, after);
  },
  context: contextMatcher(OBJECT_CUES),
  contextWords: 1,
  followingWords: 0,
  // A word that takes a place right before it makes the name a place's ("visited Alexandria, Egypt").
  negativeContext: contextMatcher(['in', 'at', 'near', 'visit', 'visited', 'visiting', 'toured', 'around', 'across', 'outside', 'inside']),
};

/**
 * The second of two given names in lower case joined by "and" where a clause opens, before what they did
 * together ("kris and amy washed her car"): read as the subject rule reads a lower-case name, but found from
 * its " and ", so that the look back to the clause's opening is taken there only, not after every word.
 */
export const LOWER_CASE_PAIR_PERSON_RECOGNIZER: Recognizer = {
  ...SUBJECT_PERSON_RECOGNIZER,
  literal: ' and ',
  pattern: new RegExp(String.raw`[ \t]and[ \t](?<value>\p{Ll}{3,24})(?=[ \t]${PAIR_VERB_SOURCE})(?<=${LOWER_CLAUSE_OPENING}\p{Ll}{3,24}[ \t]and[ \t]\p{Ll}{3,24})`, 'dgu'),
};

/** A word that may stand for a whole name found elsewhere in the text: no title, particle, initial, suffix, weekday, brand or place. */
function repeatableNameWord(word: string): boolean {
  const k = stem(word);
  if (!/^\p{Lu}[\p{Ll}\p{M}'’-]+$/u.test(word) || k.length < 2 || /^(?:jr|sr)$/.test(k)) return false;
  if (FUNCTION_WORDS.has(k) || CALENDAR.has(k) || TITLES.has(k) || RANK_WORDS.has(k) || CAPITAL_PARTICLES.has(k) || GAELIC_PARTICLES.has(k)) return false;
  if (BRANDS_AND_PLACES.has(k) || COUNTRIES.has(k) || PRODUCT_NAMES.has(k) || PLACE_PREFIX_WORDS.has(k)) return false;
  // A family name that is also a place word ("Grace Park", "Anna Hall") may stand for its bearer.
  return !ORGANISATION_WORDS.has(k) || (SURNAMES.has(k) && SURNAME_PLACE_WORDS.has(k));
}

/**
 * The other items of a list a found name stands in, one or two capitalised words each, joined by a comma,
 * "and", "or" or "&": "Vin, Dwayne, Ty, Luda, Jason & Michelle", "Suzanne and Wendy", "Max Carey, Kiki Cuyler,
 * Rabbit Maranville, and Pie Traynor". An item is a person's name when each of its words may name someone
 * (no place, brand, product, title or calendar word) and is no English word unless a listed given name, or
 * when the gazetteer reads the two words as a full name: "Priya, Docker and GitHub" lists no people after
 * Priya, nor "Chick Corea and Weather Report".
 */
const LIST_JOIN = String.raw`(?:,[ \t]{1,3}(?:(?:and|or|&)[ \t]{1,3})?|[ \t]{1,3}(?:and|or|&)[ \t]{1,3})`;
const JOIN_BEFORE = new RegExp(`${LIST_JOIN}$`, 'u');
const JOIN_AFTER = new RegExp(`^${LIST_JOIN}`, 'u');
/** One or two capitalised words ending where a join starts, not the end of a longer run of them ("Los Hermanos Hernandez"). */
const ITEM_ENDING = new RegExp(String.raw`(?<![\p{L}\p{N}_.&-]|[\p{L}\p{N}]['’])(?<!\p{Lu}[\p{L}\p{M}'’-]*[ \t])(${NAME_WORD}(?:[ \t]${NAME_WORD})?)$`, 'u');
/** One or two capitalised words after a join, not running on into a third. */
const ITEM_STARTING = new RegExp(String.raw`^(${NAME_WORD}(?:[ \t]${NAME_WORD})?)(?![\p{L}\p{N}_'’-]|[ \t]\p{Lu})`, 'u');
/** How many items along a list from one found name are read, each way. */
const MAX_LIST_ITEMS = 12;
/** A capital, maybe an apostrophe's second one ("O'Brien"), then a small letter: not "I'm" or "I've". */
const NAME_OPENING = /^\p{Lu}(?:['’]\p{Lu})?\p{Ll}/u;
const listMateWord = (word: string): boolean => {
  const k = stem(word);
  return NAME_OPENING.test(word) && mayNameSomeone(k) && !namesAThing(word) && !PROPER_NOUNS.has(k) && (!ENGLISH.has(k) || GIVEN.has(k));
};
/**
 * An item of one word must be a listed given or family name, or have a family name's ending: a word no list
 * holds beside a name is as often a word of another language ("Mit freundlichen Grüßen, J. Hartmann").
 */
const listMateAlone = (word: string): boolean => listMateWord(word) && (GIVEN.has(stem(word)) || SURNAMES.has(stem(word)) || endingSurname(word));
/**
 * The item's span: all of it, or, before a name, where its first word is only an English word that opens the
 * sentence (no name, place or proper noun: "Thanks Ty, Luda"), its last word alone. Not a part of a longer
 * name ("Tokyo Rose", "Spartacus Ignatieff", "Tommy Pooch"), which would be a wrong span either way.
 */
function listMate(item: string, at: number, before: boolean): [number, number] | undefined {
  const words = wordsOf(item);
  if (words.length === 1) return listMateAlone(item) ? [at, at + item.length] : undefined;
  if (words.every(listMateWord) || nameLength(item) === item.length) return [at, at + item.length];
  const [first, last] = words as [string, string];
  const k = stem(first);
  if (!before || !ENGLISH.has(k) || GIVEN.has(k) || SURNAMES.has(k) || PROPER_NOUNS.has(k) || namesAThing(first)) return undefined;
  return listMateAlone(last) ? [at + item.length - last.length, at + item.length] : undefined;
}
/**
 * A found name that vouches for the items beside it: a full name, one found with a cue or repeated, or a
 * listed given name that names no place or thing; a lone word found as a family name vouches for nothing.
 */
const vouchesForList = (name: string, score: number): boolean => /\s/.test(name) || score >= 0.7 || (GIVEN.has(stem(name)) && !namesAThing(name));
export const LIST_MATE_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: /(?!)/g,
  score: 0.55,
  fromFindings: (text, found, accept) => {
    for (const name of found) {
      if (!vouchesForList(text.slice(name.start, name.end), name.score)) continue;
      // Back along the list, then on along it, from the name; each item accepted carries the walk on.
      let start = name.start;
      for (let items = 0; items < MAX_LIST_ITEMS; items++) {
        const window = text.slice(Math.max(0, start - 80), start);
        const join = JOIN_BEFORE.exec(window);
        const item = join && ITEM_ENDING.exec(window.slice(0, join.index));
        if (!join || !item) break;
        const span = listMate(item[1]!, start - window.length + item.index, true);
        if (!span || !accept(span[0], span[1])) break;
        start = span[0];
      }
      let end = name.end;
      for (let items = 0; items < MAX_LIST_ITEMS; items++) {
        const window = text.slice(end, end + 80);
        const join = JOIN_AFTER.exec(window);
        const item = join && ITEM_STARTING.exec(window.slice(join[0].length));
        if (!join || !item) break;
        const span = listMate(item[1]!, end + join[0].length, false);
        if (!span || !accept(span[0], span[1])) break;
        end = span[1];
      }
    }
  },
};

/**
 * A person named again by one word of the name found earlier or later in the same text: "Dr. Okafor
 * examined her. Okafor said the scan was clear", "Maria Rodriguez joined in May. Rodriguez leads the team."
 * Not where the word runs on into another capitalised word ("Park Avenue", "Lee County"), follows one
 * (another person of the same family, "Tom Okafor", is that person's name), or names a place after a word
 * that takes one ("flew to Chester").
 */
const PERSON_DOES = new RegExp(
  String.raw`^(?:['’]s|(?:[ \t]{1,3}(?:\p{Ll}{2,12}ly|later|also|then|still|just|never|already|finally|soon|now|again|once|first))?[ \t]{1,3}(?:${SUBJECT_AUXILIARIES}|${SUBJECT_VERB_TRIE}|\p{Ll}{2,20}(?<=ed)|said|says|told|asked|wrote|replied|agreed|thinks|wants))(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])`,
  'u',
);
export const REPEATED_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: /(?!)/g,
  score: 0.7,
  repeats: {
    words: (value) => wordsOf(value).filter(repeatableNameWord),
    standsAt: (text, start, end) => {
      const after = text.slice(end, end + 40);
      // "Johnson & Johnson", "Procter & Gamble": a firm's name.
      if (/^['’]?s?[ \t]{1,3}(?:\p{Lu}|&)/u.test(after) || /^-\p{L}/u.test(after) || /&[ \t]{1,3}$/u.test(text.slice(Math.max(0, start - 4), start))) return false;
      const next = /^[ \t]{1,3}(\p{L}+)/u.exec(after)?.[1];
      if (next !== undefined && ORGANISATION_WORDS.has(next.toLowerCase())) return false;
      const before = text.slice(Math.max(0, start - 40), start);
      if (/\p{Lu}[\p{L}\p{M}'’-]*[ \t]{1,3}$/u.test(before) && !/(?:^|[\s.!?:;,])(?:The|A|An|And|But|So|Then|When|If|Yesterday|Today|Later|Now|Also|Still|Only|Even|Thanks|Thank|Ask|Tell|Call|Email|Ping|Cc|Dear|Hi|Hello|Hey|Mr|Mrs|Ms|Dr|Prof)\.?[ \t]{1,3}$/u.test(before)) {
        // After a title the titled recognizer has found it already; after another capitalised word it is part of a longer name.
        return false;
      }
      // After a word that takes a place, or an article or determiner, which no one's name takes ("bought a Rod").
      // "that" as a conjunction is no determiner: "It may be that Cardoso was influenced", before what a person does.
      if (/(?:^|[^\p{L}])(?:in|at|near|into|visit|visited|visiting|of|a|an|the|this|that|these|those|my|your|our|their|his|her|its|every|each|some|any|no)[ \t]{1,3}$/iu.test(before) && !(/(?:^|[^\p{L}])that[ \t]{1,3}$/iu.test(before) && PERSON_DOES.test(after))) return false;
      // A name that is also an English word ("Shah", "Young") is the name where a capital says so, in mid-sentence;
      // at the start of a sentence or a line, where every word has one, only before what a person does.
      const k = stem(text.slice(start, end));
      return !(ENGLISH.has(k) || NAME_WORDS.has(k)) || !/(?:^|[.!?:;\n"“(][ \t]*)$/u.test(before) || PERSON_DOES.test(after);
    },
  },
};


/** Letter pairs that are abbreviations before a capitalised word, not a person's initials ("PR Review", "QA Davis" is rare, "HR Manager"). */
const ACRONYMS = new Set([
  ...NOT_INITIALS, 'AI', 'ML', 'API', 'CI', 'CD', 'IT', 'UI', 'UX', 'OK', 'ID', 'IO', 'DB', 'OS', 'PC', 'VP', 'GM', 'MD', 'DR', 'RN', 'NP', 'PA',
  'MR', 'MS', 'JS', 'TS', 'GC', 'VM', 'VS', 'IE', 'GH', 'KB', 'MB', 'GB', 'TB', 'OR', 'ER', 'RE', 'FW', 'CC', 'PO', 'SO', 'NO', 'GO', 'DO', 'TO',
  'IN', 'ON', 'AT', 'BY', 'OF', 'IF', 'IS', 'AS', 'AN', 'BE', 'HE', 'WE', 'ME', 'MY', 'UP', 'SQ', 'PK', 'FK', 'SP', 'HQ', 'RD', 'ST', 'AV',
  'CT', 'MA', 'PhD', 'BS', 'BA', 'MBA', 'SF', 'NJ', 'TX', 'CA', 'WA', 'FL', 'IL', 'OH', 'GA', 'NC', 'VA', 'AZ', 'CO', 'MI', 'MN', 'NZ', 'HK',
]);
/**
 * A person's initials written without full stops before the family name: "JK Rowling", "AJ Smith", "DJ
 * Khaled". Two capitals that are no abbreviation, and a family name that is listed or no word (a common
 * one if it is also a word: "Smith", not "Review").
 */
export const BARE_INITIALS_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(String.raw`(?<![\p{L}\p{N}_.&/-]|[\p{L}\p{N}]['’])(?<value>\p{Lu}{2}[ \t]{1,2}\p{Lu}[\p{Ll}\p{M}]{1,24}(?:['’]s)?)(?![\p{L}\p{N}_'’-]|[ \t]{1,3}\p{Lu}[\p{Ll}\p{M}]|\.\p{L})`, 'dgu'),
  score: 0.7,
  validate: (candidate) => {
    const [initials, surname] = wordsOf(candidate) as [string, string];
    const k = stem(surname);
    if (ACRONYMS.has(initials) || BRANDS_AND_PLACES.has(k) || PRODUCT_NAMES.has(k) || !familyNameWord(surname)) return 0;
    if (ENGLISH.has(k) && !COMMON.has(k)) return 0;
    return endWithoutPossessive(candidate);
  },
  context: PERSON_CUES,
  followingWords: 1,
  followingContext: PERSON_FOLLOWERS,
};

/** Words one addresses a group or a friend with, after a greeting, that are no one's name ("hi all", "thanks man"). */
const ADDRESS_WORDS = new Set([
  'all', 'everyone', 'everybody', 'guys', 'folks', 'team', 'there', 'man', 'dude', 'bro', 'sis', 'mate', 'buddy', 'pal', 'love', 'dear', 'honey',
  'babe', 'sir', 'maam', 'boss', 'again', 'friend', 'friends', 'fam', 'girl', 'girls', 'boys', 'kid', 'kids', 'so', 'much', 'lots', 'alot',
  'you', 'ya', 'yall', 'world', 'son', 'chief', 'champ', 'doc', 'mom', 'mum', 'dad', 'bud', 'fella', 'people', 'ladies', 'gents', 'sweetie',
]);
/**
 * One given name in lower case after a greeting or thanks, closed by a comma, a full stop or the end of
 * the line: "hi tom,", "thanks mike". There a common given name counts though it is also a word, as
 * chat writes it; "hi team," and "thanks all" are no names, and "thanks will do" runs on.
 */
export const GREETED_LOWER_CASE_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(String.raw`(?<![\p{L}\p{N}_])(?:[Hh]i|[Hh]ey|[Hh]ello|[Dd]ear|[Tt]hanks|[Tt]hank you|[Tt]hx|[Tt]y|[Cc]heers|[Mm]orning|[Bb]ye|[Yy]o)[ \t]{1,3}(?<value>\p{Ll}{3,24})(?=[ \t]*(?:[,!.:;?)]|\r?\n|$))`, 'dgu'),
  score: 0.6,
  validate: (candidate) => {
    const k = candidate;
    if (!GIVEN.has(k) || ADDRESS_WORDS.has(k) || FUNCTION_WORDS.has(k) || CHAT_WORDS.has(k) || CALENDAR.has(k) || BRANDS_AND_PLACES.has(k) || PRODUCT_NAMES.has(k) || PROPER_NOUNS.has(k)) return false;
    // A common given name though also a word ("tom", "mike"), or one no dictionary holds ("priya").
    return COMMON.has(k) || (!ENGLISH.has(k) && !NAME_WORDS.has(k));
  },
};

/** Months that are also given names: a person where a greeting, a sign-off or a person's column says one is meant ("Thanks,\nJune"). */
const MONTH_NAMES = new Set(['april', 'may', 'june', 'august']);

/** A greeting that opens a message, or a sign-off that closes one, before the name on its line or the next. */
const GREETINGS = [
  'Hi', 'Hello', 'Hey', 'Hiya', 'Howdy', 'Dear', 'Good morning', 'Good afternoon', 'Good evening', 'Good night', 'Morning', 'Greetings',
  // What else opens a message or a line addressed to someone: "Sorry Henrik, I can't make it", "Congrats Priya!".
  'Sorry', 'Congrats', 'Congratulations', 'Welcome', 'Welcome back', 'Happy birthday', 'Bye', 'Goodbye',
];
const SIGN_OFFS = [
  'Best', 'Best regards', 'Best wishes', 'Kind regards', 'Warm regards', 'Regards', 'Cheers', 'Thanks', 'Thank you', 'Many thanks',
  'Thanks again', 'Sincerely', 'Yours', 'Yours sincerely', 'Yours truly', 'Warmly', 'Love', 'All the best', 'Take care', 'Talk soon', 'Ta', 'Signed',
];
/**
 * The name a message greets or is signed with: "Hi Tom,", "Dear Grace Hall:", "Best, Keiko", "Cheers,\nBill".
 * The greeting opens a line and a comma, colon or "!" closes the name; the sign-off opens a line, and the
 * name ends its line. There a given name counts though it is also a word ("Bill", "Will"); a word, a brand
 * or a place does not ("Thanks, Team", "Cheers, London", "Best, Regards").
 */
export const GREETING_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(
    String.raw`(?:^|\n)[ \t]*(?:(?:${GREETINGS.join('|')})[ \t]{1,3}|(?:${SIGN_OFFS.join('|')})[ \t]*[,.!-]?[ \t]*(?:\r?\n[ \t]*(?:[-~–—]{1,3}[ \t]*)?|[ \t]))` +
      String.raw`(?<value>${NAME_WORD}(?:[ \t]{1,3}${NAME_WORD})?)(?=[ \t]*(?:[,:!]|\.?[ \t]*(?:\r?\n|$)))`,
    'dgu',
  ),
  score: 0.7,
  validate: (candidate) => greetedNameLength(candidate),
};

/** How much of the words after a greeting or sign-off is a name: a given name, listed or no word, and a family name after it. */
function greetedNameLength(candidate: string): number {
  const words = wordsOf(candidate);
  const first = stem(words[0]!);
  if ((FUNCTION_WORDS.has(first) && !GIVEN.has(first)) || (CALENDAR.has(first) && !MONTH_NAMES.has(first)) || TITLES.has(first) || RANK_WORDS.has(first) || ORGANISATION_WORDS.has(first) || ADDRESS_WORDS.has(first)) return 0;
  if (INNER_CAPITAL.test(words[0]!) || PRODUCT_NAMES.has(first) || COUNTRIES.has(first) || (BRANDS_AND_PLACES.has(first) && words.length === 1)) return 0;
  if (!GIVEN.has(first) && (ENGLISH.has(first) || PROPER_NOUNS.has(first))) return 0;
  if (words.length === 1) return candidate.length;
  const family = stem(words[1]!);
  const familyName = surnameWord(words[1]!, true) && !BRANDS_AND_PLACES.has(family) && !PRODUCT_NAMES.has(family) && (SURNAMES.has(family) || (!ENGLISH.has(family) && !NAME_WORDS.has(family)));
  return familyName ? candidate.length : words[0]!.length;
}

/**
 * The labels of HR, customer, travel, insurance and care records whose value is a person: "Applicant:
 * Nutkrita Intaum", "Requested by: ...", "Emergency contact: ...". Words that label a system as often as a
 * person ("user", "agent", "driver") are left out.
 */
const RECORD_PERSON_LABELS = [
  'applicant', 'candidate', 'customer', 'client', 'patient', 'student', 'tenant', 'guest', 'passenger', 'traveller', 'traveler', 'visitor', 'caller',
  'recipient', 'sender', 'beneficiary', 'claimant', 'policy holder', 'policyholder', 'card holder', 'cardholder', 'account holder', 'insured', 'spouse',
  'next of kin', 'emergency contact', 'contact person', 'point of contact', 'supervisor', 'line manager', 'hiring manager', 'interviewer',
  'interviewee', 'nominee', 'witness', 'employee', 'requested by', 'submitted by', 'prepared by', 'reported by', 'referred by', 'entered by',
  'updated by', 'modified by', 'on behalf of',
]
  .map((label) => label.replace(/ /g, String.raw`[\s_-]?`))
  .join('|');
/** A column header that says its cells are people: "name", "Full Name", "owner", "assignee", "reviewer". */
const PERSON_COLUMN = new RegExp(
  String.raw`^\s*(?:(?:full|first|last|given|family|display|contact|customer|client|employee|patient|student|person|member|owner|author)?[\s_-]?names?|owners?|assignees?|assigned[\s_-]?to|reviewers?|approvers?|approved[\s_-]?by|authors?|reporter|requester|requestor|contact|employee|attendees?|participants?|members?|manager|speaker|presenter|host|signed[\s_-]?by|created[\s_-]?by|owned[\s_-]?by|responsible|person|people|who|${RECORD_PERSON_LABELS})\s*[:=]?\s*$`,
  'iu',
);
/** A field label on the value's line that says a person follows: "Owner: Will", "assigned to = Grace Hall". */
const PERSON_FIELD = new RegExp(
  String.raw`(?:^|[\s|,;(*"'{])(?:from|to|cc|bcc|attn|full[ _-]?name|first[ _-]?name|last[ _-]?name|name|owners?|assignees?|assigned[ _-]?to|reviewers?|approvers?|approved[ _-]?by|authors?|reporter|requester|contact|attendees?|participants?|speaker|presenter|host|signed[ _-]?by|created[ _-]?by|owned[ _-]?by|responsible|${RECORD_PERSON_LABELS})["']?\*{0,2}[ \t]*[:=][ \t]*["']?$`,
  'iu',
);

/** The names of examples and placeholders, no one's: "firstName: 'Foo'", "name: Baz". */
const PLACEHOLDER_NAMES = new Set(['foo', 'bar', 'baz', 'qux', 'quux', 'corge', 'grault', 'garply', 'plugh', 'xyzzy', 'thud', 'lorem', 'ipsum', 'dolor']);

/** How much of a cell or field value is a name: listed names or words no dictionary holds, no organisation or team word. */
function cellNameLength(candidate: string): number {
  const words = wordsOf(candidate).filter((w) => !/^\p{Ll}/u.test(w));
  if (words.length === 0 || words.length > 4 || words.some((w) => PLACEHOLDER_NAMES.has(stem(w)))) return 0;
  const ok = words.every((word, i) => {
    const k = stem(word);
    // A family name that is also a place word ("Grace Hall", "Anna Park") after a given name.
    if (i > 0 && ORGANISATION_WORDS.has(k) && SURNAMES.has(k) && SURNAME_PLACE_WORDS.has(k)) return true;
    // "Will" and "May" are names there; "My App" is not.
    if ((FUNCTION_WORDS.has(k) && k !== 'will' && k !== 'may') || ADDRESS_WORDS.has(k) || ORGANISATION_WORDS.has(k) || TITLES.has(k) || RANK_WORDS.has(k) || PRODUCT_NAMES.has(k) || INNER_CAPITAL.test(word)) return false;
    if (INITIAL.test(word) && i > 0) return true;
    if (GIVEN.has(k) || SURNAMES.has(k) || JOINED_PARTICLE_NAME.test(word) || CAPITAL_PARTICLES.has(k)) return true;
    return !ENGLISH.has(k) && !PROPER_NOUNS.has(k) && !(i === 0 && BRANDS_AND_PLACES.has(k));
  });
  const only = stem(words[0]!);
  // Alone, a given name that is also a brand, a place or a month is the person there ("Chase", "June"); a
  // country, a weekday or a brand no one is named is not ("Google", "Monday").
  if (!ok || (words.length === 1 && ((BRANDS_AND_PLACES.has(only) && !GIVEN.has(only)) || COUNTRIES.has(only) || (CALENDAR.has(only) && !MONTH_NAMES.has(only)) || !(GIVEN.has(only) || SURNAMES.has(only) || !ENGLISH.has(only))))) return 0;
  return endWithoutPossessive(candidate);
}

/** A word in capitals, as forms and records print names ("PATIENT NAME: MARGARET O'CONNELL"). */
const CAPITALS_WORD = String.raw`(?:\p{Lu}['’])?\p{Lu}{2,24}(?:-\p{Lu}{2,24})?(?![\p{L}\p{N}_])`;

/**
 * A cell or field value in capitals that is a name: two to four words, the first a given name the lists hold,
 * every other a listed name or an initial, not all of them also words. Capitals hide what tells a name from a
 * word, and forms print headings, codes and firms in capitals too ("NAME: ACME CORP", "OWNER: PLATFORM TEAM").
 */
function capitalsCellNameLength(candidate: string): number {
  const words = wordsOf(candidate).map((word) => key(word).replace(/'/g, ''));
  const listed = (k: string) => (GIVEN.has(k) || SURNAMES.has(k)) && clearCellWord(k) && !TITLES.has(k) && !RANK_WORDS.has(k);
  if (!givenNameWord(words[0]!) || !words.every((k, i) => (i > 0 && /^\p{L}\.?$/u.test(k)) || listed(k))) return 0;
  // "JOHN SMITH" though both are words: a common given name outweighs the word, as it does capitalised.
  return words.every((k) => ENGLISH.has(k) && !COMMON.has(k)) ? 0 : candidate.length;
}

/** A lower-case cell word that is none of the words a name in a cell cannot be. */
function clearCellWord(k: string): boolean {
  return (
    !FUNCTION_WORDS.has(k) && !CHAT_WORDS.has(k) && !ADDRESS_WORDS.has(k) && !PRODUCT_NAMES.has(k) && !BRANDS_AND_PLACES.has(k) && !(CALENDAR.has(k) && !MONTH_NAMES.has(k)) && !ORGANISATION_WORDS.has(k) && !PLACEHOLDER_NAMES.has(k)
  );
}

/**
 * A lower-case cell or field value that is a given name and a family name the lists hold, not both also
 * words: "grace hopper", "alan turing" under a name column; one word alone is too often a word or a handle.
 */
function lowerCaseCellNameLength(candidate: string): number {
  const words = wordsOf(candidate);
  if (words.length !== 2) return 0;
  const [first, second] = words as [string, string];
  // The family name may be one the dictionary holds as a proper noun ("turing"); both words may be words
  // only when the given name is a common one ("grace hopper").
  const family = SURNAMES.has(second) || (PROPER_NOUNS.has(second) && !COUNTRIES.has(second));
  if (!GIVEN.has(first) || PROPER_NOUNS.has(first) || !family || !clearCellWord(first) || !clearCellWord(second) || (ENGLISH.has(first) && ENGLISH.has(second) && !COMMON.has(first))) return 0;
  return candidate.length;
}

/**
 * A table cell under a column headed for people ("name", "owner", "assignee"), or a field value after
 * such a label ("Owner: Will", "Assignee: June Lee"): there a given name counts though it is also a word
 * or a month. A team, a department or a word is not a person ("Owner: Platform Team", "Owner: Finance").
 */
export const CELL_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  pattern: new RegExp(
    String.raw`(?:^|[\n,\t|;:=])[ \t]{0,3}["']?(?<value>${NAME_WORD}(?: {1,3}(?:(?:${PARTICLES}|\p{Lu}\.?) {1,3})?${NAME_WORD}){0,3}|\p{Ll}{2,24} \p{Ll}{2,24}|${CAPITALS_WORD}(?: {1,3}(?:\p{Lu}\.? {1,3})?${CAPITALS_WORD}){1,3})["']?(?=[ \t]*(?:[,\t|;<(}\]]|\r?\n|$))`,
    'dgu',
  ),
  score: 0.55,
  validate: (candidate) =>
    /^\p{Ll}/u.test(candidate) ? lowerCaseCellNameLength(candidate) : /\p{Ll}/u.test(candidate) ? cellNameLength(candidate) : capitalsCellNameLength(candidate),
  // Judged by the value's own column header or field label only, never by the words of other cells.
  requiresContext: () => true,
  context: PERSON_COLUMN,
  contextShapes: [PERSON_FIELD],
  contextWords: 4,
  followingWords: 0,
};

/** A greeting or sign-off word right before a spot, in any case: "Dear", "Hi", "Thanks". */
const GREETING_BEFORE = new RegExp(String.raw`(?<![\p{L}\p{N}_-]|[\p{L}\p{N}]['’])(?:${[...GREETINGS, ...SIGN_OFFS].join('|')})[,!]?[ \t]{1,3}$`, 'iu');
/**
 * Whether the words right before a spot put a person there, as this module's rules read them for a given
 * name: a word that takes a person ("send it to", "Ask", "a template for", "between me and") or a greeting
 * ("Dear"). For names no capital marks, such as those of other scripts (other-scripts.ts).
 */
export const personSlotBefore = (before: string): boolean => (OBJECT_CUE_BEFORE.test(before) && !COPULA_BEFORE.test(before)) || GREETING_BEFORE.test(before);
/**
 * "Is" and "was" after a word, which its meaning follows as often as a person's state ("안녕하세요 is Korean
 * for hello"), and before one in mid-sentence, where it is the meaning ("Hello in Korean is 안녕하세요"); a
 * question opened with "Is" still asks about a person ("Is 美玲 卞 on the list?").
 */
const COPULA_AFTER = /^[ \t]{1,3}(?:is|was|isn['’]t|wasn['’]t)(?![\p{L}\p{N}_-]|['’][\p{L}\p{N}])/u;
const COPULA_BEFORE = /(?<![\p{L}\p{N}_-]|[\p{L}\p{N}]['’])(?:is|was)[ \t]$/u;
/**
 * Whether what follows a spot is what a person does, as this module's rules read it: "will lead", "said",
 * "approved", "and I"; for a name no capital marks, not "is" or "was", which a word's meaning follows too.
 */
export const personSlotAfter = (after: string): boolean => (PERSON_DOES.test(after) && !COPULA_AFTER.test(after)) || AND_I_AFTER.test(after);
