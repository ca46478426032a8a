import { proxy, useSnapshot } from 'valtio';
import { ERRORS, SUCCESS, SUPPORT_API, ticketSubmittedDetail, type TicketInput } from '@gsg/shared';
import { ApiError, api } from '../api/client.ts';
import { showError, showToast } from './toasts.ts';

export const supportState = proxy<{ submitting: boolean }>({ submitting: false });

/** Stores a ticket; true once stored, when the toast has given the user its number. */
export async function submitTicket(ticket: TicketInput): Promise<boolean> {
  supportState.submitting = true;
  try {
    const { number } = await api.call(SUPPORT_API.submitTicket, { body: ticket });
    showToast(SUCCESS.ticketSubmitted, ticketSubmittedDetail(number));
    return true;
  } catch (err) {
    showError(err instanceof ApiError ? `${ERRORS.submitTicket}: ${err.message}` : ERRORS.submitTicket);
    return false;
  } finally {
    supportState.submitting = false;
  }
}

export const useSupport = () => useSnapshot(supportState);
