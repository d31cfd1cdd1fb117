import { useCallback, useRef, useState } from 'react';
import type { ToastTone } from '../lib/status';
import { TOAST_MS } from '../../../config/ui-timings';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
  /** How long it stays (SPEC §9: toasts 3 s, the copy toast 2 s). */
  durationMs: number;
}

export type ShowToast = (text: string, tone: ToastTone, durationMs?: number) => void;

/** The page's toasts, newest last; each one removes itself after its time (see ToastRegion). */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const show = useCallback<ShowToast>((text, tone, durationMs = TOAST_MS) => {
    nextId.current += 1;
    const toast = { id: nextId.current, text, tone, durationMs };
    // At most a few at once: older ones make room.
    setToasts((current) => [...current.slice(-3), toast]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  return { toasts, show, dismiss };
}
