import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { PublicConfig } from '../../shared/schemas/public-config';
import { BrandLogo } from '../components/brand-logo';
import { AppStoreLinks } from '../components/ui/app-store-links';
import { readPublicConfig } from '../lib/public-config';
import { useAuth } from '../lib/session/auth-context';
import { contactLinks, SOCIAL_NAMES, socialLinks } from './contact-links';
import { DataAttribution } from './data-attribution';
import { SectionLink } from './section-link';
import { SocialIcon } from './social-icon';

const EXPLORE = [
  { href: '/#how-it-works', label: msg`How it Works` },
  { href: '/#safety', label: msg`Safety` },
  { href: '/#driver-benefits', label: msg`Drive with Pamoja` },
  { href: '/#faq', label: msg`Questions and answers` },
];

const link = 'underline-offset-4 hover:text-white hover:underline';
const heading = 'font-semibold text-sm text-white uppercase tracking-wider';

/** Without the server's settings (e.g. the Vite dev server) the footer leaves out the details. */
function publicConfigOrNull(): PublicConfig | null {
  try {
    return readPublicConfig();
  } catch {
    return null;
  }
}

/**
 * On every screen: the `contact` section the header links to, app links and the data credits
 * (app-layout.tsx hides it while a screen is still a loading placeholder).
 */
export function SiteFooter() {
  const { t } = useLingui();
  const config = publicConfigOrNull();
  // The landing page's sections are for visitors; a signed-in user's root is their home screen.
  const explore = useAuth().status === 'signed-in' ? [] : EXPLORE;
  const year = new Date().getFullYear();

  return (
    <footer className="bg-ink text-slate-300">
      <section
        id="contact"
        aria-labelledby="contact-title"
        className="mx-auto grid max-w-6xl scroll-mt-16 grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 focus:outline-none sm:px-6 lg:grid-cols-[1.3fr_1.2fr_1fr_1fr]"
      >
        <div className="col-span-2 sm:col-span-1">
          <p className="flex items-center gap-2 font-bold text-white text-xl tracking-tight">
            <BrandLogo />
            Pamoja
          </p>
          <p className="mt-3 max-w-xs leading-relaxed">
            <Trans>Carpooling for Nairobi commuters. Share the ride, pay for your seat.</Trans>
          </p>
          {config ? (
            <div className="mt-5">
              <AppStoreLinks apps={config.apps} tone="dark" />
            </div>
          ) : null}
        </div>
        <div className="col-span-2 sm:col-span-1">
          <h2 id="contact-title" className={heading}>
            <Trans>Contact us</Trans>
          </h2>
          {config ? (
            <ul className="mt-4 grid gap-3">
              {contactLinks(config.contact).map((item) => (
                <li key={item.kind}>
                  <span className="block text-slate-400 text-xs">{t(item.label)}</span>
                  {item.href ? (
                    <a href={item.href} className={`break-words text-white ${link}`}>
                      {item.value}
                    </a>
                  ) : (
                    <span className="text-white">{item.value}</span>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <h2 className={heading}>
            <Trans>Follow us</Trans>
          </h2>
          {config ? (
            <ul className="mt-4 grid gap-3">
              {socialLinks(config.contact).map((social) => (
                <li key={social.network}>
                  <a href={social.href} className={`inline-flex items-center gap-2 ${link}`}>
                    <SocialIcon network={social.network} className="size-5" />
                    {SOCIAL_NAMES[social.network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label={t`Footer`}>
          <h2 className={heading}>
            <Trans>Explore</Trans>
          </h2>
          <ul className="mt-4 grid gap-3">
            {explore.map((item) => (
              <li key={item.href}>
                <SectionLink href={item.href} className={link}>
                  {t(item.label)}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link href="/contact" className={link}>
                <Trans>Contact us</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </section>
      <div className="border-white/10 border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-slate-400 text-xs sm:px-6 md:flex-row md:justify-between">
          <p>
            <Trans>© {year} Pamoja. Prices in Kenyan shillings (KSh).</Trans>
          </p>
          <p>
            <DataAttribution linkClassName="underline underline-offset-2 hover:text-white" />
          </p>
        </div>
      </div>
    </footer>
  );
}
