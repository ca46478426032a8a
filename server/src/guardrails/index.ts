// The guardrail engine: pure functions over a prompt, its response and the policies. No database, no HTTP.
export { evaluate, evaluateDraft, evaluateWith, whatIfPolicySet } from './evaluate.ts';
export { PolicySet as CompiledPolicySet, heldPhrasesFor, policySetFor } from './policy-set.ts';
export { detect, warmUpDetectors, type Detection } from './detectors/index.ts';
export { compileUserPattern, UserPatternError } from './user-pattern.ts';
export { redact, redactionSpans } from './redact.ts';
export {
  applyExceptions,
  exceptionDisplay,
  normaliseException,
  type ConversationPerson,
  type EvaluationContext,
  type ExceptionIndex,
  type PolicyExceptionHashes,
} from './exceptions.ts';
