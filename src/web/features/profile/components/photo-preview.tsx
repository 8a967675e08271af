import { useEffect, useState } from 'react';
import { ImageOff, UserRound } from 'lucide-react';
import { Spinner } from '#web/components/ui/spinner';
import { PROFILE_PHOTO_FAILED, isHttpsUrl } from '#shared/contracts/profile';

const PREVIEW_DELAY_MS = 400;

/** Live preview of the profile photo URL, with the spec's warning when it fails to load (spec §5). */
export function PhotoPreview({ url }: { url: string }) {
  const [shown, setShown] = useState(url.trim());
  // status belongs to the URL it was measured for, so a new URL starts fresh.
  const [status, setStatus] = useState<{ url: string; state: 'loaded' | 'failed' } | null>(null);

  useEffect(() => {
    const next = url.trim();
    if (next === shown) return;
    const t = setTimeout(() => setShown(next), PREVIEW_DELAY_MS);
    return () => clearTimeout(t);
  }, [url, shown]);

  const valid = shown !== '' && isHttpsUrl(shown);
  const state = valid ? (status?.url === shown ? status.state : 'loading') : 'empty';

  return (
    <div className="flex items-center gap-4">
      <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-surface-muted text-muted">
        {valid && state !== 'failed' ? (
          <img
            key={shown}
            src={shown}
            alt="Profile photo preview"
            referrerPolicy="no-referrer"
            className={state === 'loaded' ? 'size-full object-cover' : 'size-full object-cover opacity-0'}
            onLoad={() => setStatus({ url: shown, state: 'loaded' })}
            onError={() => setStatus({ url: shown, state: 'failed' })}
          />
        ) : state === 'failed' ? (
          <ImageOff aria-hidden className="size-7" />
        ) : (
          <UserRound aria-hidden className="size-8" />
        )}
        {state === 'loading' ? <Spinner className="absolute text-accent" label="Loading preview" /> : null}
      </div>
      <div className="min-w-0 text-sm">
        {state === 'failed' ? (
          <p role="alert" className="text-danger">
            {PROFILE_PHOTO_FAILED}
          </p>
        ) : state === 'loaded' ? (
          <p className="text-muted">This is how your photo appears to clients.</p>
        ) : state === 'loading' ? (
          <p className="text-muted">Loading preview...</p>
        ) : (
          <p className="text-muted">Paste the address of a portrait photo (https://...) to see it here.</p>
        )}
      </div>
    </div>
  );
}
