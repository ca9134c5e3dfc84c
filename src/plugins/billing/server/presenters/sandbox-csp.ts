/**
 * The sandbox page's Pay and Decline post to us, and we end the customer on the frontend's
 * payment page: `form-action` also governs the redirects that follow a form submission, so the
 * frontend's origin is added (CONTRACT §10) — that origin alone, nothing else changes.
 */
export const allowFormActionTo = (policy: string, frontendUrl: string): string => {
  const origin = new URL(frontendUrl).origin;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const index = directives.findIndex(
    (directive) => directive.split(/\s+/)[0].toLowerCase() === 'form-action',
  );
  const formAction = index >= 0 ? directives[index] : "form-action 'self'";
  const widened = formAction.split(/\s+/).includes(origin) ? formAction : `${formAction} ${origin}`;
  if (index >= 0) directives[index] = widened;
  else directives.push(widened);
  return directives.join(';');
};
