import { useEffect, useId, useRef, useState } from 'react';
import { PageLink } from '#web/components/page-link';
import { Menu, X } from 'lucide-react';
import { ThemeToggle } from '#web/components/theme-toggle';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { PlanTripButton } from '#web/features/questionnaire';
import { Logo } from '#web/components/logo';
import { paths } from '#web/lib/paths';

const ANCHORS = [
  { href: '#methodology', label: 'Our method' },
  { href: '#packages', label: 'Journeys' },
  { href: '#services', label: 'Services' },
  { href: '#who-we-are', label: 'Who we are' },
  { href: '#contact', label: 'Contact' },
] as const;

const navLink =
  'rounded-sm text-sm text-foreground/80 underline-offset-8 transition-colors hover:text-foreground hover:underline decoration-accent-decor';

/** Home header: logo, section links, Blog, My Account, theme toggle, Plan My Trip; a menu under 768 px. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onResize = () => {
      if (window.matchMedia('(min-width: 768px)').matches) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8 md:h-[4.5rem]">
        <PageLink href={paths.home()} className="shrink-0 rounded-sm">
          <Logo />
        </PageLink>

        <nav aria-label="Main" className="hidden items-center gap-7 lg:flex">
          {ANCHORS.map((a) => (
            <a key={a.href} href={a.href} className={navLink}>
              {a.label}
            </a>
          ))}
        </nav>

        <div className="flex items-center gap-2 sm:gap-3">
          <div className="hidden items-center gap-5 md:flex">
            <PageLink href={paths.blog()} className={navLink}>
              Blog
            </PageLink>
            <PageLink href={paths.account()} className={navLink}>
              My Account
            </PageLink>
          </div>
          <ThemeToggle />
          <div className="hidden md:block">
            <PlanTripButton className={buttonClasses('primary', 'md')} />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full border border-border text-foreground transition-colors hover:bg-surface-muted md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X className="size-4" aria-hidden /> : <Menu className="size-4" aria-hidden />}
          </button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!menuOpen}
        className={cn('border-t border-border bg-background md:hidden', menuOpen ? 'block' : 'hidden')}
      >
        <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col px-5 pt-2 pb-6 sm:px-8">
          {ANCHORS.map((a) => (
            <a
              key={a.href}
              href={a.href}
              onClick={close}
              className="border-b border-border/70 py-3.5 font-display text-xl text-foreground"
            >
              {a.label}
            </a>
          ))}
          <PageLink href={paths.blog()} onClick={close} className="border-b border-border/70 py-3.5 font-display text-xl text-foreground">
            Blog
          </PageLink>
          <PageLink href={paths.account()} onClick={close} className="border-b border-border/70 py-3.5 font-display text-xl text-foreground">
            My Account
          </PageLink>
          <PlanTripButton className={buttonClasses('primary', 'lg', 'mt-6 w-full')} />
        </nav>
      </div>
    </header>
  );
}
