import { Hourglass } from 'lucide-react';

/** Frame for a screen another issue delivers, shown inside the real layout. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-24 text-center">
      <Hourglass className="size-8 text-accent" aria-hidden />
      <h1 className="font-display text-3xl text-foreground">{title}</h1>
      <p className="text-muted">{description ?? 'This screen is being prepared and will arrive in a coming release.'}</p>
    </section>
  );
}
