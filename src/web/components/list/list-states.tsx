import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { errorMessage } from '#web/lib/errors';

export interface ListEmptyProps {
  /** A search or filter is on: say so and offer to clear it. */
  filtered: boolean;
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Shown instead while filtered (icon: a crossed-out search unless given). */
  filteredTitle?: ReactNode;
  filteredDescription?: ReactNode;
  filteredIcon?: ReactNode;
  onClear?: () => void;
  clearLabel?: string;
}

/** The empty state of a list (list kit): nothing yet, or nothing that matches the search and filters. */
export function ListEmpty(props: ListEmptyProps) {
  if (!props.filtered) return <EmptyState icon={props.icon} title={props.title} description={props.description} />;
  return (
    <EmptyState
      icon={props.filteredIcon ?? <SearchX />}
      title={props.filteredTitle ?? props.title}
      description={props.filteredDescription ?? props.description}
      action={
        props.onClear ? (
          <Button variant="secondary" onClick={props.onClear}>
            {props.clearLabel ?? 'Clear filters'}
          </Button>
        ) : undefined
      }
    />
  );
}

/** A list that could not load (list kit): the reason and Try again. */
export function ListError({ title, error, onRetry }: { title: ReactNode; error: unknown; onRetry: () => unknown }) {
  return (
    <ErrorState
      title={title}
      message={errorMessage(error)}
      action={
        <Button variant="secondary" onClick={() => void onRetry()}>
          Try again
        </Button>
      }
    />
  );
}
