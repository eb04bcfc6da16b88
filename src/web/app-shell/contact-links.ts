import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PublicConfig } from '../../shared/schemas/public-config';

type Contact = PublicConfig['contact'];

export type ContactKind = 'phone' | 'email' | 'website' | 'office';

export interface ContactLink {
  kind: ContactKind;
  /** Show it with `t(label)` (or `i18n._`), in the language on screen. */
  label: MessageDescriptor;
  value: string;
  href: string | null;
}

/** The deployment's phone, e-mail, website and office as labelled values with their links. */
export function contactLinks(contact: Contact): ContactLink[] {
  return [
    {
      kind: 'phone',
      label: msg`Phone`,
      value: contact.phone,
      href: `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
    },
    { kind: 'email', label: msg`E-mail`, value: contact.email, href: `mailto:${contact.email}` },
    {
      kind: 'website',
      label: msg`Website`,
      value: contact.website.replace(/^https?:\/\//, '').replace(/\/$/, ''),
      href: contact.website,
    },
    { kind: 'office', label: msg`Office`, value: contact.address, href: null },
  ];
}

export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok' | 'twitter';

export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
};

export function socialLinks(contact: Contact): { network: SocialNetwork; href: string }[] {
  return (['instagram', 'facebook', 'tiktok', 'twitter'] as const).map((network) => ({
    network,
    href: contact[network],
  }));
}
