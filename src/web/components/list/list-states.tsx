import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';

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
