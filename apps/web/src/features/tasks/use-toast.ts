import { TOAST_MS } from '@app/shared';
import { useEffect, useState } from 'react';

export interface ToastMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A short message over the page: it goes by itself after 5 s, or with its
 * close button. A new message replaces the old one and gets the full 5 s.
 */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const show = (tone: ToastMessage['tone'], text: string) => setToast({ tone, text });
  const close = () => setToast(null);

  return { toast, show, close };
}
