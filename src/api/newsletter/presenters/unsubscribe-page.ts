const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /newsletter/unsubscribe opened in a browser: a short page saying what happened. */
export const unsubscribePage = (appName: string, message: string) => {
  const name = escape(appName);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title></head><body style="font-family:sans-serif"><h2>${name}</h2><p>${escape(message)}</p></body></html>`;
};
