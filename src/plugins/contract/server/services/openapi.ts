import type { Core } from '@strapi/strapi';

export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

/** Holds the project's own OpenAPI document (the app hands it over in register()). */
export default (_: { strapi: Core.Strapi }) => {
  let document: OpenApiDocument | null = null;
  let serialized: string | null = null;
  return {
    set(next: OpenApiDocument) {
      document = next;
      serialized = null;
    },
    get(): OpenApiDocument {
      if (!document) throw new Error('The OpenAPI document was not registered');
      return document;
    },
    json(): string {
      serialized ??= JSON.stringify(this.get());
      return serialized;
    },
  };
};
