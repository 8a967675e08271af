import { useEffect, useRef, useState } from 'react';
import { Share2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';

/** Spec §8 and §9: the alert shown when the link was copied, for 2 seconds. */
export const LINK_COPIED = 'Lien copié dans le presse-papiers !';
const COPY_CONFIRMATION_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or a refused permission: the selection-based copy.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** Share: the browser's share sheet where there is one, otherwise the link is copied (spec §2, §8). */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flash = (m: string) => {
    setMessage(m);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(''), COPY_CONFIRMATION_MS);
  };

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (err) {
        if ((err as Error)?.name === 'AbortError') return;
        // Share refused (e.g. not allowed here): fall back to copying.
      }
    }
    flash((await copyText(url)) ? LINK_COPIED : `Copiez ce lien\u00a0: ${url}`);
  }

  return (
    <div className="relative inline-flex items-center">
      <Button variant="secondary" size="sm" onClick={share}>
        <Share2 aria-hidden />
        Partager
      </Button>
      <p
        role="status"
        className={
          message
            ? 'absolute top-full left-0 z-10 mt-2 w-max max-w-[calc(100vw-2.5rem)] rounded-md sm:right-0 sm:left-auto border border-border bg-surface px-3 py-2 text-sm text-foreground shadow-lg shadow-ink/10 animate-fade-in'
            : 'sr-only'
        }
      >
        {message}
      </p>
    </div>
  );
}
