// node --import tsx seed/src/cli/outside-health-6.ts
// Writes seed/corpus/outside-health-6.jsonl (the part that may be tuned on) and
// seed/corpus/outside-health-6-unseen.jsonl (the part kept unseen until the end): a sixth outside set of
// health details, sentences of clinical reports nobody on this project wrote, from the NegEx test set
// (https://github.com/chapmanbe/negex, `negex.python/Annotations-1-120.txt` at commit
// 21b013cfec596f187e20cdccecf35bf55ec4b50c, Apache-2.0 as the project's GeneralNegEx package states): sentences of
// de-identified clinical reports in which a physician marked every clinical condition. outside-health-3.ts took
// the file's reports 1 to 13; this takes reports 14 to 27, in the file's order (echocardiograms, emergency
// department notes, an ileoscopy and a colonoscopy, radiology, surgical pathology, discharge summaries), and
// leaves out every sentence whose text a text of outside-health-3 already holds. The file writes the marked condition
// in capitals inside its sentence and again, in its own case, in the row's concept column; here the sentence
// gets the concept's case back (the capitals are the file's marking, not the report's: "REFERRING DIAGNOSIS:
// CONGESTIVE HEART FAILURE" with the concept "Congestive Heart Failure" is "REFERRING DIAGNOSIS: Congestive
// Heart Failure", while "ENCEPHALOPATHY." keeps its capitals, its concept being written so; a heading before
// its colon keeps the report's capitals, as outside-health-3 keeps "ALCOHOL:", so "CHEST X-RAY: NO ACUTE
// DISEASE." with the concept "Chest X-Ray: No acute disease" is "CHEST X-RAY: No acute disease."), and a
// sentence holding several marked conditions is one text. Each text keeps the report's spacing exactly.
//
// Labels follow outside-health-3.ts: MEDICAL_CONDITION, MEDICAL_PROCEDURE, MEDICATION, the term alone. A
// record speaks of its patient, so a finding is labelled also when the report negates it ("No pericardial
// effusion is seen", "He denies any antecedent palpitations"). Where the physician marked a longer phrase,
// the label is the condition's name in it: words of degree, size, side, position and age are left out
// ("trivial pericardial effusion" is "pericardial effusion", "Moderate left atrial enlargement" is "atrial
// enlargement", "left-sided weakness" is "weakness", "substernal chest pressure" is "chest pressure",
// "chronic thoracic aortic aneurysm" is "thoracic aortic aneurysm", "Stenosis in the sigmoid colon" is
// "Stenosis", "cancer of the left eyelid" is "cancer"), a compound that names a condition keeps its words
// ("mitral annular calcification", "pleuritic chest pain", "viral meningitis", "chronic lymphocytic
// leukemia", "AV fistula thrombosis"). Named procedures, tests and medicines are labelled too (CABG, EKG,
// chest x-ray, rectal exam, splenectomy, duplex scan, CBC, oxycodone, Lopressor, Vancomycin), "status post
// CABG" as the procedure "CABG"; an echocardiogram's section names ("SPECTRAL DOPPLER:", "Doppler
// consistent with") are not, as in outside-health-3. Normal findings ("Right ventricular size is normal",
// "The abdomen is soft, nontender, nondistended") and the social history are negatives: lines of a record
// with no condition, procedure or medicine named in them. The rows the physician marked with a phrase no span rule settles
// ("Left ventricular size is small", "Mucous membranes are dry", "re-occluded the graft", "heart rate was
// fast", "pink, red, or tea-colored urine"), and "NO KNOWN DRUG ALLERGIES" as outside-health-3.ts leaves it,
// are left out with their sentence.
//
// Whole reports go in turn to the tuning part and to the unseen part: reports 14, 16, ..., 26 to
// outside-health-6.jsonl, reports 15, 17, ..., 27 to outside-health-6-unseen.jsonl.
import { HEALTH, type OutsideSourceOf, report, type ReportCase, writeHealthReports, writeTwoParts } from './outside-source.ts';

const { C, P, M } = HEALTH;

const SOURCE: OutsideSourceOf<ReportCase> = {
  repo: 'chapmanbe/negex',
  path: 'negex.python/Annotations-1-120.txt',
  commit: '21b013cfec596f187e20cdccecf35bf55ec4b50c',
  licence: 'Apache-2.0',
  cases: [
    // Report 14: an echocardiogram. Its trace regurgitations ("There is trace mitral regurgitation.") are
    // sentences outside-health-3 already holds.
    ...report(14, [
      {
        text: 'Wall Thickness:  1.5 cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Congestive Heart Failure  TWO DIMENSIONAL ECHOCARDIOLOGY:   This was a technically difficult study.',
        health: [[C, 'Congestive Heart Failure']],
      },
      {
        text: 'Left   ventricular wall thickness is increased, consistent with severe left   ventricular hypertrophy.',
        health: [[C, 'ventricular hypertrophy']],
      },
      { text: 'Segmental left ventricular function is normal.' },
      { text: 'Overall left ventricular function is normal, with an estimated ejection   fraction of 60-65 %.' },
      { text: 'Right ventricular size is normal.' },
      { text: 'Right ventricular   wall thickness is normal.' },
      { text: 'Right ventricular function is normal.' },
      { text: 'The   pulmonary artery size is normal.' },
      { text: 'There is mitral   annular calcification.', health: [[C, 'mitral   annular calcification']] },
      { text: 'There is dense mitral annular calcification.', health: [[C, 'mitral annular calcification']] },
      { text: 'The   tricuspid valve is normal.' },
      { text: 'The pulmonic valve is normal.' },
      { text: 'There is a trivial   pericardial effusion.', health: [[C, 'pericardial effusion']] },
      {
        text: 'There is E/A reversal across the   mitral valve consistent with LV diastolic dysfunction.',
        health: [[C, 'diastolic dysfunction']],
      },
      { text: 'COLOR FLOW DOPPLER:   There is trace mitral regurgitation.', health: [[C, 'mitral regurgitation']] },
      {
        text: '02) Small left ventricular cavity size with severe hypertrophy and overall  preserved systolic function.',
        health: [[C, 'hypertrophy']],
      },
      { text: '05) 6)  Dense mitral annular calcification.', health: [[C, 'mitral annular calcification']] },
      { text: '06) 7)  Moderate left atrial enlargement.', health: [[C, 'atrial enlargement']] },
      { text: '07) 8)  Mild right atrial enlargement.', health: [[C, 'atrial enlargement']] },
      { text: '08) 9)  Mild aortic root dilation.', health: [[C, 'aortic root dilation']] },
      { text: '09) 10)  Trivial pericardial effusion seen.', health: [[C, 'pericardial effusion']] },
      {
        text: '10) 11) Doppler consistent with LV diastolic dysfunction      This is an electronically authenticated signature, which is an attestation   that I have personally interpreted this/these examination(s) and agree with   the findings as noted above.',
        health: [[C, 'diastolic dysfunction']],
      },
    ]),
    // Report 15: an emergency department note.
    ...report(15, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  83,mMAoV8fUczuV ER ER 1005  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   EMERGENCY DEPARTMENT  PATIENT NAME:  **NAME[AAA] JR, **NAME[BBB M]  ACCOUNT #:  **ID-NUM   DATE OF SERVICE:  **DATE[Jun 02 07]   PRIMARY CARE PHYSICIAN: **NAME[VVV M. UUU], M.D.  CHIEF COMPLAINT:  Syncope.',
        health: [[C, 'Syncope']],
      },
      {
        text: 'HISTORY OF PRESENT ILLNESS:  Mr. **NAME[AAA] is a **AGE[90+]-year-old gentleman with a past medical history of coronary   artery disease, status post CABG, but no history of known congestive heart   failure, who has not been admitted to the hospital in the last five to six   years, who presents today after a syncopal episode.',
        health: [[C, 'coronary   artery disease'], [P, 'CABG'], [C, 'congestive heart   failure'], [C, 'syncopal episode']],
      },
      {
        text: 'He denies any   antecedent palpitations, shortness of breath, chest pain, headache, or   lightheadedness.',
        health: [[C, 'palpitations'], [C, 'shortness of breath'], [C, 'chest pain'], [C, 'headache'], [C, 'lightheadedness']],
      },
      { text: 'He still denies any   chest pain or shortness of breath.', health: [[C, 'chest pain'], [C, 'shortness of breath']] },
      { text: 'No focal sensory or motor deficits on history.', health: [[C, 'focal sensory or motor deficits']] },
      {
        text: 'PAST MEDICAL HISTORY:  Past medical history of coronary artery disease, status post CABG,   hypertension, and peripheral vascular disease.',
        health: [[C, 'coronary artery disease'], [P, 'CABG'], [C, 'hypertension'], [C, 'peripheral vascular disease']],
      },
      { text: 'REVIEW OF SYSTEMS:  Constitutional - No fevers, chills, or sweats.', health: [[C, 'fevers'], [C, 'chills'], [C, 'sweats']] },
      { text: 'HEENT - No headache or difficulty hearing.', health: [[C, 'headache'], [C, 'difficulty hearing']] },
      { text: 'Pulmonary - No shortness of breath or pleuritic chest pain.', health: [[C, 'shortness of breath'], [C, 'pleuritic chest pain']] },
      { text: 'Cardiovascular - No substernal chest pressure or dyspnea on exertion.', health: [[C, 'chest pressure'], [C, 'dyspnea on exertion']] },
      { text: 'GI - No nausea or vomiting.', health: [[C, 'nausea'], [C, 'vomiting']] },
      { text: 'The patient did have one loose bowel movement   accidentally today.', health: [[C, 'loose bowel movement']] },
      { text: 'GU - No frequency, urgency, or dysuria.', health: [[C, 'frequency'], [C, 'urgency'], [C, 'dysuria']] },
      { text: 'Musculoskeletal - No arthralgias or myalgias.', health: [[C, 'arthralgias'], [C, 'myalgias']] },
      { text: 'Neurologic - No numbness, tingling, or weakness.', health: [[C, 'numbness'], [C, 'tingling'], [C, 'weakness']] },
      { text: 'General - No acute distress.' },
      { text: 'HEENT - Normocephalic and atraumatic, mucous membranes moist.' },
      { text: 'Neck - Supple no JVD, lymph node, or cervical lymphadenopathy.', health: [[C, 'JVD'], [C, 'cervical lymphadenopathy']] },
      { text: 'Cardiovascular - Regular rate and rhythm, no murmurs, rubs, gallops.', health: [[C, 'murmurs'], [C, 'rubs'], [C, 'gallops']] },
      { text: 'Abdomen - The abdomen is soft, nontender, and nondistended.' },
      { text: 'Normal bowel   sounds.' },
      { text: 'Extremities - The extremities are without edema or tenderness.', health: [[C, 'edema'], [C, 'tenderness']] },
      { text: 'Neurologic - The patient is alert and oriented times three.' },
      { text: 'Cranial nerves II   through XII are intact.' },
      { text: 'No focal sensory or motor deficits.', health: [[C, 'focal sensory or motor deficits']] },
      {
        text: 'EKG Interpretation - A 12-lead EKG shows normal sinus rhythm with no acute   ischemic changes.',
        health: [[P, 'EKG'], [P, 'EKG'], [C, 'ischemic changes']],
      },
      { text: 'A chest x-ray does reveal pulmonary edema.', health: [[P, 'chest x-ray'], [C, 'pulmonary edema']] },
      {
        text: "Initially, given the   patient's symptoms as well as the loose bowel movement, I did perform a   rectal exam which was heme-negative.",
        health: [[C, 'loose bowel movement'], [P, 'rectal exam']],
      },
      { text: 'The patient was not anemic.', health: [[C, 'anemic']] },
      {
        text: 'Given his   hypoxia, I was concerned for a possible pneumonia; however, a chest x-ray did   show pulmonary edema which is new for this patient.',
        health: [[C, 'hypoxia'], [C, 'pneumonia'], [P, 'chest x-ray'], [C, 'pulmonary edema']],
      },
      { text: 'The patient remained   hemodynamically stable.' },
      {
        text: "Ischemic trigger is certainly concerning given the patient's presentation of   sudden syncope and diffuse weakness with new pulmonary edema which he never   had before.",
        health: [[C, 'syncope'], [C, 'weakness'], [C, 'pulmonary edema']],
      },
      { text: 'Arrhythmia is certainly another possibility.', health: [[C, 'Arrhythmia']] },
      { text: 'SYNCOPE.', health: [[C, 'SYNCOPE']] },
      { text: 'CONGESTIVE HEART FAILURE.', health: [[C, 'CONGESTIVE HEART FAILURE']] },
      { text: 'HYPOXIA.', health: [[C, 'HYPOXIA']] },
      { text: 'NEWLY DIAGNOSED BRAIN LESION.', health: [[C, 'BRAIN LESION']] },
    ]),
    // Report 16: an ileoscopy before a small-bowel transplant (SBTx).
    ...report(16, [
      {
        text: 'pre-SBTx work up, r/o polyps cancer, colitis    DESCRIPTION OF OPERATION:  After explaining the risks of, the benefits of, and alternatives to ileoscopy,  informed consent was obtained from the informed patient.',
        health: [[P, 'SBTx'], [C, 'polyps'], [C, 'cancer'], [C, 'colitis'], [P, 'ileoscopy']],
      },
      { text: 'FINDINGS:  Stenosis in the sigmoid colon (see image1).', health: [[C, 'Stenosis']] },
      { text: 'Colitis was found in the sigmoid colon (see image2  and image3).', health: [[C, 'Colitis']] },
      { text: 'There was no evidence of polyps or  ulceration.', health: [[C, 'polyps'], [C, 'ulceration']] },
      {
        text: '<<PROCEDUREIMAGES>>    COMPLICATIONS:  None    POST-OPERATIVE DIAGNOSIS(ES):  1) Stenosis in the sigmoid colon  2) Colitis in the sigmoid colon      PLAN:  1) Follow-up: today **INSTITUTION  2) Await biopsy results    REPEAT EXAM:  No    ______________________________  **NAME[YYY M. ZZZ], M.D.  I was present during the entire procedure.',
        health: [[C, 'Stenosis'], [C, 'Colitis'], [P, 'biopsy']],
      },
    ]),
    // Report 17: a radiograph of the left shoulder.
    ...report(17, [
      { text: 'FINDINGS:     There are no acute radiographic abnormalities in the left  shoulder.' },
      { text: 'The bone mineralization is normal.' },
      { text: 'The glenohumeral  joint is normal.' },
      {
        text: 'There may be minimal subchondral cystic change of  the acromioclavicular joint without significant osteophytosis  present.',
        health: [[C, 'subchondral cystic change'], [C, 'osteophytosis']],
      },
      {
        text: 'IMPRESSION:       NO SIGNIFICANT RADIOGRAPHIC ABNORMALITIES IN THE LEFT SHOULDER  REGION, EXCEPT FOR MINIMAL SUBCHONDRAL CYSTIC CHANGE WITHOUT  HYPERTROPHIC OSTEOPHYTOSIS OF THE ACROMIOCLAVICULAR JOINT.',
        health: [[C, 'SUBCHONDRAL CYSTIC CHANGE'], [C, 'OSTEOPHYTOSIS']],
      },
    ]),
    // Report 18: a surgical pathology report (bone marrow).
    ...report(18, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  203,nTDzpWJFwMeA SP SP   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      PATIENT HISTORY:  The patient is a **AGE[in 70s]-year-old male with a history of splenomegaly status post  splenectomy.',
        health: [[C, 'splenomegaly'], [P, 'splenectomy']],
      },
      {
        text: 'Results from a bone marrow biopsy (***PATH-NUMBER[1], **DATE[Apr 07 06]) raised  the possibility of subtle involvement by a B-cell lymphoproliferative  disorder.',
        health: [[P, 'bone marrow biopsy'], [C, 'B-cell lymphoproliferative  disorder']],
      },
      { text: 'LB/acs  PRE-OP DIAGNOSIS:     Hairy cell leukemia.', health: [[C, 'Hairy cell leukemia']] },
      {
        text: 'KW/cef  _______________________________________________________________  ADDENDA:  Addendum       Additional telephone conversation with and information provided by Dr. **NAME[WWW  M. XXX] on **DATE[Mar 15 2008] following sign-out of this case indicates that this  patient previously had a splenectomy on **DATE[May 15 2006], which was reviewed in  consultation at **INSTITUTION **PLACE, MN.',
        health: [[P, 'splenectomy']],
      },
      {
        text: 'Review of the  **INSTITUTION consultation report (slides not submitted for review at  UPMC-Presbyterian) indicates a diagnosis of hairy cell leukemia rendered at  that time.',
        health: [[C, 'hairy cell leukemia']],
      },
      {
        text: 'The current marrow findings, however, would not be typical for a diagnosis of  hairy cell leukemia.',
        health: [[C, 'hairy cell leukemia']],
      },
      {
        text: 'The phenotype of the present marrow evaluation is similar to that reported for  the spleen and most likely represents marrow involvement by the same  neoplastic process, histologically low-grade, B-cell type.',
        health: [[C, 'neoplastic process']],
      },
      {
        text: 'PARTS 2  AND 3:  BONE MARROW, BIOPSY, AND ASPIRATE -  A.          INVOLVED BY B-CELL LYMPHOPROLIFERATIVE DISORDER, FAVOR MARGINAL  CELL LYMPHOMA (see comment).',
        health: [[P, 'BIOPSY'], [C, 'B-CELL LYMPHOPROLIFERATIVE DISORDER'], [C, 'MARGINAL  CELL LYMPHOMA']],
      },
      {
        text: 'B.     SEE ALSO PREVIOUS MARROW REPORT INDICATING PROBABLE SUBTLE INVOLVEMENT  BY A B-CELL LYMPHOPROLIFERATIVE PROCESS (***PATH-NUMBER[1]).',
        health: [[C, 'B-CELL LYMPHOPROLIFERATIVE PROCESS']],
      },
      {
        text: 'Precise classification of this process cannot be definitively done on the  material available, but these findings would NOT support a diagnosis of  chronic lymphocytic leukemia or hairy cell leukemia.',
        health: [[C, 'chronic lymphocytic leukemia'], [C, 'hairy cell leukemia']],
      },
      {
        text: 'The most likely  possibilities include marginal cell lymphoma vs. an atypical follicular  lymphoma.',
        health: [[C, 'marginal cell lymphoma'], [C, 'follicular  lymphoma']],
      },
      {
        text: 'Given the few atypical circulating cells (some with monocytoid  appearance) seen on peripheral blood and the above marrow findings, a marginal  cell lymphoma is favored.',
        health: [[C, 'marginal  cell lymphoma']],
      },
    ]),
    // Report 19: a discharge summary (vascular surgery).
    ...report(19, [
      { text: 'Admitting diagnosis: Right groin AV fistula thrombosis  Discharge diagnosis: same.', health: [[C, 'AV fistula thrombosis']] },
      { text: 'Admitting diagnosis:  AV fistula occlusion.', health: [[C, 'AV fistula occlusion']] },
      {
        text: ';    HISTORY:  The patient is a **AGE[in 60s]-year-old gentleman with a past medical history  significant for ESRD, HIV, chronic thoracic aortic aneurysm, chronic SVC  occlusion, and recent diagnosis of PE who was discharged on **DATE[Jul 2 2007]  after right groin AV fistula placement.',
        health: [[C, 'ESRD'], [C, 'HIV'], [C, 'thoracic aortic aneurysm'], [C, 'SVC  occlusion'], [C, 'PE'], [P, 'AV fistula placement']],
      },
      {
        text: 'He was readmitteed on **DATE[Jul 3 07] with  right leg pain and swelling and was found to have an occulded graft.',
        health: [[C, 'leg pain'], [C, 'swelling'], [C, 'occulded graft']],
      },
      {
        text: 'Anticoagulation: Given his thoracic aortic aneurysm, he has a conservative  goal INR of 2-2.5 for his PE.',
        health: [[C, 'thoracic aortic aneurysm'], [C, 'PE']],
      },
      {
        text: 'He  has an unknown coagulation disorder including a +LAC, so he intermittenly  bleeds/oozes or clots, so his anticoagulation remains a challenge.',
        health: [[C, 'coagulation disorder']],
      },
      {
        text: 'Pain: The patient continues to have chest pain that is consistent with the  chest pain he felt on his previous admission.',
        health: [[C, 'chest pain'], [C, 'chest pain']],
      },
      { text: 'We  are treating this as chronic muskuloskeletal pain with oxycodone.', health: [[C, 'muskuloskeletal pain'], [M, 'oxycodone']] },
      {
        text: 'DISCHARGE INSTRUCTIONS:  The patient has been instructed to continue close  followup with the **NAME[UUU CCC] regarding his HIV management after discharge  from the TCU.',
        health: [[C, 'HIV']],
      },
    ]),
    // Report 20: an echocardiogram. Its other normal findings are sentences report 14 or outside-health-3
    // already holds.
    ...report(20, [
      {
        text: '9  cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Syncope And Collapse  TWO DIMENSIONAL ECHOCARDIOLOGY:   Left ventricular size is normal.',
        health: [[C, 'Syncope'], [C, 'Collapse']],
      },
      { text: 'Left ventricular wall thickness is normal.' },
      { text: 'Overall left ventricular   function is normal, with an estimated ejection fraction of 55-60 %.' },
      { text: 'Right   ventricular size is normal.' },
      { text: 'Left atrial size is normal.' },
      { text: 'Right   atrial size is normal.' },
      { text: 'The pulmonary artery size is normal.' },
      { text: 'The aortic root   size is normal.' },
      { text: 'The aortic valve is normal.' },
      { text: 'The mitral valve is normal.' },
      { text: 'No pericardial   effusion is seen.', health: [[C, 'pericardial   effusion']] },
      { text: 'SPECTRAL DOPPLER:   There is trace tricuspid regurgitation.', health: [[C, 'tricuspid regurgitation']] },
      { text: 'There is trace pulmonic   regurgitation.', health: [[C, 'pulmonic   regurgitation']] },
      { text: 'COLOR FLOW DOPPLER:   There is trace tricuspid regurgitation.', health: [[C, 'tricuspid regurgitation']] },
      { text: 'FINAL IMPRESSIONS:   01) Normal biventricular size and systolic function.' },
      { text: '02) No valvular abnormalities.', health: [[C, 'valvular abnormalities']] },
      { text: '03) Normal pulmonary artery systolic pressures.' },
    ]),
    // Report 21: an emergency department note.
    ...report(21, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  84,6TRhtqjX2qLX ER ER 1005  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   EMERGENCY DEPARTMENT  PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM   DATE OF SERVICE:  **DATE[Dec 31 07]   PRIMARY CARE PHYSICIAN: **NAME[CCC DDD ZZZ]  ATTENDING PHYSICIAN ADDENDUM:  Chief complaint is left-sided weakness and confusion.',
        health: [[C, 'weakness'], [C, 'confusion']],
      },
      {
        text: 'HISTORY OF PRESENT ILLNESS:  This is a **AGE[in 50s]-year-old male who presents to the   Emergency Department complaining of left-sided weakness and confusion.',
        health: [[C, 'weakness'], [C, 'confusion']],
      },
      { text: 'He was noted to be febrile and somewhat   confused.', health: [[C, 'febrile'], [C, 'confused']] },
      { text: 'The patient   denied any headache.', health: [[C, 'headache']] },
      {
        text: 'He did have some left-sided weakness although that   seemed to have resolved by the time he had reached the Emergency Department.',
        health: [[C, 'weakness']],
      },
      { text: 'He has had a previous diagnosis of anxiety and depression in the past.', health: [[C, 'anxiety'], [C, 'depression']] },
      {
        text: 'In general, he denies any   changes in vision or diplopia, no changes in hearing, no neck pain, no   meningismus, no chest pain, no palpitations, no shortness of breath, no   cough, no abdominal pain, no nausea, vomiting, or diarrhea, no hematuria or   dysuria, no myalgia or arthralgia, no paresthesias or paralysis, no rash.',
        health: [
          [C, 'changes in vision'], [C, 'diplopia'], [C, 'changes in hearing'], [C, 'neck pain'], [C, 'meningismus'], [C, 'chest pain'],
          [C, 'palpitations'], [C, 'shortness of breath'], [C, 'cough'], [C, 'abdominal pain'], [C, 'nausea'], [C, 'vomiting'], [C, 'diarrhea'],
          [C, 'hematuria'], [C, 'dysuria'], [C, 'myalgia'], [C, 'arthralgia'], [C, 'paresthesias'], [C, 'paralysis'], [C, 'rash'],
        ],
      },
      { text: "The patient's past medical history is significant for anxiety and depression.", health: [[C, 'anxiety'], [C, 'depression']] },
      { text: 'HIS SOCIAL HISTORY:  He denies any tobacco, alcohol, or drug abuse although   he occasionally drinks beer.' },
      { text: 'HEENT:    Extraocular muscles are intact.' },
      { text: 'Pupils are equal and reactive to light.' },
      { text: 'The neck is supple,   nontender.' },
      { text: 'The chest is nontender.' },
      { text: 'The heart is tachycardic with a regular   rhythm.', health: [[C, 'tachycardic']] },
      { text: 'The lungs are clear to auscultation bilaterally, no wheezes or   rales.', health: [[C, 'wheezes'], [C, 'rales']] },
      { text: 'The abdomen is soft, nontender, nondistended.' },
      { text: 'The extremities have   no cyanosis, clubbing, or edema.', health: [[C, 'cyanosis'], [C, 'clubbing'], [C, 'edema']] },
      { text: 'The skin is warm and dry with no rash.', health: [[C, 'rash']] },
      { text: "The   patient's cranial nerves II through XII are intact with sensation intact to   light touch." },
      { text: '5/5 motor strength in all extremities.' },
      {
        text: 'My primary concern regarding this gentleman was the possibility of infection   given the fever and altered mental status.',
        health: [[C, 'infection'], [C, 'fever'], [C, 'altered mental status']],
      },
      { text: 'I was also concerned about the   possibility of him having meningitis.', health: [[C, 'meningitis']] },
      {
        text: 'The patient did have a chest x-ray which was noted to be negative for any   infiltrate or effusion.',
        health: [[P, 'chest x-ray'], [C, 'infiltrate'], [C, 'effusion']],
      },
      { text: 'I believe the patient to have a viral meningitis.', health: [[C, 'viral meningitis']] },
      { text: 'ENCEPHALOPATHY.', health: [[C, 'ENCEPHALOPATHY']] },
      { text: 'MENINGITIS - LIKELY VIRAL.', health: [[C, 'MENINGITIS']] },
    ]),
    // Report 22: a colonoscopy.
    ...report(22, [
      {
        text: 'Gentamycin 80 mg IVover 30 minutes & Vancomycin 1  gm IV over 60 minutes for MVP with regurg.',
        health: [[M, 'Gentamycin'], [M, 'Vancomycin'], [C, 'MVP'], [C, 'regurg']],
      },
      {
        text: "The indication for this procedure is family  history of colon cancer (father in his early 70's) and a personal history of  adenomatous polyps (***PATH-NUMBER[1]).",
        health: [[C, 'colon cancer'], [C, 'adenomatous polyps']],
      },
      {
        text: 'Digital rectal exam was performed and showed small external hemorrhoids.',
        health: [[P, 'Digital rectal exam'], [C, 'external hemorrhoids']],
      },
      { text: 'FINDINGS:  Scattered diverticuli were found in the sigmoid colon.', health: [[C, 'diverticuli']] },
      {
        text: 'COMPLICATIONS:  None    POSTOPERATIVE DIAGNOSIS(ES):  1) Diverticuli, scattered in the sigmoid colon    2) Normal colonoscopy otherwise    PLAN:  1) Follow-up: PRN referring MD  2) Every other year hemoccult testing with 3 HemOccult cards.',
        health: [[C, 'Diverticuli'], [P, 'colonoscopy'], [P, 'hemoccult testing']],
      },
    ]),
    // Report 23: a chest x-ray; its examination line's "XRAY CHEST" is labelled as the test it names.
    ...report(23, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  164,nbRrWS58GCHh RAD RAD   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      EXAMINATION PERFORMED:  XRAY CHEST FRONTAL VIEW   **DATE[Aug 23 07]     0628 HOURS    CLINICAL HISTORY:     Congestive heart failure.',
        health: [[P, 'XRAY CHEST'], [C, 'Congestive heart failure']],
      },
      {
        text: 'FINDINGS:     Gross cardiomegaly, severe pulmonary edema, bibasilar atelectasis    and bilateral small pleural effusions are present.',
        health: [[C, 'cardiomegaly'], [C, 'pulmonary edema'], [C, 'atelectasis'], [C, 'pleural effusions']],
      },
      { text: 'There is no  pneumothorax with bilateral chest tubes in place.', health: [[C, 'pneumothorax']] },
    ]),
    // Report 24: a surgical pathology report (bladder).
    ...report(24, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  204,BMebu46WkGKy SP SP   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      CLINICAL HISTORY:  Bladder cancer.',
        health: [[C, 'Bladder cancer']],
      },
    ]),
    // Report 25: a discharge summary (heart failure service).
    ...report(25, [
      {
        text: 'Congenital heart disease/aortic and mitral valvular disease/nonischemic   cardiomyopathy/pulmonary hypertension.',
        health: [[C, 'Congenital heart disease'], [C, 'aortic and mitral valvular disease'], [C, 'nonischemic   cardiomyopathy'], [C, 'pulmonary hypertension']],
      },
      { text: 'Questionable history of pulmonary embolic/inferior vena cava filter.', health: [[C, 'pulmonary embolic']] },
      {
        text: 'The patient had been complaining   of some generalized fatigue and was brought in under the Congestive Heart   Failure Service Dr. **NAME[ZZZ].',
        health: [[C, 'fatigue']],
      },
      {
        text: 'The patient   underwent bilateral upper extremity duplex scan on **DATE[Nov 16 2007], which   revealed no evidence of active pseudoaneurysm, AVF, or hematoma in the right   neck and shoulder region.',
        health: [[P, 'duplex scan'], [C, 'pseudoaneurysm'], [C, 'AVF'], [C, 'hematoma']],
      },
      { text: 'Congenital heart disease.', health: [[C, 'Congenital heart disease']] },
      {
        text: "The patient's bilateral upper extremity duplex   scan revealed no pseudoaneurysms, no AVM, or no organized hematoma.",
        health: [[P, 'duplex   scan'], [C, 'pseudoaneurysms'], [C, 'AVM'], [C, 'hematoma']],
      },
      { text: 'Questionable PE with IVC filter.', health: [[C, 'PE']] },
      {
        text: 'She   will call Dr. **NAME[ZZZ] at that same number if there is any newer increased   shortness of breath, new onset of chest pain, lightheadedness, dizziness,   fainting, ankle swelling, abdominal bloating/weight gain of 2 pounds in 24   hours or 4 pounds in a week or less.',
        health: [
          [C, 'shortness of breath'], [C, 'chest pain'], [C, 'lightheadedness'], [C, 'dizziness'], [C, 'fainting'], [C, 'ankle swelling'],
          [C, 'abdominal bloating'], [C, 'weight gain'],
        ],
      },
    ]),
    // Report 26: an echocardiogram. Its other normal findings and its trace regurgitations are sentences
    // reports 14 and 20 already hold or outside-health-3's texts contain ("There is trace mitral regurgitation.").
    ...report(26, [
      {
        text: 'Wall Thickness:  1.0 cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Chest Pain, Other  TWO DIMENSIONAL ECHOCARDIOLOGY:   Left ventricular size is normal.',
        health: [[C, 'Chest Pain']],
      },
      { text: 'The mid anteroseptum and   apical anterior wall are severely hypokinetic.', health: [[C, 'hypokinetic']] },
      { text: 'Overall left ventricular function is low normal, with an estimated   ejection fraction of 50-55 %.' },
      { text: 'Right atrial size is normal.' },
      { text: 'The pulmonary   artery size is normal.' },
      { text: 'The aortic root size is normal.' },
      { text: 'There is mitral annular   calcification.', health: [[C, 'mitral annular   calcification']] },
      { text: 'The tricuspid valve is normal.' },
      {
        text: 'Normal saline contrast injection without   evidence of right to left intracardiac shunt.',
        health: [[P, 'saline contrast injection'], [C, 'intracardiac shunt']],
      },
      { text: 'SPECTRAL DOPPLER:   There is mild aortic regurgitation.', health: [[C, 'aortic regurgitation']] },
      { text: 'There is mild   aortic stenosis.', health: [[C, 'aortic stenosis']] },
      { text: 'COLOR FLOW DOPPLER:   There is mild aortic regurgitation.', health: [[C, 'aortic regurgitation']] },
      {
        text: 'FINAL IMPRESSIONS:   01) Nondilated left ventricle with severely hypokinetic mid anteroseptum and  apical anterior wall and low normal systolic function.',
        health: [[C, 'hypokinetic']],
      },
      { text: '03) Mitral annular calcification.', health: [[C, 'Mitral annular calcification']] },
      {
        text: '04) Normal saline contrast injection without evidence of right to left  intracardiac shunt.',
        health: [[P, 'saline contrast injection'], [C, 'intracardiac shunt']],
      },
    ]),
    // Report 27: an emergency department note.
    ...report(27, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  85,TV6NrxQTpYda ER ER 1005  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   EMERGENCY DEPARTMENT  PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM   DATE OF SERVICE:  **DATE[Oct 02 07]   PRIMARY CARE PHYSICIAN: **NAME[UUU M VVV]  HISTORY OF PRESENT ILLNESS:   CHIEF COMPLAINT: Rapid heart rate.',
        health: [[C, 'Rapid heart rate']],
      },
      {
        text: 'A **AGE[90+]-year-old female was transferred from **INSTITUTION after a   condition C was called for an EKG which showed atrial fibrillation with   T-wave inversion.',
        health: [[P, 'EKG'], [C, 'atrial fibrillation'], [C, 'T-wave inversion']],
      },
      { text: 'She does have a history of atrial fibrillation and is on   Lopressor p.o.', health: [[C, 'atrial fibrillation'], [M, 'Lopressor']] },
      {
        text: 'She had a recent admission to the CCU and Cardiac   Pavilion for a new left bundle-branch block and atrial fibrillation.',
        health: [[C, 'bundle-branch block'], [C, 'atrial fibrillation']],
      },
      {
        text: 'At that   time, she was taken to the cath lab and found to have a moderate coronary   artery disease.',
        health: [[C, 'coronary   artery disease']],
      },
      { text: 'She also   had abdominal pain at that time, as well as hyponatremia.', health: [[C, 'abdominal pain'], [C, 'hyponatremia']] },
      {
        text: 'Today, she states that she still has abdominal bloating, which she refers to   as gas pains.',
        health: [[C, 'abdominal bloating'], [C, 'gas pains']],
      },
      { text: 'She denies any chest pain and denies difficulty breathing.', health: [[C, 'chest pain'], [C, 'difficulty breathing']] },
      { text: 'She was not lightheaded at all.', health: [[C, 'lightheaded']] },
      {
        text: 'She admits to mild nausea   during this episode while she was at the **INSTITUTION and denies any back   pain, denies fevers, denies cough, or cold symptoms.',
        health: [[C, 'nausea'], [C, 'back   pain'], [C, 'fevers'], [C, 'cough'], [C, 'cold symptoms']],
      },
      { text: 'She denies change in   bowel or bladder habits.', health: [[C, 'change in   bowel or bladder habits']] },
      {
        text: 'MEDICAL HISTORY:   Atrial fibrillation, hypertension, arthritis, coronary artery disease, GERD,   cataracts, and cancer of the left eyelid.',
        health: [
          [C, 'Atrial fibrillation'], [C, 'hypertension'], [C, 'arthritis'], [C, 'coronary artery disease'], [C, 'GERD'], [C, 'cataracts'], [C, 'cancer'],
        ],
      },
      { text: 'SOCIAL HISTORY:   TOBACCO: Quit smoking in 1958.' },
      { text: 'Denies alcohol or other drug use.' },
      { text: 'GENERAL: She is not in any acute distress.' },
      { text: 'She is sitting comfortably in the   bed.' },
      { text: 'HEENT: Atraumatic.' },
      { text: 'Pupils equal round and reactive to light.' },
      { text: 'Extraocular   movements intact.' },
      { text: 'Sclerae are anicteric.' },
      { text: 'Mucous membranes are moist.' },
      { text: 'Oropharynx is clear.' },
      { text: 'NECK: Neck is supple.' },
      { text: 'LUNGS: All lungs are clear to auscultation bilaterally.' },
      { text: 'No wheezes, rales, or   rhonchi.', health: [[C, 'wheezes'], [C, 'rales'], [C, 'rhonchi']] },
      { text: 'EXTREMITIES: Extremities 2+ pulses in all four extremities.' },
      { text: 'There is 2+ edema   bilaterally up to the mid calf level in the lower extremities.', health: [[C, 'edema']] },
      { text: 'NEURO: Alert and oriented.' },
      { text: 'Cranial nerves II to XII intact.' },
      { text: 'Motor and   sensation intact distally in all four extremities.' },
      {
        text: 'ED COURSE:   EKG INTERPRETATION: EKG reveals atrial flutter with 2:1 conduction and ST   elevations in leads V2, V3, and V4, as well as T-wave inversions in I and   AVL.',
        health: [[P, 'EKG'], [P, 'EKG'], [C, 'atrial flutter'], [C, 'ST   elevations'], [C, 'T-wave inversions']],
      },
      { text: 'CHEST X-RAY: No acute disease.', health: [[P, 'CHEST X-RAY']] },
      { text: 'CBC: Thrombocytopenia with platelets of 130, otherwise   unremarkable.', health: [[P, 'CBC'], [C, 'Thrombocytopenia']] },
      { text: 'A **AGE[90+]-year-old female presents to the Emergency Department with atrial   flutter.', health: [[C, 'atrial   flutter']] },
      {
        text: 'On my exam, her hyponatremia from last week appears have   resolved, with a sodium of 134.',
        health: [[C, 'hyponatremia']],
      },
      { text: 'She was admitted in stable condition to a monitored   bed.' },
      { text: 'ATRIAL FIBRILLATION/ATRIAL FLUTTER.', health: [[C, 'ATRIAL FIBRILLATION'], [C, 'ATRIAL FLUTTER']] },
      { text: 'MILD THROMBOCYTOPENIA.', health: [[C, 'THROMBOCYTOPENIA']] },
    ]),
  ],
};

writeTwoParts(
  [SOURCE],
  (item) => (item.health ?? []).map(([entity, value]) => ({ entity, value })),
  ['outside-health-6.jsonl', 'outside-health-6-unseen.jsonl'],
  (item) => String(item.report),
);
// The same reports joined, each part's apart.
writeHealthReports({ ...SOURCE, cases: SOURCE.cases.filter((item) => item.report % 2 === 0) }, 'outside-health-6-reports.jsonl');
writeHealthReports({ ...SOURCE, cases: SOURCE.cases.filter((item) => item.report % 2 === 1) }, 'outside-health-6-unseen-reports.jsonl');
