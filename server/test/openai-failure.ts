import OpenAI from 'openai';

/** The error an official `openai` SDK call ends with; throws when the call succeeded. */
export async function failure(call: Promise<unknown>): Promise<InstanceType<typeof OpenAI.APIError>> {
  try {
    await call;
  } catch (err) {
    if (err instanceof OpenAI.APIError) return err;
    throw err;
  }
  throw new Error('the call succeeded');
}
