import { GATEWAY_ERROR_CODES, type OpenAiError } from '@gsg/shared';

type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[keyof typeof GATEWAY_ERROR_CODES];

/**
 * A refusal by the gateway, answered in OpenAI's error shape so that its SDKs raise it with the status,
 * code and message. Messages name what was wrong, never the text sent.
 */
export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: GatewayErrorCode,
    message: string,
    readonly param: string | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }

  toBody(): OpenAiError {
    return openAiError(this.statusCode, this.message, this.code, this.param);
  }
}

/** OpenAI's error types: request errors for 4xx, server errors otherwise. */
const typeOf = (status: number) =>
  status === 401 ? 'authentication_error' : status === 403 ? 'permission_error' : status === 429 ? 'rate_limit_error' : status < 500 ? 'invalid_request_error' : 'server_error';

export const openAiError = (status: number, message: string, code: string | null, param: string | null = null): OpenAiError => ({
  error: { message, type: typeOf(status), param, code },
});
