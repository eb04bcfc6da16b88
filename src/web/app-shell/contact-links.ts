import type { PublicConfig } from '../../shared/schemas/public-config';

type Contact = PublicConfig['contact'];

export interface ContactLink {
  label: string;
  value: string;
  href: string | null;
}

/** The deployment's phone, e-mail, website and office as labelled values with their links. */
export function contactLinks(contact: Contact): ContactLink[] {
  return [
    { label: 'Phone', value: contact.phone, href: `tel:${contact.phone.replace(/[^\d+]/g, '')}` },
    { label: 'E-mail', value: contact.email, href: `mailto:${contact.email}` },
    {
      label: 'Website',
      value: contact.website.replace(/^https?:\/\//, '').replace(/\/$/, ''),
      href: contact.website,
    },
    { label: 'Office', value: contact.address, href: null },
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
