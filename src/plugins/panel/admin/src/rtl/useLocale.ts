import { useQueryParams } from '@strapi/strapi/admin';

/** The locale the Content Manager shows (`?plugins[i18n][locale]=ar`); none for the default one. */
export const useContentLocale = (): string | undefined => {
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  return query.plugins?.i18n?.locale;
};
