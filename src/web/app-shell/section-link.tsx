import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { requestSection, settledSectionFor } from './section-links';

interface SectionLinkProps {
  /** A root-relative section address, e.g. `/#faq`. */
  href: string;
  className?: string;
  /** Runs on every activation, e.g. to close the menu the link sits in. */
  onFollow?: () => void;
  children: ReactNode;
}

/**
 * A link to a landing page section. When the section is on the page the browser follows the link
 * itself. Otherwise (another screen, or the lower sections not loaded yet) the app changes the
 * address without a reload and the landing page scrolls there once the sections have rendered.
 */
export function SectionLink({ href, className, onFollow, children }: SectionLinkProps) {
  const [location, navigate] = useLocation();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        onFollow?.();
        if (location === '/' && settledSectionFor(href)) return;
        event.preventDefault();
        navigate(href);
        if (location === '/') requestSection();
      }}
    >
      {children}
    </a>
  );
}
