import { proxy, useSnapshot } from 'valtio';
import type { Intent } from '@blueprintjs/core';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  intent: Intent;
}

// The spec shows one toast at a time: a new one replaces whatever is showing.
export const toastState = proxy<{ current: ToastMessage | null }>({ current: null });

let nextId = 1;

export function showToast(title: string, description?: string, intent: Intent = 'success'): void {
  toastState.current = { id: nextId++, title, description, intent };
}

/** The spec's failure toast: destructive, titled 'Error', the message below. */
export function showError(message: string): void {
  showToast('Error', message, 'danger');
}

export function dismissToast(id: number): void {
  if (toastState.current?.id === id) toastState.current = null;
}

export const useToasts = () => useSnapshot(toastState);
