// The people whose AI use the data describes. Each person has one device, so a user's hostname and
// IP address agree across logs, detections, endpoints and alerts.
import type { OperatingSystem } from '@gsg/shared';
import { weightedTable, type Random } from './random.ts';

const COMPANY_DOMAIN = 'acmecorp.com';

export const DEPARTMENTS = {
  Engineering: { code: 'ENG', subnet: 10 },
  Finance: { code: 'FIN', subnet: 20 },
  Legal: { code: 'LGL', subnet: 30 },
  Marketing: { code: 'MKT', subnet: 40 },
  Sales: { code: 'SLS', subnet: 50 },
  'Human Resources': { code: 'HR', subnet: 60 },
  Security: { code: 'SEC', subnet: 70 },
  Executive: { code: 'EXE', subnet: 80 },
  'Customer Support': { code: 'SUP', subnet: 90 },
} as const;
export type Department = keyof typeof DEPARTMENTS;

/** The sanctioned AI tools the gateway sees, with their share of the organisation's prompts. */
export const AI_TOOLS = [
  ['ChatGPT', 40],
  ['Copilot', 22],
  ['Claude', 16],
  ['Gemini', 14],
  ['Perplexity', 8],
] as const;
export type AiTool = (typeof AI_TOOLS)[number][0];

export interface Person {
  /** The directory login, email-style; the access-control user id and the logs' userId. */
  userId: string;
  name: string;
  email: string;
  department: Department;
  os: OperatingSystem;
  hostname: string;
  ipAddress: string;
  /** Relative share of the organisation's prompts. */
  activity: number;
  /** Multiplies the base chance that one of this person's prompts breaks a policy. */
  risk: number;
  /** The tool this person opens first. */
  favouriteTool: AiTool;
}

const ascii = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Everything about a person that follows from the name, department, OS and position in the roster.
 * `index` keeps hostnames and addresses unique however many people share a department.
 */
function describePerson(
  first: string,
  last: string,
  department: Department,
  os: OperatingSystem,
  index: number,
  loginSuffix: string,
): Pick<Person, 'userId' | 'name' | 'email' | 'hostname' | 'ipAddress'> {
  const { code, subnet } = DEPARTMENTS[department];
  const hostname =
    os === 'Windows'
      ? `ACME-${code}-${String(100 + index).padStart(3, '0')}`
      : os === 'macOS'
        ? `${ascii(first)}-${ascii(last)}-mbp`
        : `${code.toLowerCase()}-dev-${100 + index}`;
  return {
    userId: `${ascii(first)[0]}${ascii(last)}${loginSuffix}@${COMPANY_DOMAIN}`,
    name: `${first} ${last}`,
    email: `${ascii(first)}.${ascii(last)}@${COMPANY_DOMAIN}`,
    hostname,
    ipAddress: `10.${subnet}.${Math.floor(index / 200)}.${20 + (index % 200)}`,
  };
}

const TOOL_TABLE = weightedTable(AI_TOOLS);

function behaviour(random: Random): Pick<Person, 'activity' | 'risk' | 'favouriteTool'> {
  return {
    // Skewed so a few heavy users dominate, as in real usage data.
    activity: 0.3 + 3 * random.next() ** 2,
    risk: random.chance(0.15) ? 2 + 2 * random.next() : 0.4 + random.next(),
    favouriteTool: random.pickWeighted(TOOL_TABLE),
  };
}

/** The first-start organisation: 25 named people across every department. */
const ROSTER: ReadonlyArray<readonly [string, string, Department, OperatingSystem]> = [
  ['Sarah', 'Chen', 'Engineering', 'macOS'],
  ['David', 'Kim', 'Engineering', 'Linux'],
  ['Priya', 'Patel', 'Engineering', 'macOS'],
  ['Tom', 'Becker', 'Engineering', 'Linux'],
  ['Aisha', 'Okafor', 'Engineering', 'Windows'],
  ['Lucas', 'Silva', 'Engineering', 'macOS'],
  ['Michael', 'Brown', 'Finance', 'Windows'],
  ['Emily', 'Davis', 'Finance', 'Windows'],
  ['Rahul', 'Mehta', 'Finance', 'Windows'],
  ['Olivia', 'Martin', 'Legal', 'macOS'],
  ['James', 'Wilson', 'Legal', 'Windows'],
  ['Sofia', 'Rossi', 'Marketing', 'macOS'],
  ['Chloe', 'Dubois', 'Marketing', 'macOS'],
  ['Ethan', 'Clarke', 'Marketing', 'Windows'],
  ['Daniel', 'Garcia', 'Sales', 'Windows'],
  ['Hannah', 'Schmidt', 'Sales', 'Windows'],
  ['Marcus', 'Johnson', 'Sales', 'macOS'],
  ['Laura', 'Nguyen', 'Human Resources', 'Windows'],
  ['Grace', 'Taylor', 'Human Resources', 'Windows'],
  ['Kevin', 'Walsh', 'Security', 'Linux'],
  ['Nina', 'Petrova', 'Security', 'Linux'],
  ['Robert', 'Anderson', 'Executive', 'macOS'],
  ['Catherine', 'Hughes', 'Executive', 'macOS'],
  ['Jorge', 'Ramirez', 'Customer Support', 'Windows'],
  ['Mei', 'Tanaka', 'Customer Support', 'Windows'],
];

export function samplePeople(random: Random): Person[] {
  return ROSTER.map(([first, last, department, os], index) => ({
    ...describePerson(first, last, department, os, index, ''),
    department,
    os,
    ...behaviour(random),
  }));
}

export const FIRST_NAMES = [
  'Adam', 'Alice', 'Amara', 'Andre', 'Anna', 'Ben', 'Carlos', 'Chen', 'Clara', 'Dmitri',
  'Elena', 'Emma', 'Fatima', 'Felix', 'Gabriel', 'Hana', 'Hugo', 'Ines', 'Isaac', 'Jack',
  'Jana', 'Jonas', 'Julia', 'Kai', 'Karen', 'Leo', 'Lina', 'Liam', 'Maya', 'Mateo',
  'Mia', 'Noah', 'Nora', 'Omar', 'Oscar', 'Paula', 'Peter', 'Quinn', 'Rosa', 'Ryan',
  'Sam', 'Sara', 'Simon', 'Sven', 'Tara', 'Theo', 'Uma', 'Victor', 'Wei', 'Yara',
] as const;

export const LAST_NAMES = [
  'Adams', 'Ahmed', 'Almeida', 'Baker', 'Berg', 'Brooks', 'Campbell', 'Castro', 'Cohen', 'Cruz',
  'Dang', 'Evans', 'Fischer', 'Fleming', 'Foster', 'Gupta', 'Hall', 'Hansen', 'Ito', 'Jensen',
  'Kowalski', 'Larsen', 'Lee', 'Lopez', 'Meyer', 'Moreau', 'Murphy', 'Nakamura', 'Novak', 'Olsen',
  'Park', 'Perez', 'Quinn', 'Reyes', 'Rivera', 'Russo', 'Sato', 'Shah', 'Singh', 'Sullivan',
  'Thomas', 'Torres', 'Vargas', 'Vogel', 'Walker', 'Weber', 'Wong', 'Young', 'Zhang', 'Ziegler',
] as const;

const DEPARTMENT_TABLE = weightedTable<Department>([
  ['Engineering', 30],
  ['Sales', 15],
  ['Customer Support', 14],
  ['Marketing', 10],
  ['Finance', 9],
  ['Human Resources', 6],
  ['Legal', 5],
  ['Security', 6],
  ['Executive', 3],
]);
const OS_TABLE = weightedTable<OperatingSystem>([
  ['Windows', 55],
  ['macOS', 35],
  ['Linux', 10],
]);

/** The most distinct people `createPopulation` can name. */
export const MAX_POPULATION = FIRST_NAMES.length * LAST_NAMES.length;

/** A generated organisation of `count` people, for large data sets. */
export function createPopulation(random: Random, count: number): Person[] {
  if (count < 1 || count > MAX_POPULATION) throw new Error(`population must be 1 to ${MAX_POPULATION}, got ${count}`);
  // A random walk through every first/last pair gives distinct names without retries.
  const order = Array.from({ length: MAX_POPULATION }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const logins = new Map<string, number>();
  return order.slice(0, count).map((pair, index) => {
    const first = FIRST_NAMES[pair % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(pair / FIRST_NAMES.length)]!;
    const department = random.pickWeighted(DEPARTMENT_TABLE);
    const os = random.pickWeighted(OS_TABLE);
    // Sam Lee and Sara Lee share 'slee': the directory numbers the second one.
    const login = `${ascii(first)[0]}${ascii(last)}`;
    const seen = logins.get(login) ?? 0;
    logins.set(login, seen + 1);
    return {
      ...describePerson(first, last, department, os, index, seen === 0 ? '' : String(seen + 1)),
      department,
      os,
      ...behaviour(random),
    };
  });
}
