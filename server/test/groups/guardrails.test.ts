import { runGroupPart } from '../../test-support/test-groups.ts';

await runGroupPart('guardrails', 1);
