import type { ComponentProps } from 'react';

export type PageLinkProps = ComponentProps<'a'> & { href: string };

/**
 * A link of the public pages: a plain <a href>, so those pages need no router
 * (they hydrate without React Router, ADR 003). Following it is a full page
 * load, which is cheap: public pages are server-rendered and cached.
 */
export function PageLink({ href, children, ...props }: PageLinkProps) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
