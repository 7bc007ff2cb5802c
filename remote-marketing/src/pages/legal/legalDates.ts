/** YYYY-MM-DD: when the privacy policy last changed. Shown in the visitor's country's format, and the sitemap's lastmod. */
export const PRIVACY_LAST_UPDATED = '2025-07-11';
