import * as React from 'react';
import { useFetchClient } from '@strapi/strapi/admin';

type Attribute = { type: string; pluginOptions?: { i18n?: { localized?: boolean } } };
type ContentType = { uid: string; attributes: Record<string, Attribute> };
export type TextFields = { fields: string[]; richText: boolean };

const TEXT = new Set(['string', 'text']);
const RICH_TEXT = new Set(['richtext', 'blocks']);
let schemas: Promise<ContentType[]> | null = null;

const localizedOf = (contentType: ContentType | undefined, types: Set<string>) =>
  Object.entries(contentType?.attributes ?? {})
    .filter(([, attribute]) => types.has(attribute.type) && attribute.pluginOptions?.i18n?.localized)
    .map(([name]) => name);

/** The localized text fields of a content type, from the Content Manager's schemas (read once). */
export const useTextFields = (uid: string | undefined): TextFields | null => {
  const { get } = useFetchClient();
  const [found, setFound] = React.useState<TextFields | null>(null);
  React.useEffect(() => {
    setFound(null);
    if (!uid) return undefined;
    let current = true;
    schemas ??= get<{ data: ContentType[] }>('/content-manager/content-types').then(({ data }) => data.data);
    schemas
      .then((all) => {
        const contentType = all.find((candidate) => candidate.uid === uid);
        if (current)
          setFound({
            fields: localizedOf(contentType, TEXT),
            richText: localizedOf(contentType, RICH_TEXT).length > 0,
          });
      })
      .catch(() => {
        schemas = null;
      });
    return () => {
      current = false;
    };
  }, [get, uid]);
  return found;
};
