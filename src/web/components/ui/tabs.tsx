import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '#web/lib/cn';

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col gap-6', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex items-end gap-4 overflow-x-auto border-b border-border sm:gap-8', className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** Optional count shown in a small pill after the label. */
  count?: number;
};

export function TabsTrigger({ className, count, children, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'group relative -mb-px inline-flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-0.5 pt-2 pb-3 text-sm font-medium whitespace-nowrap text-muted',
        'transition-colors duration-150 hover:text-foreground',
        'focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:border-accent data-[state=active]:text-foreground',
        className,
      )}
      {...props}
    >
      {children}
      {count !== undefined ? (
        <span className="min-w-6 rounded-full bg-surface-muted px-2 py-0.5 text-center text-xs tabular-nums text-muted group-data-[state=active]:bg-accent-soft group-data-[state=active]:text-accent">
          {count}
        </span>
      ) : null}
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('focus-visible:rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
