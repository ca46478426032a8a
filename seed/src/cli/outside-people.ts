// node --import tsx seed/src/cli/outside-people.ts
// Writes seed/corpus/outside-people.jsonl: sentences nobody on this project wrote, with the people in them
// marked, to measure the PERSON detector on text it was not shaped by. Every sentence below is copied as
// it stands from the tests of compromise (https://github.com/spencermountain/compromise, MIT License,
// Copyright (c) 2019 Spencer Kelly), at the commit and path given with each group. Nothing is fetched:
// the sentences live here, with their source.
//
// Labels. `marked` are the people the source's own test expects (the antecedent a pronoun refers to, what
// `.people()` or `.redact()` should find). `added` are people the source's test does not ask about but the
// sentence names all the same ("Carrie" beside the marked "Mr. Big"); they were labelled here, by the
// same rules, so that a finding of them is not counted as a false one. The span follows this corpus' rules
// (seed/corpus/README.md): a title ("Dr.", "Prince", "Lord", "Captain", "Archbishop") and a possessive
// "'s" are not part of the name; a middle initial, a particle and a regnal number are. A sentence with
// neither is a negative: places, monuments, brands, organisations, months, and words that are also names
// ("Rose is a beautiful flower").
import { writeFileSync } from 'node:fs';
import { citation, firstOfEachText, placeLabels, type OutsideSourceOf } from './outside-source.ts';

interface Case {
  text: string;
  marked?: string[];
  added?: string[];
}
type Source = OutsideSourceOf<Case>;

const COMPROMISE = { repo: 'spencermountain/compromise', licence: 'MIT' };
const AT = '10eddf88315b57b6132f62d963e6f2261b87f465';

const SOURCES: Source[] = [
  {
    ...COMPROMISE,
    path: 'tests/03-three/coreference/base-coref.test.js',
    commit: AT,
    cases: [
      { text: 'spencer is not working because he is unemployed', marked: ['spencer'] },
      { text: 'spencer is quiet. he is not loud', marked: ['spencer'] },
      { text: 'spencer is quiet. I mean, not always, but usually. he is not loud', marked: ['spencer'] },
      { text: 'Spencer kelly forgot to update github. Maybe he should remember to', marked: ['Spencer kelly'] },
      { text: 'Lester B. Pearson founded Canada but despite being 6ft tall, he forgot to update github.', marked: ['Lester B. Pearson'] },
      { text: "i don't know why jack layton won his election, but he did.", marked: ['jack layton'] },
      { text: "you said kirk douglass won, and he'll fall asleep afterwards", marked: ['kirk douglass'] },
      { text: 'i saw spencer kelly. he forgot his name', marked: ['spencer kelly'] },
      { text: 'Judy Dench is an American film director. She wrote, directed and starred in three films', marked: ['Judy Dench'] },
      { text: 'jamie smith said no and she left', marked: ['jamie smith'] },
      { text: 'jamie smith said no and he bailed out', marked: ['jamie smith'] },
      { text: "nobody tell Josh's mom that she burned her toast.", added: ['Josh'] },
      { text: 'Goaltenders often trick their opponents' },
      { text: 'they said i was losing my marbles' },
      { text: 'the American people are using their money far better' },
      { text: 'a medicine given to cows to increase their milk' },
      { text: 'every time someone gave me their dog' },
      { text: "But we shouldn't put them and their children out on the street" },
      { text: 'People go out of their way' },
      { text: '17 taxpayers would see their taxes rise' },
      { text: 'ensure that all African Americans could exercise their right' },
      { text: 'all states and school districts must turn around their worst performing schools' },
      { text: 'It will raise critical questions about the way we finance our campaigns and how lobbyists yield their influence.' },
      { text: '9 out of 10 people who have insurance get it through their employers' },
      { text: 'the boys and girls studied their numbers' },
      { text: 'plumbers are funny. they never stop talking' },
      { text: 'the viola player said no and she dropped her bow' },
      { text: 'Sally arrived, but nobody saw her', marked: ['Sally'] },
      { text: 'the cowboy shot his gun and he walked away' },
      { text: "spencer's aunt is fun. she is smart", added: ['spencer'] },
      { text: 'the cheerleader did a flip but she landed awkwardly' },
      { text: 'i walked to my school' },
      { text: 'her opinion was that he missed' },
      { text: 'her son brushed his teeth' },
      { text: 'somebody shaved their legs' },
      { text: 'thom is the singer of his band', marked: ['thom'] },
      { text: 'I was looking at black crows go by and right after they went by, a good 100+ more crows flew by' },
      { text: "As its Valentines Day, the missus has said she'll go on top tonight for a change." },
      { text: 'You must really like... Joey... to go to all that trouble for him.', marked: ['Joey'] },
      { text: 'When the children saw they were left alone.' },
      { text: 'One mother of two, a woman named Kathy Proctor, had worked in the furniture industry since she was 18 years old.', marked: ['Kathy Proctor'] },
      { text: "We've got to do something to empower people to improve their skills." },
      { text: 'Hey Mon, that was really nice of you to loan Rachel your car so she could  go and get the cake.', marked: ['Rachel'], added: ['Mon'] },
      { text: 'Sweet justice: after the doc pulled the gigantic beetle out of my ear, my mom asked if she could have it.' },
      { text: 'Elaine Kinslow and all those like her are the real heroes of the welfare revolution.', marked: ['Elaine Kinslow'] },
      { text: 'Contrary to public opinion, most people want to work to get their income.' },
      { text: 'Mrs and 3 of her pals squeezed into my car after weight watchers.' },
      { text: 'One time I heard this woman to the right of me complaining how spicy her curry was.' },
      { text: "When people put their party's fortunes, whatever the party, whatever side of this aisle, before the public good, they court defeat not only for their country but for themselves." },
      { text: 'Social Security now offers workers a return of less than 2 percent on the money they pay into the system.' },
      { text: "There's a scene where Drake sneaks into Olivia's bedroom, and she doesn't know he's there - which never happened with us!", marked: ['Drake', 'Olivia'] },
      { text: 'If you are going to send someone to save the world, make sure they like it the way it is.' },
      { text: 'The Queen was so confused that at first she did not notice another little door in the orange tree, but presently it opened and she found herself in a field of thistles and nettles.' },
      { text: 'Gandhi moved his headquarters to Nadiad, organising scores of supporters and fresh volunteers', marked: ['Gandhi'] },
      { text: "In a moment Prince Ricardo's foot was on the blade of the diamond sword, which he passed thrice through the body of the Yellow Dwarf.", marked: ['Ricardo'] },
      { text: "River town is burnin', the clouds they roll on by" },
      { text: 'While Gandhi expressed mostly positive views of Islam, he did occasionally criticize Muslims.', marked: ['Gandhi'] },
      { text: 'The portions are TOO small, rolls were cold (as they were taken from the fridge), very small and not tasty at all.' },
      { text: 'In that book, Prince Prigio fancied he would find something he half remembered, and that would be of use to him.', marked: ['Prigio'] },
      { text: "Early in the morning, before the children were awake, she rose up, and when she saw them both sleeping so peacefully, with their round rosy cheeks, she muttered to herself: That'll be a dainty bite." },
      { text: 'If prisoners get arrested, where do they go?' },
      { text: 'I’m not willing to tell James Howard, a brain cancer patient from Texas, that his treatment might not be covered.', marked: ['James Howard'] },
      { text: 'Herbert Spencer, adopting the idea of evolution, laid thereon the elaborate superstructure of his philosophy.', marked: ['Herbert Spencer'] },
      { text: "That said, the Christians I've met have not been pushy about it, and haven't treated me differently for being a 3rd generation agnostic, and though I know a couple still hope that I'll be saved, that's just because they like me." },
      { text: "I left my girlfriend because she wouldn't stop counting." },
      { text: 'I work at a doctors office and when they need to go out of town they either find back up or do not schedule travel when appointments have been made.' },
      { text: 'I am spinning, my pretty child, said the old woman, who did not know who she was.' },
      { text: "When a woman says 'What?' it's not because she didn't hear you." },
      { text: 'Why were the Aggies pushing their house down the street?' },
      { text: 'So in the evening, when the giant came home with the goats, the Prince went into the chamber and hummed and sang again as he had done on the other two evenings.' },
      { text: 'Hydras paralyze their prey with poison from stingers on these body parts' },
      { text: 'Gilbert says he will be busy with sports camp.', marked: ['Gilbert'] },
      { text: 'written by Lord Chesterfield to his son', marked: ['Chesterfield'] },
      { text: "I know you got a man but girl he's slippin'" },
      { text: "If you're trying to seduce a man, make sure you dress in a flattering fashion to get his attention." },
      { text: '(Every time I try to say it, words, they only complicate it,)' },
      { text: 'In 1952 William Rehnquist graduated first in his class at Stanford Law & she graduated third', marked: ['William Rehnquist'] },
      { text: 'so the ladies put your on their speed dial:' },
      { text: "The doctor's assistant goes through extreme mood swings from passivity to hysteria in seconds and then seems to forget where she was in the next scene." },
      { text: 'As a result, the mandarins survived WWII and the postwar American occupation relatively undamaged, and they will strive to survive the DPJ government as well.' },
      { text: "Carrie looked ugly, Mr. Big had his eyebrows colored with crayons and Samantha didn't say f***.", marked: ['Big'], added: ['Carrie', 'Samantha'] },
      { text: "Bored, I went through the whole thing and clearly the director and cinematographer tried, but just don't know enough about what they are doing." },
      { text: 'In reality, in far too many countries, ordinary citizens do not benefit from any of this money; in fact, they must bear the brunt of the environmental and social costs' },
      { text: 'The American Academy of Pediatrics recently warned that TV viewing by young children is dangerous for their brain development' },
      { text: 'Presumably, McCain’s League of Democracies is designed to bring Immanuel Kant’s dream of perpetual peace  closer to realization by putting  pressure on non-democracies to change their ways', added: ['McCain', 'Immanuel Kant'] },
      { text: 'Like the murder of Archbishop Thomas Beckett in his Canterbury Cathedral many centuries ago.', marked: ['Thomas Beckett'] },
      { text: 'Fourth, governments and the IFIs cannot solve this crisis alone, and they cannot and should not crowd out the private sector.' },
      { text: "Fred gazes at Rita with a brotherly smile, but she's so mannequin-like.", marked: ['Rita'], added: ['Fred'] },
      { text: 'Marc Singer is back and it is sad to seem him in this state.', marked: ['Marc Singer'] },
      { text: 'He did one at Christmas, and now the terrific Justin Lee Collins wanted to reunite the cast members and maybe some crew of one of his favourite TV shows as a kid', marked: ['Justin Lee Collins'] },
      { text: 'The letter said, in so many words, what the leaders of Europe now appear to have understood: they cannot go on “kicking the can down the road.”' },
      { text: 'Where are the shocks and surprises as mother and daughter have what may be the last conversation of their lives?' },
      { text: 'The world has grown used to US drone strikes, but recent news reports suggest that China and Japan are also investing in unmanned aircraft – in part to enhance their leverage in disputes over islands in the East China Sea.' },
      { text: 'Louis VI was known as this; as a child he must have shopped in le husky department', marked: ['Louis VI'] },
    ],
  },
  {
    ...COMPROMISE,
    path: 'tests/03-three/misc/redact.test.js',
    commit: AT,
    cases: [
      { text: 'spencer from 234 Main st at 423-3242 and spencer@gmail.com.', marked: ['spencer'] },
      { text: 'in Toronto, Canada!' },
      { text: 'with Dr. Miller and his pal Joe', marked: ['Miller', 'Joe'] },
      { text: 'Mary joined Google today', marked: ['Mary'] },
      { text: 'Call John Smith at (800) 555-0000.', marked: ['John Smith'] },
      { text: 'John flew to Tokyo yesterday.', marked: ['John'] },
      { text: 'Paris and London are beautiful.' },
      { text: 'i want to go to Ohio to see George Harrison', marked: ['George Harrison'] },
      { text: 'The Bill was passed by James MacCarthur', marked: ['James MacCarthur'] },
      { text: 'i work with Tina Fey and Jake Gyllenhal.', marked: ['Tina Fey', 'Jake Gyllenhal'] },
      { text: 'see you in Austin, Texas' },
      { text: 'Francine du Plessix lives in Montreal', marked: ['Francine du Plessix'] },
      { text: 'Mary is in the boat.', marked: ['Mary'] },
      { text: 'Rod MacDonald bought a Rod', marked: ['Rod MacDonald'] },
      { text: 'Dr. Matt G Smith lasted three seasons.', marked: ['Matt G Smith'] },
      { text: 'Randal Kieth Orton and Dwayne Johnson had a fight.', marked: ['Randal Kieth Orton', 'Dwayne Johnson'] },
      { text: 'avril lavigne and jimi hendrix played a show.', marked: ['avril lavigne', 'jimi hendrix'] },
      { text: 'Captain Beefheart was eccentric.', marked: ['Beefheart'] },
      { text: 'conan and merlin met for coffee.', marked: ['conan', 'merlin'] },
      { text: 'Rod L. MacDonald bought a lightening rod', marked: ['Rod L. MacDonald'] },
      { text: 'I went to Paris.' },
      { text: 'we are visiting Gloucestershire, before we leave' },
      { text: 'manitoba is nice this time of year' },
      { text: 'see you in Toronto, Ontario' },
      { text: 'I flew to San antonio, Texas' },
      { text: 'in north africa, eastern asia, and japan' },
      { text: 'live in the Rekcjd Province' },
      { text: 'Machu Picchu is stunning' },
      { text: 'the Eiffel Tower is in Paris' },
      { text: 'write to spencer@gmail.com today' },
      { text: "Moe Sizlak. That's right. I'm a surgeon. (800) 555-0000.", marked: ['Moe Sizlak'] },
      { text: 'She works at Microsoft.' },
      { text: 'NASA launched the rocket.' },
      { text: 'Johnson & Johnson recalled the product.' },
      { text: 'spencer and danny are in Paris for Google Inc and IBM', marked: ['spencer', 'danny'] },
      { text: 'Capital One hired a new CEO.' },
      { text: 'the bill comes to fifty dollars.' },
      { text: 'the FBI opened an investigation.' },
      { text: 'HSBC reported earnings.' },
      { text: 'He interned at the New York Times.' },
      { text: 'Amazon Inc and Apple.com compete fiercely.' },
      { text: 'John lives in Paris. Email john@home.com or call 555-1234.', marked: ['John'] },
      { text: 'The Bill was passed unanimously.' },
      { text: 'March is colder than April.' },
      { text: 'Rose is a beautiful flower.' },
      { text: 'Grace under pressure is admirable.' },
      { text: 'I ate turkey for dinner.' },
      { text: 'Time flies like an arrow.' },
      { text: 'Apple pie is my favourite dessert.' },
    ],
  },
  {
    ...COMPROMISE,
    path: 'tests/03-three/topics/people-selections.test.js',
    commit: AT,
    cases: [
      { text: 'Mary is in the boat. Nancy is in the boat. Fred is in the boat. Jack is too.', marked: ['Mary', 'Nancy', 'Fred', 'Jack'] },
      { text: 'jean jacket. Don Slkje', marked: ['Don Slkje'] },
      { text: 'Francine du Plessix', marked: ['Francine du Plessix'] },
      { text: "Matt 'the doctor' Smith lasted three seasons.", marked: ["Matt 'the doctor' Smith"] },
      { text: "Randal Kieth Orton and Dwayne 'the rock' Johnson had a really funny fight.", marked: ['Randal Kieth Orton', "Dwayne 'the rock' Johnson"] },
      // Its list of names on their own, those written as names are (capitalised).
      ...['Ken Baxter', 'Artur Schmitt', 'Judith Dupont', 'Sergei Scherbakov', 'Sergei Smolin', 'François Lehideux', 'Matthias Lorenz', 'Abie Malan', 'Christoph Zürcher'].map((name) => ({ text: name, marked: [name] })),
      // Its texts that hold no person.
      ...[
        'op assessment', 'may', 'liberty', 'Service.', 'CATS Clinic', 'CATS Team.', 'Mount  Vernon', 'CCP', 'GI Team', 'Breast', "lady's shoulder.",
        "secretary's contact", 'Limb CATS Clinic', 'b.d. In', 'Spinal ', 'booked her for TURBT  +/-Mitomycin C.', "lady's", 'MRI Brain', 'P.S. Dear', '(AP',
        'she may need to be', 'she  may have to wait', 'we  may  need  to  cancel', 'We  may  need  to  revisit  the  diagnosis', 'which  I  think  may  be  arising',
        'onto the Spinal CATS Service', 'Vitamin D.', 'ACE', 'Brown Canyon', 'rheumatoid factor, ENA, CCP antibody, ESR, CRP, etc.', 'in our X-ray Uro-radiology',
      ].map((text) => ({ text })),
    ],
  },
  {
    ...COMPROMISE,
    path: 'tests/03-three/topics/topic-selections.test.js',
    commit: AT,
    cases: [
      { text: 'Tony Hawk lives in Toronto. Tony Hawk is cool.', marked: ['Tony Hawk', 'Tony Hawk'] },
      { text: 'I live Toronto. I think Toronto is cool.' },
      { text: 'The EACD united in 1972. EACD must follow regulations.' },
      { text: "Toronto's citizens love toronto" },
      { text: 'somone ate her lunch' },
      { text: 'everybody is dancing all night' },
      { text: "a man and a woman ate her son's breakfast" },
      { text: 'my brother walks to school' },
      { text: "She's coming by" },
      { text: "if she doesn't like something about    us she can keep us off" },
      { text: " She's it! She could be a soap opera." },
      { text: "she's a little dare-devil!" },
      { text: 'i went to Gloop University in Paris, France, with John H. Smith', marked: ['John H. Smith'] },
      { text: 'The Children are right to laugh at you, Ralph', marked: ['Ralph'] },
      { text: 'spencer and danny are in Paris France and germany for Google Inc and IBM', marked: ['spencer', 'danny'] },
    ],
  },
  {
    ...COMPROMISE,
    path: 'tests/03-three/topics/gender.test.js',
    commit: AT,
    cases: [
      { text: 'kris fogel said he liked it', marked: ['kris fogel'] },
      { text: 'kris fogel said her shoes fit', marked: ['kris fogel'] },
      { text: 'kris and amy washed her car', marked: ['kris', 'amy'] },
    ],
  },
  {
    ...COMPROMISE,
    path: 'tests/03-three/topics/places.test.js',
    commit: AT,
    cases: [
      // Places, many of them named after people: none is a person.
      ...[
        'we are visiting Gloucestershire, before we leave', 'live in the Lekfjs District', 'visiting Tojbs Kjeh Region', 'visiting the State of Lkjfhe',
        'see you in West Nunavut', 'see you in western Hunan', 'see you in Northern Hunan province', 'see you in Toronto, Canada', 'I flew to Austin, Texas',
        'in north africa, eastern asia, guatemala, europe, north america, and japan',
        "St. Peter's Basilica", 'Palace of Versailles', 'Lincoln Memorial', 'Colosseum', 'Parthenon', 'Eiffel Tower', 'Taj Mahal', 'Cologne Cathedral',
        'Peterhof Palace', 'Łazienki Palace', 'Teotihuacán', 'Mysore Palace', 'Tsarskoe Selo State Museum', 'Pompeii', 'Wilanów Palace', 'Schönbrunn Palace',
        'Kazan Kremlin', 'Tower of London', 'Alhambra', 'Chichén Itzá', 'Topkapı Palace', 'Chapultepec Castle', 'Tulum', 'Edinburgh Castle', 'Wawel Castle',
        'Arc de Triomphe', 'Royal Palace of Madrid', 'Neuschwanstein', 'Machu Picchu', 'San Juan National Historic Site', 'Admiralty Island',
        'Berryessa Snow Mountain', 'Buck Island Reef', 'Capulin Volcano', 'Carrizo Plain', 'Casa Grande Ruins', 'Castle Mountains', 'Cedar Breaks',
        'Chiricahua', 'Colorado', 'Fort Frederica', 'Fort Matanzas', 'Fort McHenry', 'Fort Monroe', 'Fort Ord', 'Fort Pulaski', 'Fort Stanwix', 'Fort Union',
        'Mill Springs Battlefield', 'Misty Fjords', 'Mojave Trails', 'Montezuma Castle', 'Muir Woods', 'Rainbow Bridge', 'Río Grande del Norte', 'Rose Atoll',
        'Russell Cave', 'San Gabriel Mountains', 'San Juan Islands', 'Scotts Bluff', 'Sonoran Desert', 'Sunset Crater Volcano', 'Timpanogos Cave', 'Tonto',
        'Tule Lake', 'Tuzigoot', 'Upper Missouri River Breaks', 'Vermilion Cliffs', 'Virgin Islands Coral Reef', 'Walnut Canyon', 'Wupatki', 'Yucca House',
      ].map((text) => ({ text })),
    ],
  },
];

// A text two test files share is kept once, from the first.
const lines = firstOfEachText(SOURCES.flatMap((source) => source.cases.map((c) => ({ ...c, source })))).map(({ source, ...c }) => {
  const people = [...(c.marked ?? []), ...(c.added ?? [])].map((value) => ({ entity: 'PERSON', value }));
  const entities = placeLabels(c.text, people, source.path);
  return JSON.stringify({ text: c.text, entities, source: citation(source), ...(c.added ? { added: c.added } : {}) });
});
writeFileSync(new URL('../../corpus/outside-people.jsonl', import.meta.url), `${lines.join('\n')}\n`);
console.log(`${lines.length} texts, ${lines.filter((l) => l.includes('"PERSON"')).length} with people`);
