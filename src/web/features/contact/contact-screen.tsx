import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  type ContactKind,
  contactLinks,
  SOCIAL_NAMES,
  socialLinks,
} from '../../app-shell/contact-links';
import { DataAttribution } from '../../app-shell/data-attribution';
import { SocialIcon } from '../../app-shell/social-icon';
import { AppStoreLinks } from '../../components/ui/app-store-links';
import { LineIcon } from '../../components/ui/line-icon';
import { usePageTitle } from '../../components/use-page-title';
import { readPublicConfig } from '../../lib/public-config';

const ICONS: Record<ContactKind, ReactNode> = {
  phone: (
    <path d="M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  ),
  email: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  ),
  website: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z" />
    </>
  ),
  office: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21z" />
      <circle cx="12" cy="10" r="2.4" />
    </>
  ),
};

const subheading = 'font-bold text-ink text-xl tracking-tight';

/** How to reach the Pamoja team: every value comes from the deployment's settings. */
export function ContactScreen() {
  const { t } = useLingui();
  usePageTitle(t`Contact us`);
  const { contact, apps } = readPublicConfig();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">
        <Trans>Contact us</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-ink-muted text-lg leading-relaxed">
        <Trans>
          A question about a booking, a refund, a token top-up or getting verified as a driver? Call
          us, write to us, or visit our Nairobi office.
        </Trans>
      </p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {contactLinks(contact).map((item) => (
          <li key={item.kind} className="flex gap-4 rounded-2xl border border-line bg-white p-5">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
              <LineIcon>{ICONS[item.kind]}</LineIcon>
            </span>
            <div className="min-w-0">
              <h2 className="font-semibold text-ink">{t(item.label)}</h2>
              {item.href ? (
                <a
                  href={item.href}
                  className="mt-1 block break-words font-medium text-primary underline-offset-4 hover:underline"
                >
                  {item.value}
                </a>
              ) : (
                <address className="mt-1 text-ink-muted not-italic">{item.value}</address>
              )}
            </div>
          </li>
        ))}
      </ul>

      <div className="mt-12 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="social-title">
          <h2 id="social-title" className={subheading}>
            <Trans>Follow Pamoja</Trans>
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {socialLinks(contact).map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-white px-4 font-medium text-ink hover:border-primary hover:text-primary-strong"
                >
                  <SocialIcon network={social.network} className="size-5" />
                  {SOCIAL_NAMES[social.network]}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="apps-title">
          <h2 id="apps-title" className={subheading}>
            <Trans>Get the app</Trans>
          </h2>
          <p className="mt-2 text-ink-muted">
            {apps.android || apps.ios
              ? t`Pamoja works in your phone’s browser, or get the app from the store.`
              : t`Pamoja works in your phone’s browser. Add it to your home screen to open it like an app.`}
          </p>
          <div className="mt-4">
            <AppStoreLinks apps={apps} />
          </div>
        </section>
      </div>

      <section aria-labelledby="data-title" className="mt-12 border-line border-t pt-8">
        <h2 id="data-title" className={subheading}>
          <Trans>Map and place data</Trans>
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted leading-relaxed">
          <Trans>Pamoja’s place search and stop names are built on open data.</Trans>{' '}
          <DataAttribution linkClassName="font-medium text-primary underline underline-offset-2" />
        </p>
      </section>
    </div>
  );
}
