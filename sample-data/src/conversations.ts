// Prompt and response templates for the conversation logs. A template names the policies its text is
// written to break, which decides how often people send it; what a log records (its status, its policies,
// its redacted text) is the guardrail engine's verdict on the rendered text (log-generator.ts).
import type { Department } from './people.ts';
import { FIRST_NAMES, LAST_NAMES } from './people.ts';
import type { PolicyKey } from './sample/policies.ts';
import type { Random } from './random.ts';

export interface Template {
  policies: readonly PolicyKey[];
  /** The departments that ask this most; absent means anyone. */
  departments?: readonly Department[];
  input: string;
  /**
   * The model's answer. Templates whose policies block have none: a blocked prompt never reaches the
   * model, and the log's output is the gateway's notice instead.
   */
  output?: string;
}

export interface RenderedConversation {
  input: string;
  /** Absent when the template has no answer (a blocked prompt). */
  output?: string;
}

interface SlotValue {
  text: string;
}

const digits = (random: Random, n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');

/** A Luhn-valid 16-digit Visa or Mastercard number, grouped as people type them. */
function cardNumber(random: Random): string {
  const body = random.chance(0.6) ? '4' : `5${random.int(1, 5)}`;
  const partial = (body + digits(random, 15 - body.length)).split('').map(Number);
  let sum = 0;
  for (let i = partial.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = partial[i]!;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  const number = partial.join('') + String((10 - (sum % 10)) % 10);
  const separator = random.pick([' ', '-', '']);
  return number.match(/.{4}/g)!.join(separator);
}

/** Area 001-899 except 666, group 01-99, serial 0001-9999: the shapes the SSA issues. */
function ssn(random: Random): string {
  let area = random.int(1, 898);
  if (area >= 666) area += 1;
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(area, 3)}-${pad(random.int(1, 99), 2)}-${pad(random.int(1, 9999), 4)}`;
}

const PARTNER_DOMAINS = ['globex.com', 'initech.io', 'umbrella-health.org', 'starklogistics.com', 'hooli.net', 'gmail.com'];

const SLOTS: Record<string, (random: Random) => SlotValue> = {
  person: (r) => ({ text: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}` }),
  email: (r) => ({
    text: `${r.pick(FIRST_NAMES).toLowerCase()}.${r.pick(LAST_NAMES).toLowerCase()}@${r.pick(PARTNER_DOMAINS)}`,
  }),
  phone: (r) => ({
    text: `(${r.pick(['212', '312', '415', '512', '617', '206', '303', '404'])}) 555-01${digits(r, 2)}`,
  }),
  ssn: (r) => ({ text: ssn(r) }),
  card: (r) => ({ text: cardNumber(r) }),
  dob: (r) => ({
    text: `${String(r.int(1, 12)).padStart(2, '0')}/${String(r.int(1, 28)).padStart(2, '0')}/${r.int(1952, 2001)}`,
  }),
  lang: (r) => ({ text: r.pick(['Python', 'TypeScript', 'Go', 'Java', 'Rust', 'C#']) }),
  product: (r) => ({ text: r.pick(['Acme Sync', 'Acme Analytics', 'Acme Edge', 'Acme Vault']) }),
  company: (r) => ({ text: r.pick(['Globex', 'Initech', 'Umbrella Health', 'Stark Logistics', 'Hooli', 'Vandelay Industries']) }),
  city: (r) => ({ text: r.pick(['Chicago', 'Austin', 'Denver', 'Boston', 'Seattle', 'London', 'Berlin', 'Toronto']) }),
  quarter: (r) => ({ text: r.pick(['Q1', 'Q2', 'Q3', 'Q4']) }),
  month: (r) => ({ text: r.pick(['January', 'March', 'May', 'June', 'September', 'October', 'November']) }),
  weekday: (r) => ({ text: r.pick(['Monday', 'Tuesday', 'Wednesday', 'Thursday']) }),
  team: (r) => ({ text: r.pick(['platform', 'payments', 'data', 'mobile', 'field sales', 'support']) }),
  pct: (r) => ({ text: String(r.int(3, 18)) }),
  headcount: (r) => ({ text: String(r.int(12, 80)) }),
  amount: (r) => ({ text: `$${r.int(120, 4800).toLocaleString('en-US')}.${digits(r, 2)}` }),
  language: (r) => ({ text: r.pick(['Spanish', 'French', 'German', 'Japanese', 'Portuguese']) }),
  condition: (r) => ({ text: r.pick(['type 2 diabetes', 'hypertension', 'asthma', 'chronic migraine', 'a herniated disc', 'major depressive disorder']) }),
  medication: (r) => ({ text: r.pick(['metformin', 'lisinopril', 'albuterol', 'sumatriptan', 'sertraline', 'gabapentin']) }),
};

export const TEMPLATES: readonly Template[] = [
  // Everyday work: no policy applies.
  {
    policies: [],
    departments: ['Engineering'],
    input: 'Write a {lang} function that parses an ISO 8601 timestamp and returns the number of seconds since midnight UTC.',
    output:
      'Here is a {lang} implementation that parses the timestamp, converts it to UTC and subtracts the start of that day. It handles offsets such as +02:00 and a trailing Z, and I added three unit tests covering daylight-saving boundaries.',
  },
  {
    policies: [],
    departments: ['Engineering'],
    input: 'Why does my {lang} service keep growing in memory when I store open websocket connections in a map? How do I find the leak?',
    output:
      'The usual cause is that entries are never removed when a connection closes. Delete the entry in the close handler, cap the map size, and compare two heap snapshots taken a few minutes apart to see which objects keep growing.',
  },
  {
    policies: [],
    departments: ['Engineering'],
    input: 'Explain the difference between optimistic and pessimistic locking with a short example for a room booking system.',
    output:
      'Pessimistic locking takes a lock on the room row before reading it, so a second booking waits. Optimistic locking reads a version number and only writes if the version is unchanged, retrying otherwise. For low contention, optimistic locking is simpler and faster.',
  },
  {
    policies: [],
    departments: ['Engineering'],
    input: "Review this SQL for performance: SELECT * FROM orders WHERE status = 'open' ORDER BY created_at DESC LIMIT 50;",
    output:
      'Select only the columns you need and add a composite index on (status, created_at). The database can then read the 50 newest open orders straight from the index without sorting the table.',
  },
  {
    policies: [],
    departments: ['Engineering'],
    input: 'Generate a GitHub Actions workflow that runs the linter and unit tests for a {lang} project on every pull request.',
    output:
      'Below is a workflow with one job: it checks out the repository, sets up the {lang} toolchain with caching, runs the linter, then the unit tests, and uploads the test report as an artifact when a step fails.',
  },
  {
    policies: [],
    departments: ['Engineering', 'Security'],
    input: 'Convert this Bash loop into a {lang} script that retries failed downloads three times with exponential backoff.',
    output:
      'The script below wraps each download in a retry helper that waits 1, 2 and 4 seconds between attempts, logs each failure with the URL, and exits non-zero if any file still fails after the third try.',
  },
  {
    policies: [],
    departments: ['Engineering'],
    input: 'What is a good naming convention for feature flags in a large codebase with several teams?',
    output:
      'Prefix flags with the owning team and a verb, for example {team}.enable-new-checkout, add an expiry date in the flag description, and review stale flags every sprint so they do not pile up.',
  },
  {
    policies: [],
    departments: ['Marketing'],
    input: 'Write three subject lines for a newsletter announcing {product} to small business customers.',
    output: '1. Meet {product}: less busywork, more business\n2. Your team just got a new favourite tool\n3. {product} is here, and it was built for teams like yours',
  },
  {
    policies: [],
    departments: ['Marketing'],
    input: 'Draft a LinkedIn post about our team volunteering at a food bank in {city} last weekend.',
    output:
      'Last Saturday our {city} team swapped laptops for aprons and packed more than 2,000 meals at the local food bank. Thank you to everyone who joined, and to the volunteers who showed us the ropes!',
  },
  {
    policies: [],
    departments: ['Marketing', 'Sales'],
    input: 'Suggest five blog post ideas about remote collaboration for mid-sized companies.',
    output:
      '1. Async first: meetings you can replace with a document\n2. Onboarding a remote hire in their first 30 days\n3. Time zones without burnout\n4. Choosing one source of truth for projects\n5. Measuring outcomes instead of hours online',
  },
  {
    policies: [],
    departments: ['Marketing'],
    input: "Rewrite this tagline so it sounds friendlier: 'Enterprise-grade sync for every team.'",
    output: "A few options: 'Sync that just works, for every team.' / 'Big-company reliability, small-team simplicity.' / 'Your files, everywhere your team is.'",
  },
  {
    policies: [],
    departments: ['Sales'],
    input: 'Give me a discovery-call checklist for selling {product} to logistics companies.',
    output:
      'Ask about their current tools and pain points, how many sites and drivers they manage, who signs off on purchases, their timeline, and which metric (on-time delivery, fuel cost, admin hours) would prove the value of {product}.',
  },
  {
    policies: [],
    departments: ['Sales'],
    input: "How should I handle the objection 'your price is higher than the competition' on a renewal call?",
    output:
      'Acknowledge it, then move the conversation to value: recap the results they achieved this year, quantify the cost of switching, and offer options such as a longer term or a different tier rather than a straight discount.',
  },
  {
    policies: [],
    departments: ['Finance'],
    input: 'Explain how to calculate days sales outstanding and what a healthy range looks like for a SaaS business.',
    output:
      'DSO = accounts receivable / revenue for the period x number of days. For SaaS companies billing annually, 30 to 60 days is typical; a rising DSO usually points to slower collections or looser payment terms.',
  },
  {
    policies: [],
    departments: ['Finance'],
    input: "Create an Excel formula that sums column D when column B equals 'Travel' and column C is {quarter}.",
    output: 'Use =SUMIFS(D:D, B:B, "Travel", C:C, "{quarter}"). If column C holds dates instead of quarter labels, add a helper column with ="Q"&ROUNDUP(MONTH(C2)/3,0).',
  },
  {
    policies: [],
    departments: ['Legal'],
    input: 'Summarize the main obligations of a data processing agreement under GDPR in plain language.',
    output:
      'The processor may only use the data as instructed, must keep it secure, must help with data subject requests and breach notices, may only use approved sub-processors, and must delete or return the data when the contract ends.',
  },
  {
    policies: [],
    departments: ['Legal', 'Human Resources'],
    input: 'What is the difference between a non-disclosure agreement and a non-compete clause?',
    output:
      'An NDA stops someone from sharing specific information. A non-compete stops them from working for competitors for a period after they leave; it is much more restricted by law and unenforceable in some places.',
  },
  {
    policies: [],
    departments: ['Human Resources'],
    input: 'Write a welcoming onboarding email for new hires joining the {team} team next {weekday}.',
    output:
      "Welcome aboard! On {weekday} you'll meet your buddy at 9:30, collect your laptop from IT and join the {team} team stand-up. Bring an ID for your badge photo. We're excited to have you with us.",
  },
  {
    policies: [],
    departments: ['Human Resources'],
    input: 'Suggest interview questions to assess collaboration skills for a project manager role.',
    output:
      'Tell me about a time two teams disagreed on priorities and how you resolved it. How do you keep stakeholders informed when a deadline slips? Describe a project where you changed your plan because of feedback from the team.',
  },
  {
    policies: [],
    departments: ['Customer Support'],
    input: 'Draft a polite reply to a customer whose {product} sync has been delayed, saying we are investigating and will update them within 24 hours.',
    output:
      'Thank you for your patience, and I am sorry for the delay with {product} sync. Our engineers are investigating the issue now, and I will update you within 24 hours, sooner if we have a fix.',
  },
  {
    policies: [],
    departments: ['Customer Support'],
    input: 'Create a troubleshooting checklist for users who cannot sign in to the {product} desktop app.',
    output:
      '1. Check the service status page\n2. Confirm the app is on the latest version\n3. Reset the password from the web portal\n4. Clear the local credentials cache\n5. Try another network to rule out a proxy\n6. Collect the app log and open a ticket',
  },
  {
    policies: [],
    departments: ['Security'],
    input: 'Explain how DMARC, SPF and DKIM work together to stop email spoofing.',
    output:
      'SPF lists the servers allowed to send for a domain, DKIM signs each message so changes are detectable, and DMARC tells receivers what to do when a message fails both checks and where to send reports.',
  },
  {
    policies: [],
    departments: ['Security'],
    input: "Write a short phishing-awareness tip for this month's security newsletter.",
    output:
      'Hover before you click: if a link claims to be from a colleague but points somewhere unexpected, report it with the Phish Alert button. Real IT staff will never ask for your password by email.',
  },
  {
    policies: [],
    departments: ['Executive'],
    input: 'Give me a one-page outline for a {quarter} all-hands presentation on company priorities.',
    output:
      '1. Where we are: three headline numbers\n2. What we shipped this quarter\n3. Priorities for next quarter and why\n4. Customer story\n5. People updates and open roles\n6. Questions',
  },
  {
    policies: [],
    input: "Translate into {language}: 'Thanks for your patience, we will follow up tomorrow morning.'",
    output: 'Here is the translation into {language}, keeping the polite business tone of the original sentence.',
  },
  {
    policies: [],
    input: 'Make this paragraph more concise and professional: we wanted to let everyone know that the office will be closed on Friday because of the building maintenance work.',
    output: 'Please note that the office will be closed on Friday for scheduled building maintenance.',
  },
  {
    policies: [],
    input: 'What are good practices for running a productive 30-minute weekly team meeting?',
    output:
      'Share the agenda a day ahead, start with blockers, keep status updates written, time-box each topic, and end with owners and dates for every action item.',
  },
  {
    policies: [],
    input: 'Create a packing list for a three-day business trip to {city} in {month}.',
    output:
      'Laptop and charger, travel adapter, two business outfits, comfortable shoes, a light jacket, toiletries, your badge and travel documents, and a reusable water bottle.',
  },
  {
    policies: [],
    input: 'Summarize this article about electric delivery vans in five bullet points for a team update.',
    output:
      '• Fleet operators are switching for lower running costs\n• Range now covers most urban routes\n• Charging at depots overnight is the common model\n• Upfront prices are falling\n• Maintenance needs drop by about a third',
  },

  // Sensitive Topics: flagged, answered.
  {
    policies: ['sensitiveTopics'],
    departments: ['Executive', 'Finance'],
    input: 'Draft talking points for the board about the proposed merger with {company}, focusing on integration risks.',
    output:
      'Talking points: 1. Integration timeline and the systems that overlap. 2. Retaining key people on both sides. 3. Customer communication before and after the announcement. 4. Synergy targets and how we will track them.',
  },
  {
    policies: ['sensitiveTopics'],
    departments: ['Legal'],
    input: 'Summarize the risks if the lawsuit filed by {company} goes to trial, and what we should tell customers.',
    output:
      'Going to trial adds cost and publicity risk and could take 18 months. For customers, a short factual statement is best: the claim is disputed, service is unaffected, and we will not comment further while proceedings are ongoing.',
  },
  {
    policies: ['sensitiveTopics'],
    departments: ['Human Resources', 'Executive'],
    input: 'Help me plan the communication for a layoff affecting about {headcount} people in the {team} team next month.',
    output:
      'Plan the sequence: leadership briefing, then affected employees in one-to-one meetings on the same day, then a company-wide note. Prepare FAQs on severance, benefits and references, and brief managers on how to support the remaining team.',
  },
  {
    policies: ['sensitiveTopics'],
    departments: ['Finance', 'Executive'],
    input: 'Build a due-diligence checklist for the acquisition of {company}, including questions for their CFO.',
    output:
      'Checklist: audited financials for three years, revenue concentration, deferred revenue, debt and leases, pending litigation, key contracts with change-of-control clauses, and headcount by function. Ask the CFO how they recognise multi-year deals.',
  },
  {
    policies: ['sensitiveTopics'],
    departments: ['Executive', 'Finance'],
    input: 'Polish this memo for the leadership team, it is confidential: revenue for {quarter} will miss the forecast by {pct}% and we need a recovery plan.',
    output:
      'Revised memo: {quarter} revenue is tracking {pct}% below forecast, driven mainly by delayed enterprise renewals. We propose three recovery actions and will report progress weekly until the gap closes.',
  },
  {
    policies: ['sensitiveTopics'],
    departments: ['Legal'],
    input: 'Prepare questions for outside counsel about the lawsuit and the settlement offer {company} sent us.',
    output:
      'Questions: What is our realistic exposure if we do not settle? Does the offer include a confidentiality clause and an admission of liability? How would settling affect the related claims? What is the timeline to respond?',
  },

  // HIPAA Compliance: flagged, answered, patient details redacted.
  {
    policies: ['phi'],
    departments: ['Human Resources'],
    input: 'Employee {person} (DOB {dob}) asked for medical leave to treat {condition}. Draft a reply confirming the leave and the paperwork we need.',
    output:
      'Dear {person}, your leave request has been approved. Please send the certification form completed by your treating provider within 15 days. Your benefits continue during the leave; contact HR with any questions.',
  },
  {
    policies: ['phi'],
    departments: ['Human Resources', 'Customer Support'],
    input: 'The insurer denied the claim for {medication} for {person}, born {dob}. Write an appeal letter.',
    output:
      'Dear Claims Review Team, I am writing to appeal the denial of coverage for {medication} prescribed to {person}. The treating physician considers it medically necessary, and the supporting records are enclosed.',
  },
  {
    policies: ['phi'],
    departments: ['Human Resources'],
    input: 'Summarize this note: patient {person}, DOB {dob}, diagnosed with {condition}, currently taking {medication}, follow-up in six weeks.',
    output: 'Summary: {person} has {condition}, managed with {medication}; the next review is in six weeks.',
  },
  {
    policies: ['phi'],
    departments: ['Human Resources', 'Legal'],
    input: 'Which workplace accommodations are reasonable for {person}, who was diagnosed with {condition} last month and takes {medication}?',
    output:
      'Reasonable options for {person} include flexible hours around appointments, a remote-work allowance on difficult days, and an ergonomic review of the workstation. Document the interactive process and review it in three months.',
  },

  // PII Detection: blocked.
  {
    policies: ['pii'],
    departments: ['Human Resources', 'Finance'],
    input: 'Update the payroll record for {person}: SSN {ssn}, phone {phone}. Format it as a CSV row for the import.',
  },
  {
    policies: ['pii'],
    departments: ['Sales'],
    input: 'Write a follow-up email to {person} ({email}, {phone}) about the renewal quote we sent last week.',
  },
  {
    policies: ['pii'],
    departments: ['Customer Support'],
    input: 'The customer {person} ({email}) says the password reset link never arrives. Draft a reply and suggest next steps.',
  },
  {
    policies: ['pii'],
    departments: ['Human Resources'],
    input: 'Summarize the background check for candidate {person}, SSN {ssn}, born {dob}, and flag anything unusual.',
  },
  {
    policies: ['pii'],
    departments: ['Finance', 'Sales'],
    input: 'Clean up the formatting of this vendor contact list: {person}, {email}, {phone}.',
  },
  {
    policies: ['pii'],
    departments: ['Legal'],
    input: 'Draft a letter to {person} at {email} confirming we received their data subject access request.',
  },
  {
    policies: ['pii'],
    input: 'Remember my details for future forms: name {person}, SSN {ssn}, mobile {phone}.',
  },

  // Credit Card Protection: blocked.
  {
    policies: ['pci'],
    departments: ['Finance'],
    input: 'Why was the corporate card {card} declined for the hotel booking in {city}?',
  },
  {
    policies: ['pci'],
    departments: ['Customer Support'],
    input: 'A customer was charged twice on card {card}. Write the refund note for the payments team.',
  },
  {
    policies: ['pci'],
    departments: ['Finance'],
    input: 'Reconcile the charge of {amount} on card {card} for the team offsite in {city}; the receipt is missing.',
  },

  // Intellectual Property: blocked.
  {
    policies: ['ip'],
    departments: ['Engineering'],
    input: 'Here is the source code of our ranking service; refactor it to run twice as fast: def score(doc, weights): return sum(w * f(doc) for f, w in weights)',
  },
  {
    policies: ['ip'],
    departments: ['Engineering'],
    input: 'Document the internal API of this proprietary {lang} module so a partner can integrate with {product}.',
  },
  {
    policies: ['ip'],
    departments: ['Engineering', 'Executive'],
    input: 'Summarize our patent pending design for the {product} compression engine so I can share it with a vendor.',
  },
  {
    policies: ['ip'],
    departments: ['Marketing'],
    input: 'Write a product page that explains the trade secret behind the {product} sync protocol in simple terms.',
  },
  {
    policies: ['ip'],
    departments: ['Engineering'],
    input: 'Port this proprietary firmware routine from C to Rust and keep the same register layout.',
  },

  // Several policies at once.
  {
    policies: ['pci', 'pii'],
    departments: ['Sales', 'Customer Support'],
    input: 'Process this order for {company}: card {card}, expiry 09/28, billing contact {email}.',
  },
  {
    policies: ['sensitiveTopics', 'pii'],
    departments: ['Human Resources'],
    input: 'Prepare a severance letter for {person} ({email}) as part of the layoff, and keep it confidential.',
  },
];

/** Fills a template's slots; each slot name gets one value per conversation, shared by input and output. */
export function renderConversation(template: Template, random: Random): RenderedConversation {
  const values = new Map<string, SlotValue>();
  const valueOf = (slot: string): SlotValue => {
    let value = values.get(slot);
    if (!value) {
      const make = SLOTS[slot];
      if (!make) throw new Error(`unknown template slot {${slot}}`);
      value = make(random);
      values.set(slot, value);
    }
    return value;
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, slot: string) => valueOf(slot).text);
  const input = fill(template.input);
  return template.output === undefined ? { input } : { input, output: fill(template.output) };
}
