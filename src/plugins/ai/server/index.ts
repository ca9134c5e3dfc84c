import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import ai from './controllers/ai';
import routes from './routes';
import { services } from './services';

export default { bootstrap, config, contentTypes, routes, controllers: { ai }, services };
