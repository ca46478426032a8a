import { runGroupPart } from '../../test-support/test-groups.ts';

await runGroupPart('routes', 4);
