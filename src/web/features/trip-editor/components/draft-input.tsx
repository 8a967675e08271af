import { useState, type ComponentProps } from 'react';
import { Input, Textarea } from '#web/components/ui/input';

/** The text being typed (null while the field shows the value), and its commit: onCommit when it differs, then back to the value. */
function useDraft(value: string, onCommit: (text: string) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  return { draft, setDraft, commit };
}

type Common = {
  value: string;
  /** Called on blur or Enter when the text changed. */
  onCommit: (text: string) => void;
};

/**
 * A text field over a value that may change underneath (a colleague's save): while the person
 * types, their text stays; when the field is not being edited it shows the current value.
 * Saves on blur or Enter (spec §4: edited inline, saved on blur or Enter).
 */
export function DraftInput({ value, onCommit, ...props }: Common & Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue'>) {
  const { draft, setDraft, commit } = useDraft(value, onCommit);
  return (
    <Input
      {...props}
      value={draft ?? value}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={(e) => {
        commit();
        props.onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape' && draft !== null) {
          e.preventDefault();
          setDraft(null);
        }
        props.onKeyDown?.(e);
      }}
    />
  );
}

/** The multi-line kind: saves on blur, or Ctrl+Enter. */
export function DraftTextarea({ value, onCommit, ...props }: Common & Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'defaultValue'>) {
  const { draft, setDraft, commit } = useDraft(value, onCommit);
  return (
    <Textarea
      {...props}
      value={draft ?? value}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
