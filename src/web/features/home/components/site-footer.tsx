import { PageLink } from '#web/components/page-link';
import { Logo } from '#web/components/logo';
import { paths } from '#web/lib/paths';

const linkClass = 'text-muted transition-colors hover:text-foreground';

/** Home footer: the house, the sections and the two doors (clients, team). */
export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.6fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed text-muted">
            Tailor-made luxury journeys to Paris, Rome and Italy, composed by specialists who live there.
          </p>
        </div>
        <nav aria-labelledby="footer-discover" className="flex flex-col gap-3 text-sm">
          <p id="footer-discover" className="mb-1 text-xs font-medium tracking-[0.2em] text-accent uppercase">
            Discover
          </p>
          <a href="#methodology" className={linkClass}>Our method</a>
          <a href="#packages" className={linkClass}>Journeys</a>
          <a href="#services" className={linkClass}>Services</a>
          <a href="#who-we-are" className={linkClass}>Who we are</a>
          <a href="#contact" className={linkClass}>Contact</a>
        </nav>
        <nav aria-labelledby="footer-visit" className="flex flex-col gap-3 text-sm">
          <p id="footer-visit" className="mb-1 text-xs font-medium tracking-[0.2em] text-accent uppercase">
            Visit
          </p>
          <PageLink href={paths.blog()} className={linkClass}>Blog</PageLink>
          <PageLink href={paths.account()} className={linkClass}>My Account</PageLink>
          <PageLink href={paths.backofficeLogin()} className={linkClass}>Team access</PageLink>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-5 py-6 text-xs text-muted sm:px-8">
          © {new Date().getFullYear()} Maison Voyage. Paris · Rome.
        </p>
      </div>
    </footer>
  );
}
