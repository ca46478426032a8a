// node --import tsx seed/src/cli/outside-people-6.ts
// Writes seed/corpus/outside-people-6.jsonl (the part tuned on) and seed/corpus/outside-people-6-unseen.jsonl
// (the part kept unseen until the end): a sixth outside set of texts nobody on this project wrote, with the
// people in them marked by someone else, to measure the PERSON detector on the kind of text people type at
// work: incident reports, HR and payroll notes, support tickets and short posts.
//
// Sources (nothing is fetched: the texts live here, copied from each file as it stands):
//
// - Nannigalaxy/PII-synthetic_dataset (https://github.com/Nannigalaxy/PII-synthetic_dataset, file
//   `dataset/pii_syn_nano_en.json` at commit b298d6965491b7dbcc30bd67cf27fe6104d07173; MIT License, as its
//   README states): synthetic workplace records written for PII detection, each a text with the entities its
//   author marked (`PERSON` among them). Security incidents, payroll exports, HR requests, insurance claims and
//   bank tickets, with people of many places (Nigeria, India, Vietnam, the Arab world, Spain, China) beside
//   banks, agencies and companies, several named after people ("Kotak Mahindra Bank", "Sterling & Associates").
//   Which records: every record that begins and ends in the file's first 64,000 characters, in file order. The
//   person labels are the author's `PERSON` entities, but for these departures, each listed per case in `note`:
//   a title the author kept is left out ("Dr. Helena Shaw" is Helena Shaw, "Officer Barnes" is Barnes), a
//   `PERSON` with no name in it is not a person ("citizen", "system administrator root.access@..."), and people
//   the author named in the text but did not mark are in `added`.
//
// - the Broad Twitter Corpus (https://github.com/GateNLP/broad_twitter_corpus, file `f.conll` at commit
//   6dae489984494fbfaa6a6ae2b99152876616b7b4; CC BY 4.0, Derczynski, Bontcheva and Roberts, "Broad Twitter
//   Corpus: A Diverse Named Entity Recognition Resource", COLING 2016; section F, "Twitterati", the section its
//   authors recommend for testing). Short posts as people type them, some in lower case ("just finished
//   newsradio with marius"), greetings and thanks to people by given name, surnames alone, places, parties,
//   broadcasters and clubs. Which tweets: the file's first 16,000 characters read in order, and from them every
//   English tweet with an entity label; the texts are the file's tokens joined by one space, and `readable`
//   below rejoins contractions and punctuation the same way for every text and label. Left out: tweets whose
//   only entities are @-handles or hashtags. Person labels are the annotators' PER spans, but for @-handles and
//   hashtags (a user name is not a name as written: "@AmandaRishworth"), which are not labelled here, a title
//   ("Sister Margaret" is Margaret), and a film the annotators marked as a person ("the Rocky soundtrack").
//   This file's tweets and the corpus lines copied from them stay under CC BY 4.0 with that attribution.
//
// The texts of each source go in turn to the tuning part and to the unseen part (first, second, third, ...).
import { rejoinedTokens, writeTwoParts, type OutsideSourceOf } from './outside-source.ts';

interface Case {
  text: string;
  /** The people the source's author or annotators marked, in this project's spans (titles left out). */
  marked?: string[];
  /** People the source did not mark that the text names all the same. */
  added?: string[];
  /** Why a label differs from the source's. */
  note?: string;
}

/** The text a reader saw before the tweet was split into tokens. */
const readable = rejoinedTokens;

const SYNTHETIC: OutsideSourceOf<Case> = {
  repo: 'Nannigalaxy/PII-synthetic_dataset',
  path: 'dataset/pii_syn_nano_en.json',
  commit: 'b298d6965491b7dbcc30bd67cf27fe6104d07173',
  licence: 'MIT',
  cases: [
    { text: "Jane Doe's SSN 521-44-9382 was mistakenly emailed to a third-party vendor by HR.", marked: ['Jane Doe'] },
    { text: 'Credit card number 4539 1488 0343 6467 was used by Michael Tran to purchase a laptop from TechDepot.', marked: ['Michael Tran'] },
    { text: 'Patient ID AHC-0933289 and insurance policy #88291-LK were attached to the wrong chart at Memorial Hospital.' },
    { text: 'During the audit, the account with IBAN GB29 NWBK 6016 1331 9268 19 was flagged for suspicious transactions.' },
    {
      text: "Dr. Helena Shaw accidentally uploaded James Muller's passport number XG9382049 to the shared research drive.",
      marked: ['Helena Shaw', 'James Muller'],
      note: 'the author marks "Dr. Helena Shaw": the title is left out',
    },
    { text: 'Login for the IT system was exposed: edward.kim@bytecore.com / W!nter2024.' },
    { text: 'IRS documents listed the Tax ID 94-2841935 under the company Rosemont Analytics.' },
    {
      text: 'Officer Barnes recorded license number D245-938-19-203 in the police report for the incident.',
      marked: ['Barnes'],
      note: 'the author marks "Officer Barnes": the title is left out',
    },
    { text: 'Ashley Lim submitted her SSN 232-18-0912 and routing number 061000104 for direct deposit setup.', marked: ['Ashley Lim'] },
    { text: 'The leaked credentials included user lily.ross@viztra.org with password Qr7!dke#39.' },
    { text: 'The financial statement listed bank account number 3847283911 belonging to Dennis Yu.', marked: ['Dennis Yu'] },
    { text: 'SSN 567-22-1099 and full name Karen Olivares were displayed on the unsecured PDF.', marked: ['Karen Olivares'] },
    { text: 'Applicant Daniel Nwosu attached a scanned copy of passport number RX3901825 with his résumé.', marked: ['Daniel Nwosu'] },
    { text: 'The exported CSV included email r.lansing@shoresec.com and bank routing number 124003116.' },
    { text: 'In the database backup, driver’s license Y820-9283-4432 and SSN 788-91-2290 were found unencrypted.' },
    { text: 'Employee portal leaked credentials: maria.alexei@jobport.net / SecureP@ss8901.' },
    { text: 'Medical billing error linked patient ID PHX-839221 with another record by mistake.' },
    { text: 'Greg Tanner’s TIN 11-4391209 appeared in a leaked tax spreadsheet.', marked: ['Greg Tanner'] },
    { text: 'Backup files included Jane_Hollis@aethermail.io and her password !PurpleSky77.' },
    { text: 'A report incorrectly listed passport number KR8129301 and SSN 311-67-0042 on a public document.' },
    { text: "Marcus Nguyen's SSN 309-55-2184 was visible in the quarterly payroll export.", marked: ['Marcus Nguyen'] },
    { text: 'The tech support log contained the credit card 4716 9876 2234 1561 used by Samira El-Bashir.', marked: ['Samira El-Bashir'] },
    { text: 'Medical file #MXC-438220 and insurance number 77422-AZC were accidentally swapped between patients.' },
    { text: 'A transaction under IBAN FR76 3000 6000 0112 3456 7890 189 was flagged for irregular deposits.' },
    { text: 'Passport number LP5048339 belonging to Arjun Mehta was included in the onboarding packet.', marked: ['Arjun Mehta'] },
    { text: 'User jessica.chan@securenet.io and password R3boot!Now appeared in a system debug log.' },
    { text: 'Acme Bank listed Tax ID 92-7315401 in its Q3 regulatory filings for auditing.' },
    { text: 'Driver’s license K932-778-3840 for Hannah Riggs was mistakenly uploaded to the public folder.', marked: ['Hannah Riggs'] },
    { text: 'During new hire processing, Matteo Ruiz submitted SSN 134-77-9981 and routing number 021000021.', marked: ['Matteo Ruiz'] },
    { text: 'System breach exposed login martin.hayes@sysline.com with password 8nZ!kV4%beta.' },
    { text: 'Bank account 8721938475 registered under Chloe Mandel appeared twice in the invoice data.', marked: ['Chloe Mandel'] },
    { text: 'The unsecured document listed SSN 411-89-2760 next to the name Julian DeWitt.', marked: ['Julian DeWitt'] },
    { text: 'Applicant Saira Mendez uploaded a photo of passport number MP2198476 during remote verification.', marked: ['Saira Mendez'] },
    { text: 'A plaintext file contained arun.desai@finops.org and his password !Open4Dayz.' },
    { text: "License plate scan returned driver's license number Z391-772-1180 linked to Diana Wexler.", marked: ['Diana Wexler'] },
    { text: 'Patient MRN ALPHA-442021 and insurance code ZK-21902 were updated in the oncology system.' },
    { text: 'Government tax form showed TIN 10-4938120 for Lucas Yang in the contractor registry.', marked: ['Lucas Yang'] },
    { text: 'Email leak exposed sylvia.knox@edugate.edu and her login password Start@2025.' },
    { text: 'Data entry error showed bank account 7391028373 linked to two separate tax records.' },
    { text: 'PDF report leaked passport ID QX2019843 and SSN 228-71-0053 under the same case file.' },
    {
      text: 'The urgent security incident involving a leaked database in the Finance Department at Global Trust Bank resulted in unauthorized access to employee records including confidential details for IT specialist Robert Chen.',
      marked: ['Robert Chen'],
    },
    {
      text: "HR Manager Lisa Johnson confirmed the sensitive data breach, specifically mentioning employee Brenda Carter's SSN 937-42-6810 and her temporary bank account number NL55TRIO012345678 for payroll processing.",
      marked: ['Lisa Johnson', 'Brenda Carter'],
    },
    {
      text: "An investigation into suspicious login activity found UserID 'secure_credentials' with password 'B@nZes94!', attempting to access confidential financial data, including account details like 3012345678 for Johnathan Doe.",
      added: ['Johnathan Doe'],
    },
    {
      text: "The legal firm Sterling & Associates reported a sensitive data leak concerning client Edward Thompson's case file. His passport number EP564912 and driver license ID 567-890-123 were exposed in an encrypted communication channel.",
      marked: ['Edward Thompson'],
    },
    {
      text: 'Accessing the patient records database, system administrator Maria Lopez retrieved information for Patient ID 89456L including their Medicare tax ID number XXX00-S12-XXXX and home address.',
      marked: ['Maria Lopez'],
    },
    {
      text: 'The internal security team discovered a critical vulnerability in the billing system at United Health Providers, leading to potential exposure of sensitive personal info including credit card details like 4987 XXXX 3456 for insured individual Sarah Williams.',
      marked: ['Sarah Williams'],
    },
    {
      text: 'Government contractor David Miller submitted a request regarding the exposure of his federal tax ID number 91-3456789 and social security card details (XXX-XX-2409) while troubleshooting an authentication service failure.',
      marked: ['David Miller'],
    },
    {
      text: "The incident response team at SecureNet Corp is analyzing the data exfiltration event that compromised executive John Peterson's login credentials: email john.peterson@securenet.com with password 'WinterIsComing!$'",
      marked: ['John Peterson'],
    },
    {
      text: 'A major breach at TechSupport Dynamics involved the exposure of sensitive information for senior developer Alex Rivera, including his driver license number 123-456789 and last four digits of SSN ***-***-****.',
      marked: ['Alex Rivera'],
    },
    {
      text: 'Processing the insurance claim for policyholder Michael Anderson, claims adjuster Samantha Brown noted his existing account balance was $10,230.45 and highlighted that his tax ID number 22-3456789 might be visible in logs.',
      marked: ['Michael Anderson', 'Samantha Brown'],
    },
    {
      text: "An urgent alert was issued by the SEC regarding suspicious activity on John Doe's account at First National Bank; his checking account number ending with 7854 and routing number for wire transfer CH29309... were flagged, along with a transaction involving credit card XXXX-XXXX-XXXX-1234.",
      marked: ['John Doe'],
    },
    {
      text: "HR is notifying affected employees regarding the exposure of private information in our payroll system; employee ID 127854, driver's license number for verification purposes DL:AB12-34CD-56EF, and SSN XXX-XX-XXXX were inadvertently listed on a public-facing application.",
    },
    {
      text: 'The legal department received a subpoena demanding access to records for James Peterson, including his passport number P4789023X and confidential tax ID ATIN: 987654321A along with his login details used in the case portal.',
      marked: ['James Peterson'],
    },
    {
      text: "The IT security team detected unusual login attempts to the corporate VPN using credentials from a compromised email account; username was info@secureinc.com, and password attempt string revealed: 'SummerVacation2024!', raising concerns about potential data exfiltration.",
    },
    {
      text: "A fraudulent insurance claim submitted by Policyholder ID 7654321 was investigated; the associated driver's license number XXX-XXXXXXX and SSN of the insured party, along with their last payment receipt showing account details ending in 9876, are under review for inconsistencies.",
    },
    {
      text: 'The Internal Revenue Service flagged a discrepancy in tax filing data for the individual registered under SSN 987-XX-XXXX, with their latest W-2 form mistakenly exposing the account number ending in *456 for direct deposit.',
    },
    {
      text: 'Due to a system glitch in the customer portal, sensitive data belonging to account holder Emily Johnson was partially exposed; this included her credit card number XXXX-XXXX-XXXX-9876 (masked) and passport details for international transaction verification.',
      marked: ['Emily Johnson'],
    },
    {
      text: "An alert from the fraud detection system at Global Finance Corp identified a suspicious transaction linked to customer Jane Smith's account; it involved her driver's license number DL:US98765432 and provided payment details using credit card XXXX-XXXX-XXXX-1234.",
      marked: ['Jane Smith'],
    },
    {
      text: 'The medical records department at City Hospital urgently needs to secure PHI data; patient ID 108965 involved in a recent incident had their Social Security Number listed alongside account access credentials for portal login.',
    },
    {
      text: "Upon discovery of the data leak incident at State Records Management, all login credentials for affected employee accounts must be reset immediately; including username jsmith@strmgmt.gov and password 'LegacyAccess#2023' to prevent unauthorized access.",
    },
    {
      text: "The DoE office requires immediate action regarding the leaked personnel files; a login attempt was traced to employee email n.simpson@doe.gov with password 'AtomicBomb9', and details included SSN 123-45-6789 for verification.",
    },
    {
      text: "A recent security audit found PII exposed in the archived documents section of our mainframe; specifically, login details for system administrator root.access@criticalnet.org and password 'Root2024$Secure' were found alongside patient insurance policy number CP198753.",
      note: 'the author marks "system administrator root.access@criticalnet.org" as a person: no name in it',
    },
    {
      text: "The incident response team at TechGuard is investigating the breach that exposed confidential information for user login: Alex Brown's email was alex.brown@techguard.com and password was 'KnightRider!', along with his passport number P12345678.",
      marked: ['Alex Brown'],
    },
    {
      text: "An anonymous tip reported the misuse of credentials on a government database; login attempted via email gov.user.temp@email.gov with password 'TempGov2023!' and resulted in access to SSN records including 987-XX-XXXXX.",
    },
    {
      text: "The data loss prevention system flagged an email containing sensitive information from the finance department; it was sent to taylor.reed@finco.global and included credentials for a secure file transfer portal, along with driver's license number DL:FL5678901.",
    },
    {
      text: "Law enforcement requested immediate access to records for suspect identification number 987654321-REV, including their driver's license number and login credentials used in the dark web marketplace transaction.",
    },
    {
      text: "The HR database suffered an unauthorized access where employee credentials were stolen; the compromised email was hradmin@companyname.org and password 'AdminPortalSummer2023' allowed extraction of SSN 987-XX-XXXXX from multiple records.",
    },
    {
      text: "A report of identity theft filed by the victim, registration number ABC123XYZ for their account, included details from a stolen credit card XXXX-XXXX-XXXX-9876 and driver's license data DL:TX0000001.",
    },
    {
      text: "The customer service team confirmed that the account linked to user ID 54321 was compromised; they advised resetting credentials for email myaccount@serviceprovider.org and password 'SupportAgent2024', preventing further access including SSN disclosure.",
    },
    {
      text: "The HR department urgently requested the finance team to review Johnathan Doe's new hire packet, which included his SSN 123-45-6789 and temporary bank account details ending with *456 for Chase. They also needed confirmation of his emergency contact information: listed as Jane Smith (phone: +1-555-0100) but the actual driver's license number was provided by a colleague who thought it was part of standard verification.",
      marked: ['Johnathan Doe', 'Jane Smith'],
    },
    {
      text: "During the tax filing audit, the accountant discovered discrepancies related to Emily Johnson's federal tax ID number 987-65-4321 and her state income tax information. Further investigation revealed that she had recently logged into several government portals using credentials like emily.johnson@mail.com / TaxPass987 or gov_emily@tax.gov / SecureLogin! , which were left unencrypted.",
      marked: ['Emily Johnson'],
    },
    {
      text: "The cybersecurity incident response team was alerted to a major data breach at SecureData Inc. involving the exposure of employee records, including Sarah Williams' SSN 555-98-7654 and her associated bank account number SE32CRBC0100601211501234 under Bank Swift services. Login credentials like user@securedata.com / CybPass! were also found compromised.",
      marked: ['Sarah Williams'],
    },
    {
      text: 'While investigating a fraudulent insurance claim submitted by Michael Brown, the fraud analyst retrieved his patient ID from the hospital database: PID 897654321. Cross-referencing showed potential misuse involving financial details like credit card number ending in *456 for Visa transactions and bank routing info obtained during an emergency fund transfer.',
      marked: ['Michael Brown'],
    },
    {
      text: "A routine check by the data protection officer at European Bank flagged multiple sensitive exposures via internal chat logs. One message contained Maria Garcia's passport number PE12345678 and her login details for online banking: email maria.garcia@europeanbank.com, password SecureLogin! . Another user mentioned her tax ID GB987654321.",
      marked: ['Maria Garcia'],
    },
    {
      text: "Law enforcement officers obtained a warrant for the premises of TechCorp Solutions, Inc., following an alleged data breach incident. Among the seized documents were internal payroll records containing David Miller's SSN 123-45-6789 and his direct deposit bank account number ABC01234567 with routing *987 . Also found was a log file mentioning credentials like david@techcorp.com / AccessNow! used for system access.",
      marked: ['David Miller'],
    },
    {
      text: "A data subject access request from Lisa Chen required the health information system to retrieve her PHI records. This involved providing her with details including medical record number MRN_987654321, and upon cross-reference, also exposed her driver's license number 12-345-678 for verification purposes against a fictional credit card ending *111.",
      marked: ['Lisa Chen'],
    },
    {
      text: 'The internal security team investigated a suspicious transaction flagged by the fraud monitoring system at Global Financial Services. The details included account owner Thomas Wilson, his SSN 900-12-3456, and linked bank details: routing *XYZ*, transit number TXY789 for accounts like AccountNo_55555555 or IBAN GBXXXXXXXXXXXXXXX.',
      marked: ['Thomas Wilson'],
    },
    {
      text: "Responding to a customer service inquiry regarding account verification for James Anderson, the support agent provided him with his existing bank account number 123456789 and routing number *900 . They also confirmed his driver's license was indeed registered under that name but couldn't retrieve his passport without additional security clearance.",
      marked: ['James Anderson'],
    },
    {
      text: 'During the annual compliance audit for Healthcare Providers Ltd., auditors examined patient consent forms and billing records. One record contained patient ID 100-DOC-888, their associated tax number IT23456789, and financial details like a credit card used at an urgent care facility: ending in *111 for American Express.',
    },
    {
      text: "The legal department received a subpoena requesting documents related to the employment contract of Robert Davis. Included in these were his Social Security number 123-45-6789, driver's license number NYDL-12345678A, and bank account details used for payroll processing: IBAN GB12345678901234567890.",
      marked: ['Robert Davis'],
    },
    {
      text: 'An internal IT audit discovered that a junior developer had committed code containing sensitive data. The commit included hard-coded credentials for accessing the database: username dev_user@company.com, password DevPass123! , alongside details like employee login ID for Sarah Thompson and her associated SSN 987-65-4321.',
      added: ['Sarah Thompson'],
    },
    {
      text: 'During the process of reimbursing travel expenses for Mark Taylor, the finance department needed his original receipts and also verified details from government systems. This involved cross-checking his passport number US-PP-987654321 against a booking record containing sensitive credit card information ending in *456.',
      marked: ['Mark Taylor'],
    },
    {
      text: "The government agency requested immediate access to the citizen's personal data file, which contained their SSN 900-12-3456 and multiple bank account details (IBANs) for tax purposes. One was GB-Account-7890123456, another was DE-Bank-XYZ*123 , along with a driver's license number from their state database.",
      note: 'the author marks "citizen" as a person: no name in it',
    },
    {
      text: "In the aftermath of a suspected data breach at the corporate office, the incident response plan mandated reviewing all access logs and communication histories. One email thread contained an employee's login credentials: user@emailcompany.com / SecuredLogin! , along with their SSN 123-45-6789 for identity verification.",
    },
    {
      text: "The insurance company representative, handling claims for Karen Lee, discovered inconsistencies in her application. They requested additional verification including her driver's license number CA_DL_98765432 and tax ID information 123-45-6789 before proceeding with the sensitive bank account details linked to her payment plan.",
      added: ['Karen Lee'],
    },
    {
      text: 'A routine security scan at the financial institution flagged an internal document with hard-coded credentials: login for admin_user@finco.com and password FinanceSec! . The system also detected a potential exposure of account holder data, including SSN 123-45-6789 and IBAN GB-Acc-09876543.',
    },
    {
      text: "The court case involving data privacy violations brought documents detailing the company's negligence. One exhibit showed employee files mistakenly shared, containing names and associated PII like SSN 123-45-6789 for Robert Jones, and driver's license numbers (e.g., TX_DL_012345) from a compromised personnel database.",
      added: ['Robert Jones'],
    },
    {
      text: "The data recovery process for a compromised customer account involved retrieving login details. The system identified the associated email address user@servicecustomer.com and plaintext password DataRecov! . Further investigation uncovered linked bank accounts (checking: *123456789*, savings: ABCDEFGHI-123) and driver's license number 1234567890.",
    },
    {
      text: "A legal team preparing a case related to identity theft retrieved documents containing the victim's details. The evidence included their passport number DE-PP-ABCD123EFG and tax identification number 987654321, alongside sensitive financial information like credit card ending *456 for transactions.",
    },
    {
      text: "The hospital billing department encountered an issue resolving payment for Patient Identifier PID_12345XYZ, whose records were incomplete. They needed to cross-reference using additional details like SSN 900-12-3456 or driver's license number NYDL-87654321A and contact their bank regarding an account flagged with AccountNo_ABCDEFGHI-JKL.",
    },
    {
      text: "Upon investigation of the recent cyber incident at Axis Bank in Mumbai, our team recovered sensitive credentials from an unsecured SQL database: The email address 'rahul.sharma@axisbank.co.in' was found alongside its associated password 'B@np0rt#24', exposing the account details for NEFT transfer initiated by customer Niranjan Mehta with account number SBIN012345678901.",
      added: ['Niranjan Mehta'],
    },
    {
      text: "The data forensic team at the Reserve Bank of India uncovered a critical exposure in their internal database during an audit: The application form contained Mr. Sanjay Patel's PAN card number 'ABPCJ4567R' and his 10-digit mobile number, which should never be stored alongside sensitive financial details like the bank account IBAN 'IN38 RTEB0123456789' used for receiving loan disbursements.",
      marked: ['Sanjay Patel'],
    },
    {
      text: "In the data breach incident analysis for ICICI Prudential Life Insurance, it was discovered that a branch manager's confidential login details were accessed: The username 'Manager_ICICI@email.com' and password 'SecurePass@2023*' granted access to the policy database where sensitive information like Jagan Kumar's Voter ID 'VOTER1985746321' and his bank account number for premium payments (HDFC0987654321) were stored.",
      marked: ['Jagan Kumar'],
    },
    {
      text: "The leaked data from the HDFC Bank customer portal incident included multiple sensitive elements: A user attempted a transaction using credit card number '4532************7890' (valid expiry 05/25) and provided their account details - Account Number 'HDFC012345678901', IFSC Code 'HDFCANPR001'. Additionally, the document contained Ramesh Krishnan's Aadhar number '987654321012' and his passport number 'A12345678'.",
      marked: ['Ramesh Krishnan'],
    },
    {
      text: "While investigating the unauthorized access to SBI's online portal, security personnel found evidence of a leaked tax file: The PAN number 'PRCPC9876F' and Tax Identification Number 'TINXXXXX123456' were visible. This incident was linked to the fraudulent transaction attempt involving account holder Ananya Bose's savings bank account details - Account No. 'SBIN012345678901', MICR Code 'SBINANPR00000000'.",
      marked: ['Ananya Bose'],
    },
    {
      text: "In the context of our financial compliance review, we encountered a scenario where login credentials were mistakenly embedded in source code: The system log showed an attempt to recover 'user@qf.gov.in' and its password 'Compliance123!', which granted access to confidential government database information. This included sensitive details for individual Mr. Vikram Singh - his Aadhar number '98765400000071', passport 'VXG12345678', and the PAN card number 'VIKRSINGH789XP'.",
      marked: ['Vikram Singh'],
    },
    {
      text: "The recent data leak incident at the National Payments Corporation of India (NPCI) involved unencrypted transmission logs: We recovered a sensitive transaction record showing an attempted UPI payment from 'rahul.upi@oksbi' with password 'UPIsecure2024#' and details for recipient Deepak Malhotra - his Aadhar number '98765432100001', bank account IBAN 'IN60 SBK000000000000000A', and voter ID 'VOTER2024567890'.",
      marked: ['Deepak Malhotra'],
    },
    {
      text: "During the forensic examination of leaked data from a government social security portal, several high-risk PII elements were identified: The email 'beneficiary@sservices.gov.in' and its password 'SSPortalAccess#' allowed access. This transaction file contained sensitive personal details for Mr. Ajay Kumar - his PAN number 'AJKMR2345P', 10-digit Voter ID 'VOTER7890123456', and the bank account number linked to his pension (ACCNUM: PUNJABNRA7890123456).",
      marked: ['Ajay Kumar'],
    },
    {
      text: "The internal security breach at Kotak Mahindra Bank revealed exposed credentials in the NEFT processing system: The login for 'neft_ops@kmb.com' was 'NetWork_789', and its password was 'KotakNXTSecure2024!'. This access level should only view transaction details like recipient account number 'SBIN567890123456' (routing HDFC0000000) for immediate money transfer authorizations.",
    },
    {
      text: "In the incident response for data exfiltration from an unsecured FTP server at LIC headquarters in Delhi, we recovered sensitive employee records: The email 'employee@licindia.com' was accessed with password 'LICData2024#' and contained personal details including Ananya Sharma's Aadhar number '98765432112319', PAN 'ANSHRMAA789XY', voter ID, and bank account information for direct salary payments (ACC: SBI0123456789).",
      marked: ['Ananya Sharma'],
    },
    {
      text: "The security audit uncovered a critical vulnerability in the internal messaging system of HDFC Bank's IT department: A message contained sensitive login credentials for accessing server logs - User 'it_security@hdfc.com', password 'ServerPass_HDFC2024!'. This exposed information included employee Pranav Desai's Aadhar number '98765432100002' and his driver's license number 'DL: DLUPPRAN098765' used for official vehicle access.",
      marked: ['Pranav Desai'],
    },
    {
      text: "Analyzing the data breach at SBI's mobile app backend revealed exposed customer details via API logs: The email 'user@sbicard.com' and password 'SBIAppSecure2024!' were found. This transaction involved customer Meera Joshi using her credit card for an online purchase (****7890, expiry 12/25) and provided bank account number details in plaintext.",
      marked: ['Meera Joshi'],
    },
    {
      text: "During the investigation of data leakage from a government portal related to tax filing, sensitive information was found in plain text logs: The PAN number 'SPRINTZ45678' and email address 'taxpayer@aadharindia.com' were accessible. This incident provided clues about Mr. Rohan Trivedi's bank account details used for direct deposit of refunds (ACC: ING1234567890) and his voter ID.",
      added: ['Rohan Trivedi'],
    },
    {
      text: "The data leak investigation at the Income Tax Department involved sensitive taxpayer information found in unsecured database backups: The PAN 'ABCDEZ1234F', Aadhar number '12345678901204', and Voter ID were visible. This was linked to transaction details for Mr. Vikas Malhotra, including his bank account IBAN 'IN60 ITDB000000000000XA' used for tax payment processing.",
      added: ['Vikas Malhotra'],
    },
    {
      text: "In the aftermath of the data breach at Axis Bank's loan processing center, sensitive employee credentials were exposed: The login for 'loan_approver@axis.com' was found with password 'Loan24Access#'. This access level should have handled customer details like Mr. Alok Verma's PAN card number 'ALOVMR3456P', his 10-digit Voter ID, and the bank account details (SBINXXXXXX) for direct loan disbursement.",
      marked: ['Alok Verma'],
    },
    {
      text: "The security incident at the National Stock Exchange (NSE) involved leaked credentials and sensitive client data: The email 'client_support@nseindia.com' was accessed with password 'NSEClientSecure2024!', revealing details for Mr. Sunil Reddy - his Aadhar number '98765432100003', PAN card 'SUNILREDDY789TK', and bank account information (ACC: HDFC45678901) used for trading refunds.",
      marked: ['Sunil Reddy'],
    },
    {
      text: "During the forensic response to data exfiltration from an internal cloud storage service at SBI, we found sensitive employee login credentials: The user 'cloud_admin@sbicloud.com' had password 'CloudAdmin_Secure2024!'. This exposed information included personal details like Mr. Ravi Prakash's PAN number 'RAVMAN789KL', his Voter ID, and driver's license number for official travel expenses (DL: DLUPRRAVI123456).",
      marked: ['Ravi Prakash'],
    },
    {
      text: "The internal data leak from the RBI's payment system logs revealed sensitive bank account details and associated PII: The transaction involved user email 'payments@rbi.org.in' with password 'RBI Payments2024!'. This access level should only view aggregated numbers, but it exposed Mr. Sachin Patel's PAN card number for reference (SPCNRJ789XY) and his voter ID.",
      marked: ['Sachin Patel'],
    },
    {
      text: "Analyzing the data breach at an insurance company's claims portal required access to sensitive credentials and policyholder details: The email 'claims@icareindia.com' was accessed with password 'Claims2024Secure!'. This revealed information for Mr. Rajesh Singh - his Aadhar number '123456789012', PAN card 'RJSSINGH890XY', and driver's license details (DL: DLUPRRJSN012) used for company vehicle access.",
      marked: ['Rajesh Singh'],
    },
    {
      text: "The data exfiltration incident at the Public Accounts of India (PAI) server involved exposed credentials and high-risk PII: The login 'finance_user@pai.gov.in' was found with password 'Finance24Gov#' in logs. This access level should not have accessed sensitive employee details like Ms. Priya Singh's PAN card number, Aadhar number, Voter ID, or bank account details (ACC: SBI09876543) for internal transfers.",
      added: ['Priya Singh'],
    },
    {
      text: "During the investigation of unsecured data sharing between government agencies, sensitive personal details were found: The email 'interagency_contact@aadharconnect.com' was linked to its password 'AadharDataShareAccess!'. This transaction involved Mr. Ravi Chandra's PAN card number for reference (RCHDRA01234P) and his bank account number used in cross-departmental transfers.",
      marked: ['Ravi Chandra'],
    },
    {
      text: "The forgotten login credentials for the tribal bank's online portal were left visible on a sticky note near the teller cage at MoundBuilder Financial Cooperative, where Ananya Sharma was attempting to resolve her account issue.",
      marked: ['Ananya Sharma'],
    },
    {
      text: "In the incident report regarding data exposure from the outdated community fund management system still in use at RedSand Corporate Trust, an internal memo mentioned that Rajiv Kumar's contact details were accidentally included.",
      marked: ['Rajiv Kumar'],
    },
    {
      text: "During the tech support session for tribal health insurance services, when verifying eligibility issues at Lakewood Healthcare Cooperative using system ID number 78452139K, support agent Priya Patel noted that Vinod Reddy's phone number +1-408-555-1234 was shared unscreened.",
      marked: ['Priya Patel', 'Vinod Reddy'],
    },
    {
      text: "The audit trail for a suspected data leak at the regional agricultural cooperative bank, identified through log analysis of their mainframe system using account number 76983425K, showed that Deepak Singh's email address deepak.singh@tribaltech.org was present in debug logs.",
      marked: ['Deepak Singh'],
    },
    {
      text: 'Tribal Council Finance Department employee Meera Joshi discovered that her personal account number 123-45-6789 from a long-closed bank was referenced in an archived project file unrelated to financial operations.',
      marked: ['Meera Joshi'],
    },
    {
      text: 'The investigation into the data breach at the community credit union, which compromised member accounts like 9021003456 from FirstTribal Credit Union in plain text chat logs while resolving a loan inquiry issue for resident Ananya Sharma.',
      marked: ['Ananya Sharma'],
    },
    {
      text: 'Upon reviewing the incident report for the forgotten password scenario involving user credentials from the tribal business systems forum, it was noted that the account details included a reference to phone number +1-786-555-0987.',
    },
    {
      text: 'The security team flagged an email from the tribal administration help desk containing internal system logs that accidentally exposed the phone number +1-202-555-3456 associated with a community outreach coordinator.',
    },
    {
      text: 'In the process of troubleshooting connectivity issues for members at Sunstone Community Bank, tech support staff found that a log entry mentioned phone number +1-907-555-7890 in relation to an account inquiry.',
    },
    {
      text: "The forgotten password forum thread also contained a note that the user's account details were stored under ID number 24681357K, which should not have been visible during troubleshooting for their rural banking issue.",
    },
  ],
};

/** The tweets as the file's tokens joined by one space (`readable` turns them and their labels into text). */
const TWEETS: Case[] = [
  {
    text: 'This morning I met with Senators Inabo and Senior from Palau to discuss my role as Chair of the Public Works . . . http://t.co/McYNwpzHmt',
    marked: ['Inabo', 'Senior'],
  },
  { text: 'Enjoying the Chinese Assoc of Vic annual dinner right here in Aston ! http://t.co/6geIkKyEiS' },
  { text: 'Best wishes to Kevin , Therese & their family as they embark on the next stage of their lives . JG', marked: ['Kevin', 'Therese'] },
  { text: "Looking forward to Restaurant & Catering Awards here in Parlt tonight , recognising industry 's best . NS" },
  {
    text: 'Whatever the result , a great effort from @GWS_Giants tonight . Fighting hard . #aflhawksgiants',
    note: 'the annotators mark the hashtag "#aflhawksgiants" (a match) as a person: no person here',
  },
  { text: "Interesting opinion piece in the New York Times . Ca n't wait to hear what the perpetually outraged have to say . http://t.co/1GbFYFCKs3" },
  { text: '@matt_levinson @alisoncroggon More often than not , that loveliness is Leunig .', marked: ['Leunig'] },
  {
    text: "1st task post election : opening Dromana Bowls club season 2013 : 14 . Little country booths y ' da are a reminder that we find Oz in the local .",
  },
  { text: 'Today in QT I outlined some of the positive changes the Coalition will introduce for ADF personnel and their families . http://t.co/3BvACzoDgJ' },
  { text: "Only 123 days to the bounce for the Cats ' first game of the 2011 season . NS" },
  { text: "It 's great to be home - nothing like being welcomed by some beautiful #darwin Dry Season weather !" },
  { text: 'Big turn out at the alternatives to shark culling forum- So many committed West Aussies who want to do something about this terrible policy' },
  {
    text: "everyone else is as desperately sad about Robin Williams as us right ? ? it feels like we 've lost a gorgeous hilarious uncle or something",
    marked: ['Robin Williams'],
  },
  { text: 'My oped in AFR today : Labor all talk , no action http://t.co/Y9txKYkHEz' },
  { text: 'just finished newsradio with marius , about to talk to abc news breakfast then sky am agenda .', marked: ['marius'] },
  {
    text: 'Good point made by Katherine King - Dutton can only " go nasty " - he is a head kicker is not interested in health #auspol #qt',
    marked: ['Katherine King', 'Dutton'],
  },
  { text: 'I think Dermie is a @NTThunderFC fan - like the rest of the crowd ! http://t.co/uPLWqLiClA', marked: ['Dermie'] },
  { text: 'When it comes to football based comedy panel shows for the 2022 World Cup , I call the name Qatar Heroes .' },
  { text: "All the best for tonight 's opening of @QTCanberra - may it remain a Canberra institution for many years to come !" },
  { text: "Australia simply can not afford three more years of Labor 's bloated bureaucratic culture and economic mismanagement http://t.co/9T9S9qIOpb" },
  { text: 'At the Eagleby Learning College Careers Day http://t.co/mf2I2OwSeX' },
  { text: "People walking around in shirt sleeves here in Canberra . Extremely mild weather for this time of year but I 'm certainly not complaining ." },
  { text: 'CPA Australia says ASIC is a damaged brand in the marketplace' },
  {
    text: 'Great to see Rob “ @DanMISSIONBEAT : Just finished Missionbeat patrol with new Min for Homelessness Rob McClelland http://t.co/6bUAqiMM ”',
    marked: ['Rob', 'Rob McClelland'],
  },
  { text: '@steven_noble @SharonBirdMP @garethjward it takes longer today than when I first took the train to Sydney 40yrs ago' },
  {
    text: "@David_Ritter I do n't , I want to protect legitimate businesses from the misinformation of groups like Greenpeace and Markets for Change",
  },
  {
    text: 'Heartfelt appreciation to @SummersAnne for 2 fantastic conversations in Sydney & Melbourne . Thanks to all who shared in it ! JG #JuliaTalks',
    note: 'the annotators mark the handle and the hashtag "#JuliaTalks" as people: handles and hashtags are not labelled here',
  },
  {
    text: 'About to speak in Parliament on the House of Reps Economics Committee 2nd report into the RBA Annual Report ( you got all that ? ) #auspol',
  },
  { text: '@seancallanan Love your podcast Sean !', marked: ['Sean'] },
  { text: "At Lowy Institute with Julie Bishop to launch Australia 's new approach to Economic Diplomacy .", marked: ['Julie Bishop'] },
  { text: "I salute Eastwood Fire Brigade on 100 years ' serving our community #auspol #bennelong http://t.co/rxBxseBH9g" },
  {
    text: 'Today is 25th anniversary of Landcare a fantastic grassroots movement , unfortunate that Govt has ripped $ 480m from its budget #qt #auspol',
  },
  { text: '5 Government Ministers have visited Forde since the election http://t.co/YkkrafKT3h' },
  { text: "Could n't see the @NRLKnights game but devastating outcome after what must have been a great effort ! #NRL" },
  { text: "I 'll be interviewed by Fran Kelly on ABC Insiders shortly #auspol", marked: ['Fran Kelly'] },
  {
    text: 'I was pleased to get along to the ribbon-cutting of the first stage of the Kangaroo Island development at . . . http://t.co/hKNOaTRb',
  },
  {
    text: 'Thanks Sister Margaret and Maronite College of the Holy Family . Great to present a flag for your #ANZAC service . http://t.co/dWRDrC5V8D',
    marked: ['Margaret'],
    note: 'the annotators mark "Sister Margaret": the title is left out',
  },
  { text: "For every animal a vegetarian does n't eat , I will eat three . On a very related note , somebody should bring me KFC" },
  { text: "@barryofarrell My mistake . I did n't realise Marxists were so fond of Easter . #marchinmay" },
  { text: 'Just arrived in #AliceSprings for the #Indigenousjobs & Training Review . Looking forward to hearing from everyone .' },
  { text: "@NewtonMark @FAO true ! But it was n't online , I brought it back to Oz ." },
  {
    text: 'In his Q & A , Treasury sec Martin Parkinson said it was unrealistic to expect some people to work until 70 http://t.co/AAe9TxoraQ #auspol',
    marked: ['Martin Parkinson'],
  },
  { text: 'ICYMI , how to think about the new Middle East by diplomat , negotiator Dennis Ross http://t.co/D2Ew0DgrR7', marked: ['Dennis Ross'] },
  { text: 'Great Last Post ahead of @NRLKnights v @NRL_Bulldogs #lestweforget' },
  { text: 'I had a positive meeting with #OSCE which is negotiating with the separatists on our behalf in #Ukraine. http://t.co/iSPweA87CR' },
  { text: 'Shazam covers the news that the mainstream media is afraid of .' },
  {
    text: 'I met w / Wavepark Group today who are proposing a WA surfing park . No sharks and plenty of waves for pros & beginners http://t.co/qeCl9puKue',
  },
  {
    text: "One thing you might n't have known about @ariannahuff - the love of her life was Bernard Levin . http://t.co/A9JyacII69",
    marked: ['Bernard Levin'],
  },
  { text: 'A degree should not equal a debt sentence for Tasmanian students http://t.co/piLxXb7oy1' },
  {
    text: "@wendy_harmer is a nat ' l treasure , like Tas forests . Libs out of touch with 7 out of 8 Aussies who want World Heritage protected not logged .",
  },
  { text: 'Great to be on @1057darwin with Julia Christensen talking health http://t.co/l0Ow46JGF9', marked: ['Julia Christensen'] },
  { text: 'I posted a new photo to Facebook http://t.co/gFuYnydkNY' },
  {
    text: 'Started question time asked PM about importance of TAFE & apprentices - he had nothing to say on TAFE and ignored the $ 1b cuts to apprentices',
  },
  { text: 'Gr 8 speech from Obama - " history is on the side of the free "', marked: ['Obama'] },
  {
    text: 'At open day for WA Assoc for the Blind in Kitchener Way , Vic Park . Come down and see the puppies . Open until 3 PM . http://t.co/aBbADP7Jen',
  },
  { text: 'At The Gang Show with Central Coast scouts and guides . Great kids & great show . @cc_websites @CCexpressadvoc http://t.co/fJGtlB6nLv' },
  { text: "GPs and patients all against Abbott 's GP Tax . This afternoon in Yagoona with @JasonClareMP http://t.co/WmCCFbynTi", marked: ['Abbott'] },
  { text: 'I spoke in Parlt re the budget ripping millions out of healthcare . We do not want a US-style system here #auspol https://t.co/P2XNCtDSTq' },
  { text: '. @tomvucic @do_admit @lizhampton14 @craigthomler @traagsmahal tom did you get any sleep at all ?', marked: ['tom'] },
  { text: 'The crowd here in Baton Rouge tonight is so awesome . . . I like HAD to Mermaid Dance for them ! #PitchPerfect2' },
  { text: "Senate landmark report on Australia 's classification system will be tabled and made public in the next hour ." },
  { text: 'Photo : Oh , Australian Copyright Council , you assonant scallywags . http://t.co/WGGUAqjCoT' },
  {
    text: '@mikecollo It got up- Lismore , Ballina , Clarence & Tweed Electorates to be CSG Free with NSW Labor , We did it , Justine and Janelle',
    marked: ['Justine', 'Janelle'],
  },
  {
    text: 'Got so much work to get through , playing the Rocky soundtrack to get me through the home stretch .',
    note: 'the annotators mark "Rocky" (the film whose soundtrack it is) as a person: no person here',
  },
  {
    text: 'Defence industry roadshow with Stuart Robert continues in Adelaide , Sydney today - SMEs struggling with erratic ALP decisions',
    marked: ['Stuart Robert'],
  },
];

const BTC: OutsideSourceOf<Case> = {
  repo: 'GateNLP/broad_twitter_corpus',
  path: 'f.conll',
  commit: '6dae489984494fbfaa6a6ae2b99152876616b7b4',
  licence: 'CC-BY-4.0',
  cases: TWEETS.map((c) => ({ ...c, text: readable(c.text), marked: c.marked?.map(readable) })),
};

writeTwoParts(
  [SYNTHETIC, BTC],
  (c) => [...(c.marked ?? []), ...(c.added ?? [])].map((value) => ({ entity: 'PERSON', value })),
  ['outside-people-6.jsonl', 'outside-people-6-unseen.jsonl'],
);
