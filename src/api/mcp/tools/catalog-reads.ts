import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import {
  QueryReader,
  paginationOf,
  readPageRequest,
  type PageRequest,
} from '../../../plugins/contract/public';
import { catalog, type CollectionSpec } from '../../catalog/public';
import type { ToolAnswer } from './tool';

/** The answer's language: one of the configured locales, else the default (as `?locale=` falls back). */
export const localeArg = z
  .string()
  .optional()
  .meta({ description: 'Language of names and descriptions: `en` (default) or `ar`.' });

export const pageArgs = {
  page: z.number().int().optional().meta({ description: 'Page, from 1 (default 1).' }),
  per_page: z.number().int().optional().meta({ description: 'Results per page (default 20, at most 100).' }),
};

export const localeOf = (strapi: Core.Strapi, asked: string | undefined): string => {
  const { locales, defaultLocale } = strapi.config.get('plugin::contract.i18n') as {
    locales: string[];
    defaultLocale: string;
  };
  return asked && locales.includes(asked) ? asked : defaultLocale;
};

/**
 * One page of a catalog collection, read from the tool's arguments exactly as the REST list reads
 * its query: the same reader, so the same filters, bounds and 422s. A page holds 20 by default
 * (not the REST catalog's 1,000): an agent reads what it asked for, not the whole catalog.
 */
export const catalogPage = async (
  strapi: Core.Strapi,
  spec: CollectionSpec,
  args: Record<string, unknown> & { sort?: string; locale?: string },
): Promise<ToolAnswer> => {
  const { locale, sort, ...filters } = args;
  const reader = new QueryReader(filters);
  const page: PageRequest = readPageRequest(reader);
  const { items, total } = await catalog(strapi).reader.list(spec, {
    page: page.page,
    perPage: page.perPage,
    sort,
    filters: reader,
    locale: localeOf(strapi, locale),
  });
  const title = `${spec.name.charAt(0).toUpperCase()}${spec.name.slice(1)}`;
  return {
    data: items,
    message: `${title} retrieved successfully.`,
    meta: { pagination: paginationOf(page, total) },
  };
};
