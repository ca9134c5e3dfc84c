import { queryParam } from '../../../../../plugins/contract/public';
import { substringSearch } from '../parameters';
import { integer, nstr, object, stamps, str } from '../schema-builders';
import type { TypeDocs } from './type-docs';

/** How the OpenAPI document shows categories: their filters and component schemas. */
export const categoriesDocs: TypeDocs = {
  title: 'categories',
  schema: 'Category',
  v1: false,
  filters: [substringSearch, queryParam('type', 'destination, attraction or restaurant')],
  schemas: {
    Category: object({
      id: integer,
      name: str,
      type: { enum: ['destination', 'attraction', 'restaurant'] },
      icon: nstr,
      ...stamps,
    }),
  },
};
