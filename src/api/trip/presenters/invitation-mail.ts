import { escapeHtml, safeHref } from '../../../plugins/contract/public';
import type { Mail } from '../../../plugins/accounts/public';

export type InvitationFacts = {
  appName: string;
  inviter: string;
  tripTitle: string;
  role: 'editor' | 'viewer';
  url: string;
  expiresAt: Date;
  /** Whether the address has an account yet: without one, the mail asks to sign up first. */
  hasAccount: boolean;
};

const ROLE = {
  editor: { en: 'plan it with them', ar: 'التخطيط معهم' },
  viewer: { en: 'follow it', ar: 'متابعتها' },
};

const english = (f: InvitationFacts) => [
  `${f.inviter} invites you to ${ROLE[f.role].en}: the trip "${f.tripTitle}" on ${f.appName}.`,
  f.hasAccount
    ? 'Sign in with this address and accept the invitation from the link below.'
    : `Create your ${f.appName} account with this address, then accept the invitation from the link below.`,
  `The invitation is valid until ${f.expiresAt.toUTCString()}.`,
];

const arabic = (f: InvitationFacts) => [
  `يدعوك ${f.inviter} إلى ${ROLE[f.role].ar}: رحلة «${f.tripTitle}» على ${f.appName}.`,
  f.hasAccount
    ? 'سجّل الدخول بهذا البريد واقبل الدعوة من الرابط أدناه.'
    : `أنشئ حسابك على ${f.appName} بهذا البريد، ثم اقبل الدعوة من الرابط أدناه.`,
  `الدعوة صالحة حتى ${f.expiresAt.toISOString().slice(0, 10)}.`,
];

const block = (lang: 'en' | 'ar', paragraphs: string[], href: string, label: string) =>
  `<div lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" style="text-align:${lang === 'ar' ? 'right' : 'left'};margin:0 0 24px">
${paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('\n')}
<p style="margin:16px 0"><a href="${href}" style="display:inline-block;background:#2b6cb0;color:#ffffff;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>
</div>`;

/** The invitation to a trip, in English then Arabic (the reader's language is not known), with the link. */
export const invitationMail = (facts: InvitationFacts): Mail => {
  const subject = `${facts.appName}: ${facts.inviter} invites you to "${facts.tripTitle}" · دعوة إلى رحلة`;
  const href = escapeHtml(safeHref(facts.url) ?? '');
  const text = [
    ...english(facts),
    `Open the invitation: ${facts.url}`,
    '',
    '—',
    '',
    ...arabic(facts),
    `افتح الدعوة: ${facts.url}`,
    '',
    `— ${facts.appName}`,
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f5f7;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700">${escapeHtml(facts.appName)}</p>
${block('en', english(facts), href, 'Open the invitation')}
<hr style="border:none;border-top:1px solid #d9dde3;margin:0 0 24px">
${block('ar', arabic(facts), href, 'افتح الدعوة')}
<p style="margin:0;font-size:13px;color:#52606d;word-break:break-all">${href}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
};
