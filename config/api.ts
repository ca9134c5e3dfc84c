export default {
  rest: {
    prefix: '/api',
    defaultLimit: 20,
    maxLimit: 100,
    withCount: true,
  },
};
