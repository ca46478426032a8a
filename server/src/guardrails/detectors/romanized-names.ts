// Given names of two syllables joined by a hyphen, as Korean and Chinese names are written in the Latin script
// ("Seo-yeon", "Min-jun", "Mei-Ling", "Chia-hao"). The gazetteers hold such names only where a list happened to
// (faker's Korean and Chinese names are in Hangul and Han); their syllables are few, so a hyphenated word whose
// two halves are both syllables of given names is one. The syllables are those of the Revised Romanization of
// Korean (National Institute of Korean Language, 2000) and of Hanyu Pinyin and Wade-Giles that given names use
// most, as the public romanization tables write them.

const KOREAN = [
  'ah', 'bin', 'bo', 'beom', 'bok', 'chae', 'chan', 'chang', 'cheol', 'chul', 'da', 'dae', 'deok', 'do', 'dong', 'du', 'eun', 'geon', 'geun',
  'gi', 'gil', 'gyeong', 'gyu', 'ha', 'hae', 'han', 'hee', 'ho', 'hoon', 'hun', 'hwa', 'hwan', 'hwi', 'hye', 'hyeon', 'hyo', 'hyuk', 'hyun',
  'hyung', 'ik', 'il', 'jae', 'jang', 'jeong', 'ji', 'jin', 'jong', 'joo', 'joon', 'ju', 'jun', 'jung', 'kang', 'kwang', 'kyu', 'kyung',
  'kyoung', 'mi', 'min', 'myung', 'na', 'nam', 'ra', 'rin', 'ryu', 'sang', 'se', 'seo', 'seok', 'seon', 'seong', 'seung', 'so', 'sol', 'soo',
  'su', 'suk', 'sun', 'sung', 'tae', 'taek', 'won', 'woo', 'woong', 'wook', 'ye', 'yeon', 'yeong', 'yeol', 'yong', 'yoo', 'yoon', 'young',
  'yu', 'yun',
];
const CHINESE = [
  'chen', 'cheng', 'chi', 'chia', 'chieh', 'chih', 'chin', 'ching', 'chiu', 'chu', 'chun', 'chung', 'fai', 'fang', 'fei', 'feng', 'fu', 'hao',
  'hoi', 'hong', 'hsiang', 'hsin', 'hsiu', 'hsuan', 'hua', 'huang', 'hui', 'hung', 'jia', 'jian', 'jie', 'jing', 'jun', 'ka', 'kai', 'kit',
  'kuan', 'kuo', 'kwok', 'lan', 'lei', 'li', 'lin', 'ling', 'lok', 'lun', 'man', 'mei', 'ming', 'mun', 'ning', 'pei', 'ping', 'qi', 'qing',
  'rong', 'rui', 'shan', 'sheng', 'shu', 'siu', 'sze', 'tak', 'tao', 'ting', 'tsung', 'tzu', 'wah', 'wai', 'wei', 'wen', 'wing', 'xiao',
  'xin', 'xiu', 'ya', 'yan', 'yang', 'yee', 'yen', 'yi', 'yin', 'ying', 'yiu', 'yuan', 'yue', 'zhen', 'zhi', 'zhong',
];
const SYLLABLES: ReadonlySet<string> = new Set([...KOREAN, ...CHINESE]);

/**
 * Whether a lower-case word is a romanized given name of two syllables joined by a hyphen. `isWord` is the
 * dictionary: two halves that are both words are an English compound ("yin-yang", "so-so"), not a name.
 */
export function romanizedGivenName(word: string, isWord: (part: string) => boolean): boolean {
  const hyphen = word.indexOf('-');
  if (hyphen < 0 || word.indexOf('-', hyphen + 1) >= 0) return false;
  const first = word.slice(0, hyphen);
  const second = word.slice(hyphen + 1);
  return SYLLABLES.has(first) && SYLLABLES.has(second) && !(isWord(first) && isWord(second));
}
