/** Our contract lives under /api; the admin panel and Strapi's own pages are everything else. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
