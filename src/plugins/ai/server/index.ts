import config from './config';
import contentTypes from './content-types';
import ai from './controllers/ai';
import routes from './routes';
import { services } from './services';

export default { config, contentTypes, routes, controllers: { ai }, services };
