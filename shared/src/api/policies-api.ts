import { policyExceptionInputSchema, policyExceptionListSchema, policyExceptionSchema } from '../schemas/policy-exception.ts';
import { policyWhatIfJobSchema, policyWhatIfRequestSchema } from '../schemas/policy-what-if.ts';
import { policyInputSchema, policyListSchema, policyPrecisionListSchema, policySchema } from '../schemas/policy.ts';
import { apiRoute } from './route.ts';

/**
 * Guardrail policies, their exceptions and what-if runs. Creating a policy or an exception answers 201,
 * starting a what-if run 202, deleting either 204.
 */
export const POLICIES_API = {
  list: apiRoute({ method: 'GET', path: '/policies', response: policyListSchema }),
  precision: apiRoute({ method: 'GET', path: '/policies/precision', response: policyPrecisionListSchema }),
  create: apiRoute({ method: 'POST', path: '/policies', body: policyInputSchema, response: policySchema }),
  replace: apiRoute({ method: 'PUT', path: '/policies/:id', body: policyInputSchema, response: policySchema }),
  remove: apiRoute({ method: 'DELETE', path: '/policies/:id', response: null }),
  startWhatIf: apiRoute({ method: 'POST', path: '/policies/what-if', body: policyWhatIfRequestSchema, response: policyWhatIfJobSchema }),
  whatIf: apiRoute({ method: 'GET', path: '/policies/what-if/:jobId', response: policyWhatIfJobSchema }),
  cancelWhatIf: apiRoute({ method: 'DELETE', path: '/policies/what-if/:jobId', response: policyWhatIfJobSchema }),
  exceptions: apiRoute({ method: 'GET', path: '/policies/:id/exceptions', response: policyExceptionListSchema }),
  addException: apiRoute({ method: 'POST', path: '/policies/:id/exceptions', body: policyExceptionInputSchema, response: policyExceptionSchema }),
  removeException: apiRoute({ method: 'DELETE', path: '/policies/:id/exceptions/:exceptionId', response: null }),
};
