// node --import tsx seed/src/cli/outside-people-3.ts
// Writes seed/corpus/outside-people-3.jsonl: a third set of sentences nobody on this project wrote, with the
// people in them marked by someone else, to measure the PERSON detector on text it was not shaped by.
//
// Source: the WNUT 2017 Emerging and Rare Entities task (https://github.com/leondz/emerging_entities_17, file
// `emerging.dev.conll` at commit 80365bea7179534c260d565f569c0d73369ae2ea; CC BY 4.0, Leon Derczynski, Eric
// Nichols, Marieke van Erp, Nut Limsopatham, "Results of the WNUT2017 Shared Task on Novel and Emerging
// Entity Recognition", W-NUT 2017). The texts are YouTube comments: chat-like, often in lower case, with
// nicknames, stage names and people of many places (South Africa, India, Jamaica, the United States). The
// person spans are those the task's annotators marked (`B-person`/`I-person`); nothing is fetched: the
// sentences live here, each as the file's tokens joined by one space, and `readable` below undoes the
// tokenisation the same way for every text and label (contractions and punctuation rejoined).
//
// Which sentences: two stretches of the file read in order (characters 0-16,000 and 98,319 to its end), and
// from them every sentence with an entity label (person, location, group, creative work, corporation,
// product) or a month; a text that recurs is kept once. A sentence without a person is a negative: places,
// brands and companies (several named after people: "Trump Tower", "McDonald's", "All Clad and Demeyere"),
// bands, shows and games. Left out: two comments made of slurs, one whose person ("martin") first stands
// inside another word ("martians"), where a corpus line would place the label, and the first sentence of
// the second stretch, which the stretch cuts.
//
// Where this corpus departs from the annotators (listed per case in `note`), by this project's span rules
// (seed/corpus/README.md): a word before the name that is none of it is left out ("Am Jake" is Jake), and so
// is a song title the span ran into ("Lil Sly- Turn Up Green" is Lil Sly); a role or description with no
// name in it ("Officer", "The Watcher", "the invisible man") is not a person; and people the annotators left
// unmarked in plain prose ("sunil grover", "Fallon") are in `added`. Everything else is as they marked it,
// stage names, nicknames and characters included ("Hobby frog", "Nightwing", "iDubbbz").
import { writeFileSync } from 'node:fs';
import { firstOfEachText, placeLabels } from './outside-source.ts';

interface Case {
  /** The sentence's tokens as the file gives them, joined by one space. */
  tokens: string;
  /** The people the annotators marked, as tokens (so `readable` turns them into spans of the text). */
  marked?: string[];
  /** People the annotators did not mark as persons that the sentence names all the same. */
  added?: string[];
  /** Why a label differs from the annotators'. */
  note?: string;
}

const SOURCE = {
  repo: 'leondz/emerging_entities_17',
  path: 'emerging.dev.conll',
  commit: '80365bea7179534c260d565f569c0d73369ae2ea',
  licence: 'CC-BY-4.0',
};

/**
 * The text a reader would have seen before the file split it into tokens: "n ' t" and "' s" (and the other
 * contractions) joined to their word, closing punctuation to the word before it, an opening bracket to the
 * word after it. Everything else keeps the file's spacing.
 */
export function readable(tokens: string): string {
  return tokens
    .replace(/ n ' t\b/g, "n't")
    .replace(/ ' (s|ve|ll|re|m|d)\b/g, "'$1")
    .replace(/ ([,.!?;:)\]])/g, '$1')
    .replace(/([([]) /g, '$1');
}

const CASES: Case[] = [
  // Characters 0-16,000.
  { tokens: 'You should \' ve stayed on Redondo Beach Blvd . you were in the borderlines of Gardena / Compton' },
  { tokens: 'All I \' ve been doing is BINGE watching Rick and Morty 😂' },
  { tokens: 'wow emma and kaite is so very cute and so funny 😀 😀 😀 😗 😘 i wish im ryan 😭 😭 😭', marked: ['emma', 'kaite', 'ryan'] },
  { tokens: 'trump is the Kremlin \' s boy', marked: ['trump'] },
  { tokens: 'Hobby frog is a savege', marked: ['Hobby frog'] },
  { tokens: 'These trap came from Taiwan .' },
  {
    tokens:
      'Mine is a skin product but I never need any moisturizer or primer in the morning . It \' s called HA 5 . It \' s amazing . Takes my dark circles and puffiness away ! Makeup lays beautiful over it !',
  },
  { tokens: 'Warriors looked a little bored , gave a c plus effort and got the win . . . This should be short and sweet .' },
  { tokens: 'Everyday I \' m more and more thankful that Hillary Clinton will never be president', marked: ['Hillary Clinton'] },
  { tokens: 'I wo n \' t support for Donald trump if I get 5 likes', marked: ['Donald trump'] },
  { tokens: 'I \' m getting a garbage , Kylie minogue feel . . . I love it', marked: ['Kylie minogue'] },
  { tokens: 'thanks for colors superheroes kids videos ! ) Like learn Colors and Numbers ! ) 💙 💙 💙' },
  { tokens: '12 : 46 is it just me who thought that MaryJs protégé look alike in the audience is a dude ? Sorry if she ain \' t .' },
  {
    tokens: 'Kenny , you need to get back to your roots . This is crap . Leave the politics to the politicians and start producing country music again !',
    marked: ['Kenny'],
  },
  { tokens: 'hhaahaa 😂 😂 martin short great !', marked: ['martin short'] },
  {
    tokens: 'not a Trump supporter by any meabs but she just sounds like a sore looser . like a middle schooler who got chosen last .',
    marked: ['Trump'],
  },
  { tokens: 'I love the cute Lil Darth Vader kitten !', marked: ['Lil Darth Vader'] },
  {
    tokens:
      'Feeling to much proud ND happy ki Punjabiya toh zada vadiya koi hiaga nahi , and really the beauty of North is unbeatable as comparison to another one \' s . 😊 😊',
  },
  { tokens: '" there ai n \' t no party like a Daily Bumps party " hahaha that \' s true' },
  { tokens: 'Damn adapt be looking like the guy in the skittles commercial' },
  { tokens: 'chief thats too harsh ! ! ! ! ! hangwani u see now ! ! ! next time dont rush , KK is going to be happy', marked: ['hangwani'] },
  { tokens: 'Pyrion continues his streak as the world \' s worst detective .', marked: ['Pyrion'] },
  { tokens: 'If Roman made a new channel , I promise , it will get a million subs in a day', marked: ['Roman'] },
  { tokens: 'That moment lil wayne get on the hook and i gotta hit mute ! ! 😩 😫', marked: ['lil wayne'] },
  { tokens: 'Trump \' s a stud', marked: ['Trump'] },
  { tokens: 'No intent to hurt Cindy . Hope she is okay . That \' s no way to treat a lady .', marked: ['Cindy'] },
  { tokens: 'Well thank you LoL for making Jinx she made me try this game out . THANK YOU JINX', marked: ['Jinx', 'JINX'] },
  { tokens: 'That rick roll was so good XD', marked: ['rick'] },
  { tokens: 'I love the Canadian Pokemon characters 😂 😂 😂' },
  { tokens: 'Nightwing and black adam', marked: ['Nightwing', 'black adam'] },
  {
    tokens:
      'Why isnt anybody fckin talking that roger the roo is real ! ! Like come on people he is like the biggest evidance that animals are equally adptaple as humans',
    marked: ['roger the roo'],
  },
  {
    tokens: 'Good job Officer ! Now let \' s wait for the internet trolls to say it \' s fake or some dumb shit .',
    note: 'the annotators mark "Officer", a rank with no name: left unlabelled',
  },
  { tokens: 'gotta love that Canon g 7 x focus seeking .' },
  { tokens: 'Shaq had me weak 😂 . ( Cough cough so umm you not gon add my name on that list lol )', marked: ['Shaq'] },
  {
    tokens:
      'Jedidiah is beyond irritating . seriously , she literally paraphrases the others or says nothing when it comes to anything trump related',
    marked: ['Jedidiah', 'trump'],
  },
  { tokens: 'Marty Short is the best', marked: ['Marty Short'] },
  { tokens: 'I \' m here because of Tay . . . am I alone ? Love This song ❤ ✨', marked: ['Tay'] },
  {
    tokens:
      'Nothing beats a thick French copper pan with stainless lining . . . . . if All Clad and Demeyere are the Ferrari \' s of pots then a Matfer Bourgeat is a Bugatti',
  },
  { tokens: 'Did this come out after twin peaks or was it supposed to be watched before it all kicked off ?' },
  { tokens: 'Welcome to Oregon from Troutdale ( east portland ) , enjoy our ( few ) nice days right now .' },
  {
    tokens: 'can i have fidget spinner my name is called Ahmed and i am go to orchard academy in milton keyons',
    marked: ['Ahmed'],
  },
  { tokens: 'Kimmel 2015 ?', marked: ['Kimmel'] },
  {
    tokens:
      'The best part about your videos is the way you present stuff , the video is always well written , the humour makes it even better plus the innovation you put into stuff if brilliant . Great idea with the clear S 8 .',
  },
  { tokens: 'ZWEIBRUCKEN ! I lived there as a kid right before they closed the base .' },
  {
    tokens:
      'That \' s probably Wendy \' s biggest dream coming true : he confirmed the Fantasy at the hospital story AND answered it all about Mariah hahahahahaha',
    marked: ['Wendy', 'Mariah'],
  },
  { tokens: 'Don muthafuckin Cheadle ladies and gentlemen .', marked: ['Don muthafuckin Cheadle'] },
  { tokens: 'I looked forever to find the Toyota from your thumbnail in the vlog ! when do I see it ? ! ! !' },
  {
    tokens: 'My cousin is Tyler Boyd . I \' m surprised to see the bengals pickup a wide out first round .',
    marked: ['Tyler Boyd'],
  },
  { tokens: 'Kids are so brutally honest . Poor Jimmy xD', marked: ['Jimmy'] },
  { tokens: 'Ledger > > > > > Every Joker ever', marked: ['Ledger', 'Joker'] },
  { tokens: 'is that Mauro renallo ?', marked: ['Mauro renallo'] },
  { tokens: 'Casey has officially reached spider-man status .', marked: ['Casey', 'spider-man'] },
  { tokens: 'I just love how he started his audition with Clair de Lune which is my favorite piece !' },
  { tokens: 'So no ones gonna talk about Kane dry humping in the garage before the party . . .', marked: ['Kane'] },
  {
    tokens: 'Aw , this is adorable . I especially love the faces Shasta makes every time he \' s told to turn it back on .',
    marked: ['Shasta'],
  },
  { tokens: 'Might as well be deaf . Lab results are falsified to keep doctors out of court . So much for HIPAA Law .' },
  { tokens: 'im a minecraft gamer and grian fan so i can say that your house is horroble', marked: ['grian'] },
  {
    tokens: 'I really do think Stan Lee is The Watcher and when he passes they will make a subplot about it < 3',
    marked: ['Stan Lee'],
    note: 'the annotators also mark "The Watcher", a role: left unlabelled',
  },
  { tokens: 'WAS THAT ELEKTRA ! ! ! ! !', marked: ['ELEKTRA'] },
  { tokens: 'if i like a style is Evi', marked: ['Evi'] },
  {
    tokens: 'without sunil grover show is very borring missing to sunil gover ali askar , chandu',
    marked: ['ali askar', 'chandu'],
    added: ['sunil grover', 'sunil gover'],
    note: 'the annotators leave "sunil grover" (and its misspelling) unmarked',
  },
  { tokens: 'In 15 years this audience will be cheering a trump impersonator . People are dumb .', marked: ['trump'] },
  { tokens: 'did you not try zero latency vr . i have been to the one in australia and its awsome' },
  { tokens: 'Is tamina heel or face ? ? ?', marked: ['tamina'] },
  {
    tokens:
      'Willies music , the style it \' s amazing how he \' s himself , creative , his own style , his voice , what i really like about Willie Nelson is he \' s himself , i love reabeating it .',
    marked: ['Willies', 'Willie Nelson'],
  },
  { tokens: 'Jar jar binx is a dic #', marked: ['Jar jar binx'] },
  { tokens: 'With the first lambo the house dont looks so nice ? ? ? ? ? ? Photoshop ? ? ?' },
  { tokens: 'put a Lamborghini poster on one of his walls' },
  { tokens: 'Scotty looks so sad here . So on brand lol i love him', marked: ['Scotty'] },
  { tokens: 'salute to sitaram katel and kunjana', marked: ['sitaram katel', 'kunjana'] },
  {
    tokens:
      'Please tell me that Rift herald still will have that easter egg of if you dance she dances . I love to do that when im jungle and waiting for camps to respawn',
  },
  {
    tokens: 'Lil Sly- Turn Up Green # NextToBlow',
    marked: ['Lil Sly'],
    note: 'the annotators run the person into the song title after the dash: the name alone',
  },
  { tokens: 'Anytime you build a pc with only one gpu , go mini itx .' },
  {
    tokens:
      'gonna make damn sure they keep making billions . . . cuz If you keep Vin , Dwayne , Ty , Luda , Jason & Michelle . . . I will keep watching !',
    marked: ['Vin', 'Dwayne', 'Ty', 'Luda', 'Jason', 'Michelle'],
  },
  { tokens: 'Where \' s the Jetta and 350 z . _ .' },
  {
    tokens:
      'we do n \' t have it in french disney parks : ( Mo \' at is really beautiful like in the movie , she inspires me for a next cosplay-dance dress with led wings',
  },
  { tokens: 'its so painful to watch the way Suzanne and Wendy interact . . . .', marked: ['Suzanne', 'Wendy'] },
  { tokens: 'south movies are on the way to become best than Bollywood due to their scripts and action .' },
  {
    tokens:
      '" Hey guys , this is unbox advertisement therapy , today will take a look at an acer that is basically a lenovo yoga laptop " - wow .',
  },
  {
    tokens:
      'Good luck to you and Davis with everything ! So exciting and I totally wish I could attend your yard sale I can only imagine all the great things !',
    marked: ['Davis'],
  },
  { tokens: 'Iphone 7 comes with a dongle .' },
  { tokens: 'Please add feature of offline download in ozee' },
  { tokens: 'lol hhay sometimes Beauty \' s mother reminds me of Amos from uZalo', marked: ['Beauty', 'Amos'] },
  { tokens: 'I loved the GPK : Movie ! ! !' },
  { tokens: 'Come to Ireland again pleeeeease ! Jay & Trish are craving some tra la traaah ah la < 3', marked: ['Jay', 'Trish'] },
  { tokens: 'Super bock beer ! ! Great taste 😊' },
  { tokens: 'I know I \' m late , but one of his favorite channels is ThreadBanger ! !' },
  { tokens: 'Great video ! Good comparisons between the ipad and the Ipad pro !' },
  { tokens: 'That bands right up there with Weird Al .', marked: ['Weird Al'] },
  { tokens: 'I was like domo better stop dancing before crissy wakes up 😂 😂', marked: ['domo', 'crissy'] },
  { tokens: 'Faze censor your dad is smart', marked: ['Faze censor'] },
  { tokens: 'I love the video , Lena ! Much better than the music sorry', marked: ['Lena'] },
  { tokens: 'heaven hello from abq new mexico !' },
  { tokens: 'Is n \' t Indi Go Go the name of that Majora \' s Mask Zora band ?' },
  { tokens: 'The Trump Tower . Coming August' },
  { tokens: 'Boi Ching Lang is providing cancer', marked: ['Boi Ching Lang'] },

  // Characters 98,319 to the end.
  { tokens: 'Great to see Isaiah in good spirits !', marked: ['Isaiah'] },
  { tokens: 'Lauren you should have eye drops and flonase nasal spray', marked: ['Lauren'] },
  {
    tokens:
      'Um it \' s just music . You people are taking it way too personal . Ishawna did an OK song but this diss was fire 🔥 🔥 🔥 🔥 🔥 it \' s a money making industry and clearly suck pussy nah do road . So relax and have a good listen .',
    marked: ['Ishawna'],
  },
  { tokens: 'This would have been a lot better if Bee was n \' t so annoying', marked: ['Bee'] },
  { tokens: 'I wonder if iDubbbz just plays with this when he \' s not filming .', marked: ['iDubbbz'] },
  { tokens: 'Muselk is the best : D Sexy junkrat ftw', marked: ['Muselk'] },
  { tokens: 'rip in pieces Ryzen', marked: ['Ryzen'] },
  { tokens: 'Archakam Teaser Darling Fans', marked: ['Archakam'] },
  {
    tokens:
      'No rate dah song total fuckry ishawna tink a hip hop dis song nah go mek u get no popularity in dancehall head sick bout man fe nyam lame any party me dah n dis play a instant exit',
    marked: ['ishawna'],
  },
  { tokens: 'My name is Nathan', marked: ['Nathan'] },
  { tokens: 'How come Natalia \' s sister is never in the vlog ? ? ?', marked: ['Natalia'] },
  { tokens: 'I \' m looking at my Casio and sighing disappointedly .' },
  { tokens: 'Leeds fan I I come here for the Laughs' },
  { tokens: 'obama is so cool', marked: ['obama'] },
  { tokens: 'Thank you Joan & K Choi for these awesome helpful video ! ! ! ☺ ️ 🙆', marked: ['Joan', 'K Choi'] },
  { tokens: 'I swear this is the best Wendy show I \' ve watched . . . funny and want more . . . getting nicky' },
  { tokens: '" Wooow . . what part of Jamaica is he from ? " 😂 😂 😂 😂' },
  { tokens: 'Nothing But Crap news strikes again' },
  { tokens: 'FOR THAT REMY EFFECT- 1 : 40 , Remy hair , shoe n clothes game been a trademark', marked: ['REMY', 'Remy'] },
  { tokens: 'Macy was so mean to Emily I ca n \' t believe she did that', marked: ['Macy', 'Emily'] },
  {
    tokens: 'Great show ; great , great acting and scenery . One of Jim Carrey \' s greatest classics right here .',
    marked: ['Jim Carrey'],
  },
  { tokens: 'I love April' },
  { tokens: 'My uncle \' s Galaxy Note 7 blew up much harder' },
  {
    tokens: 'This is why Fallon is better . Not just shitty Trump jokes . Actual content .',
    marked: ['Trump'],
    added: ['Fallon'],
    note: 'the annotators leave "Fallon" unmarked',
  },
  { tokens: 'This may be Oliver \' s best piece yet .', marked: ['Oliver'] },
  { tokens: 'i \' ve never been so glad i live in canada' },
  {
    tokens: 'your a lot braver man than I am lol . I drive a truck to Los Angeles every week , and I wo n \' t stay in Compton . Just sayin',
  },
  { tokens: 'I love this song . Now if only Del will make a return', marked: ['Del'] },
  {
    tokens: 'If you book and fly with United after seeing the doctor get abused by this company . . . you get what you deserve .',
  },
  { tokens: 'The mini dance session tho 😂 😂 😂 happy asf to prank Crissy lol love y \' all 💙', marked: ['Crissy'] },
  { tokens: 'Hey tanner is your last name actually fox', marked: ['tanner', 'fox'] },
  {
    tokens: 'Lil Yachty sounds like he is halfway remedial . This new generation of rap is garbage .',
    marked: ['Lil Yachty'],
  },
  { tokens: 'Oh . . . Koops . . .' },
  { tokens: 'Ronaldo FIFA 18 card shooting stats : Shot power : 96 Long shots : 92 Volleys : 89 Jumping : 95 Heading Acc . : 91' },
  { tokens: 'Where \' s Kishan ?' },
  { tokens: 'So much references in the video shoot : DMX , Busta and I probably miss some other', marked: ['DMX', 'Busta'] },
  { tokens: 'Why mini- DP instead of Thunderbolt 3 - . -' },
  { tokens: 'i bet this was the most fun Don Cheadle had in a long time', marked: ['Don Cheadle'] },
  {
    tokens:
      'You better drop tonight Ryan , last Cancoon VLOG I watchedwas NoBiggieTV \' s and I like watching your videos more , soo upload',
    marked: ['Ryan', 'NoBiggieTV'],
  },
  {
    tokens:
      'This looks as entertaining as IASM . Oh well . At least \' ll eat some of the crowd . Flight of Passage should be good though .',
  },
  { tokens: 'Interesting how Ray was n \' t there . . . But that \' s none of my business', marked: ['Ray'] },
  {
    tokens: 'i does cant get enough of his videos it shiub be 30 minutes long love when he talks bout trump ah weak',
    marked: ['trump'],
  },
  { tokens: 'Does anyone know where Casey \' s t-shirt at 3 : 03 is from ? Thank you : ) : )', marked: ['Casey'] },
  {
    tokens: 'This is going to be awesome ! Ca n \' t wait for the next episode ! Great work Olan !',
    marked: ['Olan'],
  },
  { tokens: 'I read the title as " Top 10 Apple products that are designed to fail " 😳' },
  { tokens: 'Where did you get the food from and where did you get the barbie dolls from' },
  { tokens: 'Is it just me or does Wildcat look like Scarce', marked: ['Wildcat', 'Scarce'] },
  { tokens: 'The lack of Gwil during Taro made me really sad', marked: ['Gwil'] },
  { tokens: 'THE KINGS ARE BACK' },
  { tokens: 'When can we start spreading the Zeitgeist message to Muslim countries ?' },
  {
    tokens: 'this trailer was 100 time better then half girlfriend . . ! Dhoni Vs Nehra definitely it \' s a awesome movie . .',
  },
  { tokens: 'Hasan is a fucking goat lol', marked: ['Hasan'] },
  { tokens: 'Nice vid Mabey you can do a give away', marked: ['Mabey'] },
  { tokens: 'Jon is hilarious and you and Des looked beautiful !', marked: ['Jon', 'Des'] },
  { tokens: 'Superman Kill his self', marked: ['Superman'] },
  {
    tokens:
      'sounds like united has put themselves in a very bad situation here lately . CEO might want to start looking for a job at McDonald \' s , as a server .',
  },
  {
    tokens: 'Am Jake you never said goodbye on the ougie bord',
    marked: ['Jake'],
    note: 'the annotators mark "Am Jake": the name alone',
  },
  { tokens: 'Hands down favourite person to watch on Youtube ! I wish your videos were longer though ! : )' },
  {
    tokens:
      'I actually respect the ladies at The View for having Coulter on & standing up for free speech despite their own political views .',
    marked: ['Coulter'],
  },
  { tokens: 'tanner why do you call Taylor tanner some time or is that just me', marked: ['tanner', 'Taylor', 'tanner'] },
  { tokens: 'I \' m gonna go out on a limb here and guess RED IS NOT sponsoring this video . . .' },
  {
    tokens: 'Harry got shot in the head in the last movie , now he comes back with an eye patch . * ok * * then *',
    marked: ['Harry'],
  },
  { tokens: 'YOOOOOOOOOOO . Are you playing league ?' },
  { tokens: 'Finally you \' ve covered this ! Does this mean your Titan AE review is just around the corner too ?' },
  {
    tokens:
      'I am proud of Bill . He went from making soft core porn movies in the 80 \' s to having his own show and being a dick liberal .',
    marked: ['Bill'],
  },
  { tokens: 'Otaku here and I heard Spice from shokugeki no Souma ! ! ! !', marked: ['Spice'] },
  { tokens: '0 : 17 what \' s lena paul doing there ?', marked: ['lena paul'] },
  {
    tokens: 'you should summon ldshadowlady aka Lizzie and you should bring aphmau - Senpai',
    marked: ['ldshadowlady', 'Lizzie', 'aphmau - Senpai'],
  },
  {
    tokens:
      'Seriously just reading these comments show how disgusting humans can be . Thank you Jaclyn for looking past the bullshit and staying strong ❤ ️',
    marked: ['Jaclyn'],
  },
  { tokens: 'The Nokia 888 looks fake' },
  { tokens: 'baironpuria fan billa da', marked: ['baironpuria'] },
  { tokens: 'how the fuck does elton afford that mansion', marked: ['elton'] },
  {
    tokens: 'There was intent to cross check . It was just the fact that Crosby went down that was the accident .',
    marked: ['Crosby'],
  },
  {
    tokens:
      'Resonance of Fate ( End of Eternity ) is the only good game . Literally the only good game ever made .',
  },
  { tokens: 'Lily I love your videos , you are amazing ! !', marked: ['Lily'] },
  {
    tokens:
      'Am I the only one who still sees Shawn has an innocent little bean who I just want to wrap in a blanket and protect ? ? ? Ugh .',
    marked: ['Shawn'],
  },
  { tokens: 'hit like if u think its like a hollywood teaser . . . .' },
  { tokens: 'Tebogo is cute . . .', marked: ['Tebogo'] },
  { tokens: 'Mauro started commentating for Boxing and no more smackdown ?', marked: ['Mauro'] },
  { tokens: 'At 0 : 14 I swear I saw a Starbucks . THEY \' RE EVERYWHERE ! ! ! ! !' },
  { tokens: 'you sorted that Amos thing mom', marked: ['Amos'] },
  {
    tokens:
      'He used chi blast to drop that old man . ( that or he was tripped by the invisible man ) . Then proceeded to sandwich his leg and throw a barrage of squishing sounds to his ears . Social security has never sounded so good !',
    note: 'the annotators mark "the invisible man", a description with no name: left unlabelled',
  },
  { tokens: 'excellent poem Dubbz', marked: ['Dubbz'] },
  { tokens: 'This guy needs his own show on Discivery Channel !' },
];

const lines = firstOfEachText(CASES.map((c) => ({ ...c, text: readable(c.tokens) }))).map((c) => {
  const people = [...(c.marked ?? []), ...(c.added ?? [])].map((value) => ({ entity: 'PERSON', value: readable(value) }));
  const entities = placeLabels(c.text, people, SOURCE.path);
  return JSON.stringify({ text: c.text, entities, source: SOURCE, ...(c.added ? { added: c.added.map(readable) } : {}), ...(c.note ? { note: c.note } : {}) });
});
writeFileSync(new URL('../../corpus/outside-people-3.jsonl', import.meta.url), `${lines.join('\n')}\n`);
const labels = lines.reduce((n, l) => n + (l.match(/"PERSON"/g)?.length ?? 0), 0);
console.log(`${lines.length} texts, ${lines.filter((l) => l.includes('"PERSON"')).length} with people, ${labels} people`);
