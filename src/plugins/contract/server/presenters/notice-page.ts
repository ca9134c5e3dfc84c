import { escapeHtml, safeHref } from '../http/html';

/** How a notice reads: done (green tick), for information (blue), refused (red cross). */
export type NoticeTone = 'done' | 'info' | 'refused';

/** A short page in the product's name answering a link opened from a mail. */
export type Notice = {
  /** The HTTP status: the same the link answers an API client (a refused link is never 200). */
  status: number;
  tone: NoticeTone;
  appName: string;
  title: string;
  paragraphs: string[];
  /** Where the person goes next: the frontend. */
  link: { href: string; label: string };
};

const MARKS: Record<NoticeTone, string> = { done: '&#10003;', info: 'i', refused: '&#10005;' };

// Inline styles only: the /api security headers allow inline style and no outside resource.
const STYLE = `
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f5f7;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933}
main{box-sizing:border-box;width:100%;max-width:30rem;margin:1.5rem;padding:2rem;background:#fff;
border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.brand{margin:0 0 1.5rem;font-size:.95rem;font-weight:600;color:#52606d}
.mark{display:inline-flex;width:2.5rem;height:2.5rem;border-radius:50%;align-items:center;
justify-content:center;font-size:1.3rem;font-weight:700;color:#fff}
.done .mark{background:#1f7a45}.info .mark{background:#2b6cb0}.refused .mark{background:#b42318}
h1{font-size:1.4rem;line-height:1.3;margin:1rem 0 .5rem}
.action{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;border-radius:8px;background:#2b6cb0;
color:#fff;font-weight:600;text-decoration:none}
.action:hover{background:#235a92}.action:focus-visible{outline:3px solid #90cdf4;outline-offset:2px}`;

/** The page's HTML; every value is escaped, the link is http(s) or left out. */
export const noticePage = (notice: Notice): string => {
  const name = escapeHtml(notice.appName);
  const title = escapeHtml(notice.title);
  const href = safeHref(notice.link.href);
  const action = href
    ? `<a class="action" href="${escapeHtml(href)}">${escapeHtml(notice.link.label)}</a>`
    : '';
  const paragraphs = notice.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${name}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="${notice.tone}">
<p class="brand">${name}</p>
<span class="mark" aria-hidden="true">${MARKS[notice.tone]}</span>
<h1>${title}</h1>
${paragraphs}
${action}
</main>
</body>
</html>
`;
};
