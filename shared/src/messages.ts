// Every user-facing text of spec section 8 (and the server's own not-found texts), used verbatim by
// the server's errors and the web's toasts.

export const ERRORS = {
  loadPolicies: 'Failed to load policies',
  savePolicy: 'Failed to save policy',
  deletePolicy: 'Failed to delete policy',
  loadAlerts: 'Failed to load alerts',
  updateAlertStatus: 'Failed to update alert status',
  loadLogs: 'Failed to load conversation logs',
  revealContent: 'Failed to reveal content',
  loadDetections: 'Failed to load shadow AI detections',
  loadDashboard: 'Failed to load dashboard data:',
  parseSavedCharts: 'Failed to parse saved charts',
  passwordsDoNotMatch: 'Passwords do not match',
  weakPassword: 'Weak Password',
  weakPasswordDetail: 'Please choose a stronger password',
  minCharts: 'Minimum 4 charts required',
  minChartsDetail: 'Please select at least 4 charts to display.',
  maxCharts: 'Maximum 8 charts allowed',
  maxChartsDetail: 'Please select no more than 8 charts to display.',
  allEndpointsCurrent: 'All selected endpoints are already up to date',
  emailReadOnly: "Email cannot be changed as it's your login credential",
  loadSettings: 'Failed to load settings',
  saveSettings: 'Failed to save settings',
  submitTicket: 'Failed to submit ticket',
} as const;

export const NOT_FOUND = {
  policy: 'Policy not found',
  alert: 'Alert not found',
  log: 'Log not found',
  endpoint: 'Endpoint not found',
  accessUser: 'User not found',
  accessGroup: 'Group not found',
  session: 'Session not found',
  integration: 'Integration not found',
  account: 'Account not found',
  aiTool: 'AI tool not found',
  policyException: 'Exception not found',
} as const;

/** Refusals of a policy exception, as the API and the screen say them. */
export const POLICY_EXCEPTION_ERRORS = {
  exists: 'This policy has that exception already',
  termNotKeyword: "A term exception names one of the policy's keywords",
  termNeedsKeywords: 'Only a keyword policy takes a term exception; use a value exception for this policy',
  alertNotOfPolicy: 'That alert does not name this policy',
  alertNotFalsePositive: 'An exception comes from an alert judged a false positive: give the alert that disposition first',
  load: 'Failed to load exceptions',
  save: 'Failed to create exception',
  remove: 'Failed to remove exception',
} as const;

/** Refusals of Settings › Users, as the API and the screen say them. */
export const TEAM_ERRORS = {
  usernameTaken: 'An account with this username already exists',
  lastAdmin: 'The last enabled admin cannot be disabled, demoted or deleted',
  registrationClosed: 'Self-registration is not allowed',
  awaitingApproval: "Your account awaits an admin's approval",
  noLocalPassword: 'This account signs in through the identity provider or the directory: it has no password here',
} as const;

/** Why a sign-in through the identity provider or the directory was refused, as the person reads it. */
export const SSO_ERRORS = {
  notProvisioned: 'You have no account in this console yet: ask an admin to add one (automatic provisioning is off)',
  disabled: 'Your console account is disabled: ask an admin',
  usernameTaken: 'An account with your username already signs in another way: ask an admin',
  unusableUsername: 'Your identity provider gave no username the console can use (letters, digits and . _ @ - only): ask an admin',
  directoryUnavailable: 'The directory could not be reached: try again, or ask an admin to check Settings › Identity',
  ssoOff: 'Sign-in with an identity provider is not turned on',
  notConfigured: 'Sign-in with the identity provider is not fully configured: ask an admin to check Settings › Identity',
  providerUnavailable: 'The identity provider could not be reached: try again, or ask an admin to check Settings › Identity',
  failed: 'The sign-in with the identity provider did not complete: start again',
  denied: 'The identity provider did not sign you in',
  tooManyGroups:
    'Your identity provider left your groups out of the sign-in because you are in too many: ask an admin to have it send only the groups assigned to the console, or app roles',
} as const;

export const SUCCESS = {
  policyCreated: 'Policy created successfully',
  policyUpdated: 'Policy updated successfully',
  policyDeleted: 'Policy deleted successfully',
  exceptionCreated: 'Exception created',
  exceptionRemoved: 'Exception removed',
  alertStatusUpdated: 'Alert status updated',
  alertResolved: 'Alert resolved',
  alertResolvedDetail: 'The alert has been marked as resolved',
  alertsUpdated: 'Alerts updated',
  dashboardCustomized: 'Dashboard customized',
  dashboardCustomizedDetail: 'Your dashboard layout has been saved.',
  dashboardReset: 'Reset to default',
  dashboardResetDetail: 'Dashboard layout has been reset to default configuration.',
  contentRevealed: 'Content Revealed',
  logsExported: 'Logs exported successfully',
  dataRefreshed: 'Data refreshed',
  exportComplete: 'Export complete',
  exportSuccess: 'Success',
  exportSuccessDetail: 'Data exported successfully',
  clientUpdated: 'Client updated successfully',
  endpointRemoved: 'Endpoint removed',
  endpointsRemoved: 'Endpoints removed',
  endpointsUpdated: 'Endpoints updated successfully',
  settingsSaved: 'Settings Saved',
  connectionTest: 'Connection Test',
  connectionSuccessful: 'Connection Successful',
  profileUpdated: 'Profile Updated',
  changesDiscarded: 'Changes Discarded',
  photoRemoved: 'Photo Removed',
  photoUpdated: 'Photo Updated',
  passwordUpdated: 'Password Updated',
  mfaEnabled: 'MFA Enabled',
  mfaDisabled: 'MFA Disabled',
  sessionRevoked: 'Session Revoked',
  sessionsTerminated: 'Sessions Terminated',
  ticketSubmitted: 'Ticket submitted successfully',
} as const;

/** Why an uploaded profile photo is refused: the same words in the browser's check and the server's. */
export const PROFILE_PHOTO_ERRORS = {
  type: 'The photo must be a PNG, JPEG, WebP or GIF image',
  tooLarge: 'The photo must be 1 MB or smaller',
} as const;

/**
 * Settings › Security › MFA required: an account without MFA may do nothing but set it up (and read who it
 * is, and sign out) until it has. The same words answer the API's 403 and head the web's setup page.
 */
export const MFA_REQUIRED_ERRORS = {
  enrolmentRequired: 'Multi-factor authentication is required: set it up before doing anything else',
  cannotDisable: 'Multi-factor authentication is required for every account, so it cannot be turned off',
} as const;

/**
 * E-mail and SMS as a second factor: what the MFA setup, sign-in and the API say of them. SMS has no
 * provider here, so it is refused rather than recorded as a protection that does not exist.
 */
export const MFA_DELIVERY_ERRORS = {
  noMailServer:
    'E-mail codes need an e-mail integration (Settings › Integrations) to send them, and none is enabled: choose the authenticator app, or ask an administrator to add one',
  noAddress: 'Your account has no e-mail address to send codes to: choose the authenticator app, or ask an administrator to add one',
  smsUnavailable: 'SMS codes cannot be sent: the console has no SMS provider. Choose the authenticator app or e-mail',
  mailedCodeInvalid: 'That code is not valid; enter the latest 6-digit code we e-mailed you',
  mailedCodeGone: 'That code has expired, was already used or was entered wrongly too often: send a new code',
  mailedCodeMissing: 'Send a code to your e-mail address first, then enter it',
  signInUndeliverable:
    'Your sign-in code cannot be e-mailed: no e-mail integration is enabled. Ask an administrator to add one, or to reset your MFA',
} as const;

/** The sign-in's or setup's next step once a code is mailed (or was, under a minute ago: no new mail yet). */
export const mailedCodeSent = (to: string): string => `${MAILED_CODE_SENT_PREFIX} ${to}`;
/** How sign-in knows the code it is asked for was mailed (and offers to send a new one). */
export const MAILED_CODE_SENT_PREFIX = 'Enter the 6-digit code we e-mailed to';

/** Settings › Security › MFA Method, as the MFA setup says it (and offers that method first). */
export const organisationMfaMethod = (label: string): string => `Your organisation uses ${label} for multi-factor authentication`;

export const contentRevealedDetail = (which: 'input' | 'output'): string =>
  `${which} content has been revealed and logged for audit purposes`;
export const alertsUpdatedDetail = (updated: number, total: number): string => `${updated} of ${total} alerts updated`;
export const exportCompleteDetail = (count: number): string => `${count} endpoints exported to CSV`;
export const endpointsUpdatedDetail = (updated: number, total: number, version: string): string =>
  `${updated} of ${total} endpoints updated to version ${version}`;
export const settingsSavedDetail = (sectionLabel: string): string =>
  `${sectionLabel} settings have been updated successfully`;
export const ticketSubmittedDetail = (number: number): string => `Your ticket number is #${number}`;

/** The Support screens' texts from spec sections 2 and 9. */
export const SUPPORT_TEXTS = {
  assistantAvailability: 'Available 24/7',
  assistantPlaceholder: 'Chat interface will be implemented here...',
  supportHours: 'Monday to Friday, 9:00 AM to 5:00 PM EST',
  emailResponse: 'Response typically within 24 hours',
  fasterAssistance: 'Need faster assistance?',
} as const;
