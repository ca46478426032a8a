// The roles people hold at work and in business, one list for the rules that read them: before a name, a
// role says a person follows ("CEO Vytautas Akelis", "our new engineer Audrius Povilonis"; person.ts), and
// beside a health term it says whose condition it is ("Our receptionist is deaf"; health.ts).

/** Roles at work, in lower case as written in running text; the officers' titles are written in capitals too (CEO). */
export const WORKPLACE_ROLES: readonly string[] = [
  'candidate', 'applicant', 'employee', 'customer', 'client', 'tenant', 'student', 'colleague', 'coworker', 'co-worker', 'teammate',
  'engineer', 'developer', 'programmer', 'designer', 'analyst', 'manager', 'director', 'supervisor', 'intern', 'trainee', 'apprentice',
  'contractor', 'consultant', 'recruiter', 'accountant', 'lawyer', 'attorney', 'nurse', 'receptionist', 'assistant', 'secretary', 'teacher',
  'writer', 'editor', 'clerk', 'cashier', 'specialist', 'administrator', 'coordinator', 'officer', 'salesperson', 'technician', 'volunteer',
  // A company's officers and owners, by their titles ("Our CFO had a minor stroke", "CEO Vytautas Akelis").
  'ceo', 'cfo', 'cto', 'coo', 'cio', 'founder', 'co-founder', 'cofounder', 'executive', 'chairman', 'chairwoman', 'president',
];
