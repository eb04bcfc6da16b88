import type { ReactNode } from 'react';
import { LineIcon } from '../components/ui/line-icon';
import type { SocialNetwork } from './contact-links';

/** Simple line marks for the networks, drawn here so no image comes from their hosts. */
const MARKS: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
    </>
  ),
  facebook: (
    <path d="M14.5 21v-7.5h2.7l.4-3.2h-3.1V8.4c0-.9.3-1.6 1.6-1.6h1.7V4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H8.4v3.2h2.8V21" />
  ),
  tiktok: <path d="M13.5 3.5v11.2a3.3 3.3 0 1 1-3.3-3.3M13.5 3.5c.4 2.6 2.3 4.4 5 4.6" />,
  twitter: (
    <>
      <path d="M4 4h4.4L20 20h-4.4z" />
      <path d="M19.6 4l-6.5 7.2M4.4 20l6.5-7.2" />
    </>
  ),
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return <LineIcon className={className}>{MARKS[network]}</LineIcon>;
}
