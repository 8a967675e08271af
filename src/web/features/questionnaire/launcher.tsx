import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import type { QuestionnairePreset } from './preset';

/**
 * Opens the questionnaire modal from any Plan My Trip button of the page.
 * The modal (form, schema, dialog) is a separate chunk: it is fetched on the
 * first hover or focus of a button and shown on the first click, so the
 * home page's initial JavaScript stays small.
 */
const loadDialog = () => import('./components/questionnaire-dialog');
const QuestionnaireDialog = lazy(loadDialog);

let prefetched: Promise<unknown> | null = null;
function prefetchDialog() {
  prefetched ??= loadDialog().catch(() => {
    prefetched = null;
  });
}

interface PlanTripContextValue {
  /** Opens the modal; focus returns to `origin` (the button) when it closes. */
  openQuestionnaire(preset?: QuestionnairePreset, origin?: HTMLElement | null): void;
  prefetch(): void;
}

const PlanTripContext = createContext<PlanTripContextValue | null>(null);

export function QuestionnaireProvider({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [preset, setPreset] = useState<{ value: QuestionnairePreset; seq: number }>({ value: {}, seq: 0 });
  const origin = useRef<HTMLElement | null>(null);
  const returnFocus = useCallback(() => origin.current, []);

  // The open modal is a step in the browser's history (same address): Back closes it instead of
  // leaving the page, and closing it otherwise takes that step back out.
  const inHistory = useRef(false);
  useEffect(() => {
    const onPop = () => {
      if (!inHistory.current) return;
      inHistory.current = false;
      setOpen(false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next && inHistory.current) {
      inHistory.current = false;
      window.history.back();
    }
  }, []);

  const openQuestionnaire = useCallback((value: QuestionnairePreset = {}, from?: HTMLElement | null) => {
    origin.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setPreset((p) => ({ value, seq: p.seq + 1 }));
    setMounted(true);
    setOpen(true);
    if (!inHistory.current) {
      window.history.pushState({ ...(window.history.state as object | null), questionnaire: true }, '');
      inHistory.current = true;
    }
  }, []);
  // '/?plan=1' (a companion page's 'Plan your own trip', ADR 031) opens the questionnaire once, on arrival.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('plan') !== '1') return;
    url.searchParams.delete('plan');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    openQuestionnaire();
  }, [openQuestionnaire]);
  const ctx = useMemo(() => ({ openQuestionnaire, prefetch: prefetchDialog }), [openQuestionnaire]);

  return (
    <PlanTripContext value={ctx}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <QuestionnaireDialog
            open={open}
            onOpenChange={onOpenChange}
            preset={preset.value}
            presetSeq={preset.seq}
            returnFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </PlanTripContext>
  );
}

export function usePlanTrip(): PlanTripContextValue {
  const ctx = use(PlanTripContext);
  if (!ctx) throw new Error('usePlanTrip needs a <QuestionnaireProvider>');
  return ctx;
}

export type PlanTripButtonProps = Omit<ComponentProps<'button'>, 'onClick'> & {
  preset?: QuestionnairePreset;
  children?: ReactNode;
};

/** A button that opens the questionnaire (default text: Plan My Trip). */
export function PlanTripButton({ preset, children = 'Plan My Trip', onPointerEnter, onFocus, ...props }: PlanTripButtonProps) {
  const { openQuestionnaire, prefetch } = usePlanTrip();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...props}
      onPointerEnter={(e) => {
        prefetch();
        onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        prefetch();
        onFocus?.(e);
      }}
      onClick={(e) => openQuestionnaire(preset, e.currentTarget)}
    >
      {children}
    </button>
  );
}
