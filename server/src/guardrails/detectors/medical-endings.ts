// The endings medicine names conditions and operations with, shared by the health detector (health.ts), which
// finds a name no list holds by its ending, and by the vocabulary's builder (seed/src/cli/health-vocabulary.ts),
// which leaves out the one-word names an ending finds already.

export type EndingKind = 'condition' | 'procedure';

export const MEDICAL_ENDINGS: ReadonlyArray<[string, EndingKind]> = [
  ['itis', 'condition'], ['osis', 'condition'], ['iasis', 'condition'], ['emia', 'condition'], ['opathy', 'condition'],
  ['algia', 'condition'],
  // An enlargement (-megaly), a lack of cells (-penia), a state of the urine (-uria), a flow (-rrhea) or a
  // bleeding (-rrhage), a palsy (-plegia, -paresis), a trouble swallowing, speaking or breathing (-phagia,
  // -phasia, -pnea), of the heart's rate (-cardia) or the oxygen (-oxia), a growth of tissue (-plasia,
  // -trophy), a spasm, a widening (-ectasis), a tumour (-sarcoma, -carcinoma, -blastoma, -noma, -glioma,
  // -phoma, -eloma), a trouble moving (-kinesis, -kinesia), vomiting and coughing up (-emesis, -ptysis):
  // "hepatomegaly", "neutropenia", "hematuria", "rhinorrhea", "hemiplegia", "dysphagia", "tachypnea".
  ['megaly', 'condition'], ['penia', 'condition'], ['uria', 'condition'], ['rrhea', 'condition'], ['rrhoea', 'condition'],
  ['rrhage', 'condition'], ['plegia', 'condition'], ['paresis', 'condition'], ['phagia', 'condition'], ['phasia', 'condition'],
  ['pnea', 'condition'], ['pnoea', 'condition'], ['cardia', 'condition'], ['oxia', 'condition'], ['plasia', 'condition'],
  ['trophy', 'condition'], ['spasm', 'condition'], ['ectasis', 'condition'], ['sarcoma', 'condition'], ['carcinoma', 'condition'],
  ['blastoma', 'condition'], ['noma', 'condition'], ['glioma', 'condition'], ['phoma', 'condition'], ['eloma', 'condition'],
  ['kinesis', 'condition'], ['kinesia', 'condition'], ['emesis', 'condition'], ['ptysis', 'condition'],
  ['ectomy', 'procedure'], ['otomy', 'procedure'], ['ostomy', 'procedure'], ['oscopy', 'procedure'], ['oplasty', 'procedure'],
  // A puncture to draw fluid, a suture, a fusion: "thoracentesis", "herniorrhaphy", "arthrodesis".
  ['centesis', 'procedure'], ['rrhaphy', 'procedure'], ['odesis', 'procedure'],
];
export const NOT_MEDICAL: ReadonlySet<string> = new Set([
  'diagnosis', 'diagnoses', 'prognosis', 'symbiosis', 'metamorphosis', 'osmosis', 'hypnosis', 'apotheosis', 'mitosis', 'meiosis',
  'academia', 'bohemia', 'nostalgia', 'dichotomy', 'trichotomy', 'homeopathy', 'naturopathy', 'osteopathy', 'telepathy', 'empathy',
  'antipathy', 'sympathy', 'apathy', 'misdiagnosis', 'misdiagnoses',
  // Places, things and ideas that share the newer endings.
  'liguria', 'etruria', 'curia', 'manchuria', 'sonoma', 'kinesis', 'telekinesis', 'psychokinesis', 'telekinesia', 'catastrophe',
  'trophy', 'eutrophy', 'gastronoma', 'nocardia', 'anoxia',
]);
/** A word named by its medical ending, and no everyday word that shares one ("peritonitis", not "diagnosis"). */
const ENDING_WORD = new RegExp(String.raw`^[A-Za-z]{3,}(?:${MEDICAL_ENDINGS.map(([ending]) => ending).join('|')})$`, 'i');
export const namedByEnding = (word: string): boolean => ENDING_WORD.test(word) && !NOT_MEDICAL.has(word.toLowerCase());
