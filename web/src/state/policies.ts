import { proxy, useSnapshot } from 'valtio';
import {
  GUARD_API,
  POLICIES_API,
  ERRORS,
  SUCCESS,
  type GuardEvaluateResponse,
  type LiveEventOf,
  type Policy,
  type PolicyAction,
  type PolicyInput,
  type PolicyPrecision,
  type PolicyWhatIfJob,
  type Severity,
} from '@gsg/shared';
import { ApiError, api } from '../api/client.ts';
import { authState } from './auth.ts';
import { showError, showToast } from './toasts.ts';

export type PolicyStatusFilter = 'enabled' | 'disabled';

/** The table's header filters; null means all. */
export interface PolicyFilters {
  ruleType: Policy['ruleType'] | null;
  severity: Severity | null;
  action: PolicyAction | null;
  status: PolicyStatusFilter | null;
}

interface PoliciesState {
  /** True until the first load has settled. */
  loading: boolean;
  /** Every policy, in the server's order (oldest first). */
  items: Policy[];
  filters: PolicyFilters;
  /** Each policy's judged alerts, by policy id; a policy no judged alert names is absent. */
  precision: Record<string, PolicyPrecision>;
}

const noFilters = (): PolicyFilters => ({ ruleType: null, severity: null, action: null, status: null });

export const policiesState = proxy<PoliciesState>({ loading: true, items: [], filters: noFilters(), precision: {} });

/** The server's refusal of a save, for the form to show beside what the user typed. */
export interface SaveFailure {
  message: string;
  /** Request-body paths the server named (e.g. 'body.rules.pattern'). */
  fields: string[];
}

export async function loadPolicies(): Promise<void> {
  try {
    const [policies] = await Promise.all([api.call(POLICIES_API.list), loadPrecision()]);
    policiesState.items = policies.items;
  } catch {
    showError(ERRORS.loadPolicies);
  } finally {
    policiesState.loading = false;
  }
}

/**
 * The precision column's counts, read again when an analyst gives an alert a disposition. A failed read
 * keeps the counts shown; the table still lists the policies.
 */
export async function loadPrecision(): Promise<void> {
  try {
    const { items } = await api.call(POLICIES_API.precision);
    policiesState.precision = Object.fromEntries(items.map((p) => [p.policyId, p]));
  } catch {
    // Kept as it was: the column is a guide, and the policy list's own failure is reported by loadPolicies.
  }
}

function upsert(policy: Policy): void {
  const index = policiesState.items.findIndex((p) => p.id === policy.id);
  if (index === -1) policiesState.items.push(policy);
  else policiesState.items[index] = policy;
}

function remove(id: string): void {
  policiesState.items = policiesState.items.filter((p) => p.id !== id);
}

/** Another console's (or this one's own) create, edit or delete, as the live layer reports it. */
export function applyPolicyChanges(events: Array<LiveEventOf<'policies'>>): void {
  for (const event of events) {
    // An exception's change is for an open exceptions list (PolicyExceptionsList), not the table.
    if (event.type !== 'policy.changed') continue;
    if (event.data.policy) upsert(event.data.policy);
    else remove(event.data.id);
  }
}

const failureOf = (err: unknown): SaveFailure =>
  err instanceof ApiError
    ? { message: err.message, fields: (err.fields ?? []).map((f) => f.path) }
    : { message: ERRORS.savePolicy, fields: [] };

/** Creates (id null) or replaces a policy; null when saved, else the server's reason. */
export async function savePolicy(id: string | null, input: PolicyInput): Promise<SaveFailure | null> {
  try {
    if (id === null) {
      await api.call(POLICIES_API.create, { body: input });
      showToast(SUCCESS.policyCreated);
      await loadPolicies();
    } else {
      upsert(await api.call(POLICIES_API.replace, { params: { id }, body: input }));
      showToast(SUCCESS.policyUpdated);
    }
    return null;
  } catch (err) {
    showError(ERRORS.savePolicy);
    return failureOf(err);
  }
}

export async function deletePolicy(id: string): Promise<void> {
  try {
    await api.call(POLICIES_API.remove, { params: { id } });
    remove(id);
    showToast(SUCCESS.policyDeleted);
  } catch (err) {
    showError(ERRORS.deletePolicy);
    // Deleted meanwhile from another console: the list should stop showing it.
    if (err instanceof ApiError && err.status === 404) remove(id);
  }
}

/**
 * Judges `text` against the policy as drafted in the form, saved or not; nothing is stored. The guard
 * API wants the conversation's context even on a dry run, where it only labels the request: it names
 * the signed-in admin and this console.
 */
export function testPolicy(policy: PolicyInput, text: string): Promise<GuardEvaluateResponse> {
  const me = authState.me;
  return api.call(GUARD_API.evaluate, {
    body: {
      user: me?.fullName || 'Admin User',
      userId: me?.username || 'admin',
      hostname: window.location.hostname,
      ipAddress: 'console',
      aiModel: 'Policy test',
      sessionId: 'policy-test',
      input: text,
      dryRun: true,
      policy,
    },
  });
}

export function setPolicyFilter<K extends keyof PolicyFilters>(key: K, value: PolicyFilters[K]): void {
  policiesState.filters[key] = value;
}

/** A summary card's quick filter: on, or off again when it is already on. */
export function togglePolicyFilter<K extends keyof PolicyFilters>(key: K, value: NonNullable<PolicyFilters[K]>): void {
  policiesState.filters[key] = policiesState.filters[key] === value ? null : value;
}

export function clearPolicyFilters(): void {
  policiesState.filters = noFilters();
}

export const matchesFilters = (p: Pick<Policy, 'ruleType' | 'severity' | 'action' | 'isEnabled'>, f: PolicyFilters): boolean =>
  (f.ruleType === null || p.ruleType === f.ruleType) &&
  (f.severity === null || p.severity === f.severity) &&
  (f.action === null || p.action === f.action) &&
  (f.status === null || p.isEnabled === (f.status === 'enabled'));

export const usePolicies = () => useSnapshot(policiesState);

/** Starts a what-if run of a draft (and, editing a saved policy, with its exceptions) on past traffic. */
export const startWhatIf = (policy: PolicyInput, policyId: string | null, days: number): Promise<PolicyWhatIfJob> =>
  api.call(POLICIES_API.startWhatIf, { body: { policy, days, ...(policyId ? { policyId } : {}) } });

export const readWhatIf = (jobId: string): Promise<PolicyWhatIfJob> => api.call(POLICIES_API.whatIf, { params: { jobId } });

export const cancelWhatIf = (jobId: string): Promise<PolicyWhatIfJob> => api.call(POLICIES_API.cancelWhatIf, { params: { jobId } });
