// The spec's business constants (section 9) and every option list of section 3, in one place so the
// server's validation and the web's selects can never disagree.

export const CURRENT_CLIENT_VERSION = '2.4.1';

/** The file in the data directory where the first start leaves an agent API key for local tools. */
export const LOCAL_AGENT_KEY_FILE = 'agent-api-key';

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export const MIN_DASHBOARD_CHARTS = 4;
export const MAX_DASHBOARD_CHARTS = 8;

export const KPI_WINDOW_DAYS = 30;
export const TRAFFIC_DAYS = 7;
export const ACTIVE_WINDOW_HOURS = 24;
export const OFFLINE_AFTER_DAYS = 7;

export const GLOBAL_SEARCH_MAX_RESULTS = 5;
export const BELL_MAX_ALERTS = 10;
export const TOAST_TIMEOUT_MS = 5000;
export const SIDEBAR_COOKIE = 'sidebar:state';
export const SIDEBAR_COOKIE_DAYS = 7;
export const DASHBOARD_CHARTS_STORAGE_KEY = 'dashboard-charts';
export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark', 'system'] as const;

export const SEVERITIES = ['high', 'medium', 'low'] as const;
export const POLICY_RULE_TYPES = ['Sensitive Topics', 'PII', 'IP', 'PCI', 'PHI'] as const;
/**
 * What a policy does with a match. `redact` lets the traffic through with the matched text replaced by
 * placeholders ([CREDIT_CARD]): at the gateway the prompt goes to the model redacted and the person gets
 * the reply redacted; a conversation it redacted is logged and alerted as flagged.
 */
export const POLICY_ACTIONS = ['flag', 'block', 'allow_with_warning', 'redact'] as const;
/**
 * How a policy acts on a match: `enforce` applies its action; `monitor` only records and alerts what it
 * would have done and lets the traffic through, so a team can watch a new rule before it bites.
 */
export const POLICY_MODES = ['enforce', 'monitor'] as const;
export const DEFAULT_POLICY_MODE = 'enforce';
export const RULE_KINDS = ['keyword', 'detector', 'regex'] as const;
export const DETECTOR_MODELS = [
  'pii-detector-v1',
  'phi-detector-v1',
  'financial-detector-v1',
  'secrets-detector-v1',
] as const;

/**
 * How readily a detector policy fires: each sensitivity is the lowest finding score it acts on. A
 * checksum-valid number with no context word scores 0.5, a shape that needs a context word and lacks it
 * 0.25 or less, one with its context word 0.75 or more; so medium, the default, catches the first and
 * third, low only the third, and high all three.
 */
export const SENSITIVITIES = ['low', 'medium', 'high'] as const;
export const SENSITIVITY_THRESHOLDS: Readonly<Record<(typeof SENSITIVITIES)[number], number>> = { low: 0.65, medium: 0.4, high: 0.25 };
export const DEFAULT_SENSITIVITY = 'medium';

export const LOG_STATUSES = ['allowed', 'blocked', 'flagged'] as const;
export const REVEAL_FIELDS = ['input', 'output'] as const;
export const ALERT_STATUSES = ['open', 'investigating', 'resolved'] as const;
/** What an analyst concluded about an alert. */
export const ALERT_DISPOSITIONS = ['true_positive', 'false_positive', 'benign'] as const;
export const ENDPOINT_STATUSES = ['Active', 'Inactive', 'Offline'] as const;
export const OPERATING_SYSTEMS = ['Windows', 'macOS', 'Linux'] as const;
export const CLIENT_VERSION_FILTERS = ['all', 'current', 'outdated'] as const;
export const ENDPOINT_QUICK_FILTERS = ['active', 'needs-update', 'offline'] as const;
export const ENDPOINT_SORT_FIELDS = ['hostname', 'ipAddress', 'os', 'clientVersion', 'lastSeen', 'status', 'user'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const TIME_PRESETS = ['today', '24h', '7d', '30d'] as const;

export const INSTALLER_PLATFORMS = ['windows-x64', 'macos-x64', 'macos-arm64', 'linux-x64'] as const;
export const INSTALLER_PLATFORM_LABELS: Record<(typeof INSTALLER_PLATFORMS)[number], string> = {
  'windows-x64': 'Windows x64',
  'macos-x64': 'macOS Intel',
  'macos-arm64': 'macOS Apple Silicon',
  'linux-x64': 'Linux x64',
};
/** The kinds of installer each platform takes, by file name ending; the upload checks the content matches. */
export const INSTALLER_EXTENSIONS: Record<(typeof INSTALLER_PLATFORMS)[number], readonly string[]> = {
  'windows-x64': ['.msi', '.exe'],
  'macos-x64': ['.pkg'],
  'macos-arm64': ['.pkg'],
  'linux-x64': ['.deb', '.rpm', '.tar.gz'],
};
/** The largest installer the console takes unless GSG_RELEASE_MAX_BYTES says otherwise. */
export const DEFAULT_RELEASE_MAX_BYTES = 512 * 1024 * 1024;

/** What General › Default action does with a use of an Unreviewed AI tool. */
export const DEFAULT_ACTIONS = ['allow', 'flag', 'block'] as const;
/** An admin's decision on an AI tool; Unreviewed tools follow the default action. */
export const AI_TOOL_DECISIONS = ['sanctioned', 'blocked', 'unreviewed'] as const;
/** What an endpoint did about a sighting of an AI tool. */
export const DETECTION_ACTIONS = ['allowed', 'flagged', 'blocked'] as const;
export const MFA_METHODS = ['authenticator', 'phone', 'email'] as const;
export const MFA_METHOD_LABELS: Record<(typeof MFA_METHODS)[number], string> = {
  authenticator: 'Authenticator App',
  phone: 'SMS',
  email: 'Email',
};
export const IDENTITY_SOURCES = ['none', 'entra-id', 'active-directory', 'ldap', 'okta', 'onelogin'] as const;
export const ROLES = ['auditor', 'cybersecurity_analyst', 'admin'] as const;
/** Where an account signs in: its own password (local), the identity provider (OpenID Connect), or the directory (LDAP bind). */
export const ACCOUNT_SOURCES = ['local', 'oidc', 'ldap'] as const;
/** How a sign-in was made, as the audit trail records it. */
export const SIGN_IN_METHODS = ['password', 'oidc', 'ldap'] as const;
export const PASSWORD_POLICIES = ['basic', 'strong', 'enterprise'] as const;
export const NOTIFICATION_FREQUENCIES = ['realtime', 'hourly', 'daily', 'weekly', 'custom'] as const;
export const SETTINGS_SECTIONS = ['general', 'security', 'identity', 'users', 'notifications'] as const;
export const SETTINGS_SECTION_LABELS: Record<(typeof SETTINGS_SECTIONS)[number], string> = {
  general: 'General',
  security: 'Security',
  identity: 'Identity',
  users: 'Users',
  notifications: 'Notifications',
};

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'ja', label: 'Japanese' },
  { value: 'zh', label: 'Chinese' },
] as const;
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'de', 'ja', 'zh'] as const;
export const TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Australia/Sydney',
] as const;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export const DEPARTMENTS = [
  'IT Security',
  'Security Operations',
  'Compliance',
  'Data Protection',
  'Engineering',
  'Operations',
  'Other',
] as const;
/** Profile photos: raster types a browser shows in an <img> (no SVG, which can carry script). */
export const PROFILE_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ProfilePhotoType = (typeof PROFILE_PHOTO_TYPES)[number];
export const PROFILE_PHOTO_MAX_BYTES = 1024 * 1024;

export const TICKET_CATEGORIES = ['technical', 'feature', 'billing', 'other'] as const;
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const TICKET_NUMBER_MIN = 10000;
export const TICKET_NUMBER_MAX = 99999;
export const TICKET_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
/** What a ticket may carry: screenshots, PDFs, text and log files, zipped bundles. */
export const TICKET_ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  'text/x-log',
  'application/zip',
  'application/x-zip-compressed',
] as const;
export type TicketAttachmentType = (typeof TICKET_ATTACHMENT_TYPES)[number];

export const PASSWORD_MIN_STRENGTH = 40;

export const DASHBOARD_CHART_IDS = [
  'query-traffic',
  'violation-types',
  'top-policy-violations',
  'user-violations',
  'shadow-ai-trend',
  'blocked-vs-allowed',
  'top-ai-tools',
  'endpoint-coverage',
  'alert-response-time',
  'peak-usage-hours',
] as const;
export type DashboardChartId = (typeof DASHBOARD_CHART_IDS)[number];

export const DASHBOARD_CHARTS: ReadonlyArray<{
  id: DashboardChartId;
  kind: 'line' | 'pie' | 'list' | 'bar';
  name: string;
  description: string;
  enabled: boolean;
}> = [
  { id: 'query-traffic', kind: 'line', name: 'Query Traffic Trend', description: 'Daily query volume over the last 7 days', enabled: true },
  { id: 'violation-types', kind: 'pie', name: 'Violation Types', description: 'Distribution of policy violations', enabled: true },
  { id: 'top-policy-violations', kind: 'list', name: 'Top Policy Violations', description: 'Most frequently triggered policies', enabled: true },
  { id: 'user-violations', kind: 'list', name: 'User Violations', description: 'Users with most policy violations', enabled: true },
  { id: 'shadow-ai-trend', kind: 'line', name: 'Shadow AI Detection Trend', description: 'New unauthorized AI tools discovered over time', enabled: false },
  { id: 'blocked-vs-allowed', kind: 'pie', name: 'Blocked vs Allowed Requests', description: 'Request approval rate visualization', enabled: false },
  { id: 'top-ai-tools', kind: 'bar', name: 'Top AI Tools Used', description: 'Most accessed AI services', enabled: false },
  { id: 'endpoint-coverage', kind: 'pie', name: 'Endpoint Coverage', description: 'Devices with/without client installed', enabled: false },
  { id: 'alert-response-time', kind: 'line', name: 'Alert Response Time', description: 'Average time to resolve alerts (minutes)', enabled: false },
  { id: 'peak-usage-hours', kind: 'bar', name: 'Peak Usage Hours', description: 'When AI tools are used most', enabled: false },
];
