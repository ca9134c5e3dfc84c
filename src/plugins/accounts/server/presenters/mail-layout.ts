import { escapeHtml, safeHref } from '../../../contract/public';

/** A paragraph of a mail: text, or a code to copy (shown apart in a fixed-width box). */
export type Paragraph = string | { code: string };
export type MailAction = { label: string; url: string };

// Mail clients drop <style> blocks and outside sheets: every style is inline.
const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const CODE =
  'font-family:ui-monospace,Menlo,Consolas,monospace;font-size:15px;background:#f4f5f7;' +
  'border:1px solid #d9dde3;border-radius:6px;padding:10px 12px;word-break:break-all';
const BUTTON =
  'display:inline-block;background:#2b6cb0;color:#ffffff;font-weight:600;text-decoration:none;' +
  'padding:12px 20px;border-radius:8px';

const paragraph = (p: Paragraph) =>
  typeof p === 'string'
    ? `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`
    : `<p style="margin:0 0 16px;${CODE}">${escapeHtml(p.code)}</p>`;

/** The button, and the address written out for clients that do not show buttons. */
const actionBlock = (action: MailAction) => {
  const href = safeHref(action.url);
  if (!href) return '';
  const url = escapeHtml(href);
  return `<p style="margin:24px 0"><a href="${url}" style="${BUTTON}">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52606d">If the button does not work, copy this address into your browser:<br>
<a href="${url}" style="color:#2b6cb0;word-break:break-all">${url}</a></p>`;
};

/**
 * The HTML part of every account and notification mail: a whole document in the product's name,
 * the paragraphs, an optional action, the signature. Every value is escaped.
 */
export const mailLayout = (
  appName: string,
  subject: string,
  paragraphs: Paragraph[],
  action?: MailAction,
) => {
  const name = escapeHtml(appName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px 12px;background:#f4f5f7;${FONT};font-size:16px;line-height:1.5;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#1f2933">${name}</p>
${paragraphs.map(paragraph).join('\n')}
${action ? actionBlock(action) : ''}
<p style="margin:24px 0 0;color:#52606d">— ${name}</p>
</div>
</body>
</html>
`;
};
