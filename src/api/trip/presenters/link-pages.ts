import type { Notice } from '../../../plugins/contract/public';

type Opened = { trip: { title: string }; role: string; invited_by?: { name: string | null } | null };

const ROLE_WORDS: Record<string, string> = {
  editor: 'plan it with them (editor)',
  viewer: 'follow it (viewer)',
};

/**
 * The page a browser shows for an invitation or share link: the trip, the role, and the way on to
 * the app, where the person signs in and accepts (`{FRONTEND_URL}/trip-invitations/{token}` or
 * `/trip-share/{secret}`, the same last segment as the link).
 */
export const linkNotice = (
  kind: 'invitation' | 'share',
  opened: Opened,
  appName: string,
  frontendUrl: string,
  secret: string,
): Pick<Notice, 'status' | 'tone' | 'title' | 'paragraphs' | 'appName' | 'link'> => {
  const who = kind === 'invitation' ? (opened.invited_by?.name ?? 'Someone') : 'Someone';
  const path = kind === 'invitation' ? 'trip-invitations' : 'trip-share';
  return {
    status: 200,
    tone: 'info',
    appName,
    title: `You are invited to "${opened.trip.title}"`,
    paragraphs: [
      `${who} invites you to ${ROLE_WORDS[opened.role] ?? opened.role}.`,
      kind === 'invitation'
        ? `Sign in to ${appName} with the address this invitation was sent to, then accept it.`
        : `Sign in to ${appName} and join the trip.`,
    ],
    link: {
      href: `${frontendUrl.replace(/\/+$/, '')}/${path}/${encodeURIComponent(secret)}`,
      label: kind === 'invitation' ? 'Open the invitation' : 'Join the trip',
    },
  };
};

/** A link used, withdrawn, revoked or expired: 404, said to a person. */
export const missingLinkNotice = (
  kind: 'invitation' | 'share',
  appName: string,
  frontendUrl: string,
): Notice => ({
  status: 404,
  tone: 'refused',
  appName,
  title: kind === 'invitation' ? 'This invitation is no longer valid' : 'This share link is no longer valid',
  paragraphs: [
    kind === 'invitation'
      ? 'It was accepted, declined or withdrawn, or it has expired: invitations last 7 days.'
      : 'Its owner revoked it, or it has expired.',
    "Ask the trip's owner for a new one.",
  ],
  link: { href: frontendUrl, label: `Continue to ${appName}` },
});
