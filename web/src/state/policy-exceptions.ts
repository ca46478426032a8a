import { POLICIES_API, POLICY_EXCEPTION_ERRORS, SUCCESS, type PolicyException, type PolicyExceptionInput } from '@gsg/shared';
import { ApiError, api } from '../api/client.ts';
import { showError, showToast } from './toasts.ts';

/** A policy's exceptions, oldest first; null (said in a toast) when they could not be read. */
export async function loadPolicyExceptions(policyId: string): Promise<PolicyException[] | null> {
  try {
    return (await api.call(POLICIES_API.exceptions, { params: { id: policyId } })).items;
  } catch {
    showError(POLICY_EXCEPTION_ERRORS.load);
    return null;
  }
}

/** Adds an exception; null when made, else the server's reason for the form to show. */
export async function createPolicyException(policyId: string, input: PolicyExceptionInput): Promise<string | null> {
  try {
    await api.call(POLICIES_API.addException, { params: { id: policyId }, body: input });
    showToast(SUCCESS.exceptionCreated);
    return null;
  } catch (err) {
    showError(POLICY_EXCEPTION_ERRORS.save);
    return err instanceof ApiError ? err.message : POLICY_EXCEPTION_ERRORS.save;
  }
}

/** Removes one; true once gone (or already gone from another console). */
export async function removePolicyException(policyId: string, id: string): Promise<boolean> {
  try {
    await api.call(POLICIES_API.removeException, { params: { id: policyId, exceptionId: id } });
    showToast(SUCCESS.exceptionRemoved);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return true;
    showError(err instanceof ApiError ? err.message : POLICY_EXCEPTION_ERRORS.remove);
    return false;
  }
}
