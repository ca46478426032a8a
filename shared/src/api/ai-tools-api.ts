import { aiToolDecisionUpdateSchema, aiToolListSchema, aiToolStatusSchema } from '../schemas/ai-tool.ts';
import { apiRoute } from './route.ts';

/** Shadow AI governed: the catalogued AI tools and the decision on each. */
export const AI_TOOLS_API = {
  list: apiRoute({ method: 'GET', path: '/ai-tools', response: aiToolListSchema }),
  decide: apiRoute({ method: 'PUT', path: '/ai-tools/:id/decision', body: aiToolDecisionUpdateSchema, response: aiToolStatusSchema }),
};
