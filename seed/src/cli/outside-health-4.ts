// node --import tsx seed/src/cli/outside-health-4.ts
// Writes seed/corpus/outside-health-4.jsonl (the part that may be tuned on) and
// seed/corpus/outside-health-4-unseen.jsonl (the part kept unseen until the end): a fourth outside set of
// health details, everyday first-person writing about one's own or a relative's health, from sources not
// used here before that nobody on this project wrote:
//
// - ChatDoctor (https://github.com/Kent0n-Li/ChatDoctor, Apache-2.0): the patients' messages of its
//   generated patient-physician conversations (`chatdoctor5k.json`, each item's `input`, in the file's
//   order), some of the physicians' short replies (`output`, which speak of the patient as "you"), and the
//   iCliniq patient question and physician answer its README shows as an example.
// - Synthea (https://github.com/synthetichealth/synthea, Apache-2.0): the remarks its disease modules carry
//   (`src/main/resources/modules/appendicitis.json`, `dementia.json`), general health information about
//   populations and medicines, with no one's own health in it: negatives.
//
// Labels follow the other health corpora (people-health.jsonl, outside-health-3.jsonl): MEDICAL_CONDITION,
// MEDICAL_PROCEDURE, MEDICATION, the term alone, without words of degree or time ("severe pain" is "pain",
// "frequent panic attacks" is "panic attacks"); a symptom named by its body part keeps it ("shoulder pain",
// "nasal congestion"), a symptom with its body part after it is the symptom alone ("pain in my toe" is
// "pain"). What the writer only fears or suspects ("I think I might have glaucoma") is labelled: it is said
// of the writer, and a guess about one's own health is as private as a diagnosis. A health detail said only
// with a verb ("I fractured my hand", "I injured my hip") has no term to label; such messages are left out
// rather than counted as negatives. Synthea's remarks and the physician's general explanation are negatives.
// The texts of each source go in turn to the tuning part and to the unseen part (first, second, ...).
import { HEALTH, type HealthSource, writeHealthParts } from './outside-source.ts';

const { C, P, M } = HEALTH;
const CHATDOCTOR = { repo: 'Kent0n-Li/ChatDoctor', licence: 'Apache-2.0' };
const SYNTHEA = { repo: 'synthetichealth/synthea', licence: 'Apache-2.0' };

const SOURCES: HealthSource[] = [
  {
    ...CHATDOCTOR,
    path: 'chatdoctor5k.json',
    commit: '1b0c03698c327bb84293bfd398c308a3950725bf',
    cases: [
      { text: "Doctor, I have been experiencing sudden and frequent panic attacks. I don't know what to do.", health: [[C, 'panic attacks']] },
      {
        text: "Doctor, I have been experiencing a hoarse voice for a few weeks now and it's not getting any better despite taking medication. What could be the problem?",
        health: [[C, 'hoarse voice']],
      },
      { text: 'Hi, Doctor. I think I might have Turner syndrome. ', health: [[C, 'Turner syndrome']] },
      {
        text: "Doctor, I've been experiencing a condition called cryptorchidism. My testicles have not descended properly into the scrotum. What medical tests do I need to take?",
        health: [[C, 'cryptorchidism']],
      },
      { text: "Doctor, I think I've been poisoned. I drank some ethylene glycol by mistake. ", health: [[C, 'poisoned']] },
      {
        text: "Doctor, I've been having discomfort and dryness in my vagina for a while now. I also experience pain during sex. What could be the problem and what tests do I need?",
        health: [[C, 'dryness'], [C, 'pain during sex']],
      },
      {
        text: "Hi Doctor, I have a problem with my mouth. It's painful and there's swelling around it. It's difficult to eat or talk properly.",
        health: [[C, 'swelling']],
      },
      {
        text: 'Doctor, I have been having trouble with my eye alignment lately. I often see double and feel eye strain, especially when I read or look at something for a long time.',
        health: [[C, 'eye strain']],
      },
      {
        text: 'Doctor, I have been experiencing headaches after my recent lumbar puncture. What tests do I need to take?',
        health: [[C, 'headaches'], [P, 'lumbar puncture']],
      },
      {
        text: 'Doctor, I have been experiencing frequent vomiting and difficulty in passing stool. I also feel full after eating a small amount of food.',
        health: [[C, 'vomiting']],
      },
      {
        text: 'Doctor, I have been experiencing pain in my mouth and my saliva glands seem to be swollen. I think I might have a salivary gland disorder.',
        health: [[C, 'pain'], [C, 'salivary gland disorder']],
      },
      {
        text: 'Hello doctor, I have been experiencing severe pain in my joints and stiffness in my neck and lower back. I also feel numbness and tingling sensation in my arms and legs. ',
        health: [[C, 'pain'], [C, 'stiffness'], [C, 'numbness'], [C, 'tingling']],
      },
      {
        text: "Doctor, I have been experiencing some unusual symptoms lately, like fatigue, weight gain and increased thirst. I'm worried I might have a metabolic disorder.",
        health: [[C, 'fatigue'], [C, 'weight gain'], [C, 'increased thirst'], [C, 'metabolic disorder']],
      },
      {
        text: "Hi Doctor, I'm experiencing some discomfort in my vaginal area and discharge that has a foul odor. I think I might have vaginitis.",
        health: [[C, 'vaginitis']],
      },
      {
        text: 'Doctor, I have been experiencing fainting, dizziness, and shortness of breath lately. My heart rate also seems to be fluctuating between fast and slow. What could be the problem?',
        health: [[C, 'fainting'], [C, 'dizziness'], [C, 'shortness of breath']],
      },
      { text: "Doctor, I've been experiencing continuous ringing in my ears for the past few weeks. I'm quite worried about it. ", health: [[C, 'ringing in my ears']] },
      {
        text: 'Doctor, I have been experiencing eye pain and blurred vision, and I am afraid it might be glaucoma. What tests should I take to confirm the diagnosis?',
        health: [[C, 'eye pain'], [C, 'blurred vision'], [C, 'glaucoma']],
      },
      {
        text: "Doctor, I believe I have been suffering from an eating disorder for a while now. I feel like my relationship with food has become extremely unhealthy, and it's affecting my mental health as well. I often find myself obsessing over my weight and food intake, and I don't know how to stop.",
        health: [[C, 'eating disorder']],
      },
      {
        text: "Doctor, I experienced a sudden weakness and numbness on the right side of my body yesterday. It lasted for a few minutes and then went away. I also had trouble speaking for a brief period. Could you please help me figure out what's going on?",
        health: [[C, 'weakness'], [C, 'numbness'], [C, 'trouble speaking']],
      },
      {
        text: "Hi, doctor. I think I have Pyelonephritis. I've been experiencing pain in my lower back and side, fever, chills and frequent urination. ",
        health: [[C, 'Pyelonephritis'], [C, 'pain'], [C, 'fever'], [C, 'chills'], [C, 'frequent urination']],
      },
      {
        text: "Hi doctor, I think I have a rotator cuff injury, I'm experiencing shoulder pain and stiffness. ",
        health: [[C, 'rotator cuff injury'], [C, 'shoulder pain'], [C, 'stiffness']],
      },
      { text: 'Doctor, I have been experiencing chronic pain for a few months now.', health: [[C, 'chronic pain']] },
      { text: 'Doctor, I am experiencing some problems during my pregnancy lately.', health: [[C, 'pregnancy']] },
      {
        text: 'Doctor, I have been having trouble breathing for the past few days. I feel like I am not able to take deep breaths and it feels like something is compressed in my chest.',
        health: [[C, 'trouble breathing']],
      },
      {
        text: 'Doctor, I have been experiencing severe pain in my upper right abdomen and back along with nausea and vomiting. My doctor suspects that I might have Choledocholithiasis. What medical tests should I undertake to confirm the diagnosis?',
        health: [[C, 'pain'], [C, 'nausea'], [C, 'vomiting'], [C, 'Choledocholithiasis']],
      },
      {
        text: 'Doctor, I have been feeling very fatigued lately and my abdomen feels swollen and tender. I am also experiencing jaundice in my eyes. Could it be a liver problem?',
        health: [[C, 'jaundice'], [C, 'liver problem']],
      },
      {
        text: 'Doctor, I think I might have a thoracic aortic aneurysm, can you please tell me what tests I need to do?',
        health: [[C, 'thoracic aortic aneurysm']],
      },
      {
        text: "Hello, I've been experiencing some intense headaches recently and I'm worried it might be something serious.",
        health: [[C, 'headaches']],
      },
      { text: 'Doctor, I was diagnosed with congenital rubella. What medical tests do I need to undergo?', health: [[C, 'congenital rubella']] },
      {
        text: 'Doctor, I have been recently diagnosed with diabetic retinopathy, what tests do I need to undergo?',
        health: [[C, 'diabetic retinopathy']],
      },
      {
        text: 'Doctor, I have been experiencing severe muscle pain, fatigue, and sleep disturbances for a few months now. I have done some research and I think I might have fibromyalgia, can you help me confirm it?',
        health: [[C, 'muscle pain'], [C, 'fatigue'], [C, 'sleep disturbances'], [C, 'fibromyalgia']],
      },
      {
        text: "Doctor, I'm experiencing abdominal pain and I think it might be related to my bowel. Can you help me?",
        health: [[C, 'abdominal pain']],
      },
      {
        text: 'Doctor, I think my child may have fetal alcohol syndrome. What tests are required to confirm this?',
        health: [[C, 'fetal alcohol syndrome']],
      },
      {
        text: 'Doctor, I have been feeling some abdominal pain with fever for the last few days. I am worried it might be peritonitis.',
        health: [[C, 'abdominal pain'], [C, 'fever'], [C, 'peritonitis']],
      },
      {
        text: 'Doctor, I have this sharp pain in my abdomen. I think I might have injured myself.',
        health: [[C, 'pain']],
      },
      {
        text: 'Doctor, I have been experiencing severe pain in my abdomen, along with nausea and vomiting. I am also having trouble digesting food. ',
        health: [[C, 'pain'], [C, 'nausea'], [C, 'vomiting']],
      },
      {
        text: "Doctor, I'm experiencing pain, swelling, and redness in my leg. My doctor suspected it might be thrombophlebitis. What medical tests do I need to undergo?",
        health: [[C, 'pain'], [C, 'swelling'], [C, 'redness'], [C, 'thrombophlebitis']],
      },
      {
        text: 'Doctor, I have been experiencing shortness of breath, wheezing and coughing lately. I think I may have Asthma.',
        health: [[C, 'shortness of breath'], [C, 'wheezing'], [C, 'coughing'], [C, 'Asthma']],
      },
      { text: 'Doctor, I think I have a foreign object stuck in my vagina.', health: [[C, 'foreign object']] },
      {
        text: 'Doctor, I have been experiencing a tingling and uncomfortable sensation in my legs that keeps me awake at night. I have trouble sleeping because of it.',
        health: [[C, 'tingling'], [C, 'trouble sleeping']],
      },
      {
        text: 'Doctor, I have been experiencing shortness of breath lately and coughing up phlegm. I am afraid it could be emphysema.',
        health: [[C, 'shortness of breath'], [C, 'coughing up phlegm'], [C, 'emphysema']],
      },
      {
        text: "Hi doctor, I've been experiencing headaches, seizures and loss of appetite for the past few weeks. I did some research and I think I may have cysticercosis. ",
        health: [[C, 'headaches'], [C, 'seizures'], [C, 'loss of appetite'], [C, 'cysticercosis']],
      },
      {
        text: "Doctor, I recently had an induced abortion and I'm feeling quite weak and have some pain.",
        health: [[P, 'induced abortion'], [C, 'pain']],
      },
      {
        text: "Doctor, my baby has been very fussy and irritable lately. I'm pretty sure he's going through teething syndrome.",
        health: [[C, 'teething syndrome']],
      },
      {
        text: 'Doctor, I have been experiencing severe stomach pain, nausea and vomiting, and diarrhea. I fear it might be an infectious gastroenteritis.',
        health: [[C, 'stomach pain'], [C, 'nausea'], [C, 'vomiting'], [C, 'diarrhea'], [C, 'infectious gastroenteritis']],
      },
      {
        text: 'Doctor, I have been having severe headaches and nasal congestion for the past few days. I also have a fever and my face feels very tender. I think I might have acute sinusitis.',
        health: [[C, 'headaches'], [C, 'nasal congestion'], [C, 'fever'], [C, 'sinusitis']],
      },
      {
        text: 'Doctor, I have been experiencing some symptoms associated with Von Hippel-Lindau disease.',
        health: [[C, 'Von Hippel-Lindau disease']],
      },
      {
        text: 'Doctor, I am experiencing anxiety and depression due to my addiction to alcohol. What tests do I need to take to help diagnose my condition? ',
        health: [[C, 'anxiety'], [C, 'depression'], [C, 'addiction to alcohol']],
      },
      {
        text: "Doctor, I have been feeling very down and sad after giving birth to my baby. It's been a few weeks now and I just can't seem to shake it off. ",
        health: [[C, 'giving birth']],
      },
      {
        text: "Doctor, I've been experiencing chest pain and shortness of breath lately. I'm afraid it could be something serious.",
        health: [[C, 'chest pain'], [C, 'shortness of breath']],
      },
      {
        text: "Hi doctor, I've had some severe pain in my back and lower spine lately. I think I might be suffering from spondylitis.",
        health: [[C, 'pain'], [C, 'spondylitis']],
      },
      {
        text: 'Doctor, I am experiencing persistent headaches and vision problems. My vision has become blurry and I have been struggling to focus on objects lately.',
        health: [[C, 'headaches'], [C, 'vision problems']],
      },
      {
        text: 'Doctor, I have been experiencing heavy and painful periods for the past few months, and I also have a constant urge to urinate. I suspect I might have uterine fibroids.',
        health: [[C, 'painful periods'], [C, 'uterine fibroids']],
      },
      {
        text: "Doctor, I have been experiencing bleeding in between my periods, and I'm not sure what's causing it.",
        health: [[C, 'bleeding']],
      },
      {
        text: "Hi Doctor, I have a bump in the upper eyelid of my right eye which is bothering me. I think it's called Chalazion. ",
        health: [[C, 'Chalazion']],
      },
      {
        text: 'Doctor, I think I might have ovarian torsion. I have been experiencing sudden and severe pelvic pain on one side, along with nausea and vomiting.',
        health: [[C, 'ovarian torsion'], [C, 'pelvic pain'], [C, 'nausea'], [C, 'vomiting']],
      },
      {
        text: 'Doctor, I have been experiencing some vision problems lately, and I was diagnosed with high blood pressure a few months ago. I am worried that this might be affecting my eyesight.',
        health: [[C, 'vision problems'], [C, 'high blood pressure']],
      },
      {
        text: "Doctor, I've been experiencing a lot of itching and burning sensation in my vaginal area. I also have thick, white discharge. I think I might have a yeast infection.",
        health: [[C, 'itching'], [C, 'burning sensation'], [C, 'yeast infection']],
      },
      {
        text: "Doctor, I've been experiencing severe pain and tenderness behind my ear. I also have a fever and I'm having trouble hearing. I think I have mastoiditis.",
        health: [[C, 'pain'], [C, 'tenderness'], [C, 'fever'], [C, 'trouble hearing'], [C, 'mastoiditis']],
      },
      {
        text: 'Doctor, I fell from a height and I have difficulty breathing and a sharp pain in my chest.',
        health: [[C, 'difficulty breathing'], [C, 'pain']],
      },
      {
        text: 'Doctor, I have been experiencing shortness of breath and chest pain lately. My father died of a heart disease, and I am concerned that I might have inherited it. What do you think could be the problem, and what tests do I need to take?',
        health: [[C, 'shortness of breath'], [C, 'chest pain'], [C, 'heart disease']],
      },
      {
        text: "Hi Doctor, I have been experiencing pain in my toe and I think it's because of an ingrown toenail. What should I do?",
        health: [[C, 'pain'], [C, 'ingrown toenail']],
      },
      {
        text: "Doctor, I've been having trouble breathing and coughing a lot lately. I also feel very tired all the time. ",
        health: [[C, 'trouble breathing'], [C, 'coughing']],
      },
      {
        text: "Doctor, I have an open wound on my hip and it's not healing. It's been a few days now and the pain is worse.",
        health: [[C, 'open wound'], [C, 'pain']],
      },
      { text: 'Doctor, my eye is red and painful, and my vision has been affected as well. I think I might have endophthalmitis. ', health: [[C, 'endophthalmitis']] },
      {
        text: "Doctor, I have these weird bumps on my skin that won't go away. They look like small clusters of rough skin. Could it be viral warts?",
        health: [[C, 'viral warts']],
      },
      {
        text: "Doctor, I have been experiencing excessive sweating no matter what I do. It's becoming really uncomfortable and affecting my daily life.",
        health: [[C, 'excessive sweating']],
      },
      { text: 'Doctor, I think I might have had a stroke. My left side suddenly felt weak and numb.', health: [[C, 'stroke']] },
      {
        text: 'Doctor, I have a painful lump on my buttocks that seems to be getting bigger. I think it might be a pilonidal cyst.',
        health: [[C, 'lump'], [C, 'pilonidal cyst']],
      },
      { text: 'Doctor, I had a crushing injury on my arm and I need to get some tests done. ', health: [[C, 'crushing injury']] },
      {
        text: 'Doctor, I have been experiencing difficulty walking and balancing, bladder control problems, and incontinence. I am also experiencing memory loss and confusion at times. What could be wrong with me?',
        health: [[C, 'difficulty walking'], [C, 'bladder control problems'], [C, 'incontinence'], [C, 'memory loss'], [C, 'confusion']],
      },
      {
        text: 'Doctor, I have been losing a lot of hair from my scalp and other parts of my body. I think I might have alopecia. ',
        health: [[C, 'alopecia']],
      },
      {
        text: 'Doctor, I think I might have Hashimoto thyroiditis. I am experiencing tiredness, hair loss, weight gain, and dry and pale skin.',
        health: [[C, 'Hashimoto thyroiditis'], [C, 'tiredness'], [C, 'hair loss'], [C, 'weight gain']],
      },
      // The physicians' replies, which speak of the patient as "you".
      {
        text: "Well, based on what you're telling me, it sounds like you may be suffering from panic disorder. The best course of action is to start with psychotherapy and mental health counseling.",
        health: [[C, 'panic disorder'], [P, 'psychotherapy'], [P, 'mental health counseling']],
      },
      { text: 'You need to undergo a corneal transplant.', health: [[P, 'corneal transplant']] },
      {
        text: 'Based on your symptoms, it is possible that you have a lung contusion. We need to conduct several medical tests to confirm the diagnosis.',
        health: [[C, 'lung contusion']],
      },
      {
        text: 'Alright, based on your symptoms and medical history, I suspect that you may have liver cancer. We will need to conduct a series of medical tests to confirm the diagnosis.',
        health: [[C, 'liver cancer']],
      },
      {
        text: 'Hello! Yes, it seems like you have a chalazion. The best course of action would be to perform an ophthalmic examination and evaluation, and then we can decide whether you need excision or other therapeutic procedures on the eyelids, conjunctiva, or cornea.',
        health: [[C, 'chalazion'], [P, 'ophthalmic examination'], [P, 'excision']],
      },
      {
        text: "I see. In order to diagnose any possible complications, we need to run a series of medical tests. The first test we need to do is a urinalysis.",
        health: [[P, 'urinalysis']],
      },
      {
        text: 'It sounds like you might have retinopathy due to high blood pressure. To confirm the diagnosis and evaluate the extent of the damage, I recommend an ophthalmic examination and evaluation.',
        health: [[C, 'retinopathy'], [C, 'high blood pressure'], [P, 'ophthalmic examination']],
      },
      {
        text: 'Yes, it is possible that you have viral warts. To confirm the diagnosis, we will need to perform a complete physical skin exam, and if the warts are large or persistent, then we may need to perform an excision or removal of the skin lesion.',
        health: [[C, 'viral warts'], [P, 'complete physical skin exam'], [C, 'warts'], [P, 'excision'], [C, 'skin lesion']],
      },
    ],
  },
  {
    ...CHATDOCTOR,
    path: 'README.md',
    commit: '0383cad4cd36191d4e60c146a786d4fb50c9b080',
    cases: [
      {
        text: 'Hi doctor,I am getting one-sided headache. I do not get them often. They are behind my right eye and temple area. Now this time I am also fighting with heavy cold and cough. It came on late morning today and it hurts more when I cough or shake my head or bend over. Prior to this, I had the same headache about four months ago. At that time it came on midafternoon and lasted till next morning. Prior to that, I had the same headache exactly on the right side and lasted for a day. I am on CCB and Protonix. I am scared of brain tumor. Please help',
        health: [[C, 'headache'], [C, 'cold'], [C, 'cough'], [C, 'headache'], [C, 'headache'], [M, 'CCB'], [M, 'Protonix'], [C, 'brain tumor']],
      },
      {
        text: 'Hi. Based on what you have told, this is more likely to be due to sinusitis. Sinuses are small air filled cavities in your skull bone. They can get infected and when they are infected, you will get headaches behind eyes.',
        health: [[C, 'sinusitis']],
      },
      { text: 'Brain tumor headache will be on both sides, more in forehead and you will also have vomiting in that case.' },
      {
        text: 'Hi, Thank you for posting your query. First, I would like to reassure you that there is no need to worry about brain tumor. Also, we should keep migraine apart as well. The most likely cause of your headaches could be sinusitis.',
        health: [[C, 'headaches'], [C, 'sinusitis']],
      },
      { text: 'Patients can interact with the ChatDoctor model through a chat interface, asking questions about their health, symptoms, or medical conditions.' },
      { text: 'In a conda env with pytorch available, run: pip install -r requirements.txt' },
      { text: "It's also important to get plenty of rest and stay hydrated. If the headaches persist or become more frequent, please make an appointment with your doctor. Take care!", health: [[C, 'headaches']] },
      { text: 'Most people who experience headaches do not have a brain tumor.' },
    ],
  },
  {
    ...SYNTHEA,
    path: 'src/main/resources/modules/appendicitis.json',
    commit: 'b4a2602bf90b2e18ddb9b00e6e443af2d5be4496',
    cases: [
      { text: 'Men have an approx lifetime risk of appendicitis of 8.6%.' },
      { text: 'Women have an approx lifetime risk of appendicitis of 6.7%.' },
      {
        text: 'The rate of perforation varies from 16% to 40%, with a higher frequency occurring in younger age groups (40-57%) and in patients older than 50 years (55-70%), in whom misdiagnosis and delayed diagnosis are common.',
      },
      { text: 'For simplicity here I just round to 30% for all age groups.' },
      { text: 'Currently the GMF does not include Vital Signs, if we decide to add that then there are some lab tests we could add at this Encounter.' },
      { text: 'Avg operative time is ~55 minutes' },
      { text: 'Traditionally, patients are hospitalized for 24 hours after laparoscopic appendectomy.' },
      { text: 'Forty-two patients were dismissed on the day of surgery and 77 were admitted for 1 to 5 days postoperatively.' },
    ],
  },
  {
    ...SYNTHEA,
    path: 'src/main/resources/modules/dementia.json',
    commit: '5eb9a511ff0d729901c0ca2c4a31209cfefea138',
    cases: [
      { text: "right now this is just Alzheimer's but there are other dementias that could be adapted into this model" },
      { text: "Alzheimer's has been shown to be significantly based on genetics, and there are specific genes to point to for early-onset:" },
      { text: "we'll use a simple probability to differentiate the population into who will and won't get alzheimers." },
      { text: 'The 40% chance does seem high, but the key factor here is the delay in when it appears.' },
      { text: "38% of people over age 85 have alzheimer's." },
      { text: "Early onset Alzheimers affects roughly 5% of people with Alzheimer's." },
      { text: 'There is evidence that higher education leads to a delay in the onset of alzheimers.' },
      { text: 'Typical life expectancy after an Alzheimer’s diagnosis is 4-to-8 years. (Alzheimer’s Association)' },
      { text: 'The maximum MMSE score is 30 points. A score of 20 to 24 suggests mild dementia, 13 to 20 suggests moderate dementia, and less than 12 indicates severe dementia' },
      { text: 'Persons at this stage display subtle deficits which are noted by others close to the subject' },
      { text: 'galantamine(razadyne) fda approved in 2001' },
      { text: 'donepezil(aricept) fda approved in 1996' },
      { text: 'before 1993 there were no specific drugs approved for Alzheimer’s by the fda' },
      { text: "4. Moderate decline, or mild alzheimer's has a mean duration of 2 years." },
      { text: 'These numbers do not map to any real data, they are just picked mathematically to get the %s right' },
    ],
  },
];

writeHealthParts(SOURCES, ['outside-health-4.jsonl', 'outside-health-4-unseen.jsonl']);
