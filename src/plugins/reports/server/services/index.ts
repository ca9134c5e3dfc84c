import generation from './generation';
import reads from './reads';
import requests from './requests';
import storage from './storage';

export const services = { generation, reads, requests, storage };
