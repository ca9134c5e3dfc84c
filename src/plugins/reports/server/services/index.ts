import generation from './generation';
import housekeeping from './housekeeping';
import reads from './reads';
import removal from './removal';
import requests from './requests';
import store from './store';

export const services = { generation, housekeeping, reads, removal, requests, store };
