import config from './config';
import { isClusteredWorker, offerWorkerMetrics } from './cluster';
import requests from './middlewares/requests';

export default {
  config,
  register() {
    if (isClusteredWorker()) offerWorkerMetrics();
  },
  middlewares: { requests },
};
