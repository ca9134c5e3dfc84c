import { signatureMatches, signUrl } from '../../../../plugins/accounts/public';

const unsignedUnsubscribe = (appUrl: string, email: string) =>
  `${appUrl.replace(/\/$/, '')}/api/newsletter/unsubscribe?email=${encodeURIComponent(email)}`;

/**
 * The unsubscribe link of an address, signed like the verification link (CONTRACT §2.4: HMAC-SHA256
 * of the URL without its signature, keyed by the app key). It does not expire: leaving a
 * newsletter must work from any old mail.
 */
export const unsubscribeUrl = (appUrl: string, key: string, email: string) =>
  signUrl(key, unsignedUnsubscribe(appUrl, email));

export const unsubscribeSigned = (appUrl: string, key: string, email: string, signature: unknown) =>
  signatureMatches(key, unsignedUnsubscribe(appUrl, email), signature);
