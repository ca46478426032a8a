// node --import tsx seed/src/cli/outside-health-8.ts
// Writes seed/corpus/outside-health-8.jsonl, the part that may be tuned on: an eighth outside set of health
// details, sentences of clinical reports nobody on this project wrote, from the NegEx test set
// (https://github.com/chapmanbe/negex, `negex.python/Annotations-1-120.txt` at commit
// 21b013cfec596f187e20cdccecf35bf55ec4b50c, Apache-2.0 as the project's GeneralNegEx package states): sentences of
// de-identified clinical reports in which a physician marked every clinical condition. outside-health-3.ts took
// the file's reports 1 to 13, outside-health-6.ts reports 14 to 27 and outside-health-7.ts reports 28 to 43; this
// takes reports 44 to 63, in the file's order (echocardiograms, emergency department notes, an upper endoscopy
// and colonoscopies, radiology, surgical pathology, a virology result, a Pap test, discharge summaries), until
// the set held 300 labels and then to the end of the report it was in, and leaves out every sentence whose text
// a text of outside-health-3, outside-health-6 or outside-health-7 already holds. As in outside-health-7, the
// file writes the marked condition in capitals inside its sentence and again, in its own case, in the row's
// concept column; here the sentence gets the concept's case back ("She has had an intense PAIN since that time."
// with the concept "pain" is "She has had an intense pain since that time.", while "ACUTE EXACERBATION OF CHRONIC LOW-BACK PAIN." keeps its
// capitals, its concept being written so; a heading before its colon keeps the report's capitals, so "NECK: NECK
// WAS NONTENDER __________." with the concept "Neck was nontender" is "NECK: Neck was nontender __________."),
// and a sentence holding several marked conditions is one text. Each text keeps the report's spacing exactly;
// the file's doubled apostrophe ("the patient''s know"), an escape like its doubled quotes, is written single.
//
// Labels follow outside-health-3.ts, outside-health-6.ts and outside-health-7.ts: MEDICAL_CONDITION,
// MEDICAL_PROCEDURE, MEDICATION, the term alone. A record speaks of its patient, so a finding is labelled also
// when the report negates it ("No calcaneal fracture can be seen", "The patient denied any headache"). Where the
// physician marked a longer phrase, the label is the condition's name in it: words of degree, size, side,
// position and age are left out ("mild to moderate mitral regurgitation" is "mitral regurgitation", "Severe left
// atrial enlargement" is "atrial enlargement", "No focal numbness" is "numbness", "healed fractures" is
// "fractures", "acute cellular rejection" is "cellular rejection", "RIGHT DISTAL RADIAL FRACTURE" is "RADIAL
// FRACTURE", "perianal skin tags" is "skin tags"), a compound that names a condition keeps its words ("mitral
// annular calcification", "sessile polyp", "viral gastroenteritis", "heterotopic ossification", "Chronic Airway
// Obstruction", "periumbilical discomfort" as outside-health-7 keeps "epigastric pain"), and a phrase that joins
// two conditions gives both ("carpal or metacarpal fracture or dislocation" is "metacarpal fracture" and
// "dislocation"). Named procedures, tests and medicines are labelled too (EKG, CT
// angiogram, ORIF, snare polypectomy, stool studies, EMGs, DEXAscan, hemoccult, PCR testing, biopsy), "status
// post HEMIARTHROPLASTY" as the procedure "HEMIARTHROPLASTY"; an echocardiogram's section names are not, and
// neither are devices in place (the splint and the wheeled walker here). Normal findings ("Head and face are
// atraumatic", "He was awake, alert, and oriented") and the social history are negatives. The rows the
// physician marked with a phrase no span rule settles ("Left atrial size is severely enlarged", "Segmental left
// ventricular function is abnormal", "The aortic valve is thickened", "Blood pressure was slightly low", "scrape
// up her knees", "gait is antalgic", "fluctuating white count") are left out with their sentence, and so are the
// sentences that speak only of a surgical heart structure (the "interatrial baffle" of report 62), as
// outside-health-7 leaves out those of a valve prosthesis. Where a kept sentence names a condition the physician
// did not mark ("R/O H pylori", "no rash or abrasions", "without lesion"), it is labelled too; an examination
// line's "XRAY FEMUR" is the test "XRAY", as outside-health-7 labels "CT HEAD" "CT"; "NO KNOWN DRUG ALLERGIES" is
// left out.
//
// Beyond outside-health-7: a wall the report calls "akinetic" is labelled as outside-health-6 labels
// "hypokinetic", and "paradoxical septal motion" is a condition; a whole line of an echocardiogram's impressions
// that only sizes a chamber ("02) Moderately dilated left ventricle with segmental abnormalities ...", "05)
// Severely dilated right (systemic) ventricle with hypertrophy ...") is left out with its sentence. A phrase that
// names two sites of one condition gives the condition at its last site, as outside-health-3 gives "epigastric
// and chest pain" as "chest pain": "Back and leg pain" is "leg pain", "Internal and external hemorrhoids" is
// "external hemorrhoids", "CALCANEAL AND LEFT DISTAL TIB FIB FRACTURES" is "TIB FIB FRACTURES". A raised value
// the physician marked keeps its word as "decreased appetite" does ("Increased cholesterol", "increased lipase",
// "increased   temperature"). A problem list's heading that names a condition ("Schizophrenia:", "UTI:",
// "Osteoporosis:") is labelled. The report's run-together "advancedenthesopathic change" is labelled as written.
// "IV fluids" and "psychiatric medications" are medicines; "Simultaneous pancreas kidney" (a transplant, its
// last word left unwritten), "HPV testing", "PAP TEST", "PAP" and "THINPREP" are procedures; "Post-menopausal",
// marked by the physician, is a condition; "sciatic", the report's word for sciatica, is a condition; a fall
// ("having fallen", "STATUS POST FALL") is not labelled.
import { HEALTH, type OutsideSourceOf, report, type ReportCase, writeHealthParts, writeHealthReports } from './outside-source.ts';

const { C, P, M } = HEALTH;

const SOURCE: OutsideSourceOf<ReportCase> = {
  repo: 'chapmanbe/negex',
  path: 'negex.python/Annotations-1-120.txt',
  commit: '21b013cfec596f187e20cdccecf35bf55ec4b50c',
  licence: 'Apache-2.0',
  cases: [
    // Report 44: an echocardiogram (its heading is not among the file's sentences). Its normal findings are
    // sentences outside-health-3, outside-health-6 or outside-health-7 already holds; its moderately dilated left
    // ventricle, abnormal segmental and decreased overall function, severely enlarged left atrium, mildly dilated
    // aortic root and thickened aortic valve are left out.
    ...report(44, [
      { text: 'Left ventricular wall thickness is increased, consistent with mild   left ventricular hypertrophy.', health: [[C, 'ventricular hypertrophy']] },
      { text: 'The inferior wall, mid posterior wall and mid inferoseptum are   akinetic.', health: [[C, 'akinetic']] },
      { text: 'The lateral wall is hypokinetic.', health: [[C, 'hypokinetic']] },
      { text: 'The apical lateral wall and   apical septum are severely hypokinetic.', health: [[C, 'hypokinetic']] },
      { text: 'There is paradoxical septal motion   consistent with abnormal electrical activation.', health: [[C, 'paradoxical septal motion']] },
      { text: 'Right atrial size   is normal.' },
      { text: 'There is mitral annular calcification.', health: [[C, 'mitral annular calcification']] },
      { text: 'The   pulmonic valve is normal.' },
      { text: 'SPECTRAL DOPPLER:   There is mild to moderate mitral regurgitation.', health: [[C, 'mitral regurgitation']] },
      { text: 'There is mild tricuspid   regurgitation.', health: [[C, 'tricuspid   regurgitation']] },
      { text: 'COLOR FLOW DOPPLER:   There is mild to moderate mitral regurgitation.', health: [[C, 'mitral regurgitation']] },
      { text: '03) Paradoxical septal motion consistent with abnormal electrical  activation.', health: [[C, 'Paradoxical septal motion']] },
      { text: '05) Mild to moderate mitral regurgitation.', health: [[C, 'mitral regurgitation']] },
      { text: '06) Mitral annular calcification.', health: [[C, 'Mitral annular calcification']] },
      { text: '07) Mild tricuspid regurgitation.', health: [[C, 'tricuspid regurgitation']] },
      { text: '08) Severe left atrial enlargement.', health: [[C, 'atrial enlargement']] },
      { text: '09) Mild aortic root dilation.', health: [[C, 'aortic root dilation']] },
    ]),
    // Report 45: an emergency department note (a wrist fracture). Its scraped knees, its slightly low blood
    // pressure, "some distress" and "right wrist is tender over the radius" are left out.
    ...report(45, [
      { text: 'She has had an intense pain since that   time.', health: [[C, 'pain']] },
      {
        text: 'No focal numbness or weakness, though she does have pain on movement of   her index and middle fingers.',
        health: [[C, 'numbness'], [C, 'weakness'], [C, 'pain']],
      },
      { text: 'She does have some tingling on her fifth finger   on the outside.', health: [[C, 'tingling']] },
      { text: 'No current knee pain.', health: [[C, 'knee pain']] },
      { text: 'No neck pain.', health: [[C, 'neck pain']] },
      { text: 'No loss of consciousness.', health: [[C, 'loss of consciousness']] },
      { text: 'The head was atraumatic.' },
      { text: 'NECK: Neck was nontender __________.' },
      { text: 'LUNGS: Lungs were clear to auscultation.' },
      { text: 'ABDOMEN: Abdomen is soft nontender.' },
      { text: 'She has tenderness on flexion/extension of both her index   and middle finger.', health: [[C, 'tenderness']] },
      { text: 'She does have good grip strength and is able to resist   extension of her thumb, although, there is some pain.', health: [[C, 'pain']] },
      {
        text: 'She does have some   tingling over the lateral aspect of her fifth finger, but motor is intact to   the radial to using the interossei muscles.',
        health: [[C, 'tingling']],
      },
      { text: 'The forearm compartments are   soft, 2+ radial pulses and good capillary refill.' },
      { text: 'Other Extremities: There   are some abrasions over her bilateral knees.', health: [[C, 'abrasions']] },
      { text: 'SKIN: Skin is otherwise unremarkable, with no rash or abrasions, as above.', health: [[C, 'rash'], [C, 'abrasions']] },
      {
        text: 'Hand x-rays showed a   fracture of the right distal radius, comminuted, with minimal displacement.',
        health: [[P, 'x-rays'], [C, 'fracture']],
      },
      { text: 'A splint was   placed and the patient was neurologically intact after this was performed.' },
      { text: 'There is no evidence of any carpal or metacarpal fracture or dislocation.', health: [[C, 'metacarpal fracture'], [C, 'dislocation']] },
      {
        text: 'If she has any new tingling, any   weakness, increasing pain, or change in color of her finger, she should   immediately return to the department, otherwise, I feel she is safe for   discharge at this time.',
        health: [[C, 'tingling'], [C, 'weakness'], [C, 'pain'], [C, 'change in color']],
      },
      { text: 'DISCHARGE DIAGNOSIS(ES):   RIGHT DISTAL RADIAL FRACTURE, SPLINTED IN THE EMERGENCY DEPARTMENT.', health: [[C, 'RADIAL FRACTURE']] },
    ]),
    // Report 46: an upper endoscopy.
    ...report(46, [
      { text: 'The indication for this procedure is abdominal  pain and chronic diarrhea.', health: [[C, 'abdominal  pain'], [C, 'diarrhea']] },
      { text: 'FINDINGS:  The esophagus and esophagogastric-junction were normal in appearance.' },
      { text: 'A  hiatal hernia was found.', health: [[C, 'hiatal hernia']] },
      { text: 'Multiple small erosions were found in  the antrum.', health: [[C, 'erosions']] },
      {
        text: 'Two biopsies were obtained and sent for pathology to R/O H pylori  The duodenal bulb was normal in appearance, as was the postbulbar duodenum.',
        health: [[P, 'biopsies'], [C, 'H pylori']],
      },
      { text: 'Four biopsies were obtained and sent for pathology to R/O celiac sprue.', health: [[P, 'biopsies'], [C, 'celiac sprue']] },
      { text: 'There was no  evidence of ulcers.', health: [[C, 'ulcers']] },
      {
        text: '<<PROCEDUREIMAGES>>    COMPLICATIONS:  None    POSTOPERATIVE DIAGNOSIS:  1) Normal esophagus  2) Hiatal hernia    3) Erosions, multiple in the antrum  4) Normal duodenum    5) No additional lesions    PLAN:  1) Await biopsy results  2) **INSTITUTION as scheduled    REPEAT EXAM:  No    __________________________________  **NAME[YYY ZZZ]  I was present during the entire procedure.',
        health: [[C, 'Hiatal hernia'], [C, 'Erosions'], [C, 'lesions'], [P, 'biopsy']],
      },
    ]),
    // Report 47: a radiograph of the right femur and hip.
    ...report(47, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  168,mwiXu5INSvkz RAD RAD   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      EXAMINATION PERFORMED:  XRAY FEMUR 2 VIEWS RIGHT   **DATE[May 03 07]     1144 HOURS    CLINICAL HISTORY:     Back and leg pain.',
        health: [[P, 'XRAY'], [C, 'leg pain']],
      },
      { text: 'FINDINGS:     RIGHT HIP: There are no detected fractures in the right hip.', health: [[C, 'fractures']] },
      {
        text: 'There  is moderate arthrosis of the right hip joint and  advancedenthesopathic change with some heterotopic ossification  adjacent to the greater trochanter.',
        health: [[C, 'arthrosis'], [C, 'advancedenthesopathic change'], [C, 'heterotopic ossification']],
      },
      { text: 'There  are no acute fractures identified in the remainder of the pelvis.', health: [[C, 'fractures']] },
      { text: 'RIGHT FEMUR: There are no acute fractures detected in the right  femur.', health: [[C, 'fractures']] },
      {
        text: 'There is advanced degenerative joint disease of the right  knee joint and ossification present just above the patella  probably in the distal quadriceps tendon region.',
        health: [[C, 'degenerative joint disease'], [C, 'ossification']],
      },
      { text: 'IMPRESSION:       NO ACUTE FRACTURES DETECTED IN THE PELVIS OR RIGHT HIP REGION.', health: [[C, 'FRACTURES']] },
      { text: 'PRIOR ORIF OF A LEFT FEMORAL NECK FRACTURE.', health: [[P, 'ORIF'], [C, 'FEMORAL NECK FRACTURE']] },
    ]),
    // Report 48: a virology result, as report 42 of outside-health-7.
    ...report(48, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  208,IChweBxS3Zjh SP SP   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      PROCEDURES  BK Virus Urine (PH)  Interpretation  Urine: Quantitative PCR testing for BK virus is NEGATIVE.',
        health: [[C, 'BK Virus'], [P, 'PCR testing'], [C, 'BK virus']],
      },
    ]),
    // Report 49: a discharge summary (a stroke after coronary stenting). Its "Hypertension." is a sentence
    // outside-health-7 already holds.
    ...report(49, [
      {
        text: 'Status post left major coronary artery cerebrovascular accident which   occurred which occurred post left anterior descending artery stenting.',
        health: [[C, 'cerebrovascular accident'], [P, 'stenting']],
      },
      { text: 'Coronary artery disease.', health: [[C, 'Coronary artery disease']] },
      { text: 'Increased cholesterol.', health: [[C, 'Increased cholesterol']] },
      {
        text: 'REASON FOR ADMISSION:  This is an **AGE[in 80s]-year-old female with a history of   coronary artery disease who presented on **DATE[Dec 9 2007], with stabbing chest   pain that radiating to both shoulders.',
        health: [[C, 'coronary artery disease'], [C, 'chest   pain']],
      },
      { text: 'In the ER, an EKG was positive for   acute anterolateral MI.', health: [[P, 'EKG'], [C, 'MI']] },
      { text: 'A CT of her   head was done immediately which showed no acute lesion.', health: [[P, 'CT'], [C, 'lesion']] },
      {
        text: 'A CT angiogram   showed left MCA CVA, bilateral high-grade carotid stenosis.',
        health: [[P, 'CT angiogram'], [C, 'MCA CVA'], [C, 'carotid stenosis']],
      },
      { text: 'She was limited by significant   claudication.', health: [[C, 'claudication']] },
      { text: 'She was left with no residual weakness.', health: [[C, 'weakness']] },
      { text: 'The patient had no chest pain   or shortness of breath.', health: [[C, 'chest pain'], [C, 'shortness of breath']] },
      { text: 'No palpitations while she was here.', health: [[C, 'palpitations']] },
      {
        text: 'Towards the   end of her rehab stay, she was noted to have slight increase in pedal edema.',
        health: [[C, 'pedal edema']],
      },
    ]),
    // Report 50: an echocardiogram. Its other normal findings, its hypertrophy and its mild aortic regurgitation
    // are sentences outside-health-6 or outside-health-7 already holds; its mildly enlarged right atrium and
    // borderline dilated aortic root are left out.
    ...report(50, [
      {
        text: 'Wall Thickness:  1.2 cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Congenital Heart Disease    TWO DIMENSIONAL ECHOCARDIOLOGY:   Left ventricular size is normal.',
        health: [[C, 'Congenital Heart Disease']],
      },
      { text: 'Overall left ventricular function is normal,   with an estimated ejection fraction of 55-60 %.' },
      { text: 'The mitral valve is   normal.' },
      { text: 'No   pericardial effusion is seen.', health: [[C, 'pericardial effusion']] },
      { text: '02) Mild aortic regurgitation.', health: [[C, 'aortic regurgitation']] },
      { text: '03) Mild left atrial enlargement.', health: [[C, 'atrial enlargement']] },
      { text: '04) Mild right atrial enlargement.', health: [[C, 'atrial enlargement']] },
      { text: '05) Borderline aortic root dilation.', health: [[C, 'aortic root dilation']] },
      { text: '06) Findings consistent with orthotopic heart transplantation.', health: [[P, 'heart transplantation']] },
    ]),
    // Report 51: an emergency department note (a fall). "The patient's left leg has some external rotation."
    // is left out.
    ...report(51, [
      {
        text: 'HISTORY OF PRESENT ILLNESS:    This is a **AGE[in 60s]-year-old male with a past history of diabetes, dementia,   hypertension, hypercholesterolemia, anemia, anxiety, and depression who   presents with a chief complaint of having fallen.',
        health: [[C, 'diabetes'], [C, 'dementia'], [C, 'hypertension'], [C, 'hypercholesterolemia'], [C, 'anemia'], [C, 'anxiety'], [C, 'depression']],
      },
      { text: 'The patient sustained a left acetabular fracture.', health: [[C, 'acetabular fracture']] },
      {
        text: 'REVIEW OF SYSTEMS:      Upon arrival here review of systems on the patient is a bit difficult and   unreliable due to his dementia.',
        health: [[C, 'dementia']],
      },
      {
        text: 'PHYSICAL EXAM:    Blood pressure 156/86, pulse is 75, respiratory rate is 16, O2 saturation   100% room air, Glasgow coma scale of 14 with slight confusion.',
        health: [[C, 'confusion']],
      },
      { text: 'Head and face are atraumatic.' },
      { text: 'Cervical spine is nontender but remains immobilized.' },
      { text: 'Chest wall nontender.' },
      { text: 'LUNGS:  Clear.' },
      { text: 'Heart tones regular.' },
      {
        text: 'He has point tenderness   over the left lateral hip with limited range of motion secondary to pain.',
        health: [[C, 'tenderness'], [C, 'pain']],
      },
      { text: 'ED COURSE:    RADIOGRAPHS:    X-rays do confirm a left acetabular fracture.', health: [[P, 'X-rays'], [C, 'acetabular fracture']] },
      { text: 'ADMITTING DIAGNOSIS(ES):    LEFT ACETABULAR FRACTURE STATUS POST FALL.', health: [[C, 'ACETABULAR FRACTURE']] },
    ]),
    // Report 52: a colonoscopy.
    ...report(52, [
      { text: 'Digital rectal exam was performed and showed moderate external hemorrhoids.', health: [[P, 'Digital rectal exam'], [C, 'external hemorrhoids']] },
      {
        text: 'FINDINGS:  A 5mm sessile polyp was found in the transverse colon and removed with snare  polypectomy.',
        health: [[C, 'sessile polyp'], [P, 'snare  polypectomy']],
      },
      {
        text: 'A 5mm sessile polyp was found in the descending colon and  removed with snare polypectomy.',
        health: [[C, 'sessile polyp'], [P, 'snare polypectomy']],
      },
      { text: 'A 6mm sessile polyp was found in the rectum  and removed with snare polypectomy.', health: [[C, 'sessile polyp'], [P, 'snare polypectomy']] },
      { text: 'Retroflexion of the endoscope revealed small internal hemorrhoids.', health: [[C, 'internal hemorrhoids']] },
      {
        text: '<<PROCEDUREIMAGES>>    COMPLICATIONS:  None    POSTOPERATIVE DIAGNOSIS(ES):  1) 5mm sessile polyp in the transverse colon    2) 5mm Sessile polyp in the descending colon  3) 6mm Sessile polyp in the rectum  4) Hemorrhoids  5) Otherwise normal exam    PLAN:  1) Await biopsy results    REPEAT EXAM:  Colonoscopy with internval depending on biopsy results    ______________________________  **NAME[YYY ZZZ], M.D.  I was present during the entire procedure.',
        health: [[C, 'sessile polyp'], [C, 'Sessile polyp'], [C, 'Sessile polyp'], [C, 'Hemorrhoids'], [P, 'biopsy'], [P, 'Colonoscopy'], [P, 'biopsy']],
      },
    ]),
    // Report 53: a chest x-ray; its examination line's "XRAY CHEST" is labelled as outside-health-6 labels it.
    ...report(53, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  169,5z75KK5MMhLO RAD RAD   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      EXAMINATION PERFORMED:  XRAY CHEST FRONTAL AND LATERAL VIEWS   **DATE[Aug 06 07]     0111 HOURS    CLINICAL HISTORY:     Rule out pneumonia.',
        health: [[P, 'XRAY CHEST'], [C, 'pneumonia']],
      },
      { text: 'FINDINGS:     Heart size is normal.' },
      { text: 'Mediastinal contours are normal.' },
      { text: 'Bilateral  transplanted lungs appears clear.' },
      { text: 'There is no pleural effusion or  pneumothorax.', health: [[C, 'pleural effusion'], [C, 'pneumothorax']] },
    ]),
    // Report 54: a surgical pathology report (a pancreas allograft).
    ...report(54, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  209,vxfUaUrbUzEw SP SP   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      PATIENT HISTORY:  Simultaneous pancreas kidney **DATE[Jan 2005], increased lipase.',
        health: [[P, 'Simultaneous pancreas kidney'], [C, 'increased lipase']],
      },
      { text: 'PRE-OP DIAGNOSIS: Rejection.', health: [[C, 'Rejection']] },
      {
        text: '_______________________________________________________________  FINAL DIAGNOSIS:  Allograft pancreas, needle biopsy-  moderate to early severe acute cellular rejection (Grade IV-V).',
        health: [[P, 'needle biopsy'], [C, 'cellular rejection']],
      },
    ]),
    // Report 55: a discharge summary (gastroenteritis).
    ...report(55, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  10,Lcu1BWkuMaJU DS DS 5004  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   GENERAL MEDICINE  DISCHARGE SUMMARY  PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM  **ROOM  ATTENDING PHYSICIAN:  **NAME[YYY M ZZZ]  ADMISSION DATE:  **DATE[Mar 03 2008]  DISCHARGE DATE:  **DATE[Mar 05 2008]  DISCHARGE DIAGNOSIS(ES):  GASTROENTERITIS.',
        health: [[C, 'GASTROENTERITIS']],
      },
      {
        text: "REASON FOR ADMISSION:  Mr. **NAME[AAA] is a **AGE[in 40s]-year-old gentleman who has a history of Down's syndrome.",
        health: [[C, "Down's syndrome"]],
      },
      {
        text: 'He   was brought into the Emergency Department by his coworkers after he had   vomiting and diarrhea.',
        health: [[C, 'vomiting'], [C, 'diarrhea']],
      },
      { text: 'It was reported he had a syncopal event.', health: [[C, 'syncopal event']] },
      { text: 'His coworkers saw him on the floor and when they arrived he was   awake and alert.' },
      { text: "UUU]'s the night before with vomiting and diarrhea.", health: [[C, 'vomiting'], [C, 'diarrhea']] },
      {
        text: 'It is   reported that the patient here had multiple episodes of food contents as well   as clear emesis.',
        health: [[C, 'emesis']],
      },
      { text: 'He also had diarrhea.', health: [[C, 'diarrhea']] },
      {
        text: 'The patient denied any headache,   neck pain, weakness, numbness or paraesthesias.',
        health: [[C, 'headache'], [C, 'neck pain'], [C, 'weakness'], [C, 'numbness'], [C, 'paraesthesias']],
      },
      { text: 'He denied any fever.', health: [[C, 'fever']] },
      { text: 'He   does complain of some mild periumbilical discomfort.', health: [[C, 'periumbilical discomfort']] },
      { text: 'He was awake, alert, and oriented.' },
      { text: 'Examination of his abdomen revealed a soft abdomen with mild tenderness in   the periumbilical area.', health: [[C, 'tenderness']] },
      { text: 'He did have positive bowel sounds.' },
      { text: 'He received IV   fluids in the Emergency Department for his dehydration.', health: [[M, 'IV   fluids'], [C, 'dehydration']] },
      { text: 'Following his   evaluation, we admitted him to a general floor, primarily for dehydration.', health: [[C, 'dehydration']] },
      { text: 'for nausea.', health: [[C, 'nausea']] },
      { text: 'We sent   stool studies because of his diarrhea.', health: [[P, 'stool studies'], [C, 'diarrhea']] },
      { text: 'His nausea and vomiting resolved.', health: [[C, 'nausea'], [C, 'vomiting']] },
      { text: 'On the day of   discharge he was afebrile.' },
      { text: 'His   diarrhea had been improving.', health: [[C, 'diarrhea']] },
      { text: 'He did not have any abdominal pain.', health: [[C, 'abdominal pain']] },
      { text: 'His   abdomen was soft.' },
      { text: 'Lungs were clear to auscultation.' },
      { text: 'We felt that the patient had a viral gastroenteritis.', health: [[C, 'viral gastroenteritis']] },
      {
        text: 'Return to the Emergency Department or PCP if he develops nausea, vomiting,   fevers or chills.',
        health: [[C, 'nausea'], [C, 'vomiting'], [C, 'fevers'], [C, 'chills']],
      },
    ]),
    // Report 56: an echocardiogram. Its other normal findings are sentences reports 44 and 50 or
    // outside-health-3, -6 and -7 already hold; its abnormal segmental function and mildly enlarged left atrium
    // are left out.
    ...report(56, [
      {
        text: 'Wall Thickness:  1.3 cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Chronic Airway Obstruction 496; Systolic Heart Failure;  Obesity 278.0; Hypertension 401.9  TWO DIMENSIONAL ECHOCARDIOLOGY:   Left ventricular size is normal.',
        health: [[C, 'Chronic Airway Obstruction'], [C, 'Systolic Heart Failure'], [C, 'Obesity'], [C, 'Hypertension']],
      },
      { text: 'The anterior wall, anterior septum and   inferior septum are mildly hypokinetic.', health: [[C, 'hypokinetic']] },
      {
        text: 'Right ventricular   wall thickness is increased, consistent with right ventricular hypertrophy.',
        health: [[C, 'ventricular hypertrophy']],
      },
      { text: 'Right ventricular function is grossly normal.' },
      { text: 'The   mitral valve is normal.' },
      { text: 'The tricuspid   valve is normal.' },
      { text: 'There is mild pulmonic regurgitation.', health: [[C, 'pulmonic regurgitation']] },
      {
        text: 'FINAL IMPRESSIONS:   01) Nondilated left ventricle with mildly hypokinetic anterior wall,  anterior septum and inferior septum and overall preserved systolic   function.',
        health: [[C, 'hypokinetic']],
      },
      { text: '02) Nondilated right ventricle with hypertrophy and grossly normal function.', health: [[C, 'hypertrophy']] },
      { text: '03) Mild to moderate mitral regurgitation.', health: [[C, 'mitral regurgitation']] },
      { text: '04) Mitral annular calcification.', health: [[C, 'Mitral annular calcification']] },
      { text: '05) Mild tricuspid regurgitation.', health: [[C, 'tricuspid regurgitation']] },
      { text: '06) Mild pulmonic regurgitation.', health: [[C, 'pulmonic regurgitation']] },
      { text: '07) Mild left atrial enlargement.', health: [[C, 'atrial enlargement']] },
      { text: '08) Moderate pulmonary hypertension.', health: [[C, 'pulmonary hypertension']] },
    ]),
    // Report 57: an emergency department note (sciatica). Its antalgic gait is left out.
    ...report(57, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  90,nUthm0pbxjh7 ER ER 1001  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   EMERGENCY DEPARTMENT  PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM  DATE OF SERVICE:  **DATE[Oct 06 07]  PRIMARY CARE PHYSICIAN: A  N  CHIEF COMPLAINT: Left leg pain.',
        health: [[C, 'leg pain']],
      },
      {
        text: 'HISTORY OF PRESENT ILLNESS:  This is a **AGE[in 40s]-year-old female with a past medical   history significant for chronic low-back pain as well as per her report three   bulging disks.',
        health: [[C, 'low-back pain'], [C, 'bulging disks']],
      },
      {
        text: 'She also has EMGs that show irritation at the L5 nerve root,   resulting in her sciatic and pain in her left leg.',
        health: [[P, 'EMGs'], [C, 'irritation'], [C, 'sciatic'], [C, 'pain']],
      },
      { text: 'She denies any   incontinence.', health: [[C, 'incontinence']] },
      { text: 'SOCIAL HISTORY:  The patient denies alcohol use.' },
      { text: 'The patient smokes   cigarettes.' },
      { text: 'BACK EXAMINATION:  Reveals no stepoff or tenderness.', health: [[C, 'stepoff'], [C, 'tenderness']] },
      { text: 'There is some mild pain   to ________ tenderness.', health: [[C, 'pain'], [C, 'tenderness']] },
      { text: 'No   weakness.', health: [[C, 'weakness']] },
      { text: 'ED COURSE:  The patient was felt to have sciatica.', health: [[C, 'sciatica']] },
      { text: 'She had no signs of acute   disk herniation or weakness.', health: [[C, 'disk herniation'], [C, 'weakness']] },
      { text: 'She felt her pain was much improved.', health: [[C, 'pain']] },
      { text: 'ACUTE EXACERBATION OF CHRONIC LOW-BACK PAIN.', health: [[C, 'LOW-BACK PAIN']] },
      { text: 'SCIATICA.', health: [[C, 'SCIATICA']] },
    ]),
    // Report 58: a colonoscopy.
    ...report(58, [
      { text: 'The indication for this procedure is family  history of colon polyps and screening.', health: [[C, 'colon polyps']] },
      {
        text: 'FH is +ve for a  sister with colon polyps at age **AGE[in 60s] who is under colonoscopic surveillance.',
        health: [[C, 'colon polyps'], [P, 'colonoscopic surveillance']],
      },
      {
        text: 'GI  ROS is -ve for change in bowel habit, bleeding (occult nor overt), change in  weight, anemia or any "alarm" symptom or sign.',
        health: [[C, 'change in bowel habit'], [C, 'bleeding'], [C, 'change in  weight'], [C, 'anemia']],
      },
      { text: 'Digital rectal exam was performed and showed perianal  skin tags.', health: [[P, 'Digital rectal exam'], [C, 'skin tags']] },
      { text: 'Small external hemorrhoidal tags.', health: [[C, 'hemorrhoidal tags']] },
      { text: 'FINDINGS:Internal and external hemorrhoids were found.', health: [[C, 'external hemorrhoids']] },
      { text: 'The ileal mucosa was  normal in appearance.' },
      { text: 'There was no evidence of polyps, mass or diverticula.', health: [[C, 'polyps'], [C, 'mass'], [C, 'diverticula']] },
      {
        text: '<<PROCEDUREIMAGES>>    COMPLICATIONS:  None    POSTOPERATIVE DIAGNOSIS(ES):  1) Internal and external hemorrhoids  2) Normal terminal ileum    3) Normal colonoscopy  4) No additional lesions  5) Normal colonoscopy otherwise    PLAN:  1) Continue surveillance  2) Yearly hemoccult  3) Yearly rectal exams    REPEAT EXAM:  Colonoscopy in 5 year(s).',
        health: [[C, 'external hemorrhoids'], [P, 'colonoscopy'], [C, 'lesions'], [P, 'colonoscopy'], [P, 'hemoccult'], [P, 'rectal exams'], [P, 'Colonoscopy']],
      },
    ]),
    // Report 59: a radiograph (healed fractures).
    ...report(59, [
      { text: 'No calcaneal fracture can be seen.', health: [[C, 'calcaneal fracture']] },
      { text: 'No residua of healed fractures can be seen  otherwise.', health: [[C, 'fractures']] },
      { text: 'IMPRESSION:       HEALED RIGHT CALCANEAL AND LEFT DISTAL TIB FIB FRACTURES.', health: [[C, 'TIB FIB FRACTURES']] },
    ]),
    // Report 60: a cervical screening (Pap) test.
    ...report(60, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  210,2O7O4UtVzA6N SP SP   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      CLINICAL HISTORY:  Date of last Menstrual Period:  {Not Entered}  Menstrual History:  Post-menopausal    Other Clinical Conditions:  Routine Exam  HPV testing requested, if ASCUS  SOURCE OF SPECIMEN/SLIDES REVIEWED:  ENDOCERVIX, PAP TEST, THINPREP  Received:  **DATE[Feb 5 2008], Taken:  **DATE[Feb 3 2008] 00:00  PAP x 1       _______________________________________________________________  FINAL SCREENING TEST RESULT:   ENDOCERVIX, PAP TEST, THINPREP:  ADEQUACY:  SATISFACTORY FOR EVALUATION  ENDOCERVICAL/TRANSFORMATION ZONE COMPONENT IS ABSENT.',
        health: [
          [C, 'Post-menopausal'], [P, 'HPV testing'], [C, 'ASCUS'], [P, 'PAP TEST'], [P, 'THINPREP'], [P, 'PAP'], [P, 'PAP TEST'], [P, 'THINPREP'],
        ],
      },
      { text: 'INTERPRETATION:  NEGATIVE FOR INTRAEPITHELIAL LESION OR MALIGNANCY.', health: [[C, 'INTRAEPITHELIAL LESION'], [C, 'MALIGNANCY']] },
    ]),
    // Report 61: a discharge summary (rehabilitation after a hip fracture). Its "chronically elevated platelet
    // count as well as a fluctuating white count" and "NO KNOWN DRUG ALLERGIES" are left out.
    ...report(61, [
      { text: 'RIGHT HIP FRACTURE STATUS POST HEMIARTHROPLASTY.', health: [[C, 'HIP FRACTURE'], [P, 'HEMIARTHROPLASTY']] },
      { text: 'SCHIZOPHRENIA.', health: [[C, 'SCHIZOPHRENIA']] },
      { text: 'PERSISTENT THROMBOCYTOSIS.', health: [[C, 'THROMBOCYTOSIS']] },
      { text: 'OSTEOPOROSIS.', health: [[C, 'OSTEOPOROSIS']] },
      { text: 'URINARY TRACT INFECTION.', health: [[C, 'URINARY TRACT INFECTION']] },
      { text: 'An x-ray of her hip revealed a right femoral neck fracture.', health: [[P, 'x-ray'], [C, 'femoral neck fracture']] },
      {
        text: 'Her postoperative course was remarkable for an increased   temperature and leukocytosis.',
        health: [[C, 'increased   temperature'], [C, 'leukocytosis']],
      },
      { text: 'At the time of transfer to the   Rehabilitation Unit she was ambulating 20 feet x1 with minimal assistance and   a wheeled walker.' },
      { text: 'She was able to go up and down 12 stairs using a hand rail, and   she was ambulating 150 feet with a wheeled walker.' },
      { text: 'This gradually   cleared, and there were no further signs or symptoms of infection.', health: [[C, 'infection']] },
      {
        text: 'Schizophrenia:  The patient has a long history of schizophrenia, is on   multiple medications.',
        health: [[C, 'Schizophrenia'], [C, 'schizophrenia']],
      },
      { text: 'UTI:  The patient was noted to have a UTI, which grew out E. coli.', health: [[C, 'UTI'], [C, 'UTI'], [C, 'E. coli']] },
      { text: 'She had no fever.', health: [[C, 'fever']] },
      { text: 'She had no chills.', health: [[C, 'chills']] },
      { text: 'She had no overt   signs or symptoms of infection.', health: [[C, 'infection']] },
      { text: 'She does have the mild UTI.', health: [[C, 'UTI']] },
      {
        text: 'Osteoporosis:  The patient does have a history of osteoporosis most   likely due to past usage of her psychiatric medications.',
        health: [[C, 'Osteoporosis'], [C, 'osteoporosis'], [M, 'psychiatric medications']],
      },
      { text: 'She has had a   DEXAscan in the past, which showed her to be osteoporotic.', health: [[P, 'DEXAscan'], [C, 'osteoporotic']] },
    ]),
    // Report 62: an echocardiogram (a corrected transposition of the great vessels). Its other normal findings
    // are sentences outside-health-3, -6 or -7 already holds; its small left ventricle and atrium, its dilated,
    // hypertrophied and decreased right ventricle, its flattened septum and the sentences of its interatrial
    // baffle are left out.
    ...report(62, [
      {
        text: 'Wall Thickness:  0.8 cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Systolic Heart Failure; Corrected Transposition Of Great  Vessels    TWO DIMENSIONAL ECHOCARDIOLOGY:   This was a technically difficult study.',
        health: [[C, 'Systolic Heart Failure'], [C, 'Corrected Transposition Of Great  Vessels']],
      },
      { text: 'Segmental   left ventricular function is normal.' },
      { text: 'Overall left ventricular function is   normal, with an estimated ejection fraction of 55-60 %.' },
      {
        text: 'Right ventricular wall thickness is increased, consistent with right   ventricular hypertrophy.',
        health: [[C, 'ventricular hypertrophy']],
      },
      {
        text: "There is a double barrel configuration of the great vessels   consistent with the patient's know transposition of the great vessels.",
        health: [[C, 'transposition of the great vessels']],
      },
      { text: 'The   aortic valve is normal.' },
      { text: 'The tricuspid valve is   normal.' },
      { text: 'No pericardial effusion is   seen.', health: [[C, 'pericardial effusion']] },
      { text: 'SPECTRAL DOPPLER:   There is mild to moderate tricuspid regurgitation.', health: [[C, 'tricuspid regurgitation']] },
      { text: 'COLOR FLOW DOPPLER:   There is mild to moderate tricuspid regurgitation.', health: [[C, 'tricuspid regurgitation']] },
      {
        text: "02) There is a double barrel configuration of the great vessels consistent  with the patient's know transposition of the great vessels.",
        health: [[C, 'transposition of the great vessels']],
      },
      { text: '06) Mild to moderate tricuspid regurgitation.', health: [[C, 'tricuspid regurgitation']] },
    ]),
    // Report 63: an emergency department note (a viral syndrome). The report is the one in which the set passed
    // 300 labels, and is taken to its end.
    ...report(63, [
      { text: 'Chief complaint is nausea, vomiting, and diarrhea.', health: [[C, 'nausea'], [C, 'vomiting'], [C, 'diarrhea']] },
      {
        text: 'HISTORY OF PRESENT ILLNESS:  Ms. **NAME[AAA] is a **AGE[in 40s]-year-old, African-American   female with a two-day history of fever, body aches, and nausea, vomiting, and   diarrhea.',
        health: [[C, 'fever'], [C, 'body aches'], [C, 'nausea'], [C, 'vomiting'], [C, 'diarrhea']],
      },
      {
        text: 'She denies any abdominal pain, no chest pain or shortness of   breath, she has had no particular sick contacts, and she has been using   over-the-counter remedies with no specific relief.',
        health: [[C, 'abdominal pain'], [C, 'chest pain'], [C, 'shortness of   breath']],
      },
      { text: 'PHYSICAL EXAMINATION:  General - In no acute distress.' },
      { text: 'Head - Normocephalic, atraumatic.' },
      { text: 'Eyes   - PERRLA, EOMI.' },
      { text: 'Pharynx - Clear with moist mucous membranes.' },
      { text: 'TMs are clear   bilaterally.' },
      { text: 'Neck - Supple, no lymphadenopathy, thyromegaly, or JVD.', health: [[C, 'lymphadenopathy'], [C, 'thyromegaly'], [C, 'JVD']] },
      { text: 'Lungs   - CTP, no rales, rhonchi, or wheezes.', health: [[C, 'rales'], [C, 'rhonchi'], [C, 'wheezes']] },
      { text: 'Heart - Regular rate and rhythm, no   murmurs, gallops, or rubs.', health: [[C, 'murmurs'], [C, 'gallops'], [C, 'rubs']] },
      { text: 'Abdomen - Soft, nontender, nondistended, positive   bowel sounds, no mass or organomegaly.', health: [[C, 'mass'], [C, 'organomegaly']] },
      { text: 'Extremities - No clubbing, cyanosis,   or edema.', health: [[C, 'clubbing'], [C, 'cyanosis'], [C, 'edema']] },
      { text: 'Skin is warm and moist without lesion.', health: [[C, 'lesion']] },
      { text: 'Neurologic - Alert,   oriented times three.' },
      { text: 'Cranial nerves II through XII - Grossly intact.' },
      { text: 'ED COURSE:  The patient likely has a viral syndrome.', health: [[C, 'viral syndrome']] },
      {
        text: 'Also, the patient later complained of a cough and shortness of breath so a   chest x-ray was obtained and found to be unremarkable.',
        health: [[C, 'cough'], [C, 'shortness of breath'], [P, 'chest x-ray']],
      },
      { text: 'The patient had no signs of a focal infection.', health: [[C, 'infection']] },
      {
        text: 'She appeared well and had   unremarkable vital signs, no signs of meningitis, otitis, pharyngitis, or   pneumonia.',
        health: [[C, 'meningitis'], [C, 'otitis'], [C, 'pharyngitis'], [C, 'pneumonia']],
      },
      { text: 'She appeared well hydrated.' },
      { text: 'NAUSEA AND VOMITING.', health: [[C, 'NAUSEA'], [C, 'VOMITING']] },
      { text: 'DIARRHEA.', health: [[C, 'DIARRHEA']] },
      { text: 'VIRAL SYNDROME.', health: [[C, 'VIRAL SYNDROME']] },
    ]),
  ],
};

writeHealthParts([SOURCE], ['outside-health-8.jsonl']);
writeHealthReports(SOURCE, 'outside-health-8-reports.jsonl');
