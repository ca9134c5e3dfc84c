/** Which content types keep a trash; config/plugins.ts lists them. */
export default {
  default: { models: [] as string[] },
  validator(config: { models?: unknown }) {
    if (!Array.isArray(config.models))
      throw new Error('soft-delete: `models` must be a list of content-type uids');
  },
};
