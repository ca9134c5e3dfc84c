/** Keys of the public settings whitelist (legacy-behaviour §3.14). */
export const isPublicSetting = (key: string) =>
  ['site_name', 'logo_url', 'tagline', 'homepage_banner'].includes(key) ||
  key.startsWith('contact_') ||
  key.startsWith('social_');

/** The response-cache tag of every answer that shows a setting. */
export const SETTING_CACHE_TAG = 'setting';
