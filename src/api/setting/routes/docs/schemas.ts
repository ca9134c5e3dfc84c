/** The OpenAPI shapes of the settings routes (inline: no other operation refers to them). */
export const settingsMapSchema = {
  type: 'object',
  description: 'Every setting, key → value, sorted by key',
  additionalProperties: { type: ['string', 'null'] },
};

export const settingSchema = {
  type: 'object',
  properties: { key: { type: 'string' }, value: { type: ['string', 'null'] } },
};

export const settingFileContent = {
  'multipart/form-data': {
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description:
            'jpg, jpeg, png, webp, gif, svg or pdf, recognised by its content (its name and declared type are ignored); 5 MB at most',
        },
      },
    },
  },
};
