import config from './config';
import { isClusteredWorker, offerWorkerMetrics } from './cluster';
import metrics from './controllers/metrics';
import requests from './middlewares/requests';
import routes from './routes';

export default {
  config,
  register() {
    if (isClusteredWorker()) offerWorkerMetrics();
  },
  routes,
  controllers: { metrics },
  middlewares: { requests },
};
