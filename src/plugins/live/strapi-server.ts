import plugin from './server';

export default plugin;
