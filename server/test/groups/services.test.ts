import { runGroupPart } from '../../test-support/test-groups.ts';

await runGroupPart('services', 1);
